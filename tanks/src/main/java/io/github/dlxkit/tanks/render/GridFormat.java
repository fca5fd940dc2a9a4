package io.github.dlxkit.tanks.render;

import io.github.dlxkit.tanks.model.Grid;

/**
 * Writes grids for people and programs: rows of space-separated ranges with {@code .} for an empty
 * cell, or one JSON object {@code {"n":N,"grid":[[...],...]}} with 0 for an empty cell.
 *
 * <pre>{@code
 * GridFormat.text(grid);   // "2 2 2 2\n2 2 2 2\n..."
 * GridFormat.json(grid);   // {"n":4,"grid":[[2,2,2,2],...]}
 * }</pre>
 */
public final class GridFormat {
  private GridFormat() {}

  /**
   * {@return the rows, ranges separated by spaces, {@code .} for an empty cell, lines joined by '\n'}
   * No final line break; {@link Grid#parse} reads it back.
   *
   * @param grid the grid
   */
  public static String text(Grid grid) {
    return grid.toString();
  }

  /**
   * {@return {@code {"n":N,"grid":[[...],...]}} on one line, 0 for an empty cell}
   *
   * @param grid the grid (whether it is a torus is not written)
   */
  public static String json(Grid grid) {
    int n = grid.size();
    StringBuilder sb = new StringBuilder("{\"n\":").append(n).append(",\"grid\":[");
    for (int i = 0; i < n; i++) {
      sb.append(i == 0 ? "[" : ",[");
      for (int j = 0; j < n; j++) {
        if (j > 0) {
          sb.append(',');
        }
        sb.append(grid.value(i, j));
      }
      sb.append(']');
    }
    return sb.append("]}").toString();
  }
}
