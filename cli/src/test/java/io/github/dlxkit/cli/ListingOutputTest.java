package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.main.Dlx;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * How the commands that write many lines write them when stdout is not a terminal: in blocks, not
 * one write per line or per solution (issue 54: from JDK 21 on, the JDK's encoder under the CLI's
 * writer writes in 512-byte pieces, and the writer flushed at every line, so 2,000 Sudoku answers
 * were 321 writes on Temurin 25). The counts of solutions are the literature's, so the listing is
 * whole as well as cheap.
 */
class ListingOutputTest {
  @TempDir Path dir;

  /**
   * Each listing, run in-process on a stream that counts the writes reaching it: far fewer writes
   * than solutions (there was at least one per solution). 724 solutions of 10 queens (OEIS
   * A000170), 6,728 domino tilings of the 6×6 board (OEIS A004003), 1,000 grids by --limit;
   * {@code pre} writes the 900 options of 30 queens, none of which it can remove (each square
   * holds a queen in some solution), and the header.
   */
  @ParameterizedTest
  @CsvSource(delimiter = ';', value = {
      "solve QUEENS10; 724; 7963",
      "solve --json QUEENS10; 724; 724",
      "polyomino DOMINOES --all; 6728; 47095",
      "sudoku solve --limit 1000 .................................................................................; 1000; 1000",
      "pre QUEENS30; 900; 901"})
  void manyLinesGoOutInBlocks(String command, long solutions, int lines) throws IOException {
    WriteCounter out = new WriteCounter();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = Dlx.run(args(command), new PrintStream(out, false, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
    assertEquals(lines, out.text().lines().count(), command);
    // blocks of 8 KB, and a flush for a quiet moment now and then: not one per solution
    assertTrue(out.writes() < solutions / 4, out.writes() + " writes for " + solutions + " solutions: " + command);
  }

  /**
   * When stdout and stderr are one file ({@code > log 2>&1}), the {@code --stats} line on stderr
   * comes after the count it describes, not before the block that holds it: 92 solutions of 8
   * queens (OEIS A000170).
   */
  @Test
  void theStatsLineFollowsTheCount() throws IOException {
    ByteArrayOutputStream both = new ByteArrayOutputStream();
    PrintStream shared = new PrintStream(both, true, StandardCharsets.UTF_8);
    int status = Dlx.run(args("count --stats QUEENS8"), shared, shared);
    List<String> lines = both.toString(StandardCharsets.UTF_8).lines().toList();
    assertEquals(0, status, String.join("\n", lines));
    assertEquals(2, lines.size(), String.join("\n", lines));
    assertEquals("92", lines.get(0));
    assertTrue(lines.get(1).startsWith("nodes="), lines.get(1));
  }

  private String[] args(String command) throws IOException {
    List<String> args = new ArrayList<>();
    for (String word : command.split(" ")) {
      if (word.startsWith("QUEENS")) {
        Path file = dir.resolve(word.toLowerCase(java.util.Locale.ROOT) + ".dlx");
        Files.writeString(file, InterruptTest.queens(Integer.parseInt(word.substring("QUEENS".length()))));
        args.add(file.toString());
      } else if (word.equals("DOMINOES")) {
        Path file = dir.resolve("dominoes.txt");
        Files.writeString(file, "piece D *\n##\n\nregion\n" + "######\n".repeat(6));
        args.add(file.toString());
      } else {
        args.add(word);
      }
    }
    return args.toArray(new String[0]);
  }
}
