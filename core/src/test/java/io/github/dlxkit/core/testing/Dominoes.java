package io.github.dlxkit.core.testing;

import io.github.dlxkit.core.model.ExactCoverProblem;

/** Domino tilings of a square board as exact cover, the fixture of the memo and cheap-check tests. */
public final class Dominoes {
  private Dominoes() {}

  /**
   * The side × side board: one primary item per cell, {@code "r,c"}, declared in row order (a
   * narrow frontier for the memo counter), one option per domino (two adjacent cells). A board of
   * odd area has no tiling (parity); the 2n × 2n board has OEIS A004003(n).
   */
  public static ExactCoverProblem square(int side) {
    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    for (int r = 0; r < side; r++) {
      for (int c = 0; c < side; c++) {
        b.addPrimary(r + "," + c);
      }
    }
    for (int r = 0; r < side; r++) {
      for (int c = 0; c < side; c++) {
        if (c + 1 < side) {
          b.option(r + "," + c, r + "," + (c + 1));
        }
        if (r + 1 < side) {
          b.option(r + "," + c, (r + 1) + "," + c);
        }
      }
    }
    return b.build();
  }
}
