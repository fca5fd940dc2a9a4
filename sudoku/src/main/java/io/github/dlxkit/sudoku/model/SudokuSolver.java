package io.github.dlxkit.sudoku.model;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStatistics;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.StopReason;
import java.time.Duration;

/**
 * A reusable, low-level Sudoku search for one box size: mutable and single-threaded, it allocates
 * nothing per puzzle once warm. {@link io.github.dlxkit.sudoku.Sudoku} uses these behind its methods (one per thread); use
 * one directly to solve many puzzles as fast as possible:
 *
 * <pre>{@code
 * SudokuSolver solver = SudokuKernel.BACKTRACK.newSolver(3);
 * int[] solution = new int[81];
 * int solved = 0;
 * for (int[] puzzle : puzzles) {          // row-major, 0 = blank, values 1..9
 *   solver.start(puzzle);
 *   if (solver.next(solution)) solved++;  // solution: the first one, if any
 * }
 * }</pre>
 *
 * <p>Givens are not checked for repeats here (that is {@link io.github.dlxkit.sudoku.Sudoku}'s job): givens that contradict
 * each other simply leave no solution. Values must be in range.
 *
 * <p>Not thread-safe: one solver per thread. Interrupt: dlxkit's solvers check the searching
 * thread's interrupt flag every few thousand steps (never per step) and then stop: {@link #next}
 * returns {@code false}, {@link #isStopped()} is true, the flag stays set, and
 * {@link #countUpTo} throws {@link SearchStoppedException} ({@link StopReason#INTERRUPTED}), as
 * core's {@code ExactCoverSolver.count()} does.
 */
public interface SudokuSolver {

  /** {@return the box size n this solver handles (grids of n⁴ cells)} */
  int boxSize();

  /**
   * Starts a new search for {@code cells} (row-major, 0 for a blank, 1..n² for a given), abandoning
   * any search under way. The array is read, not kept.
   *
   * @param cells n⁴ values, row-major: 0 for a blank, 1 to n² for a given
   * @throws IllegalArgumentException ({@link BadInputException}) if the array has not n⁴ values
   *     (values out of range must not be given: not every solver checks them)
   */
  void start(int[] cells);

  /**
   * Advances to the next solution and writes it into {@code solution} (n⁴ values, row-major) unless
   * it is null; returns {@code false} when there are no more.
   *
   * @param solution n⁴ values to overwrite with the solution, or null to only advance
   * @return true if a solution was found, false when there are no more or the search stopped
   *     ({@link #isStopped()} tells which)
   */
  boolean next(int[] solution);

  /**
   * {@return the number of guesses so far, over all puzzles started on this solver: one per choice among two
   * or more candidates, however many of them the search then tries — a cell chosen for branching in
   * the backtrack solvers, a branch node ({@code SearchMatrix.branchNodes()}: an item with two or
   * more options) in DLX} A search that never has to choose makes none. This is how the solvers in
   * tdoku's benchmark harness count (JSolve per guessed cell, fast_solv_9r2 and kudoku per branch
   * node, tdoku per binary branch, the same for a cell with two candidates); -1 if this solver does
   * not count them.
   */
  default long guesses() {
    return -1;
  }

  /**
   * {@return whether the search under way stopped before its end, so that the last {@code false} of
   * {@link #next} does not mean "no more solutions": the searching thread was interrupted, or (for
   * a watched {@code DlxSudokuSolver}) a limit ran out} {@link #start} clears it; {@code false} for
   * a solver that never stops early.
   */
  default boolean isStopped() {
    return false;
  }

  /**
   * Why the search under way stopped before its end ({@link #isStopped()}), or null if it did not:
   * {@link StopReason#INTERRUPTED} unless a watcher's limit stopped it.
   *
   * @return why the search stopped, or null if it did not stop early
   */
  default StopReason stopReason() {
    return isStopped() ? StopReason.INTERRUPTED : null;
  }

  /**
   * {@return the number of solutions of {@code cells}, counting no further than {@code limit}} It
   * starts a new search, as {@link #start} does.
   *
   * @param cells n⁴ values, row-major: 0 for a blank, 1 to n² for a given
   * @param limit the most solutions counted, 0 or more
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code limit} is negative
   * @throws SearchStoppedException if the search stopped before its end (an interrupt of this
   *     thread): the count would not be exact
   */
  default long countUpTo(int[] cells, long limit) {
    if (limit < 0) {
      throw new BadInputException("limit must not be negative, got " + limit);
    }
    start(cells);
    long count = 0;
    while (count < limit && next(null)) {
      count++;
    }
    if (count < limit && isStopped()) {
      throw new SearchStoppedException(new SearchResult(count, stopReason(),
          new SearchStatistics(0, 0, count, Duration.ZERO)));
    }
    return count;
  }
}
