package io.github.dlxkit.tantrix.model;

import java.util.List;

/**
 * One connected path of a colour in a tantrix: the cells its arcs pass through, in order along the
 * path, and whether it closes into a loop. A line's ends are its first and last cells.
 *
 * <pre>{@code
 * Tantrix t = PuzzleCatalog.get("rainbow_blue").fixed().findFirst().orElseThrow();
 * ColourPath p = t.check().paths(Colour.BLUE).get(0);
 * p.kind();      // LINE
 * p.length();    // 10: the line runs through every tile
 * }</pre>
 *
 * @param colour the colour
 * @param cells the cells in path order
 * @param kind line or loop
 */
public record ColourPath(Colour colour, List<Hex> cells, PathKind kind) {
  /**
   * Copies the cells.
   *
   * @param colour the colour
   * @param cells the cells in path order; copied; not null, nor any cell
   * @param kind line or loop
   * @throws NullPointerException if {@code cells} or a cell is null
   */
  public ColourPath {
    cells = List.copyOf(cells);
  }

  /** {@return the number of tiles on the path} */
  public int length() {
    return cells.size();
  }

  /** e.g. "blue line of 10 tiles". */
  @Override
  public String toString() {
    return colour.displayName() + " " + kind.word() + " of " + cells.size() + " tile" + (cells.size() == 1 ? "" : "s");
  }
}
