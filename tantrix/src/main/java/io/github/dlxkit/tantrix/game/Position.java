package io.github.dlxkit.tantrix.game;

import static io.github.dlxkit.tantrix.game.TileTable.OTHER;
import static io.github.dlxkit.tantrix.game.TileTable.SIDE;

import java.util.Arrays;

/**
 * The fast state of a game: the tantrix on a flat grid, the hands, the number of tiles in the
 * bag (not their order: a player must not see it), whose turn it is and where in the turn. It
 * generates every legal move, plays one and takes it back, and keeps each player's best line or
 * loop. {@link Game} wraps it with the bag; the computer players search copies of it.
 *
 * <h2>Data layout</h2>
 * A square of {@code WIDTH × WIDTH} cells, cell (q, r) at index {@code (r + OFF) * WIDTH + q + OFF};
 * 56 tiles never reach the border. The neighbour across side s is {@code cell + DELTA[s]}.
 * {@code tileAt[c]} is the tile index (number − 1) on c or −1, {@code rotAt[c]} its turn,
 * {@code shown[c * 6 + s]} the colour it shows on side s or −1, {@code around[c]} the number of
 * tiles touching c. Empty cells touching a tile (the spaces) are listed in
 * {@code space[0..spaceCount)}, forced spaces (three or more tiles around) in
 * {@code forced[0..forcedCount)}; {@code spaceAt[c]} and {@code forcedAt[c]} give a cell's index in
 * its list or −1, so adding and removing is O(1).
 *
 * <p>Controlled sides are kept incrementally. A forced space f has twelve runs, one per direction
 * d and wall side (d − 1 or d + 1): the empty cells f + d, f + 2d, … while the wall beside them
 * (f + (d ± 1), moved along d) holds tiles. {@code runLen[f * 12 + d * 2 + w]} is the length of
 * run (d, w) of forced space f (0 for a cell that is not a forced space) and {@code ctrl[c]} the
 * number of runs that cover the empty cell c: c is on a controlled side when {@code ctrl[c] > 0}.
 * A placement or removal on c changes run (d, w) of forced space f only if c is one of its cells
 * f + k·d or wall cells f + (d ± 1) + (k − 1)·d for k up to the run's length plus one (the cell
 * that ended it); an O(1) test on the axial offset from f to c finds those runs, and only they are
 * taken back by their stored lengths and walked again. A new forced space walks its twelve runs, one
 * that stops being forced takes them back. Hands are bit masks of tile indices.
 *
 * <p>A move is an int: {@code cell << 9 | tile << 3 | rotation}.
 *
 * <h2>The turn</h2>
 * After every placement {@link #settle()} decides what comes next: while a forced space can be
 * filled by a tile in the mover's hand (obeying the restrictions while the bag is not empty) the
 * mover must fill one ({@code mustFill}); otherwise, before the free move, any legal move is the
 * free move; otherwise the turn passes on. A player with no legal move at all passes; when every
 * player has passed in a row, or all tiles are played, the game is over.
 */
final class Position {
  static final int TILES = TileTable.TILES;
  static final int OFF = 60;
  static final int WIDTH = 2 * OFF + 1;
  static final int CELLS = WIDTH * WIDTH;
  static final int ORIGIN = OFF * WIDTH + OFF;
  static final int[] DELTA = {-WIDTH + 1, 1, WIDTH, WIDTH - 1, -1, -WIDTH};
  /** DELTA in axial coordinates: side s steps (DQ[s], DR[s]). */
  static final int[] DQ = {1, 1, 0, -1, -1, 0};
  static final int[] DR = {-1, 0, 1, 1, 0, -1};
  /** The most moves one position can have: 6 tiles, 6 turns, and far fewer than 400 spaces. */
  static final int MAX_MOVES = 36 * 400;
  private static final int UNDO = 16; // ints per undo record

  final int players;
  final int[] colour;
  final int[] tileAt = new int[CELLS];
  final byte[] rotAt = new byte[CELLS];
  final byte[] shown = new byte[CELLS * 6];
  final byte[] around = new byte[CELLS];
  final int[] space = new int[CELLS];
  final int[] spaceAt = new int[CELLS];
  int spaceCount;
  final int[] forced = new int[CELLS];
  final int[] forcedAt = new int[CELLS];
  int forcedCount;
  final int[] ctrl = new int[CELLS];
  final byte[] runLen = new byte[CELLS * 12];
  final int[] placed = new int[TILES];
  int placedCount;
  final long[] hand;
  long onBoard;
  int bag;
  int current;
  boolean freeMade;
  boolean moved;
  int passes;
  boolean mustFill;
  boolean over;
  final int[] best;
  private final int[] undo = new int[(TILES + 1) * UNDO];
  private int undoCount;
  private final int[] facing = new int[6];
  private final int[] forbid = new int[6];

