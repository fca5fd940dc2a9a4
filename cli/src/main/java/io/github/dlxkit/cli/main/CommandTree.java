package io.github.dlxkit.cli.main;

import io.github.dlxkit.cli.CommandList;
import io.github.dlxkit.cli.CompletionCommand;
import io.github.dlxkit.cli.CountCommand;
import io.github.dlxkit.cli.Errors;
import io.github.dlxkit.cli.HelpCommand;
import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.cli.PreCommand;
import io.github.dlxkit.cli.ServeCommand;
import io.github.dlxkit.cli.SolveCommand;
import io.github.dlxkit.cli.SplitOptions;
import io.github.dlxkit.cli.StandardOutput;
import io.github.dlxkit.cli.SumCommand;
import io.github.dlxkit.cli.Version;
import io.github.dlxkit.cli.hexad.HexadCommand;
import io.github.dlxkit.cli.hexad.SteinerCommand;
import io.github.dlxkit.cli.polyomino.PolyominoCommand;
import io.github.dlxkit.cli.polyomino.QuantuminoCommand;
import io.github.dlxkit.cli.sudoku.SudokuCommand;
import io.github.dlxkit.cli.tanks.TanksCommand;
import io.github.dlxkit.cli.tantrix.TantrixCommand;
import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The command line that runs {@code dlx}'s arguments: {@link Dlx} under picocli with the commands
 * they need, dlx's error handling, version and exit statuses. Apart from {@link Dlx} so that the
 * main class names no picocli type in its methods.
 */
public final class CommandTree {
  private CommandTree() {}

  /**
   * The value {@code Dlx.main} gives picocli's {@code picocli.converters.excludes} (regular
   * expressions of class names): the built-in converters for {@code java.sql} and
   * {@code java.time} types, which picocli otherwise looks up by reflection for every command line
   * it builds, loading about 90 classes, though no option of dlx's has such a type without a
   * converter of its own ({@code BuiltInConvertersTest} checks every option of the tree).
   */
  static final String UNUSED_CONVERTERS = "java\\.sql\\..*,java\\.time\\..*";

  /** The exit statuses of every command, shown under "Exit status:" in each one's help. */
  static final java.util.Map<String, String> EXIT_CODES = exitCodes();

  /**
   * The subcommands, in the order of {@code dlx --help}. Registered by {@link #commandLine}, not
   * by the annotation, so that a run builds only the model it needs: picocli builds a command's
   * model by reflection, and the whole tree (28 commands) took 0.2 s of a run's start.
   */
  static final List<Class<?>> COMMANDS = List.of(
      CountCommand.class,
      SumCommand.class,
      SolveCommand.class,
      PreCommand.class,
      SudokuCommand.class,
      PolyominoCommand.class,
      QuantuminoCommand.class,
      HexadCommand.class,
      SteinerCommand.class,
      TanksCommand.class,
      TantrixCommand.class,
      ServeCommand.class,
      HelpCommand.class,
      CompletionCommand.class);

  /**
   * Tells every {@link SplitOptions} of {@code spec}, of its mixins and of its subcommands, at any
   * depth, to give its search to {@code receiver} instead of counting ({@link Dlx#splittable}).
   */
  static void handOver(CommandLine.Model.CommandSpec spec,
      java.util.function.Consumer<io.github.dlxkit.core.search.SplittableSearch> receiver) {
    if (spec.userObject() instanceof SplitOptions split) {
      split.handOverTo(receiver);
    }
    for (CommandLine.Model.CommandSpec mixin : spec.mixins().values()) {
      handOver(mixin, receiver);
    }
    for (CommandLine sub : spec.subcommands().values()) {
      handOver(sub.getCommandSpec(), receiver);
    }
  }

