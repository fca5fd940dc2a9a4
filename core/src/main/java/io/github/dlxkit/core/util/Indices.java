package io.github.dlxkit.core.util;

/**
 * The check of an index a public method of a puzzle module is given (a seat, a move, an edge, an
 * option, a variable): a bad one is an {@link IllegalArgumentException} that names the value and
 * the range, in one wording everywhere, never a raw {@link ArrayIndexOutOfBoundsException} nor,
 * where a slot is unused or belongs to something else, a wrong answer in silence.
 *
 * <pre>{@code
 * int seat = Indices.checked("seat", 1, 2);   // 1: players 0 and 1
 * String why = "";
 * try {
 *   Indices.checked("seat", 2, 2);
 * } catch (IllegalArgumentException e) {
 *   why = e.getMessage();   // "seat must be 0 to 1, got 2"
 * }
 * }</pre>
 */
public final class Indices {
  private Indices() {}

  /**
   * {@return {@code i}, checked to be 0 to {@code size} − 1}
   *
   * @param what the index's name in the message, e.g. {@code "seat"}
   * @param i the index
   * @param size how many there are
   * @throws IllegalArgumentException naming {@code what}, {@code i} and the range, if {@code i} is
   *     out of it
   */
  public static int checked(String what, int i, int size) {
    if (i < 0 || i >= size) {
      throw new IllegalArgumentException(size <= 0 ? "there is no " + what + " " + i + ": there are none"
          : what + " must be 0 to " + (size - 1) + ", got " + i);
    }
    return i;
  }

  /**
   * {@return {@code i}, checked to be {@code first} to {@code last}, both included}
   *
   * @param what the index's name in the message, e.g. {@code "variable"}
   * @param i the index
   * @param first the least allowed
   * @param last the greatest allowed; below {@code first} when there is none
   * @throws IllegalArgumentException naming {@code what}, {@code i} and the range, if {@code i} is
   *     out of it
   */
  public static int checked(String what, int i, int first, int last) {
    if (i < first || i > last) {
      throw new IllegalArgumentException(last < first ? "there is no " + what + " " + i + ": there are none"
          : what + " must be " + first + " to " + last + ", got " + i);
    }
    return i;
  }
}
