package io.github.dlxkit.polyomino.render;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.polyomino.model.Region;
import java.util.Locale;

/**
 * Draws a tiling as an SVG drawing, in the pieces' colours.
 *
 * <ul>
 *   <li>1-D and 2-D: one square per cell, row 0 on top; a thick outline around each placed piece
 *       and around the region, thin lines between the cells of a piece. Uncovered region cells
 *       (partial tilings) are light grey.
 *   <li>3-D: an isometric view of the filled box (layer 0 at the bottom, coordinate 0 running
 *       towards the lower left, coordinate 1 towards the lower right), visible faces shaded and
 *       outlined where pieces meet; below it, each layer drawn flat as in 2-D, so that the inside
 *       of the box is visible too.
 * </ul>
 *
 * <pre>{@code
 * List<Polyomino> sticks = List.of(Polyomino.of(new int[][] {{0}}),
 *     Polyomino.of(new int[][] {{0}, {1}}), Polyomino.of(new int[][] {{0}, {1}, {2}}));
 * Tiling t = TilingSolver.of(sticks, Region.box(6)).findFirst().orElseThrow();
 * String svg = SvgRenderer.render(t.drawing());   // "<?xml version=..."
 * }</pre>
 */
public final class SvgRenderer {
  private static final int MARGIN = 10;
  private static final int FLAT_CELL = 24;
  private static final int LAYER_CELL = 16;
  private static final int CUBE = 22;
  private static final double COS30 = Math.sqrt(3) / 2;
  private static final String THICK = "stroke=\"#222\" stroke-width=\"2.5\" stroke-linecap=\"round\"";
  private static final String THIN = "stroke=\"#fff\" stroke-opacity=\"0.45\" stroke-width=\"1\"";
  private static final String EMPTY_FILL = "#eeeeee";

  private SvgRenderer() {}

  /**
   * {@return the SVG document (UTF-8 text)}
   *
   * @param drawing the tiling drawn: each placement in its colour, borders between pieces thick
   */
  public static String render(Drawing drawing) {
    int d = drawing.region().dimension();
    if (d > 3) {
      throw new BadInputException("SVG pictures are drawn for tilings in 1, 2 or 3 dimensions, not " + d);
    }
    return d == 3 ? render3d(drawing) : render2d(drawing);
  }

  // ---------------------------------------------------------------------------------------------
  // flat grids

  /** Which placement owns the cell at (row, column) of a flat grid: index, -1 uncovered, -2 outside. */
  private interface GridOwner {
    int at(int row, int col);
  }

  private static String render2d(Drawing drawing) {
    Region region = drawing.region();
    int[] min = region.min().coords();
    int[] max = region.max().coords();
    int rows = region.dimension() == 1 ? 1 : max[0] - min[0] + 1;
    int cols = region.dimension() == 1 ? max[0] - min[0] + 1 : max[1] - min[1] + 1;
    GridOwner owner = region.dimension() == 1
        ? (r, c) -> r != 0 ? -2 : drawing.ownerAt(new int[] {min[0] + c})
        : (r, c) -> drawing.ownerAt(new int[] {min[0] + r, min[1] + c});
    StringBuilder body = new StringBuilder();
    grid(body, drawing, owner, rows, cols, MARGIN, MARGIN, FLAT_CELL);
    return document(cols * FLAT_CELL + 2 * MARGIN, rows * FLAT_CELL + 2 * MARGIN, body);
  }

