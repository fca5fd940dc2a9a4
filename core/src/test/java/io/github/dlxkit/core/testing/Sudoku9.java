package io.github.dlxkit.core.testing;

import io.github.dlxkit.core.model.ExactCoverProblem;

/** The empty 9×9 Sudoku as exact cover, for the kernels' tests (the sudoku module has its own encoding). */
public final class Sudoku9 {
  private Sudoku9() {}

  /** Cells, then rows, columns and boxes by value, all primary; option {@code cell * 9 + value - 1}. */
  public static ExactCoverProblem problem() {
    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    for (String family : new String[] {"p", "r", "c", "b"}) {
      for (int i = 0; i < 81; i++) {
        b.addPrimary(family + i);
      }
    }
    for (int cell = 0; cell < 81; cell++) {
      int r = cell / 9;
      int c = cell % 9;
      int box = r / 3 * 3 + c / 3;
      for (int v = 0; v < 9; v++) {
        b.addOption("p" + cell, "r" + (r * 9 + v), "c" + (c * 9 + v), "b" + (box * 9 + v));
      }
    }
    return b.build();
  }
}
