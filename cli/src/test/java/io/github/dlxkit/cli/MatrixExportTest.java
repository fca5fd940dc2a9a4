package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.search.ExactCoverSolver;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * {@code --dlx} on the puzzle commands: the problem written is read back with {@link KnuthFormat} and
 * counted with the core engine ({@code DancingLinks}), and that count must be the command's own count
 * of the same puzzle, found by the command's own method (frontier sweep for Quantumino, the
 * bitboard or a fixed-block count where the command uses them). The numbers themselves come from
 * the literature where one is named: 288 Shidoku grids; pentominoes 3x20: 2 tilings up to symmetry,
 * 8 with their turns and reflections (Knuth 2000); 30 labelled Fano planes S(2,3,7).
 */
class MatrixExportTest {

  private static long exportedCount(String... args) {
    CliRun r = CliRun.of(args);
    assertEquals(0, r.status(), r.err());
    assertTrue(r.outLines().get(0).startsWith("| "), r.outLines().get(0));
    ExactCoverProblem p = KnuthFormat.parse(r.out(), "--dlx").problem();
    return ExactCoverSolver.of(p).count();
  }

  private static long commandCount(String... args) {
    CliRun r = CliRun.of(args);
    assertEquals(0, r.status(), r.err());
    return Long.parseLong(r.out().strip());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = ';', value = {
    "sudoku count ................ --dlx; sudoku count ................; 288",  // Shidoku grids
    "sudoku count 1...........34.. --dlx; sudoku count 1...........34..; -1",
    "polyomino --set pentominoes --box 3x20 --dlx; polyomino --set pentominoes --box 3x20 --count; 8", // Knuth 2000
    "steiner 2 3 7 --dlx; steiner 2 3 7 --count --plain; 30",                 // labelled Fano planes
    "steiner 2 3 9 --dlx; steiner 2 3 9 --count; 840",
    "tanks 4 --dlx; tanks 4 --count; -1",
    "tanks 5 --symmetry rot180 --dlx; tanks 5 --symmetry rot180 --count; -1",
    // a line goal with order and corner items; every cover of this matrix passes the goal check
    // (15 covers, 15 solutions; Knuth's dlx3 on the same export: 15 solutions, 5,213 nodes)
    "tantrix solve rainbow_blue --dlx; tantrix solve rainbow_blue --count; -1",
  })
  void theExportedProblemHasTheCommandsCount(String export, String count, long literature) {
    long exported = exportedCount(export.split(" "));
    long command = commandCount(count.split(" "));
    assertEquals(command, exported);
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
    "tanks 4 --dlx",
    "tanks 5 --symmetry rot180 --holes --dlx",
    "tanks 11 --symmetry rot90 --dlx", // counts up to 10: colour a,
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
    CliRun r = CliRun.of("quantumino", "--aside", "16", "--box", "2x2x20", "--dlx");
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
  void tantrixCountsTheCoversBeforeItsGoalCheck() {
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
