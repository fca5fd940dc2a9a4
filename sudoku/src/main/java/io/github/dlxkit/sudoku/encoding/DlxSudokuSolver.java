package io.github.dlxkit.sudoku.encoding;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.kernel.Matrices;
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
 *
 * <pre>{@code
 * DlxSudokuSolver s = new DlxSudokuSolver(Geometry.of(2));
 * s.start(new int[16]);              // the empty 4×4 grid
 * int[] solution = new int[16];
 * int n = 0;
 * while (s.next(solution)) n++;
 * // n == 288, every 4×4 grid
 * }</pre>
 */
public final class DlxSudokuSolver implements SudokuSolver {
  private final SudokuEncoding encoding;
  private final SearchMatrix matrix;
  private final int side;
  private final int[] ids;
  private boolean consistent;

  /**
   * Grids of this box size and larger branch on cells only ({@link #branchesOnCells}): 36×36 and up,
   * where the plain choice does not fill an empty grid in millions of nodes and branching on cells
   * does in a few thousand (docs/sudoku.md, "Large grids"); below, the plain choice, which is 18%
   * smaller on top95.
   */
  public static final int BRANCH_ON_CELLS_FROM_BOX_SIZE = 6;

  private final boolean branchOnCells;

  /**
   * A solver for {@code geometry}'s size, with its own copy of the shared matrix; it branches on
   * cells only from {@value #BRANCH_ON_CELLS_FROM_BOX_SIZE}×{@value #BRANCH_ON_CELLS_FROM_BOX_SIZE}
   * boxes (36×36 grids) up.
   */
  public DlxSudokuSolver(Geometry geometry) {
    this(geometry, geometry.boxSize() >= BRANCH_ON_CELLS_FROM_BOX_SIZE);
  }

  /**
   * A solver for {@code geometry}'s size that, if {@code branchOnCells}, branches on cells only:
   * a forced move first (a cell with one candidate, or a value with one place left in a row,
   * column or box), otherwise a cell with the fewest candidates — the backtracking solvers' rule
   * (core's {@code ExactCoverSolver.withBranchItems}, the cells as branch items); else on any item
   * with the fewest options. Same solutions, in another order; the trees differ.
   *
   * <pre>{@code
   * Sudoku empty = new Sudoku(new int[49 * 49]);
   * DlxSudokuSolver s = new DlxSudokuSolver(empty.geometry(), true);
   * s.start(empty.toArray());
   * int[] grid = new int[49 * 49];
   * s.next(grid);   // true: filled within a few thousand nodes (s.nodes()), the plain choice not in a million
   * }</pre>
   */
  public DlxSudokuSolver(Geometry geometry, boolean branchOnCells) {
    this.encoding = SudokuEncoding.of(geometry.boxSize());
    this.branchOnCells = branchOnCells;
    // dancing cells: most nodes of a Sudoku branch on a cell or unit with one candidate left,
    // which this kernel finds without scanning the 4n^2 items (faster than links here, same answers)
    this.matrix = Matrices.of(encoding.problem(), Kernel.DANCING_CELLS.name(),
        branchOnCells ? encoding.cellItems() : new int[0]);
    this.side = geometry.side();
    this.ids = new int[geometry.cellCount()];
  }

  /** Whether this solver branches on cells only (see {@link #DlxSudokuSolver(Geometry, boolean)}). */
  public boolean branchesOnCells() {
    return branchOnCells;
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
   * Sudoku empty = new Sudoku(new int[64 * 64]);
   * DlxSudokuSolver s = new DlxSudokuSolver(empty.geometry());
   * s.watch(SearchControl.of(SearchLimits.none().withTimeLimit(Duration.ofMillis(200))).worker());
   * s.start(empty.toArray());
   * int[] solution = new int[64 * 64];
   * boolean found = s.next(solution);   // false, and s.isStopped(): out of time, not no solution
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
