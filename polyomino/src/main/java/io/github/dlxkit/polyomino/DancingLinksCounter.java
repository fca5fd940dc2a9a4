package io.github.dlxkit.polyomino;

import io.github.dlxkit.polyomino.encoding.SymmetryPlan;
import io.github.dlxkit.core.search.ExactCoverSolver;
import java.util.Objects;
import java.util.concurrent.atomic.LongAdder;

/**
 * Counts with the core engine: each row's solutions are those of the problem with that option
 * fixed. Limits and progress reporting are those of the solver given.
 */
final class DancingLinksCounter implements SolutionCounter {
  private final ExactCoverSolver solver;

  /** A counter using {@code solver} (whose option ids are the rows). */
  public DancingLinksCounter(ExactCoverSolver solver) {
    this.solver = Objects.requireNonNull(solver, "solver");
  }

  @Override
  public long countAll(int threads) {
    return solver.count(threads);
  }

  @Override
  public long countContaining(int[] rows, long[] weights, int threads) {
    long total = 0;
    for (int i = 0; i < rows.length; i++) {
      long n = solver.withFixedOptions(rows[i]).count(threads);
      total = Math.addExact(total, Math.multiplyExact(weights[i], n));
    }
    return total;
  }

  @Override
  public long stabiliserSum(int row, SymmetryPlan plan, int threads) {
    ExactCoverSolver s = row < 0 ? solver : solver.withFixedOptions(row);
    LongAdder sum = new LongAdder();
    ThreadLocal<boolean[]> scratch = ThreadLocal.withInitial(() -> new boolean[s.problem().optionCount()]);
    s.forEachSolution(threads, (ids, n) -> {
      sum.add(plan.stabiliserSize(ids, n, scratch.get()));
      return true;
    });
    return sum.sum();
  }
}
