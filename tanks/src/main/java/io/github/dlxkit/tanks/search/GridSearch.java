package io.github.dlxkit.tanks.search;

import io.github.dlxkit.core.search.PrefixSearch;
import java.util.SplittableRandom;

/**
 * A resumable, single-threaded depth-first search for Tank Attack grids: a core
 * {@link PrefixSearch} (so core's {@link io.github.dlxkit.core.search.Runner} runs it in
 * parallel, under limits and progress, and splits it into subproblems) that also reads out its
 * grid and makes random probes for Knuth's estimate. Implemented by the propagation search and the
 * row scan, which share no code with each other or with the exact-cover encoding.
 */
public interface GridSearch extends PrefixSearch {
  /** Writes the current solution's ranges (row-major, 0 = empty) into {@code cells}. */
  int[] copyCells(int[] cells);

  /**
   * One random root-to-leaf walk (Knuth's estimator): the estimated number of nodes
   * {@code 1 + d1 + d1 d2 + ...} with d_l the number of live children at level l. Resets.
   */
  double probe(SplittableRandom random);
}
