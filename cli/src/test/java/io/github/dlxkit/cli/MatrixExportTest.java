package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.search.ExactCoverSolver;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * {@code --dlx} on the puzzle commands: the problem written is counted by our own {@code dlx count}
 * (the core engine, {@code DancingLinks}), and that count must be the command's own count of the same
 * puzzle with the same options, found by the command's own method (frontier sweep for Quantumino,
 * the bitboard, the row scan or a fixed-block count where the command uses them); where Knuth's DLX3
 * is at hand ({@code $DLX3}, else {@code /tmp/anchors/bin/dlx3}, built by
 * {@code ../shared/anchors/build.sh}) it counts the export too. Every option an export honours
 * ({@link ExportOptionsTest}) is in a row here. The numbers themselves come from the literature
 * where one is named: 288 Shidoku grids; pentominoes 3x20: 2 tilings up to symmetry, 8 with their
 * turns and reflections (Knuth 2000); 30 labelled Fano planes S(2,3,7).
 */
class MatrixExportTest {
  /** Rows "export; the command's own count; the count in the literature, or -1". '~' is a space within an argument. */
  static final List<String> COUNTED = List.of(
      "sudoku count ................ --dlx; sudoku count ................; 288",  // Shidoku grids
      "sudoku count 1...........34.. --dlx; sudoku count 1...........34..; -1",
      "polyomino --set pentominoes --box 3x20 --dlx; polyomino --set pentominoes --box 3x20 --count; 8", // Knuth 2000
      // a FILE's pieces turn over only with --reflections: 10 tilings then, 1 without (the bitboard's count)
      "polyomino polyomino/src/test/resources/puzzles/y-pentomino-5x10.txt --reflections --dlx;"
          + " polyomino polyomino/src/test/resources/puzzles/y-pentomino-5x10.txt --reflections --count; -1",
      "steiner 2 3 7 --dlx; steiner 2 3 7 --count --plain; 30",                 // labelled Fano planes
      "steiner 2 3 7 --plain --dlx; steiner 2 3 7 --count; 30",
      "steiner 2 3 9 --dlx; steiner 2 3 9 --count; 840",
      "tanks solve 4 --dlx; tanks count 4; -1",
      "tanks solve 4 --torus --dlx; tanks count 4 --torus; -1",
      "tanks solve 5 --symmetry rot180 --dlx; tanks count 5 --symmetry rot180; -1",
      // --break-symmetry in the matrix (issue 50); the command's counts by the row scan (22 grids of the
      // 4x4 with holes in 8 classes; DLX3 run here on the exports: 8, 6), by exact cover with a symmetry
      "tanks solve 4 --holes --break-symmetry --dlx; tanks count 4 --holes --break-symmetry; -1",
      "tanks solve 4 --torus --holes --break-symmetry --dlx; tanks count 4 --torus --holes --break-symmetry; -1",
      "tanks solve 5 --symmetry rot90 --holes --break-symmetry --dlx; tanks count 5 --symmetry rot90 --holes"
          + " --break-symmetry; -1",
      // a line goal with order and corner items; every cover of this matrix passes the goal check
      // (15 covers, 15 solutions; Knuth's dlx3 on the same export: 15 solutions, 5,213 nodes)
      "tantrix solve rainbow_blue --dlx; tantrix solve rainbow_blue --count; -1",
      "tantrix solve rainbow_blue --distinct --dlx; tantrix solve rainbow_blue --count --distinct; -1",
      "tantrix solve --tiles 1-4 --shape 0,0~1,0~0,1~1,1 --line R --dlx; tantrix solve --tiles 1-4 --shape"
          + " 0,0~1,0~0,1~1,1 --line R --count; -1",
      "tantrix solve --tiles 1-3 --shape 0,0~1,0~0,1 --loop Y --dlx; tantrix solve --tiles 1-3 --shape 0,0~1,0~0,1"
          + " --loop Y --count; -1");

  /** The Quantumino export, too long to count here: its rows are checked instead. */
  static final String QUANTUMINO = "quantumino --aside 16 --box 2x2x20 --dlx";

  static String[] args(String line) {
    return java.util.Arrays.stream(line.strip().split(" ")).map(a -> a.replace('~', ' ')).toArray(String[]::new);
  }

  /** The export of {@code args}, counted by {@code dlx count -}, and by DLX3 too where it is at hand. */
  private static long exportedCount(String... args) throws Exception {
    CliRun r = CliRun.of(args);
    assertEquals(0, r.status(), r.err());
    assertTrue(r.outLines().get(0).startsWith("| "), r.outLines().get(0));
    CliRun counted = CliRun.withStdin(r.out(), "count", "-");
    assertEquals(0, counted.status(), counted.err());
    long count = Long.parseLong(counted.out().strip());
    Long knuth = dlx3(r.out());
    if (knuth != null) {
      assertEquals(knuth.longValue(), count, "DLX3's count of the export");
    }
    return count;
  }

