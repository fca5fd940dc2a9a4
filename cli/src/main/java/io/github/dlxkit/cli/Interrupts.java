package io.github.dlxkit.cli;

import io.github.dlxkit.core.search.Progress;
import io.github.dlxkit.core.search.ProgressListener;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;

/**
 * What a long search reports when it is interrupted (Ctrl-C, SIGINT): the latest progress
 * snapshot from core's progress API — solutions and nodes so far and the estimated fraction of
 * the tree done — as one line on stderr; the JVM then exits with 130 (128 + SIGINT).
 *
 * <pre>{@code
 * SearchResult r = Interrupts.reporting("dlx count", err, null,      // or a listener to chain
 *     listener -> solver.withProgress(listener, ProgressPrinter.INTERVAL).run(threads));
 * }</pre>
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
