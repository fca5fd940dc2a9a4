package io.github.dlxkit.cli.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.CliRun;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code dlx sudoku solve} and {@code dlx sudoku count}. */
class SudokuCommandTest {
  static final String A = "5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3";
  static final String A_SOLVED = "513687249849521637267349581158463972974218365326795418782934156635172894491856723";
  /** Royle's #3000 as in Sage's docs: 5 solutions. */
  static final String H = "8..6..9.5.............2.31...7318.6.24.....73...........279.1..5...8..36..3......";
  /** h made unsolvable in Sage's docs: 0 solutions. */
  static final String HBAD = "82.6..9.5.............2.31...7318.6.24.....73...........279.1..5...8..36..3......";
  /** A variant of h in Sage's docs: 98 solutions (sage_examples.tsv). */
  static final String C_EQ = "1..6..9.5.............2.31...7318.6.24.....73...........279.1..5...8..36..3......";
  static final String TOP95 = "sudoku/src/main/resources/io/github/dlxkit/sudoku/data/top95.txt";

  @TempDir Path dir;

  static CliRun run(String... args) {
    return CliRun.of(args);
  }

  static CliRun runWithStdin(String stdin, String... args) {
    return CliRun.withStdin(stdin, args);
  }

  static void assertOneErrorLine(CliRun run, int status, String expected) {
    assertEquals(status, run.status(), run.err());
    assertEquals(1, run.errLines().size(), run.err());
    assertEquals(expected, run.errLines().get(0));
  }

  // --- puzzles as arguments

  @Test
  void solvesOnePuzzle() {
    CliRun run = run("sudoku", "solve", A);
    assertEquals(0, run.status(), run.err());
    assertEquals(List.of(A_SOLVED), run.outLines());
    assertEquals("", run.err());
  }

  /**
   * The default (dlx) kernel fills an empty 64x64 grid (issue 32: it ran past 60 s): with restarts,
   * 5,195 nodes measured (docs/sudoku.md, "Large grids"). The grid is checked here, independently
   * of the module's geometry: every row, column and 8x8 box holds 1..64 once.
   */
  @Test
  void solvesAnEmpty64x64Grid() {
    String empty64 = "[" + String.join(", ", java.util.Collections.nCopies(64 * 64, "0")) + "]";
    CliRun run = run("sudoku", "solve", "--format", "list", "--time-limit", "60s", empty64);
    assertEquals(0, run.status(), run.err());
    assertEquals(1, run.outLines().size(), run.out());
    String line = run.outLines().get(0);
    int[] g = java.util.Arrays.stream(line.substring(1, line.length() - 1).split(",\\s*"))
        .mapToInt(Integer::parseInt).toArray();
    assertEquals(64 * 64, g.length);
    for (int i = 0; i < 64; i++) {
      Set<Integer> row = new HashSet<>();
      Set<Integer> col = new HashSet<>();
      Set<Integer> box = new HashSet<>();
      for (int j = 0; j < 64; j++) {
        row.add(g[i * 64 + j]);
        col.add(g[j * 64 + i]);
        box.add(g[((i / 8) * 8 + j / 8) * 64 + (i % 8) * 8 + j % 8]);
      }
      for (Set<Integer> unit : List.of(row, col, box)) {
        assertEquals(64, unit.size(), "a repeated value in unit " + i);
        assertTrue(unit.stream().allMatch(v -> v >= 1 && v <= 64), "a value out of 1..64");
      }
    }
  }

