package io.github.dlxkit.core.search;

/**
 * What a {@link SearchControl} reads from a running search at its polls: counters and
 * Knuth's fraction done. Implemented by every search of the project (the core kernels, the
 * polyomino bitboard counter, the Tank Attack and Tantrix searches), so that one control serves
 * them all. Read only at polls, never per node.
 */
public interface WatchedSearch {
  /** Search-tree nodes so far, as the search counts them. */
  long nodes();

  /** Solutions so far. */
  long solutions();

  /**
   * The fraction of the current (sub)tree done, in [0, 1], normally
   * {@link TreeSizeEstimate#fractionDone}.
   */
  double progress();
}
