package io.github.dlxkit.tantrix.loopfirst;

import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.Side;
import java.util.ArrayList;
import java.util.List;

/**
 * A closed loop of cells, as a loop line runs through them: cell {@code i} is entered through
 * side {@code in(i)} and left through side {@code out(i)}, which is the side of cell {@code i+1}
 * (mod n) opposite its entry. {@code turn(i)} is how far the direction of travel turns in cell i,
 * in sixths of a full turn clockwise: 0 (a straight link), ±1 (a bend), ±2 (a corner). The
 * {@code inside} cells are those the loop encloses; {@code symmetry} counts the rotations (1, 2, 3
 * or 6) that map the loop onto itself.
 *
 * <p>The cells inside the polygon through the loop's cell centres can be counted from the loop
 * alone, by Pick's theorem on the triangular lattice of those centres: a simple polygon through B
 * lattice points with I inside covers 2I + B − 2 unit triangles, which the shoelace sum over the
 * loop's cells in axial coordinates counts ({@link #interiorCount}). The cells the loop
 * <em>encloses</em> ({@link #inside}) are those and any <em>pockets</em>: cells outside the
 * polygon that only loop cells surround (say a cell whose six neighbours are all on the loop,
 * which passes round it without closing the ring). So a search can drop a shape by its interior
 * before listing the cells it encloses, which it does only when asked (a flood fill of the loop's
 * bounding box).
 */
public final class LoopShape {
  private final Hex[] cells;
  private final int[] out;
  private final int interiorCount;
  private final int symmetry;
  private List<Hex> inside; // listed when first asked for

  LoopShape(Hex[] cells, int[] out, int symmetry) {
    this.cells = cells;
    this.out = out;
    this.symmetry = symmetry;
    long triangles = 0;
    for (int i = 0; i < cells.length; i++) {
      Hex a = cells[i];
      Hex b = cells[(i + 1) % cells.length];
      triangles += (long) a.q() * b.r() - (long) b.q() * a.r();
    }
    this.interiorCount = (int) ((Math.abs(triangles) - cells.length + 2) / 2);
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

  /**
   * The number of cells inside the polygon through the loop's cell centres (Pick's theorem, no
   * listing): at most the number of cells the loop encloses, which adds the pockets.
   */
  public int interiorCount() {
    return interiorCount;
  }

  /**
   * The cells the loop encloses: those off the loop that cannot reach the outside through cells
   * off the loop, in the order of their coordinates.
   */
  public List<Hex> inside() {
    if (inside == null) {
      inside = enclosed();
    }
    return inside;
  }

  /** The cells of the loop's bounding box, one cell wider all round, not reached from its border. */
  private List<Hex> enclosed() {
    int minQ = Integer.MAX_VALUE;
    int minR = Integer.MAX_VALUE;
    int maxQ = Integer.MIN_VALUE;
    int maxR = Integer.MIN_VALUE;
    for (Hex h : cells) {
      minQ = Math.min(minQ, h.q() - 1);
      minR = Math.min(minR, h.r() - 1);
      maxQ = Math.max(maxQ, h.q() + 1);
      maxR = Math.max(maxR, h.r() + 1);
    }
    int width = maxR - minR + 1;
    int area = (maxQ - minQ + 1) * width;
    boolean[] blocked = new boolean[area]; // on the loop, or reached from the border
    for (Hex h : cells) {
      blocked[(h.q() - minQ) * width + h.r() - minR] = true;
    }
    int[] stack = new int[area];
    int top = 0;
    blocked[0] = true; // the corner (minQ, minR) is off the loop
    stack[top++] = 0;
    while (top > 0) {
      int x = stack[--top];
      int q = x / width;
      int r = x % width;
      for (Side side : Side.values()) {
        int nq = q + side.dq();
        int nr = r + side.dr();
        int y = nq * width + nr;
        if (nq >= 0 && nr >= 0 && nr < width && y < area && !blocked[y]) {
          blocked[y] = true;
          stack[top++] = y;
        }
      }
    }
    List<Hex> in = new ArrayList<>();
    for (int x = 0; x < area; x++) {
      if (!blocked[x]) {
        in.add(Hex.of(x / width + minQ, x % width + minR));
      }
    }
    return List.copyOf(in);
  }

  /** How many rotations (1, 2, 3 or 6) map the loop onto itself. */
  public int symmetry() {
    return symmetry;
  }
}
