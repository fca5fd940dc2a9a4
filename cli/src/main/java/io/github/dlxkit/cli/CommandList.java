package io.github.dlxkit.cli;

import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.IHelpSectionRenderer;

/**
 * The "Commands:" section of {@code dlx --help}: each subcommand with the first sentence of its
 * description, wrapped — picocli's default shows the first description line, cut mid-sentence.
 */
public final class CommandList implements IHelpSectionRenderer {
  @Override
  public String render(Help help) {
    Map<String, Help> subcommands = help.subcommands();
    if (subcommands.isEmpty()) {
      return "";
    }
    int width = help.commandSpec().usageMessage().width();
    Help.TextTable table = Help.TextTable.forColumns(help.colorScheme(),
        new Help.Column(14, 2, Help.Column.Overflow.SPAN),
        new Help.Column(width - 14, 2, Help.Column.Overflow.WRAP));
    for (Map.Entry<String, Help> e : subcommands.entrySet()) {
      CommandLine.Model.UsageMessageSpec usage = e.getValue().commandSpec().usageMessage();
      table.addRowValues(e.getKey(), firstSentence(usage.header().length > 0 ? usage.header() : usage.description()));
    }
    return table.toString();
  }

  /** The description up to its first sentence end ('.' or ':' before a space or the end). */
  public static String firstSentence(String[] description) {
    String text = String.join(" ", description).replace("%n", ". ").replace("%%", "%")
        .replaceAll("\\s+", " ").replaceAll("^[. ]+", "").strip();
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if ((c == '.' || c == ':') && (i + 1 == text.length() || text.charAt(i + 1) == ' ')) {
        return text.substring(0, i) + ".";
      }
    }
    return text;
  }

  /** Installs the section on {@code cl} and its subcommands. */
  public static void install(CommandLine cl) {
    cl.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST, new CommandList());
    cl.getSubcommands().values().forEach(CommandList::install);
  }
}
