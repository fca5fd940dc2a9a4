package io.github.dlxkit.polyomino.frontier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.split.Checkpoint;
import io.github.dlxkit.core.search.CountSum;
import io.github.dlxkit.core.search.PartCount;
import io.github.dlxkit.core.search.Runner;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.polyomino.QuantuminoSolver;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The frontier sweep as a core {@link io.github.dlxkit.core.search.SplittableSearch}: its slices,
 * counted one by one, by core's runner on threads, with a checkpoint, refined, and spilled, add up
 * to the count of the exact-cover engine (an independent method: backtracking,
 * {@link QuantuminoSolver#count()}) for aside 16 in the 2x2x20 box.
 */
class FrontierSearchTest {
  private static final int[] BOX = {2, 2, 20};
  private static final int ASIDE = 16;
  private static long engine;

  @BeforeAll
  static void engineCount() {
    engine = QuantuminoSolver.of(ASIDE, BOX).count();
    assertTrue(engine > 0, "the box must have packings for the tests to mean something");
  }

  @Test
  void slicesAddUpToTheEnginesCountAndHalvesToTheirSlice() {
    FrontierSearch search = FrontierSearch.quantumino(ASIDE, BOX);
    assertEquals(List.of(new Subproblem(0, new int[0])), search.split(1), "one subproblem: the whole sweep");
    assertEquals(engine, search.count(search.split(1).get(0)).count());
    List<Subproblem> split = search.split(8);
    assertEquals(8, split.size());
    assertEquals("5:1,0,1", split.get(5).toLine(), "index = pattern, a choice per piece");
    assertTrue(search.reversed(3, 7) && !search.reversed(3, 1), "patterns of more than half: swept reversed");
    long sum = 0;
    for (Subproblem s : split) {
      long n = search.count(s).count();
      List<Subproblem> halves = search.refine(s);
      assertEquals(2, halves.size());
      assertEquals(n, search.count(halves.get(0)).count() + search.count(halves.get(1)).count(), s.toLine());
      sum += n;
    }
    assertEquals(engine, sum);
    assertEquals(64, search.split(1000).size(), "at most 2^" + FrontierSearch.MAX_SPLIT_BITS + " slices");
    assertTrue(search.refine(new Subproblem(0, new int[16])).isEmpty(), "every piece chosen: no finer slice");
  }

  @Test
  void theRunnerOnTwoThreadsWithACheckpointGivesTheSameCountAndResumes(@TempDir Path dir) throws Exception {
    FrontierSearch search = FrontierSearch.quantumino(ASIDE, BOX);
    List<Subproblem> split = search.split(4);
    Path file = dir.resolve("q.checkpoint");
    try (Checkpoint j = Checkpoint.open(file, search.identity(), split)) {
      CountSum sum = Runner.count(search, split, j, 2, j::record, 0);
      assertEquals(BigInteger.valueOf(engine), sum.count());
      assertTrue(sum.nodes().signum() > 0, "a node is a state expanded");
    }
    try (Checkpoint j = Checkpoint.open(file, search.identity(), split)) {
      assertEquals(4, j.finished().size());
      CountSum again = Runner.count(search, split, j, 2, j::record, 0);
      assertEquals(0, again.added(), "every slice is in the checkpoint: nothing is counted again");
      assertEquals(engine, j.finished().values().stream().mapToLong(PartCount::count).sum());
    }
  }

  /** A node budget per piece cuts the slices that pass it into halves, each recorded; the total stays. */
  @Test
  void slicesThatRunLongAreRefinedIntoHalves() throws Exception {
    FrontierSearch search = FrontierSearch.quantumino(ASIDE, BOX);
    List<Subproblem> split = search.split(2);
    List<Subproblem> counted = Collections.synchronizedList(new ArrayList<>());
    CountSum sum = Runner.count(search, split, Runner.Recorded.NOTHING, 2,
        (s, c) -> counted.add(s), 100_000);
    assertEquals(BigInteger.valueOf(engine), sum.count());
    assertTrue(counted.stream().anyMatch(s -> s.prefix().length > 1), "some slice was refined: " + counted);
  }

  @Test
  void spilledOnTwoThreadsEachSliceInItsOwnFolder(@TempDir Path dir) throws Exception {
    FrontierSearch search = FrontierSearch.quantumino(ASIDE, BOX).withBudget(1 << 20).withSpill(dir);
    CountSum sum = Runner.count(search, search.split(2), Runner.Recorded.NOTHING, 2, (s, c) -> { }, 0);
    assertEquals(BigInteger.valueOf(engine), sum.count());
    try (var folders = Files.list(dir)) {
      for (Path f : folders.toList()) {
        try (var left = Files.list(f)) {
          assertEquals(0, left.count(), "a finished slice leaves no files in " + f);
        }
      }
    }
  }

  @Test
  void identityNamesTheProblemAndForeignSubproblemsAreRefused() {
    FrontierSearch a = FrontierSearch.quantumino(ASIDE, BOX);
    assertEquals(a.identity(), FrontierSearch.quantumino(ASIDE, BOX).identity());
    assertNotEquals(a.identity(), FrontierSearch.quantumino(0, BOX).identity());
    assertNotEquals(a.identity(), FrontierSearch.quantumino(ASIDE, new int[] {4, 4, 5}).identity());
    assertTrue(a.identity().matches("frontier:[0-9a-f]{32}"), a.identity());
    assertThrows(IllegalArgumentException.class, () -> a.count(new Subproblem(0, new int[] {2})));
    assertThrows(IllegalArgumentException.class, () -> a.count(new Subproblem(3, new int[] {1, 0})));
    assertThrows(IllegalArgumentException.class, () -> a.count(new Subproblem(0, new int[17])));
    assertThrows(IllegalArgumentException.class, () -> FrontierSearch.quantumino(17, BOX));
  }
}
