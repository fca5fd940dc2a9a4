package io.github.dlxkit.hexad.render;

import io.github.dlxkit.hexad.model.CellSet;
import io.github.dlxkit.hexad.model.InfinityStyle;
import io.github.dlxkit.hexad.model.Labelling;

/**
 * The MINIMOG's text pictures, laid out as SageMath prints them.
 *
 * <pre>{@code
 * System.out.println(MinimogText.minimog(Labelling.SHUFFLE, InfinityStyle.ASCII));   // the 3×4 array
 * }</pre>
 */
public final class MinimogText {
  private MinimogText() {}

  /**
   * Sage's {@code print_kitten}: the "kitten" triangle of Curtis, built from the MINIMOG {@code A}
   * with Sage's spacing. Sage's two blank lines hold stray spaces; here they are empty, and no line
   * ends in a space.
   *
   * <pre>
   *          0
   *
   *          8
   *        9  10
   *       5  11  3
   *      8  2  4  8
   *    9  10  7  9  10
   *
   * 6                   1
   * </pre>
   *
   * @param a the MINIMOG's labelling
   * @param style how to write ∞ (the modulo-11 labelling has it)
   * @return the kitten's lines, without a final line break
   */
  public static String kitten(Labelling a, InfinityStyle style) {
    String[] lines = {
      "         " + p(a, 0, 2, style),
      "",
      "         " + p(a, 2, 2, style),
      "       " + p(a, 0, 3, style) + "  " + p(a, 1, 3, style),
      "      " + p(a, 1, 0, style) + "  " + p(a, 2, 3, style) + "  " + p(a, 0, 1, style),
      "     " + p(a, 2, 2, style) + "  " + p(a, 1, 1, style) + "  " + p(a, 2, 0, style) + "  " + p(a, 2, 2, style),
      "   " + p(a, 0, 3, style) + "  " + p(a, 1, 3, style) + "  " + p(a, 1, 2, style) + "  " + p(a, 0, 3, style)
          + "  " + p(a, 1, 3, style),
      "",
      p(a, 0, 0, style) + "                   " + p(a, 2, 1, style)
    };
    return String.join("\n", lines);
  }

  private static String p(Labelling a, int row, int column, InfinityStyle style) {
    return a.at(row, column).format(style);
  }

  /**
   * Sage's {@code view_list}: the cells as a 3×3 matrix over GF(2), {@code [1 1 1]} per row.
   *
   * @param cells the cells shown as 1s
   * @return three lines, without a final line break
   */
  public static String viewList(CellSet cells) {
    StringBuilder sb = new StringBuilder();
    for (int r = 0; r < CellSet.SIDE; r++) {
      sb.append(r > 0 ? "\n[" : "[");
      for (int c = 0; c < CellSet.SIDE; c++) {
        sb.append(c > 0 ? " " : "").append(cells.contains(r, c) ? '1' : '0');
      }
      sb.append(']');
    }
    return sb.toString();
  }

  /**
   * {@return the MINIMOG's 3×4 array, columns right-aligned to the widest entry, as Sage prints a matrix}
   *
   * @param a the MINIMOG's labelling
   * @param style how to write ∞ (the modulo-11 labelling has it)
   */
  public static String minimog(Labelling a, InfinityStyle style) {
    int width = 1;
    for (int r = 0; r < Labelling.ROWS; r++) {
      for (int c = 0; c < Labelling.COLUMNS; c++) {
        width = Math.max(width, p(a, r, c, style).length());
      }
    }
    StringBuilder sb = new StringBuilder();
    for (int r = 0; r < Labelling.ROWS; r++) {
      sb.append(r > 0 ? "\n[" : "[");
      for (int c = 0; c < Labelling.COLUMNS; c++) {
        String s = p(a, r, c, style);
        sb.append(c > 0 ? " " : "").append(" ".repeat(width - s.length())).append(s);
      }
      sb.append(']');
    }
    return sb.toString();
  }
}
