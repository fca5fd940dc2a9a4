package io.github.dlxkit.tantrix.freeshape;

import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.OrientedTile;
import io.github.dlxkit.tantrix.model.Tantrix;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The grid of a free-shape search: the tile on each cell and its turn, the colours it shows, the
 * cells in the order they were filled, and the box around them. Only {@link Moves} changes it.
 *
 * <h2>Data layout</h2>
 * A flat square array of {@code width × width} cells, cell (q, r) at index
 * {@code (r + off) * width + (q + off)}, with {@code off} = tiles + 3 so that no tile reaches the
 * edge; the neighbour across side s is {@code cell + delta[s]}. {@code type[c]} is the tile type on
 * c (see {@link TileTypes}), or {@link #EMPTY}, or {@link #EXCLUDED} (marked empty for good);
 * {@code rot[c]} its turn; {@code shown[c * 6 + s]} the colour the tile on c shows on side s, or −1.
 * {@code placed[0..count)} lists the filled cells in the order they were filled (the anchor first);
 * {@code boxHistory[4k..4k+4)} holds the box (minQ, maxQ, minR, maxR) before the k-th tile, so
 * removing a tile restores the box without a scan.
 */
final class Board {
  static final int EMPTY = -1;
  static final int EXCLUDED = -2;

  private final TileTypes t;
  private final int width;
  private final int off;
  private final int[] delta;
  private final int[] type;
  private final int[] rot;
  private final byte[] shown;
  private final int[] placed;
  private int count;
  private int minQ;
  private int maxQ;
  private int minR;
  private int maxR;
  private final int[] boxHistory;

  Board(TileTypes t) {
    this.t = t;
    this.off = t.total + 3;
    this.width = 2 * off + 1;
    this.delta = new int[] {-width + 1, 1, width, width - 1, -1, -width};
    int cells = width * width;
    this.type = new int[cells];
    Arrays.fill(type, EMPTY);
    this.rot = new int[cells];
    this.shown = new byte[cells * 6];
    Arrays.fill(shown, (byte) -1);
    this.placed = new int[t.total];
    this.boxHistory = new int[t.total * 4];
  }

  /** The number of cells, an upper bound of every cell index. */
  int cells() {
    return width * width;
  }

  /** The cell (0, 0), where the anchor goes. */
  int origin() {
    return off * width + off;
  }

  int neighbour(int cell, int side) {
    return cell + delta[side];
  }

  /** The tile type on {@code cell}, or {@link #EMPTY}, or {@link #EXCLUDED}. */
  int type(int cell) {
    return type[cell];
  }

  int rot(int cell) {
    return rot[cell];
  }

  /** The colour the tile on {@code cell} shows on {@code side}, or −1 if the cell holds none. */
  int shown(int cell, int side) {
    return shown[cell * 6 + side];
  }

  /** The colour the tile across {@code side} of {@code cell} shows towards it, or −1. */
  int facing(int cell, int side) {
    return shown[(cell + delta[side]) * 6 + (side + 3) % 6];
  }

  /** The number of tiles placed. */
  int count() {
    return count;
  }

  /** The cell of the {@code i}-th tile placed. */
  int placed(int i) {
    return placed[i];
  }

  int minQ() {
    return minQ;
  }

  int maxQ() {
    return maxQ;
  }

  int minR() {
    return minR;
  }

  int maxR() {
    return maxR;
  }

  int q(int cell) {
    return cell % width - off;
  }

  int r(int cell) {
    return cell / width - off;
  }

  int cellAt(int q, int r) {
    return (r + off) * width + (q + off);
  }

  /** Whether {@code cell} lies in the box around the tiles. */
  boolean inBox(int cell) {
    int q = q(cell);
    int r = r(cell);
    return q >= minQ && q <= maxQ && r >= minR && r <= maxR;
  }

  /** Whether type {@code x} turned {@code r} matches every tile next to {@code cell}. */
  boolean fits(int cell, int x, int r) {
    int base = (x * 6 + r) * 6;
    for (int s = 0; s < 6; s++) {
      int c = shown[(cell + delta[s]) * 6 + (s + 3) % 6];
      if (c >= 0 && c != t.face(base + s)) {
        return false;
      }
    }
    return true;
  }

  /** Two bits per side of {@code cell} that touches a tile (to compare with {@link TileTypes#faceBits}). */
  int constraintMask(int cell) {
    int mask = 0;
    for (int side = 0; side < 6; side++) {
      if (shown[(cell + delta[side]) * 6 + (side + 3) % 6] >= 0) {
        mask |= 3 << (2 * side);
      }
    }
    return mask;
  }

  /** The colours a tile on {@code cell} must show where it touches tiles, packed as in faceBits. */
  int constraintValue(int cell) {
    int value = 0;
    for (int side = 0; side < 6; side++) {
      int c = shown[(cell + delta[side]) * 6 + (side + 3) % 6];
      if (c >= 0) {
        value |= c << (2 * side);
      }
    }
    return value;
  }

  /** How many tiles next to {@code cell} meet the tile on it in {@code colour}. */
  int joins(int cell, int colour) {
    int n = 0;
    for (int s = 0; s < 6; s++) {
      if (shown[cell * 6 + s] == colour && type[cell + delta[s]] >= 0) {
        n++;
      }
    }
    return n;
  }

  void place(int cell, int x, int r) {
    type[cell] = x;
    rot[cell] = r;
    int base = (x * 6 + r) * 6;
    for (int s = 0; s < 6; s++) {
      shown[cell * 6 + s] = (byte) t.face(base + s);
    }
    placed[count++] = cell;
    growBox(cell);
  }

  /** Removes the tile on {@code cell}, the last placed. */
  void unplace(int cell) {
    type[cell] = EMPTY;
    for (int s = 0; s < 6; s++) {
      shown[cell * 6 + s] = -1;
    }
    count--;
    int k = count * 4;
    minQ = boxHistory[k];
    maxQ = boxHistory[k + 1];
    minR = boxHistory[k + 2];
    maxR = boxHistory[k + 3];
  }

  void exclude(int cell) {
    type[cell] = EXCLUDED;
  }

  void unexclude(int cell) {
    type[cell] = EMPTY;
  }

  private void growBox(int cell) {
    int k = (count - 1) * 4;
    boxHistory[k] = minQ;
    boxHistory[k + 1] = maxQ;
    boxHistory[k + 2] = minR;
    boxHistory[k + 3] = maxR;
    int q = q(cell);
    int r = r(cell);
    if (count == 1) {
      minQ = maxQ = q;
      minR = maxR = r;
    } else {
      minQ = Math.min(minQ, q);
      maxQ = Math.max(maxQ, q);
      minR = Math.min(minR, r);
      maxR = Math.max(maxR, r);
    }
  }

  /** The tiles as a tantrix, in the order they were placed. */
  Tantrix toTantrix() {
    Map<Hex, OrientedTile> m = new LinkedHashMap<>();
    for (int i = 0; i < count; i++) {
      int c = placed[i];
      m.put(new Hex(q(c), r(c)), t.tile(type[c]).rotate(rot[c]));
    }
    return Tantrix.of(m);
  }

  /**
   * The tiles turned back by {@code turn} about {@code centre} and moved there to (0, 0), each
   * coded (r, q, tile number, turn) in one long, sorted: equal arrays mean equal placements.
   */
  long[] form(int centre, int turn) {
    long[] out = new long[count];
    int cq = q(centre);
    int cr = r(centre);
    for (int i = 0; i < count; i++) {
      int c = placed[i];
      Hex h = new Hex(q(c) - cq, r(c) - cr).rotate(-turn);
      int newRot = Math.floorMod(rot[c] - turn, 6);
      out[i] = ((long) (h.r() + 4096) << 40) | ((long) (h.q() + 4096) << 24)
          | ((long) t.tile(type[c]).number() << 8) | newRot;
    }
    Arrays.sort(out);
    return out;
  }
}
