package io.github.dlxkit.cli.sudoku;

import static io.github.dlxkit.cli.sudoku.SudokuCommandTest.TOP95;
import static io.github.dlxkit.cli.sudoku.SudokuCommandTest.assertOneErrorLine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.CliRun;
import io.github.dlxkit.sudoku.Sudoku;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Big grids on the command line, {@code count --json/--time-limit}, {@code generate} and {@code bench}. */
class SudokuSizesAndToolsTest {

  /**
   * The pattern grid v(r, c) = (n (r mod n) + r div n + c) mod N + 1, valid for every box size n
   * (each row a cyclic shift of the first; the shifts complete columns and boxes), with one blank
   * per row in distinct columns: every blank is the only one of its row, so the grid is the unique
   * solution.
   */
  static int[] pattern(int n) {
    int side = n * n;
    int[] grid = new int[side * side];
    for (int r = 0; r < side; r++) {
      for (int c = 0; c < side; c++) {
        grid[r * side + c] = (n * (r % n) + r / n + c) % side + 1;
      }
    }
    return grid;
  }

  static int[] withBlanks(int[] grid, int side) {
    int[] puzzle = grid.clone();
    for (int r = 0; r < side; r++) {
      puzzle[r * side + (r * 7) % side] = 0;
    }
    return puzzle;
  }

  static String numbers(int[] cells, String separator) {
    return IntStream.of(cells).mapToObj(Integer::toString).collect(Collectors.joining(separator));
  }

  @Test
  void aFortyNineByFortyNineGridInEveryForm() {
    int[] grid = pattern(7);
    int[] puzzle = withBlanks(grid, 49);
    String json = new Sudoku(grid).toJson();
    // as an argument: numbers separated by spaces
    CliRun run = CliRun.of("sudoku", "solve", "--format", "json", numbers(puzzle, " "));
    assertEquals(0, run.status(), run.err());
    assertEquals(List.of(json), run.outLines());
    // from stdin as a matrix block, out as a matrix, and that read back again
    String matrix = new Sudoku(puzzle).toMatrixText();
    CliRun asMatrix = CliRun.withStdin(matrix + "\n", "sudoku", "solve", "--format", "matrix");
    assertEquals(0, asMatrix.status(), asMatrix.err());
    assertEquals(new Sudoku(grid).toMatrixText() + "\n\n", asMatrix.out()); // a blank line ends the block
    CliRun again = CliRun.withStdin(asMatrix.out(), "sudoku", "count", "--json");
    assertEquals(List.of("{\"line\":1,\"count\":1}"), again.outLines());
    // string form beyond 36×36 is the list form, which reads back
    CliRun asString = CliRun.withStdin("[" + numbers(puzzle, ", ") + "]\n", "sudoku", "solve");
    assertEquals(List.of(new Sudoku(grid).toList().toString()), asString.outLines());
  }

  @Test
  void aHundredByHundredGridCounts() {
    int[] puzzle = withBlanks(pattern(10), 100);
    CliRun run = CliRun.of("sudoku", "count", numbers(puzzle, ","));
    assertEquals(0, run.status(), run.err());
    assertEquals(List.of("1"), run.outLines());
  }

  @Test
  void countJsonAndTimeLimit() {
    CliRun json = CliRun.of("sudoku", "count", "--json", SudokuCommandTest.H);
    assertEquals(0, json.status(), json.err());
    assertTrue(json.out().startsWith("{\"puzzle\":\"" + SudokuCommandTest.H
        + "\",\"count\":5,\"complete\":true,\"stop\":\"completed\",\"nodes\":"), json.out());
    // the empty 9×9 has 6,670,903,752,021,072,936,960 solutions (Felgenhauer and Jarvis): far
    // more than one second's worth
    CliRun limited = CliRun.of("sudoku", "count", "--json", "--progress", "--time-limit", "2", ".".repeat(81));
    assertEquals(1, limited.status(), limited.err());
    assertTrue(limited.out().contains("\"complete\":false,\"stop\":\"time_limit\""), limited.out());
    List<String> err = limited.errLines();
    assertTrue(err.get(0).startsWith("progress "), limited.err()); // reported after the first second
    assertTrue(err.get(err.size() - 1).startsWith("dlx sudoku count: stopped (time limit) after"), limited.err());
    assertOneErrorLine(CliRun.of("sudoku", "count", "--time-limit", "0", SudokuCommandTest.H), 2,
        "dlx sudoku count: Invalid value for option '--time-limit': '0' is out of range (allowed: 1ms..100000000s, e.g. 30 (seconds), 500ms, 30s, 5m, 1h) (see 'dlx sudoku count --help')");
    assertOneErrorLine(CliRun.of("sudoku", "count", "--kernel", "backtrack", "--progress", SudokuCommandTest.H), 2,
        "dlx sudoku count: --progress and --time-limit work with --kernel dlx");
    CliRun limitOnEngine = CliRun.of("sudoku", "count", "--json", "--limit", "3", SudokuCommandTest.H);
    assertTrue(limitOnEngine.out().contains("\"count\":3,\"complete\":true"), limitOnEngine.out());
  }

