package io.github.dlxkit.cli;

import java.io.PrintWriter;

/**
 * The one writer of a command's results, in the form the user chose (docs/cli.md, "Output forms"):
 * text, or {@code --json} (one JSON value per line, written by Gson through {@link Json}); and the
 * {@code --stats} line on stderr ({@link Stats}). It owns the shapes every command shares: a count
 * is the number alone or {@code {"count":N}} with the same optional fields everywhere
 * ({@link Json#count}), solutions are text blocks separated by a blank line or one JSON object
 * each. Stdout clears a progress line drawn on the terminal before each write
 * ({@link StandardOutput}); the stats line does the same on stderr.
 *
 * <pre>{@code
 * OutputForm output = OutputForm.of(invocation, json, stats);
 * output.count(92);                      // 92, or {"count":92}
 * output.stats(Stats.of(statistics));    // nodes=... solutions=92 seconds=... (with --stats)
 * }</pre>
 */
public final class OutputForm {
  private final PrintWriter out;
  private final PrintWriter err;
  private final boolean json;
  private final boolean stats;
  private boolean solutionWritten;

  private OutputForm(PrintWriter out, PrintWriter err, boolean json, boolean stats) {
    this.out = out;
    this.err = err;
    this.json = json;
    this.stats = stats;
  }

  /** The writer of the command {@code invocation} runs: JSON if {@code json}, the stats line if {@code stats}. */
  public static OutputForm of(Invocation invocation, boolean json, boolean stats) {
    return of(invocation.out(), invocation.err(), json, stats);
  }

  /** The writer on {@code out} and {@code err}. */
  public static OutputForm of(PrintWriter out, PrintWriter err, boolean json, boolean stats) {
    return new OutputForm(out, err, json, stats);
  }

  /** Whether the form is JSON. */
  public boolean isJson() {
    return json;
  }

  /** Whether the {@code --stats} line is asked for. */
  public boolean wantsStats() {
    return stats;
  }

  /** Stdout, for what a command writes that is neither a count nor a solution (a part line, a table). */
  public PrintWriter out() {
    return out;
  }

  /** Stderr. */
  public PrintWriter err() {
    return err;
  }

  /** Writes a count: the number alone, or {@code {"count":N}}. */
  public void count(Number n) {
    // Json (and Gson's classes) only under --json: a plain count is most runs, and short ones
    out.println(json ? Json.count(n) : n.toString());
  }

  /**
   * Writes a count: the number alone, or {@code {"count":N,...}} with {@code more} after it (the
   * optional fields docs/cli.md lists: e.g. {@code "distinct":true} for a count up to symmetry).
   */
  public void count(Number n, Json.Fields more) {
    out.println(countLine(n, more));
  }

  /** The line {@link #count(Number, Json.Fields)} writes. */
  public String countLine(Number n, Json.Fields more) {
    return json ? Json.count(n, more) : n.toString();
  }

  /**
   * Writes one solution: under JSON its object on one line; as text its lines, after a blank line
   * if a solution came before. It is seen while the search goes on: at once on a terminal, within
   * {@link StdoutWriter#DELAY} in a file or a pipe, where solutions go out in blocks.
   */
  public void solution(String text, Json.Value object) {
    solutionLine(text, json ? Json.of(object) : null);
  }

  /**
   * As {@link #solution(String, Json.Value)}, the JSON already written by a module's {@code *Json}
   * class (Gson); a caller passes only the form it is asked for ({@link #isJson}), null for the other.
   */
  public void solutionLine(String text, String jsonLine) {
    if (json) {
      out.println(jsonLine);
    } else if (!text.isEmpty()) {
      // the blank line and the solution in one call: a flush (StdoutWriter's) comes before or after both
      out.println(solutionWritten ? System.lineSeparator() + text : text);
    } else if (solutionWritten) {
      out.println(); // an empty solution (no primary item) has no line
    }
    solutionWritten = true;
  }

  /** Writes the {@code --stats} line on stderr, if it was asked for. */
  public void stats(Stats line) {
    if (stats) {
      out.flush(); // after the results, when stdout and stderr are one file
      ProgressPrinter.clearForOutput();
      err.println(line);
      err.flush();
    }
  }
}
