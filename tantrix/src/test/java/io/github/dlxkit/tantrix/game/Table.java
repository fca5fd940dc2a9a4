package io.github.dlxkit.tantrix.game;

import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.ColourPath;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.PathKind;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.Tantrix;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds positions for the rule tests: tiles put on cells outside the rules (found among the 56
 * by the colours they must show), red (seat 0, to move) against green, a chosen number of tiles in
 * the bag, and hands of chosen tiles filled up with tiles that fit no forced space.
 */
final class Table {
  private final long seed;
  private final Map<Hex, int[]> tiles = new LinkedHashMap<>(); // cell -> {tile, rot}
  private final List<Integer> hand0 = new ArrayList<>();
  private int bag = 20;
  private Position position;

  Table(long seed) {
    this.seed = seed;
  }

  Table bag(int n) {
    bag = n;
    position = null;
    return this;
  }

  static int cell(Hex h) {
    return Position.cell(h.q(), h.r());
  }

  static int move(Hex h, int tile, int rot) {
    return Position.move(cell(h), tile, rot);
  }

  /** Puts {@code tile} (or, if −1, the first unused tile that fits the neighbours and {@code sides}) on {@code h}. */
  void put(Hex h, int tile, int[] sides) {
    int m = tile < 0 ? find(h, sides, false) : -1;
    if (tile < 0 && m < 0) {
      throw new AssertionError("no tile fits " + h);
    }
    put(h, tile < 0 ? Position.moveTile(m) : tile, sides, tile < 0 ? Position.moveRot(m) : rotFor(h, tile, sides));
  }

  void put(Hex h, int tile, int[] sides, int rot) {
    tiles.put(h, new int[] {tile, rot});
    position = null;
  }

  private int rotFor(Hex h, int tile, int[] sides) {
    for (int rot = 0; rot < 6; rot++) {
      if (matches(h, tile, rot, sides)) {
        return rot;
      }
    }
    throw new AssertionError("tile " + (tile + 1) + " does not fit " + h);
  }

  /** Adds tiles to seat 0's hand. */
  void hand(int seat, int... tileIndices) {
    for (int t : tileIndices) {
      hand0.add(t);
    }
    position = null;
  }

  /** An unused tile, the k-th. */
  int spare(int k) {
    int n = 0;
    for (int t = 0; t < 56; t++) {
      if (!used(t) && n++ == k) {
        return t;
      }
    }
    throw new AssertionError();
  }

  private boolean used(int t) {
    for (int[] x : tiles.values()) {
      if (x[0] == t) {
        return true;
      }
    }
    return false;
  }

  /** Whether tile t turned rot matches the tiles around h and shows {@code sides[s]} (if ≥ 0) on side s. */
  private boolean matches(Hex h, int t, int rot, int[] sides) {
    for (Side s : Side.values()) {
      int col = TileTable.SIDE[(t * 6 + rot) * 6 + s.ordinal()];
      int[] n = tiles.get(h.neighbour(s));
      if (n != null && TileTable.SIDE[(n[0] * 6 + n[1]) * 6 + s.opposite().ordinal()] != col) {
        return false;
      }
      if (sides != null && sides[s.ordinal()] >= 0 && sides[s.ordinal()] != col) {
        return false;
      }
    }
    return true;
  }

  /**
   * The first move (an unused tile, a turn) on {@code h} that matches the neighbours and
   * {@code sides}; if {@code legal}, one the rules allow with that tile in seat 0's hand. −1 if none.
   */
  int find(Hex h, int[] sides, boolean legal) {
    for (int t = 0; t < 56; t++) {
      if (used(t) || hand0.contains(t)) {
        continue;
      }
      for (int rot = 0; rot < 6; rot++) {
        if (!matches(h, t, rot, sides)) {
          continue;
        }
        if (legal) {
          List<Integer> saved = new ArrayList<>(hand0);
          hand0.add(t);
          position = null;
          boolean ok = position().diagnose(move(h, t, rot)) == null;
          hand0.clear();
          hand0.addAll(saved);
          position = null;
          if (!ok) {
            continue;
          }
        }
        return move(h, t, rot);
      }
    }
    return -1;
  }

  /** The position: the tiles put in order, seat 0 to move. */
  Position position() {
    if (position != null) {
      return position;
    }
    long[] hands = new long[2];
    for (int t : hand0) {
      hands[0] |= 1L << t;
    }
    List<Hex> forced = new ArrayList<>();
    for (Hex h : tiles.keySet()) {
      for (Side s : Side.values()) {
        Hex n = h.neighbour(s);
        if (!tiles.containsKey(n) && !forced.contains(n) && around(n) >= 3) {
          forced.add(n);
        }
      }
    }
    java.util.Random random = new java.util.Random(seed);
    for (int seat = 0; seat < 2; seat++) {
      for (int tries = 0; tries < 1000 && Long.bitCount(hands[seat]) < 6; tries++) {
        int t = random.nextInt(56);
        long all = hands[0] | hands[1];
        if (used(t) || (all >> t & 1) != 0 || fitsAny(t, forced)) {
          continue;
        }
        hands[seat] |= 1L << t;
      }
    }
    Position p = new Position(new int[] {Colour.RED.ordinal(), Colour.GREEN.ordinal()}, hands, bag);
    tiles.forEach((h, x) -> p.put(cell(h), x[0], x[1]));
    position = p;
    return p;
  }

  private int around(Hex h) {
    int n = 0;
    for (Side s : Side.values()) {
      n += tiles.containsKey(h.neighbour(s)) ? 1 : 0;
    }
    return n;
  }

  private boolean fitsAny(int t, List<Hex> cells) {
    for (Hex h : cells) {
      for (int rot = 0; rot < 6; rot++) {
        if (matches(h, t, rot, null)) {
          return true;
        }
      }
    }
    return false;
  }

  /** The forced spaces of the position. */
  List<Hex> forced() {
    Position p = position();
    List<Hex> out = new ArrayList<>();
    for (int i = 0; i < p.forcedCount; i++) {
      out.add(Game.hex(p.forced[i]));
    }
    return out;
  }

  /** The empty cells marked controlled. */
  List<Hex> controlled() {
    Position p = position();
    List<Hex> out = new ArrayList<>();
    for (int c = 0; c < Position.CELLS; c++) {
      if (p.ctrl[c] > 0 && p.tileAt[c] < 0) {
        out.add(Game.hex(c));
      }
    }
    return out;
  }

  /** The best score of colour c from TantrixCheck's paths (the twin of Position.best). */
  int twinScore(Colour c) {
    Tantrix.Builder b = Tantrix.builder();
    tiles.forEach((h, x) -> b.place(h, TileTable.tile(x[0]), x[1]));
    int best = 0;
    for (ColourPath path : b.build().check().paths(c)) {
      best = Math.max(best, path.kind() == PathKind.LOOP ? 2 * path.length() : path.length());
    }
    return best;
  }
}
