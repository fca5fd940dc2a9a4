package io.github.dlxkit.hexad.model;

import io.github.dlxkit.core.BadInputException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Point sets as 13-bit masks (bit {@link Point#index()}), the hexad finder's working form, and the
 * checks that turn user input into them.
 *
 * <pre>{@code
 * int mask = PointMasks.of(List.of(Point.of(0), Point.of(3)));   // 9: bits 0 and 3
 * PointMasks.toList(mask);                                     // [0, 3]
 * }</pre>
 */
public final class PointMasks {
  private PointMasks() {}

  /**
   * {@return the points of {@code mask}, in increasing order (∞ last), unmodifiable}
   *
   * @param mask points as bits ({@link Point#bit()}; bit 12 is ∞)
   */
  public static List<Point> toList(int mask) {
    List<Point> out = new ArrayList<>(Integer.bitCount(mask));
    for (int m = mask; m != 0; m &= m - 1) {
      out.add(Point.ofIndex(Integer.numberOfTrailingZeros(m)));
    }
    return List.copyOf(out);
  }

  /**
   * {@return the mask of {@code points}, which must be distinct} (Repeated points are not
   * noticed: see {@link #checked}.)
   *
   * @param points the points, none null
   */
  public static int of(Collection<Point> points) {
    int m = 0;
    for (Point p : points) {
      m |= p.bit();
    }
    return m;
  }

  /**
   * Checks that {@code points} are {@code size} distinct points of {@code labelling} and returns
   * their mask.
   *
   * @param points the points to check
   * @param size how many points there must be
   * @param labelling the labelling they must belong to
   * @param what what the points are, for the message ("the points", "the cards")
   * @return the mask of the points ({@link Point#bit()})
   * @throws IllegalArgumentException naming the first problem found
   */
  public static int checked(Collection<Point> points, int size, Labelling labelling, String what) {
    int m = 0;
    for (Point p : points) {
      if (p == null) {
        throw new IllegalArgumentException(what + " contain null");
      }
      if (!labelling.contains(p)) {
        throw new BadInputException(p + " is not a point of the " + labelling.sageName()
            + " MINIMOG (its points are " + describe(labelling) + ")");
      }
      if ((m & p.bit()) != 0) {
        throw new BadInputException(p + " appears twice in " + what);
      }
      m |= p.bit();
    }
    if (points.size() != size) {
      throw new BadInputException(what + " must be " + size + " distinct points, got "
          + points.size() + ": " + points);
    }
    return m;
  }

  private static String describe(Labelling labelling) {
    return labelling == Labelling.SHUFFLE ? "0..11" : "0..10 and ∞";
  }
}
