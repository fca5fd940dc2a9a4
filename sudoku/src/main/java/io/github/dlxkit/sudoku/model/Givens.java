package io.github.dlxkit.sudoku.model;

import java.util.Optional;

/**
 * Checks of a grid's givens that do not need a search.
 *
 * <pre>{@code
 * int[] cells = new int[16];
 * cells[0] = 1;
 * cells[3] = 1;                   // the same value twice in the first row
 * Givens.firstRepeat(Geometry.of(2), cells).isPresent();   // true
 * }</pre>
 */
public final class Givens {
  private Givens() {}

  /**
   * {@return the first pair of equal givens in one row, column or box, described with both cells (rows and
   * columns from 1), or empty if there is none} Cells are scanned row-major; the pair reported is
   * the one whose later cell comes first.
   *
   * @param g the grid's geometry
   * @param cells {@code g.cellCount()} values, row-major, 0 for a blank, each at most
   *     {@code g.side()} (not checked)
   */
  public static Optional<String> firstRepeat(Geometry g, int[] cells) {
    int side = g.side();
    // seen[unit * (side + 1) + value] = 1 + the cell where value was met in that unit
    int[] seen = new int[3 * side * (side + 1)];
    int n = g.boxSize();
    for (int cell = 0; cell < cells.length; cell++) {
      int v = cells[cell];
      if (v == 0) {
        continue;
      }
      // a batch checks every puzzle's givens here: no allocation and no call per given
      int row = cell / side;
      int column = cell - row * side;
      int rowSlot = row * (side + 1) + v;
      int columnSlot = (side + column) * (side + 1) + v;
      int boxSlot = (2 * side + (row / n) * n + column / n) * (side + 1) + v;
      int first = seen[rowSlot] != 0 ? seen[rowSlot] : seen[columnSlot] != 0 ? seen[columnSlot] : seen[boxSlot];
      if (first != 0) {
        String kind = seen[rowSlot] != 0 ? "row" : seen[columnSlot] != 0 ? "column" : "box";
        return Optional.of("given " + v + " at " + position(g, first - 1) + " repeats at "
            + position(g, cell) + " (same " + kind + ")");
      }
      seen[rowSlot] = cell + 1;
      seen[columnSlot] = cell + 1;
      seen[boxSlot] = cell + 1;
    }
    return Optional.empty();
  }

  /**
   * {@return "row R, column C", with rows and columns counted from 1, for messages}
   *
   * @param g the grid's geometry
   * @param cell a cell, row-major from 0
   */
  public static String position(Geometry g, int cell) {
    return "row " + (g.row(cell) + 1) + ", column " + (g.column(cell) + 1);
  }
}
