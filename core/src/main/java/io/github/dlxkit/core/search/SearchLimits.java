package io.github.dlxkit.core.search;

import io.github.dlxkit.core.BadInputException;
import java.time.Duration;
import java.util.Objects;

/**
 * Limits for a search: a maximum number of search-tree nodes, a time limit and a cancellation
 * token. A search that hits a limit stops cleanly and says so in its {@link SearchResult}. Every
 * search of the project enforces them through {@link SearchControl}, which checks them every few
 * thousand nodes: a single-threaded search stops at exactly the node limit, a parallel one within
 * a few thousand nodes per thread; time and cancellation are seen within milliseconds. Nodes are
 * counted by the kernel that searches ({@link ExactCoverSolver#withKernel}): DLX2's with
 * {@link Kernel#DANCING_LINKS}, fewer with the others.
 *
 * <pre>{@code
 * SearchLimits limits = SearchLimits.none().withMaxNodes(500).withTimeLimit(Duration.ofSeconds(5));
 * SearchResult r = ExactCoverSolver.of(problem).withLimits(limits).run();
 * if (!r.isComplete()) System.out.println("stopped: " + r.stopReason());
 * }</pre>
 *
 * <p>Immutable and thread-safe: the {@code with…} methods return new limits, and one instance may
 * serve any number of searches at once (a time limit counts from the start of each search).
 */
public final class SearchLimits {
  private static final SearchLimits NONE = new SearchLimits(Long.MAX_VALUE, null, null);

  private final long maxNodes;
  private final Duration timeLimit;
  private final CancellationToken token;

  private SearchLimits(long maxNodes, Duration timeLimit, CancellationToken token) {
    this.maxNodes = maxNodes;
    this.timeLimit = timeLimit;
    this.token = token;
  }

  /** {@return no limits} */
  public static SearchLimits none() {
    return NONE;
  }

  /**
   * These limits with at most {@code maxNodes} search-tree nodes.
   *
   * @param maxNodes the node limit, positive
   * @return new limits; the others unchanged
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code maxNodes} is not
   *     positive
   */
  public SearchLimits withMaxNodes(long maxNodes) {
    if (maxNodes <= 0) {
      throw new BadInputException("node limit must be positive, got " + maxNodes);
    }
    return new SearchLimits(maxNodes, timeLimit, token);
  }

  /**
   * These limits with a time limit.
   *
   * @param limit the longest a search may run, from its start, positive; not null
   * @return new limits; the others unchanged
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code limit} is zero or
   *     negative
   */
  public SearchLimits withTimeLimit(Duration limit) {
    Objects.requireNonNull(limit, "limit");
    if (limit.isNegative() || limit.isZero()) {
      throw new BadInputException("time limit must be positive, got " + limit);
    }
    return new SearchLimits(maxNodes, limit, token);
  }

  /**
   * These limits, also stopping when {@code token} is cancelled.
   *
   * @param token cancelled from any thread to stop the searches using these limits; not null
   * @return new limits; the others unchanged
   */
  public SearchLimits withCancellation(CancellationToken token) {
    return new SearchLimits(maxNodes, timeLimit, Objects.requireNonNull(token, "token"));
  }

  /** {@return the node limit ({@code Long.MAX_VALUE} for none)} */
  public long maxNodes() {
    return maxNodes;
  }

  /** {@return the time limit, or null for none} */
  public Duration timeLimit() {
    return timeLimit;
  }

  /** {@return the cancellation token, or null for none} */
  public CancellationToken cancellation() {
    return token;
  }

  /** {@return whether no limit at all is set} */
  public boolean isUnlimited() {
    return maxNodes == Long.MAX_VALUE && timeLimit == null && token == null;
  }

  @Override
  public String toString() {
    return "SearchLimits[maxNodes=" + (maxNodes == Long.MAX_VALUE ? "none" : maxNodes)
        + ", time=" + (timeLimit == null ? "none" : timeLimit) + ", cancellable=" + (token != null) + "]";
  }
}
