package io.github.dlxkit.tantrix.render;

import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.Link;
import io.github.dlxkit.tantrix.model.LinkKind;
import io.github.dlxkit.tantrix.model.OrientedTile;
import io.github.dlxkit.tantrix.model.Tantrix;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Draws a tantrix as SVG the way the tiles look: black pointy-top hexagons, each with its three
 * coloured links drawn as on the real tiles — a straight across, a gentle bend (an arc of radius
 * 1.5 × the side, centred on the centre of the neighbour it curves around) or a sharp corner (an
 * arc of radius half a side, centred on the corner it turns around) — in red, green, blue and
 * yellow; the tile's number small in its middle. Optionally the goal's colours are highlighted:
 * drawn with a light halo while the other links are dimmed.
 *
 * <pre>{@code
 * String svg = SvgRenderer.render(tantrix, Goal.line(Colour.BLUE), "Rainbow Blue");
 * String gallery = SvgRenderer.renderAll(solutions, goal, "all 15 solutions");
 * }</pre>
 *
 * <p>Stateless; safe from any thread.
 */
public final class SvgRenderer {
  private static final double SIDE = 40; // circumradius = side of the hexagon, in SVG units
  private static final double H = SIDE * Math.sqrt(3) / 2; // centre to side midpoint
  private static final double MARGIN = 12;

  private SvgRenderer() {}

  /**
   * {@return the picture, without highlight or title: a complete SVG document}
   *
   * @param t the tantrix, any shape, empty included; not null
   */
  public static String render(Tantrix t) {
    return render(t, Goal.none(), null);
  }

  /**
   * {@return the picture, with the colours of {@code highlight} stressed (none if the goal is empty) and an
   * optional {@code title} under it}
   *
   * @param t the tantrix, any shape, empty included; not null
   * @param highlight the colours to stress; {@link Goal#none()} for none; not null
   * @param title a caption, XML-escaped here; null for none
   */
  public static String render(Tantrix t, Goal highlight, String title) {
    return renderAll(List.of(t), highlight, title);
  }

  /**
   * Several solutions side by side, four to a row, each numbered, with the colours of
   * {@code highlight} stressed and an optional {@code title} under them.
   *
   * @param solutions the tantrixes, drawn in order; numbered from 1 when there are two or more; not
   *     null
   * @param highlight the colours to stress; {@link Goal#none()} for none; not null
   * @param title a caption, XML-escaped here; null for none
   * @return a complete SVG document
   */
  public static String renderAll(List<Tantrix> solutions, Goal highlight, String title) {
    double[][] boxes = new double[solutions.size()][];
    double cellW = 0;
    double cellH = 0;
    for (int i = 0; i < solutions.size(); i++) {
      boxes[i] = box(solutions.get(i));
      cellW = Math.max(cellW, boxes[i][2] - boxes[i][0]);
      cellH = Math.max(cellH, boxes[i][3] - boxes[i][1]);
    }
    Sheet sheet = new Sheet(solutions.size(), cellW, cellH, title);
    StringBuilder sb = new StringBuilder();
    sheet.head(sb);
    for (int i = 0; i < solutions.size(); i++) {
      sheet.draw(sb, i, solutions.get(i), boxes[i], highlight);
    }
    sheet.foot(sb);
    return sb.toString();
  }

  /**
   * The layout of a picture of {@code count} tantrixes, four to a row, each in a cell as large as the
   * largest of them ({@code cellW} × {@code cellH}): so a tantrix's place depends on every other, and
   * a picture drawn as its tantrixes come ({@link SvgGallery}) learns the cell before it draws any.
   * Head, then each tantrix in order, then foot make the document.
   */
  record Sheet(long count, double cellW, double cellH, String title) {
    long columns() {
      return Math.min(4, Math.max(1, count));
    }

    boolean numbered() {
      return count > 1;
    }

    double caption() {
      return numbered() ? 18 : 0;
    }

    double gap() {
      return numbered() ? 24 : 0;
    }

    double width() {
      return columns() * cellW + (columns() - 1) * gap() + 2 * MARGIN;
    }

    double height() {
      long rows = (count + columns() - 1) / columns();
      double titleSpace = title == null ? 0 : 22;
      return rows * (cellH + caption()) + (rows - 1) * gap() + 2 * MARGIN + titleSpace;
    }

    /** The document's opening and its background. */
    void head(StringBuilder sb) {
      double width = width();
      double height = height();
      sb.append(String.format(Locale.ROOT,
          "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.1f %.1f\">%n",
          width, height, width, height));
      sb.append(String.format(Locale.ROOT, "<rect width=\"%.1f\" height=\"%.1f\" fill=\"#f3efe4\"/>%n", width, height));
    }

