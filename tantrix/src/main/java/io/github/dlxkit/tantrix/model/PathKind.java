package io.github.dlxkit.tantrix.model;

/**
 * Whether a coloured path has two open ends ({@code LINE}) or closes on itself ({@code LOOP}).
 *
 * <pre>{@code
 * Goal g = Goal.loop(Colour.RED).and(PathKind.LINE, Colour.BLUE);
 * PathKind.LOOP.word();   // "loop"
 * }</pre>
 */
public enum PathKind {
  /** A path with two open ends: at the border of the tantrix or where the Golden Rule breaks. */
  LINE,
  /** A path that closes on itself. */
  LOOP;

  /** {@return "line" or "loop", as in goal words ({@link Goal#parse})} */
  public String word() {
    return this == LINE ? "line" : "loop";
  }
}
