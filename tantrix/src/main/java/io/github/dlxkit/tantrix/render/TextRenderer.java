package io.github.dlxkit.tantrix.render;

import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.Tantrix;
import java.util.Map;

/**
 * Draws a tantrix as text, one line per grid row, each tile as {@code number/rotation} at its
 * place; rows are offset by half a cell as on the hexagonal grid (r grows downward):
 *
 * <pre>
 *       42/3
 *    41/2  43/0
 * </pre>
 *
 * <pre>{@code
 * Tantrix t = PuzzleCatalog.get("rainbow_blue").fixed().findFirst().orElseThrow();
 * System.out.println(TextRenderer.render(t));   // the tiles' numbers and turns on the hex grid
 * }</pre>
 */
public final class TextRenderer {
  private static final int HALF = 3; // characters per half cell

  private TextRenderer() {}

  /**
   * {@return the text picture, lines ending in '\n': each tile as number/rotation on its cell; empty
   * for an empty tantrix}
   *
   * @param t the tantrix; not null
   */
  public static String render(Tantrix t) {
    Map<Hex, String> labels = new java.util.HashMap<>();
    t.placements().forEach((h, o) -> labels.put(h, o.tile().number() + "/" + o.rotation()));
    return render(labels);
  }

  /**
   * {@return a text picture of labels on cells, laid out as the tiles of {@link #render(Tantrix)} are
   * (labels up to five characters long stay apart), lines ending in '\n'}
   *
   * @param labels the text to show on each cell; empty gives the empty string; not null
   */
  public static String render(Map<Hex, String> labels) {
    if (labels.isEmpty()) {
      return "";
    }
    int minCol = Integer.MAX_VALUE;
    int minR = Integer.MAX_VALUE;
    int maxR = Integer.MIN_VALUE;
    for (Hex h : labels.keySet()) {
      minCol = Math.min(minCol, 2 * h.q() + h.r());
      minR = Math.min(minR, h.r());
      maxR = Math.max(maxR, h.r());
    }
    StringBuilder out = new StringBuilder();
    Map<Hex, String> sorted = new java.util.TreeMap<>(labels);
    for (int r = minR; r <= maxR; r++) {
      StringBuilder line = new StringBuilder();
      for (Map.Entry<Hex, String> e : sorted.entrySet()) {
        Hex h = e.getKey();
        if (h.r() != r) {
          continue;
        }
        int at = (2 * h.q() + h.r() - minCol) * HALF;
        String label = e.getValue();
        int start = at + Math.max(0, (2 * HALF - 1 - label.length() + 1) / 2);
        while (line.length() < start) {
          line.append(' ');
        }
        line.append(label);
      }
      out.append(line.toString().stripTrailing()).append('\n');
    }
    return out.toString();
  }
}
