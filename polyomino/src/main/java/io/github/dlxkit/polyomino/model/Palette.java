package io.github.dlxkit.polyomino.model;

/**
 * Colours for pieces that have none of their own: 20 colours chosen to be told apart (Sasha
 * Trubetskoy's "20 simple, distinct colours"), used in order.
 *
 * <pre>{@code
 * Palette.colour(0);   // the first piece's SVG colour
 * }</pre>
 */
public final class Palette {
  private static final String[] COLOURS = {
    "#e6194b", "#3cb44b", "#ffe119", "#4363d8", "#f58231", "#911eb4", "#46f0f0", "#f032e6",
    "#bcf60c", "#fabebe", "#008080", "#e6beff", "#9a6324", "#fffac8", "#800000", "#aaffc3",
    "#808000", "#ffd8b1", "#000075", "#808080",
  };

  private Palette() {}

  /**
   * {@return the colour of piece number {@code index} (cycling after 20), as {@code #rrggbb}}
   *
   * @param index the piece's number, at least 0
   */
  public static String colour(int index) {
    return COLOURS[Math.floorMod(index, COLOURS.length)];
  }
}
