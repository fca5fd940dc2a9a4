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
 * SearchResult r = Interrupts.run("dlx count", err, null, Duration.ZERO,   // or a listener to chain
 *     (listener, token) -> solver.withProgress(listener, ProgressPrinter.INTERVAL).run(threads));
 * }</pre>
 *
 * <p>A command that prints what its search found ({@code dlx solve}) gives the token to its search
 * and a grace time: the hook first stops the search, waits until the command has printed what was
 * found, then reports ({@link #run}).
 */
final class Interrupts {
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
   * Within {@link #run}: the search has ended with {@code statistics}, so the report gives its
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
   * How long the hook waits for a search that watches the token ({@code dlx solve}) to stop and
   * print what it found.
   */
  static final Duration GRACE = Duration.ofSeconds(10);

  /**
   * Runs {@code search} with a listener that keeps the latest progress snapshot (chained to
   * {@code next}, which may be null) and a {@link CancellationToken}. If the JVM is interrupted or
   * terminated meanwhile, a shutdown hook cancels the token, waits up to {@code grace} for
   * {@code search} to return, then prints the report line {@code name: interrupted: ...} on
   * {@code err}.
   *
   * <p>A search that prints what it finds ({@code dlx solve}, its cheapest solutions only at the
   * end) puts the token in its {@link io.github.dlxkit.core.search.SearchLimits} and is given
   * {@link #GRACE}: it stops as at a time limit ({@link StopReason#CANCELLED}, which the command
   * takes as said by this report: it throws no {@code SearchStoppedException}), prints the
   * solutions found so far, tells {@link #ended} its final counts, and the report follows. A count,
   * which prints only at the end, ignores the token and is given {@link Duration#ZERO}: the report
   * comes at once, from the last snapshot, and the JVM's exit ends the search.
   */
  public static <T> T run(String name, PrintWriter err, ProgressListener next, Duration grace,
      BiFunction<ProgressListener, CancellationToken, T> search) {
    Latest latest = new Latest(next);
    CancellationToken token = new CancellationToken();
    CountDownLatch returned = new CountDownLatch(1);
    long start = System.nanoTime();
    Thread hook = new Thread(() -> {
      token.cancel();
      try {
        returned.await(grace.toMillis(), TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      // a count's progress line may be half written: the report starts a line of its own
      if (grace.isZero()) {
        err.println();
      }
      err.println(line(name, latest.latest(), Duration.ofNanos(System.nanoTime() - start)));
      err.flush();
    }, "dlx-interrupt-report");
    Runtime.getRuntime().addShutdownHook(hook);
    try {
      return search.apply(latest, token);
    } finally {
      returned.countDown();
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
