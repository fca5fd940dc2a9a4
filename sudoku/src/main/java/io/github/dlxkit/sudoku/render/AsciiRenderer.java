package io.github.dlxkit.sudoku.render;

import io.github.dlxkit.sudoku.model.Geometry;

/**
 * SageMath's ASCII drawing of a Sudoku ({@code Sudoku.to_ascii}): the grid as a matrix subdivided
 * into boxes, blanks as spaces. Every entry is right-aligned to the width of the widest entry's
 * decimal form (a blank counts as "0"), entries in a box are separated by one space, boxes by
 * {@code |}, and band boundaries are lines of {@code -} crossed by {@code +}:
 *
 * <pre>
 * +---+---+
 * |  4|   |
 * |3 2|   |
 * +---+---+
 * |   |1 4|
 * |   |3  |
 * +---+---+
 * </pre>
 *
 * <pre>{@code
 * Sudoku s = new Sudoku("12..3...2..3..21");
 * System.out.println(AsciiRenderer.render(s.geometry(), s.toArray()));   // the grid with box lines
 * }</pre>
 */
public final class AsciiRenderer {
  private AsciiRenderer() {}

  /**
   * {@return the drawing of {@code cells} (row-major, 0 = blank), lines separated by {@code \n}, no
   * final newline}
   *
   * @param g the grid's geometry
   * @param cells {@code g.cellCount()} values, row-major, 0 for a blank
   */
  public static String render(Geometry g, int[] cells) {
    int n = g.boxSize();
    int side = g.side();
    int width = 1;
    for (int v : cells) {
      width = Math.max(width, Integer.toString(v).length());
    }
    String boxDashes = "-".repeat((width + 1) * n - 1);
    StringBuilder rule = new StringBuilder("+");
    for (int box = 0; box < n; box++) {
      rule.append(boxDashes).append('+');
    }
    StringBuilder sb = new StringBuilder();
    sb.append(rule);
    for (int r = 0; r < side; r++) {
      sb.append("\n|");
      for (int c = 0; c < side; c++) {
        int v = cells[r * side + c];
        String text = v == 0 ? "" : Integer.toString(v);
        sb.append(" ".repeat(width - text.length())).append(text);
        sb.append((c + 1) % n == 0 ? '|' : ' ');
      }
      if ((r + 1) % n == 0) {
        sb.append('\n').append(rule);
      }
    }
    return sb.toString();
  }
}