  /**
   * --time-limit: an empty 100x100 grid, which the dlx kernel fills only after hundreds of
   * thousands of nodes (docs/sudoku.md, "Large grids"), stops in time with one line on stderr, nothing on stdout (not
   * "-", which would claim there is no solution) and exit 1; a puzzle solved in time prints as
   * without the limit; the backtracking kernel and files are refused before any search.
   */
  @Test
  void timeLimitStopsALongSearch() {
    String empty100 = "[" + String.join(", ", java.util.Collections.nCopies(100 * 100, "0")) + "]";
    long t0 = System.nanoTime();
    CliRun run = run("sudoku", "solve", "--time-limit", "300ms", empty100);
    assertTrue(System.nanoTime() - t0 < 30_000_000_000L, "the limit did not stop the search");
    if (run.status() == 0) { // a faster kernel one day: then the grid must be whole and valid
      assertEquals(1, run.outLines().size(), run.out());
      assertTrue(io.github.dlxkit.sudoku.Sudoku.parse(run.outLines().get(0)).isComplete(), run.out());
    } else {
      assertEquals("", run.out());
      assertEquals(1, run.errLines().size(), run.err());
      assertTrue(run.errLines().get(0).startsWith("dlx sudoku solve: stopped (time limit) after 0.3 s: 0 solutions printed for '[0, 0"),
          run.err());
      assertEquals(1, run.status());
    }
    // a time limit takes the dlx kernel (the default, auto, is backtrack for 9x9, which has none):
    // the same solutions as --kernel dlx without the limit
    CliRun quick = run("sudoku", "solve", "--time-limit", "30s", "--limit", "2", C_EQ);
    assertEquals(run("sudoku", "solve", "--kernel", "dlx", "--limit", "2", C_EQ).out(), quick.out());
    assertEquals(0, quick.status(), quick.err());
    assertOneErrorLine(run("sudoku", "solve", "--time-limit", "1s", "--kernel", "backtrack", A), 2,
        "dlx sudoku solve: --time-limit works with --kernel dlx");
    assertOneErrorLine(runWithStdin(A + "\n", "sudoku", "solve", "--time-limit", "1s"), 2,
        "dlx sudoku solve: --time-limit applies to puzzles given as arguments");
  }

  @Test
  void formats() {
    assertEquals(List.of("+---+---+", "|1 4|2 3|", "|3 2|4 1|", "+---+---+", "|2 3|1 4|", "|4 1|3 2|", "+---+---+"),
        run("sudoku", "solve", "--format", "ascii", ".4..32....14..3.").outLines());
    assertEquals(List.of("\\begin{array}{|*{2}{*{2}{r}|}}\\hline", "1&4&2&3\\\\", "3&2&4&1\\\\\\hline",
        "2&3&1&4\\\\", "4&1&3&2\\\\\\hline", "\\end{array}"),
        run("sudoku", "solve", "--format", "latex", ".4..32....14..3.").outLines());
    assertEquals(List.of("[1, 4, 2, 3, 3, 2, 4, 1, 2, 3, 1, 4, 4, 1, 3, 2]"),
        run("sudoku", "solve", "--format", "LIST", ".4..32....14..3.").outLines());
  }

  @Test
  void allAndLimit() {
    CliRun all = run("sudoku", "solve", "--all", H);
    assertEquals(5, new HashSet<>(all.outLines()).size(), all.out());
    assertEquals(2, run("sudoku", "solve", "--limit", "2", H).outLines().size());
    assertEquals(5, run("sudoku", "solve", "--limit", "10", "--kernel", "backtrack", H).outLines().size());
    assertEquals(Set.copyOf(all.outLines()),
        Set.copyOf(run("sudoku", "solve", "--all", "--kernel", "backtrack", H).outLines()));
  }

  /**
   * A puzzle given as an argument without solution gets its line "-" and, as the exit-status table
   * of every --help says, status 1 with a line on stderr (issue 50: it was 0); the other puzzles
   * keep their answers.
   */
  @Test
  void noSolutionIsADashAndExitStatusOne() {
    CliRun run = run("sudoku", "solve", HBAD, A);
    assertEquals(1, run.status(), run.err());
    assertEquals(List.of("-", A_SOLVED), run.outLines());
    assertEquals(List.of("dlx sudoku solve: puzzle 1: no solution"), run.errLines());
    CliRun one = run("sudoku", "solve", "--kernel", "backtrack", HBAD);
    assertEquals(1, one.status(), one.err());
    assertEquals(List.of("-"), one.outLines());
    assertEquals(List.of("dlx sudoku solve: no solution"), one.errLines());
    CliRun json = run("sudoku", "solve", "--format", "json", HBAD);
    assertEquals(1, json.status(), json.err());
    assertEquals(List.of("null"), json.outLines());
  }

