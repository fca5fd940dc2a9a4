package io.github.dlxkit.core.search;

import java.time.Duration;

/**
 * Knuth's Monte Carlo estimate of a search tree (random root-to-leaf walks, each node standing for
 * the product of the branching factors above it). The estimates are unbiased but can have a large
 * variance on irregular trees; the standard error says how far to trust them.
 *
 * @param probes the number of random walks
 * @param nodes estimated search-tree nodes (counted as {@link DancingLinks#nodes()} counts them)
 * @param nodesStandardError the standard error of {@code nodes}
 * @param solutions estimated number of solutions
 * @param updates estimated updates
 * @param nodesPerSecond the search speed measured on this problem while estimating, or 0 if not
 *     measured
 */
public record TreeSizeEstimate(int probes, double nodes, double nodesStandardError, double solutions,
    double updates, double nodesPerSecond) {

  /** The estimated time of a complete single-thread search, from the node estimate and the speed. */
  public Duration estimatedTime() {
    if (nodesPerSecond <= 0) {
      return Duration.ZERO;
    }
    double seconds = nodes / nodesPerSecond;
    return seconds > Long.MAX_VALUE / 2e9 ? Duration.ofSeconds(Long.MAX_VALUE / 2) : Duration.ofNanos((long) (seconds * 1e9));
  }
}
