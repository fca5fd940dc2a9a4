package io.github.dlxkit.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.sudoku.testing.GridChecks;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every puzzle of SageMath's {@code sage.games.sudoku} documentation, with the number of solutions
 * recorded in {@code sage_examples.tsv} (from Sage's doctests where they state it, e.g. 5 for
 * Royle's #3000 {@code h} and 0 for {@code hbad}; verified there by two independent solvers; the
 * empty 4×4 has 288, the number of 4×4 Sudoku grids, OEIS A107739). Both kernels must give the
 * count, and every solution must be valid, keep the givens, and be found by both.
 */
class SageExamplesTest {

  record Example(String puzzle, long expected, String name, String context) {}

  static List<Example> examples() throws IOException {
    try (InputStream in = SageExamplesTest.class.getResourceAsStream("/sudoku/sage_examples.tsv")) {
      String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      return text.lines().skip(1).filter(l -> !l.isBlank()).map(l -> {
        String[] f = l.split("\t");
        return new Example(f[0], Long.parseLong(f[1]), f[2], f[4]);
      }).toList();
    }
  }

  @TestFactory
  Stream<DynamicTest> everyDocumentedPuzzleHasItsCount() throws IOException {
    List<Example> examples = examples();
    assertEquals(22, examples.size(), "sage_examples.tsv lists 22 puzzles");
    return examples.stream().map(e -> DynamicTest.dynamicTest(
        e.name() + " has " + e.expected() + " solution(s) (" + e.context() + ")", () -> check(e)));
  }

  private static void check(Example e) {
    Sudoku puzzle = new Sudoku(e.puzzle());
    int n = puzzle.boxSize();
    Set<Sudoku> dlx = new HashSet<>();
    Set<Sudoku> backtrack = new HashSet<>();
    puzzle.solve(SudokuKernel.DLX).forEach(dlx::add);
    puzzle.solve(SudokuKernel.BACKTRACK).forEach(backtrack::add);
    assertEquals(e.expected(), dlx.size(), "DLX solutions");
    assertEquals(dlx, backtrack, "both kernels find the same solutions");
    assertEquals(e.expected(), puzzle.count(SudokuKernel.DLX));
    assertEquals(e.expected(), puzzle.count(SudokuKernel.BACKTRACK));
    assertEquals(e.expected() == 1, puzzle.isUnique());
    assertEquals(e.expected() == 1, puzzle.isUnique(SudokuKernel.BACKTRACK));
    for (Sudoku s : dlx) {
      assertTrue(GridChecks.solves(n, puzzle.toArray(), s.toArray()), s.toString());
    }
  }
}