  /** An empty table for players of these colours (ordinals), hands dealt, the bag holding {@code bag}. */
  Position(int[] colour, long[] hands, int bag) {
    this.players = colour.length;
    this.colour = colour.clone();
    this.hand = hands.clone();
    this.best = new int[players];
    this.bag = bag;
    Arrays.fill(tileAt, -1);
    Arrays.fill(shown, (byte) -1);
    Arrays.fill(spaceAt, -1);
    Arrays.fill(forcedAt, -1);
    settle();
  }

  /** A copy to search on. */
  Position(Position o) {
    players = o.players;
    colour = o.colour.clone();
    System.arraycopy(o.tileAt, 0, tileAt, 0, CELLS);
    System.arraycopy(o.rotAt, 0, rotAt, 0, CELLS);
    System.arraycopy(o.shown, 0, shown, 0, shown.length);
    System.arraycopy(o.around, 0, around, 0, CELLS);
    System.arraycopy(o.space, 0, space, 0, CELLS);
    System.arraycopy(o.spaceAt, 0, spaceAt, 0, CELLS);
    spaceCount = o.spaceCount;
    System.arraycopy(o.forced, 0, forced, 0, CELLS);
    System.arraycopy(o.forcedAt, 0, forcedAt, 0, CELLS);
    forcedCount = o.forcedCount;
    System.arraycopy(o.ctrl, 0, ctrl, 0, CELLS);
    for (int i = 0; i < forcedCount; i++) { // every other run length is 0
      System.arraycopy(o.runLen, forced[i] * 12, runLen, forced[i] * 12, 12);
    }
    System.arraycopy(o.placed, 0, placed, 0, TILES);
    placedCount = o.placedCount;
    hand = o.hand.clone();
    onBoard = o.onBoard;
    bag = o.bag;
    current = o.current;
    freeMade = o.freeMade;
    moved = o.moved;
    passes = o.passes;
    mustFill = o.mustFill;
    over = o.over;
    best = o.best.clone();
  }

  static int cell(int q, int r) {
    return (r + OFF) * WIDTH + q + OFF;
  }

  static int q(int cell) {
    return cell % WIDTH - OFF;
  }

  static int r(int cell) {
    return cell / WIDTH - OFF;
  }

  static int move(int cell, int tile, int rot) {
    return cell << 9 | tile << 3 | rot;
  }

  static int moveCell(int move) {
    return move >>> 9;
  }

  static int moveTile(int move) {
    return move >>> 3 & 63;
  }

  static int moveRot(int move) {
    return move & 7;
  }

  /** Whether the restrictions hold: while tiles remain in the bag. */
  boolean restricted() {
    return bag > 0;
  }

  // ---------------------------------------------------------------- legal moves

  /**
   * Writes the legal moves of the player to move into {@code out} (at least {@link #MAX_MOVES}
   * long), at most {@code limit} of them, and returns how many.
   */
  int generate(int[] out, int limit) {
    if (over) {
      return 0;
    }
    return mustFill ? scan(forced, forcedCount, out, limit) : scan(space, spaceCount, out, limit);
  }

  /** The legal moves among {@code cells[0..count)} (the middle alone before the first tile). */
  private int scan(int[] cells, int count, int[] out, int limit) {
    long h = hand[current];
    int n = 0;
    if (placedCount == 0) {
      for (long m = h; m != 0 && n < limit; m &= m - 1) {
        int t = Long.numberOfTrailingZeros(m);
        for (int rot = 0; rot < 6 && n < limit; rot++) {
          if (out != null) {
            out[n] = move(ORIGIN, t, rot);
          }
          n++;
        }
      }
      return n;
    }
    boolean restricted = restricted();
    for (int i = 0; i < count && n < limit; i++) {
      int c = cells[i];
      if (restricted && (ctrl[c] > 0 || touchesForced(c))) {
        continue;
      }
      prepare(c, restricted);
      for (long m = h; m != 0 && n < limit; m &= m - 1) {
        int t = Long.numberOfTrailingZeros(m);
        for (int rot = 0; rot < 6 && n < limit; rot++) {
          if (fits(t, rot)) {
            if (out != null) {
              out[n] = move(c, t, rot);
            }
            n++;
          }
        }
      }
    }
    return n;
  }

