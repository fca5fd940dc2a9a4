package io.github.dlxkit.polyomino;

import io.github.dlxkit.polyomino.encoding.SymmetryPlan;

/**
 * Counts the solutions of a tiling problem, all of them or those containing given rows. Two
 * implementations count the same numbers: {@link DancingLinksCounter} (the core engine, any
 * problem) and {@link BitboardCounter} (regions of at most 128 cells, several times faster).
 */
interface SolutionCounter {
  /** The number of solutions, counted with {@code threads} threads. */
  long countAll(int threads);

  /**
   * &Sigma;<sub>i</sub> {@code weights[i]} &times; (the number of solutions containing row
   * {@code rows[i]}), counted with {@code threads} threads.
   *
   * @throws ArithmeticException on overflow
   */
  long countContaining(int[] rows, long[] weights, int threads);

  /**
   * &Sigma; |Stab(s)| over the solutions s that contain row {@code row} (over all solutions if
   * {@code row} is -1), the stabilisers taken in {@code plan}'s group: what
   * {@link SymmetryPlan} needs where counting is not enough.
   */
  long stabiliserSum(int row, SymmetryPlan plan, int threads);
}
