package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code dlx count} and {@code dlx solve}; tests run from the repository root. */
class CountAndSolveCommandTest {
  private static final String XCC = "core/src/test/resources/xcc/";

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource({
    "queens8.dlx, 92",        // OEIS A000170
    "queens12.dlx, 14200",    // OEIS A000170
    "langford11.dlx, 35584",  // 2 x OEIS A014552
    "knuth2000.dlx, 1"        // Knuth 2000
  })
  void countPrintsTheNumberAlone(String file, String expected) {
    CliRun one = CliRun.of("count", XCC + file);
    assertEquals(0, one.status(), one.err());
    assertEquals(List.of(expected), one.outLines());
    CliRun two = CliRun.of("count", "--threads", "2", XCC + file);
    assertEquals(List.of(expected), two.outLines(), "--threads 2 agrees with --threads 1");
    CliRun cells = CliRun.of("count", "--kernel", "cells", "--threads", "2", XCC + file);
    assertEquals(List.of(expected), cells.outLines(), "the sparse-set kernel agrees");
    CliRun bits = CliRun.of("count", "--kernel", "bits", XCC + file);
    assertEquals(List.of(expected), bits.outLines(), "the bitset kernel agrees");
  }

  @Test
  void statsLineHasDlx2Figures() {
    CliRun r = CliRun.of("count", "--stats", "--kernel", "links", XCC + "queens8.dlx");
    assertEquals(List.of("92"), r.outLines());
    // DLX2 reports 1199 nodes and 21375 updates for this file (knuth-dlx2-stats.tsv)
    assertTrue(r.err().matches("nodes=1199 updates=21375 solutions=92 seconds=\\d+\\.\\d{3} kernel=links\\n"), r.err());
  }

  /**
   * Without --kernel the problem's shape picks (Kernel.fastestFor): bits for 8 queens (16 items, 8
   * options each), cells for the empty 4x4 Sudoku (64 items, 4 options each); the counts are the
   * same as with the DLX2 kernel. 288 4x4 Sudoku grids: OEIS A107739(2).
   */
  @Test
  void theDefaultKernelDependsOnTheProblemsShape() {
    CliRun queens = CliRun.of("count", "--stats", XCC + "queens8.dlx");
    assertEquals(List.of("92"), queens.outLines());
    assertTrue(queens.err().endsWith(" kernel=bits\n"), queens.err());
    StringBuilder sudoku = new StringBuilder();
    for (String kind : new String[] {"p", "r", "c", "b"}) {
      for (int i = 0; i < 16; i++) {
        sudoku.append(kind).append(i).append(' ');
      }
    }
    sudoku.append('\n');
    for (int r = 0; r < 4; r++) {
      for (int c = 0; c < 4; c++) {
        for (int d = 0; d < 4; d++) {
          sudoku.append("p" + (4 * r + c) + " r" + (4 * r + d) + " c" + (4 * c + d) + " b" + (4 * (r / 2 * 2 + c / 2) + d) + "\n");
        }
      }
    }
    CliRun cells = CliRun.withStdin(sudoku.toString(), "count", "--stats", "-");
    assertEquals(List.of("288"), cells.outLines());
    assertTrue(cells.err().endsWith(" kernel=cells\n"), cells.err());
    CliRun links = CliRun.withStdin(sudoku.toString(), "count", "--kernel", "links", "-");
    assertEquals(List.of("288"), links.outLines());
  }

  @Test
  void countReadsStdinAndWarnsAboutDroppedOptions() throws IOException {
    CliRun r = CliRun.withStdin(Files.readString(Path.of(XCC + "knuth-colours.dlx")), "count", "-");
    assertEquals(List.of("1"), r.outLines());
    assertEquals(List.of("warning: <stdin>:5: option ignored (no primary items): X:0 Y:1"), r.errLines());
  }

