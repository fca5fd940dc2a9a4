package io.github.dlxkit.hexad.model;

import io.github.dlxkit.core.BadInputException;
import java.util.Locale;

/**
 * One of the points of a MINIMOG: a number 0..11 or the point at infinity ∞ of the modulo-11
 * labelling. Points are interned, so {@code ==} works; they order numerically with ∞ last, as
 * SageMath orders {@code +Infinity} after every integer.
 *
 * <pre>{@code
 * Point five = Point.of(5);
 * Point inf = Point.parse("inf");          // also "∞", "+Infinity", "Infinity", "oo"
 * inf.format(InfinityStyle.ASCII);         // "inf"
 * }</pre>
 */
public final class Point implements Comparable<Point> {
  /** The largest number a point can carry (the shuffle labelling uses 0..11). */
  public static final int MAX_NUMBER = 11;
  /** The point at infinity of the modulo-11 labelling. */
  public static final Point INFINITY = new Point(MAX_NUMBER + 1);
  /** How many distinct points there are in all: 0..11 and ∞. */
  public static final int UNIVERSE = MAX_NUMBER + 2;

  private static final Point[] NUMBERS = new Point[MAX_NUMBER + 1];

  static {
    for (int i = 0; i <= MAX_NUMBER; i++) {
      NUMBERS[i] = new Point(i);
    }
  }

  /** 0..11 for the numbers, 12 for ∞: a dense index, used as a bit position in point masks. */
  private final int index;

  private Point(int index) {
    this.index = index;
  }

  /**
   * {@return the point numbered {@code number}}
   *
   * @param number the point's number, 0..11
   * @throws IllegalArgumentException unless {@code 0 <= number <= 11}
   */
  public static Point of(int number) {
    if (number < 0 || number > MAX_NUMBER) {
      throw new BadInputException("no MINIMOG point " + number + " (points are 0..11 and ∞)");
    }
    return NUMBERS[number];
  }

  /**
   * {@return the point with dense index {@code index} (0..11, 12 for ∞); see {@link #index()}}
   *
   * @param index 0..12
   * @throws IllegalArgumentException if {@code index} is not in 0..12
   */
  public static Point ofIndex(int index) {
    return index == INFINITY.index ? INFINITY : of(index);
  }

  /**
   * Reads a point: a number 0..11, or ∞ written {@code ∞}, {@code inf}, {@code infinity},
   * {@code +Infinity} or {@code oo} (Sage's name), in any case.
   *
   * @param text the point as written, spaces around ignored
   * @return the point
   * @throws IllegalArgumentException naming the text if it is neither
   */
  public static Point parse(String text) {
    String s = text.strip();
    switch (s.toLowerCase(Locale.ROOT)) {
      case "∞", "inf", "+inf", "infinity", "+infinity", "oo", "+oo" -> {
        return INFINITY;
      }
      default -> { }
    }
    if (s.isEmpty() || s.length() > 3 || !s.chars().allMatch(Character::isDigit)) {
      throw new BadInputException("'" + text + "' is not a MINIMOG point (a number 0..11, or ∞ written inf)");
    }
    return of(Integer.parseInt(s));
  }

  /** {@return whether this is ∞} */
  public boolean isInfinity() {
    return this == INFINITY;
  }

  /**
   * {@return the number on this point}
   *
   * @throws IllegalStateException for ∞, which has none
   */
  public int number() {
    if (isInfinity()) {
      throw new IllegalStateException("∞ has no number");
    }
    return index;
  }

  /** {@return a dense index: the number, or 12 for ∞} */
  public int index() {
    return index;
  }

  /** {@return the bit {@code 1 << index()}: point sets are 13-bit masks of these} */
  public int bit() {
    return 1 << index;
  }

  /**
   * {@return the point as text, with ∞ spelled as {@code style} says}
   *
   * @param style how to spell ∞ (numbers are written in decimal whatever the style)
   */
  public String format(InfinityStyle style) {
    return isInfinity() ? style.text() : Integer.toString(index);
  }

  @Override
  public int compareTo(Point other) {
    return Integer.compare(index, other.index);
  }

  /** {@return the number, or {@code ∞}} */
  @Override
  public String toString() {
    return format(InfinityStyle.SYMBOL);
  }
}
