package io.github.dlxkit.sudoku.testing;

import java.util.ArrayList;
import java.util.List;

/**
 * The slow, obviously correct twin of both solvers: fill the first blank cell (row-major) with each
 * value in turn that does not already occur in its row, column or box, and recurse. No
 * propagation, no heuristics. Fine for 4×4 grids and for 9×9 puzzles with a few dozen blanks.
 */
public final class NaiveSolver {
  private final int n;
  private final int side;
  private final int[] grid;
  private final List<int[]> found = new ArrayList<>();
  private int limit;

  private NaiveSolver(int n, int[] puzzle) {
    this.n = n;
    this.side = n * n;
    this.grid = puzzle.clone();
  }

  /** Up to {@code limit} solutions of {@code puzzle} (box size n), in lexicographic order. */
  public static List<int[]> solutions(int n, int[] puzzle, int limit) {
    NaiveSolver s = new NaiveSolver(n, puzzle);
    s.limit = limit;
    if (s.givensAreConsistent()) {
      s.search(0);
    }
    return s.found;
  }

  private boolean givensAreConsistent() {
    for (int cell = 0; cell < grid.length; cell++) {
      int v = grid[cell];
      if (v != 0) {
        grid[cell] = 0;
        boolean ok = allowed(cell, v);
        grid[cell] = v;
        if (!ok) {
          return false;
        }
      }
    }
    return true;
  }

  private void search(int from) {
    if (found.size() >= limit) {
      return;
    }
    int cell = from;
    while (cell < grid.length && grid[cell] != 0) {
      cell++;
    }
    if (cell == grid.length) {
      found.add(grid.clone());
      return;
    }
    for (int v = 1; v <= side; v++) {
      if (allowed(cell, v)) {
        grid[cell] = v;
        search(cell + 1);
        grid[cell] = 0;
      }
    }
  }

  private boolean allowed(int cell, int v) {
    int r = cell / side;
    int c = cell % side;
    for (int k = 0; k < side; k++) {
      if (grid[r * side + k] == v || grid[k * side + c] == v) {
        return false;
      }
    }
    int r0 = r - r % n;
    int c0 = c - c % n;
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        if (grid[(r0 + i) * side + c0 + j] == v) {
          return false;
        }
      }
    }
    return true;
  }
}
