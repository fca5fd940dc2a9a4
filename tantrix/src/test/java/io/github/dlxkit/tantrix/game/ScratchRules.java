package io.github.dlxkit.tantrix.game;

import static io.github.dlxkit.tantrix.game.Position.CELLS;
import static io.github.dlxkit.tantrix.game.Position.DELTA;
import static io.github.dlxkit.tantrix.game.TileTable.OTHER;
import static io.github.dlxkit.tantrix.game.TileTable.SIDE;

import java.util.Arrays;

/**
 * The rules recomputed from scratch after every move, fast enough to run on thousands of games: a
 * board of its own (the moves put on it, nothing more), and from it alone — with no state carried
 * from one move to the next — the tiles around each cell, the spaces, the forced spaces, the runs
 * of the controlled sides, the legal moves (each rule checked on its own, the forced-space-first
 * rule and the free move on top) and each colour's best line or loop. {@link #check} compares all
 * of it with {@link Position}'s incremental state. It shares with the engine only the tile tables
 * and the flat-grid geometry (which {@link RulesTwin}, on a map of hexes, checks on fewer games).
 */
final class ScratchRules {
  private final int[] tileAt = new int[CELLS];
  private final int[] rotAt = new int[CELLS];
  private final int[] cells = new int[Position.TILES];
  private int count;
  // scratch, cleared per check over the cells touched
  private final int[] around = new int[CELLS];
  private final int[] runs = new int[CELLS];
  private final boolean[] seen = new boolean[CELLS];
  private final int[] spaces = new int[CELLS];
  private int spaceCount;
  private final int[] all = new int[Position.MAX_MOVES];
  private final int[] onForced = new int[Position.MAX_MOVES];
  private final int[] links = new int[4];

  ScratchRules() {
    Arrays.fill(tileAt, -1);
  }

  /** Puts a tile on the scratch board (the rules are not asked: the engine's move is checked before). */
  void put(int move) {
    int c = Position.moveCell(move);
    tileAt[c] = Position.moveTile(move);
    rotAt[c] = Position.moveRot(move);
    cells[count++] = c;
  }

  private int shows(int c, int s) {
    return tileAt[c] < 0 ? -1 : SIDE[(tileAt[c] * 6 + rotAt[c]) * 6 + s];
  }

  private boolean isForced(int c) {
    return tileAt[c] < 0 && around[c] >= 3;
  }

  /** Recounts around[], the spaces and the runs of every forced space (clearing the last check's). */
  private void recount() {
    for (int i = 0; i < spaceCount; i++) {
      int c = spaces[i];
      around[c] = 0;
      runs[c] = 0;
      seen[c] = false;
    }
    for (int i = 0; i < count; i++) {
      around[cells[i]] = 0;
      runs[cells[i]] = 0;
      seen[cells[i]] = false;
    }
    spaceCount = 0;
    for (int i = 0; i < count; i++) {
      for (int s = 0; s < 6; s++) {
        int n = cells[i] + DELTA[s];
        around[n]++;
        if (tileAt[n] < 0 && !seen[n]) {
          seen[n] = true;
          spaces[spaceCount++] = n;
        }
      }
    }
    for (int i = 0; i < spaceCount; i++) {
      int f = spaces[i];
      if (!isForced(f)) {
        continue;
      }
      // restriction 3 from the help file's figure 3.3: from the forced space along each side, the
      // empty cells beside an unbroken wall of tiles
      for (int d = 0; d < 6; d++) {
        for (int turn : new int[] {5, 1}) {
          int x = f + DELTA[d];
          int wall = f + DELTA[(d + turn) % 6];
          while (tileAt[x] < 0 && tileAt[wall] >= 0) {
            runs[x]++;
            x += DELTA[d];
            wall += DELTA[d];
          }
        }
      }
    }
  }

  /** The rule tile t turned rot on empty cell c breaks, ignoring forced-space-first; null if none. */
  private Rule placementRule(int c, int t, int rot, boolean restricted) {
    if (count == 0) {
      return c == Position.ORIGIN ? null : Rule.FIRST_TILE_IN_MIDDLE;
    }
    if (tileAt[c] >= 0) {
      return Rule.OCCUPIED;
    }
    if (around[c] == 0) {
      return Rule.NOT_TOUCHING;
    }
    int base = (t * 6 + rot) * 6;
    for (int s = 0; s < 6; s++) {
      int f = shows(c + DELTA[s], (s + 3) % 6);
      if (f >= 0 && f != SIDE[base + s]) {
        return Rule.COLOURS_DIFFER;
      }
    }
    if (!restricted) {
      return null;
    }
    for (int s = 0; s < 6; s++) {
      if (isForced(c + DELTA[s])) {
        return Rule.FOURTH_TILE;
      }
    }
    if (runs[c] > 0) {
      return Rule.CONTROLLED_SIDE;
    }
    for (int s = 0; s < 6; s++) {
      int n = c + DELTA[s];
      if (tileAt[n] >= 0 || around[n] + 1 < 3) {
        continue;
      }
      Arrays.fill(links, 0);
      for (int u = 0; u < 6; u++) {
        int m = n + DELTA[u];
        int col = m == c ? SIDE[base + (u + 3) % 6] : shows(m, (u + 3) % 6);
        if (col >= 0 && ++links[col] >= 3) {
          return Rule.SAME_COLOUR_FORCED_SPACE;
        }
      }
    }
    return null;
  }

