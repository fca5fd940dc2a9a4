package io.github.dlxkit.cli;

import io.github.dlxkit.core.io.Messages;
import io.github.dlxkit.core.BadInputException;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code dlx help [COMMAND...]}: the help of a command at any depth — {@code dlx help sudoku solve}
 * prints what {@code dlx sudoku solve --help} prints. (picocli's own help command takes one name,
 * so it printed {@code dlx sudoku}'s help for {@code help sudoku solve}.)
 */
@Command(
    name = "help",
    helpCommand = true,
    description = "Prints the help of a command at any depth ('dlx help sudoku solve' prints what 'dlx sudoku solve --help' prints).")
public final class HelpCommand implements CommandLine.IHelpCommandInitializable2, Runnable {
  @Parameters(paramLabel = "COMMAND", arity = "0..*", description = "the command and its subcommands, e.g. sudoku solve")
  String[] commands = {};

  private CommandLine self;
  private CommandLine.Help.ColorScheme colours;
  private PrintWriter out;

  @Override
  public void init(CommandLine helpCommandLine, CommandLine.Help.ColorScheme colorScheme, PrintWriter out,
      PrintWriter err) {
    this.self = helpCommandLine;
    this.colours = colorScheme;
    this.out = out;
  }

  @Override
  public void run() {
    CommandLine target = self.getParent();
    for (String name : commands) {
      CommandLine sub = target.getSubcommands().get(name);
      if (sub == null) {
        String parent = target.getCommandSpec().qualifiedName();
        throw new BadInputException("no command '" + parent + " " + Messages.oneLine(name) + "' (see '" + parent + " --help')");
      }
      target = sub;
    }
    target.usage(out, colours);
  }
}
