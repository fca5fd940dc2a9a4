package io.github.dlxkit.cli;

import io.github.dlxkit.cli.main.CommandTree;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Help text without picocli warnings, command summaries that end a sentence, option descriptions wrapped whole. */
class HelpTextTest {
  @Test
  void everyHelpPrintsWithoutFormatWarnings() {
    PrintStream oldErr = System.err;
    ByteArrayOutputStream picocliWarnings = new ByteArrayOutputStream();
    System.setErr(new PrintStream(picocliWarnings, true, StandardCharsets.UTF_8));
    try {
      for (List<String> command : commands()) {
        CliRun r = help(command);
        assertEquals(0, r.status(), String.join(" ", command));
        assertEquals("", r.err(), String.join(" ", command));
      }
    } finally {
      System.setErr(oldErr);
    }
    assertEquals("", picocliWarnings.toString(StandardCharsets.UTF_8));
  }

  @Test
  void commandSummariesAreWholeSentences() {
    for (List<String> command : commands()) {
      List<String> lines = help(command).outLines();
      int at = lines.indexOf("Commands:");
      if (at < 0) {
        continue;
      }
      String summary = "";
      for (String line : lines.subList(at + 1, lines.size())) {
        if (line.isBlank()) {
          break; // the end of the section (the exit statuses follow)
        }
        if (!line.startsWith("                ") && !summary.isEmpty()) {
          assertWholeSentence(String.join(" ", command) + ": " + summary);
          summary = "";
        }
        summary += " " + line.strip();
      }
      assertWholeSentence(summary);
    }
  }

  /**
   * picocli cuts a summary at the first ". " or ": " of the description, so "e.g. 'dlx help …'"
   * became "Prints the help of a command, e.g." and "(JSON: seed, …)" became "(JSON.": a summary
   * ends with a full stop, not inside an abbreviation or with a parenthesis left open.
   */
  private static void assertWholeSentence(String summary) {
    String s = summary.strip();
    assertTrue(s.endsWith("."), s);
    assertTrue(!s.endsWith("e.g.") && !s.endsWith("i.e."), s);
    assertEquals(s.chars().filter(c -> c == '(').count(), s.chars().filter(c -> c == ')').count(), s);
  }

  @Test
  void descriptionsWrapWithoutRaggedBreaks() {
    // an option's description is one paragraph that picocli wraps with a hanging indent; a line
    // back at the description column right after a wrapped one means a paragraph was cut into
    // array elements longer than the column (each then wrapped on its own, mid-sentence)
    for (List<String> command : commands()) {
      List<String> lines = help(command).outLines();
      for (int i = 0; i + 1 < lines.size(); i++) {
        String a = lines.get(i);
        String b = lines.get(i + 1);
        if (isContinuation(a) && isContinuation(b)) {
          assertTrue(indent(a) != indent(b) + 2, String.join(" ", command) + ":\n" + a + "\n" + b);
        }
      }
    }
  }

  private static boolean isContinuation(String line) {
    return indent(line) >= 10 && !line.isBlank() && line.strip().charAt(0) != '-';
  }

  private static int indent(String line) {
    return line.length() - line.stripLeading().length();
  }

  /** {@code dlx COMMAND --help}. */
  private static CliRun help(List<String> command) {
    List<String> args = new ArrayList<>(command);
    args.add("--help");
    return CliRun.of(args.toArray(String[]::new));
  }

  private static List<List<String>> commands() {
    List<List<String>> out = new ArrayList<>();
    collect(CommandTree.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter())),
        new ArrayList<>(), out);
    assertFalse(out.isEmpty());
    return out;
  }

  private static void collect(CommandLine cl, List<String> path, List<List<String>> out) {
    out.add(path);
    cl.getSubcommands().forEach((name, sub) -> {
      if (!name.equals("help")) {
        List<String> p = new ArrayList<>(path);
        p.add(name);
        collect(sub, p, out);
      }
    });
  }
}
