package io.github.dlxkit.tanks.search;

import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;

/**
 * A resumable, single-threaded depth-first search for Tank Attack grids, as
 * {@link SearchRunner} drives it: step from solution to solution, split the tree into prefixes for
 * parallel workers, estimate the tree size by random probes. Implemented by the propagation search
 * and the row scan, which share no code with each other or with the exact-cover encoding.
 */
public interface GridSearch {
  /** Back to the root: nothing decided, statistics cleared, no depth limit. */
  void reset();

  /**
   * Advances to the next solution (or, under {@link #limitDepth}, the next node at that depth);
   * false when the tree is exhausted or the stop check said stop.
   */
  boolean nextSolution();

  /** Treats nodes at {@code depth} as leaves, so that {@link #nextSolution()} lists them. */
  void limitDepth(int depth);

  /** Whether the node last reported by {@link #nextSolution()} is a complete solution. */
  boolean atLeaf();

  /** The decisions leading to the node last reported, as codes that {@link #replay} accepts. */
  int[] prefix();

  /** After {@link #reset()}: makes the decisions of {@code prefix}; false if they fail. */
  boolean replay(int[] prefix);

  /** Writes the current solution's ranges (row-major, 0 = empty) into {@code cells}. */
  int[] copyCells(int[] cells);

  /** Nodes entered since the last reset. */
  long nodes();

  /** Knuth's estimate of the fraction of the current tree explored, in [0, 1]. */
  double progress();

  /** Called about every few thousand nodes; when it returns true the search stops. */
  void setStopCheck(BooleanSupplier stop);

  /** Whether the stop check stopped the search. */
  boolean isStopped();

  /**
   * One random root-to-leaf walk (Knuth's estimator): the estimated number of nodes
   * {@code 1 + d1 + d1 d2 + ...} with d_l the number of live children at level l. Resets.
   */
  double probe(SplittableRandom random);
}
