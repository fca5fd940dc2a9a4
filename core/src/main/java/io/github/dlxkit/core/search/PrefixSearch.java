package io.github.dlxkit.core.search;

/**
 * A resumable, single-threaded depth-first search that {@link Runner} can run in parallel,
 * split into subproblems and count under a {@link SearchControl}: the contract a module's own
 * search (e.g. Tank Attack's propagation search and row scan) fulfils to get threads, limits,
 * progress and splitting from core.
 *
 * <p>A <em>prefix</em> is the list of decisions (codes the search defines) from the root to a node;
 * replaying it on a reset search restricts the search to the subtree below that node.
 *
 * <p>For example, with core's examples test's {@code QueensSearch} (one queen per rank):
 * <pre>{@code
 * PrefixSearch search = new QueensSearch(8);
 * search.watch(SearchControl.of(SearchLimits.none()).worker());
 * while (search.nextSolution()) {
 *   // search.prefix(): the files of the 8 queens, rank by rank
 * }
 * long all = search.solutions();              // 92
 * }</pre>
 */
public interface PrefixSearch extends WatchedSearch {
  /**
   * Back to the root: nothing decided, statistics cleared (after handing them to the watching
   * worker, if any), no depth limit.
   */
  void reset();

  /**
   * Advances to the next solution (or, under {@link #limitDepth}, the next node at that depth);
   * false when the tree is exhausted or the watching worker stopped the search. A search that only
   * counts may, without a depth limit, count its whole (sub)tree in one call and return false, its
   * count in {@link #solutions()}: the runner counts by that, and such a search takes no visitor.
   *
   * @return true if the search stands on a solution (or a node at the depth limit), false when it
   *     is exhausted or stopped ({@link #isStopped()} tells which)
   */
  boolean nextSolution();

  /**
   * Treats nodes at {@code depth} as leaves, so that {@link #nextSolution()} lists them; until the
   * next {@link #reset()}.
   *
   * @param depth the number of decisions from the root (or, for some searches, from the replayed
   *     node: see {@link Runner#splittable}), 1 or more
   */
  void limitDepth(int depth);

  /** {@return whether the node last reported by {@link #nextSolution()} is a complete solution} */
  boolean atLeaf();

  /** {@return the decisions leading to the node last reported, as codes that {@link #replay} accepts} */
  int[] prefix();

  /**
   * After {@link #reset()}: makes the decisions of {@code prefix}; false if they leave no
   * solution. If the prefix leads to a complete solution, the next {@link #nextSolution()}
   * reports it (once).
   *
   * @param prefix decisions as {@link #prefix()} gave them, from the root
   * @return true if the subtree below the prefix may hold solutions, false if the decisions leave
   *     none
   */
  boolean replay(int[] prefix);

  /** Complete solutions reached since the last reset (not the nodes at a {@link #limitDepth}). */
  @Override
  long solutions();

  /**
   * Lets {@code worker} watch this search from now on: the search calls
   * {@link SearchControl.Worker#check()} at its polls and stops when told to, and hands its
   * counts to the worker when it resets.
   *
   * @param worker the worker of the thread that runs this search
   */
  void watch(SearchControl.Worker worker);

  /** {@return whether the watching worker stopped the search} */
  boolean isStopped();

  /**
   * Knuth's weight of the node last reported by {@link #nextSolution()} under {@link #limitDepth}:
   * the product of 1/(number of branches) over the levels above it, its expected share of the
   * tree, used for progress; {@link Double#NaN} (the default) if the search does not know it, and
   * then the runner gives every subtree the same share.
   *
   * @return the node's weight in (0, 1], or {@link Double#NaN}
   */
  default double weight() {
    return Double.NaN;
  }

  /**
   * Updates (list or domain changes) since this search was made, never cleared by
   * {@link #reset()}; 0 (the default) for a search that does not count them.
   *
   * @return the updates since this search was made
   */
  default long updates() {
    return 0;
  }

  /** {@return the deepest level at which the runner may cut this search's tree into subtrees} */
  default int maxCutDepth() {
    return Cutter.MAX_SPLIT_DEPTH;
  }
}