  /** In a batch a puzzle without solution is an answer, "-": the exit status is 0 unless a line was bad (docs/cli.md). */
  @Test
  void aBatchPuzzleWithoutSolutionIsAnAnswer() throws IOException {
    CliRun run = run("sudoku", "solve", "--file", file(HBAD, A).toString());
    assertEquals(0, run.status(), run.err());
    assertEquals(List.of("-", A_SOLVED), run.outLines());
  }

  @Test
  void severalDrawingsAreSeparatedByABlankLine() {
    List<String> lines = run("sudoku", "solve", "--format", "ascii", ".", ".").outLines();
    assertEquals(List.of("+-+", "|1|", "+-+", "", "+-+", "|1|", "+-+"), lines);
  }

  @Test
  void counts() {
    CliRun run = run("sudoku", "count", H, HBAD, C_EQ, "................");
    assertEquals(0, run.status(), run.err());
    assertEquals(List.of("5", "0", "98", "288"), run.outLines());
    assertEquals(List.of("10"), run("sudoku", "count", "--limit", "10", C_EQ).outLines());
    assertEquals(List.of("98"), run("sudoku", "count", "--threads", "2", C_EQ).outLines());
    assertEquals(List.of("98"), run("sudoku", "count", "--kernel", "backtrack", C_EQ).outLines());
  }

  // --- bad puzzles as arguments: exit 2, one line naming the position

  @Test
  void badCharacter() {
    String bad = A.substring(0, 4) + "*" + A.substring(5);
    assertOneErrorLine(run("sudoku", "solve", bad), 2, "dlx sudoku solve: bad character '*' at row 1, "
        + "column 5 (character 5): use . or 0 for a blank, 1-9 and a-z for values");
  }

  @Test
  void badLength() {
    assertOneErrorLine(run("sudoku", "count", A + "1"), 2, "dlx sudoku count: a Sudoku string has n⁴ "
        + "characters for a box size n from 1 to 6 (1, 16, 81, 256, 625 or 1296), got 82");
  }

  @Test
  void contradictoryGivens() {
    String bad = "55" + A.substring(2);
    assertOneErrorLine(run("sudoku", "solve", bad), 2,
        "dlx sudoku solve: given 5 at row 1, column 1 repeats at row 1, column 2 (same row)");
  }

  @Test
  void whichOfSeveralPuzzlesIsBad() {
    assertOneErrorLine(run("sudoku", "solve", A, "123"), 2,
        "dlx sudoku solve: puzzle 2: a Sudoku string has n⁴ characters for a box size n from 1 to 6 "
            + "(1, 16, 81, 256, 625 or 1296), got 3");
  }

  @Test
  void badOptions() {
    assertOneErrorLine(run("sudoku", "solve", "--threads", "0", A), 2,
        "dlx sudoku solve: Invalid value for option '--threads': '0' is out of range (allowed: 1..1024) (see 'dlx sudoku solve --help')");
    // each puzzle gets one line, and '-' means "no solution": --limit 0 would print a false '-'
    assertOneErrorLine(run("sudoku", "solve", "--limit", "0", A), 2,
        "dlx sudoku solve: Invalid value for option '--limit': '0' is out of range (allowed: 1..2^63-1) (see 'dlx sudoku solve --help')");
    assertOneErrorLine(run("sudoku", "solve", "--limit", "-1", A), 2,
        "dlx sudoku solve: Invalid value for option '--limit': '-1' is out of range (allowed: 1..2^63-1) (see 'dlx sudoku solve --help')");
    assertOneErrorLine(run("sudoku", "count", "--limit", "-3", A), 2,
        "dlx sudoku count: Invalid value for option '--limit': '-3' is out of range (allowed: 1..2^63-1) (see 'dlx sudoku count --help')");
    assertOneErrorLine(run("sudoku", "solve", "--all", "--limit", "3", A), 2,
        "dlx sudoku solve: --all and --limit exclude each other");
    CliRun bogus = run("sudoku", "solve", "--kernel", "bogus", A);
    assertEquals(2, bogus.status());
    assertEquals(1, bogus.errLines().size(), bogus.err());
    assertTrue(bogus.err().contains("bogus"), bogus.err());
  }

  // --- batch: a file or stdin, one line per puzzle

  Path file(String... lines) throws IOException {
    Path f = dir.resolve("puzzles.txt");
    Files.write(f, List.of(lines), StandardCharsets.UTF_8);
    return f;
  }

