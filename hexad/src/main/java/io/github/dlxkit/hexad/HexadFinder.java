package io.github.dlxkit.hexad;

import io.github.dlxkit.hexad.model.CellSet;
import io.github.dlxkit.hexad.model.InfinityStyle;
import io.github.dlxkit.hexad.model.Labelling;
import io.github.dlxkit.hexad.model.MinimogShapes;
import io.github.dlxkit.hexad.model.Picture;
import io.github.dlxkit.hexad.model.Point;
import io.github.dlxkit.hexad.model.PointMasks;
import java.util.List;

/**
 * Curtis and Conway's "kitten method" as SageMath's {@code Minimog.find_hexad*} implement it, step
 * for step, so that the descriptions (which shape, which picture, which number) are Sage's.
 *
 * <p>Point sets are 13-bit masks ({@link Point#bit()}). The three points at infinity are
 * {@code A[0][2]}, {@code A[2][1]} and {@code A[0][0]} of the MINIMOG {@code A}; each owns a picture
 * of the other 9 points. The hexads are (Curtis, Conway): the points at infinity and a line (type
 * 0); two parallel lines of one picture (type 1); a point at infinity and a cross of its picture
 * (type 2); two points at infinity and a square of the third one's picture (type 3).
 *
 * <p>Sage tries the pictures in a fixed order and labels them inconsistently (type 0 and 1 always
 * say "picture 1/0/6"; types 2 and 3 print the point at infinity itself, so the modulo-11 labelling
 * says "picture +Infinity" or "picture 0" where the shuffle one says "picture 0" or "picture 6").
 * The label tables below keep that, because the descriptions must read as Sage's.
 */
final class HexadFinder {
  private final Point inf02; // A[0][2]
  private final Point inf21; // A[2][1]
  private final Point inf00; // A[0][0]
  private final int infinityMask;
  private final Picture picture00;
  private final Picture picture02;
  private final Picture picture21;
  /** The pictures in the order Sage's type-0 and type-1 searches try them, and their labels. */
  private final Picture[] lineOrder;
  private final String[] lineLabels = {"1", "0", "6"};
  /** Type 3: picture21, picture02, picture00, labelled by their points at infinity. */
  private final String[] squareLabels;

  HexadFinder(Labelling labelling, Picture picture00, Picture picture02, Picture picture21) {
    this.inf02 = labelling.at(0, 2);
    this.inf21 = labelling.at(2, 1);
    this.inf00 = labelling.at(0, 0);
    this.infinityMask = inf02.bit() | inf21.bit() | inf00.bit();
    this.picture00 = picture00;
    this.picture02 = picture02;
    this.picture21 = picture21;
    this.lineOrder = new Picture[] {picture02, picture21, picture00};
    this.squareLabels = new String[] {sage(inf02), sage(inf21), sage(inf00)};
  }

  private static String sage(Point p) {
    return p.format(InfinityStyle.SAGE);
  }

  int infinityMask() {
    return infinityMask;
  }

  /** Type 0: the points at infinity and a line containing {@code pts}; Sage's {@code find_hexad0}. */
  HexadMatch type0(int pts) {
    for (int i = 0; i < MinimogShapes.LINES.size(); i++) {
      CellSet line = MinimogShapes.LINES.get(i);
      for (int p = 0; p < lineOrder.length; p++) {
        int set = lineOrder[p].pointMask(line);
        if (contains(set, pts)) {
          return match(infinityMask | set, "line " + i, "picture " + lineLabels[p]);
        }
      }
    }
    return null;
  }

  /** Type 1: two parallel lines of one picture containing {@code pts}; Sage's {@code find_hexad1}. */
  HexadMatch type1(int pts) {
    for (MinimogShapes.LinePair pair : MinimogShapes.PARALLEL_LINE_PAIRS) {
      for (int p = 0; p < lineOrder.length; p++) {
        int set = lineOrder[p].pointMask(pair.cells());
        if (contains(set, pts)) {
          return match(set, "lines " + pair, "picture " + lineLabels[p]);
        }
      }
    }
    return null;
  }

