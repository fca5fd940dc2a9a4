package io.github.dlxkit.tanks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.CountSum;
import io.github.dlxkit.core.search.Runner;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.tanks.cubes.CubeLog;
import io.github.dlxkit.tanks.cubes.CubeSearch;
import io.github.dlxkit.tanks.encoding.CnfEncoding;
import io.github.dlxkit.tanks.model.Board;
import io.github.dlxkit.tanks.model.Grid;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import io.github.dlxkit.tanks.sat.Cadical;
import io.github.dlxkit.tanks.sat.SmallSat;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Cube and conquer ({@link CubeSearch}) with the Java solver {@link SmallSat}, so that no installed
 * solver is needed: the cubes' counts add up to the counts of the searches (row scan, propagation,
 * which share no code with the formula), for several split targets and with refinement; and with
 * the lexicographic-leader clauses, to the number of classes of those solutions under the square's
 * eight symmetries, computed here by rotating and mirroring the grids (no code shared with
 * {@code BoardSymmetries}). One optional test runs CaDiCaL and is skipped when it is not installed.
 */
class CubeSearchTest {
  static Stream<Arguments> variants() {
    return Stream.of(
        Arguments.of(3, false, false, RequiredSymmetry.NONE),
        Arguments.of(4, false, false, RequiredSymmetry.NONE),
        // the plain 5x5 takes SmallSat minutes in this test's 12 runs: the log test counts it once
        Arguments.of(3, false, true, RequiredSymmetry.NONE),
        Arguments.of(4, false, true, RequiredSymmetry.NONE),
        Arguments.of(4, true, false, RequiredSymmetry.NONE),
        Arguments.of(5, true, false, RequiredSymmetry.NONE),
        Arguments.of(4, true, true, RequiredSymmetry.NONE),
        Arguments.of(6, false, false, RequiredSymmetry.ROT90),
        Arguments.of(5, false, true, RequiredSymmetry.ROT180));
  }

  @ParameterizedTest(name = "{0}x{0} torus={1} holes={2} {3}")
  @MethodSource("variants")
  void cubesCountTheSolutionsAndWithLeadersTheirClasses(int n, boolean torus, boolean holes, RequiredSymmetry sym)
      throws Exception {
    List<Grid> solutions = TankAttack.of(n).withTorus(torus).withHoles(holes).withSymmetry(sym)
        .withKernel(TankKernel.PROPAGATION).solutions().toList();
    Board board = Board.of(n, torus);
    for (RequiredSymmetry forbidden : new RequiredSymmetry[] {RequiredSymmetry.NONE, RequiredSymmetry.ROT180}) {
      if (forbidden == RequiredSymmetry.ROT180 && sym != RequiredSymmetry.NONE) {
        continue; // a required symmetry already includes the half turn
      }
      List<Grid> kept = solutions.stream().filter(g -> forbidden == RequiredSymmetry.NONE || !forbidden.holdsFor(g))
          .toList();
      Set<String> classes = new HashSet<>();
      for (Grid g : kept) {
        classes.add(smallestImage(g));
      }
      for (boolean leaders : new boolean[] {false, true}) {
        CubeSearch cubes = new CubeSearch(CnfEncoding.of(board, sym, holes, forbidden, leaders), new SmallSat(), null);
        long expected = leaders ? classes.size() : kept.size();
        for (int target : new int[] {1, 7, 60}) {
          long sum = 0;
          for (Subproblem s : cubes.split(target)) {
            sum += cubes.count(Subproblem.parse(s.toLine())).count();
          }
          assertEquals(expected, sum, "leaders=" + leaders + " not " + forbidden + ", target " + target);
        }
        // a refining count with a budget of 2 conflicts per piece comes to the same total
        CountSum refined = Runner.count(cubes, cubes.split(4), Runner.Recorded.NOTHING, 2,
            (s, c) -> { }, 2);
        assertEquals(expected, refined.count().longValue(), "refined, leaders=" + leaders + " not " + forbidden);
      }
    }
  }