  @Test
  void batchWithCommentsBadLinesAndNoSolution() throws IOException {
    Path f = file("# three puzzles and a bad line", "", A, "  " + HBAD + "  # made unsolvable", "12345", H);
    CliRun run = run("sudoku", "solve", "--file", f.toString());
    assertEquals(1, run.status(), "a bad line makes the exit status 1");
    assertEquals(4, run.outLines().size(), run.out());
    assertEquals(A_SOLVED, run.outLines().get(0));
    assertEquals("-", run.outLines().get(1));
    assertEquals("!", run.outLines().get(2));
    assertEquals(81, run.outLines().get(3).length());
    assertEquals(2, run.errLines().size(), run.err());
    assertEquals("dlx sudoku solve: " + f + ": line 5: a Sudoku string has n⁴ characters for a box size n "
        + "from 1 to 6 (1, 16, 81, 256, 625 or 1296), got 5", run.errLines().get(0));
    assertTrue(run.errLines().get(1).matches(
        "puzzles=4 solved=2 unique=1 bad=1 seconds=[0-9.]+ puzzles/s=[0-9]+"), run.errLines().get(1));
  }

  @Test
  void countBatchFromStdin() {
    String input = String.join("\n", H, HBAD, C_EQ, "55" + A.substring(2), A) + "\n";
    CliRun run = runWithStdin(input, "sudoku", "count");
    assertEquals(1, run.status());
    assertEquals(List.of("5", "0", "98", "!", "1"), run.outLines());
    assertEquals("dlx sudoku count: <stdin>: line 4: given 5 at row 1, column 1 repeats at row 1, column 2 "
        + "(same row)", run.errLines().get(0));
    assertTrue(run.errLines().get(1).startsWith("puzzles=5 solved=3 unique=1 bad=1 "), run.err());
    CliRun limited = runWithStdin(input, "sudoku", "count", "--limit", "3", "-");
    assertEquals(List.of("3", "0", "3", "!", "1"), limited.outLines());
  }

  @Test
  void threadsKeepInputOrderAndSolversAgree() {
    CliRun one = run("sudoku", "solve", "--file", TOP95);
    assertEquals(0, one.status(), one.err());
    assertEquals(95, one.outLines().size());
    assertTrue(one.errLines().get(0).startsWith("puzzles=95 solved=95 unique=95 bad=0 "), one.err());
    CliRun two = run("sudoku", "solve", "--threads", "2", "--kernel", "backtrack", "--file", TOP95);
    assertEquals(one.outLines(), two.outLines());
    CliRun counted = run("sudoku", "count", "--threads", "2", "--file", TOP95);
    assertEquals(95, counted.outLines().stream().filter("1"::equals).count());
  }

  @Test
  void batchListFormat() throws IOException {
    CliRun run = run("sudoku", "solve", "--format", "list", "--file", file(".").toString());
    assertEquals(List.of("[1]"), run.outLines());
  }

  @Test
  void batchRefusesMultiLineFormatsAndSolutionLimits() throws IOException {
    String f = file(A).toString();
    assertOneErrorLine(run("sudoku", "solve", "--format", "ascii", "--file", f), 2,
        "dlx sudoku solve: --format ascii takes several lines per puzzle; a file gets one line (or block) "
            + "per puzzle: use string, list, json or matrix");
    assertOneErrorLine(run("sudoku", "solve", "--all", "--file", f), 2,
        "dlx sudoku solve: --all and --limit apply to puzzles given as arguments; a file gets one line per "
            + "puzzle (use 'dlx sudoku count' for the number of solutions)");
    assertOneErrorLine(run("sudoku", "solve", "--file", f, A), 2,
        "dlx sudoku solve: give puzzles as arguments or with --file, not both");
  }

  @Test
  void missingFile() {
    CliRun run = run("sudoku", "count", "--file", "no/such/file.txt");
    assertEquals(2, run.status());
    assertEquals(List.of("dlx sudoku count: cannot read no/such/file.txt: no such file"), run.errLines());
  }

  @Test
  void helpNamesTheSubcommands() {
    CliRun run = run("sudoku");
    assertEquals(0, run.status());
    assertTrue(run.out().contains("solve") && run.out().contains("count"), run.out());
  }
}
