package io.github.dlxkit.tantrix.model;

/**
 * A cell of the hexagonal grid in axial coordinates (q, r) for pointy-top hexagons, r growing
 * downward: the neighbour across NE is (q+1, r−1), E (q+1, r), SE (q, r+1), SW (q−1, r+1),
 * W (q−1, r), NW (q, r−1). Hexes order by r, then q (reading order).
 *
 * <pre>{@code
 * Hex h = Hex.of(1, 0);
 * h.neighbour(Side.E);       // Hex[q=2, r=0]
 * h.distance(Hex.ORIGIN);    // 1
 * h.rotate(3);               // Hex[q=-1, r=0]: half a turn about (0,0)
 * }</pre>
 */
public record Hex(int q, int r) implements Comparable<Hex> {
  /** The origin (0, 0). */
  public static final Hex ORIGIN = new Hex(0, 0);

  /**
   * {@return the cell (q, r)}
   *
   * @param q the axial column, growing eastward
   * @param r the axial row, growing downward
   */
  public static Hex of(int q, int r) {
    return new Hex(q, r);
  }

  /**
   * {@return the neighbour across {@code side}}
   *
   * @param side the side crossed; not null
   */
  public Hex neighbour(Side side) {
    return new Hex(q + side.dq(), r + side.dr());
  }

  /**
   * {@return this cell turned {@code k} steps of 60° clockwise about the origin}
   *
   * @param k any int, taken mod 6: negative turns anticlockwise
   */
  public Hex rotate(int k) {
    int a = q;
    int b = r;
    for (int i = 0; i < Math.floorMod(k, 6); i++) {
      int na = -b;
      int nb = a + b;
      a = na;
      b = nb;
    }
    return new Hex(a, b);
  }

  /**
   * {@return this cell moved by {@code d}}
   *
   * @param d the offset, read as a vector; not null
   */
  public Hex plus(Hex d) {
    return new Hex(q + d.q, r + d.r);
  }

  /**
   * {@return the vector from {@code o} to this cell}
   *
   * @param o the start; not null
   */
  public Hex minus(Hex o) {
    return new Hex(q - o.q, r - o.r);
  }

  /** {@return the third cube coordinate, s = −q − r} */
  public int s() {
    return -q - r;
  }

  /**
   * {@return the number of steps between this cell and {@code o}: the fewest sides crossed, 0 for
   * the same cell}
   *
   * @param o the other cell; not null
   */
  public int distance(Hex o) {
    int dq = q - o.q;
    int dr = r - o.r;
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
  }

  @Override
  public int compareTo(Hex o) {
    return r != o.r ? Integer.compare(r, o.r) : Integer.compare(q, o.q);
  }

  /** "(q,r)". */
  @Override
  public String toString() {
    return "(" + q + "," + r + ")";
  }
}
