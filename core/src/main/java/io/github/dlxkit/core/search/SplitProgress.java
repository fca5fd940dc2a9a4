package io.github.dlxkit.core.search;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The live progress of one split count ({@link Runner#count}): the fraction done is the shares
 * of the pieces finished (or recorded by an earlier run) plus, for each piece running, its share
 * times the fraction its own search reports, over the number of subproblems; nodes and solutions
 * are those of the pieces finished plus those of the pieces running so far. A running piece
 * reports through its limits ({@link SearchLimits#withProgress}), as every search's
 * {@link SearchControl} does, so that a long piece shows its progress while it runs (a piece
 * counted by a search without a control shows only when it ends). Reported about once per interval
 * from whichever counting thread passes it, one report at a time.
 *
 * <p>Thread-safe: one per count, one {@link Slot} per counting thread.
 */
final class SplitProgress {
  /** How many piece reports per report of the count: a piece's lag behind the count's clock. */
  private static final int PIECE_REPORTS_PER_REPORT = 4;

  private final ProgressListener listener;
  private final long intervalNanos;
  private final Duration pieceInterval;
  private final int subproblems;
  private final long start = System.nanoTime();
  private final List<Slot> slots = new CopyOnWriteArrayList<>();
  private long nextReport;
  private double doneShare;
  private long doneNodes;
  private long doneSolutions;

  /**
   * The progress of a count of {@code subproblems} subproblems, reported to {@code listener} about
   * once per {@code interval}.
   */
  SplitProgress(ProgressListener listener, Duration interval, int subproblems) {
    if (interval == null || interval.isNegative() || interval.isZero()) {
      throw new io.github.dlxkit.core.BadInputException("progress interval must be positive, got " + interval);
    }
    this.listener = listener;
    this.intervalNanos = interval.toNanos();
    // pieces report more often than the count, so that the count's report is never a whole
    // piece interval late
    this.pieceInterval = Duration.ofNanos(Math.max(1, intervalNanos / PIECE_REPORTS_PER_REPORT));
    this.subproblems = Math.max(1, subproblems);
    this.nextReport = start + intervalNanos;
  }

  /** {@return the slot of one counting thread, for its pieces one after another} */
  Slot slot() {
    Slot s = new Slot();
    slots.add(s);
    return s;
  }

  /** A piece with {@code share} recorded as counted by an earlier run: done, with no counts here. */
  synchronized void skipped(double share) {
    doneShare += share;
  }

  private void report() {
    long now = System.nanoTime();
    synchronized (this) {
      if (now - nextReport < 0) {
        return;
      }
      nextReport = now + intervalNanos;
      double done = doneShare;
      long nodes = doneNodes;
      long solutions = doneSolutions;
      for (Slot s : slots) {
        if (s.latest != null) {
          done += s.share * s.latest.estimate();
          nodes = plus(nodes, s.latest.nodes());
          solutions = plus(solutions, s.latest.solutions());
        }
      }
      listener.onProgress(new Progress(Math.min(1, done / subproblems), nodes, solutions,
          Duration.ofNanos(now - start)));
    }
  }

  /** {@code a + b}, or {@code Long.MAX_VALUE} past it: a snapshot, not a count to trust. */
  private static long plus(long a, long b) {
    long s = a + b;
    return s < a ? Long.MAX_VALUE : s;
  }

  /** One counting thread's running piece: its share and its search's latest report. */
  final class Slot implements ProgressListener {
    /** Guarded by the outer instance. */
    private double share;
    /** The running piece's latest report, or null if none is running or none has reported; guarded too. */
    private Progress latest;

    private Slot() {}

    /** {@return {@code limits} with this slot as the progress listener of the piece counted within them} */
    SearchLimits limits(SearchLimits limits) {
      return limits.withProgress(this, pieceInterval);
    }

    /** A piece with {@code share} (of its subproblem) starts in this slot. */
    void begin(double share) {
      synchronized (SplitProgress.this) {
        this.share = share;
        this.latest = null;
      }
    }

    /**
     * The piece has ended: counted as {@code c} (its share now done, its counts finished), or
     * stopped with {@code c} null (cut into pieces of its own, or failed: nothing of it is done).
     */
    void end(PartCount c) {
      synchronized (SplitProgress.this) {
        if (c != null) {
          doneShare += share;
          doneNodes = plus(doneNodes, c.nodes());
          doneSolutions = plus(doneSolutions, c.count());
        }
        latest = null;
        share = 0;
      }
      if (c != null) {
        report();
      }
    }

    /** The running piece's search reports: kept, and the count reported if its interval has passed. */
    @Override
    public void onProgress(Progress p) {
      synchronized (SplitProgress.this) {
        latest = p;
      }
      report();
    }
  }
}
