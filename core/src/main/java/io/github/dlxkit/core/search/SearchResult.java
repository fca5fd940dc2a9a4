package io.github.dlxkit.core.search;

/**
 * The outcome of a search: how many solutions were found, whether the tree was explored to the end,
 * and the statistics.
 *
 * <pre>{@code
 * SearchResult r = ExactCoverSolver.of(problem).withLimits(SearchLimits.none().withMaxNodes(100)).run();
 * r.isComplete();              // false
 * r.stopReason();              // NODE_LIMIT
 * r.statistics().nodes();      // 100
 * }</pre>
 *
 * @param solutions solutions found (all of them when {@link #isComplete()})
 * @param stopReason why the search ended
 * @param statistics nodes, updates and time
 */
public record SearchResult(long solutions, StopReason stopReason, SearchStatistics statistics) {
  /** {@return whether the whole search tree was explored, so that {@link #solutions()} is the exact count} */
  public boolean isComplete() {
    return stopReason == StopReason.COMPLETED;
  }
}
