package io.github.dlxkit.sudoku.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.sudoku.SudokuKernel;
import io.github.dlxkit.sudoku.PuzzleSets;
import io.github.dlxkit.sudoku.Sudoku;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One pass of the bench counts every puzzle of the set, with each solver. */
class SolverBenchTest {

  @Test
  void countsMatchTheSet() {
    // top95: 95 puzzles, each with exactly one solution (as published; DLX confirms below)
    List<int[]> puzzles = PuzzleSets.load("top95").stream().map(p -> new Sudoku(p).toArray()).toList();
    long uniqueByDlx = puzzles.stream().filter(p -> new Sudoku(p).isUnique(SudokuKernel.DLX)).count();
    assertEquals(95, uniqueByDlx);
    for (SudokuKernel a : SudokuKernel.values()) {
      SolverBench.Result r = SolverBench.run(puzzles, 3, a, Duration.ZERO, Duration.ZERO);
      assertEquals(95, r.puzzles());
      assertEquals(95, r.unique());
      assertEquals(95, r.solved());
      assertTrue(r.cpuNanos() > 0);
      // top95 was collected as hard for logic solvers: singles solve none of them (DifficultyTest),
      // so DLX guesses on every one; the backtrack solver's stronger propagation solves a few
      long guessed = r.solved() - r.noGuess();
      assertTrue(r.guesses() >= guessed && guessed >= (a == SudokuKernel.DLX ? 95 : 80), a + ": " + r);
    }
  }

  @Test
  void permutedSetsKeepTheirCounts() {
    List<int[]> puzzles = PuzzleSets.load("top95").stream().map(p -> new Sudoku(p).toArray()).toList();
    List<int[]> permuted = SolverBench.permuted(puzzles, 3, 1);
    assertEquals(95, permuted.size());
    assertEquals(95, permuted.stream().filter(p -> new Sudoku(p).isUnique(SudokuKernel.DLX)).count());
    long changed = java.util.stream.IntStream.range(0, 95)
        .filter(i -> !java.util.Arrays.equals(puzzles.get(i), permuted.get(i))).count();
    assertTrue(changed > 90, "only " + changed + " puzzles changed");
  }

  @Test
  void aPuzzleWithFiveSolutionsIsNotUnique() {
    // Royle's #3000 as in SageMath's docs: 5 solutions
    int[] h = new Sudoku("8..6..9.5.............2.31...7318.6.24.....73...........279.1..5...8..36..3......").toArray();
    SolverBench.Result r = SolverBench.run(List.of(h), 3, SudokuKernel.BACKTRACK, Duration.ZERO, Duration.ZERO);
    assertEquals(0, r.unique());
  }
}
