package io.github.dlxkit.cli;

import io.github.dlxkit.core.search.ProgressListener;
import java.io.PrintWriter;
import java.util.function.Function;
import picocli.CommandLine.Option;

/**
 * The {@code --threads N}, {@code --progress} and {@code --no-progress} options that every searching subcommand shares,
 * as a picocli mixin: {@code @Mixin SearchOptions search;}.
 *
 * <pre>{@code
 * long n = search.withProgress(err, listener -> solver.withProgress(listener, ProgressPrinter.INTERVAL).count());
 * }</pre>
 *
 * <p>The listener is never null: without a progress line it only records the latest snapshot,
 * so that Ctrl-C can say how far the search got ({@link Interrupts}). The line is shown on a
 * terminal by default, and elsewhere with {@code --progress} ({@link #showsProgress}).
 */
public final class SearchOptions {
  @Option(names = "--threads", paramLabel = "N", converter = Ranges.Threads.class, defaultValue = "1",
      description = "threads to search with (default: ${DEFAULT-VALUE}); the results do not depend on N")
  int threads;

  @Option(names = "--progress", description = "show a live progress line on stderr for searches over a"
      + " second, also when stderr is not a terminal (on a terminal it is shown without this option)")
  boolean progress;

  @Option(names = "--no-progress", description = "no progress line, also when stderr is a terminal")
  boolean noProgress;

  /** The command this mixin belongs to ({@link Invocation}), for the name in the interrupt report. */
  Invocation invocation;

  /**
   * The options of a command that declares {@code --threads} and {@code --progress} itself instead
   * of mixing this class in (e.g. {@code dlx sudoku count}), for {@link SplitOptions}.
   */
  public static SearchOptions of(int threads, boolean progress, boolean noProgress, Invocation invocation) {
    SearchOptions o = new SearchOptions();
    o.threads = threads;
    o.progress = progress;
    o.noProgress = noProgress;
    o.invocation = invocation;
    return o;
  }

  /** The number of threads asked for, 1..{@value Ranges#MAX_THREADS}. */
  public int threads() {
    return threads;
  }

  /** Whether {@code --progress} was given. */
  public boolean progress() {
    return progress;
  }

  /**
   * Whether the progress line is shown: with {@code --progress}; else, unless {@code --no-progress},
   * when stderr is a terminal ({@link Terminal}), as cargo, pip and curl do. A search shorter than
   * {@link ProgressPrinter#INTERVAL} prints nothing either way.
   */
  boolean showsProgress() {
    if (progress && noProgress) {
      throw new io.github.dlxkit.core.BadInputException("--progress and --no-progress cannot be used together");
    }
    return progress || (!noProgress && Terminal.isStderr());
  }

  /** The name of the command, e.g. {@code dlx polyomino}, also when this mixin sits in another mixin. */
  private String commandName() {
    return invocation == null ? "dlx" : invocation.name();
  }

  /**
   * Runs {@code search} with a progress listener that prints on {@code err} with {@code --progress}
   * and always keeps the latest snapshot for the report on Ctrl-C ({@link Interrupts}); ends the
   * progress line afterwards.
   */
  public <T> T withProgress(PrintWriter err, Function<ProgressListener, T> search) {
    ProgressPrinter printer = showsProgress() ? new ProgressPrinter(err) : null;
    try {
      return Interrupts.run(commandName(), err, printer, java.time.Duration.ZERO, (listener, token) -> search.apply(listener));
    } finally {
      if (printer != null) {
        printer.finish();
      }
    }
  }
}
