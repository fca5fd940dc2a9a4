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
  LINE,
  LOOP;

  /** "line" or "loop". */
  public String word() {
    return this == LINE ? "line" : "loop";
  }
}
