package io.github.dlxkit.tanks.model;

/**
 * The eight symmetries of the square board (the dihedral group D4) as permutations of its cells,
 * numbered {@code i * n + j}. Each maps solutions to solutions, on the plane and on the torus,
 * with or without holes: the attack relation ("k cells away along a row or a column") is preserved
 * by every rotation and reflection of the square.
 *
 * <pre>{@code
 * int[][] g = BoardSymmetries.nonIdentity(3);   // 7 permutations
 * int img = g[0][1];                            // where the quarter turn sends cell (0, 1): cell (1, 2) = 5
 * }</pre>
 *
 * <p>Layout: {@code nonIdentity(n)[s][c]} is the image of cell c under symmetry s, in the order
 * quarter turn, half turn, three-quarter turn, left-right mirror, up-down mirror, transpose,
 * anti-transpose.
 */
public final class BoardSymmetries {
  private BoardSymmetries() {}

  /**
   * {@return the seven symmetries other than the identity, each as the image of every cell} A
   * fresh array each call.
   *
   * @param n the board's side
   */
  public static int[][] nonIdentity(int n) {
    int[][] g = new int[7][n * n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        int c = i * n + j;
        int m = n - 1;
        g[0][c] = j * n + (m - i);
        g[1][c] = (m - i) * n + (m - j);
        g[2][c] = (m - j) * n + i;
        g[3][c] = i * n + (m - j);
        g[4][c] = (m - i) * n + j;
        g[5][c] = j * n + i;
        g[6][c] = (m - j) * n + (m - i);
      }
    }
    return g;
  }

  /**
   * {@return the smallest of the eight images of {@code cells} (ranges in reading order) in lexicographic
   * order: the representative of its class} Two grids are in one class exactly when their
   * representatives are equal.
   *
   * @param cells the ranges of an n&times;n grid in reading order (cell {@code i * n + j})
   * @param n the board's side
   */
  public static int[] leader(int[] cells, int n) {
    int[] best = cells.clone();
    int[] image = new int[cells.length];
    for (int[] g : nonIdentity(n)) {
      for (int c = 0; c < cells.length; c++) {
        image[c] = cells[g[c]];
      }
      if (java.util.Arrays.compare(image, best) < 0) {
        best = image.clone();
      }
    }
    return best;
  }
}
