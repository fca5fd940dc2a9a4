package io.github.dlxkit.tantrix.model;

/**
 * One coloured line on a tile, joining edges {@code a < b} (edge numbers of the tile in rotation 0).
 *
 * <pre>{@code
 * Link yellow = TileSet.standard().tile(6).link(Colour.YELLOW);
 * yellow.kind();   // STRAIGHT
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 *
 * @param colour its colour
 * @param a the lower edge number, 0..5
 * @param b the higher edge number, 0..5
 */
public record Link(Colour colour, int a, int b) {
  /**
   * Checks the edges.
   *
   * @param colour its colour
   * @param a the lower edge number, 0..4
   * @param b the higher edge number, {@code a + 1} to 5
   * @throws IllegalArgumentException unless 0 ≤ a &lt; b ≤ 5
   */
  public Link {
    if (a < 0 || b > 5 || a >= b) {
      throw new IllegalArgumentException("a link joins two edges 0 <= a < b <= 5, got " + a + " and " + b);
    }
  }

  /** {@return the link's shape: corner, bend or straight} */
  public LinkKind kind() {
    return LinkKind.between(a, b);
  }

  /**
   * {@return the end of this link other than edge {@code edge}}
   *
   * @param edge one of the link's ends, {@link #a()} or {@link #b()}
   * @throws IllegalArgumentException if {@code edge} is neither
   */
  public int otherEnd(int edge) {
    if (edge != a && edge != b) {
      throw new IllegalArgumentException("edge " + edge + " is not an end of this link (" + a + " or " + b + ")");
    }
    return edge == a ? b : a;
  }
}
