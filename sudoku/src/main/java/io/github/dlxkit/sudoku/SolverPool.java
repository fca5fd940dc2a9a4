package io.github.dlxkit.sudoku;

/**
 * One {@link SudokuSolver} per thread, algorithm and box size, lent to {@link Sudoku}'s eager
 * methods so that solving many puzzles does not rebuild solvers (a DLX matrix copy costs more than
 * a typical 9×9 search). A lease is exclusive: if the thread's solver is already lent (a nested
 * call), a fresh one is made for the inner call.
 */
final class SolverPool {
  private static final int SIZES = io.github.dlxkit.sudoku.model.Geometry.MAX_BOX_SIZE + 1;

  private static final ThreadLocal<Lease[][]> LEASES =
      ThreadLocal.withInitial(() -> new Lease[Algorithm.values().length][SIZES]);

  private SolverPool() {}

  /** A solver to use in a try-with-resources block. */
  static Lease lease(Algorithm algorithm, int boxSize) {
    Lease[][] leases = LEASES.get();
    Lease lease = leases[algorithm.ordinal()][boxSize];
    if (lease == null) {
      lease = new Lease(algorithm.newSolver(boxSize));
      leases[algorithm.ordinal()][boxSize] = lease;
    }
    if (lease.inUse) {
      return new Lease(algorithm.newSolver(boxSize));
    }
    lease.inUse = true;
    return lease;
  }

  /** A solver lent until {@link #close()}. */
  static final class Lease implements AutoCloseable {
    private final SudokuSolver solver;
    private boolean inUse;

    private Lease(SudokuSolver solver) {
      this.solver = solver;
    }

    SudokuSolver solver() {
      return solver;
    }

    @Override
    public void close() {
      inUse = false;
    }
  }
}
