package io.github.dlxkit.tantrix.game;

import static io.github.dlxkit.tantrix.game.Position.DELTA;
import static io.github.dlxkit.tantrix.game.TileTable.OTHER;
import static io.github.dlxkit.tantrix.game.TileTable.SIDE;

/**
 * What a colour's lines are worth if play goes on, in the strategy guide's terms: a line's
 * <em>indirect length</em> (its tiles, plus the lines it will join through a space where two of its
 * ends meet, plus one for the tile that fills that space), its <em>free ends</em> (an end whose
 * space some unplayed tile still fits; a blocked end cannot grow), a <em>forced-loop threat</em>
 * (both ends of one line in the same space: once filled it is a loop of one tile more, and can
 * grow no further), <em>isolated links</em> (a single link of the colour that no tile can ever join
 * to anything: a link lost to its colour's lines), and loops, which score double and are final.
 * The lookahead player weighs a position as its own prospect minus the best opponent's.
 *
 * <h2>Data layout</h2>
 * One pass per colour over the placed tiles traces each path once ({@code seen[c] == stamp} marks
 * its cells), storing for path i its tiles {@code length[i]}, whether it is a loop, and the empty
 * cells its two ends point into, {@code end[2i]} and {@code end[2i + 1]}. {@code owner[e]} (valid
 * when {@code ownerStamp[e] == stamp}) is 2i + k for the first end seen pointing into e; a second
 * end into e joins the two paths (union-find over {@code parent}). No allocation after construction.
 */
final class Prospects {
  private static final int MAX_PATHS = Position.TILES + 1;
  /** What an isolated link costs its colour: one of its 42 links that can join no line. */
  static final double ISOLATED = 0.3;
  private final int[] seen = new int[Position.CELLS];
  private final int[] ownerStamp = new int[Position.CELLS];
  private final int[] owner = new int[Position.CELLS];
  private int stamp;
  private final int[] length = new int[MAX_PATHS];
  private final boolean[] loop = new boolean[MAX_PATHS];
  private final int[] end = new int[2 * MAX_PATHS];
  private final boolean[] endUsed = new boolean[2 * MAX_PATHS];
  private final int[] parent = new int[MAX_PATHS];
  private final int[] joined = new int[MAX_PATHS];
  private final int[] tiles = new int[MAX_PATHS];
  private final int[] free = new int[MAX_PATHS];
  private final boolean[] threat = new boolean[MAX_PATHS];

  /**
   * The prospect of colour {@code col}: the most its best line or loop can be expected to score.
   * {@code freeEnd} is what one free end is worth (more early in the game, when lines still grow).
   */
  double of(Position pos, int col, double freeEnd) {
    stamp++;
    long available = ~pos.onBoard & ((1L << Position.TILES) - 1);
    int paths = 0;
    for (int i = 0; i < pos.placedCount; i++) {
      int c = pos.placed[i];
      if (seen[c] == stamp || (TileTable.COLOURS[pos.tileAt[c]] >> col & 1) == 0) {
        continue;
      }
      trace(pos, c, col, paths);
      parent[paths] = paths;
      joined[paths] = 0;
      threat[paths] = false;
      paths++;
    }
    for (int i = 0; i < 2 * paths; i++) {
      endUsed[i] = false;
    }
    for (int k = 0; k < 2 * paths; k++) {
      int e = end[k];
      if (e < 0 || blocked(pos, e, available)) {
        continue;
      }
      if (ownerStamp[e] != stamp) {
        ownerStamp[e] = stamp;
        owner[e] = k;
        continue;
      }
      int first = owner[e];
      if (endUsed[first]) {
        continue; // a third end into one space: no tile fits it
      }
      endUsed[first] = true;
      endUsed[k] = true;
      int a = find(first / 2);
      int b = find(k / 2);
      if (a == b) {
        threat[a] = true;
      } else {
        parent[b] = a;
        joined[a] += joined[b] + 1;
        threat[a] |= threat[b];
      }
    }
    for (int i = 0; i < paths; i++) {
      tiles[i] = 0;
      free[i] = 0;
    }
    double best = 0;
    for (int i = 0; i < paths; i++) {
      int root = find(i);
      tiles[root] += length[i];
      for (int k = 2 * i; k < 2 * i + 2; k++) {
        if (end[k] >= 0 && !endUsed[k] && !blocked(pos, end[k], available)) {
          free[root]++;
        }
      }
      if (loop[i]) {
        best = Math.max(best, 2 * length[i]);
      }
    }
    int isolated = 0;
    for (int i = 0; i < paths; i++) {
      if (parent[i] != i || loop[i]) {
        continue;
      }
      int indirect = tiles[i] + joined[i];
      double value = threat[i] ? 2.0 * indirect : indirect + freeEnd * free[i];
      best = Math.max(best, value);
      if (indirect == 1 && free[i] == 0 && !threat[i]) {
        isolated++;
      }
    }
    return best - ISOLATED * isolated;
  }

  private int find(int i) {
    while (parent[i] != i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  }

  /** Whether no unplayed tile fits the empty cell {@code e}. */
  private static boolean blocked(Position pos, int e, long available) {
    int key = 0;
    for (int s = 0; s < 6; s++) {
      key += (pos.shown[(e + DELTA[s]) * 6 + (s + 3) % 6] + 1) * TileTable.POW5[s];
    }
    return (TileTable.fits(key) & available) == 0;
  }

  /** Traces the path of colour col through the tile on c as path number {@code i}. */
  private void trace(Position pos, int c, int col, int i) {
    int base = (pos.tileAt[c] * 6 + pos.rotAt[c]) * 6;
    int first = 0;
    while (SIDE[base + first] != col) {
      first++;
    }
    seen[c] = stamp;
    int len = 1;
    int second = OTHER[base + first];
    loop[i] = false;
    for (int k = 0; k < 2; k++) {
      int here = c;
      int out = k == 0 ? first : second;
      while (true) {
        int n = here + DELTA[out];
        if (pos.tileAt[n] < 0) {
          end[2 * i + k] = n;
          break;
        }
        if (n == c) {
          loop[i] = true;
          end[2 * i] = -1;
          end[2 * i + 1] = -1;
          length[i] = len;
          return;
        }
        seen[n] = stamp;
        len++;
        out = OTHER[(pos.tileAt[n] * 6 + pos.rotAt[n]) * 6 + (out + 3) % 6];
        here = n;
      }
    }
    length[i] = len;
  }
}
