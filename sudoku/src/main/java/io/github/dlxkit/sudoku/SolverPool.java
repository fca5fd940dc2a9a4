package io.github.dlxkit.sudoku;

import io.github.dlxkit.sudoku.model.SudokuSolver;

/**
 * One {@link SudokuSolver} per thread, kernel and box size, lent to {@link Sudoku}'s eager
 * methods so that solving many puzzles does not rebuild solvers (a DLX matrix copy costs more than
 * a typical 9×9 search). A lease is exclusive: if the thread's solver is already lent (a nested
 * call), a fresh one is made for the inner call. Grids larger than 36×36 are not pooled: their
 * matrices are large (tens of megabytes at 100×100) and their searches dwarf the set-up.
 */
final class SolverPool {
  /** The largest box size whose solvers are kept. */
  static final int MAX_POOLED_BOX_SIZE = 6;

  private static final ThreadLocal<Lease[][]> LEASES =
      ThreadLocal.withInitial(() -> new Lease[SudokuKernel.values().length][MAX_POOLED_BOX_SIZE + 1]);

  private SolverPool() {}

  /** A solver to use in a try-with-resources block. */
  static Lease lease(SudokuKernel asked, int boxSize) {
    SudokuKernel kernel = asked.forBoxSize(boxSize); // AUTO shares the pool of the kernel it picks
    if (boxSize > MAX_POOLED_BOX_SIZE) {
      return new Lease(kernel.newSolver(boxSize));
    }
    Lease[][] leases = LEASES.get();
    Lease lease = leases[kernel.ordinal()][boxSize];
    if (lease == null) {
      lease = new Lease(kernel.newSolver(boxSize));
      leases[kernel.ordinal()][boxSize] = lease;
    }
    if (lease.inUse) {
      return new Lease(kernel.newSolver(boxSize));
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
