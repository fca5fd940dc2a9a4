package io.github.dlxkit.sudoku.encoding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.kernel.Matrices;
import io.github.dlxkit.core.kernel.SearchMatrix;
import io.github.dlxkit.sudoku.PuzzleSets;
import io.github.dlxkit.sudoku.Sudoku;
import io.github.dlxkit.sudoku.model.Geometry;
import org.junit.jupiter.api.Test;

/**
 * The Sudoku solver breaks ties between items with two options left by weighing them (core's
 * {@code SearchMatrix.setPairWeighing}, off by default), which is why it proves top95's puzzles
 * unique in about a fifth fewer nodes than the plain choice (commit e6bfdc2: 506 against 638 per
 * puzzle): the solver's node counts are those of the cells kernel with weighing, puzzle by puzzle,
 * and smaller than without it over the whole set.
 */
class PairWeighingTest {

  @Test
  void theSolverWeighsPairsAndItPaysOnTop95() {
    SudokuEncoding encoding = SudokuEncoding.of(3);
    DlxSudokuSolver solver = new DlxSudokuSolver(Geometry.of(3));
    long weighed = 0;
    long plain = 0;
    int[] grid = new int[81];
    for (String line : PuzzleSets.load("top95")) {
      int[] puzzle = Sudoku.parse(line).toArray();
      solver.start(puzzle);
      long before = solver.nodes();
      int solutions = 0;
      while (solutions < 2 && solver.next(grid)) {
        solutions++;
      }
      assertEquals(1, solutions, line);
      long solverNodes = solver.nodes() - before;
      long[] nodes = new long[2];
      for (int w = 0; w < 2; w++) {
        SearchMatrix m = Matrices.cells(encoding.problem());
        m.setPairWeighing(w == 1);
        for (int cell = 0; cell < 81; cell++) {
          if (puzzle[cell] != 0) {
            assertTrue(m.fix(cell * 9 + puzzle[cell] - 1), line);
          }
        }
        assertEquals(1, m.countAll(), line);
        nodes[w] = m.nodes();
      }
      assertEquals(nodes[1], solverNodes, "the solver's nodes against weighing's, " + line);
      plain += nodes[0];
      weighed += nodes[1];
    }
    assertTrue(weighed < plain * 0.9, "top95: " + weighed + " nodes weighing, " + plain + " not");
  }
}
