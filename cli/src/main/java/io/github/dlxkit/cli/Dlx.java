package io.github.dlxkit.cli;

import io.github.dlxkit.cli.hexad.HexadCommand;
import io.github.dlxkit.cli.hexad.SteinerCommand;
import io.github.dlxkit.cli.polyomino.PolyominoCommand;
import io.github.dlxkit.cli.polyomino.QuantuminoCommand;
import io.github.dlxkit.cli.sudoku.SudokuCommand;
import io.github.dlxkit.cli.tanks.TanksCommand;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code dlx} command. Each subcommand is a small class that parses its options, calls a
 * module's public API and prints; there is no puzzle logic here.
 *
 * <p>Exit status: 0 success; 1 the run completed but found a failure (e.g. bad lines in a batch
 * file); 2 bad usage or bad input, with one line on stderr; 3 an internal error.
 */
@Command(
    name = "dlx",
    mixinStandardHelpOptions = true,
    versionProvider = Dlx.Version.class,
    description = "Exact cover with Dancing Links: solve and count problems and puzzles.",
    subcommands = {
      CountCommand.class,
      SumCommand.class,
      SolveCommand.class,
      SudokuCommand.class,
      PolyominoCommand.class,
      QuantuminoCommand.class,
      HexadCommand.class,
      SteinerCommand.class,
      TanksCommand.class,
      io.github.dlxkit.cli.tantrix.TantrixCommand.class,
      CommandLine.HelpCommand.class,
      CompletionCommand.class
    })
public final class Dlx implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  /** Entry point of the jar. */
  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err));
  }

  /** Runs {@code dlx args} with the given streams and returns the exit status (for tests too). */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    PrintWriter o = new PrintWriter(new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8), true);
    PrintWriter e = new PrintWriter(new java.io.OutputStreamWriter(err, StandardCharsets.UTF_8), true);
    try {
      return commandLine(o, e).execute(args);
    } catch (OutOfMemoryError oom) {
      e.println("dlx: out of memory: the problem is too large for this heap; "
          + "give Java more with DLX_JAVA_OPTS=-Xmx16g");
      return Errors.BAD_INPUT;
    } finally {
      o.flush();
      e.flush();
    }
  }

  /**
   * The search that the counting command {@code args} would count with {@code --part} or
   * {@code --checkpoint}, without counting it: any count dlxkit's CLI makes, as a
   * {@link io.github.dlxkit.core.split.SplittableSearch} for another runner (the {@code spark}
   * module's).
   *
   * <pre>{@code
   * SplittableSearch s = Dlx.splittable("tantrix", "solve", "discovery:10", "--count", "--distinct");
   * s.identity();   // "tantrix-free:distinct:…", the same as the command's --part lines name
   * }</pre>
   *
   * @throws io.github.dlxkit.core.BadInputException with the command's own one-line message, if
   *     {@code args} is not a command that counts (or is wrong)
   */
  public static io.github.dlxkit.core.split.SplittableSearch splittable(String... args) {
    java.io.StringWriter out = new java.io.StringWriter();
    java.io.StringWriter err = new java.io.StringWriter();
    io.github.dlxkit.core.split.SplittableSearch[] found = new io.github.dlxkit.core.split.SplittableSearch[1];
    SplitOptions.CAPTURE.set(s -> found[0] = s);
    int status;
    try {
      status = commandLine(new PrintWriter(out), new PrintWriter(err)).execute(args);
    } finally {
      SplitOptions.CAPTURE.remove();
    }
    if (found[0] == null) {
      String message = err.toString().strip();
      throw new io.github.dlxkit.core.BadInputException(!message.isEmpty() && status != 0
          ? message.lines().findFirst().orElse(message)
          : "dlx " + String.join(" ", args) + ": not a count that can be split (give a command that"
              + " takes --part, with --count)");
    }
    return found[0];
  }

  /** The configured command line, with dlx's one-line error handling. */
  public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
    CommandLine cl = new CommandLine(new Dlx());
    cl.setOut(out);
    cl.setErr(err);
    cl.setParameterExceptionHandler(Errors::onBadUsage);
    cl.setExecutionExceptionHandler(Errors::onException);
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    // The command descriptions are written as lines of up to 100 characters.
    cl.setUsageHelpWidth(100);
    CommandList.install(cl);
    return cl;
  }

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** The version from the jar's manifest ({@code Implementation-Version}, the pom's version). */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String v = Dlx.class.getPackage().getImplementationVersion();
      return new String[] {"dlx (dlxkit) " + (v == null ? "development build" : v)};
    }
  }
}
