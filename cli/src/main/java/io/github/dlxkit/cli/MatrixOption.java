package io.github.dlxkit.cli;

import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.model.ExactCoverProblem;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * {@code --dlx} of the puzzle commands: instead of solving, write the exact-cover problem the command
 * would solve in Knuth's DLX format (DLX3's where it has bounds), so that Knuth's programs or another
 * solver can check its count. Comment lines say what it is and what the command checks beyond it.
 * Every other option given with it that the matrix does not express is refused, naming both: a
 * command calls {@link #allowOnly} with the options it honours first thing, so that none is ignored.
 *
 * <pre>{@code
 * if (matrix.requested()) {
 *   return matrix.write("dlx steiner 2 3 7", system.problem(), List.of(), out);
 * }
 * }</pre>
 */
public final class MatrixOption {
  @Option(names = "--dlx", description = "write the exact-cover problem this command would solve to stdout,"
      + " in Knuth's DLX format (DLX3's where it has bounds), instead of solving it")
  boolean dlx;

  /** The command this mixin belongs to ({@link Invocation}). */
  Invocation invocation;

  /** Whether {@code --dlx} was given. */
  public boolean requested() {
    return dlx;
  }

  /**
   * With {@code --dlx}: refuses, naming both, any other option given that is not one of
   * {@code honoured} (the options that change the problem, which the written matrix expresses);
   * the command's positional arguments are always honoured.
   *
   * @throws io.github.dlxkit.core.BadInputException {@code --dlx and --count cannot be used together: ...}
   */
  public void allowOnly(String... honoured) {
    Combinations.allowOnly(invocation, "--dlx", "--dlx writes the exact-cover problem, no search", List.of(honoured));
  }

  /**
   * Writes {@code problem}: a comment naming {@code command} and the problem's size, a comment per
   * line of {@code notes} (what the command checks that the matrix does not say), then the problem.
   * Returns exit status 0.
   */
  public int write(String command, ExactCoverProblem problem, List<String> notes, PrintWriter out) {
    out.println("| " + command + ": the exact-cover problem it solves (" + problem.primaryCount() + " primary + "
        + (problem.itemCount() - problem.primaryCount()) + " secondary items, " + problem.optionCount() + " options)");
    for (String note : notes) {
      out.println("| " + note);
    }
    try {
      KnuthFormat.write(problem, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    out.flush();
    return 0;
  }
}
