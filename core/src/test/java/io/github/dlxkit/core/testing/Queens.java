package io.github.dlxkit.core.testing;

import io.github.dlxkit.core.model.ExactCoverProblem;

/**
 * The n-queens problem as exact cover, as Knuth encodes it: ranks and files primary, the two
 * families of diagonals secondary (at most one queen each).
 */
public final class Queens {
  private Queens() {}

  /** The problem for an n×n board; option {@code r*n+c} puts a queen on rank r, file c. */
  public static ExactCoverProblem problem(int n) {
    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    int ranks = b.addPrimaryItems("r", n);
    int files = b.addPrimaryItems("c", n);
    int diagonals = b.addSecondaryItems("a", Math.max(0, 2 * n - 1));
    int antiDiagonals = b.addSecondaryItems("b", Math.max(0, 2 * n - 1));
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        b.addOption(ranks + r, files + c, diagonals + r + c, antiDiagonals + n - 1 - r + c);
      }
    }
    return b.build();
  }
}