  @Test
  void aCubeBeyondItsConflictLimitStopsAndRefinesIntoSubcubesThatExtendIt() {
    CubeSearch cubes = new CubeSearch(CnfEncoding.of(Board.of(5, false), RequiredSymmetry.NONE, false),
        new SmallSat(), null);
    Subproblem root = cubes.split(1).get(0);
    SearchStoppedException e = assertThrows(SearchStoppedException.class,
        () -> cubes.count(root, SearchLimits.none().withMaxNodes(1)));
    assertEquals(io.github.dlxkit.core.search.StopReason.NODE_LIMIT, e.partialResult().stopReason());
    List<Subproblem> below = cubes.refine(root);
    assertFalse(below.isEmpty());
    for (Subproblem q : below) {
      assertTrue(SplittableSearch.extendsPrefix(q, root), q.toLine());
    }
    assertEquals(cubes.split(3), cubes.split(3), "the split is deterministic");
  }

  @Test
  void theLogKeepsEveryCallAndEverySolution(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("cubes.log");
    CubeSearch cubes = new CubeSearch(CnfEncoding.of(Board.of(5, false), RequiredSymmetry.NONE, false),
        new SmallSat(), new CubeLog(file));
    long sum = 0;
    for (Subproblem s : cubes.split(5)) {
      sum += cubes.count(s).count();
    }
    List<String> lines = Files.readAllLines(file);
    assertEquals(2, sum);
    assertEquals(2, lines.stream().filter(l -> l.startsWith("solution ")).count());
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("call ") && l.contains("UNSATISFIABLE")));
  }

  /**
   * Optional integration test: needs CaDiCaL on the PATH (Debian package {@code cadical}); the
   * same counts as above through the process interface.
   */
  @Test
  void cadicalAgreesWhenInstalled() {
    Assumptions.assumeTrue(Cadical.isInstalled("cadical"), "cadical is not installed (apt-get install cadical)");
    CubeSearch cubes = new CubeSearch(CnfEncoding.of(Board.of(5, false), RequiredSymmetry.NONE, false,
        RequiredSymmetry.NONE, true), new Cadical("cadical"), null);
    long sum = 0;
    for (Subproblem s : cubes.split(10)) {
      sum += cubes.count(s).count();
    }
    assertEquals(1, sum, "the two 5x5 solutions are one class (a transposed pair)");
    // CaDiCaL stopped by its conflict limit says "c UNKNOWN" with exit status 0: a stopped cube
    SearchStoppedException e = assertThrows(SearchStoppedException.class,
        () -> cubes.count(cubes.split(1).get(0), SearchLimits.none().withMaxNodes(1)));
    assertEquals(io.github.dlxkit.core.search.StopReason.NODE_LIMIT, e.partialResult().stopReason());
  }

  /** The smallest of the eight images of {@code g}, row by row, as text: rotations and mirrors done here. */
  static String smallestImage(Grid g) {
    int n = g.size();
    int[][] a = new int[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        a[i][j] = g.value(i, j);
      }
    }
    List<String> images = new ArrayList<>();
    for (int turn = 0; turn < 4; turn++) {
      images.add(text(a));
      int[][] mirrored = new int[n][n];
      int[][] turned = new int[n][n];
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
          mirrored[i][j] = a[i][n - 1 - j];
          turned[j][n - 1 - i] = a[i][j];
        }
      }
      images.add(text(mirrored));
      a = turned;
    }
    return images.stream().min(String::compareTo).orElseThrow();
  }

  /** {@code g}'s ranges row by row, as {@link #smallestImage} writes its images. */
  static String rowText(Grid g) {
    int n = g.size();
    int[][] a = new int[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        a[i][j] = g.value(i, j);
      }
    }
    return text(a);
  }

  /** Row-major ranges as fixed-width text (ranges below 100), so that string order is lexicographic order. */
  private static String text(int[][] a) {
    StringBuilder b = new StringBuilder();
    for (int[] row : a) {
      for (int v : row) {
        b.append(String.format("%02d", v));
      }
    }
    return b.toString();
  }
}
