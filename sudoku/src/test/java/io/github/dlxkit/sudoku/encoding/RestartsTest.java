package io.github.dlxkit.sudoku.encoding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.kernel.Matrices;
import io.github.dlxkit.core.kernel.SearchMatrix;
import io.github.dlxkit.core.model.Solution;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.RestartingSearch;
import io.github.dlxkit.sudoku.testing.GridChecks;
import io.github.dlxkit.sudoku.testing.NaiveSolver;
import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;

/**
 * Core's {@link RestartingSearch} on the Sudoku encoding: restarted searches (cut after 1 to 3 nodes,
 * so that they restart) agree with the module's naive solver on whether a grid has a solution,
 * return grids that the independent {@link GridChecks} accept, and repeat themselves for a seed.
 */
class RestartsTest {

  /** The grid of a solution of {@code encoding}'s problem. */
  private static int[] grid(SudokuEncoding encoding, Solution s) {
    int[] grid = new int[encoding.geometry().cellCount()];
    for (int option : s.optionIds()) {
      grid[encoding.cellOf(option)] = encoding.valueOf(option);
    }
    return grid;
  }

  /**
   * Random 4×4 givens: each cell given with probability 1/3 a random value that repeats no earlier
   * given of its row, column or box (so some grids have solutions, some none).
   */
  private static int[] randomGivens(long seed) {
    Random random = new Random(seed);
    int[] cells = new int[16];
    for (int cell = 0; cell < 16; cell++) {
      int v = 1 + random.nextInt(4);
      if (random.nextInt(3) == 0 && !clashes(cells, cell, v)) {
        cells[cell] = v;
      }
    }
    return cells;
  }

  /** Whether {@code v} in {@code cell} would repeat a value of its row, column or box (4×4). */
  private static boolean clashes(int[] cells, int cell, int v) {
    for (int other = 0; other < 16; other++) {
      boolean shares = other / 4 == cell / 4 || other % 4 == cell % 4
          || (other / 8 == cell / 8 && other % 4 / 2 == cell % 4 / 2);
      if (shares && cells[other] == v) {
        return true;
      }
    }
    return false;
  }

  @Property(tries = 150)
  void restartsAgreeWithTheNaiveSolver(@ForAll long seed, @ForAll @IntRange(min = 1, max = 3) int unit) {
    int[] givens = randomGivens(seed);
    SudokuEncoding encoding = SudokuEncoding.of(2);
    ExactCoverSolver solver = encoding.solver().withFixedOptions(encoding.givenOptions(givens));
    RestartingSearch.Result r = solver.withRestarts(seed).withUnit(unit).first(1);
    boolean solvable = !NaiveSolver.solutions(2, givens, 1).isEmpty();
    Statistics.collect(solvable ? "solvable" : "no solution", r.restarts() > 0 ? "restarted" : "one run");
    String where = Arrays.toString(givens) + " unit " + unit;
    assertEquals(solvable ? 1 : 0, r.solutions().size(), where);
    assertTrue(r.solutions().size() == 1 || r.isComplete(), "'no solution' must be proven: " + where);
    for (Solution s : r.solutions()) {
      assertTrue(GridChecks.solves(2, givens, grid(encoding, s)), where);
      RestartingSearch.Result again = solver.withRestarts(seed).withUnit(unit).first(1);
      assertArrayEquals(grid(encoding, s), grid(encoding, again.solutions().get(0)), "same seed: " + where);
    }
  }

  /**
   * The first top95 puzzle with a wrong value added in a blank cell, one that repeats no given:
   * no solution (the search without restarts says so), and the restarted search, cut after 1 node,
   * still proves it; at least one such grid needs restarts to do so.
   */
  @Example
  void noSolutionIsStillProvenAfterRestarts() {
    int[] puzzle = io.github.dlxkit.sudoku.Sudoku.parse(io.github.dlxkit.sudoku.PuzzleSets.load("top95").get(0)).toArray();
    SudokuEncoding encoding = SudokuEncoding.of(3);
    // the givens' options fixed on a matrix of their own: false where a wrong value repeats a given
    SearchMatrix givens = Matrices.links(encoding.problem());
    int restarted = 0;
    int refuted = 0;
    for (int cell = 0; cell < 81 && restarted == 0; cell++) {
      for (int v = 1; v <= 9 && puzzle[cell] == 0 && restarted == 0; v++) {
        int[] wrong = puzzle.clone();
        wrong[cell] = v;
        ExactCoverSolver solver = encoding.solver().withFixedOptions(encoding.givenOptions(wrong));
        if (!fixesAll(givens, encoding.givenOptions(wrong)) || solver.countUpTo(1) != 0) {
          continue; // one that repeats a given, or the right value
        }
        RestartingSearch.Result r = solver.withRestarts(cell).withUnit(1).first(1);
        assertTrue(r.solutions().isEmpty() && r.isComplete(), cell + "=" + v + ": " + r);
        refuted++;
        restarted += r.restarts() > 0 ? 1 : 0;
      }
    }
    assertTrue(restarted > 0, "none of " + refuted + " wrong givens needed a restart to refute");
  }

  /** An empty 9×9 grid, cut after 1 node: restarted, and the grid it returns is valid. */
  @Example
  void emptyNineByNineAfterRestarts() {
    SudokuEncoding encoding = SudokuEncoding.of(3);
    RestartingSearch.Result r = encoding.solver().withRestarts(5).withUnit(1).first(1);
    assertTrue(r.restarts() > 0, r.toString());
    assertTrue(GridChecks.isValidGrid(3, grid(encoding, r.solutions().get(0))), r.toString());
  }

  /** Whether {@code options} can all be fixed together on {@code m}, from the matrix as built. */
  private static boolean fixesAll(SearchMatrix m, int[] options) {
    m.reset();
    for (int id : options) {
      if (!m.fix(id)) {
        return false;
      }
    }
    return true;
  }
}
