package io.github.dlxkit.tantrix.loopfirst;

import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.Side;
import java.util.List;

/**
 * A closed loop of cells, as a loop line runs through them: cell {@code i} is entered through
 * side {@code in(i)} and left through side {@code out(i)}, which is the side of cell {@code i+1}
 * (mod n) opposite its entry. {@code turn(i)} is how far the direction of travel turns in cell i,
 * in sixths of a full turn clockwise: 0 (a straight link), ±1 (a bend), ±2 (a corner). The
 * {@code inside} cells are those the loop encloses; {@code symmetry} counts the rotations (1, 2, 3
 * or 6) that map the loop onto itself.
 */
public final class LoopShape {
  private final Hex[] cells;
  private final int[] out;
  private final List<Hex> inside;
  private final int symmetry;

  LoopShape(Hex[] cells, int[] out, List<Hex> inside, int symmetry) {
    this.cells = cells;
    this.out = out;
    this.inside = List.copyOf(inside);
    this.symmetry = symmetry;
  }

  /** The number of cells on the loop. */
  public int length() {
    return cells.length;
  }

  /** Cell {@code i} of the loop, in the order the line runs. */
  public Hex cell(int i) {
    return cells[i];
  }

  /** The side through which the line leaves cell {@code i}. */
  public Side out(int i) {
    return Side.of(out[i]);
  }

  /** The side through which the line enters cell {@code i}. */
  public Side in(int i) {
    return Side.of(out[Math.floorMod(i - 1, cells.length)] + 3);
  }

  /** The turn in cell {@code i}: -2..2 sixths, clockwise positive. */
  public int turn(int i) {
    int t = Math.floorMod(out[i] - out[Math.floorMod(i - 1, cells.length)], 6);
    return t > 3 ? t - 6 : t;
  }

  /** The cells the loop encloses (not on it). */
  public List<Hex> inside() {
    return inside;
  }

  /** How many rotations (1, 2, 3 or 6) map the loop onto itself. */
  public int symmetry() {
    return symmetry;
  }
}