  /** DLX3's count of {@code problem}, or null without DLX3 (or if it takes over 30 s). */
  static Long dlx3(String problem) throws Exception {
    String bin = System.getenv().getOrDefault("DLX3", "/tmp/anchors/bin/dlx3");
    if (!java.nio.file.Files.isExecutable(java.nio.file.Path.of(bin))) {
      return null;
    }
    java.nio.file.Path in = java.nio.file.Files.createTempFile("export", ".dlx");
    try {
      java.nio.file.Files.writeString(in, problem);
      Process p = new ProcessBuilder(bin).redirectInput(in.toFile())
          .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
      if (!p.waitFor(30, java.util.concurrent.TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return null;
      }
      String err = new String(p.getErrorStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
      java.util.regex.Matcher m = java.util.regex.Pattern.compile("Altogether (\\d+) solution").matcher(err);
      assertTrue(m.find(), err);
      return Long.parseLong(m.group(1));
    } finally {
      java.nio.file.Files.delete(in);
    }
  }

  private static long commandCount(String... args) {
    CliRun r = CliRun.of(args);
    assertEquals(0, r.status(), r.err());
    return Long.parseLong(r.out().strip());
  }

  static List<String> counted() {
    return COUNTED;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("counted")
  void theExportedProblemHasTheCommandsCount(String row) throws Exception {
    String[] f = row.split(";");
    long exported = exportedCount(args(f[0]));
    long command = commandCount(args(f[1]));
    assertEquals(command, exported);
    long literature = Long.parseLong(f[2].strip());
    if (literature >= 0) {
      assertEquals(literature, exported);
    }
  }

  /**
   * Knuth's DLX2 and DLX3 stop with "Item name too long" past 8 characters and "Color must be a
   * single character" (dlx3.w, reading the options): every export must fit both, so that the
   * matrix can be checked with them as the docs say. Tantrix: a line goal (its {@code ordCi}
   * items), corners at inner vertices ({@code vCib}, {@code vCir}), two lines, and a board far
   * from the origin, whose cells go by their index ({@code c0}) and not by their coordinates.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = ';', value = {
    "sudoku count ................ --dlx",
    "sudoku solve 1...........34.. --dlx",
    "sudoku count ................................................................................. --dlx",
    "polyomino --set pentominoes --box 3x20 --dlx",
    "quantumino --aside 16 --box 2x2x20 --dlx",
    "steiner 2 3 7 --dlx",
    "steiner 3 4 10 --dlx",
    "tanks solve 4 --dlx",
    "tanks solve 5 --symmetry rot180 --holes --dlx",
    "tanks solve 11 --symmetry rot90 --dlx", // counts up to 10: colour a,
    "tanks solve 11 --symmetry rot90 --holes --break-symmetry --dlx", // its comparisons: g6k11, e6k11, colours = and <
    "tantrix solve --tiles 1-3 --shape 0,0~1,0~0,1 --loop Y --dlx",
    "tantrix solve rainbow_blue --dlx",
    "tantrix solve pyramid_1 --dlx",
    "tantrix solve pyramid_3 --dlx",
    "tantrix solve --tiles 1-3 --shape 100,-100~101,-100~100,-99 --loop Y --dlx",
  })
  void namesFitKnuthsPrograms(String export) {
    CliRun r = CliRun.of(java.util.Arrays.stream(export.split(" ")).map(a -> a.replace('~', ' ')).toArray(String[]::new));
    assertEquals(0, r.status(), r.err());
    ExactCoverProblem p = KnuthFormat.parse(r.out(), "--dlx").problem();
    assertTrue(p.itemCount() > 0);
    for (int i = 0; i < p.itemCount(); i++) {
      assertTrue(p.itemName(i).length() <= 8, "item name " + p.itemName(i));
    }
    for (int c = 1; c <= p.colourCount(); c++) {
      assertEquals(1, p.colourName(c).length(), "colour " + p.colourName(c));
    }
  }

  /**
   * Quantumino: counting its 2,327,552 packings of the 2x2x20 box (aside 16) takes the engine about
   * 20 minutes, so here the matrix has the rows the command reports and a solution; the count itself
   * is checked against the frontier sweep in polyomino's tests.
   */
  @Test
  void quantuminoHasTheRowsTheCommandCounts() {
    CliRun r = CliRun.of(args(QUANTUMINO));
    assertEquals(0, r.status(), r.err());
    ExactCoverProblem p = KnuthFormat.parse(r.out(), "--dlx").problem();
    long rows = commandCount("quantumino", "--aside", "16", "--box", "2x2x20", "--rows");
    assertEquals(rows, p.optionCount());
    assertEquals(16 + 80, p.primaryCount()); // 16 pieces placed, 80 cells covered
    assertTrue(ExactCoverSolver.of(p).findFirst().isPresent());
  }

  @Test
  void sudokuSolveWritesTheSameMatrixAsCount() {
    CliRun solve = CliRun.of("sudoku", "solve", "1...........34..", "--dlx");
    CliRun count = CliRun.of("sudoku", "count", "1...........34..", "--dlx");
    assertEquals(count.outLines().subList(1, count.outLines().size()),
        solve.outLines().subList(1, solve.outLines().size()));
  }

  @Test
  void tantrixCountsTheCoversBeforeItsGoalCheck() throws Exception {
    // the raw covers of the matrix: at least the solutions, which must also pass the goal check
    String[] export = {"tantrix", "solve", "--tiles", "1-3", "--shape", "0,0 1,0 0,1", "--loop", "Y", "--dlx"};
    CliRun r = CliRun.of(export);
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("does not express"), r.out());
    long covers = exportedCount(export);
    long solutions = commandCount("tantrix", "solve", "--tiles", "1-3", "--shape", "0,0 1,0 0,1", "--loop", "Y", "--count");
    assertTrue(covers >= solutions, covers + " covers, " + solutions + " solutions");
    assertTrue(solutions > 0);
  }

  @Test
  void dlxNeedsOnePuzzleOrAFixedBoard() {
    for (List<String> args : List.of(
        List.of("sudoku", "count", "--dlx", "................", "1..............."),
        List.of("tantrix", "solve", "--tiles", "1-3", "--loop", "Y", "--dlx"),
        List.of("quantumino", "--count", "--aside", "all", "--dlx"))) {
      CliRun r = CliRun.of(args.toArray(new String[0]));
      assertEquals(2, r.status(), args + ": " + r.err());
      assertEquals(1, r.errLines().size(), r.err());
    }
  }
}
