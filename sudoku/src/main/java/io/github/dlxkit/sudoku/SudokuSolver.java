package io.github.dlxkit.sudoku;

import io.github.dlxkit.core.BadInputException;
/**
 * A reusable, low-level Sudoku search for one box size: mutable and single-threaded, it allocates
 * nothing per puzzle once warm. {@link Sudoku} uses these behind its methods (one per thread); use
 * one directly to solve many puzzles as fast as possible:
 *
 * <pre>{@code
 * SudokuSolver solver = SudokuKernel.BACKTRACK.newSolver(3);
 * int[] solution = new int[81];
 * for (int[] puzzle : puzzles) {          // row-major, 0 = blank, values 1..9
 *   solver.start(puzzle);
 *   if (solver.next(solution)) { ... }    // the first solution, if any
 * }
 * }</pre>
 *
 * <p>Givens are not checked for repeats here (that is {@link Sudoku}'s job): givens that contradict
 * each other simply leave no solution. Values must be in range.
 */
public interface SudokuSolver {

  /** The box size n this solver handles (grids of n⁴ cells). */
  int boxSize();

  /**
   * Starts a new search for {@code cells} (row-major, 0 for a blank, 1..n² for a given), abandoning
   * any search under way. The array is read, not kept.
   */
  void start(int[] cells);

  /**
   * Advances to the next solution and writes it into {@code solution} (n⁴ values, row-major) unless
   * it is null; returns {@code false} when there are no more.
   */
  boolean next(int[] solution);

  /**
   * The number of guesses so far, over all puzzles started on this solver: each value tried in a
   * cell chosen for branching counts one (so a search that never branches makes none); -1 if this
   * solver does not count them (DLX).
   */
  default long guesses() {
    return -1;
  }

  /** The number of solutions of {@code cells}, counting no further than {@code limit}. */
  default long countUpTo(int[] cells, long limit) {
    if (limit < 0) {
      throw new BadInputException("limit must not be negative, got " + limit);
    }
    start(cells);
    long count = 0;
    while (count < limit && next(null)) {
      count++;
    }
    return count;
  }
}