  private static void grid(StringBuilder out, Drawing drawing, GridOwner owner, int rows, int cols,
      double x0, double y0, int size) {
    GridOwner safe = (r, c) -> r < 0 || c < 0 || r >= rows || c >= cols ? -2 : owner.at(r, c);
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        int o = safe.at(r, c);
        if (o != -2) {
          out.append(String.format(Locale.ROOT,
              "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" fill=\"%s\"/>%n",
              x0 + c * size, y0 + r * size, size, size, o >= 0 ? escape(drawing.colour(o)) : EMPTY_FILL));
        }
      }
    }
    StringBuilder thin = new StringBuilder();
    StringBuilder thick = new StringBuilder();
    for (int r = 0; r <= rows; r++) {
      for (int c = 0; c <= cols; c++) {
        // the edge above cell (r, c), and the edge left of it
        if (c < cols) {
          edge(safe.at(r - 1, c), safe.at(r, c), x0 + c * size, y0 + r * size, x0 + (c + 1) * size,
              y0 + r * size, thin, thick);
        }
        if (r < rows) {
          edge(safe.at(r, c - 1), safe.at(r, c), x0 + c * size, y0 + r * size, x0 + c * size,
              y0 + (r + 1) * size, thin, thick);
        }
      }
    }
    out.append(thin).append(thick);
  }

  private static void edge(int a, int b, double x1, double y1, double x2, double y2, StringBuilder thin,
      StringBuilder thick) {
    if (a == -2 && b == -2) {
      return;
    }
    boolean boundary = a != b || a == -2;
    line(boundary ? thick : thin, x1, y1, x2, y2, boundary ? THICK : THIN);
  }

  private static void line(StringBuilder out, double x1, double y1, double x2, double y2, String style) {
    out.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" %s/>%n",
        x1, y1, x2, y2, style));
  }

  // ---------------------------------------------------------------------------------------------
  // 3-D: isometric view plus flat layers

  private static String render3d(Drawing drawing) {
    Region region = drawing.region();
    int[] min = region.min().coords();
    int[] ext = region.extent();
    double isoWidth = (ext[0] + ext[1]) * CUBE * COS30;
    double isoHeight = (ext[0] + ext[1]) * CUBE * 0.5 + ext[2] * CUBE;
    double ox = MARGIN + ext[0] * CUBE * COS30;
    double oy = MARGIN + ext[2] * CUBE;
    StringBuilder body = new StringBuilder();
    boxFrame(body, ext, ox, oy);
    // far to near: a cube can only hide cubes of smaller x + y + z
    for (int sum = 0; sum <= ext[0] + ext[1] + ext[2] - 3; sum++) {
      for (int x = 0; x < ext[0]; x++) {
        for (int y = 0; y < ext[1]; y++) {
          int z = sum - x - y;
          if (z >= 0 && z < ext[2]) {
            cube(body, drawing, min, x, y, z, ox, oy);
          }
        }
      }
    }
    double layersTop = oy + (ext[0] + ext[1]) * CUBE * 0.5 + 2 * MARGIN + 12;
    double x = MARGIN;
    for (int z = 0; z < ext[2]; z++) {
      final int layer = min[2] + z;
      body.append(String.format(Locale.ROOT,
          "<text x=\"%.1f\" y=\"%.1f\" font-family=\"sans-serif\" font-size=\"11\">layer %d</text>%n",
          x, layersTop - 4, layer));
      grid(body, drawing, (r, c) -> drawing.ownerAt(new int[] {min[0] + r, min[1] + c, layer}),
          ext[0], ext[1], x, layersTop, LAYER_CELL);
      x += ext[1] * LAYER_CELL + 2 * MARGIN;
    }
    double width = Math.max(isoWidth + 2 * MARGIN, x - MARGIN);
    double height = layersTop + ext[0] * LAYER_CELL + MARGIN;
    return document(width, height, body);
  }

  private static double[] project(double ox, double oy, double x, double y, double z) {
    return new double[] {ox + (y - x) * CUBE * COS30, oy + (x + y) * CUBE * 0.5 - z * CUBE};
  }

  private static void boxFrame(StringBuilder out, int[] ext, double ox, double oy) {
    int[][] corners = new int[8][];
    for (int k = 0; k < 8; k++) {
      corners[k] = new int[] {(k & 1) * ext[0], ((k >> 1) & 1) * ext[1], ((k >> 2) & 1) * ext[2]};
    }
    for (int a = 0; a < 8; a++) {
      for (int b = a + 1; b < 8; b++) {
        if (Integer.bitCount(a ^ b) == 1) {
          double[] p = project(ox, oy, corners[a][0], corners[a][1], corners[a][2]);
          double[] q = project(ox, oy, corners[b][0], corners[b][1], corners[b][2]);
          line(out, p[0], p[1], q[0], q[1], "stroke=\"#bbb\" stroke-width=\"1\" stroke-dasharray=\"3,3\"");
        }
      }
    }
  }

  /** The three faces of cube (x, y, z) that face the viewer (+z top, +x and +y sides), if exposed. */
  private static void cube(StringBuilder out, Drawing drawing, int[] min, int x, int y, int z, double ox,
      double oy) {
    int o = owner(drawing, min, x, y, z);
    if (o < 0) {
      return;
    }
    // face: its normal axis, and the polygon's corners as offsets from (x, y, z)
    int[][][] faces = {
      {{2}, {0, 0, 1}, {1, 0, 1}, {1, 1, 1}, {0, 1, 1}},
      {{0}, {1, 0, 0}, {1, 1, 0}, {1, 1, 1}, {1, 0, 1}},
      {{1}, {0, 1, 0}, {1, 1, 0}, {1, 1, 1}, {0, 1, 1}},
    };
    double[] shade = {0, 0.18, 0.34};
    for (int f = 0; f < 3; f++) {
      int axis = faces[f][0][0];
      if (!exposed(drawing, min, x, y, z, axis)) {
        continue;
      }
      StringBuilder points = new StringBuilder();
      double[][] pts = new double[4][];
      for (int k = 0; k < 4; k++) {
        int[] c = faces[f][k + 1];
        pts[k] = project(ox, oy, x + c[0], y + c[1], z + c[2]);
        points.append(String.format(Locale.ROOT, "%s%.1f,%.1f", k == 0 ? "" : " ", pts[k][0], pts[k][1]));
      }
      out.append(String.format(Locale.ROOT, "<polygon points=\"%s\" fill=\"%s\"/>%n", points, escape(drawing.colour(o))));
      if (shade[f] > 0) {
        out.append(String.format(Locale.ROOT, "<polygon points=\"%s\" fill=\"#000\" fill-opacity=\"%.2f\"/>%n",
            points, shade[f]));
      }
      // each edge of the face borders the same face of an in-plane neighbour
      for (int k = 0; k < 4; k++) {
        int[] a = faces[f][k + 1];
        int[] b = faces[f][(k + 1) % 4 + 1];
        int[] n = {x, y, z};
        for (int i = 0; i < 3; i++) {
          if (i != axis && a[i] == b[i]) {
            n[i] += a[i] == 0 ? -1 : 1;
          }
        }
        boolean sameSurface = owner(drawing, min, n[0], n[1], n[2]) == o
            && exposed(drawing, min, n[0], n[1], n[2], axis);
        line(out, pts[k][0], pts[k][1], pts[(k + 1) % 4][0], pts[(k + 1) % 4][1],
            sameSurface ? "stroke=\"#000\" stroke-opacity=\"0.25\" stroke-width=\"0.7\"" : THICK);
      }
    }
  }

  private static int owner(Drawing drawing, int[] min, int x, int y, int z) {
    return drawing.ownerAt(new int[] {min[0] + x, min[1] + y, min[2] + z});
  }

  /** Whether the +axis face of cube (x, y, z) is on the surface (nothing placed beyond it). */
  private static boolean exposed(Drawing drawing, int[] min, int x, int y, int z, int axis) {
    int[] n = {x, y, z};
    n[axis]++;
    return owner(drawing, min, n[0], n[1], n[2]) < 0;
  }

  // ---------------------------------------------------------------------------------------------

  private static String document(double width, double height, StringBuilder body) {
    return String.format(Locale.ROOT,
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>%n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\">%n"
            + "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>%n%s</svg>%n",
        Math.ceil(width), Math.ceil(height), Math.ceil(width), Math.ceil(height), body);
  }

  static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")
        .replace("'", "&apos;");
  }
}
