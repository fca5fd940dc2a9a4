package io.github.dlxkit.core.search;

/**
 * Lets one thread stop a search running in another. The search looks at the token every few
 * thousand nodes and then stops with {@link StopReason#CANCELLED}; interrupting the searching
 * thread works the same way ({@link StopReason#INTERRUPTED}).
 *
 * <pre>{@code
 * CancellationToken token = new CancellationToken();
 * ExactCoverSolver solver = ExactCoverSolver.of(problem).withLimits(SearchLimits.none().withCancellation(token));
 * // elsewhere: token.cancel();
 * }</pre>
 */
public final class CancellationToken {
  private volatile boolean cancelled;

  /** A token not yet cancelled. */
  public CancellationToken() {}

  /** Asks every search watching this token to stop. */
  public void cancel() {
    cancelled = true;
  }

  /** {@return whether {@link #cancel()} was called} */
  public boolean isCancelled() {
    return cancelled;
  }
}
