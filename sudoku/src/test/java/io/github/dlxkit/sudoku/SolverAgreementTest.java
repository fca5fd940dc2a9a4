package io.github.dlxkit.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.sudoku.backtrack.MaskSolver;
import io.github.dlxkit.sudoku.model.Geometry;
import io.github.dlxkit.sudoku.model.SudokuSolver;
import io.github.dlxkit.sudoku.testing.GridChecks;
import io.github.dlxkit.sudoku.testing.NaiveSolver;
import io.github.dlxkit.sudoku.testing.RandomGrids;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The solvers agree with each other and with the naive twin on random puzzles made by blanking
 * cells of random valid grids: same solutions (as sets, up to a cap), every one valid and keeping
 * the givens; and the compact form round-trips.
 */
class SolverAgreementTest {
  static final int CAP = 40;

  static Set<String> solutions(SudokuSolver solver, int[] puzzle, int cap) {
    Set<String> found = new HashSet<>();
    solver.start(puzzle);
    int[] out = new int[puzzle.length];
    while (found.size() < cap && solver.next(out)) {
      assertTrue(found.add(Arrays.toString(out)), "a solution reported twice");
    }
    return found;
  }

  static Set<String> naive(int n, int[] puzzle, int cap) {
    Set<String> found = new HashSet<>();
    for (int[] s : NaiveSolver.solutions(n, puzzle, cap)) {
      found.add(Arrays.toString(s));
    }
    return found;
  }

  static void checkAll(int n, int[] puzzle, Set<String> solutions) {
    for (String s : solutions) {
      int[] grid = Arrays.stream(s.substring(1, s.length() - 1).split(", ")).mapToInt(Integer::parseInt).toArray();
      assertTrue(GridChecks.solves(n, puzzle, grid), s);
    }
  }

  /** 9×9: DLX, the band kernel, the general mask kernel and the naive twin find the same solutions. */
  @Property(tries = 150)
  void nineByNineAllSolversAgree(@ForAll long seed, @ForAll @IntRange(min = 20, max = 50) int blanks) {
    Random random = new Random(seed);
    int[] puzzle = RandomGrids.blank(RandomGrids.grid(3, random), blanks, random);
    Set<String> dlx = solutions(SudokuKernel.DLX.newSolver(3), puzzle, CAP);
    Set<String> band = solutions(SudokuKernel.BACKTRACK.newSolver(3), puzzle, CAP);
    Set<String> mask = solutions(new MaskSolver(Geometry.of(3)), puzzle, CAP);
    assertTrue(dlx.size() >= 1, "a blanked grid has at least its own solution");
    checkAll(3, puzzle, dlx);
    if (dlx.size() < CAP) {
      assertEquals(dlx, band);
      assertEquals(dlx, mask);
      assertEquals(dlx, naive(3, puzzle, CAP));
    } else {
      // both stopped at the cap: compare the counts only
      assertEquals(CAP, band.size());
      assertEquals(CAP, mask.size());
    }
  }

  /** 9×9 with many blanks: counts up to the cap agree between the two kernels (too slow for the twin). */
  @Property(tries = 100)
  void sparseNineByNineCountsAgree(@ForAll long seed, @ForAll @IntRange(min = 50, max = 64) int blanks) {
    Random random = new Random(seed);
    int[] puzzle = RandomGrids.blank(RandomGrids.grid(3, random), blanks, random);
    long dlx = SudokuKernel.DLX.newSolver(3).countUpTo(puzzle, 200);
    long band = SudokuKernel.BACKTRACK.newSolver(3).countUpTo(puzzle, 200);
    long mask = new MaskSolver(Geometry.of(3)).countUpTo(puzzle, 200);
    assertEquals(dlx, band);
    assertEquals(dlx, mask);
  }

  /** 9×9 puzzles that are not blanked grids (random givens may contradict each other): still agree. */
  @Property(tries = 150)
  void arbitraryGivensAgree(@ForAll long seed, @ForAll @IntRange(min = 5, max = 25) int givens) {
    Random random = new Random(seed);
    int[] puzzle = new int[81];
    for (int i = 0; i < givens; i++) {
      puzzle[random.nextInt(81)] = 1 + random.nextInt(9);
    }
    long dlx = SudokuKernel.DLX.newSolver(3).countUpTo(puzzle, 20);
    assertEquals(dlx, SudokuKernel.BACKTRACK.newSolver(3).countUpTo(puzzle, 20));
    assertEquals(dlx, new MaskSolver(Geometry.of(3)).countUpTo(puzzle, 20));
  }

  /** 4×4: every puzzle, down to the empty grid, against the naive twin (all solutions, at most 288). */
  @Property(tries = 200)
  void fourByFourAgreesWithTheTwin(@ForAll long seed, @ForAll @IntRange(min = 0, max = 16) int blanks) {
    Random random = new Random(seed);
    int[] puzzle = RandomGrids.blank(RandomGrids.grid(2, random), blanks, random);
    Set<String> twin = naive(2, puzzle, 300);
    assertEquals(twin, solutions(SudokuKernel.DLX.newSolver(2), puzzle, 300));
    assertEquals(twin, solutions(SudokuKernel.BACKTRACK.newSolver(2), puzzle, 300));
    checkAll(2, puzzle, twin);
  }

  /** 16×16 and 25×25: the two kernels agree on counts up to a cap. */
  @Property(tries = 30)
  void largerGridsAgree(@ForAll long seed, @ForAll @IntRange(min = 4, max = 5) int n) {
    Random random = new Random(seed);
    int cells = n * n * n * n;
    int[] puzzle = RandomGrids.blank(RandomGrids.grid(n, random), cells * 2 / 5 + random.nextInt(cells / 10), random);
    Set<String> dlx = solutions(SudokuKernel.DLX.newSolver(n), puzzle, 10);
    Set<String> backtrack = solutions(SudokuKernel.BACKTRACK.newSolver(n), puzzle, 10);
    checkAll(n, puzzle, dlx);
    assertEquals(dlx.size(), backtrack.size());
    if (dlx.size() < 10) {
      assertEquals(dlx, backtrack);
    }
  }

  /** The solver objects are reusable: a second start() forgets the first puzzle entirely. */
  @Property(tries = 50)
  void solversAreReusable(@ForAll long seed) {
    Random random = new Random(seed);
    List<int[]> puzzles = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      puzzles.add(RandomGrids.blank(RandomGrids.grid(3, random), 30 + random.nextInt(25), random));
    }
    for (SudokuKernel kernel : SudokuKernel.values()) {
      SudokuSolver reused = kernel.newSolver(3);
      for (int[] p : puzzles) {
        reused.start(p);
        reused.next(null); // abandon a search half-way
        assertEquals(kernel.newSolver(3).countUpTo(p, 50), reused.countUpTo(p, 50));
      }
    }
  }

  @Property(tries = 100)
  void compactFormRoundTrips(@ForAll long seed, @ForAll @IntRange(min = 1, max = 6) int n) {
    Random random = new Random(seed);
    int cells = n * n * n * n;
    Sudoku s = new Sudoku(RandomGrids.blank(RandomGrids.grid(n, random), random.nextInt(cells + 1), random));
    assertEquals(s, new Sudoku(s.toString()));
    assertEquals(s, new Sudoku(s.toMatrix()));
    assertEquals(s, new Sudoku(s.toList().stream().mapToInt(Integer::intValue).toArray()));
  }
}
