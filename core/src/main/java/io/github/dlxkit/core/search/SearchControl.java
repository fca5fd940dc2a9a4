package io.github.dlxkit.core.search;

import java.time.Duration;

/**
 * Watches one {@link SearchMatrix} search at checkpoints: every {@link #INTERVAL} nodes it checks
 * the budgets, the cancellation token and the thread's interrupt flag, and reports progress.
 * Between checkpoints the search pays one comparison per node.
 */
class SearchControl implements SearchMatrix.Limiter {
  /** Nodes between checkpoints: small enough to react within milliseconds, large enough to be free. */
  static final long INTERVAL = 4096;

  private final SearchLimits limits;
  private final ProgressListener listener;
  private final long progressIntervalNanos;
  private final long start;
  private final long deadline;
  private long nextReport;
  private StopReason reason;

  SearchControl(SearchLimits limits, ProgressListener listener, Duration progressInterval) {
    this.limits = limits;
    this.listener = listener;
    this.progressIntervalNanos = progressInterval == null ? Long.MAX_VALUE : progressInterval.toNanos();
    this.start = System.nanoTime();
    this.deadline = limits.timeLimit() == null ? Long.MAX_VALUE : start + limits.timeLimit().toNanos();
    this.nextReport = listener == null ? Long.MAX_VALUE : start + progressIntervalNanos;
  }

  /**
   * Installs this control on {@code dl}. Always, even without limits: the thread's interrupt flag
   * must be seen, and a check every few thousand nodes costs nothing measurable.
   */
  void attach(SearchMatrix dl) {
    dl.setLimiter(this, Math.min(dl.nodes() + INTERVAL, limits.maxNodes()));
  }

  @Override
  public boolean shouldStop(SearchMatrix dl) {
    long nodes = dl.nodes();
    if (nodes >= limits.maxNodes()) {
      reason = StopReason.NODE_LIMIT;
      return true;
    }
    CancellationToken token = limits.cancellation();
    if (token != null && token.isCancelled()) {
      reason = StopReason.CANCELLED;
      return true;
    }
    if (Thread.currentThread().isInterrupted()) {
      reason = StopReason.INTERRUPTED;
      return true;
    }
    long now = System.nanoTime();
    if (now - deadline >= 0 && deadline != Long.MAX_VALUE) {
      reason = StopReason.TIME_LIMIT;
      return true;
    }
    if (now - nextReport >= 0 && nextReport != Long.MAX_VALUE) {
      nextReport = now + progressIntervalNanos;
      listener.onProgress(new Progress(dl.progress(), nodes, dl.solutions(), Duration.ofNanos(now - start)));
    }
    dl.setCheckpoint(Math.min(nodes + INTERVAL, limits.maxNodes()));
    return false;
  }

  /** Why the search stopped, or null if it was not stopped by this control. */
  StopReason reason() {
    return reason;
  }

  /** Time since this control was created. */
  Duration elapsed() {
    return Duration.ofNanos(System.nanoTime() - start);
  }
}
