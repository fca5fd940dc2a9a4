package io.github.dlxkit.cli;

import io.github.dlxkit.core.search.Progress;
import io.github.dlxkit.core.search.ProgressListener;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;

/**
 * Shows a live progress line on stderr: Knuth's estimate of the fraction done, solutions so far,
 * search rate and a naive time to go. When stderr is a terminal the line is redrawn in place;
 * otherwise (a file, a pipe) one plain line is printed per report, with no carriage returns or
 * escape codes. The engine reports only after the first interval, so short runs print nothing.
 */
public final class ProgressPrinter implements ProgressListener {
  /** How often the line is redrawn. */
  public static final Duration INTERVAL = Duration.ofSeconds(1);

  /**
   * The line drawn in place now on the terminal that stdout shares, or null: {@link StandardOutput}
   * clears it before stdout writes there ({@link #clearForOutput}), so that a solution printed while
   * a search runs starts on a clean line; the next report draws the line again below it.
   */
  private static volatile ProgressPrinter onSharedTerminal;

  private final PrintWriter err;
  private final boolean inPlace;
  private final boolean sharesTerminal;
  private boolean printed;
  private boolean drawn;

  /** A printer writing to {@code err}, in place if stderr is a terminal (see {@link Terminal}). */
  public ProgressPrinter(PrintWriter err) {
    this(err, Terminal.isStderr());
  }

  /** A printer writing to {@code err}; {@code inPlace}: redraw one line instead of adding lines. */
  ProgressPrinter(PrintWriter err, boolean inPlace) {
    this.err = err;
    this.inPlace = inPlace;
    this.sharesTerminal = inPlace && Terminal.isStdout();
  }

  @Override
  public synchronized void onProgress(Progress p) {
    double seconds = Math.max(1e-9, p.elapsed().toNanos() / 1e9);
    String line = String.format(Locale.ROOT,
        "progress %6.2f%%  solutions %d  nodes %s  %s nodes/s  elapsed %s  to go ~%s",
        100 * p.estimate(), p.solutions(), human(p.nodes()), human((long) (p.nodes() / seconds)),
        clock(p.elapsed()), clock(p.estimatedRemaining()));
    if (inPlace) {
      err.print("\r" + line + "\u001b[K");
      drawn = true;
      if (sharesTerminal) {
        onSharedTerminal = this;
      }
    } else {
      err.println(line);
    }
    err.flush();
    printed = true;
  }

  /** Ends the progress line, if one is drawn in place. */
  public synchronized void finish() {
    if (printed && inPlace && drawn) {
      err.println();
      err.flush();
      drawn = false;
    }
    if (onSharedTerminal == this) {
      onSharedTerminal = null;
    }
  }

  /**
   * Clears the progress line drawn in place on the terminal that stdout shares, if any; called by
   * {@link StandardOutput} before each write to stdout. One volatile read when there is none.
   */
  static void clearForOutput() {
    ProgressPrinter p = onSharedTerminal;
    if (p != null) {
      p.clear();
    }
  }

  private synchronized void clear() {
    if (drawn) {
      err.print("\r\u001b[K");
      err.flush();
      drawn = false;
    }
  }

  static String human(long n) {
    if (n < 10_000) {
      return Long.toString(n);
    }
    String[] units = {"k", "M", "G", "T", "P", "E"};
    double v = n;
    int u = -1;
    while (v >= 1000 && u < units.length - 1) {
      v /= 1000;
      u++;
    }
    return String.format(Locale.ROOT, "%.1f%s", v, units[u]);
  }

  static String clock(Duration d) {
    long s = d.getSeconds();
    if (s >= 86_400 * 365L * 100) {
      return "centuries";
    }
    return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
        : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
  }
}