  /** The configured command line, every command in it, with dlx's one-line error handling. */
  public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
    return configured(COMMANDS, false, out, err);
  }

  /** dlx's own options, each answered without any subcommand's model (see {@link #outline}). */
  private static final List<String> TOP_LEVEL_OPTIONS = List.of("-h", "--help", "-V", "--version");
  private static final List<String> VERSION = List.of("-V", "--version");

  /**
   * The command line that runs {@code args}: when they start with a subcommand's name, it alone
   * under {@code dlx} (with its own subcommands); otherwise, and for {@code help} and
   * {@code generate-completion}, which read the whole tree, every command. What {@code args} do is
   * the same either way: picocli looks at the other commands only to print the top-level help or
   * to suggest one for a name it does not know, and both start with no subcommand's name.
   */
  static CommandLine commandLine(PrintWriter out, PrintWriter err, String... args) {
    if (List.of(args).stream().allMatch(TOP_LEVEL_OPTIONS::contains)) {
      // dlx, dlx --help, dlx --version: the top-level usage shows each command's name and first
      // sentence, read from its @Command annotation; building the models would take 0.4 s
      return configured(args.length > 0 && List.of(args).stream().allMatch(VERSION::contains) ? List.of() : COMMANDS, true, out, err);
    }
    if (args.length > 0) {
      for (Class<?> command : COMMANDS) {
        Command annotation = command.getAnnotation(Command.class);
        if (command != HelpCommand.class && command != CompletionCommand.class
            && (annotation.name().equals(args[0]) || List.of(annotation.aliases()).contains(args[0]))) {
          return configured(List.of(command), false, out, err);
        }
      }
    }
    return commandLine(out, err);
  }

  /**
   * The command line with {@code commands} under {@code dlx}: each built from its class, or, when
   * {@code outlines}, only each one's name, aliases, header and description (enough for the
   * top-level usage and nothing else: such a subcommand has no options).
   */
  private static CommandLine configured(List<Class<?>> commands, boolean outlines, PrintWriter out, PrintWriter err) {
    CommandLine cl = new CommandLine(new Dlx());
    for (Class<?> command : commands) {
      if (outlines) {
        cl.addSubcommand(command.getAnnotation(Command.class).name(), outline(command));
      } else {
        cl.addSubcommand(command);
      }
    }
    cl.setOut(out);
    cl.setErr(err);
    cl.setParameterExceptionHandler(Errors::onBadUsage);
    cl.setExecutionExceptionHandler(Errors::onException);
    // help and version text that fails to print reaches the same handler as a command's output,
    // and so does what stdout still holds at the command's end (StdoutWriter), with its name
    cl.setExecutionStrategy(parsed -> {
      List<CommandLine> called = parsed.asCommandLineList();
      attach(called.get(called.size() - 1));
      try {
        int status = new CommandLine.RunLast().execute(parsed);
        cl.getOut().flush();
        return status;
      } catch (StandardOutput.Failed failed) {
        throw new CommandLine.ExecutionException(called.get(called.size() - 1), failed.getMessage(), failed);
      }
    });
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    // The command descriptions are written as lines of up to 100 characters.
    cl.setUsageHelpWidth(100);
    CommandList.install(cl);
    everyCommand(cl);
    return cl;
  }

  /**
   * Tells the command {@code cl} is about to run, and its option mixins at any depth, of its
   * {@link Invocation}: its name, stdout, stderr, the options matched and the arguments.
   */
  static void attach(CommandLine cl) {
    CommandLine.Model.CommandSpec spec = cl.getCommandSpec();
    CommandLine.ParseResult parsed = cl.getParseResult();
    List<Invocation.Option> given = new java.util.ArrayList<>();
    List<String> args = List.of();
    if (parsed != null) {
      for (CommandLine.Model.OptionSpec o : parsed.matchedOptions()) {
        Invocation.Option option = new Invocation.Option(List.of(o.names()));
        if (!given.contains(option)) {
          given.add(option);
        }
      }
      args = parsed.originalArgs();
    }
    List<Object> objects = new java.util.ArrayList<>();
    userObjects(spec, objects);
    Invocation.attach(new Invocation(spec.qualifiedName(), cl.getOut(), cl.getErr(), given, args), objects);
  }

  /** {@code spec}'s object and its mixins' objects, at any depth. */
  private static void userObjects(CommandLine.Model.CommandSpec spec, List<Object> objects) {
    if (spec.userObject() != null) {
      objects.add(spec.userObject());
    }
    for (CommandLine.Model.CommandSpec mixin : spec.mixins().values()) {
      userObjects(mixin, objects);
    }
  }

  /** A command's model with only what its {@code @Command} annotation says of it in a list. */
  private static CommandLine.Model.CommandSpec outline(Class<?> command) {
    Command annotation = command.getAnnotation(Command.class);
    CommandLine.Model.CommandSpec spec = CommandLine.Model.CommandSpec.create()
        .name(annotation.name()).aliases(annotation.aliases());
    spec.usageMessage().header(annotation.header()).description(annotation.description())
        .hidden(annotation.hidden());
    return spec;
  }

  /**
   * What every command shares, set here once rather than on each class: dlx's version (so
   * {@code dlx count --version} and {@code dlx generate-completion -V} print it), the exit statuses
   * in the help, and "did you mean" suggestions for a mistyped subcommand or option.
   */
  private static void everyCommand(CommandLine cl) {
    CommandLine.Model.CommandSpec command = cl.getCommandSpec();
    command.versionProvider(() -> new String[] {Version.line()});
    command.usageMessage().exitCodeListHeading("%nExit status:%n").exitCodeList(EXIT_CODES);
    for (CommandLine sub : cl.getSubcommands().values()) {
      everyCommand(sub);
    }
  }

  private static java.util.Map<String, String> exitCodes() {
    java.util.Map<String, String> codes = new java.util.LinkedHashMap<>();
    codes.put("0", "success: solved, counted or checked");
    codes.put("1", "no solution, a limit stopped the search, or failures found (e.g. bad lines of a batch)");
    codes.put("2", "bad usage or bad input: one line on stderr names the bad part");
    codes.put("3", "internal error, a bug (DLX_DEBUG=1 prints the stack trace)");
    codes.put("130", "interrupted (Ctrl-C)");
    codes.put("143", "terminated (SIGTERM, e.g. kill): as Ctrl-C");
    codes.put("141", "stdout's reader left (e.g. | head): the output was cut short, nothing on stderr");
    return java.util.Collections.unmodifiableMap(codes);
  }
}
