package io.github.dlxkit.cli.main;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * {@link CommandTree#commandLine(PrintWriter, PrintWriter, String...)} builds only the subcommand its
 * arguments name: every command must then answer as it does in the whole tree.
 */
class CommandSelectionTest {
  /** Each command's help and its error for an unknown option, from the named subcommand alone. */
  @Test
  void everyCommandAnswersAsInTheWholeTree() {
    List<List<String>> paths = new ArrayList<>();
    collect(whole(), new ArrayList<>(), paths);
    assertTrue(paths.size() > 20, "commands found: " + paths.size());
    for (List<String> path : paths) {
      for (String last : List.of("--help", "--no-such-option")) {
        List<String> args = new ArrayList<>(path);
        args.add(last);
        assertEquals(run(whole(), args), run(selected(args), args), "dlx " + String.join(" ", args));
      }
    }
  }

  @Test
  void aSubcommandsNameBuildsItAlone() {
    assertEquals(List.of("count"), List.copyOf(selected(List.of("count", "x.dlx")).getSubcommands().keySet()));
    assertEquals(List.of("sudoku"), List.copyOf(selected(List.of("sudoku", "solve")).getSubcommands().keySet()));
  }

  /** The top-level help, "did you mean" and the commands that read the whole tree get all of it. */
  @Test
  void everythingElseGetsTheWholeTree() {
    int all = CommandTree.COMMANDS.size();
    for (List<String> args : List.of(List.<String>of(), List.of("--help"), List.of("cuont"),
        List.of("help", "sudoku", "solve"), List.of("generate-completion"))) {
      assertEquals(all, selected(args).getSubcommands().size(), String.join(" ", args));
    }
    List<String> typo = List.of("cuont");
    assertEquals(run(whole(), typo), run(selected(typo), typo));
  }

  /**
   * dlx alone, its help and its version: the subcommands are outlines (their annotations only), or
   * none for the version, and the output is the whole tree's.
   */
  @Test
  void theTopLevelOptionsAnswerAsInTheWholeTree() {
    for (List<String> args : List.of(List.<String>of(), List.of("--help"), List.of("-h"), List.of("--version"),
        List.of("-V"), List.of("-h", "-V"), List.of("--version", "--help"), List.of("-V", "-V"))) {
      assertEquals(run(whole(), args), run(selected(args), args), "dlx " + String.join(" ", args));
    }
    assertEquals(List.of(), List.copyOf(selected(List.of("--version")).getSubcommands().keySet()));
    for (CommandLine outline : selected(List.of("--help")).getSubcommands().values()) {
      assertEquals(List.of(), outline.getCommandSpec().options(), outline.getCommandName() + " was built");
    }
  }

  private static void collect(CommandLine cl, List<String> path, List<List<String>> paths) {
    for (Map.Entry<String, CommandLine> sub : cl.getSubcommands().entrySet()) {
      List<String> p = new ArrayList<>(path);
      p.add(sub.getKey()); // aliases too: each is looked up by name
      paths.add(p);
      collect(sub.getValue(), p, paths);
    }
  }

  private static final StringWriter OUT = new StringWriter();
  private static final StringWriter ERR = new StringWriter();

  private static CommandLine whole() {
    return CommandTree.commandLine(new PrintWriter(OUT, true), new PrintWriter(ERR, true));
  }

  private static CommandLine selected(List<String> args) {
    return CommandTree.commandLine(new PrintWriter(OUT, true), new PrintWriter(ERR, true), args.toArray(new String[0]));
  }

  /** The status, stdout and stderr of {@code args} on {@code cl}. */
  private static String run(CommandLine cl, List<String> args) {
    OUT.getBuffer().setLength(0);
    ERR.getBuffer().setLength(0);
    int status = cl.execute(args.toArray(new String[0]));
    return status + "\n" + OUT + "\n--- stderr\n" + ERR;
  }
}