  @Test
  void generatedPuzzlesReadBackUnique() {
    CliRun run = CliRun.of("sudoku", "generate", "--count", "4", "--seed", "5", "--minimal");
    assertEquals(0, run.status(), run.err());
    List<String> lines = run.outLines();
    assertEquals(8, lines.size());
    for (int i = 0; i < 8; i += 2) {
      assertTrue(lines.get(i).matches("# " + (i / 2 + 1) + ": givens=\\d+ technique=[a-z-]+ guesses=\\d+"), lines.get(i));
    }
    assertEquals(lines, CliRun.of("sudoku", "generate", "--count", "4", "--seed", "5", "--minimal").outLines());
    CliRun counted = CliRun.withStdin(run.out(), "sudoku", "count", "--kernel", "dlx");
    assertEquals(Collections.nCopies(4, "1"), counted.outLines());
    CliRun matrix = CliRun.of("sudoku", "generate", "--size", "4", "--count", "3", "--format", "matrix");
    CliRun matrixCounted = CliRun.withStdin(matrix.out(), "sudoku", "count");
    assertEquals(Collections.nCopies(3, "1"), matrixCounted.outLines(), matrix.out());
  }

  @Test
  void generateRefusesBadOptions() {
    assertOneErrorLine(CliRun.of("sudoku", "generate", "--size", "25"), 2,
        "dlx sudoku generate: --size must be 1, 4, 9 or 16 (the grid's side), got 25");
    assertOneErrorLine(CliRun.of("sudoku", "generate", "--count", "0"), 2,
        "dlx sudoku generate: --count must be 1 to 1000000, got 0");
  }

  @Test
  void benchCountsMatchTheFile() throws IOException {
    long inFile = Files.readAllLines(Path.of(TOP95)).stream().filter(l -> !l.isBlank()).count();
    CliRun run = CliRun.of("sudoku", "bench", "--kernel", "backtrack,dlx", "--time", "0", "--warmup", "0", TOP95,
        "--permute", TOP95);
    assertEquals(0, run.status(), run.err());
    List<String> rows = new ArrayList<>();
    for (String line : run.outLines()) {
      if (line.startsWith("|backtrack") || line.startsWith("|dlx")) {
        rows.add(line);
      }
    }
    assertEquals(4, rows.size(), run.out());
    for (String row : rows) {
      String[] cells = row.split("\\|");
      assertEquals(inFile, Long.parseLong(cells[6].strip()), row);
      assertEquals(inFile, Long.parseLong(cells[7].strip()), row); // top95: every puzzle unique
      if (row.startsWith("|dlx")) {
        // singles solve none of top95 (DifficultyTest), so DLX guesses on every puzzle
        assertEquals("0.0%", cells[4].strip(), row);
        assertTrue(Double.parseDouble(cells[5].strip()) >= 1, row);
      }
    }
    assertTrue(run.outLines().get(0).startsWith("|" + TOP95), run.out());
  }

  @Test
  void benchRefusesBadInput() throws IOException {
    assertEquals(2, CliRun.of("sudoku", "bench", "no/such/file.txt").status());
    assertOneErrorLine(CliRun.of("sudoku", "bench", "--time", "-1", TOP95), 2,
        "dlx sudoku bench: --time must be 0 to 3600 seconds, got -1.0");
  }
}
