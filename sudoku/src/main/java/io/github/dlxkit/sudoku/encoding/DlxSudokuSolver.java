package io.github.dlxkit.sudoku.encoding;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.kernel.SearchMatrix;
import io.github.dlxkit.core.search.Kernel;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.WatchedSearch;
import io.github.dlxkit.sudoku.model.SudokuSolver;
import io.github.dlxkit.sudoku.model.Geometry;

/**
 * {@link SudokuSolver} on the exact-cover engine (its dancing-cells kernel): one matrix of the size's
 * {@link SudokuEncoding}, reused for every puzzle — {@code reset()}, {@code fix()} the givens,
 * search. Building the 9×9 matrix (729 options) costs far more than solving a puzzle, so it is done
 * once per solver; a solver is single-threaded, so use one per thread.
 */
public final class DlxSudokuSolver implements SudokuSolver {
  private final SudokuEncoding encoding;
  private final SearchMatrix matrix;
  private final int side;
  private final int[] ids;
  private boolean consistent;

  /** A solver for {@code geometry}'s size, with its own copy of the shared matrix. */
  public DlxSudokuSolver(Geometry geometry) {
    this.encoding = SudokuEncoding.of(geometry.boxSize());
    // dancing cells: most nodes of a Sudoku branch on a cell or unit with one candidate left,
    // which this kernel finds without scanning the 4n^2 items (faster than links here, same answers)
    this.matrix = encoding.solver().withKernel(Kernel.DANCING_CELLS).newMatrix().orElseThrow();
    this.side = geometry.side();
    this.ids = new int[geometry.cellCount()];
  }

  @Override
  public int boxSize() {
    return encoding.geometry().boxSize();
  }

  @Override
  public void start(int[] cells) {
    if (cells.length != ids.length) {
      throw new BadInputException("expected " + ids.length + " cells, got " + cells.length);
    }
    matrix.reset();
    consistent = true;
    for (int cell = 0; cell < cells.length; cell++) {
      int v = cells[cell];
      if (v != 0) {
        if (v < 0 || v > side) {
          throw new BadInputException("value " + v + " in cell " + cell + " is out of range 0.." + side);
        }
        if (!matrix.fix(encoding.option(cell, v))) {
          consistent = false; // a given that clashes with an earlier one: no solution
          return;
        }
      }
    }
  }

  @Override
  public boolean next(int[] solution) {
    if (!consistent || !matrix.nextSolution()) {
      return false;
    }
    if (solution != null) {
      int k = matrix.solution(ids);
      for (int i = 0; i < k; i++) {
        solution[encoding.cellOf(ids[i])] = encoding.valueOf(ids[i]);
      }
    }
    return true;
  }

  /**
   * Lets {@code worker} watch this solver's search from now on: its limits apply (a time limit, say),
   * and {@link #next} returns {@code false} when one stops the search, {@link #isStopped()} then
   * telling it from "no more solutions". Filling a large, nearly empty grid can take very long
   * (docs/sudoku.md, "Large grids"), so a caller that must answer in time watches it.
   *
   * <pre>{@code
   * Sudoku empty = new Sudoku(new int[49 * 49]);
   * DlxSudokuSolver s = new DlxSudokuSolver(empty.geometry());
   * s.watch(SearchControl.of(SearchLimits.none().withTimeLimit(Duration.ofMillis(200))).worker());
   * s.start(empty.toArray());
   * int[] solution = new int[49 * 49];
   * boolean found = s.next(solution);   // a solution, or false and s.isStopped(): out of time
   * }</pre>
   */
  public void watch(SearchControl.Worker worker) {
    // the matrix polls the worker; the worker reads the matrix's counters through this view
    matrix.watch(worker::poll, worker.attach(new WatchedSearch() {
      @Override
      public long nodes() {
        return matrix.nodes();
      }

      @Override
      public long solutions() {
        return matrix.solutions();
      }

      @Override
      public double progress() {
        return matrix.progress();
      }
    }));
  }

  /** Whether a limit of the watching worker stopped the search (see {@link #watch}). */
  public boolean isStopped() {
    return matrix.isStopped();
  }

  /**
   * Branch nodes so far, over all puzzles: nodes whose item (a cell, or a value in a row, column or
   * box) had two or more options left. Zero for a puzzle that naked and hidden singles solve.
   */
  @Override
  public long guesses() {
    return matrix.branchNodes();
  }

  /** Search-tree nodes so far, over all puzzles (Knuth's count; for measurements). */
  public long nodes() {
    return matrix.nodes();
  }

  /** Updates so far, over all puzzles (Knuth's count; for measurements). */
  public long updates() {
    return matrix.updates();
  }
}
