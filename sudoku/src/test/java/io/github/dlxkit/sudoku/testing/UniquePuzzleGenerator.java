package io.github.dlxkit.sudoku.testing;

import io.github.dlxkit.sudoku.SudokuKernel;
import io.github.dlxkit.sudoku.model.SudokuSolver;
import io.github.dlxkit.sudoku.model.Symbols;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * How the larger test puzzles in {@code src/test/resources/sudoku} were made: a random valid grid
 * ({@link RandomGrids#grid}, seeded), then its cells in a seeded random order, blanking each one
 * if the puzzle still has exactly one solution (checked with the BACKTRACK solver), until the
 * target number of blanks is reached. The solution is therefore the starting grid, and the tests
 * check uniqueness again with both solvers.
 *
 * <p>Run: {@code java -cp ... io.github.dlxkit.sudoku.testing.UniquePuzzleGenerator BOX_SIZE SEED BLANKS}
 * prints the grid and the puzzle in compact form.
 */
public final class UniquePuzzleGenerator {
  private UniquePuzzleGenerator() {}

  /** A puzzle with a unique solution ({@code grid}) and up to {@code blanks} blanks. */
  public static int[] puzzle(int n, int[] grid, int blanks, Random random) {
    SudokuSolver solver = SudokuKernel.BACKTRACK.newSolver(n);
    List<Integer> cells = new ArrayList<>();
    for (int i = 0; i < grid.length; i++) {
      cells.add(i);
    }
    Collections.shuffle(cells, random);
    int[] puzzle = grid.clone();
    int done = 0;
    for (int cell : cells) {
      if (done == blanks) {
        break;
      }
      int keep = puzzle[cell];
      puzzle[cell] = 0;
      if (solver.countUpTo(puzzle, 2) == 1) {
        done++;
      } else {
        puzzle[cell] = keep;
      }
    }
    return puzzle;
  }

  public static void main(String[] args) {
    int n = Integer.parseInt(args[0]);
    Random random = new Random(Long.parseLong(args[1]));
    int[] grid = RandomGrids.grid(n, random);
    int[] puzzle = puzzle(n, grid, Integer.parseInt(args[2]), random);
    System.out.println(compact(grid));
    System.out.println(compact(puzzle));
  }

  private static String compact(int[] cells) {
    StringBuilder sb = new StringBuilder();
    for (int v : cells) {
      sb.append(Symbols.charOf(v));
    }
    return sb.toString();
  }
}