  /** Restriction 2: whether an empty neighbour of {@code c} is already a forced space. */
  private boolean touchesForced(int c) {
    for (int s = 0; s < 6; s++) {
      int n = c + DELTA[s];
      if (tileAt[n] < 0 && around[n] >= 3) {
        return true;
      }
    }
    return false;
  }

  /**
   * Fills {@code facing} (the colour each neighbour of c shows towards c, or −1) and, under the
   * restrictions, {@code forbid} (for each side, the colours that would make the space across it
   * a forced space with three links of one colour: restriction 1).
   */
  private void prepare(int c, boolean restricted) {
    for (int s = 0; s < 6; s++) {
      int n = c + DELTA[s];
      facing[s] = shown[n * 6 + (s + 3) % 6];
      forbid[s] = 0;
      if (restricted && tileAt[n] < 0 && around[n] >= 2) {
        int red = 0;
        int green = 0;
        int blue = 0;
        int yellow = 0;
        for (int u = 0; u < 6; u++) {
          switch (shown[(n + DELTA[u]) * 6 + (u + 3) % 6]) {
            case 0 -> red++;
            case 1 -> green++;
            case 2 -> blue++;
            case 3 -> yellow++;
            default -> { }
          }
        }
        forbid[s] = (red >= 2 ? 1 : 0) | (green >= 2 ? 2 : 0) | (blue >= 2 ? 4 : 0) | (yellow >= 2 ? 8 : 0);
      }
    }
  }

  /** Whether tile t turned rot matches {@code facing} and avoids {@code forbid}. */
  private boolean fits(int t, int rot) {
    int base = (t * 6 + rot) * 6;
    for (int s = 0; s < 6; s++) {
      int col = SIDE[base + s];
      if (facing[s] >= 0 && facing[s] != col || (forbid[s] >> col & 1) != 0) {
        return false;
      }
    }
    return true;
  }

  /** The rule {@code move} breaks, or null if it is legal; agrees with {@link #generate}. */
  Rule diagnose(int move) {
    int c = moveCell(move);
    int t = moveTile(move);
    int rot = moveRot(move);
    if (over) {
      return Rule.GAME_OVER;
    }
    if ((hand[current] >> t & 1) == 0) {
      return Rule.NOT_IN_HAND;
    }
    if (placedCount == 0) {
      return c == ORIGIN ? null : Rule.FIRST_TILE_IN_MIDDLE;
    }
    if (tileAt[c] >= 0) {
      return Rule.OCCUPIED;
    }
    if (around[c] == 0) {
      return Rule.NOT_TOUCHING;
    }
    prepare(c, false);
    if (!fits(t, rot)) {
      return Rule.COLOURS_DIFFER;
    }
    if (mustFill && around[c] < 3) {
      return Rule.FORCED_SPACE_FIRST;
    }
    if (restricted()) {
      if (touchesForced(c)) {
        return Rule.FOURTH_TILE;
      }
      if (ctrl[c] > 0) {
        return Rule.CONTROLLED_SIDE;
      }
      prepare(c, true);
      if (!fits(t, rot)) {
        return Rule.SAME_COLOUR_FORCED_SPACE;
      }
    }
    return null;
  }

  // ---------------------------------------------------------------- play and take back

  /**
   * Plays a legal {@code move} for the player to move; {@code drawn} is the tile index the player
   * picks up from the bag, or −1 in a search (which does not know the bag's order: the bag only
   * shrinks, so the restrictions end when they would).
   */
  void apply(int move, int drawn) {
    int c = moveCell(move);
    int t = moveTile(move);
    int p = current;
    int u = undoCount++ * UNDO;
    undo[u] = move;
    undo[u + 1] = drawn;
    undo[u + 2] = p;
    undo[u + 3] = (freeMade ? 1 : 0) | (moved ? 2 : 0) | (mustFill ? 4 : 0) | (over ? 8 : 0);
    undo[u + 4] = passes;
    undo[u + 5] = bag;
    for (int i = 0; i < players; i++) {
      undo[u + 6 + i] = best[i];
    }
    hand[p] &= ~(1L << t);
    if (bag > 0) {
      bag--;
      if (drawn >= 0) {
        hand[p] |= 1L << drawn;
      }
    }
    place(c, t, moveRot(move));
    if (!mustFill) {
      freeMade = true;
    }
    moved = true;
    for (int i = 0; i < players; i++) {
      if ((TileTable.COLOURS[t] >> colour[i] & 1) != 0) {
        best[i] = Math.max(best[i], pathScore(c, colour[i]));
      }
    }
    settle();
  }

