package io.github.dlxkit.tanks.search;

import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.WatchedSearch;
import java.util.SplittableRandom;

/**
 * A resumable, single-threaded depth-first search for Tank Attack grids, as
 * {@link SearchRunner} drives it: step from solution to solution, split the tree into prefixes for
 * parallel workers, estimate the tree size by random probes. Implemented by the propagation search
 * and the row scan, which share no code with each other or with the exact-cover encoding.
 */
public interface GridSearch extends WatchedSearch {
  /**
   * Back to the root: nothing decided, statistics cleared (after handing them to the watching
   * worker, if any), no depth limit.
   */
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
  @Override
  long nodes();

  /** Complete solutions reached since the last reset (not the nodes at a {@link #limitDepth}). */
  @Override
  long solutions();

  /**
   * Knuth's estimate of the fraction of the current tree (below a replayed prefix) explored:
   * {@link io.github.dlxkit.core.search.TreeSizeEstimate#fractionDone}.
   */
  @Override
  double progress();

  /**
   * Lets {@code worker} watch this search from now on: the search calls {@link
   * SearchControl.Worker#check()} at its checkpoints and stops when told to, and hands its counts
   * to the worker when it resets.
   */
  void watch(SearchControl.Worker worker);

  /** Whether the watching worker stopped the search. */
  boolean isStopped();

  /**
   * One random root-to-leaf walk (Knuth's estimator): the estimated number of nodes
   * {@code 1 + d1 + d1 d2 + ...} with d_l the number of live children at level l. Resets.
   */
  double probe(SplittableRandom random);
}
