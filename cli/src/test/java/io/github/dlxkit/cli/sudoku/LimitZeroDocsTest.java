package io.github.dlxkit.cli.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.CliRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/cli.md and docs/sudoku.md say the same about {@code --limit 0} in {@code sudoku solve} and
 * {@code sudoku count}, and the command does what they say. Issue 32 (item 9): cli.md's table gave
 * {@code sudoku solve} the range 0..2^63-1 while sudoku.md listed {@code --limit 0} among the bad
 * options of every sudoku command, and the command printed a false "-" (no solution) for 0.
 */
class LimitZeroDocsTest {
  private static final List<String> COMMANDS = List.of("solve", "count");
  private static final Pattern MENTION = Pattern.compile("`(?:sudoku (solve|count) )?--limit 0`");
  private static final Pattern SECTION = Pattern.compile("^### `dlx sudoku (\\w+)");
  private static final Pattern TABLE_ROW = Pattern.compile("^\\| `--limit N` \\|([^|]*)\\| *(\\d+)\\.\\.");

  @Test
  void bothDocsAndTheCommandAgreeOnLimitZero() throws IOException {
    Map<String, List<String>> claims = new LinkedHashMap<>();
    COMMANDS.forEach(c -> claims.put(c, new ArrayList<>()));
    String cli = Files.readString(Path.of("docs/cli.md"));
    tableClaims(cli, claims);
    conventionClaim(cli, claims);
    sudokuDocClaims(Files.readString(Path.of("docs/sudoku.md")), claims);
    for (String command : COMMANDS) {
      List<String> said = claims.get(command);
      assertFalse(said.stream().noneMatch(s -> s.startsWith("cli.md table")),
          "docs/cli.md's Limits table gives no --limit range for sudoku " + command);
      assertFalse(said.stream().noneMatch(s -> s.startsWith("sudoku.md")),
          "docs/sudoku.md says nothing about --limit 0 for sudoku " + command);
      CliRun run = CliRun.of("sudoku", command, "--limit", "0", SudokuCommandTest.A);
      String does = run.status() == 2 ? "refused" : "accepted";
      for (String s : said) {
        assertTrue(s.endsWith(": " + does), "sudoku " + command + " --limit 0 is " + does + " (exit "
            + run.status() + "), but " + s + "; all the docs say: " + said);
      }
    }
  }

  /** cli.md's Limits table: a range from 1 refuses 0, a range from 0 accepts it. */
  private static void tableClaims(String cli, Map<String, List<String>> claims) {
    for (String line : cli.split("\n")) {
      Matcher m = TABLE_ROW.matcher(line);
      if (!m.find()) {
        continue;
      }
      for (String command : COMMANDS) {
        if (m.group(1).contains("`sudoku " + command + "`")) {
          claims.get(command).add("cli.md table says " + m.group(2) + "..: "
              + (Integer.parseInt(m.group(2)) >= 1 ? "refused" : "accepted"));
        }
      }
    }
  }

  /**
   * cli.md's conventions: "--limit 0 prints none and exits 0", except in the commands named after
   * "except in". The rule is about commands that print solutions, so of sudoku's only solve.
   */
  private static void conventionClaim(String cli, Map<String, List<String>> claims) {
    for (String block : blocks(cli)) {
      int at = block.indexOf("`--limit 0` prints none");
      if (block.startsWith("- **`--limit N`**") && at >= 0) {
        int except = block.indexOf("except in", at);
        boolean named = except >= 0 && block.indexOf("`sudoku solve`", except) >= 0;
        claims.get("solve").add("cli.md conventions say: " + (named ? "refused" : "accepted"));
      }
    }
  }

  /**
   * sudoku.md: each mention of {@code --limit 0} (or {@code sudoku X --limit 0}) claims a refusal
   * when its paragraph or list item says refused or lists bad options, else that it is accepted; an
   * unqualified mention outside a command's section is about every sudoku command.
   */
  private static void sudokuDocClaims(String doc, Map<String, List<String>> claims) {
    String section = null;
    for (String block : blocks(doc)) {
      Matcher h = SECTION.matcher(block);
      if (block.startsWith("#")) {
        section = h.find() ? h.group(1) : null;
        continue;
      }
      boolean refused = block.contains("refused") || block.contains("Bad options") || block.contains("exit status 2");
      Matcher m = MENTION.matcher(block);
      while (m.find()) {
        List<String> about = m.group(1) != null ? List.of(m.group(1))
            : section != null && COMMANDS.contains(section) ? List.of(section) : COMMANDS;
        for (String command : about) {
          claims.get(command).add("sudoku.md says '" + m.group() + "' in \""
              + block.substring(0, Math.min(50, block.length())) + "…\": " + (refused ? "refused" : "accepted"));
        }
      }
    }
  }

  /** Markdown paragraphs and list items, each joined into one line; a heading is a block of its own. */
  private static List<String> blocks(String text) {
    List<String> blocks = new ArrayList<>();
    StringBuilder b = new StringBuilder();
    for (String line : text.split("\n")) {
      boolean starts = line.isBlank() || line.startsWith("- ") || line.startsWith("#");
      if (starts && b.length() > 0) {
        blocks.add(b.toString());
        b.setLength(0);
      }
      if (!line.isBlank()) {
        b.append(b.length() > 0 ? " " : "").append(line.strip());
      }
      if (line.startsWith("#")) {
        blocks.add(b.toString());
        b.setLength(0);
      }
    }
    if (b.length() > 0) {
      blocks.add(b.toString());
    }
    return blocks;
  }

  /** The conventions' sentence is found (the test above requires the table's and sudoku.md's). */
  @Test
  void theConventionsAreRead() throws IOException {
    Map<String, List<String>> claims = new LinkedHashMap<>();
    COMMANDS.forEach(c -> claims.put(c, new ArrayList<>()));
    conventionClaim(Files.readString(Path.of("docs/cli.md")), claims);
    assertEquals(1, claims.get("solve").size(), claims.toString());
  }
}
