package io.github.dlxkit.polyomino.render;

import io.github.dlxkit.polyomino.encoding.Placement;
import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.Region;
import java.util.ArrayList;
import java.util.List;

/**
 * Draws a tiling as text, one character per cell: the placement's symbol, {@code #} for a region
 * cell not covered (partial tilings), {@code .} for a cell of the bounding box outside the region.
 * 2-D: row 0 on top. 3-D: the layers (coordinate 2) one after another, separated by a line
 * {@code --}, as in the input format. 1-D: one line. Higher dimensions: one line per placement.
 *
 * <pre>
 * LLLLUUWWFF      a 2-D tiling of the 6x10 box by the 12 pentominoes
 * ...
 * </pre>
 *
 * <pre>{@code
 * List<Polyomino> sticks = List.of(Polyomino.of(new int[][] {{0}}),
 *     Polyomino.of(new int[][] {{0}, {1}}), Polyomino.of(new int[][] {{0}, {1}, {2}}));
 * Tiling t = TilingSolver.of(sticks, Region.box(6)).findFirst().orElseThrow();
 * AsciiRenderer.render(t.drawing());   // "ABBCCC"
 * }</pre>
 */
public final class AsciiRenderer {
  private AsciiRenderer() {}

  /**
   * {@return the text drawing, lines separated by {@code \n}, no final newline}
   *
   * @param drawing the tiling drawn: each cell by its placement's symbol
   */
  public static String render(Drawing drawing) {
    Region region = drawing.region();
    int d = region.dimension();
    int[] min = region.min().coords();
    int[] max = region.max().coords();
    List<String> lines = new ArrayList<>();
    if (d == 1) {
      StringBuilder sb = new StringBuilder();
      for (int x = min[0]; x <= max[0]; x++) {
        sb.append(charAt(drawing, new int[] {x}));
      }
      lines.add(sb.toString());
    } else if (d == 2 || d == 3) {
      int layers = d == 3 ? max[2] - min[2] + 1 : 1;
      for (int layer = 0; layer < layers; layer++) {
        if (layer > 0) {
          lines.add("--");
        }
        for (int r = min[0]; r <= max[0]; r++) {
          StringBuilder sb = new StringBuilder();
          for (int c = min[1]; c <= max[1]; c++) {
            sb.append(charAt(drawing, d == 3 ? new int[] {r, c, min[2] + layer} : new int[] {r, c}));
          }
          lines.add(sb.toString());
        }
      }
    } else {
      for (int i = 0; i < drawing.placements().size(); i++) {
        Placement p = drawing.placements().get(i);
        lines.add(drawing.symbol(i) + ": " + p.polyomino().cells());
      }
      for (Cell c : region.cells()) {
        if (drawing.ownerAt(c.coords()) == -1) {
          lines.add("#: " + c);
        }
      }
    }
    return String.join("\n", lines);
  }

  private static char charAt(Drawing drawing, int[] coords) {
    int owner = drawing.ownerAt(coords);
    return owner == -2 ? '.' : owner == -1 ? '#' : drawing.symbol(owner);
  }
}
