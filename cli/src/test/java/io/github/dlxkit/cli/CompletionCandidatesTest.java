package io.github.dlxkit.cli;

import io.github.dlxkit.cli.main.CommandTree;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The shell completion offers only values the command accepts: every completion candidate of every
 * option of every subcommand is parsed by that subcommand without a conversion error (the
 * completion once offered {@code --kernel DANCING_LINKS}, which {@code dlx count} refuses).
 */
class CompletionCandidatesTest {
  @Test
  void everyCandidateIsAccepted() {
    List<String> refused = new ArrayList<>();
    int[] checked = {0};
    visit(commandLine(), new ArrayList<>(), refused, checked);
    assertTrue(checked[0] > 10, "too few candidates found: " + checked[0]);
    assertTrue(refused.isEmpty(), "completion offers values the command refuses: " + refused);
  }

  private static void visit(CommandLine cl, List<String> path, List<String> refused, int[] checked) {
    for (CommandLine.Model.OptionSpec option : cl.getCommandSpec().options()) {
      if (option.completionCandidates() == null || option.arity().max() < 1) {
        continue;
      }
      for (String candidate : option.completionCandidates()) {
        List<String> args = new ArrayList<>(path);
        args.add(option.longestName());
        args.add(candidate);
        checked[0]++;
        try {
          commandLine().parseArgs(args.toArray(new String[0]));
        } catch (CommandLine.ParameterException ex) {
          if (ex.getMessage().contains("Invalid value") && ex.getMessage().contains(option.longestName())) {
            refused.add("dlx " + String.join(" ", args));
          }
        }
      }
    }
    for (var sub : cl.getSubcommands().entrySet()) {
      List<String> subPath = new ArrayList<>(path);
      subPath.add(sub.getKey());
      visit(sub.getValue(), subPath, refused, checked);
    }
  }

  private static CommandLine commandLine() {
    return CommandTree.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
  }
}
