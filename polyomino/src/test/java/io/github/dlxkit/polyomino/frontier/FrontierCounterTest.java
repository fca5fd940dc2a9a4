package io.github.dlxkit.polyomino.frontier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.CheckpointException;
import io.github.dlxkit.core.memo.MemoBudgetException;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.polyomino.QuantuminoSolver;
import io.github.dlxkit.polyomino.TilingSolver;
import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.QuantuminoPieces;
import io.github.dlxkit.polyomino.model.Region;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The frontier count checked against an independent method: the exact-cover engine
 * ({@link TilingSolver#count()}, backtracking over the same pieces) on boxes small enough for it.
 */
class FrontierCounterTest {
  private static List<Polyomino> subset(long set) {
    List<Polyomino> l = new ArrayList<>();
    for (int p = 0; p < QuantuminoPieces.COUNT; p++) {
      if ((set >>> p & 1) != 0) {
        l.add(QuantuminoPieces.get(p));
      }
    }
    return l;
  }

  /** Every 4-piece subset of the first 11 Quantumino pieces in the 5x2x2 box: one frontier run, 330 engine runs. */
  @Test
  void everyFourPieceSetOfA5x2x2BoxMatchesTheEngine() {
    Map<Long, Long> frontier = FrontierCounter.of(QuantuminoPieces.all().subList(0, 11), 5, 2, 2).count();
    long sets = 0;
    long total = 0;
    for (long set = 0; set < 1L << 11; set++) {
      if (Long.bitCount(set) != 4) {
        continue;
      }
      sets++;
      long engine = TilingSolver.of(subset(set), Region.box(5, 2, 2)).count();
      assertEquals(engine, frontier.getOrDefault(set, 0L), "pieces " + Long.toBinaryString(set));
      total += engine;
    }
    assertEquals(330, sets);
    assertTrue(total > 0, "the 5x2x2 box must have packings for the test to mean something");
    assertEquals(frontier.values().stream().mapToLong(Long::longValue).sum(), total);
  }

  /** Eight pieces in a 4x5x2 box (swept along its 5-long axis), with and without slices. */
  @Test
  void eightPiecesInA4x5x2BoxMatchTheEngineAndSlicesAddUp() {
    List<Polyomino> pieces = QuantuminoPieces.all().subList(0, 8);
    long engine = TilingSolver.of(pieces, Region.box(4, 5, 2)).count();
    FrontierCounter counter = FrontierCounter.of(pieces, 4, 5, 2);
    assertEquals(engine, counter.count().getOrDefault(0xFFL, 0L));
    long sliced = 0;
    for (long pattern = 0; pattern < 4; pattern++) {
      sliced += counter.count(16, 3L, pattern).getOrDefault(0xFFL, 0L);
    }
    assertEquals(engine, sliced);
    assertTrue(engine > 0);
  }

  /**
   * All 17 asides in one frontier run (17 pieces offered, the missing one is the aside) against the
   * engine's counts ({@link QuantuminoSolver#count()}, backtracking) for a chiral and an achiral
   * aside (all 17 take minutes), in the narrow 80-cell box 2x2x20; and the 4 slices of the run add
   * up to it.
   */
  @Test
  void allAsidesInOneRunMatchTheEngineInA2x2x20Box() {
    int[] box = {2, 2, 20};
    Map<Integer, Long> all = QuantuminoCount.count(QuantuminoCount.ALL, box, 40, 0, 0);
    for (int a : new int[] {0, 16}) {
      long engine = QuantuminoSolver.of(a, box).count();
      assertEquals(engine, all.getOrDefault(a, 0L), "aside " + a);
      assertTrue(engine > 0);
    }
    long total = all.values().stream().mapToLong(Long::longValue).sum();
    long sliced = 0;
    for (int s = 0; s < 4; s++) {
      sliced += QuantuminoCount.count(QuantuminoCount.ALL, box, 40, 2, s).values().stream()
          .mapToLong(Long::longValue).sum();
    }
    assertEquals(total, sliced);
  }

  /**
   * The reversed slicing ({@code ENDS_AFTER}: which sliced pieces end at or after the cut) against
   * the plain one, slice by slice and aside by aside, in the 2x2x20 box: equal, as the half-turn
   * that swaps the box's ends says; and its slices add up to the whole count too.
   */
  @Test
  void reversedSlicesEqualThePlainOnesAsTheHalfTurnSays() {
    int[] box = {2, 2, 20};
    Map<Integer, Long> whole = QuantuminoCount.count(QuantuminoCount.ALL, box, 40, 0, 0);
    Map<Integer, Long> sum = new java.util.TreeMap<>();
    for (int s = 0; s < 8; s++) {
      Map<Integer, Long> ends = QuantuminoCount.count(QuantuminoCount.ALL, box, 40, 3, s,
          FrontierCounter.Slicing.ENDS_AFTER);
      assertEquals(QuantuminoCount.count(QuantuminoCount.ALL, box, 40, 3, s,
          FrontierCounter.Slicing.STARTS_BEFORE), ends, "slice " + s + " of 8");
      ends.forEach((a, n) -> sum.merge(a, n, Long::sum));
    }
    assertEquals(whole, sum);
    assertEquals(FrontierCounter.Slicing.ENDS_AFTER, QuantuminoCount.slicing(box, 40, 3, 7));
    assertEquals(FrontierCounter.Slicing.ENDS_AFTER, QuantuminoCount.slicing(box, 40, 3, 3), "two of three bits");
    assertEquals(FrontierCounter.Slicing.STARTS_BEFORE, QuantuminoCount.slicing(box, 40, 3, 4), "one of three bits");
    assertEquals(FrontierCounter.Slicing.STARTS_BEFORE, QuantuminoCount.slicing(box, 38, 3, 7), "not the middle");
  }

  /** A budget too small for the states stops the count with the documented error, not an OutOfMemoryError. */
  @Test
  void aBudgetTooSmallStopsWithAClearError() {
    FrontierCounter counter = FrontierCounter.of(QuantuminoPieces.all(), 5, 8, 2).withBudget(1L << 20);
    MemoBudgetException e = assertThrows(MemoBudgetException.class, () -> counter.count());
    assertTrue(e.getMessage().contains("budget of 1 MiB") && e.getMessage().contains("more slices"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> counter.withBudget(1000));
  }

  /**
   * States spilled to disk (a 1 MiB budget, a tenth of the peak, so the maps leave memory often) give the same counts
   * as in memory, unsliced and sliced every way, in the 2x2x20 box with all 17 pieces; the same
   * budget without a folder stops the count, so the counts did go through the disk; a finished
   * count leaves the folder empty.
   */
  @Test
  void spilledCountsEqualTheCountsInMemory(@TempDir Path dir) throws IOException {
    FrontierCounter memory = FrontierCounter.of(QuantuminoPieces.all(), 2, 2, 20);
    FrontierCounter disk = memory.withBudget(1 << 20).withSpill(dir.resolve("spill"));
    assertEquals(memory.count(), disk.count(), "unsliced");
    assertEquals(memory.count(40, 7, 5), disk.count(40, 7, 5), "a slice");
    assertEquals(memory.count(40, 7, 6, FrontierCounter.Slicing.ENDS_AFTER),
        disk.count(40, 7, 6, FrontierCounter.Slicing.ENDS_AFTER), "a reversed slice");
    long[] family = {1, 2, 7};
    assertEquals(memory.count(40, 7, family), disk.count(40, 7, family), "a family of slices");
    assertThrows(MemoBudgetException.class, () -> memory.withBudget(1 << 20).count(),
        "the budget must be too small for memory alone for the test to mean something");
    try (var left = Files.list(dir.resolve("spill"))) {
      assertEquals(0, left.count(), "a finished count leaves no files, the lock file included");
    }
  }

  /**
   * A sweep stopped by its control (a node limit, as core's runner sets one) throws
   * {@link SearchStoppedException} naming the reason and leaves no spill file behind.
   */
  @Test
  void aStoppedSweepSaysWhyAndLeavesNoFiles(@TempDir Path dir) throws IOException {
    FrontierCounter disk = FrontierCounter.of(QuantuminoPieces.all(), 2, 2, 20).withBudget(1 << 20)
        .withSpill(dir.resolve("spill"));
    SearchControl control = SearchControl.of(SearchLimits.none().withMaxNodes(200_000));
    SearchStoppedException e = assertThrows(SearchStoppedException.class,
        () -> disk.count(disk.slice(0, 0, new long[] {0}, false), control.worker()));
    assertEquals(StopReason.NODE_LIMIT, e.partialResult().stopReason());
    assertTrue(control.nodes() >= 200_000, control.nodes() + " nodes");
    try (var left = Files.list(dir.resolve("spill"))) {
      assertEquals(0, left.count(), "a stopped count leaves no files");
    }
  }

  /**
   * The spill folder is single-writer: a second count on a folder another holds is refused at
   * once, naming it; a spill file a dead run left there is deleted when the next count takes the
   * folder, which then counts as in memory.
   */
  @Test
  void aSpillFolderIsLockedAndADeadRunsFilesGo(@TempDir Path dir) throws IOException {
    FrontierCounter memory = FrontierCounter.of(QuantuminoPieces.all(), 2, 2, 20);
    Path spill = dir.resolve("spill");
    FrontierCounter disk = memory.withBudget(1 << 20).withSpill(spill);
    SpillStore holder = new SpillStore(spill, 80);
    try {
      CheckpointException e = assertThrows(CheckpointException.class, disk::count);
      assertTrue(e.getMessage().contains("spill folder " + spill + " is in use by another count"), e.getMessage());
    } finally {
      holder.close();
    }
    Files.writeString(spill.resolve("cell3-0.spill"), "a dead run's");
    assertEquals(memory.count(), disk.count(), "the folder goes on to the count in memory");
    try (var left = Files.list(spill)) {
      assertEquals(0, left.count(), "the dead run's file is gone, and the finished count's");
    }
  }

  /**
   * The 3x3x9 box has 81 cells and the 16 pentacubes 80: no set of pieces has its volume, so the
   * sweep answers at once (it used to sweep for minutes and fill its budget). The 17 pieces of
   * --aside all (multiples of 5) cannot fill it either.
   */
  @Test
  void aBoxNoSetOfPiecesFillsIsAnsweredAtOnce() {
    org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
      assertTrue(QuantuminoCount.count(7, new int[] {3, 3, 9}, 0, 0).isEmpty());
      assertTrue(QuantuminoCount.count(QuantuminoCount.ALL, new int[] {3, 3, 9}, 0, 0).isEmpty());
    });
    assertTrue(FrontierCounter.of(QuantuminoPieces.all().subList(0, 16), 5, 8, 2).table.volumeAdmits(), "80 cells");
  }
}