  /** Takes back the last {@link #apply}. */
  void undo() {
    int u = --undoCount * UNDO;
    int move = undo[u];
    int drawn = undo[u + 1];
    int p = undo[u + 2];
    remove(moveCell(move));
    current = p;
    int flags = undo[u + 3];
    freeMade = (flags & 1) != 0;
    moved = (flags & 2) != 0;
    mustFill = (flags & 4) != 0;
    over = (flags & 8) != 0;
    passes = undo[u + 4];
    bag = undo[u + 5];
    for (int i = 0; i < players; i++) {
      best[i] = undo[u + 6 + i];
    }
    if (drawn >= 0) {
      hand[p] &= ~(1L << drawn);
    }
    hand[p] |= 1L << moveTile(move);
  }

  /**
   * Puts a tile on the table outside the rules (no hand, no turn, no checks), then settles the turn:
   * for building positions in tests.
   */
  void put(int cell, int tile, int rot) {
    place(cell, tile, rot);
    for (int i = 0; i < players; i++) {
      if ((TileTable.COLOURS[tile] >> colour[i] & 1) != 0) {
        best[i] = Math.max(best[i], pathScore(cell, colour[i]));
      }
    }
    settle();
  }

  /** Decides who moves next and whether a forced space must be filled (see the class comment). */
  private void settle() {
    while (true) {
      if (placedCount == TILES) {
        over = true;
        mustFill = false;
        return;
      }
      mustFill = placedCount > 0 && forcedCount > 0 && scan(forced, forcedCount, null, 1) > 0;
      if (mustFill || !freeMade && scan(space, spaceCount, null, 1) > 0) {
        return;
      }
      passes = moved ? 0 : passes + 1;
      if (passes >= players) {
        over = true;
        return;
      }
      current = (current + 1) % players;
      freeMade = false;
      moved = false;
    }
  }

  private void place(int c, int t, int rot) {
    tileAt[c] = t;
    rotAt[c] = (byte) rot;
    System.arraycopy(SIDE, (t * 6 + rot) * 6, shown, c * 6, 6);
    onBoard |= 1L << t;
    placed[placedCount++] = c;
    drop(space, spaceAt, c, true);
    if (forcedAt[c] >= 0) {
      unmark(c);
      drop(forced, forcedAt, c, false);
    }
    remark(c);
    for (int s = 0; s < 6; s++) {
      int n = c + DELTA[s];
      around[n]++;
      if (tileAt[n] < 0) {
        if (spaceAt[n] < 0) {
          add(space, spaceAt, n, true);
        }
        if (around[n] == 3) {
          add(forced, forcedAt, n, false);
          mark(n);
        }
      }
    }
  }

  private void remove(int c) {
    int t = tileAt[c];
    tileAt[c] = -1;
    Arrays.fill(shown, c * 6, c * 6 + 6, (byte) -1);
    onBoard &= ~(1L << t);
    placedCount--;
    for (int s = 0; s < 6; s++) {
      int n = c + DELTA[s];
      around[n]--;
      if (tileAt[n] < 0) {
        if (around[n] == 2) {
          unmark(n);
          drop(forced, forcedAt, n, false);
        }
        if (around[n] == 0) {
          drop(space, spaceAt, n, true);
        }
      }
    }
    if (around[c] > 0) {
      add(space, spaceAt, c, true);
    }
    remark(c);
    if (around[c] >= 3) {
      add(forced, forcedAt, c, false);
      mark(c);
    }
  }

  private void add(int[] list, int[] at, int c, boolean spaces) {
    int k = spaces ? spaceCount++ : forcedCount++;
    list[k] = c;
    at[c] = k;
  }

