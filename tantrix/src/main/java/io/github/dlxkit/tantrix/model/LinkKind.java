package io.github.dlxkit.tantrix.model;

/**
 * The three shapes of a coloured link on a tile, by how far apart its two edges are: a sharp
 * {@code CORNER} joins neighbouring edges, a gentle {@code BEND} joins edges two apart, a
 * {@code STRAIGHT} joins opposite edges.
 *
 * <pre>{@code
 * LinkKind.between(0, 3);   // STRAIGHT
 * LinkKind.between(0, 1);   // CORNER
 * LinkKind.BEND.span();     // 2
 * }</pre>
 */
public enum LinkKind {
  /** A sharp corner: the two ends on neighbouring edges, span 1. */
  CORNER(1),
  /** A gentle bend: the ends two edges apart, span 2. */
  BEND(2),
  /** A straight: the ends on opposite edges, span 3. */
  STRAIGHT(3);

  private final int span;

  LinkKind(int span) {
    this.span = span;
  }

  /** {@return how many sides apart the two ends are (1, 2 or 3)} */
  public int span() {
    return span;
  }

  /**
   * {@return the kind of a link between edges {@code a} and {@code b}}
   *
   * @param a one edge (taken mod 6)
   * @param b the other edge (taken mod 6)
   * @throws IllegalArgumentException if the two are the same edge
   */
  public static LinkKind between(int a, int b) {
    int d = Math.floorMod(a - b, 6);
    return switch (Math.min(d, 6 - d)) {
      case 1 -> CORNER;
      case 2 -> BEND;
      case 3 -> STRAIGHT;
      default -> throw new IllegalArgumentException("edges " + a + " and " + b + " do not form a link");
    };
  }
}
