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
 *
 * <p>The limits also carry where a search made elsewhere reports its progress
 * ({@link #withProgress}): not a limit, but the one way into every search, since every search takes
 * its limits and makes its {@link SearchControl} from them. {@link Runner#count} hands each piece it
 * counts limits with progress, so that a long piece shows its progress while it runs.
 */
public final class SearchLimits {
  private static final SearchLimits NONE = new SearchLimits(Long.MAX_VALUE, null, null, null, null);

  private final long maxNodes;
  private final Duration timeLimit;
  private final CancellationToken token;
  private final ProgressListener progress;
  private final Duration progressInterval;

  private SearchLimits(long maxNodes, Duration timeLimit, CancellationToken token, ProgressListener progress,
      Duration progressInterval) {
    this.maxNodes = maxNodes;
    this.timeLimit = timeLimit;
    this.token = token;
    this.progress = progress;
    this.progressInterval = progressInterval;
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
    return new SearchLimits(maxNodes, timeLimit, token, progress, progressInterval);
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
    return new SearchLimits(maxNodes, limit, token, progress, progressInterval);
  }

  /**
   * These limits, also stopping when {@code token} is cancelled.
   *
   * @param token cancelled from any thread to stop the searches using these limits; not null
   * @return new limits; the others unchanged
   */
  public SearchLimits withCancellation(CancellationToken token) {
    return new SearchLimits(maxNodes, timeLimit, Objects.requireNonNull(token, "token"), progress, progressInterval);
  }

  /**
   * These limits, with a search run within them reporting its {@link Progress} to {@code listener}
   * about once per {@code interval}: the control a search makes from its limits
   * ({@link SearchControl#of}, or {@link SearchControl#SearchControl} without a listener of its own)
   * reports there, from the search's thread, at its polls. So a caller that hands limits to a
   * search it did not make — {@link Runner#count} to each piece of a split count
   * ({@link SplittableSearch#count(Subproblem, SearchLimits)}) — sees it progress while it runs.
   * Not a limit: {@link #isUnlimited()} ignores it.
   *
   * <pre>{@code
   * List<Progress> seen = new ArrayList<>();
   * SearchLimits watched = SearchLimits.none().withProgress(seen::add, Duration.ofNanos(1));
   * long n = ExactCoverSolver.of(KnuthFormat.read(queens12).problem()).withLimits(watched).count();   // 14200
   * boolean reported = !seen.isEmpty();   // true
   * }</pre>
   *
   * @param listener told about the search's progress, from the searching thread; not null
   * @param interval about how often it is told; positive
   * @return these limits with that progress listener
   * @throws NullPointerException if {@code listener} or {@code interval} is null
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code interval} is not positive
   */
  public SearchLimits withProgress(ProgressListener listener, Duration interval) {
    Objects.requireNonNull(listener, "listener");
    Objects.requireNonNull(interval, "interval");
    if (interval.isNegative() || interval.isZero()) {
      throw new BadInputException("progress interval must be positive, got " + interval);
    }
    return new SearchLimits(maxNodes, timeLimit, token, listener, interval);
  }

  /**
   * What these limits leave to a search that goes on with a run after it has used {@code nodesUsed}
   * nodes and {@code elapsed} time within them: a restart, or the next piece of a search run piece by
   * piece. The node limit less {@code nodesUsed}, the time limit less {@code elapsed} (none stays
   * none), the cancellation token and the progress listener as they are. A limit already spent is
   * left at its least, one node or one nanosecond, so the search stops at its first poll; a caller
   * that must not start a search once a limit is spent compares first.
   *
   * <pre>{@code
   * SearchLimits limits = SearchLimits.none().withMaxNodes(500).withTimeLimit(Duration.ofSeconds(5));
   * SearchLimits left = limits.left(200, Duration.ofSeconds(2));
   * left.maxNodes();    // 300
   * left.timeLimit().toSeconds();   // 3
   * }</pre>
   *
   * @param nodesUsed the nodes the run has used so far, 0 or more
   * @param elapsed the time the run has taken so far, 0 or more; not null
   * @return the limits of the run's next search
   * @throws NullPointerException if {@code elapsed} is null
   * @throws IllegalArgumentException if {@code nodesUsed} or {@code elapsed} is negative
   */
  public SearchLimits left(long nodesUsed, Duration elapsed) {
    Objects.requireNonNull(elapsed, "elapsed");
    if (nodesUsed < 0) {
      throw new IllegalArgumentException("nodes used must be 0 or more, got " + nodesUsed);
    }
    if (elapsed.isNegative()) {
      throw new IllegalArgumentException("time elapsed must be 0 or more, got " + elapsed);
    }
    long nodes = maxNodes == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(1, maxNodes - nodesUsed);
    Duration time = timeLimit == null ? null : timeLimit.minus(elapsed);
    if (time != null && (time.isNegative() || time.isZero())) {
      time = Duration.ofNanos(1);
    }
    return new SearchLimits(nodes, time, token, progress, progressInterval);
  }

  /** {@return where a search within these limits reports its progress ({@link #withProgress}), or null} */
  public ProgressListener progress() {
    return progress;
  }

  /** {@return how often a search within these limits reports its progress, or null without {@link #progress()}} */
  public Duration progressInterval() {
    return progressInterval;
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

  /** {@return whether no limit at all is set (a {@link #progress()} listener is no limit)} */
  public boolean isUnlimited() {
    return maxNodes == Long.MAX_VALUE && timeLimit == null && token == null;
  }

  @Override
  public String toString() {
    return "SearchLimits[maxNodes=" + (maxNodes == Long.MAX_VALUE ? "none" : maxNodes)
        + ", time=" + (timeLimit == null ? "none" : timeLimit) + ", cancellable=" + (token != null)
        + (progress == null ? "" : ", progress every " + progressInterval) + "]";
  }
}