  private void drop(int[] list, int[] at, int c, boolean spaces) {
    int k = at[c];
    if (k < 0) {
      return;
    }
    int last = spaces ? --spaceCount : --forcedCount;
    list[k] = list[last];
    at[list[k]] = k;
    at[c] = -1;
  }

  /**
   * Walks again the runs of the forced spaces that a placement or removal on {@code c} changes
   * (see the class comment). A run from forced space F along direction d, beside wall side d ± 1,
   * covers each empty cell of F + d, F + 2d, … while the wall cell beside it holds a tile: a tile
   * there would leave, once F is filled, a space surrounded by four tiles (restriction 3).
   */
  private void remark(int c) {
    int cq = q(c);
    int cr = r(c);
    for (int i = 0; i < forcedCount; i++) {
      int f = forced[i];
      int dq = cq - q(f);
      int dr = cr - r(f);
      for (int d = 0; d < 6; d++) {
        int onRun = steps(dq, dr, d); // c = f + k·d
        for (int w = 0; w < 2; w++) {
          int e = (d + 5 + 2 * w) % 6;
          int reach = runLen[f * 12 + d * 2 + w] + 1;
          int onWall = steps(dq - DQ[e], dr - DR[e], d) + 1; // c = f + e + (k − 1)·d
          if (onRun >= 1 && onRun <= reach || onWall >= 1 && onWall <= reach) {
            unwalk(f, d, w);
            walk(f, d, w);
          }
        }
      }
    }
  }

  /** The k ≥ 0 with (dq, dr) = k steps along side d, or −1. */
  private static int steps(int dq, int dr, int d) {
    int k = DQ[d] != 0 ? dq * DQ[d] : dr * DR[d]; // the steps are ±1 or 0
    return k >= 0 && dq == k * DQ[d] && dr == k * DR[d] ? k : -1;
  }

  /** Walks the twelve runs of a new forced space f, counting their cells in {@code ctrl}. */
  private void mark(int f) {
    for (int d = 0; d < 6; d++) {
      walk(f, d, 0);
      walk(f, d, 1);
    }
  }

  /** Takes back the runs of a cell that stops being a forced space. */
  private void unmark(int f) {
    for (int d = 0; d < 6; d++) {
      unwalk(f, d, 0);
      unwalk(f, d, 1);
    }
  }

  /** Walks run (d, w) of forced space f: counts its cells in {@code ctrl} and stores its length. */
  private void walk(int f, int d, int w) {
    int x = f + DELTA[d];
    int wall = f + DELTA[(d + 5 + 2 * w) % 6];
    int len = 0;
    while (tileAt[wall] >= 0 && tileAt[x] < 0) {
      ctrl[x]++;
      len++;
      x += DELTA[d];
      wall += DELTA[d];
    }
    runLen[f * 12 + d * 2 + w] = (byte) len;
  }

  /** Takes back run (d, w) of f as {@link #walk} last counted it. */
  private void unwalk(int f, int d, int w) {
    int len = runLen[f * 12 + d * 2 + w];
    for (int k = 1, x = f + DELTA[d]; k <= len; k++, x += DELTA[d]) {
      ctrl[x]--;
    }
    runLen[f * 12 + d * 2 + w] = 0;
  }

  // ---------------------------------------------------------------- scores

  /** The score of colour {@code col}'s path through the tile on {@code c}: its tiles, doubled for a loop. */
  int pathScore(int c, int col) {
    int base = (tileAt[c] * 6 + rotAt[c]) * 6;
    int first = -1;
    for (int s = 0; s < 6; s++) {
      if (SIDE[base + s] == col) {
        first = s;
        break;
      }
    }
    int second = OTHER[base + first];
    int len = 1;
    int here = c;
    int out = first;
    while (true) {
      int n = here + DELTA[out];
      if (tileAt[n] < 0 || shown[n * 6 + (out + 3) % 6] != col) {
        break;
      }
      if (n == c) {
        return 2 * len;
      }
      len++;
      out = OTHER[(tileAt[n] * 6 + rotAt[n]) * 6 + (out + 3) % 6];
      here = n;
    }
    here = c;
    out = second;
    while (true) {
      int n = here + DELTA[out];
      if (tileAt[n] < 0 || shown[n * 6 + (out + 3) % 6] != col) {
        return len;
      }
      len++;
      out = OTHER[(tileAt[n] * 6 + rotAt[n]) * 6 + (out + 3) % 6];
      here = n;
    }
  }
}
