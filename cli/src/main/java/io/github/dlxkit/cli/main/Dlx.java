package io.github.dlxkit.cli.main;

import io.github.dlxkit.cli.Errors;
import io.github.dlxkit.cli.StandardOutput;
import io.github.dlxkit.cli.StdoutWriter;
import io.github.dlxkit.cli.Stdin;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code dlx} command. Each subcommand is a small class that parses its options, calls a
 * module's public API and prints; there is no puzzle logic here. {@link CommandTree} builds the
 * command line that runs them; this class holds no method whose signature names a picocli type
 * but the root command's own, so that starting it (the JVM's launcher reads the main class's
 * public methods) loads no picocli class: {@code dlx --version} needs none ({@link TopLevel}).
 *
 * <p>Exit status: 0 success; 1 the run completed but found a failure (e.g. bad lines in a batch
 * file); 2 bad usage or bad input, or output that could not be written, with one line on stderr; 3
 * an internal error.
 */
@Command(
    name = "dlx",
    mixinStandardHelpOptions = true,
    description = "Exact cover with Dancing Links: solve and count problems and puzzles.",
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
      "0:success",
      "1:the run completed but found a failure (a bad line in a batch, a search stopped by a limit)",
      "2:bad usage or bad input, or output that could not be written (one line on stderr)",
      "3:an internal error (DLX_DEBUG=1 for a stack trace)"})
public final class Dlx implements java.util.concurrent.Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  /** Entry point of the jar. */
  public static void main(String[] args) {
    if (Stdin.isClosed(1)) {
      // a closed stdout would be checked at the first write, but only after the work
      System.err.println("dlx: cannot write <stdout>: standard output is closed");
      System.exit(Errors.BAD_INPUT);
    }
    if (System.getProperty("picocli.converters.excludes") == null) {
      // start-up: converters no option uses, which picocli would look up at every start
      System.setProperty("picocli.converters.excludes", CommandTree.UNUSED_CONVERTERS);
    }
    // stdout's descriptor itself, not System.out: a PrintStream hides why a write failed
    System.exit(run(args, new java.io.FileOutputStream(java.io.FileDescriptor.out), System.err,
        StdoutWriter.isTerminal()));
  }

  /**
   * Runs {@code dlx args} with the given streams and returns the exit status (for tests too);
   * {@code out} is written as a file or a pipe is, in blocks ({@link StdoutWriter}).
   */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    return run(args, out, err, false);
  }

  /**
   * Runs {@code dlx args}; a write to {@code out} that fails ends the command with one line on
   * {@code err} and exit status {@value Errors#BAD_INPUT}, whatever the command returned, or
   * silently with {@value Errors#BROKEN_PIPE} if the pipe's reader left. {@code terminal}: whether
   * {@code out} is a terminal, written a line at a time, else in blocks.
   */
  static int run(String[] args, java.io.OutputStream out, PrintStream err, boolean terminal) {
    StandardOutput checked = new StandardOutput(out);
    StdoutWriter o = StdoutWriter.of(checked, terminal);
    PrintWriter e = new PrintWriter(new java.io.OutputStreamWriter(err, StandardCharsets.UTF_8), true);
    int status;
    try {
      // dlx --version, --help, help and dlx alone: answered without picocli's models, or NOT_HERE
      status = TopLevel.answer(args, o, e);
      if (status == TopLevel.NOT_HERE) {
        // a plain command line of a command that needs no picocli model: started without picocli
        status = QuickLine.run(args, o, e);
      }
      if (status == TopLevel.NOT_HERE) {
        status = CommandTree.commandLine(o, e, args).execute(args);
      }
    } catch (StandardOutput.Failed failed) {
      status = Errors.BAD_INPUT; // TopLevel's write failed: reported below, as picocli's would be
    } catch (OutOfMemoryError oom) {
      e.println("dlx: out of memory: the problem is too large for this heap; "
          + "give Java more with DLX_JAVA_OPTS=-Xmx16g");
      status = Errors.BAD_INPUT;
    }
    try {
      o.end();
    } catch (StandardOutput.Failed failed) {
      // reported below
    }
    StandardOutput.Failed failure = checked.failure();
    if (failure != null && failure.isBrokenPipe()) {
      status = Errors.BROKEN_PIPE; // the reader left: nothing to report
    } else if (failure != null) {
      if (!failure.isReported()) {
        e.println("dlx: " + failure.getMessage());
      }
      status = Errors.BAD_INPUT;
    }
    e.flush();
    return status;
  }

  /**
   * The search that the counting command {@code args} would count with {@code --part} or
   * {@code --checkpoint}, without counting it: any count dlxkit's CLI makes, as a
   * {@link io.github.dlxkit.core.search.SplittableSearch} for another runner (the {@code spark}
   * module's).
   *
   * <pre>{@code
   * SplittableSearch s = Dlx.splittable("tantrix", "solve", "discovery:10", "--count", "--distinct");
   * s.identity();   // "tantrix-loops:…", the same as the command's --part lines name
   * }</pre>
   *
   * @throws io.github.dlxkit.core.BadInputException with the command's own one-line message, if
   *     {@code args} is not a command that counts (or is wrong)
   */
  public static io.github.dlxkit.core.search.SplittableSearch splittable(String... args) {
    java.io.StringWriter out = new java.io.StringWriter();
    java.io.StringWriter err = new java.io.StringWriter();
    io.github.dlxkit.core.search.SplittableSearch[] found = new io.github.dlxkit.core.search.SplittableSearch[1];
    CommandLine line = CommandTree.commandLine(new PrintWriter(out), new PrintWriter(err), args);
    CommandTree.handOver(line.getCommandSpec(), s -> found[0] = s);
    int status = line.execute(args);
    if (found[0] == null) {
      String message = err.toString().strip();
      throw new io.github.dlxkit.core.BadInputException(!message.isEmpty() && status != 0
          ? message.lines().findFirst().orElse(message)
          : "dlx " + String.join(" ", args) + ": not a count that can be split (give a command that"
              + " takes --part, with --count)");
    }
    return found[0];
  }

  /** {@code dlx} alone: the usage on stderr and exit status 2, as for any other bad usage. */
  @Override
  public Integer call() {
    spec.commandLine().usage(spec.commandLine().getErr());
    return Errors.BAD_INPUT;
  }
}
