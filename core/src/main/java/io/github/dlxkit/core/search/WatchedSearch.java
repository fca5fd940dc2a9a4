package io.github.dlxkit.core.search;

/**
 * What a {@link SearchControl} reads from a running search at its polls: counters and
 * Knuth's fraction done. Implemented by every search of the project (the core kernels, the
 * polyomino bitboard counter, the Tank Attack and Tantrix searches), so that one control serves
 * them all. Read only at polls, never per node.
 *
 * <pre>{@code
 * long[] nodes = {0};
 * WatchedSearch mine = new WatchedSearch() {   // a search of your own, counting into nodes[0]
 *   public long nodes() { return nodes[0]; }
 *   public long solutions() { return 0; }
 *   public double progress() { return 0; }
 * };
 * SearchControl control = SearchControl.of(SearchLimits.none().withMaxNodes(100));
 * SearchControl.Worker worker = control.worker();
 * worker.attach(mine);
 * nodes[0] = 150;
 * worker.check();   // true: the worker read 150 nodes, past the limit
 * }</pre>
 */
public interface WatchedSearch {
  /**
   * Search-tree nodes so far, as the search counts them. Read by the watching worker at its polls,
   * from the searching thread.
   *
   * @return the nodes counted so far; they do not decrease while a worker watches
   */
  long nodes();

  /**
   * Solutions so far, each counted with the weight the search gives it: 1 for a plain count, or,
   * for a search that counts a weighted sum (one solution per orbit times the orbit's size, say),
   * that weight; a control and the runner add what this says.
   *
   * @return the (weighted) solutions counted so far
   */
  long solutions();

  /**
   * {@return the fraction of the current (sub)tree done, in [0, 1], normally
   * {@link TreeSizeEstimate#fractionDone}}
   */
  double progress();
}
