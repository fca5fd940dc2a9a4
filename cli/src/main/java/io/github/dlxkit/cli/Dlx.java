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
import picocli.AutoComplete;
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
      AutoComplete.GenerateCompletion.class
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
