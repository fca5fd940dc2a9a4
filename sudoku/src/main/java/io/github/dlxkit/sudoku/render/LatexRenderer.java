package io.github.dlxkit.sudoku.render;

import io.github.dlxkit.sudoku.model.Geometry;

/**
 * SageMath's LaTeX form of a Sudoku ({@code Sudoku.to_latex}): an {@code array} with a rule after
 * every box column and band, entries as decimal numbers, blanks as a space:
 *
 * <pre>
 * \begin{array}{|*{2}{*{2}{r}|}}\hline
 *  &amp;4&amp; &amp; \\
 * 3&amp;2&amp; &amp; \\\hline
 *  &amp; &amp;1&amp;4\\
 *  &amp; &amp;3&amp; \\\hline
 * \end{array}
 * </pre>
 *
 * <pre>{@code
 * Sudoku s = new Sudoku("12..3...2..3..21");
 * String tex = LatexRenderer.render(s.geometry(), s.toArray());   // a tabular to \input
 * }</pre>
 */
public final class LatexRenderer {
  private LatexRenderer() {}

  /**
   * {@return the LaTeX code for {@code cells} (row-major, 0 = blank), lines separated by {@code \n}}
   *
   * @param g the grid's geometry
   * @param cells {@code g.cellCount()} values, row-major, 0 for a blank
   */
  public static String render(Geometry g, int[] cells) {
    int n = g.boxSize();
    int side = g.side();
    StringBuilder sb = new StringBuilder();
    sb.append("\\begin{array}{|*{").append(n).append("}{*{").append(n).append("}{r}|}}\\hline\n");
    for (int r = 0; r < side; r++) {
      for (int c = 0; c < side; c++) {
        int v = cells[r * side + c];
        sb.append(v == 0 ? " " : Integer.toString(v));
        if (c < side - 1) {
          sb.append('&');
        }
      }
      sb.append((r + 1) % n == 0 ? "\\\\\\hline\n" : "\\\\\n");
    }
    sb.append("\\end{array}");
    return sb.toString();
  }
}
