package io.github.dlxkit.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.sudoku.testing.GridChecks;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The shipped benchmark sets: every puzzle has exactly one solution (as the sets' sources state:
 * the tdoku benchmark data, Royle's list of 17-clue puzzles), both solvers find it, and it is a
 * valid grid that keeps the givens.
 */
class PuzzleSetsTest {
  /** Sizes from the data README (and tdoku's files). */
  static final Map<String, Integer> SIZES =
      Map.of("top95", 95, "magictour_top1465", 1465, "forum_hardest_1106", 375, "royle_17clue_sample", 984);

  @ParameterizedTest
  @ValueSource(strings = {"top95", "magictour_top1465", "forum_hardest_1106", "royle_17clue_sample"})
  void everyPuzzleIsUniqueAndBothSolversAgree(String name) {
    List<String> puzzles = PuzzleSets.load(name);
    assertEquals(SIZES.get(name), puzzles.size());
    for (String line : puzzles) {
      Sudoku puzzle = new Sudoku(line);
      List<Sudoku> backtrack = puzzle.solutionsUpTo(2, SudokuKernel.BACKTRACK);
      List<Sudoku> dlx = puzzle.solutionsUpTo(2, SudokuKernel.DLX);
      assertEquals(1, backtrack.size(), line);
      assertEquals(backtrack, dlx, line);
      assertTrue(GridChecks.solves(3, puzzle.toArray(), backtrack.get(0).toArray()), line);
      if (name.startsWith("royle")) {
        assertEquals(17, puzzle.givenCount(), line);
      }
    }
  }

  @Test
  void unknownSet() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PuzzleSets.load("top96"));
    assertTrue(e.getMessage().contains("top96"));
  }
}
