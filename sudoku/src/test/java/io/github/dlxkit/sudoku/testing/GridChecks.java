package io.github.dlxkit.sudoku.testing;

/**
 * Independent checks of solutions, written without the module's geometry so that they do not share
 * its bugs: every row, column and box holds each of 1..N exactly once, and the givens are kept.
 */
public final class GridChecks {
  private GridChecks() {}

  /** Whether {@code grid} (row-major, N² values) is a complete, valid Sudoku of box size n. */
  public static boolean isValidGrid(int n, int[] grid) {
    int side = n * n;
    if (grid.length != side * side) {
      return false;
    }
    for (int i = 0; i < side; i++) {
      boolean[] row = new boolean[side + 1];
      boolean[] col = new boolean[side + 1];
      boolean[] box = new boolean[side + 1];
      for (int j = 0; j < side; j++) {
        int inRow = grid[i * side + j];
        int inCol = grid[j * side + i];
        // box i, its j-th cell in reading order
        int r = (i / n) * n + j / n;
        int c = (i % n) * n + j % n;
        int inBox = grid[r * side + c];
        for (int v : new int[] {inRow, inCol, inBox}) {
          if (v < 1 || v > side) {
            return false;
          }
        }
        if (row[inRow] || col[inCol] || box[inBox]) {
          return false;
        }
        row[inRow] = true;
        col[inCol] = true;
        box[inBox] = true;
      }
    }
    return true;
  }

  /** Whether {@code solution} keeps every given of {@code puzzle} (0 = blank). */
  public static boolean keepsGivens(int[] puzzle, int[] solution) {
    if (puzzle.length != solution.length) {
      return false;
    }
    for (int i = 0; i < puzzle.length; i++) {
      if (puzzle[i] != 0 && puzzle[i] != solution[i]) {
        return false;
      }
    }
    return true;
  }

  /** Both checks. */
  public static boolean solves(int n, int[] puzzle, int[] solution) {
    return isValidGrid(n, solution) && keepsGivens(puzzle, solution);
  }
}
