package io.github.dlxkit.tantrix.loopfirst;

import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.WatchedSearch;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.Tile;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The constraint search of {@link LoopCores} on one loop shape after another: which tiles, turned
 * how, can stand on the shape's cells, the loop tiles on the loop and the others on the cells it
 * encloses, every touching edge matching and each tile used once.
 *
 * <h2>Data layout</h2>
 * The <em>variables</em> are the cells searched: the loop cells that touch an enclosed cell or a
 * loop cell other than their two loop neighbours, then the enclosed cells (the other loop cells
 * are <em>free</em>: their edges off the loop touch nothing placed, so the loop tiles left over
 * fill them in any order; a count multiplies by those orders, {@link #ways}). Variable v's
 * <em>candidates</em> are {@code cand[v][i]} = tile index × 8 + rotation (loop tiles first, then
 * the others), with the colour of each side in {@code candColour[v][6i + side]}. A
 * <em>domain</em> is a bitset over a variable's candidates, {@link #words} longs per variable:
 * {@code dom[level * vars * words + v * words ..]} holds the candidates of v still possible at a
 * level. Two tables, built per shape, update domains a word at a time: {@code match} (bits of v's
 * candidates showing a colour on a side, {@code match[v][(side * 4 + colour) * words ..]}) and
 * {@code sameTile} (bits of v's candidates using a tile, {@code sameTile[v][tile * words ..]}).
 *
 * <h2>Search</h2>
 * Forward checking: placing candidate i on variable v keeps, in each unplaced neighbour's domain,
 * only the candidates whose touching edge shows v's colour, and removes tile i from every
 * unplaced domain. The next variable is the unplaced one with the smallest domain (the first on
 * ties); an empty domain ends the branch. Levels copy the domains, so undoing is free.
 */
final class ShapeSearch implements WatchedSearch {
  private static final int COLOURS = Colour.values().length;

  private final Tile[] loopTiles;
  private final Tile[] otherTiles;
  private final Colour colour;
  private final boolean decide;
  final SearchControl.Worker worker;
  long nextPoll;
  boolean stopped;
  long shapesWithCore;
  long cores;
  long nodes;
  Tantrix first;

  private LoopShape shape;
  private int vars;
  private int words;
  private Hex[] cell;
  private int[][] cand;
  private byte[][] candColour;
  private int[][] nbr; // pairs (neighbouring variable, side towards it)
  private long[][] match;
  private long[][] sameTile;
  private long[] dom;
  private int[] chosen;
  private boolean[] placed;
  private long found;
  private long ways; // ways to fill the free cells, per way of filling the placed ones

  ShapeSearch(Tile[] loopTiles, Tile[] otherTiles, Colour colour, boolean decide, SearchControl.Worker worker) {
    this.loopTiles = loopTiles;
    this.otherTiles = otherTiles;
    this.colour = colour;
    this.decide = decide;
    this.worker = worker;
    this.nextPoll = worker.attach(this);
  }

  @Override
  public long nodes() {
    return nodes;
  }

  @Override
  public long solutions() {
    return cores;
  }

  @Override
  public double progress() {
    return 0; // the number of shapes is not known ahead
  }

  /**
   * Counts one step of the loop walk (a cell it enters) as a node, so that limits hold while the
   * walk looks for shapes as they do while cells are filled; false once the worker says stop.
   */
  boolean walked() {
    if (++nodes >= nextPoll && (nextPoll = worker.poll()) < 0) {
      stopped = true;
    }
    return !stopped;
  }

  /** Searches shape {@code s}: counts its cores (or, deciding, stops at the first). */
  void on(LoopShape s) {
    shape = s;
    int n = s.length();
    Map<Hex, Integer> loopIndex = new HashMap<>();
    for (int i = 0; i < n; i++) {
      loopIndex.put(s.cell(i), i);
    }
    Set<Hex> inside = new HashSet<>(s.inside());
    List<Hex> cells = new ArrayList<>();
    List<Integer> loopOf = new ArrayList<>();
    int[] free = new int[3]; // free cells per link kind
    for (int i = 0; i < n; i++) {
      if (touchesBeyondLoop(s, i, loopIndex, inside)) {
        cells.add(s.cell(i));
        loopOf.add(i);
      } else {
        free[Math.abs(s.turn(i))]++;
      }
    }
    ways = waysToFill(free);
    for (Hex h : s.inside()) {
      cells.add(h);
      loopOf.add(-1);
    }
    vars = cells.size();
    cell = cells.toArray(Hex[]::new);
    cand = new int[vars][];
    candColour = new byte[vars][];
    nbr = new int[vars][];
    Map<Hex, Integer> var = new HashMap<>();
    for (int v = 0; v < vars; v++) {
      var.put(cell[v], v);
    }
    int most = 1;
    for (int v = 0; v < vars; v++) {
      cand[v] = loopOf.get(v) >= 0 ? loopCandidates(s, loopOf.get(v)) : otherCandidates();
      most = Math.max(most, cand[v].length);
    }
    words = (most + 63) >>> 6;
    match = new long[vars][];
    sameTile = new long[vars][];
    dom = new long[(vars + 1) * vars * words];
    int tiles = loopTiles.length + otherTiles.length;
    for (int v = 0; v < vars; v++) {
      candColour[v] = new byte[cand[v].length * 6];
      match[v] = new long[6 * COLOURS * words];
      sameTile[v] = new long[tiles * words];
      for (int c = 0; c < cand[v].length; c++) {
        Tile t = tile(cand[v][c] >> 3);
        for (int side = 0; side < 6; side++) {
          int edge = t.edge(Math.floorMod(side - (cand[v][c] & 7), 6)).ordinal();
          candColour[v][c * 6 + side] = (byte) edge;
          match[v][(side * COLOURS + edge) * words + (c >>> 6)] |= 1L << c;
        }
        sameTile[v][(cand[v][c] >> 3) * words + (c >>> 6)] |= 1L << c;
        dom[v * words + (c >>> 6)] |= 1L << c;
      }
      List<Integer> pairs = new ArrayList<>();
      for (Side side : Side.values()) {
        Integer w = var.get(cell[v].neighbour(side));
        if (w != null) {
          pairs.add(w);
          pairs.add(side.ordinal());
        }
      }
      nbr[v] = pairs.stream().mapToInt(Integer::intValue).toArray();
    }
    chosen = new int[vars];
    placed = new boolean[vars];
    found = 0;
    fill(0);
    if (stopped) {
      return; // the shape is not finished: neither counted nor marked
    }
    if (found > 0) {
      shapesWithCore++;
      if (!decide) {
        if (found % s.symmetry() != 0) {
          throw new IllegalStateException("cores on a shape of symmetry " + s.symmetry() + ": " + found);
        }
        cores += found / s.symmetry();
      } else {
        cores += found;
      }
    }
  }

  /** The ways to put the loop tiles left over on the free cells, {@code free[kind]} of each kind. */
  private static long waysToFill(int[] free) {
    long w = 1;
    for (int kind = 0; kind < 3; kind++) {
      for (int k = 2; k <= free[kind]; k++) {
        w = Math.multiplyExact(w, k);
      }
    }
    return Math.multiplyExact(w, 1L << free[0]); // turns: 0 straight, ±1 bend, ±2 corner
  }

  /** Whether loop cell i touches a loop cell other than its two loop neighbours, or an enclosed cell. */
  private static boolean touchesBeyondLoop(LoopShape s, int i, Map<Hex, Integer> loopIndex, Set<Hex> inside) {
    int n = s.length();
    for (Side side : Side.values()) {
      Hex h = s.cell(i).neighbour(side);
      Integer j = loopIndex.get(h);
      if (inside.contains(h) || j != null && j != (i + 1) % n && j != Math.floorMod(i - 1, n)) {
        return true;
      }
    }
    return false;
  }

  private int[] loopCandidates(LoopShape s, int i) {
    List<Integer> c = new ArrayList<>();
    int in = s.in(i).ordinal();
    int out = s.out(i).ordinal();
    for (int t = 0; t < loopTiles.length; t++) {
      var link = loopTiles[t].link(colour);
      for (int rot = 0; rot < 6; rot++) {
        int a = Math.floorMod(link.a() + rot, 6);
        int b = Math.floorMod(link.b() + rot, 6);
        if (a == in && b == out || a == out && b == in) {
          c.add(t * 8 + rot);
        }
      }
    }
    return c.stream().mapToInt(Integer::intValue).toArray();
  }

  private int[] otherCandidates() {
    int[] c = new int[otherTiles.length * 6];
    for (int t = 0; t < otherTiles.length; t++) {
      for (int rot = 0; rot < 6; rot++) {
        c[t * 6 + rot] = (loopTiles.length + t) * 8 + rot;
      }
    }
    return c;
  }

  private Tile tile(int index) {
    return index < loopTiles.length ? loopTiles[index] : otherTiles[index - loopTiles.length];
  }

  /** Places a candidate on the unplaced variable with the smallest domain; {@code level} are placed. */
  private void fill(int level) {
    if (++nodes >= nextPoll && (nextPoll = worker.poll()) < 0) {
      stopped = true;
    }
    if (stopped) {
      return;
    }
    if (level == vars) {
      found = Math.addExact(found, ways);
      if (first == null) {
        first = core();
      }
      return;
    }
    final int w = words;
    final long[] dom = this.dom;
    int base = level * vars * w;
    int best = -1;
    int fewest = Integer.MAX_VALUE;
    for (int v = 0; v < vars; v++) {
      if (placed[v]) {
        continue;
      }
      int size = 0;
      for (int k = base + v * w, end = k + w; k < end; k++) {
        size += Long.bitCount(dom[k]);
      }
      if (size < fewest) {
        if (size == 0) {
          return;
        }
        fewest = size;
        best = v;
      }
    }
    int v = best;
    int next = base + vars * w;
    placed[v] = true;
    for (int k = 0; k < w; k++) {
      for (long bits = dom[base + v * w + k]; bits != 0; bits &= bits - 1) {
        int c = (k << 6) + Long.numberOfTrailingZeros(bits);
        chosen[v] = c;
        System.arraycopy(dom, base, dom, next, vars * w);
        int tile = cand[v][c] >> 3;
        for (int u = 0; u < vars; u++) {
          if (!placed[u]) {
            long[] same = sameTile[u];
            for (int j = 0; j < w; j++) {
              dom[next + u * w + j] &= ~same[tile * w + j];
            }
          }
        }
        int[] nb = nbr[v];
        for (int i = 0; i < nb.length; i += 2) {
          int u = nb[i];
          if (!placed[u]) {
            int side = (nb[i + 1] + 3) % 6; // u's side towards v
            long[] m = match[u];
            int at = (side * COLOURS + candColour[v][c * 6 + nb[i + 1]]) * w;
            for (int j = 0; j < w; j++) {
              dom[next + u * w + j] &= m[at + j];
            }
          }
        }
        fill(level + 1);
        if (stopped || decide && found > 0) {
          break;
        }
      }
      if (stopped || decide && found > 0) {
        break;
      }
    }
    placed[v] = false;
  }

  /** The core just found, the free loop cells filled with the loop tiles left. */
  private Tantrix core() {
    Tantrix.Builder b = Tantrix.builder();
    boolean[] used = new boolean[loopTiles.length + otherTiles.length];
    Set<Hex> done = new HashSet<>();
    for (int v = 0; v < vars; v++) {
      int k = cand[v][chosen[v]];
      b.place(cell[v], tile(k >> 3), k & 7);
      used[k >> 3] = true;
      done.add(cell[v]);
    }
    for (int i = 0; i < shape.length(); i++) {
      if (done.contains(shape.cell(i))) {
        continue;
      }
      for (int k : loopCandidates(shape, i)) {
        if (!used[k >> 3]) {
          used[k >> 3] = true;
          b.place(shape.cell(i), tile(k >> 3), k & 7);
          break;
        }
      }
    }
    return b.build();
  }
}
