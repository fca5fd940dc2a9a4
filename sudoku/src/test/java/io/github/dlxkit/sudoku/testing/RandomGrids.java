package io.github.dlxkit.sudoku.testing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Random valid grids and puzzles for property tests. A grid is the pattern grid
 * {@code v(r, c) = (n (r mod n) + r div n + c) mod N + 1} (valid: each row is a cyclic shift of the
 * first, and the shifts make columns and boxes complete) transformed by random validity-preserving
 * symmetries: relabelling the values, permuting rows within a band, bands, columns within a stack
 * and stacks, and transposing. A puzzle is such a grid with random cells blanked, so it has at
 * least one solution.
 */
public final class RandomGrids {
  private RandomGrids() {}

  /** A random valid grid of box size n. */
  public static int[] grid(int n, Random random) {
    int side = n * n;
    int[] pattern = new int[side * side];
    for (int r = 0; r < side; r++) {
      for (int c = 0; c < side; c++) {
        pattern[r * side + c] = (n * (r % n) + r / n + c) % side + 1;
      }
    }
    int[] rows = lineOrder(n, random);
    int[] cols = lineOrder(n, random);
    List<Integer> labels = new ArrayList<>();
    for (int v = 1; v <= side; v++) {
      labels.add(v);
    }
    Collections.shuffle(labels, random);
    boolean transpose = random.nextBoolean();
    int[] grid = new int[side * side];
    for (int r = 0; r < side; r++) {
      for (int c = 0; c < side; c++) {
        int v = pattern[rows[r] * side + cols[c]];
        int target = transpose ? c * side + r : r * side + c;
        grid[target] = labels.get(v - 1);
      }
    }
    return grid;
  }

  /** A random order of the N lines that keeps bands (stacks) together. */
  private static int[] lineOrder(int n, Random random) {
    List<Integer> bands = new ArrayList<>();
    for (int b = 0; b < n; b++) {
      bands.add(b);
    }
    Collections.shuffle(bands, random);
    int[] order = new int[n * n];
    int k = 0;
    for (int band : bands) {
      List<Integer> within = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        within.add(i);
      }
      Collections.shuffle(within, random);
      for (int i : within) {
        order[k++] = band * n + i;
      }
    }
    return order;
  }

  /** {@code grid} with {@code blanks} distinct random cells set to 0. */
  public static int[] blank(int[] grid, int blanks, Random random) {
    List<Integer> cells = new ArrayList<>();
    for (int i = 0; i < grid.length; i++) {
      cells.add(i);
    }
    Collections.shuffle(cells, random);
    int[] puzzle = grid.clone();
    for (int i = 0; i < blanks; i++) {
      puzzle[cells.get(i)] = 0;
    }
    return puzzle;
  }
}