  /**
   * dlx solve lists on the kernel dlx count picks (issue 54): its --stats line names the kernel and
   * its nodes are that kernel's, the same search as count's; --kernel links gives DLX2's statistics
   * (1199 nodes, 21375 updates for queens8.dlx: knuth-dlx2-stats.tsv) and order.
   */
  @Test
  void solveListsOnTheKernelCountPicks() {
    CliRun count = CliRun.of("count", "--stats", XCC + "queens8.dlx");
    CliRun solve = CliRun.of("solve", "--stats", XCC + "queens8.dlx");
    assertEquals(0, solve.status(), solve.err());
    assertEquals(92 * 9 - 1, solve.outLines().size()); // 92 solutions of 8 lines, a blank line between
    // 945: the bitset kernel's tree for 8 queens, as count --stats --kernel bits reports it
    assertTrue(solve.err().matches("nodes=945 updates=\\d+ solutions=92 seconds=\\d+\\.\\d{3} kernel=bits\\n"),
        solve.err());
    assertEquals(count.err().replaceAll("seconds=\\S+", ""), solve.err().replaceAll("seconds=\\S+", ""));
    CliRun links = CliRun.of("solve", "--stats", "--kernel", "links", XCC + "queens8.dlx");
    assertTrue(links.err().matches("nodes=1199 updates=21375 solutions=92 seconds=\\d+\\.\\d{3} kernel=links\\n"),
        links.err());
    CliRun limited = CliRun.of("solve", "--json", "--limit", "3", "--stats", XCC + "langford8.dlx");
    assertEquals(3, limited.outLines().size());
    assertTrue(limited.err().endsWith(" kernel=bits\n"), limited.err());
  }

  /**
   * The cells kernel (the empty 4x4 Sudoku's) lists in its own order, not DLX2's: the same 288
   * solutions (OEIS A107739), another order; docs/cli.md says so.
   */
  @Test
  void theCellsKernelsOrderIsItsOwn() {
    String sudoku = shidoku();
    CliRun fast = CliRun.withStdin(sudoku, "solve", "--json", "-");
    CliRun links = CliRun.withStdin(sudoku, "solve", "--json", "--kernel", "links", "-");
    CliRun cells = CliRun.withStdin(sudoku, "solve", "--json", "--kernel", "cells", "-");
    assertEquals(288, fast.outLines().size());
    assertEquals(cells.outLines(), fast.outLines());
    assertEquals(new java.util.TreeSet<>(links.outLines()), new java.util.TreeSet<>(fast.outLines()));
    assertTrue(!links.outLines().equals(fast.outLines()), "the orders differ");
  }

  @Test
  void solveRefusesAKernelWithMinCost() {
    assertBadInput(CliRun.of("solve", "--min-cost", "--kernel", "links", XCC + "langford8-costs.dlx"),
        "dlx solve: --min-cost and --kernel cannot be used together");
  }

  /** The empty 4x4 Sudoku in Knuth's format: 64 items, 64 options. */
  private static String shidoku() {
    StringBuilder sudoku = new StringBuilder();
    for (String kind : new String[] {"p", "r", "c", "b"}) {
      for (int i = 0; i < 16; i++) {
        sudoku.append(kind).append(i).append(' ');
      }
    }
    sudoku.append('\n');
    for (int r = 0; r < 4; r++) {
      for (int c = 0; c < 4; c++) {
        for (int d = 0; d < 4; d++) {
          sudoku.append("p" + (4 * r + c) + " r" + (4 * r + d) + " c" + (4 * c + d) + " b" + (4 * (r / 2 * 2 + c / 2) + d) + "\n");
        }
      }
    }
    return sudoku.toString();
  }

  @Test
  void solvePrintsOptionLinesSeparatedByBlankLines() {
    CliRun r = CliRun.of("solve", "--limit", "2", XCC + "langford7.dlx");
    List<String> lines = r.outLines();
    assertEquals(0, r.status());
    // two solutions of 7 options each, one blank line between
    assertEquals(15, lines.size(), r.out());
    assertEquals("", lines.get(7));
  }

  @Test
  void solveJsonGivesLineNumbersAndItems() {
    CliRun r = CliRun.of("solve", "--json", XCC + "knuth2000.dlx");
    assertEquals(List.of("{\"options\":[6,3,7],\"items\":[[\"A\",\"D\"],[\"C\",\"E\",\"F\"],[\"B\",\"G\"]]}"),
        r.outLines());
  }

  @Test
  void solveLimitZeroPrintsNothing() {
    CliRun r = CliRun.of("solve", "--limit", "0", XCC + "queens8.dlx");
    assertEquals(0, r.status());
    assertEquals("", r.out());
  }

  private static void assertBadInput(CliRun r, String expectedLine) {
    assertEquals(2, r.status(), r.err());
    assertEquals(List.of(expectedLine), r.errLines());
    assertEquals("", r.out());
  }

  @Test
  void missingFile() {
    assertBadInput(CliRun.of("count", "no/such.dlx"), "dlx count: cannot read no/such.dlx: no such file");
  }

  @Test
  void directoryInsteadOfFile() {
    assertBadInput(CliRun.of("solve", "core"), "dlx solve: cannot read core: it is a directory");
  }

  @Test
  void malformedLineNamesFileLineAndColumn(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("bad.dlx");
    Files.writeString(f, "| bad\nA B | X\nA X\nB Q\n");
    assertBadInput(CliRun.of("count", f.toString()), "dlx count: " + f + ":4:3: unknown item 'Q'");
  }

