package io.github.dlxkit.cli;

import io.github.dlxkit.core.search.ProgressListener;
import java.io.PrintWriter;
import java.util.function.Function;
import picocli.CommandLine.Option;

/**
 * The {@code --threads N} and {@code --progress} options that every searching subcommand shares,
 * as a picocli mixin: {@code @Mixin SearchOptions search;}.
 *
 * <pre>{@code
 * SearchResult r = search.withProgress(err, printer -> Interrupts.reporting("dlx count", err, printer,
 *     listener -> solver.withProgress(listener, ProgressPrinter.INTERVAL).run(search.threads())));
 * }</pre>
 */
public final class SearchOptions {
  @Option(names = "--threads", paramLabel = "N", converter = Ranges.Threads.class, defaultValue = "1",
      description = "threads to search with (default: ${DEFAULT-VALUE}); the results do not depend on N")
  int threads;

  @Option(names = "--progress", description = "show a live progress line on stderr for searches over a second")
  boolean progress;

  /** The number of threads asked for, 1..{@value Ranges#MAX_THREADS}. */
  public int threads() {
    return threads;
  }

  /** Whether {@code --progress} was given. */
  public boolean progress() {
    return progress;
  }

  /**
   * Runs {@code search} with a progress listener printing on {@code err} ({@code null} without
   * {@code --progress}), and ends the progress line afterwards.
   */
  public <T> T withProgress(PrintWriter err, Function<ProgressListener, T> search) {
    ProgressPrinter printer = progress ? new ProgressPrinter(err) : null;
    try {
      return search.apply(printer);
    } finally {
      if (printer != null) {
        printer.finish();
      }
    }
  }
}
