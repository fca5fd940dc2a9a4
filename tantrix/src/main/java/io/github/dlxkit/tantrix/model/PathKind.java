package io.github.dlxkit.tantrix.model;

/** Whether a coloured path has two open ends ({@code LINE}) or closes on itself ({@code LOOP}). */
public enum PathKind {
  LINE,
  LOOP;

  /** "line" or "loop". */
  public String word() {
    return this == LINE ? "line" : "loop";
  }
}
