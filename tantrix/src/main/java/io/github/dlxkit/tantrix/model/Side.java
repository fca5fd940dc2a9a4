package io.github.dlxkit.tantrix.model;

/**
 * The six sides of a pointy-top hexagon, clockwise from north-east, with the axial offset (dq, dr)
 * of the neighbour across each side (r grows downward). Side {@code i} is also edge {@code i} of a
 * tile in rotation 0.
 *
 * <pre>{@code
 * Side.of(0);                    // NE
 * Hex.ORIGIN.neighbour(Side.E);  // Hex[q=1, r=0]
 * }</pre>
 */
public enum Side {
  /** North-east, index 0: the neighbour is at (q + 1, r − 1). */
  NE(1, -1),
  /** East, index 1: (q + 1, r). */
  E(1, 0),
  /** South-east, index 2: (q, r + 1). */
  SE(0, 1),
  /** South-west, index 3: (q − 1, r + 1). */
  SW(-1, 1),
  /** West, index 4: (q − 1, r). */
  W(-1, 0),
  /** North-west, index 5: (q, r − 1). */
  NW(0, -1);

  private static final Side[] VALUES = values();

  private final int dq;
  private final int dr;

  Side(int dq, int dr) {
    this.dq = dq;
    this.dr = dr;
  }

  /**
   * {@return the side with index {@code i} (taken mod 6, so negative indices work too)}
   *
   * @param i any int; 0 is NE, 1 E, and so on clockwise
   */
  public static Side of(int i) {
    return VALUES[Math.floorMod(i, 6)];
  }

  /** {@return the change of q when crossing this side} */
  public int dq() {
    return dq;
  }

  /** {@return the change of r when crossing this side} */
  public int dr() {
    return dr;
  }

  /** {@return the side facing this one on the neighbouring hexagon} */
  public Side opposite() {
    return VALUES[(ordinal() + 3) % 6];
  }

  /**
   * {@return this side turned {@code k} steps of 60° clockwise}
   *
   * @param k any int, taken mod 6: negative turns anticlockwise
   */
  public Side turn(int k) {
    return of(ordinal() + k);
  }
}
