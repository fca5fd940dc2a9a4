package io.github.dlxkit.tantrix.loopfirst;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.WatchedSearch;
import io.github.dlxkit.core.split.SplittableSearch;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.LoopParity;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.Tile;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The cores of a one-loop puzzle with distinct tiles: a loop shape ({@link LoopShapes}) with the
 * tiles carrying the loop colour on it, one per cell with its link along the loop, and tiles
 * without that colour on every cell the loop encloses, all touching edges matching. Every solution
 * contains a core: its loop-colour tiles form the one loop (each carries one link of the colour,
 * and all are on the loop), and no holes means every enclosed cell holds a tile, which cannot
 * carry the loop colour. So a puzzle without cores has no solution.
 *
 * <p>{@link #count} counts every core up to rotation and translation; when every tile carries the
 * loop colour, cores are the solutions. {@link #decide} looks for a core and stops at the first it
 * finds. Both place only the loop cells that touch another loop cell (other than their two
 * neighbours on the loop) or an enclosed cell: the others, the <em>free</em> cells, touch nothing
 * placed off the loop, so they take the loop tiles left over in any order. A count multiplies
 * each way of filling the placed cells by the ways of filling the free ones: for each link kind,
 * f! orders of the f tiles of that kind left over on its f free cells, times 2^f for straights
 * (a straight link fits its cell turned either way; a bend or a corner in one rotation only).
 *
 * <p>Per shape the search is a small constraint search over cells: each cell's candidates are its
 * (tile, rotation) pairs, the cell with the fewest candidates that fit what is placed is filled
 * next, each tile used once.
 *
 * <pre>{@code
 * List<Tile> tiles = TileSet.standard().tiles(TileSet.parseNumbers("1-10")); // Discovery 10: a red loop
 * LoopCores.Outcome o = new LoopCores(tiles, Colour.RED).count(null);
 * // o.cores() == 1280: the solutions of Discovery 10, up to rotation and translation
 * }</pre>
 */
public final class LoopCores {
  private final Colour colour;
  private final Tile[] loopTiles;
  private final Tile[] otherTiles;
  private final int[] kinds = new int[3]; // straights, bends, corners among the loop tiles
  private final Optional<String> obstruction;

  /**
   * How a run ended.
   *
   * @param shapes loop shapes searched (those enclosing no more cells than there are tiles without
   *     the loop colour)
   * @param shapesWithCore those with a core
   * @param cores cores counted ({@link #count}: up to rotation and translation; {@link #decide}: 0 or 1)
   * @param nodes cells filled by the constraint searches
   * @param firstCore the first core found, if any
   * @param complete whether the run ended on its own rather than by the budget
   * @param elapsed wall-clock time
   */
  public record Outcome(long shapes, long shapesWithCore, long cores, long nodes,
      Optional<Tantrix> firstCore, boolean complete, Duration elapsed) {}

  /**
   * The cores of {@code tiles} and a loop of {@code colour}.
   *
   * @throws BadInputException if a tile is repeated or no tile carries the colour
   */
  public LoopCores(List<Tile> tiles, Colour colour) {
    if (new HashSet<>(tiles).size() != tiles.size()) {
      throw new BadInputException("the loop-first search needs distinct tiles");
    }
    this.colour = colour;
    this.loopTiles = tiles.stream().filter(t -> t.has(colour)).toArray(Tile[]::new);
    this.otherTiles = tiles.stream().filter(t -> !t.has(colour)).toArray(Tile[]::new);
    if (loopTiles.length == 0) {
      throw new BadInputException("no tile carries " + colour.displayName());
    }
    this.obstruction = LoopParity.obstruction(tiles, colour);
    for (Tile t : loopTiles) {
      switch (t.link(colour).kind()) {
        case STRAIGHT -> kinds[0]++;
        case BEND -> kinds[1]++;
        case CORNER -> kinds[2]++;
        default -> throw new IllegalStateException();
      }
    }
  }

  /**
   * Why the tiles cannot make the loop at all ({@link LoopParity}), if they cannot: then every run
   * ends at once, complete, with no shape searched and no core.
   */
  public Optional<String> obstruction() {
    return obstruction;
  }

  /** Counts every core, up to rotation and translation, within {@code budget} (null: none). */
  public Outcome count(Duration budget) {
    return run(false, new int[0], control(budget));
  }

  /**
   * Looks for a core, shape after shape, and stops at the first, within {@code budget} (null:
   * none). A complete outcome without a core proves that the puzzle has no solution.
   */
  public Outcome decide(Duration budget) {
    return run(true, new int[0], control(budget));
  }

  /**
   * The count of cores as a search that can be cut into parts by the loop walk's first turns
   * (for {@code --part}, {@code --checkpoint} and Spark): its subproblems' counts add up to
   * {@link #count}'s.
   */
  public SplittableSearch splittable() {
    return new LoopSplit(this);
  }

  private static SearchControl control(Duration budget) {
    return SearchControl.of(budget == null ? SearchLimits.none() : SearchLimits.none().withTimeLimit(budget));
  }

  /** The link kinds of the loop tiles: straights, bends, corners. */
  int[] kinds() {
    return kinds.clone();
  }

  /** The tiles and the loop colour, as text that names the problem. */
  String describe() {
    return colour + " loop: " + java.util.Arrays.toString(loopTiles) + " others: " + java.util.Arrays.toString(otherTiles);
  }

  /**
   * Searches the shapes below {@code prefix} (turns in the walk's cells 1, 2, …), counting or
   * deciding, within the limits of {@code control}.
   */
  Outcome run(boolean decide, int[] prefix, SearchControl control) {
    long start = System.nanoTime();
    if (obstruction.isPresent()) { // no loop shape can take the tiles
      return new Outcome(0, 0, 0, 0, Optional.empty(), true, Duration.ofNanos(System.nanoTime() - start));
    }
    Cells search = new Cells(decide, control.worker());
    long[] shapes = new long[1];
    LoopShapes.forEach(kinds[0], kinds[1], kinds[2], prefix, shape -> {
      if (search.stopped || (search.nextPoll = search.worker.poll()) < 0) {
        search.stopped = true;
        return false;
      }
      if (shape.inside().size() <= otherTiles.length) {
        shapes[0]++;
        search.on(shape);
      }
      return !decide || search.first == null;
    });
    search.worker.detach();
    return new Outcome(shapes[0], search.shapesWithCore, search.cores, search.nodes,
        Optional.ofNullable(search.first), !search.stopped, Duration.ofNanos(System.nanoTime() - start));
  }

  /** The constraint search on one shape's cells; primitive arrays, reused shape after shape. */
  private final class Cells implements WatchedSearch {
    private final boolean decide;
    private final SearchControl.Worker worker;
    private long nextPoll;
    private boolean stopped;
    private long shapesWithCore;
    private long cores;
    private long nodes;
    private Tantrix first;

    private LoopShape shape;
    private int vars;
    private Hex[] cell;
    private int[][] cand; // tile index * 8 + rotation; loop tiles first, then the others
    private byte[][] candColour; // candColour[v][c * 6 + side]
    private int[][] nbr; // pairs (neighbouring variable, side towards it)
    private int[] chosen;
    private boolean[] set;
    private byte[] setColour;
    private boolean[] tileUsed;
    private long found;
    private long ways; // ways to fill the free cells, per way of filling the placed ones

    Cells(boolean decide, SearchControl.Worker worker) {
      this.decide = decide;
      this.worker = worker;
      this.tileUsed = new boolean[loopTiles.length + otherTiles.length];
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
      for (int v = 0; v < vars; v++) {
        cand[v] = loopOf.get(v) >= 0 ? loopCandidates(s, loopOf.get(v)) : otherCandidates();
        candColour[v] = new byte[cand[v].length * 6];
        for (int c = 0; c < cand[v].length; c++) {
          Tile t = tile(cand[v][c] >> 3);
          for (int side = 0; side < 6; side++) {
            candColour[v][c * 6 + side] = (byte) t.edge(Math.floorMod(side - (cand[v][c] & 7), 6)).ordinal();
          }
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
      set = new boolean[vars];
      setColour = new byte[vars * 6];
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
    private long waysToFill(int[] free) {
      long w = 1;
      for (int kind = 0; kind < 3; kind++) {
        for (int k = 2; k <= free[kind]; k++) {
          w = Math.multiplyExact(w, k);
        }
      }
      return Math.multiplyExact(w, 1L << free[0]); // turns: 0 straight, ±1 bend, ±2 corner
    }

    /** Whether loop cell i touches a loop cell other than its two loop neighbours, or an enclosed cell. */
    private boolean touchesBeyondLoop(LoopShape s, int i, Map<Hex, Integer> loopIndex, Set<Hex> inside) {
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

    private boolean fits(int v, int c) {
      if (tileUsed[cand[v][c] >> 3]) {
        return false;
      }
      int[] nb = nbr[v];
      byte[] colours = candColour[v];
      for (int k = 0; k < nb.length; k += 2) {
        int w = nb[k];
        if (set[w] && colours[c * 6 + nb[k + 1]] != setColour[w * 6 + (nb[k + 1] + 3) % 6]) {
          return false;
        }
      }
      return true;
    }

    /** Fills the variable with the fewest candidates that fit; {@code placed} are set. */
    private void fill(int placed) {
      if (++nodes >= nextPoll && (nextPoll = worker.poll()) < 0) {
        stopped = true;
      }
      if (stopped) {
        return;
      }
      if (placed == vars) {
        found = Math.addExact(found, ways);
        if (first == null) {
          first = core();
        }
        return;
      }
      int best = -1;
      int fewest = Integer.MAX_VALUE;
      for (int v = 0; v < vars; v++) {
        if (set[v]) {
          continue;
        }
        int count = 0;
        for (int c = 0; c < cand[v].length && count < fewest; c++) {
          if (fits(v, c)) {
            count++;
          }
        }
        if (count < fewest) {
          fewest = count;
          best = v;
          if (count == 0) {
            return;
          }
        }
      }
      int v = best;
      for (int c = 0; c < cand[v].length; c++) {
        if (!fits(v, c)) {
          continue;
        }
        chosen[v] = c;
        tileUsed[cand[v][c] >> 3] = true;
        set[v] = true;
        System.arraycopy(candColour[v], c * 6, setColour, v * 6, 6);
        fill(placed + 1);
        tileUsed[cand[v][c] >> 3] = false;
        set[v] = false;
        if (decide && found > 0) {
          return;
        }
      }
    }

    /** The core just found, the loop cells left out of the search filled with the loop tiles left. */
    private Tantrix core() {
      Tantrix.Builder b = Tantrix.builder();
      boolean[] usedHere = tileUsed.clone();
      Set<Hex> placed = new HashSet<>();
      for (int v = 0; v < vars; v++) {
        b.place(cell[v], tile(cand[v][chosen[v]] >> 3), cand[v][chosen[v]] & 7);
        placed.add(cell[v]);
      }
      for (int i = 0; i < shape.length(); i++) {
        if (placed.contains(shape.cell(i))) {
          continue;
        }
        int[] c = loopCandidates(shape, i);
        for (int k : c) {
          if (!usedHere[k >> 3]) {
            usedHere[k >> 3] = true;
            b.place(shape.cell(i), tile(k >> 3), k & 7);
            break;
          }
        }
      }
      return b.build();
    }
  }
}