    /** Tantrix {@code i} (from 0) in its cell; {@code box} is {@link #box}'s of it. */
    void draw(StringBuilder sb, long i, Tantrix t, double[] box, Goal highlight) {
      double ox = MARGIN + (i % columns()) * (cellW + gap()) - box[0];
      double oy = MARGIN + (i / columns()) * (cellH + caption() + gap()) - box[1];
      sb.append(String.format(Locale.ROOT, "<g transform=\"translate(%.1f,%.1f)\">%n", ox, oy));
      boolean highlighting = !highlight.isEmpty();
      for (Map.Entry<Hex, OrientedTile> e : t.placements().entrySet()) {
        tile(sb, e.getKey(), e.getValue(), highlight, highlighting);
      }
      if (numbered()) {
        sb.append(String.format(Locale.ROOT,
            "<text x=\"%.1f\" y=\"%.1f\" font-family=\"sans-serif\" font-size=\"13\" fill=\"#333\">#%d</text>%n",
            box[0], box[3] + 15, i + 1));
      }
      sb.append("</g>\n");
    }

    /** The title, if any, and the document's end. */
    void foot(StringBuilder sb) {
      if (title != null) {
        sb.append(String.format(Locale.ROOT,
            "<text x=\"%.1f\" y=\"%.1f\" font-family=\"sans-serif\" font-size=\"14\" fill=\"#333\">%s</text>%n",
            MARGIN, height() - MARGIN + 2, escape(title)));
      }
      sb.append("</svg>\n");
    }
  }

  /** minX, minY, maxX, maxY of a tantrix's hexagons in SVG units. */
  static double[] box(Tantrix t) {
    if (t.size() == 0) {
      return new double[] {0, 0, 1, 1};
    }
    double[] b = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
    for (Hex h : t.placements().keySet()) {
      b[0] = Math.min(b[0], x(h) - H);
      b[2] = Math.max(b[2], x(h) + H);
      b[1] = Math.min(b[1], y(h) - SIDE);
      b[3] = Math.max(b[3], y(h) + SIDE);
    }
    return b;
  }

  private static void tile(StringBuilder sb, Hex h, OrientedTile o, Goal highlight, boolean highlighting) {
    double cx = x(h);
    double cy = y(h);
    sb.append("<g>\n<polygon points=\"");
    for (int j = 0; j < 6; j++) {
      double a = Math.toRadians(-90 + 60 * j);
      sb.append(String.format(Locale.ROOT, "%s%.2f,%.2f", j == 0 ? "" : " ",
          cx + (SIDE - 0.8) * Math.cos(a), cy + (SIDE - 0.8) * Math.sin(a)));
    }
    sb.append("\" fill=\"#111\" stroke=\"#555\" stroke-width=\"1.2\"/>\n");
    for (Link l : o.tile().links()) {
      boolean stressed = highlight.kind(l.colour()) != null;
      String d = path(cx, cy, l.a() + o.rotation(), l.b() + o.rotation(), l.kind());
      if (stressed) {
        sb.append("<path d=\"").append(d).append("\" fill=\"none\" stroke=\"#fff\" stroke-width=\"13\"/>\n");
      }
      sb.append("<path d=\"").append(d).append("\" fill=\"none\" stroke=\"").append(paint(l.colour()))
          .append("\" stroke-width=\"8\"")
          .append(highlighting && !stressed ? " stroke-opacity=\"0.45\"" : "")
          .append("/>\n");
    }
    double[] at = numberSpot(cx, cy, o);
    sb.append(String.format(Locale.ROOT,
        "<text x=\"%.2f\" y=\"%.2f\" font-family=\"sans-serif\" font-size=\"9\" text-anchor=\"middle\" "
            + "fill=\"#ccc\">%d</text>%n",
        at[0], at[1] + 3, o.tile().number()));
    sb.append("</g>\n");
  }

  /** The SVG path of a link between sides a and b (any integers, taken mod 6) of the hexagon at (cx, cy). */
  static String path(double cx, double cy, int a, int b, LinkKind kind) {
    double[] p = midpoint(cx, cy, a);
    double[] q = midpoint(cx, cy, b);
    if (kind == LinkKind.STRAIGHT) {
      return String.format(Locale.ROOT, "M%.2f,%.2f L%.2f,%.2f", p[0], p[1], q[0], q[1]);
    }
    double[] c = arcCentre(cx, cy, a, b, kind);
    double centreX = c[0];
    double centreY = c[1];
    double radius = kind == LinkKind.CORNER ? SIDE / 2 : 1.5 * SIDE;
    double cross = (p[0] - centreX) * (q[1] - centreY) - (p[1] - centreY) * (q[0] - centreX);
    return String.format(Locale.ROOT, "M%.2f,%.2f A%.2f,%.2f 0 0 %d %.2f,%.2f", p[0], p[1], radius, radius,
        cross > 0 ? 1 : 0, q[0], q[1]);
  }

