package io.github.dlxkit.sudoku.encoding;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.kernel.Matrices;
import io.github.dlxkit.core.kernel.SearchMatrix;
import io.github.dlxkit.core.search.RestartingSearch;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.core.search.WatchedSearch;
import io.github.dlxkit.sudoku.model.SudokuSolver;
import io.github.dlxkit.sudoku.model.Geometry;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;

/**
 * {@link SudokuSolver} on the exact-cover engine (its dancing-cells kernel): one matrix of the size's
 * {@link SudokuEncoding}, reused for every puzzle — {@code reset()}, {@code fix()} the givens,
 * search. Building the 9×9 matrix (729 options) costs far more than solving a puzzle, so it is done
 * once per solver; a solver is single-threaded, so use one per thread. It stops when its thread is
 * interrupted (see {@link SudokuSolver}).
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
   * The seed of the value orders of a solver that branches on cells ({@link #DlxSudokuSolver(Geometry,
   * boolean)}): fixed, so that the same puzzle gets the same search and the same first solution.
   */
  public static final long SEED = 1;

  /**
   * The unit of the restarts' cuts, in nodes: run r is cut after {@code RESTART_UNIT × luby(r)}
   * nodes (see {@link #DlxSudokuSolver(Geometry, boolean)}). Chosen by node counts on the empty 64×64
   * and 81×81 grids (docs/sudoku.md, "Large grids"): cuts of 3,000 nodes took more nodes than
   * 10,000 on 81×81, and an empty 49×49 grid, filled in about 2,500, is never cut.
   */
  public static final long RESTART_UNIT = 10_000;

  // restarts (branchOnCells only): the run under way, the source of each run's value order, and
  // the node count at which the run is cut (Long.MAX_VALUE once this puzzle has a solution: its
  // run is then searched to the end, so further solutions are neither missed nor repeated)
  private int run;
  private SplittableRandom orders;
  private long cutAt = Long.MAX_VALUE;
  private boolean cut;
  private LongSupplier watcher; // the poll of the worker given to watch(), null if none
  private SearchControl control; // the control of that worker, null if none

  /**
   * A solver for {@code geometry}'s size, with its own copy of the shared matrix; it branches on
   * cells only from {@value #BRANCH_ON_CELLS_FROM_BOX_SIZE}×{@value #BRANCH_ON_CELLS_FROM_BOX_SIZE}
   * boxes (36×36 grids) up.
   *
   * @param geometry the grids' geometry, any box size up to {@value Geometry#MAX_BOX_SIZE}
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
   * <p>Branching on cells, the first solution is searched for with randomised restarts: a cell's
   * values are tried in a random order drawn from {@link #SEED}, then, stably, the value with the
   * fewest places left in the cell's row, column or box first (core's
   * {@code SearchMatrix.setBranchOrder}); run r is cut after {@link #RESTART_UNIT}{@code × luby(r)}
   * nodes and restarted on the same matrix with a new order. The cuts grow without bound, so a
   * run ends uncut: "no solution" is still proven; once a solution is found its run goes on uncut,
   * so {@link #next} then lists the others, each once.
   *
   * <pre>{@code
   * Sudoku empty = new Sudoku(new int[49 * 49]);
   * DlxSudokuSolver s = new DlxSudokuSolver(empty.geometry(), true);
   * s.start(empty.toArray());
   * int[] grid = new int[49 * 49];
   * s.next(grid);   // true: filled within a few thousand nodes (s.nodes()), the plain choice not in a million
   * }</pre>
   *
   * @param geometry the grids' geometry, any box size up to {@value Geometry#MAX_BOX_SIZE}
   * @param branchOnCells whether to branch on cells only, with restarts for the first solution
   */
  public DlxSudokuSolver(Geometry geometry, boolean branchOnCells) {
    this.encoding = SudokuEncoding.of(geometry.boxSize());
    this.branchOnCells = branchOnCells;
    // dancing cells: most nodes of a Sudoku branch on a cell or unit with one candidate left,
    // which this kernel finds without scanning the 4n^2 items (faster than links here, same answers)
    this.matrix = Matrices.cells(encoding.problem(),
        branchOnCells ? encoding.cellItems() : new int[0]);
    // of the items with two options left, branch on the one whose options hide the most others:
    // about a fifth fewer nodes proving uniqueness on top95 and forum_hardest_1106 (its Javadoc)
    matrix.setPairWeighing(true);
    // always watched, so that the thread's interrupt is seen (every SearchControl.INTERVAL nodes,
    // one compare per node); start() watches it anew when it restarts (branching on cells),
    // watch(worker) when a worker is given
    matrix.watch(this::poll, SearchControl.INTERVAL);
    this.side = geometry.side();
    this.ids = new int[geometry.cellCount()];
  }

  /** {@return whether this solver branches on cells only (see {@link #DlxSudokuSolver(Geometry, boolean)})} */
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
    if (branchOnCells) {
      run = 1;
      orders = new SplittableRandom(SEED);
      matrix.setBranchOrder(orders.nextLong(), true);
      cutAt = matrix.nodes() + RestartingSearch.cut(RESTART_UNIT, run);
      matrix.watch(this::poll, matrix.nodes()); // poll at once: the first poll sets the cut
    }
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
    if (!consistent || !search()) {
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
   * The next solution of the matrix: with restarts (branching on cells), cut runs are restarted on
   * a new value order until one finds a solution or ends uncut; a cut is not a stop
   * ({@link #isStopped} stays false), a limit of the watcher is.
   */
  private boolean search() {
    while (true) {
      cut = false;
      if (matrix.nextSolution()) {
        cutAt = Long.MAX_VALUE;
        return true;
      }
      if (!cut) {
        return false; // no more solutions, or the watcher stopped the search
      }
      run++;
      matrix.restart();
      matrix.setBranchOrder(orders.nextLong(), true);
      cutAt = matrix.nodes() + RestartingSearch.cut(RESTART_UNIT, run);
    }
  }

  /**
   * The matrix's poll: the node count of the next poll, or -1 to stop; stops the run at its cut
   * ({@code cutAt}), and passes the watcher's answer on.
   */
  private long poll() {
    long next = watcher != null ? watcher.getAsLong()
        : Thread.currentThread().isInterrupted() ? -1 : matrix.nodes() + SearchControl.INTERVAL;
    if (next < 0) {
      return next;
    }
    if (matrix.nodes() >= cutAt) {
      cut = true;
      return -1;
    }
    return Math.min(next, cutAt);
  }

  /**
   * Lets {@code worker} watch this solver's search from now on: its limits apply (a time limit, say),
   * and {@link #next} returns {@code false} when one stops the search, {@link #isStopped()} then
   * telling it from "no more solutions". Filling a large, nearly empty grid can take very long
   * (docs/sudoku.md, "Large grids"), so a caller that must answer in time watches it.
   *
   * <pre>{@code
   * Sudoku empty = new Sudoku(new int[100 * 100]);
   * DlxSudokuSolver s = new DlxSudokuSolver(empty.geometry());
   * s.watch(SearchControl.of(SearchLimits.none().withTimeLimit(Duration.ofMillis(200))).worker());
   * s.start(empty.toArray());
   * int[] solution = new int[100 * 100];
   * boolean found = s.next(solution);   // false, and s.isStopped(): out of time, not no solution
   * }</pre>
   *
   * @param worker a worker of the calling thread, whose control's limits then apply to every
   *     search of this solver (a time limit counts from the control's creation); not null
   */
  public void watch(SearchControl.Worker worker) {
    // the matrix polls the worker (through poll(), which adds the restarts' cuts); the worker reads
    // the matrix's counters through this view
    watcher = worker::poll;
    control = worker.control();
    matrix.watch(this::poll, worker.attach(new WatchedSearch() {
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

  /**
   * {@return whether the search under way stopped before its end: the thread's interrupt (seen every
   * {@link SearchControl#INTERVAL} nodes, watched or not) or a limit of the watching worker (see
   * {@link #watch})}
   */
  @Override
  public boolean isStopped() {
    return matrix.isStopped() && !cut;
  }

  /** Why the search under way stopped: the watching worker's reason, else an interrupt. */
  @Override
  public StopReason stopReason() {
    if (!isStopped()) {
      return null;
    }
    StopReason reason = control == null ? null : control.stopReason();
    return reason == null ? StopReason.INTERRUPTED : reason;
  }

  /**
   * Branch nodes so far, over all puzzles: nodes whose item (a cell, or a value in a row, column or
   * box) had two or more options left. Zero for a puzzle that naked and hidden singles solve.
   */
  @Override
  public long guesses() {
    return matrix.branchNodes();
  }

  /** {@return the search-tree nodes so far, over all puzzles (Knuth's count; for measurements)} */
  public long nodes() {
    return matrix.nodes();
  }

  /** {@return the updates so far, over all puzzles (Knuth's count; for measurements)} */
  public long updates() {
    return matrix.updates();
  }
}
