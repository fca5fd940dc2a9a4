package io.github.dlxkit.tantrix.ga;

import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.OrientedTile;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.Tile;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Development: the tantrix a {@link Genome} grows into (Downing 2005, section 5). The tiles are
 * sorted by priority gene (ties: the puzzle's order). The first goes to the middle of the board,
 * turned by its orientation gene mod 6. On a free shape, each move then starts from the tile placed
 * last, T: the move's gene names the side of T to look at first, N1; from N1 the growth goes
 * counter-clockwise round T (here: down the side numbers NE, NW, W, …) to the first empty cell that
 * borders an arc of a focal colour, and tries the remaining tiles in priority order there; if none
 * fits, it tries the next such cell counter-clockwise, and so on. A tile fits where it keeps the
 * Golden Rule with every neighbour; where several rotations fit, its orientation gene mod their
 * number picks one (rotations in increasing order). Growth stops when all tiles are placed or no
 * cell can be filled. On a fixed board (the pyramids) there are no moves: the board's cells are
 * filled in reading order, each with the first remaining tile that fits.
 *
 * <p>Two guesses, both read from the paper's wording: a cell "borders a focal-colour arc" when a
 * placed neighbour shows a focal colour on the shared side — then any tile that keeps the Golden
 * Rule also matches that arc, which is the paper's second condition of a fit; and on a fixed board
 * the focal colour is not asked for (a cell whose placed neighbours show no focal colour towards it
 * is still filled), since "the next tile in the priority list that legally fits the current cell"
 * is all the paper says of that order, and a line seldom reaches every cell from above.
 *
 * <p>The board is a square array of axial cells around the middle, wide enough for the longest
 * growth; one Growth is reused for every genome of a run (not thread-safe).
 *
 * <pre>{@code
 * TantrixPuzzle d = PuzzleCatalog.get("discovery:10");
 * Growth growth = Growth.of(d.tiles(), d.goal().colours(), Optional.empty());
 * growth.grow(Genome.random(10, true, new SplittableRandom(1)));
 * growth.tantrix().check().mismatches();   // []: growth keeps the Golden Rule
 * }</pre>
 */
public final class Growth {
  private final List<Tile> tiles;
  private final int k;
  private final List<Hex> board; // null for a free shape
  final int off;
  final int w;
  final int[] step = new int[6];
  /** colour[t][rot][side]: the colour ordinal tile t shows on side in rotation rot. */
  final byte[][][] colour;
  /** exit[t][rot][side]: the side where the arc entering through side leaves. */
  final byte[][][] exit;
  /** end[t][rot][colour]: one side of tile t's arc of that colour, -1 if it has none. */
  final byte[][][] end;
  final boolean[] focal = new boolean[Colour.values().length];
  final int[] tileAt;
  final int[] rotAt;
  /** The cells filled, in the order of growth. */
  final int[] cells;
  int placed;
  private final Integer[] order;
  private final boolean[] used;
  private final int[] fits = new int[6];

  private Growth(List<Tile> tiles, Set<Colour> focalColours, List<Hex> board) {
    this.tiles = List.copyOf(tiles);
    this.k = tiles.size();
    this.board = board;
    int extent = k;
    if (board != null) {
      for (Hex h : board) {
        extent = Math.max(extent, Math.max(Math.abs(h.q()), Math.abs(h.r())));
      }
    }
    this.off = extent + 2;
    this.w = 2 * off + 1;
    for (Side s : Side.values()) {
      step[s.ordinal()] = s.dq() + s.dr() * w;
    }
    for (Colour c : focalColours) {
      focal[c.ordinal()] = true;
    }
    colour = new byte[k][6][6];
    exit = new byte[k][6][6];
    end = new byte[k][6][Colour.values().length];
    for (int t = 0; t < k; t++) {
      for (int r = 0; r < 6; r++) {
        OrientedTile o = new OrientedTile(tiles.get(t), r);
        java.util.Arrays.fill(end[t][r], (byte) -1);
        for (Side s : Side.values()) {
          Colour c = o.colour(s);
          colour[t][r][s.ordinal()] = (byte) c.ordinal();
          exit[t][r][s.ordinal()] = (byte) o.otherEnd(s).ordinal();
          end[t][r][c.ordinal()] = (byte) s.ordinal();
        }
      }
    }
    tileAt = new int[w * w];
    rotAt = new int[w * w];
    java.util.Arrays.fill(tileAt, -1);
    cells = new int[k];
    order = new Integer[k];
    used = new boolean[k];
  }

  /**
   * {@return the growth of {@code tiles} biased to {@code focalColours}, on {@code board} if present (its
   * cells filled in reading order) or on a free shape}
   *
   * @param tiles the puzzle's tiles, at least one; not null
   * @param focalColours the colours the growth favours when it turns a tile; not null
   * @param board the board's cells, as many as the tiles; empty for a free shape; not null
   * @throws IllegalArgumentException if there is no tile or the board has another number of cells
   */
  public static Growth of(List<Tile> tiles, Set<Colour> focalColours, java.util.Optional<List<Hex>> board) {
    if (tiles.isEmpty()) {
      throw new IllegalArgumentException("growth needs at least one tile");
    }
    if (board.isPresent() && board.get().size() != tiles.size()) {
      throw new IllegalArgumentException("a board of " + board.get().size() + " cells for " + tiles.size() + " tiles");
    }
    return new Growth(tiles, focalColours, board.map(List::copyOf).orElse(null));
  }

  /** {@return the number of tiles of the puzzle} */
  public int tiles() {
    return k;
  }

  /** {@return whether the cells are fixed (a board) rather than grown} */
  public boolean isFixed() {
    return board != null;
  }

  /** {@return the number of tiles the last {@link #grow} placed} */
  public int placed() {
    return placed;
  }

  /**
   * Grows {@code g} on the (cleared) board: the tantrix of the last growth is replaced.
   *
   * @param g a genome of this growth's tiles, with {@code tiles − 1} shape genes on a free shape and
   *     none on a board; not null
   * @throws IllegalArgumentException if the genome does not fit this growth
   */
  public void grow(Genome g) {
    if (g.tiles() != k || g.shapeGenes() != (board == null ? k - 1 : 0)) {
      throw new IllegalArgumentException("a genome of " + g.tiles() + " tiles and " + g.shapeGenes()
          + " moves does not fit this growth");
    }
    for (int i = 0; i < placed; i++) {
      tileAt[cells[i]] = -1;
    }
    placed = 0;
    for (int t = 0; t < k; t++) {
      order[t] = t;
      used[t] = false;
    }
    java.util.Arrays.sort(order, (a, b) -> g.priority(a) != g.priority(b)
        ? Integer.compare(g.priority(a), g.priority(b)) : Integer.compare(a, b));
    if (board == null) {
      growFree(g);
    } else {
      fillBoard(g);
    }
  }

  private void growFree(Genome g) {
    int first = order[0];
    int here = cell(0, 0);
    put(first, here, g.orientation(first) % 6);
    used[0] = true;
    for (int m = 0; m < k - 1; m++) {
      int d = g.move(m);
      int next = -1;
      for (int j = 0; j < 6 && next < 0; j++) {
        int x = here + step[Math.floorMod(d - j, 6)]; // counter-clockwise from N1
        if (tileAt[x] < 0 && bordersFocal(x) && fill(x, g)) {
          next = x;
        }
      }
      if (next < 0) {
        return;
      }
      here = next;
    }
  }

  private void fillBoard(Genome g) {
    for (int i = 0; i < k; i++) {
      Hex h = board.get(i);
      int x = cell(h.q(), h.r());
      if (i == 0) {
        put(order[0], x, g.orientation(order[0]) % 6);
        used[0] = true;
      } else if (!fill(x, g)) {
        return;
      }
    }
  }

  /** Whether a placed neighbour of x shows a focal colour towards it. */
  private boolean bordersFocal(int x) {
    for (int s = 0; s < 6; s++) {
      int y = x + step[s];
      int u = tileAt[y];
      if (u >= 0 && focal[colour[u][rotAt[y]][(s + 3) % 6]]) {
        return true;
      }
    }
    return false;
  }

  /** Puts the first remaining tile that fits on x, turned by its orientation gene; false if none fits. */
  private boolean fill(int x, Genome g) {
    for (int p = 1; p < k; p++) {
      if (used[p]) {
        continue;
      }
      int t = order[p];
      int n = 0;
      for (int r = 0; r < 6; r++) {
        if (keepsGoldenRule(t, r, x)) {
          fits[n++] = r;
        }
      }
      if (n > 0) {
        put(t, x, fits[g.orientation(t) % n]);
        used[p] = true;
        return true;
      }
    }
    return false;
  }

  private boolean keepsGoldenRule(int t, int r, int x) {
    byte[] mine = colour[t][r];
    for (int s = 0; s < 6; s++) {
      int y = x + step[s];
      int u = tileAt[y];
      if (u >= 0 && mine[s] != colour[u][rotAt[y]][(s + 3) % 6]) {
        return false;
      }
    }
    return true;
  }

  private void put(int t, int x, int r) {
    tileAt[x] = t;
    rotAt[x] = r;
    cells[placed++] = x;
  }

  int cell(int q, int r) {
    return (r + off) * w + q + off;
  }

  int q(int x) {
    return x % w - off;
  }

  int r(int x) {
    return x / w - off;
  }

  /** {@return the tantrix grown last, its tiles in the order placed (the first at (0,0) on a free shape)} */
  public Tantrix tantrix() {
    Tantrix.Builder b = Tantrix.builder();
    for (int i = 0; i < placed; i++) {
      int x = cells[i];
      b.place(Hex.of(q(x), r(x)), tiles.get(tileAt[x]), rotAt[x]);
    }
    return b.build();
  }

  /** The puzzle's tiles, in their order (a genome's tile index is a position in this list). */
  List<Tile> tileList() {
    return tiles;
  }

  /** The placed tiles' indices in the order placed (for tests). */
  List<Integer> placedTiles() {
    List<Integer> out = new ArrayList<>(placed);
    for (int i = 0; i < placed; i++) {
      out.add(tileAt[cells[i]]);
    }
    return out;
  }
}
