package io.github.dlxkit.cli;

import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code dlx generate-completion}: the bash/zsh completion script, written by picocli's
 * {@link AutoComplete#bash}. Our own command rather than picocli's {@code GenerateCompletion},
 * which is a help command and so accepted any unknown option ({@code --foo}) in silence.
 */
@Command(
    name = "generate-completion",
    mixinStandardHelpOptions = true,
    description = {
      "Generate bash/zsh completion script for dlx.",
      "Run the following command to give `dlx` TAB completion in the current shell:",
      "",
      "  source <(dlx generate-completion)",
      ""
    })
public final class CompletionCommand implements Runnable {
  @Spec CommandSpec spec;

  @Override
  public void run() {
    CommandSpec root = spec.root();
    spec.commandLine().getOut().print(AutoComplete.bash(root.name(), root.commandLine()));
    spec.commandLine().getOut().print('\n');
    spec.commandLine().getOut().flush();
  }
}
