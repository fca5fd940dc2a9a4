package io.github.dlxkit.core.search;

import java.time.Duration;

/**
 * A snapshot of a running search.
 *
 * <pre>{@code
 * ExactCoverSolver.of(problem)
 *     .withProgress(p -> System.err.printf("%.0f%% done, %s left%n", 100 * p.estimate(), p.estimatedRemaining()),
 *         Duration.ofSeconds(1))
 *     .count();
 * }</pre>
 *
 * @param estimate Knuth's estimate of the fraction of the search tree done, in [0, 1]: each level
 *     weighs its position among its siblings (see {@link TreeSizeEstimate#fractionDone})
 * @param nodes search-tree nodes so far
 * @param solutions solutions so far
 * @param elapsed time since the search started
 */
public record Progress(double estimate, long nodes, long solutions, Duration elapsed) {
  /**
   * {@return a naive forecast of the time still needed, assuming the estimate grows linearly; empty-ish
   * (zero) before any progress is seen}
   */
  public Duration estimatedRemaining() {
    if (estimate <= 0 || estimate >= 1) {
      return Duration.ZERO;
    }
    return Duration.ofNanos((long) (elapsed.toNanos() * (1 - estimate) / estimate));
  }
}
