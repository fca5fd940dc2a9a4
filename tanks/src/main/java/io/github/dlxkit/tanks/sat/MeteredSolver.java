package io.github.dlxkit.tanks.sat;

import java.util.List;

/**
 * A {@link SatSolver} that adds up the work of the calls it passes on: calls, conflicts and the
 * solver's own CPU seconds (a call that reports none, such as {@link SmallSat}'s, adds 0). The
 * cube sampler ({@code CubeSample}) reads it before and after each cube to charge the cube its cost.
 *
 * <pre>{@code
 * MeteredSolver m = new MeteredSolver(new SmallSat());
 * m.solve(1, List.of(new int[] {1}, new int[] {-1}), 0);
 * m.calls();   // 1
 * }</pre>
 */
public final class MeteredSolver implements SatSolver {
  private final SatSolver solver;
  private long calls;
  private long conflicts;
  private double cpuSeconds;

  /**
   * Passes every call on to {@code solver}. Thread-safe if {@code solver} is: the sums are kept
   * under a lock.
   *
   * @param solver the solver that decides each formula
   */
  public MeteredSolver(SatSolver solver) {
    this.solver = solver;
  }

  @Override
  public SatOutcome solve(int variables, List<int[]> clauses, long conflictLimit) {
    SatOutcome o = solver.solve(variables, clauses, conflictLimit);
    synchronized (this) {
      calls++;
      conflicts += o.conflicts();
      if (!Double.isNaN(o.cpuSeconds())) {
        cpuSeconds += o.cpuSeconds();
      }
    }
    return o;
  }

  @Override
  public String name() {
    return solver.name();
  }

  /** {@return the calls so far} */
  public synchronized long calls() {
    return calls;
  }

  /** {@return the conflicts the solver reported so far} */
  public synchronized long conflicts() {
    return conflicts;
  }

  /** {@return the CPU seconds the solver reported so far} */
  public synchronized double cpuSeconds() {
    return cpuSeconds;
  }
}