  /** DLX3's bounds: the mistakes Knuth's DLX3 stops on, reported with their position. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = ';', value = {
    "A 3:2|B;   1:3: lower bound 3 exceeds upper bound 2",
    "A | 2|X;   1:5: bounds on secondary item 'X' (only primary items take a:b| bounds)",
    "A x:2|B;   1:3: lower bound 'x' is not a number (bounds are 0 to 1000000000)"
  })
  void badBoundsNameLineAndColumn(String itemLine, String where, @TempDir Path dir) throws IOException {
    Path f = dir.resolve("bounds.dlx");
    Files.writeString(f, itemLine + "\nA B\n");
    assertBadInput(CliRun.of("count", f.toString()), "dlx count: " + f + ":" + where);
  }

  @Test
  void boundsFromDlx3CountInEveryMode() {
    // OEIS A001499(6) = 67950; every kernel runs Algorithm M on bounded files
    for (String[] args : List.of(new String[] {"count", XCC + "a001499-6.dlx"},
        new String[] {"count", "--threads", "2", XCC + "a001499-6.dlx"},
        new String[] {"count", "--kernel", "cells", XCC + "a001499-6.dlx"})) {
      CliRun r = CliRun.of(args);
      assertEquals(List.of("67950"), r.outLines(), String.join(" ", args) + ": " + r.err());
    }
    // DLX3 reports 198658 nodes and 715151 updates for this file: Algorithm M on links
    // (--kernel links) gives both; the default, on bitsets, the same nodes (its updates are words)
    CliRun stats = CliRun.of("count", "--stats", "--kernel", "links", XCC + "a001499-6.dlx");
    assertTrue(stats.err().startsWith("nodes=198658 updates=715151 solutions=67950 "), stats.err());
    assertTrue(stats.err().strip().endsWith(" kernel=multiplicities"), stats.err());
    CliRun bits = CliRun.of("count", "--stats", XCC + "a001499-6.dlx");
    assertTrue(bits.err().startsWith("nodes=198658 updates="), bits.err());
    assertTrue(bits.err().strip().endsWith(" kernel=bits-multiplicities"), bits.err());
    CliRun json = CliRun.of("solve", "--json", XCC + "knuth-dlx3.dlx");
    assertEquals(List.of("{\"options\":[4,6,7],\"items\":[[\"A\",\"C\",\"X:1\",\"Y:1\"],[\"B\",\"X:1\"],[\"C\",\"Y:1\"]]}"),
        json.outLines());
  }

  @Test
  void duplicateItem(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("dup.dlx");
    Files.writeString(f, "A B A\nA B\n");
    assertBadInput(CliRun.of("solve", f.toString()), "dlx solve: " + f + ":1:5: duplicate item name 'A'");
  }

  @Test
  void duplicateItemInOptionFromStdin() {
    assertBadInput(CliRun.withStdin("A B\nA B A\n", "count", "-"),
        "dlx count: <stdin>:2:5: item 'A' appears twice in this option");
  }

  @Test
  void badUsage() {
    assertBadInput(CliRun.of("count", "--threads", "0", XCC + "queens8.dlx"),
        "dlx count: Invalid value for option '--threads': '0' is out of range (allowed: 1..1024) (see 'dlx count --help')");
    assertBadInput(CliRun.of("count", "--bogus", XCC + "queens8.dlx"),
        "dlx count: Unknown option: '--bogus' (see 'dlx count --help')");
    assertBadInput(CliRun.of("count"), "dlx count: Missing required parameter: 'FILE|-' (see 'dlx count --help')");
    assertBadInput(CliRun.of("count", "--kernel", "fast", XCC + "queens8.dlx"),
        "dlx count: Invalid value for option '--kernel': unknown kernel 'fast' (auto, links, cells or bits) (see 'dlx count --help')");
    assertBadInput(CliRun.of("frobnicate"), "dlx: Unmatched argument at index 0: 'frobnicate' (see 'dlx --help')");
    assertBadInput(CliRun.of("solve", "--limit", "x", XCC + "queens8.dlx"),
        "dlx solve: Invalid value for option '--limit': 'x' is not a whole number (allowed: 0..2^63-1) (see 'dlx solve --help')");
  }

  @Test
  void helpAndVersion() {
    CliRun help = CliRun.of("--help");
    assertEquals(0, help.status());
    assertTrue(help.out().contains("count") && help.out().contains("solve"), help.out());
    assertEquals(0, CliRun.of("count", "--help").status());
    assertTrue(CliRun.of("--version").out().startsWith("dlx (dlxkit)"));
  }
}
