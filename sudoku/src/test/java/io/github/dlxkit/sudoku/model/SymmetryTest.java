package io.github.dlxkit.sudoku.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.sudoku.SudokuKernel;
import io.github.dlxkit.sudoku.Sudoku;
import io.github.dlxkit.sudoku.testing.GridChecks;
import io.github.dlxkit.sudoku.testing.RandomGrids;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A symmetry keeps grids valid and puzzles' solution counts. */
class SymmetryTest {

  @Test
  void imagesOfValidGridsAreValid() {
    Random random = new Random(4);
    for (int n = 1; n <= 5; n++) {
      int[] grid = RandomGrids.grid(n, random);
      for (int k = 0; k < 5; k++) {
        assertTrue(GridChecks.isValidGrid(n, Symmetry.random(Geometry.of(n), grid, random)));
      }
    }
  }

  @Test
  void imagesKeepTheNumberOfSolutions() {
    // Royle's #3000 as in SageMath's docs: 5 solutions; counted again by DLX for each image
    int[] h = new Sudoku("8..6..9.5.............2.31...7318.6.24.....73...........279.1..5...8..36..3......").toArray();
    Random random = new Random(9);
    for (int k = 0; k < 10; k++) {
      int[] image = Symmetry.random(Geometry.of(3), h, random);
      assertEquals(5, new Sudoku(image).count(SudokuKernel.DLX));
      assertEquals(new Sudoku(h).givenCount(), new Sudoku(image).givenCount());
    }
  }
}