  /**
   * The legal moves, sorted, from the scratch board (as last {@link #check}ed) for a player with
   * {@code hand} who has or has not made the free move.
   */
  int[] legal(long hand, boolean freeMade, boolean restricted) {
    int n = 0;
    int f = 0;
    for (int i = 0; i < Math.max(1, spaceCount); i++) {
      int c = count == 0 ? Position.ORIGIN : spaces[i];
      for (long m = hand; m != 0; m &= m - 1) {
        int t = Long.numberOfTrailingZeros(m);
        for (int rot = 0; rot < 6; rot++) {
          if (placementRule(c, t, rot, restricted) == null) {
            all[n++] = Position.move(c, t, rot);
            if (isForced(c)) {
              onForced[f++] = Position.move(c, t, rot);
            }
          }
        }
      }
    }
    int[] out = f > 0 ? Arrays.copyOf(onForced, f) : freeMade ? new int[0] : Arrays.copyOf(all, n);
    Arrays.sort(out);
    return out;
  }

  /** The best score of colour col: a line's tiles, or twice a loop's, over every path on the board. */
  int bestScore(int col) {
    int best = 0;
    for (int i = 0; i < count; i++) {
      int c = cells[i];
      int base = (tileAt[c] * 6 + rotAt[c]) * 6;
      int first = -1;
      for (int s = 0; s < 6 && first < 0; s++) {
        first = SIDE[base + s] == col ? s : -1;
      }
      if (first < 0) {
        continue;
      }
      int len = 1;
      boolean loop = false;
      for (int out : new int[] {first, OTHER[base + first]}) {
        int here = c;
        while (!loop) {
          int nb = here + DELTA[out];
          if (shows(nb, (out + 3) % 6) != col) {
            break;
          }
          if (nb == c) {
            loop = true;
            break;
          }
          len++;
          out = OTHER[(tileAt[nb] * 6 + rotAt[nb]) * 6 + (out + 3) % 6];
          here = nb;
        }
      }
      best = Math.max(best, loop ? 2 * len : len);
    }
    return best;
  }

  /**
   * Recomputes everything from the scratch board and compares it with {@code p}; returns the
   * legal moves. Throws AssertionError naming the first difference.
   */
  int[] check(Position p) {
    recount();
    expect(p.placedCount == count, "tiles placed " + p.placedCount + " vs " + count);
    int forcedHere = 0;
    for (int i = 0; i < spaceCount; i++) {
      int c = spaces[i];
      expect(p.spaceAt[c] >= 0 && p.space[p.spaceAt[c]] == c, "space " + Game.hex(c) + " listed");
      expect(p.around[c] == around[c], "tiles around " + Game.hex(c));
      expect((p.forcedAt[c] >= 0) == isForced(c), "forced space " + Game.hex(c));
      forcedHere += isForced(c) ? 1 : 0;
      expect(p.ctrl[c] == runs[c], "runs covering " + Game.hex(c) + ": " + p.ctrl[c] + " vs " + runs[c]);
    }
    expect(p.spaceCount == spaceCount, "spaces " + p.spaceCount + " vs " + spaceCount);
    expect(p.forcedCount == forcedHere, "forced spaces " + p.forcedCount + " vs " + forcedHere);
    for (int i = 0; i < count; i++) {
      int c = cells[i];
      expect(p.tileAt[c] == tileAt[c] && p.rotAt[c] == rotAt[c], "tile on " + Game.hex(c));
      expect(p.ctrl[c] == 0 && p.forcedAt[c] < 0 && p.spaceAt[c] < 0, "an occupied cell is no space");
    }
    for (int seat = 0; seat < p.players; seat++) {
      expect(p.best[seat] == bestScore(p.colour[seat]), "score of seat " + seat);
    }
    // the tiles: on the board, in hands and in the bag, each once
    long onBoard = 0;
    for (int i = 0; i < count; i++) {
      onBoard |= 1L << tileAt[cells[i]];
    }
    expect(onBoard == p.onBoard, "tiles on the board");
    long all = onBoard;
    int inHands = 0;
    for (long h : p.hand) {
      expect((all & h) == 0, "a tile in two places");
      all |= h;
      inHands += Long.bitCount(h);
      expect(p.bag == 0 || Long.bitCount(h) == 6, "six tiles in hand while the bag holds tiles");
    }
    expect(count + inHands + p.bag == Position.TILES, "56 tiles in all");
    if (p.over) {
      return new int[0];
    }
    int[] legal = legal(p.hand[p.current], p.freeMade, p.bag > 0);
    expect(legal.length > 0, "the player to move has a move");
    expect(p.mustFill == (legal.length > 0 && isForced(Position.moveCell(legal[0]))), "must fill");
    return legal;
  }

  /**
   * The incremental state of p's spaces, in cell order: per space its cell, tiles around, whether
   * it is a forced space and the runs covering it (every run cell is a space: it touches its wall).
   * Equal before a move and after it is taken back when Position's undo restores all of it.
   */
  static int[] spacesState(Position p) {
    int[] cellsSorted = Arrays.copyOf(p.space, p.spaceCount);
    Arrays.sort(cellsSorted);
    int[] out = new int[cellsSorted.length * 4 + 2];
    for (int i = 0; i < cellsSorted.length; i++) {
      int c = cellsSorted[i];
      out[4 * i] = c;
      out[4 * i + 1] = p.around[c];
      out[4 * i + 2] = p.forcedAt[c] >= 0 ? 1 : 0;
      out[4 * i + 3] = p.ctrl[c];
    }
    out[out.length - 2] = p.forcedCount;
    out[out.length - 1] = p.placedCount;
    return out;
  }

  private static void expect(boolean ok, String what) {
    if (!ok) {
      throw new AssertionError(what);
    }
  }
}
