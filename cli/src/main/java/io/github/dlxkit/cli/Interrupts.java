package io.github.dlxkit.cli;

import io.github.dlxkit.core.search.CancellationToken;
import io.github.dlxkit.core.search.Progress;
import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.core.search.SearchStatistics;
import io.github.dlxkit.core.search.StopReason;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;

/**
 * What a long search reports when it is interrupted (Ctrl-C, SIGINT, or SIGTERM): the latest
 * progress snapshot from core's progress API — solutions and nodes so far and the estimated
 * fraction of the tree done — as one line on stderr; the JVM then exits with 130 (128 + SIGINT) or
 * 143 (128 + SIGTERM). The report is printed by a shutdown hook, which the JVM runs on both signals.
 *
 * <pre>{@code
 * SearchResult r = Interrupts.reporting("dlx count", err, null,      // or a listener to chain
 *     listener -> solver.withProgress(listener, ProgressPrinter.INTERVAL).run(threads));
 * }</pre>
 *
 * <p>A command that prints what its search found ({@code dlx solve}, its cheapest solutions only
 * at the end) runs through {@link #stopping}: there the hook first stops the search through a
 * {@link CancellationToken}, waits until the command has printed what was found, then reports.
 */
public final class Interrupts {
  private Interrupts() {}

  /** A listener that keeps the latest snapshot and passes it on to {@code next} (may be null). */
  static final class Latest implements ProgressListener {
    private final ProgressListener next;
    private volatile Progress latest;

    Latest(ProgressListener next) {
      this.next = next;
    }

    @Override
    public void onProgress(Progress p) {
      latest = p;
      if (next != null) {
        next.onProgress(p);
      }
    }

    Progress latest() {
      return latest;
    }
  }

  /**
   * Within {@link #stopping}: the search has ended with {@code statistics}, so the report gives its
   * final nodes and solutions, not those of the last snapshot, up to a second older (the estimate
   * stays the last one's). Does nothing for another listener.
   */
  static void ended(ProgressListener listener, SearchStatistics statistics) {
    if (listener instanceof Latest l) {
      Progress p = l.latest();
      l.latest = new Progress(p == null ? 0 : p.estimate(), statistics.nodes(), statistics.solutions(),
          statistics.elapsed());
    }
  }

  /**
   * Runs {@code search} with a listener recording progress (chained to {@code next}); if the JVM is
   * interrupted meanwhile, prints the last snapshot as {@code name: interrupted: ...} on {@code err}.
   */
  public static <T> T reporting(String name, PrintWriter err, ProgressListener next,
      java.util.function.Function<ProgressListener, T> search) {
    Latest latest = new Latest(next);
    long start = System.nanoTime();
    Thread hook = new Thread(() -> {
      err.println();
      err.println(line(name, latest.latest(), Duration.ofNanos(System.nanoTime() - start)));
      err.flush();
    }, "dlx-interrupt-report");
    Runtime.getRuntime().addShutdownHook(hook);
    try {
      return search.apply(latest);
    } finally {
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException shuttingDown) {
        // the hook is running or has run: the report is printed
      }
    }
  }

  /** How long the hook of {@link #stopping} waits for the command to print what it found. */
  static final Duration GRACE = Duration.ofSeconds(10);

  /**
   * Runs {@code searchAndPrint}, which searches with the listener and the token (in its
   * {@link io.github.dlxkit.core.search.SearchLimits}) and prints what it finds. If the JVM is
   * interrupted or terminated meanwhile, the hook cancels the token, so that the search stops
   * cleanly as at a time limit; waits (at most {@link #GRACE}) until {@code searchAndPrint} has
   * returned, having printed the solutions found so far (and told {@link #ended} the search's final
   * counts); then prints the report line on {@code err}. A search stopped by the token ends with {@link StopReason#CANCELLED}, which the
   * command takes as said by this report: it throws no {@code SearchStoppedException}.
   */
  public static <T> T stopping(String name, PrintWriter err, ProgressListener next,
      BiFunction<ProgressListener, CancellationToken, T> searchAndPrint) {
    Latest latest = new Latest(next);
    CancellationToken token = new CancellationToken();
    CountDownLatch printed = new CountDownLatch(1);
    long start = System.nanoTime();
    Thread hook = new Thread(() -> {
      token.cancel();
      try {
        printed.await(GRACE.toMillis(), TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      err.println(line(name, latest.latest(), Duration.ofNanos(System.nanoTime() - start)));
      err.flush();
    }, "dlx-interrupt-report");
    Runtime.getRuntime().addShutdownHook(hook);
    try {
      return searchAndPrint.apply(latest, token);
    } finally {
      printed.countDown();
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException shuttingDown) {
        // the hook is running or has run: the report is printed
      }
    }
  }

  static String line(String name, Progress p, Duration elapsed) {
    if (p == null) {
      return String.format(Locale.ROOT, "%s: interrupted after %.1f s, before the first progress snapshot",
          name, elapsed.toNanos() / 1e9);
    }
    return String.format(Locale.ROOT,
        "%s: interrupted after %.1f s: solutions=%d nodes=%d so far, about %.2f%% of the search tree done (estimate)",
        name, elapsed.toNanos() / 1e9, p.solutions(), p.nodes(), 100 * p.estimate());
  }
}