  /**
   * Where the tile's number goes: of the centre and a few points towards the corners and sides,
   * the one farthest from every link, so that the number sits in a gap as far as possible.
   */
  static double[] numberSpot(double cx, double cy, OrientedTile o) {
    double[][] samples = new double[3 * 17][];
    int n = 0;
    for (Link l : o.tile().links()) {
      for (double[] p : samplePoints(cx, cy, l.a() + o.rotation(), l.b() + o.rotation(), l.kind(), 17)) {
        samples[n++] = p;
      }
    }
    double[] best = {cx, cy};
    double bestDistance = -1;
    for (int c = 0; c < 13; c++) {
      double px = cx;
      double py = cy;
      if (c > 0) {
        boolean corner = c <= 6;
        double ang = Math.toRadians(corner ? -90 + 60 * c : -60 + 60 * c);
        double r = corner ? 0.62 * SIDE : 0.55 * H;
        px += r * Math.cos(ang);
        py += r * Math.sin(ang);
      }
      double d = Double.MAX_VALUE;
      for (double[] p : samples) {
        d = Math.min(d, Math.hypot(p[0] - px, p[1] - py));
      }
      if (d > bestDistance + 0.5) {
        bestDistance = d;
        best = new double[] {px, py};
      }
    }
    return best;
  }

  /** Points along a link, evenly spread, for {@link #numberSpot}. */
  private static double[][] samplePoints(double cx, double cy, int a, int b, LinkKind kind, int count) {
    double[] p = midpoint(cx, cy, a);
    double[] q = midpoint(cx, cy, b);
    double[][] out = new double[count][];
    if (kind == LinkKind.STRAIGHT) {
      for (int i = 0; i < count; i++) {
        double t = i / (count - 1.0);
        out[i] = new double[] {p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])};
      }
      return out;
    }
    double[] c = arcCentre(cx, cy, a, b, kind);
    double r = kind == LinkKind.CORNER ? SIDE / 2 : 1.5 * SIDE;
    double from = Math.atan2(p[1] - c[1], p[0] - c[0]);
    double to = Math.atan2(q[1] - c[1], q[0] - c[0]);
    double sweep = Math.IEEEremainder(to - from, 2 * Math.PI); // the short way round
    for (int i = 0; i < count; i++) {
      double ang = from + sweep * i / (count - 1.0);
      out[i] = new double[] {c[0] + r * Math.cos(ang), c[1] + r * Math.sin(ang)};
    }
    return out;
  }

  /** The centre of the circle a corner or bend link follows. */
  private static double[] arcCentre(double cx, double cy, int a, int b, LinkKind kind) {
    int lo = Math.floorMod(a, 6);
    int hi = Math.floorMod(b, 6);
    if (kind == LinkKind.CORNER) {
      int vertex = Math.floorMod(hi - lo, 6) == 1 ? hi : lo; // vertex j sits between sides j-1 and j
      double ang = Math.toRadians(-90 + 60 * vertex);
      return new double[] {cx + SIDE * Math.cos(ang), cy + SIDE * Math.sin(ang)};
    }
    int middle = Math.floorMod(hi - lo, 6) == 2 ? lo + 1 : hi + 1; // the side the bend curves around
    double ang = Math.toRadians(-60 + 60 * middle);
    return new double[] {cx + 2 * H * Math.cos(ang), cy + 2 * H * Math.sin(ang)};
  }

  private static double[] midpoint(double cx, double cy, int side) {
    double ang = Math.toRadians(-60 + 60 * Math.floorMod(side, 6));
    return new double[] {cx + H * Math.cos(ang), cy + H * Math.sin(ang)};
  }

  static double x(Hex h) {
    return 2 * H * (h.q() + h.r() / 2.0);
  }

  static double y(Hex h) {
    return 1.5 * SIDE * h.r();
  }

  private static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }

  /** The paint of an arc colour, close to the tiles' own. */
  static String paint(Colour c) {
    return switch (c) {
      case RED -> "#e3242b";
      case GREEN -> "#1e9e45";
      case BLUE -> "#2f6fe0";
      case YELLOW -> "#f6d21f";
      case WHITE -> "#ffffff";
    };
  }
}
