package io.github.dlxkit.sudoku.model;

import java.util.Random;

/**
 * The validity-preserving symmetries of a Sudoku grid: relabelling the values, permuting the bands
 * and the rows within each band, the stacks and the columns within each stack, and transposing.
 * A puzzle and its image have the same number of solutions (the images of each other's), so
 * benchmarks may shuffle puzzles by them, as tdoku's harness does, to keep a solver from profiting
 * from the way a collection happens to be written.
 *
 * <pre>{@code
 * Sudoku a = new Sudoku("1...3..2.1.3...1");
 * a.count();               // 2
 * int[] b = Symmetry.random(a.geometry(), a.toArray(), new Random(1));
 * new Sudoku(b).count();   // 2: a symmetry keeps the number of solutions
 * }</pre>
 */
public final class Symmetry {
  private Symmetry() {}

  /**
   * {@return the image of {@code cells} (row-major, 0 = blank) under a symmetry drawn from
   * {@code random}; a new array}
   *
   * @param g the grid's geometry
   * @param cells the grid, {@code g.cellCount()} values, row-major, 0 for a blank, 1 to
   *     {@code g.side()} for a value; not changed
   * @param random the source of the symmetry: the same seed, the same image
   */
  public static int[] random(Geometry g, int[] cells, Random random) {
    int side = g.side();
    int[] rows = lines(g.boxSize(), random);
    int[] columns = lines(g.boxSize(), random);
    int[] labels = new int[side + 1]; // labels[0] = 0 keeps blanks blank
    int[] order = permutation(side, random);
    for (int v = 1; v <= side; v++) {
      labels[v] = order[v - 1] + 1;
    }
    boolean transpose = random.nextBoolean();
    int[] image = new int[cells.length];
    for (int r = 0; r < side; r++) {
      for (int c = 0; c < side; c++) {
        int target = transpose ? c * side + r : r * side + c;
        image[target] = labels[cells[rows[r] * side + columns[c]]];
      }
    }
    return image;
  }

  /** A random order of the n² lines that keeps each band (or stack) of n lines together. */
  private static int[] lines(int n, Random random) {
    int[] blocks = permutation(n, random);
    int[] order = new int[n * n];
    for (int k = 0; k < n; k++) {
      int[] within = permutation(n, random);
      for (int i = 0; i < n; i++) {
        order[k * n + i] = blocks[k] * n + within[i];
      }
    }
    return order;
  }

  /**
   * {@return 0..k-1 in a random order (Fisher–Yates), every order equally likely; a new array}
   *
   * @param k the number of elements, 0 or more
   * @param random the source of the order
   */
  public static int[] permutation(int k, Random random) {
    int[] p = new int[k];
    for (int i = 0; i < k; i++) {
      p[i] = i;
    }
    for (int i = k - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = p[i];
      p[i] = p[j];
      p[j] = t;
    }
    return p;
  }
}
