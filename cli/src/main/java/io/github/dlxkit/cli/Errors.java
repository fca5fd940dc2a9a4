package io.github.dlxkit.cli;

import io.github.dlxkit.core.io.Messages;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.SearchStoppedException;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import picocli.CommandLine;

/**
 * Turns every failure into one line on stderr and an exit status: 2 for bad usage, a
 * {@link BadInputException} or an unreadable file (what the user can fix), 3 for anything else, a
 * bug (an {@link IllegalArgumentException} that is not a {@link BadInputException} is a library
 * caller's mistake, here the CLI's). No stack trace unless {@code DLX_DEBUG} is set.
 */
public final class Errors {
  /** Exit status for a run that completed but found failures (e.g. bad lines in a batch). */
  public static final int FAILURES = 1;
  /** Exit status for bad usage or bad input, and for output that could not be written. */
  public static final int BAD_INPUT = 2;
  /** Exit status for a bug. */
  public static final int INTERNAL = 3;
  /**
   * Exit status, with nothing on stderr, when stdout's reader closed the pipe ({@code | head}):
   * 128 + SIGPIPE, what a shell reports for a tool the signal killed; not 0, so that
   * {@code set -o pipefail} still sees that the output was cut short.
   */
  public static final int BROKEN_PIPE = 141;

  private Errors() {}

  public static int onBadUsage(CommandLine.ParameterException ex, String[] args) {
    CommandLine cl = ex.getCommandLine();
    // picocli's suggestions for a mistyped subcommand or option, on the same line
    String suggestion = "";
    if (ex instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
      String typed = u.getUnmatched().get(0);
      java.util.List<String> close = u.getSuggestions().stream()
          .filter(w -> distance(typed, w) <= Math.max(2, typed.length() / 3)).limit(3).toList();
      if (!close.isEmpty()) {
        suggestion = "; did you mean " + String.join(" or ", close.stream().map(w -> "'" + w + "'").toList()) + "?";
      }
    }
    cl.getErr().println(cl.getCommandSpec().qualifiedName() + ": " + oneLine(ex.getMessage()) + suggestion
        + " (see '" + cl.getCommandSpec().qualifiedName() + " --help')");
    return BAD_INPUT;
  }

  /**
   * Levenshtein distance: picocli suggests any command or option that shares a few letters
   * ('frobnicate' → 'steiner'); only near misses are worth a "did you mean".
   */
  static int distance(String a, String b) {
    int[] row = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      row[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      int diagonal = row[0];
      row[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int above = row[j];
        row[j] = Math.min(Math.min(row[j] + 1, row[j - 1] + 1), diagonal + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
        diagonal = above;
      }
    }
    return row[b.length()];
  }

  public static int onException(Exception ex, CommandLine cl, CommandLine.ParseResult parsed) {
    return onException(ex, cl.getCommandSpec().qualifiedName(), cl.getOut(), cl.getErr());
  }

  /**
   * Reports {@code ex}, which ended the command {@code name} (e.g. {@code dlx count}) writing to
   * {@code out} and {@code err}, in one line on {@code err}, and returns the exit status: the handler
   * of every command's exceptions, under picocli or not ({@code QuickLine}).
   */
  public static int onException(Exception ex, String name, PrintWriter out, PrintWriter err) {
    try {
      out.flush(); // what the command printed comes before the line, if both go to one file
    } catch (StandardOutput.Failed failed) {
      // found below if it is why the command ended, else by Dlx.run
    }
    if (System.getenv("DLX_DEBUG") != null) {
      ex.printStackTrace(err);
    }
    for (Throwable t = ex; t != null; t = t.getCause()) {
      if (t instanceof StandardOutput.Failed failed) { // also when a worker thread's exception wraps it
        failed.reported = true;
        if (failed.isBrokenPipe()) {
          return BROKEN_PIPE;
        }
        err.println(name + ": " + failed.getMessage());
        return BAD_INPUT;
      }
    }
    if (ex instanceof BadInputException) {
      err.println(name + ": " + oneLine(ex.getMessage()));
      return BAD_INPUT;
    }
    Throwable io = ex instanceof UncheckedIOException u ? u.getCause() : ex;
    if (io instanceof NoSuchFileException || io instanceof FileNotFoundException) {
      err.println(name + ": cannot read " + oneLine(io.getMessage()) + ": no such file");
      return BAD_INPUT;
    }
    if (io instanceof AccessDeniedException) {
      err.println(name + ": cannot read " + oneLine(io.getMessage()) + ": permission denied");
      return BAD_INPUT;
    }
    if (io instanceof IOException) {
      err.println(name + ": " + oneLine(io.getMessage() == null ? io.toString() : io.getMessage()));
      return BAD_INPUT;
    }
    if (ex instanceof SearchStoppedException) {
      err.println(name + ": " + oneLine(ex.getMessage()));
      return FAILURES;
    }
    err.println(name + ": internal error: " + oneLine(String.valueOf(ex))
        + " (set DLX_DEBUG=1 for a stack trace)");
    return INTERNAL;
  }

  /** The first line of {@code message}, cut to a readable length. */
  static String oneLine(String message) {
    return Messages.oneLine(message);
  }
}
