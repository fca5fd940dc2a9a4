package io.github.dlxkit.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.sudoku.testing.GridChecks;
import io.github.dlxkit.sudoku.testing.RandomGrids;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Grids of every size from 1×1 to 100×100. */
class SizesTest {

  @Test
  void oneByOne() {
    for (SudokuKernel kernel : SudokuKernel.values()) {
      assertEquals(1, new Sudoku(".").count(kernel));
      assertEquals(1, new Sudoku("1").count(kernel));
      assertEquals("1", new Sudoku(".").findFirst(kernel).orElseThrow().toString());
    }
  }

  /** 288 is the number of 4×4 Sudoku grids ("Shidoku"): OEIS A107739, a(2) = 288. */
  @Test
  void emptyFourByFourHas288Solutions() {
    Sudoku empty = new Sudoku("................");
    for (SudokuKernel kernel : SudokuKernel.values()) {
      Set<Sudoku> grids = new HashSet<>();
      empty.solutions(kernel).forEach(s -> {
        assertTrue(GridChecks.isValidGrid(2, s.toArray()), s.toString());
        grids.add(s);
      });
      assertEquals(288, grids.size(), kernel.name());
      assertEquals(288, empty.count(kernel));
    }
    assertEquals(288, empty.count(2));
  }

  static List<String> resource(String name) throws IOException {
    try (InputStream in = SizesTest.class.getResourceAsStream("/sudoku/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
    }
  }

  /** Puzzles generated with a known unique solution (see the resources' README). */
  @ParameterizedTest
  @ValueSource(strings = {"unique_16x16.txt", "unique_25x25.txt", "unique_36x36.txt"})
  void largeUniquePuzzles(String file) throws IOException {
    List<String> lines = resource(file);
    Sudoku grid = new Sudoku(lines.get(0));
    Sudoku puzzle = new Sudoku(lines.get(1));
    int n = puzzle.boxSize();
    assertTrue(GridChecks.isValidGrid(n, grid.toArray()), "line 1 is a valid grid");
    assertTrue(GridChecks.keepsGivens(puzzle.toArray(), grid.toArray()), "line 2 is a puzzle of it");
    for (SudokuKernel kernel : SudokuKernel.values()) {
      assertEquals(List.of(grid), puzzle.solutionsUpTo(2, kernel), kernel.name());
    }
    assertEquals(puzzle, new Sudoku(puzzle.toString()));
  }

  @Test
  void thirtySixByThirtySixUsesTheSymbolAfterZ() {
    Sudoku grid = new Sudoku(RandomGrids.grid(6, new Random(6)));
    String text = grid.toString();
    assertTrue(text.contains("z") && text.contains("{"), "36 is written '{' as Sage's to_string does");
    assertEquals(grid, new Sudoku(text));
  }

  /**
   * A 100×100 grid (box size 10, the largest accepted) with 200 random blanks: DLX solves it and
   * the solution is valid; BACKTRACK refuses the size with a clear message.
   */
  @Test
  void hundredByHundred() {
    Random random = new Random(100);
    int[] puzzle = RandomGrids.blank(RandomGrids.grid(10, random), 200, random);
    Sudoku s = new Sudoku(puzzle);
    assertEquals(10, s.boxSize());
    Sudoku solved = s.findFirst().orElseThrow();
    assertTrue(GridChecks.solves(10, puzzle, solved.toArray()));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> s.solutions(SudokuKernel.BACKTRACK));
    assertEquals("the BACKTRACK kernel handles box sizes up to 8 (64×64 grids), not 10; use DLX", e.getMessage());
  }

  @Test
  void sixtyFourBySixtyFourIsTheLargestForBacktrack() {
    Random random = new Random(64);
    int[] puzzle = RandomGrids.blank(RandomGrids.grid(8, random), 300, random);
    Sudoku solved = new Sudoku(puzzle).findFirst(SudokuKernel.BACKTRACK).orElseThrow();
    assertTrue(GridChecks.solves(8, puzzle, solved.toArray()));
  }

  @Test
  void tooLarge() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Sudoku(new int[121 * 121]));
    assertTrue(e.getMessage().contains("got 14641"), e.getMessage());
  }
}
