package io.github.dlxkit.sudoku.render;

import io.github.dlxkit.sudoku.model.Geometry;

/**
 * The number forms of a grid, for every size (the compact string stops at 36×36); both read back
 * with {@code Sudoku.parse}:
 *
 * <ul>
 *   <li><b>matrix</b>: one row per line, values separated by spaces and right-aligned to the widest
 *       value, 0 for a blank (SageMath's {@code to_matrix} printed);
 *   <li><b>json</b>: the rows as a JSON array of arrays, on one line: {@code [[0,4,0,0],[3,2,0,0],...]}.
 * </ul>
 *
 * <pre>{@code
 * Sudoku s = new Sudoku("12..3...2..3..21");
 * NumberRenderer.json(s.geometry(), s.toArray());     // a JSON array of rows, 0 = blank
 * NumberRenderer.matrix(s.geometry(), s.toArray());   // one row per line
 * }</pre>
 */
public final class NumberRenderer {
  private NumberRenderer() {}

  /**
   * {@return the matrix form, lines separated by {@code \n}, no final newline}
   *
   * @param g the grid's geometry
   * @param cells {@code g.cellCount()} values, row-major, 0 for a blank
   */
  public static String matrix(Geometry g, int[] cells) {
    int side = g.side();
    int width = Integer.toString(side).length();
    StringBuilder sb = new StringBuilder(cells.length * (width + 1));
    for (int r = 0; r < side; r++) {
      if (r > 0) {
        sb.append('\n');
      }
      for (int c = 0; c < side; c++) {
        String v = Integer.toString(cells[r * side + c]);
        sb.append(" ".repeat(width - v.length() + (c > 0 ? 1 : 0))).append(v);
      }
    }
    return sb.toString();
  }

  /**
   * {@return the JSON form: an array of rows, on one line}
   *
   * @param g the grid's geometry
   * @param cells {@code g.cellCount()} values, row-major, 0 for a blank
   */
  public static String json(Geometry g, int[] cells) {
    int side = g.side();
    StringBuilder sb = new StringBuilder(cells.length * 4).append('[');
    for (int r = 0; r < side; r++) {
      sb.append(r > 0 ? ",[" : "[");
      for (int c = 0; c < side; c++) {
        if (c > 0) {
          sb.append(',');
        }
        sb.append(cells[r * side + c]);
      }
      sb.append(']');
    }
    return sb.append(']').toString();
  }
}