  /** Type 2: {@code x0} at infinity and a cross of its picture; Sage's {@code find_hexad2}. */
  HexadMatch type2(int pts, Point x0) {
    for (int i = 0; i < MinimogShapes.CROSSES.size(); i++) {
      CellSet cross = MinimogShapes.CROSSES.get(i);
      if (x0 == inf21 && contains(picture02.pointMask(cross), pts)) {
        return match(x0.bit() | picture02.pointMask(cross), "cross " + i, "picture 1");
      }
      if (x0 == inf02 && contains(picture21.pointMask(cross), pts)) {
        return match(x0.bit() | picture21.pointMask(cross), "cross " + i, "picture " + sage(inf02));
      }
      if (x0 == inf00 && contains(picture00.pointMask(cross), pts)) {
        return match(x0.bit() | picture00.pointMask(cross), "cross " + i, "picture 6");
      }
    }
    return null;
  }

  /**
   * Type 3: {@code x0} and {@code x1} at infinity and a square of the third point's picture; Sage's
   * {@code find_hexad3}.
   */
  HexadMatch type3(int pts, Point x0, Point x1) {
    int both = x0.bit() | x1.bit();
    Picture[] pictures = {picture21, picture02, picture00};
    Point[] owners = {inf02, inf21, inf00};
    for (int i = 0; i < MinimogShapes.SQUARES.size(); i++) {
      CellSet square = MinimogShapes.SQUARES.get(i);
      for (int p = 0; p < pictures.length; p++) {
        int set = pictures[p].pointMask(square);
        if ((both & owners[p].bit()) == 0 && contains(set, pts)) {
          return match(both | set, "square " + i, "picture " + squareLabels[p]);
        }
      }
    }
    return null;
  }

  /** The hexad through 5 points; Sage's {@code find_hexad}, including the order it tries things in. */
  HexadMatch find(int pts) {
    int atInfinity = pts & infinityMask;
    switch (Integer.bitCount(atInfinity)) {
      case 3:
        return type0(pts & ~infinityMask);
      case 2: {
        Point[][] pairs = {{inf02, inf21}, {inf21, inf00}, {inf02, inf00}};
        for (Point[] pair : pairs) {
          if ((atInfinity & pair[0].bit()) != 0 && (atInfinity & pair[1].bit()) != 0) {
            HexadMatch h = type3(pts & ~atInfinity, pair[0], pair[1]);
            return h != null ? h : type0(pts & ~atInfinity);
          }
        }
        throw new AssertionError("two points at infinity but no pair of them");
      }
      case 1: {
        Point x0 = Point.ofIndex(Integer.numberOfTrailingZeros(atInfinity));
        int rest = pts & ~atInfinity;
        HexadMatch h = type2(rest, x0);
        if (h != null) {
          return h;
        }
        Point[][] pairs = x0 == inf21 ? new Point[][] {{inf00, inf21}, {inf02, inf21}}
            : x0 == inf00 ? new Point[][] {{inf00, inf21}, {inf00, inf02}}
            : new Point[][] {{inf00, inf02}, {inf21, inf02}};
        for (Point[] pair : pairs) {
          h = type3(rest, pair[0], pair[1]);
          if (h != null) {
            return h;
          }
        }
        return null;
      }
      default: {
        // no point at infinity: a cross with one point at infinity, or two parallel lines
        for (int m = pts; m != 0; m &= m - 1) {
          int i = m & -m;
          for (Point j : List.of(inf02, inf21, inf00)) {
            HexadMatch h = type2(pts & ~i, j);
            if (h != null && (PointMasks.of(h.hexad()) & i) != 0) {
              return h;
            }
          }
        }
        return type1(pts);
      }
    }
  }

  private static boolean contains(int set, int subset) {
    return (set & subset) == subset;
  }

  private static HexadMatch match(int hexad, String shape, String picture) {
    return new HexadMatch(PointMasks.toList(hexad), List.of(shape, picture));
  }
}
