package io.github.dlxkit.tantrix.free;

import io.github.dlxkit.core.search.Progress;
import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.OrientedTile;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.Tile;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The free-shape search: all tiles must be placed, Golden Rule, no holes, one group, and each goal
 * colour one line or loop through all its arcs; the shape is free. Complete (every solution is
 * found, each once up to rotation and translation) and single-threaded.
 *
 * <h2>How it searches</h2>
 * <ol>
 *   <li>The <em>focal</em> colour is the goal colour with the most tiles. One tile carrying it (the
 *       anchor: a tile with the fewest copies) is placed at (0, 0) in rotation 0. Every solution
 *       contains the anchor, and turning and moving it so that the anchor sits there in rotation 0
 *       is unique; so up to rotation and translation each solution is found once per copy of the
 *       anchor tile — once, when tiles are all different (see {@link Visitor} for copies).
 *   <li>The focal path is grown tile by tile from its open end: the next tile must carry the
 *       colour at the side it enters by, which leaves two rotations per tile, and must match
 *       (Golden Rule) every placed neighbour. A loop grows from the anchor's higher-numbered end
 *       and must come back into its other end (the <em>closing cell</em>) with the last focal
 *       tile; a line grows from the anchor's higher end until it ends (the cell beyond is marked
 *       empty for good), then from the anchor's lower end.
 *   <li>Then the remaining tiles (those without the focal colour) are placed cell by cell as in
 *       Redelmeier's enumeration of polyominoes: a cell next to the tantrix is either filled (with
 *       every tile and rotation that fits) or marked empty for good. Cells where a loop colour's
 *       arc ends are filled first, and are never marked empty.
 * </ol>
 *
 * <h2>Pruning</h2>
 * <ul>
 *   <li>Golden Rule against all placed neighbours.
 *   <li>Holes: when a tile splits the empty cells around it, each side is flooded (at most as far
 *       as the tiles left could fill): an enclosed region that holds a cell marked empty, or more
 *       cells than tiles left, is fatal; while a loop grows, the region it grows into and its
 *       closing cell must be the same; a line may not grow into an enclosed region (its end would
 *       leave a hole); enclosed regions the path does not reach need tiles without the focal
 *       colour.
 *   <li>Loops: the distance from the open end to the closing cell must be within reach of the
 *       tiles left; the path's turning (a straight 0, a bend ±60°, a corner ±120°) must still be
 *       able to total ±360° with the links left — and since bends are the only odd turns, a
 *       colour with an odd number of bends has no loop at all (checked before searching).
 *   <li>Other goal colours: a loop of such a colour that closes before all its tiles are in it,
 *       or any closed loop of a line colour, is fatal; so is a loop colour's arc ending at a cell
 *       marked empty.
 * </ul>
 *
 * <h2>Data layout</h2>
 * The grid is a flat square array of {@code width × width} cells, cell (q, r) at index
 * {@code (r + off) * width + (q + off)}, wide enough that no tile reaches the edge; the neighbour
 * across side s is {@code cell + delta[s]}. {@code cellType[c]} is the tile type on c, or
 * {@link #EMPTY}, or {@link #EXCLUDED} (marked empty for good); {@code shown[c * 6 + s]} is the
 * colour the tile on c shows on side s, or −1.
 */
public final class GrowthSearch {
  /** Sees each solution; {@code stabiliser} is the number of turns (1..6) that map it onto itself. */
  @FunctionalInterface
  public interface Visitor {
    /**
     * Called once per solution up to rotation and translation, with the anchor at (0, 0) in
     * rotation 0 and the tiles in the order they were placed (the focal path first, in path order).
     *
     * @return true to go on, false to stop
     */
    boolean visit(Tantrix solution, int stabiliser);
  }

  /**
   * How a search ended.
   *
   * @param distinct solutions up to rotation and translation
   * @param turned solutions up to translation only (each counted once per distinct turn)
   * @param nodes search-tree nodes (one per tile placed or cell marked empty)
   * @param fillingNodes those of the nodes placed after all tiles of the focal colour (the final
   *     filling with the other tiles)
   * @param reason why the search ended ({@link StopReason#COMPLETED} if it exhausted the tree)
   * @param elapsed wall-clock time
   */
  public record Outcome(long distinct, long turned, long nodes, long fillingNodes, StopReason reason,
      Duration elapsed) {
    /** Whether the whole tree was explored. */
    public boolean isComplete() {
      return reason == StopReason.COMPLETED;
    }
  }

  static final int EMPTY = -1;
  static final int EXCLUDED = -2;
  private static final byte INSIDE = 1;
  private static final byte OUTSIDE = 2;
  private static final int CHECK_INTERVAL = 4096;

  private final TileTypes t;
  private final int types;
  private final int focal;
  private final boolean focalLoop;
  private final int anchor;
  private final int anchorA;
  private final int anchorB;
  private final int width;
  private final int off;
  private final int origin;
  private final int[] delta;
  private final int[] cellType;
  private final int[] cellRot;
  private final byte[] shown;
  /**
   * sideClass[c * 6 + s] for a tile of the focal loop: {@link #INSIDE} or {@link #OUTSIDE} for a
   * side that lies inside or outside the loop, 0 for the two sides the loop crosses and for tiles
   * off the loop.
   */
  private final byte[] sideClass;
  /** How many loop tiles have {@code c} on their inner side; such cells must be filled. */
  private final int[] innerRefs;
  private int innerCells; // empty cells with innerRefs > 0
  /** +1: the loop runs clockwise (turns +360°, its inside on the right); −1: anticlockwise. */
  private int orient;

  // The focal loop as path segments: an open end is a side of a loop tile where the loop leaves
  // it towards an empty cell, coded cell * 6 + side. endDir[end] is +1 if the path runs out
  // through it, −1 if in, 0 for a side that is no open end; mate[end] is the segment's other end.
  private final int[] mate;
  private final byte[] endDir;
  private int openEnds;
  private int turnSum; // turning of the placed loop tiles, in 60° steps, in the loop's direction
  private boolean loopClosed;
  private int[] undo = new int[256];
  private int undoTop;
  /** faceBits[type * 6 + rot]: the six colours shown, two bits each, side s at bits 2s..2s+1. */
  private final int[] faceBits;
  private int scanStamp;
  private final int[] scanMark;
  private int[] mustFill = new int[64];
  /** For the k-th placed tile of the loop: its entry and exit sides, and the open ends before it. */
  private final int[] placedIn;
  private final int[] placedOut;
  private final int[] placedOpenEnds;

  private final int[] left;
  private final int[] leftCarriers;
  /** Per goal colour: its paths among the placed tiles (each new tile adds one, less one per join). */
  private final int[] segments;
  /** Per goal colour: its arcs that end at a cell marked empty (a line's ends; none for a loop). */
  private final int[] deadEnds;
  /** goalOf[colour]: the goal index of a colour, or −1. */
  private final int[] goalOf;
  private int leftTotal;
  private int turnLeft; // sum of |turn| over the focal carriers not yet placed
  private final int[] placed;
  private int placedCount;
  private int minQ;
  private int maxQ;
  private int minR;
  private int maxR;

  // flood fill scratch
  private final int[] mark;
  private int stamp;
  private final int[] queue;

  // limits, progress, statistics
  private final SearchLimits limits;
  private final ProgressListener listener;
  private final long progressNanos;
  private long start;
  private long deadline;
  private long nextReport;
  private long nextCheck;
  private long nodes;
  private long fillingNodes;
  private StopReason stopped;
  private double[] branchIndex = new double[64];
  private double[] branchCount = new double[64];
  private int depth;

  private Visitor visitor;
  private final java.util.function.Predicate<Tantrix> accept; // an extra condition, or null
  private long random; // xorshift state for shuffling choices; 0: no shuffling
  private long distinct;
  private long turned;

  /**
   * A search for {@code tiles} (repeats allowed) and {@code goal} (at least one colour, each carried
   * by some tile; the caller checks).
   */
  public GrowthSearch(List<Tile> tiles, Goal goal, SearchLimits limits, ProgressListener listener,
      Duration progressInterval) {
    this(tiles, goal, limits, listener, progressInterval, 0, null);
  }

  /**
   * A search whose choices among the tiles that fit a cell are tried in an order shuffled by
   * {@code seed} (0: the tiles' own order). Every order explores the same tree, so each run is
   * complete; different orders reach a first solution after very different numbers of nodes.
   * Solutions must also pass {@code accept} (null: no extra condition), e.g. {@link
   * io.github.dlxkit.tantrix.Roundness}.
   */
  public GrowthSearch(List<Tile> tiles, Goal goal, SearchLimits limits, ProgressListener listener,
      Duration progressInterval, long seed, java.util.function.Predicate<Tantrix> accept) {
    this.accept = accept;
    this.random = seed == 0 ? 0 : seed * 0x9E3779B97F4A7C15L | 1;
    this.t = new TileTypes(tiles, goal);
    this.types = t.types();
    this.limits = limits;
    this.listener = listener;
    this.progressNanos = progressInterval == null ? Long.MAX_VALUE : progressInterval.toNanos();
    int f = 0;
    for (int g = 1; g < t.goals(); g++) {
      if (t.carriers[g] > t.carriers[f]) {
        f = g;
      }
    }
    this.focal = f;
    this.focalLoop = t.goalLoop[f];
    int a = -1;
    for (int x = 0; x < types; x++) {
      if (t.carries[f * types + x] && (a < 0 || t.copies[x] < t.copies[a])) {
        a = x;
      }
    }
    this.anchor = a;
    io.github.dlxkit.tantrix.model.Link link = t.tile[a].link(
        io.github.dlxkit.tantrix.model.Colour.values()[t.goalColour[f]]);
    this.anchorA = link.a();
    this.anchorB = link.b();
    this.off = t.total + 3;
    this.width = 2 * off + 1;
    this.origin = off * width + off;
    this.delta = new int[] {-width + 1, 1, width, width - 1, -1, -width};
    int cells = width * width;
    this.cellType = new int[cells];
    Arrays.fill(cellType, EMPTY);
    this.cellRot = new int[cells];
    this.shown = new byte[cells * 6];
    Arrays.fill(shown, (byte) -1);
    this.sideClass = new byte[cells * 6];
    this.innerRefs = new int[cells];
    this.mate = new int[cells * 6];
    this.endDir = new byte[cells * 6];
    this.scanMark = new int[cells];
    this.faceBits = new int[types * 6];
    for (int x = 0; x < types * 6; x++) {
      for (int side = 0; side < 6; side++) {
        faceBits[x] |= t.face[x * 6 + side] << (2 * side);
      }
    }
    this.left = t.copies.clone();
    this.leftCarriers = t.carriers.clone();
    this.segments = new int[t.goals()];
    this.deadEnds = new int[t.goals()];
    this.goalOf = new int[5];
    Arrays.fill(goalOf, -1);
    for (int g = 0; g < t.goals(); g++) {
      goalOf[t.goalColour[g]] = g;
    }
    this.leftTotal = t.total;
    for (int x = 0; x < types; x++) {
      turnLeft += t.turnWeight[f * types + x] * t.copies[x];
    }
    this.placed = new int[t.total];
    this.placedIn = new int[t.total];
    this.placedOut = new int[t.total];
    this.placedOpenEnds = new int[t.total];
    this.mark = new int[cells];
    this.queue = new int[cells];
  }

  /**
   * Runs the search, calling {@code visitor} for each solution, until the tree is exhausted, the
   * visitor stops it, or a limit does.
   */
  public Outcome run(Visitor visitor) {
    this.visitor = visitor;
    start = System.nanoTime();
    deadline = limits.timeLimit() == null ? Long.MAX_VALUE : start + limits.timeLimit().toNanos();
    nextReport = listener == null ? Long.MAX_VALUE : start + progressNanos;
    nextCheck = CHECK_INTERVAL;
    if (!focalLoop || (turnLeft % 2 == 0)) {
      minQ = maxQ = minR = maxR = 0;
      place(origin, anchor, 0);
      if (focalLoop) {
        int turn0 = Math.floorMod(anchorB - anchorA, 6) - 3;
        for (int o = 1; o >= -1 && stopped == null; o -= 2) {
          orient = o;
          if (markSides(origin, anchorA, anchorB)) {
            {
              int a = origin * 6 + anchorA;
              int b = origin * 6 + anchorB;
              endDir[a] = -1;
              endDir[b] = 1;
              mate[a] = b;
              mate[b] = a;
              openEnds = 2;
              turnSum = turn0;
              loopStep();
              endDir[a] = 0;
              endDir[b] = 0;
              openEnds = 0;
            }
            unmarkSides(origin, anchorA, anchorB);
          }
        }
      } else {
        endsStep();
      }
      unplace(origin);
    }
    return new Outcome(distinct, turned, nodes, fillingNodes, stopped == null ? StopReason.COMPLETED : stopped,
        Duration.ofNanos(System.nanoTime() - start));
  }

  // ---------------------------------------------------------------------------------------------
  // Step 1: the focal loop


  /**
   * One step of the focal loop: picks the cell that must be filled (an open end's neighbour, or a
   * cell on a loop tile's inner side) with the fewest tiles that fit, and tries each.
   */
  private void loopStep() {
    if (loopClosed) {
      afterFocal();
      return;
    }
    if (Math.abs(6 * orient - turnSum) > turnLeft) {
      return;
    }
    boolean onlyLoopTiles = leftTotal == leftCarriers[focal];
    // collect the cells that must be filled
    scanStamp++;
    int count = 0;
    for (int i = 0; i < placedCount; i++) {
      int c = placed[i];
      for (int side = 0; side < 6; side++) {
        int n = c + delta[side];
        if (cellType[n] != EMPTY || scanMark[n] == scanStamp) {
          continue;
        }
        if (endDir[c * 6 + side] != 0 || onlyLoopTiles && sideClass[c * 6 + side] == INSIDE) {
          scanMark[n] = scanStamp;
          if (count == mustFill.length) {
            mustFill = Arrays.copyOf(mustFill, count * 2);
          }
          mustFill[count++] = n;
        }
      }
    }
    int need = count;
    if (need > (onlyLoopTiles ? leftCarriers[focal] : leftTotal)) {
      return;
    }
    // the most constrained cell: fewest fitting tiles (counted up to the best so far)
    int bestCell = -1;
    int bestCount = Integer.MAX_VALUE;
    for (int i = 0; i < count && bestCount > 1; i++) {
      int c = mustFill[i];
      boolean open = false;
      for (int side = 0; side < 6 && !open; side++) {
        open = endDir[(c + delta[side]) * 6 + (side + 3) % 6] != 0;
      }
      if (!open && !onlyLoopTiles) {
        continue;
      }
      int fits = countFits(c, bestCount);
      if (fits == 0) {
        return;
      }
      if (fits < bestCount) {
        bestCount = fits;
        bestCell = c;
      }
    }
    if (bestCell < 0) {
      return;
    }
    int cell = bestCell;
    int[] cand = candidates(depth);
    int n = 0;
    int mask = constraintMask(cell);
    int value = constraintValue(cell);
    for (int x = 0; x < types; x++) {
      if (left[x] == 0 || !t.carries[focal * types + x]) {
        continue;
      }
      for (int rot = 0; rot < 6; rot++) {
        if ((faceBits[x * 6 + rot] & mask) == value) {
          cand[n++] = x * 6 + rot;
        }
      }
    }
    shuffle(cand, n);
    int d = enter(n);
    for (int i = 0; i < n && stopped == null; i++) {
      branchIndex[d] = i;
      int x = cand[i] / 6;
      int rot = cand[i] % 6;
      int mark = undoTop;
      place(cell, x, rot);
      if (joinLoop(cell, x, rot)) {
        if (tick() && otherGoalsOk(cell) && loopRegionsOk(cell)) {
          loopStep();
        }
        leaveLoop(cell, mark);
      }
      unplace(cell);
    }
    depth--;
  }

  /** Shuffles {@code a[0..n)} when a seed was given (Fisher–Yates with xorshift). */
  private void shuffle(int[] a, int n) {
    if (random == 0) {
      return;
    }
    for (int i = n - 1; i > 0; i--) {
      random ^= random << 13;
      random ^= random >>> 7;
      random ^= random << 17;
      int j = (int) Long.remainderUnsigned(random, i + 1);
      int v = a[i];
      a[i] = a[j];
      a[j] = v;
    }
  }

  /** The number of focal-carrying tile placements that fit {@code cell}, counting at most to {@code cap}. */
  private int countFits(int cell, int cap) {
    int mask = constraintMask(cell);
    int value = constraintValue(cell);
    int n = 0;
    for (int x = 0; x < types; x++) {
      if (left[x] == 0 || !t.carries[focal * types + x]) {
        continue;
      }
      for (int rot = 0; rot < 6; rot++) {
        if ((faceBits[x * 6 + rot] & mask) == value && ++n >= cap) {
          return n;
        }
      }
    }
    return n;
  }

  /** Two bits per side of {@code cell} that touches a tile. */
  private int constraintMask(int cell) {
    int mask = 0;
    for (int side = 0; side < 6; side++) {
      if (shown[(cell + delta[side]) * 6 + (side + 3) % 6] >= 0) {
        mask |= 3 << (2 * side);
      }
    }
    return mask;
  }

  /** The colours a tile on {@code cell} must show where it touches tiles, packed as in faceBits. */
  private int constraintValue(int cell) {
    int value = 0;
    for (int side = 0; side < 6; side++) {
      int c = shown[(cell + delta[side]) * 6 + (side + 3) % 6];
      if (c >= 0) {
        value |= c << (2 * side);
      }
    }
    return value;
  }

  /**
   * Joins the loop tile just placed on {@code cell} to the segments: finds its direction (from the
   * open ends it meets, or for a tile meeting none from its inner side), classifies its sides,
   * and links, extends, merges or closes segments. Returns false, with nothing changed, if that
   * breaks a rule (opposite directions, a loop closed too early, inside against outside).
   */
  private boolean joinLoop(int cell, int x, int rot) {
    int base = (x * 6 + rot) * 6;
    int colour = t.goalColour[focal];
    int f1 = -1;
    int f2 = -1;
    for (int side = 0; side < 6; side++) {
      if (t.face[base + side] == colour) {
        if (f1 < 0) {
          f1 = side;
        } else {
          f2 = side;
        }
      }
    }
    int n1 = cell + delta[f1];
    int n2 = cell + delta[f2];
    if (cellType[n1] == EXCLUDED || cellType[n2] == EXCLUDED) {
      return false;
    }
    int e1 = cellType[n1] >= 0 ? n1 * 6 + (f1 + 3) % 6 : -1;
    int e2 = cellType[n2] >= 0 ? n2 * 6 + (f2 + 3) % 6 : -1;
    int in;
    int out;
    if (e1 >= 0 && e2 >= 0) {
      if (endDir[e1] == endDir[e2]) {
        return false;
      }
      in = endDir[e1] > 0 ? f1 : f2;
    } else if (e1 >= 0) {
      in = endDir[e1] > 0 ? f1 : f2;
    } else if (e2 >= 0) {
      in = endDir[e2] > 0 ? f2 : f1;
    } else {
      boolean forward = classesAgree(cell, f1, f2);
      boolean backward = classesAgree(cell, f2, f1);
      if (forward == backward) {
        return false; // (both cannot happen for a cell on an inner side; neither: no loop fits)
      }
      in = forward ? f1 : f2;
    }
    out = in == f1 ? f2 : f1;
    boolean closes = e1 >= 0 && e2 >= 0 && mate[e1] == e2;
    if (closes && (leftCarriers[focal] != 0 || openEnds != 2)) {
      return false;
    }
    if (!markSides(cell, in, out)) {
      return false;
    }
    int k = placedCount - 1;
    placedIn[k] = in;
    placedOut[k] = out;
    placedOpenEnds[k] = openEnds;
    turnSum += Math.floorMod(out - in, 6) - 3;
    if (closes) {
      setEnd(e1, (byte) 0, 0);
      setEnd(e2, (byte) 0, 0);
      openEnds -= 2;
      loopClosed = true;
    } else if (e1 >= 0 && e2 >= 0) {
      int a = mate[e1];
      int b = mate[e2];
      setEnd(a, endDir[a], b);
      setEnd(b, endDir[b], a);
      setEnd(e1, (byte) 0, 0);
      setEnd(e2, (byte) 0, 0);
      openEnds -= 2;
    } else if (e1 >= 0 || e2 >= 0) {
      int e = e1 >= 0 ? e1 : e2;
      int free = cell * 6 + (e1 >= 0 ? f2 : f1);
      int other = mate[e];
      setEnd(free, (byte) (free % 6 == out ? 1 : -1), other);
      setEnd(other, endDir[other], free);
      setEnd(e, (byte) 0, 0);
    } else {
      setEnd(cell * 6 + in, (byte) -1, cell * 6 + out);
      setEnd(cell * 6 + out, (byte) 1, cell * 6 + in);
      openEnds += 2;
    }
    return true;
  }

  /** Undoes {@link #joinLoop} for the tile on {@code cell} (the last placed), back to undo mark {@code mark}. */
  private void leaveLoop(int cell, int mark) {
    while (undoTop > mark) {
      undoTop -= 3;
      int end = undo[undoTop];
      endDir[end] = (byte) undo[undoTop + 1];
      mate[end] = undo[undoTop + 2];
    }
    int k = placedCount - 1;
    int in = placedIn[k];
    int out = placedOut[k];
    turnSum -= Math.floorMod(out - in, 6) - 3;
    unmarkSides(cell, in, out);
    openEnds = placedOpenEnds[k];
    loopClosed = false;
  }

  private int[][] candidateBuffers = new int[64][];

  private int[] candidates(int level) {
    if (level >= candidateBuffers.length) {
      candidateBuffers = Arrays.copyOf(candidateBuffers, level * 2);
    }
    int[] b = candidateBuffers[level];
    if (b == null) {
      b = new int[6 * types + 1];
      candidateBuffers[level] = b;
    }
    return b;
  }

  private void setEnd(int end, byte dir, int other) {
    if (undoTop + 3 > undo.length) {
      undo = Arrays.copyOf(undo, undo.length * 2);
    }
    undo[undoTop++] = end;
    undo[undoTop++] = endDir[end];
    undo[undoTop++] = mate[end];
    endDir[end] = dir;
    mate[end] = other;
  }

  /**
   * Whether a loop tile on {@code cell} entered at {@code in} and left at {@code out} agrees with
   * its loop neighbours about which sides are inside the loop.
   */
  private boolean classesAgree(int cell, int in, int out) {
    for (int s = 0; s < 6; s++) {
      if (s == in || s == out) {
        continue;
      }
      int n = cell + delta[s];
      if (cellType[n] >= 0) {
        byte other = sideClass[n * 6 + (s + 3) % 6];
        if (other != 0 && other != (isInner(s, in, out) ? INSIDE : OUTSIDE)) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * After a loop tile on {@code cell}: if it split the empty cells around it, every enclosed region
   * must be fillable — by the loop, which needs an even number (at least two) of its open ends
   * facing into the region, or by tiles off the loop; no region may hold a cell marked empty.
   */
  private boolean loopRegionsOk(int cell) {
    int runs = 0;
    for (int s = 0; s < 6; s++) {
      if (cellType[cell + delta[s]] < 0 && cellType[cell + delta[(s + 5) % 6]] >= 0) {
        runs++;
      }
    }
    if (runs < 2) {
      return true;
    }
    int fillers = leftTotal - leftCarriers[focal];
    int needFillers = 0;
    int firstStamp = stamp + 1;
    for (int s = 0; s < 6; s++) {
      int seed = cell + delta[s];
      if (cellType[seed] >= 0 || mark[seed] >= firstStamp) {
        continue;
      }
      int size = flood(seed);
      if (size < 0) {
        continue;
      }
      if (size > leftTotal) {
        return false;
      }
      int ends = 0;
      for (int i = 0; i < size; i++) {
        int c = queue[i];
        if (cellType[c] == EXCLUDED) {
          return false;
        }
        for (int side = 0; side < 6; side++) {
          if (endDir[(c + delta[side]) * 6 + (side + 3) % 6] != 0) {
            ends++;
          }
        }
      }
      if (ends % 2 != 0) {
        return false;
      }
      if (ends == 0) {
        needFillers += size;
      }
    }
    return needFillers <= fillers;
  }

  /**
   * Classifies the sides of the loop tile on {@code cell}, entered at side {@code in} and left at
   * {@code out}: with the loop running clockwise its inside is on the right, i.e. the sides
   * clockwise from {@code out} to {@code in}. A side shared with another loop tile must be inside
   * (or outside) the loop for both; a cell on the inner side must be filled, so it may not be
   * marked empty. Returns false, changing nothing, if a rule is broken.
   */
  private boolean markSides(int cell, int in, int out) {
    for (int s = 0; s < 6; s++) {
      if (s == in || s == out) {
        continue;
      }
      byte cls = isInner(s, in, out) ? INSIDE : OUTSIDE;
      int n = cell + delta[s];
      int nt = cellType[n];
      if (nt >= 0) {
        byte other = sideClass[n * 6 + (s + 3) % 6];
        if (other != 0 && other != cls) {
          return false;
        }
      } else if (nt == EXCLUDED && cls == INSIDE) {
        return false;
      }
    }
    if (innerRefs[cell] > 0) {
      innerCells--;
    }
    for (int s = 0; s < 6; s++) {
      if (s == in || s == out) {
        continue;
      }
      byte cls = isInner(s, in, out) ? INSIDE : OUTSIDE;
      sideClass[cell * 6 + s] = cls;
      int n = cell + delta[s];
      if (cls == INSIDE && cellType[n] < 0 && innerRefs[n]++ == 0) {
        innerCells++;
      }
    }
    return true;
  }

  private void unmarkSides(int cell, int in, int out) {
    for (int s = 0; s < 6; s++) {
      if (s == in || s == out) {
        continue;
      }
      int n = cell + delta[s];
      if (sideClass[cell * 6 + s] == INSIDE && cellType[n] < 0 && --innerRefs[n] == 0) {
        innerCells--;
      }
      sideClass[cell * 6 + s] = 0;
    }
    if (innerRefs[cell] > 0) {
      innerCells++;
    }
  }

  /** Whether side {@code s} is on the loop's inner side for a tile entered at {@code in}, left at {@code out}. */
  private boolean isInner(int s, int in, int out) {
    // clockwise from out to in lies the right-hand side of the path
    boolean right = Math.floorMod(s - out, 6) < Math.floorMod(in - out, 6);
    return orient > 0 == right;
  }

  // ---------------------------------------------------------------------------------------------
  // Step 1': the focal line

  // ---------------------------------------------------------------------------------------------
  // Step 2: the other tiles, cell by cell

  private void afterFocal() {
    if (leftTotal == 0) {
      finish();
    } else {
      endsStep();
    }
  }

  /** Places the remaining tiles (none carries the focal colour) on cells next to the tantrix. */
  private void fill() {
    // the cell with the fewest useful placements; a loop colour's open end must be filled first
    scanStamp++;
    int cell = -1;
    int bestCount = Integer.MAX_VALUE;
    boolean forced = false;
    for (int i = 0; i < placedCount && bestCount > 0; i++) {
      int c = placed[i];
      for (int s = 0; s < 6 && bestCount > 0; s++) {
        int n = c + delta[s];
        if (cellType[n] != EMPTY || scanMark[n] == scanStamp) {
          continue;
        }
        scanMark[n] = scanStamp;
        boolean mustFill = isLoopColour(shown[c * 6 + s]) || mustFillAnyway(n);
        if (forced && !mustFill) {
          continue;
        }
        int useful = usefulPlacements(n, mustFill || forced ? bestCount : bestCount + 1);
        if (mustFill && useful == 0) {
          return; // a cell that must be filled, and nothing fits it
        }
        if (useful == 0) {
          continue; // no tile left would help there: it stays empty
        }
        if (mustFill && !forced || useful < bestCount) {
          forced |= mustFill;
          bestCount = useful;
          cell = n;
        }
      }
    }
    if (cell < 0) {
      return; // nowhere to go: the tiles left cannot be placed
    }
    int d = enter(6 * types + 1);
    int branch = 0;
    for (int x = 0; x < types && stopped == null; x++) {
      if (left[x] == 0) {
        continue;
      }
      for (int rot = 0; rot < 6 && stopped == null; rot++) {
        branchIndex[d] = branch++;
        if (!fits(cell, x, rot) || !keepsJoinBound(cell, x, rot)) {
          continue;
        }
        place(cell, x, rot);
        if (tick() && otherGoalsOk(cell) && regionsOk(cell)) {
          afterFocal();
        }
        unplace(cell);
      }
    }
    branchIndex[d] = branch;
    if (!forced && stopped == null) {
      exclude(cell);
      if (tick() && exclusionOk(cell)) {
        fill();
      }
      unexclude(cell);
    }
    depth--;
  }

  /** Whether {@code cell} lies inside the focal loop (a loop tile has it on its inner side). */
  private boolean mustFillAnyway(int cell) {
    return focalLoop && innerRefs[cell] > 0;
  }

  /**
   * The number of placements on {@code cell} (tile left, rotation) that fit and keep every goal
   * colour joinable ({@link #keepsJoinBound}), counting at most to {@code cap}.
   */
  private int usefulPlacements(int cell, int cap) {
    int mask = constraintMask(cell);
    int value = constraintValue(cell);
    int n = 0;
    for (int x = 0; x < types; x++) {
      if (left[x] == 0) {
        continue;
      }
      for (int rot = 0; rot < 6; rot++) {
        if ((faceBits[x * 6 + rot] & mask) == value && keepsJoinBound(cell, x, rot) && ++n >= cap) {
          return n;
        }
      }
    }
    return n;
  }

  /**
   * Whether placing type {@code x} turned {@code rot} on {@code cell} keeps, for every goal colour
   * other than the focal one, its paths few enough to be joined into one by the tiles left: each
   * tile joins at most two paths, so (paths − tiles left with the colour) may not exceed one.
   */
  private boolean keepsJoinBound(int cell, int x, int rot) {
    int base = (x * 6 + rot) * 6;
    int skip = focalLoop && !loopClosed ? focal : -1;
    for (int g = 0; g < t.goals(); g++) {
      if (g == skip) {
        continue;
      }
      int after = segments[g] - leftCarriers[g];
      if (t.carries[g * types + x]) {
        int j = 0;
        for (int s = 0; s < 6; s++) {
          if (t.face[base + s] == t.goalColour[g] && cellType[cell + delta[s]] >= 0) {
            j++;
          }
        }
        after += 2 - j;
      }
      if (after > 1) {
        return false;
      }
    }
    return true;
  }

  private boolean isLoopColour(int colour) {
    for (int g = 0; g < t.goals(); g++) {
      if (t.goalLoop[g] && t.goalColour[g] == colour) {
        return true;
      }
    }
    return false;
  }

  private int placedAround(int cell) {
    int n = 0;
    for (int s = 0; s < 6; s++) {
      n += cellType[cell + delta[s]] >= 0 ? 1 : 0;
    }
    return n;
  }

  // ---------------------------------------------------------------------------------------------
  // Checks

  private boolean fits(int cell, int type, int rot) {
    int base = (type * 6 + rot) * 6;
    for (int s = 0; s < 6; s++) {
      int c = shown[(cell + delta[s]) * 6 + (s + 3) % 6];
      if (c >= 0 && c != t.face[base + s]) {
        return false;
      }
    }
    return true;
  }

  /**
   * After a tile on {@code cell}: no goal colour other than the one being grown closes a loop too
   * early, and no loop colour ends at a cell marked empty.
   */
  private boolean otherGoalsOk(int cell) {
    int type = cellType[cell];
    // while the focal loop grows, joinLoop looks after the focal colour
    int skip = focalLoop && !loopClosed ? focal : -1;
    for (int g = 0; g < t.goals(); g++) {
      // each tile still to come joins at most two paths into one
      if (g != skip && segments[g] - leftCarriers[g] > 1) {
        return false;
      }
    }
    for (int g = 0; g < t.goals(); g++) {
      if (g == skip || !t.carries[g * types + type]) {
        continue;
      }
      int colour = t.goalColour[g];
      int base = (type * 6 + cellRot[cell]) * 6;
      int side = -1;
      for (int s = 0; s < 6 && side < 0; s++) {
        if (t.face[base + s] == colour) {
          side = s;
        }
      }
      int length = 1;
      boolean closed = false;
      for (int dir = 0; dir < 2 && !closed; dir++) {
        int out = dir == 0 ? side : t.partner[base + side];
        int here = cell;
        while (true) {
          int next = here + delta[out];
          int nt = cellType[next];
          if (nt < 0) {
            if (nt == EXCLUDED && t.goalLoop[g]) {
              return false;
            }
            break;
          }
          if (next == cell) {
            closed = true;
            break;
          }
          length++;
          out = t.partner[(nt * 6 + cellRot[next]) * 6 + (out + 3) % 6];
          here = next;
        }
      }
      if (closed && (!t.goalLoop[g] || length != t.carriers[g])) {
        return false;
      }
    }
    return true;
  }

  /**
   * After a tile on {@code cell} (outside the growth of the focal loop): if it split the empty
   * cells around it, no enclosed region may hold a cell marked empty, and all of them together may
   * not need more tiles than are left.
   */
  private boolean regionsOk(int cell) {
    int runs = 0;
    for (int s = 0; s < 6; s++) {
      if (cellType[cell + delta[s]] < 0 && cellType[cell + delta[(s + 5) % 6]] >= 0) {
        runs++;
      }
    }
    if (runs < 2) {
      return true;
    }
    int need = 0;
    int firstStamp = stamp + 1;
    for (int s = 0; s < 6; s++) {
      int seed = cell + delta[s];
      if (cellType[seed] >= 0 || mark[seed] >= firstStamp) {
        continue;
      }
      int size = flood(seed);
      if (size < 0) {
        continue; // joined to the outside
      }
      for (int i = 0; i < size; i++) {
        if (cellType[queue[i]] == EXCLUDED) {
          return false;
        }
      }
      need += size;
    }
    return need <= leftTotal;
  }

  /**
   * Floods the empty cells (empty or marked) connected to {@code seed} with a new stamp; returns
   * their number, left in {@code queue[0..n)}, or −1 as soon as it leaves the box around the tiles
   * (so it is joined to the outside). Enclosed regions are never bigger than that box.
   */
  private int flood(int seed) {
    stamp++;
    int head = 0;
    int tail = 0;
    queue[tail++] = seed;
    mark[seed] = stamp;
    while (head < tail) {
      int c = queue[head++];
      int q = c % width - off;
      int r = c / width - off;
      if (q < minQ || q > maxQ || r < minR || r > maxR) {
        return -1;
      }
      for (int s = 0; s < 6; s++) {
        int n = c + delta[s];
        if (cellType[n] < 0 && mark[n] != stamp) {
          mark[n] = stamp;
          queue[tail++] = n;
        }
      }
    }
    return tail;
  }

  /** After marking {@code cell} empty for good: it is not enclosed, and no loop colour ends there. */
  private boolean exclusionOk(int cell) {
    for (int g = 0; g < t.goals(); g++) {
      if (deadEnds[g] > (t.goalLoop[g] ? 0 : 2)) {
        return false;
      }
    }
    return flood(cell) < 0;
  }

  /**
   * The search driven by the goal colours' open ends (for lines, and for what is left after the
   * focal loop): of the empty cells where a goal colour's arc ends, picks the one with the fewest
   * placements that fit and keep every goal colour joinable, and tries each; such a cell may also
   * stay empty if the arcs ending there can be ends of lines (two per line colour at most). When
   * no arc of a goal colour ends at an empty cell, the other tiles are placed by {@link #fill()}.
   */
  private void endsStep() {
    if (leftTotal == 0) {
      finish();
      return;
    }
    for (int g = 0; g < t.goals(); g++) {
      if (segments[g] - leftCarriers[g] > 1 || deadEnds[g] > (t.goalLoop[g] ? 0 : 2)) {
        return;
      }
    }
    scanStamp++;
    int cell = -1;
    int bestCount = Integer.MAX_VALUE;
    boolean bestMust = false;
    // cells where goal arcs end: all but a few (each left empty uses up line ends) must be filled
    int endCells = 0;
    int spare = 0;
    for (int g = 0; g < t.goals(); g++) {
      spare += t.goalLoop[g] ? 0 : 2 - deadEnds[g];
    }
    for (int i = 0; i < placedCount; i++) {
      int c = placed[i];
      for (int s = 0; s < 6; s++) {
        int n = c + delta[s];
        if (cellType[n] == EMPTY && scanMark[n] != scanStamp && goalOf[shown[c * 6 + s]] >= 0) {
          scanMark[n] = scanStamp;
          endCells++;
        }
      }
    }
    if (endCells - spare > leftTotal) {
      return;
    }
    scanStamp++;
    for (int i = 0; i < placedCount && (bestCount > 1 || !bestMust); i++) {
      int c = placed[i];
      for (int s = 0; s < 6; s++) {
        int n = c + delta[s];
        if (cellType[n] != EMPTY || scanMark[n] == scanStamp || goalOf[shown[c * 6 + s]] < 0) {
          continue;
        }
        scanMark[n] = scanStamp;
        boolean must = !mayStayEmpty(n);
        if (bestMust && !must) {
          continue;
        }
        int useful = usefulPlacements(n, must == bestMust ? bestCount : Integer.MAX_VALUE);
        if (must && useful == 0) {
          return;
        }
        if (useful == 0) {
          continue;
        }
        if (must && !bestMust || useful < bestCount) {
          bestMust |= must;
          bestCount = useful;
          cell = n;
        }
      }
    }
    if (cell < 0) {
      fill();
      return;
    }
    int d = enter(6 * types + 1);
    int branch = 0;
    for (int x = 0; x < types && stopped == null; x++) {
      if (left[x] == 0) {
        continue;
      }
      for (int rot = 0; rot < 6 && stopped == null; rot++) {
        branchIndex[d] = branch++;
        if (!fits(cell, x, rot) || !keepsJoinBound(cell, x, rot)) {
          continue;
        }
        place(cell, x, rot);
        if (tick() && otherGoalsOk(cell) && regionsOk(cell)) {
          endsStep();
        }
        unplace(cell);
      }
    }
    branchIndex[d] = branch;
    if (!bestMust && stopped == null) {
      exclude(cell);
      if (tick() && exclusionOk(cell)) {
        endsStep();
      }
      unexclude(cell);
    }
    depth--;
  }

  /**
   * Whether {@code cell} may stay empty: no loop colour ends there, each line colour ending there
   * keeps within its two ends, and it does not lie inside the focal loop.
   */
  private boolean mayStayEmpty(int cell) {
    if (mustFillAnyway(cell)) {
      return false;
    }
    int[] extra = endsScratch;
    Arrays.fill(extra, 0);
    for (int s = 0; s < 6; s++) {
      int c = shown[(cell + delta[s]) * 6 + (s + 3) % 6];
      if (c >= 0 && goalOf[c] >= 0) {
        int g = goalOf[c];
        if (t.goalLoop[g] || deadEnds[g] + ++extra[g] > 2) {
          return false;
        }
      }
    }
    return true;
  }

  private final int[] endsScratch = new int[8];

  // ---------------------------------------------------------------------------------------------
  // A complete placement

  private void finish() {
    if (!goalsMet() || hasHoles()) {
      return;
    }
    int stabiliser = 1;
    if (t.copies[anchor] > 1) {
      stabiliser = canonicalStabiliser();
      if (stabiliser == 0) {
        return;
      }
    }
    Tantrix solution = visitor != null || accept != null ? toTantrix() : null;
    if (accept != null && !accept.test(solution)) {
      return;
    }
    distinct++;
    turned += 6 / stabiliser;
    if (visitor != null && !visitor.visit(solution, stabiliser)) {
      stopped = StopReason.VISITOR;
    }
  }

  /** Every goal colour forms one path of the asked kind through all its tiles. */
  private boolean goalsMet() {
    for (int g = 0; g < t.goals(); g++) {
      int colour = t.goalColour[g];
      int startCell = -1;
      int startSide = -1;
      for (int i = 0; i < placedCount && startCell < 0; i++) {
        int c = placed[i];
        if (t.carries[g * types + cellType[c]]) {
          for (int s = 0; s < 6; s++) {
            if (shown[c * 6 + s] == colour && (t.goalLoop[g] || cellType[c + delta[s]] < 0)) {
              startCell = c;
              startSide = s;
              break;
            }
          }
        }
      }
      if (startCell < 0) {
        return false;
      }
      int length = 0;
      int here = startCell;
      int in = startSide;
      while (length <= placedCount) {
        int out = t.partner[(cellType[here] * 6 + cellRot[here]) * 6 + in];
        length++;
        int next = here + delta[out];
        if (cellType[next] < 0) {
          if (t.goalLoop[g]) {
            return false;
          }
          break;
        }
        if (next == startCell && t.goalLoop[g]) {
          break;
        }
        in = (out + 3) % 6;
        here = next;
      }
      if (length != t.carriers[g]) {
        return false;
      }
    }
    return true;
  }

  /** Whether some empty cell inside the box around the tiles cannot reach the box's frame. */
  private boolean hasHoles() {
    stamp++;
    int head = 0;
    int tail = 0;
    int empty = 0;
    for (int r = minR - 1; r <= maxR + 1; r++) {
      for (int q = minQ - 1; q <= maxQ + 1; q++) {
        int c = (r + off) * width + (q + off);
        if (cellType[c] >= 0) {
          continue;
        }
        empty++;
        if (r == minR - 1 || r == maxR + 1 || q == minQ - 1 || q == maxQ + 1) {
          mark[c] = stamp;
          queue[tail++] = c;
        }
      }
    }
    while (head < tail) {
      int c = queue[head++];
      for (int s = 0; s < 6; s++) {
        int n = c + delta[s];
        int q = n % width - off;
        int r = n / width - off;
        if (q < minQ - 1 || q > maxQ + 1 || r < minR - 1 || r > maxR + 1) {
          continue;
        }
        if (cellType[n] < 0 && mark[n] != stamp) {
          mark[n] = stamp;
          queue[tail++] = n;
        }
      }
    }
    return tail != empty;
  }

  /**
   * With several copies of the anchor tile the same solution is reached once from each copy. It
   * counts only where its form (seen from the anchor) is the least of the forms seen from each copy;
   * returns 0 if not, else the number of copies that see the same form (the turns mapping the
   * solution onto itself).
   */
  private int canonicalStabiliser() {
    long[] mine = form(origin, 0);
    int same = 0;
    for (int i = 0; i < placedCount; i++) {
      int c = placed[i];
      if (cellType[c] != anchor) {
        continue;
      }
      long[] other = form(c, cellRot[c]);
      int cmp = Arrays.compare(other, mine);
      if (cmp < 0) {
        return 0;
      }
      if (cmp == 0) {
        same++;
      }
    }
    return same;
  }

  /** The solution turned back by {@code rot} about {@code centre} and moved there to (0,0), sorted. */
  private long[] form(int centre, int rot) {
    long[] out = new long[placedCount];
    int cq = centre % width - off;
    int cr = centre / width - off;
    for (int i = 0; i < placedCount; i++) {
      int c = placed[i];
      Hex h = new Hex(c % width - off - cq, c / width - off - cr).rotate(-rot);
      int newRot = Math.floorMod(cellRot[c] - rot, 6);
      out[i] = ((long) (h.r() + 4096) << 40) | ((long) (h.q() + 4096) << 24)
          | ((long) t.tile[cellType[c]].number() << 8) | newRot;
    }
    Arrays.sort(out);
    return out;
  }

  private Tantrix toTantrix() {
    Map<Hex, OrientedTile> m = new LinkedHashMap<>();
    for (int i = 0; i < placedCount; i++) {
      int c = placed[i];
      m.put(new Hex(c % width - off, c / width - off), t.tile[cellType[c]].rotate(cellRot[c]));
    }
    return Tantrix.of(m);
  }

  // ---------------------------------------------------------------------------------------------
  // State changes

  private void place(int cell, int type, int rot) {
    cellType[cell] = type;
    cellRot[cell] = rot;
    int base = (type * 6 + rot) * 6;
    for (int s = 0; s < 6; s++) {
      shown[cell * 6 + s] = t.face[base + s];
    }
    left[type]--;
    leftTotal--;
    for (int g = 0; g < t.goals(); g++) {
      if (t.carries[g * types + type]) {
        leftCarriers[g]--;
        segments[g] += 1 - joins(cell, t.goalColour[g]);
      }
    }
    turnLeft -= t.turnWeight[focal * types + type];
    placed[placedCount++] = cell;
    nodes++;
    if (leftCarriers[focal] == 0 && !t.carries[focal * types + type]) {
      fillingNodes++;
    }
    growBox(cell);
    for (int s = 0; s < 6; s++) {
      if (cellType[cell + delta[s]] == EXCLUDED && goalOf[shown[cell * 6 + s]] >= 0) {
        deadEnds[goalOf[shown[cell * 6 + s]]]++;
      }
    }
  }

  /** How many placed neighbours of {@code cell} meet it in {@code colour} (the tile on it shows the colour there). */
  private int joins(int cell, int colour) {
    int n = 0;
    for (int s = 0; s < 6; s++) {
      if (shown[cell * 6 + s] == colour && cellType[cell + delta[s]] >= 0) {
        n++;
      }
    }
    return n;
  }

  private void unplace(int cell) {
    for (int s = 0; s < 6; s++) {
      if (cellType[cell + delta[s]] == EXCLUDED && goalOf[shown[cell * 6 + s]] >= 0) {
        deadEnds[goalOf[shown[cell * 6 + s]]]--;
      }
    }
    int type = cellType[cell];
    for (int g = 0; g < t.goals(); g++) {
      if (t.carries[g * types + type]) {
        leftCarriers[g]++;
        segments[g] -= 1 - joins(cell, t.goalColour[g]);
      }
    }
    cellType[cell] = EMPTY;
    for (int s = 0; s < 6; s++) {
      shown[cell * 6 + s] = -1;
    }
    left[type]++;
    leftTotal++;
    turnLeft += t.turnWeight[focal * types + type];
    placedCount--;
    shrinkBox();
  }

  private void exclude(int cell) {
    cellType[cell] = EXCLUDED;
    nodes++;
    if (leftCarriers[focal] == 0) {
      fillingNodes++;
    }
    countDeadEnds(cell, 1);
  }

  private void unexclude(int cell) {
    countDeadEnds(cell, -1);
    cellType[cell] = EMPTY;
  }

  /** Adds {@code by} to the dead ends of each goal colour that a placed neighbour shows towards {@code cell}. */
  private void countDeadEnds(int cell, int by) {
    for (int s = 0; s < 6; s++) {
      int c = shown[(cell + delta[s]) * 6 + (s + 3) % 6];
      if (c >= 0) {
        int g = goalOf[c];
        if (g >= 0) {
          deadEnds[g] += by;
        }
      }
    }
  }

  // the box is recomputed on removal: tiles are few, removals cheap next to the search
  private int[] boxHistory = new int[64];

  private void growBox(int cell) {
    int k = (placedCount - 1) * 4;
    if (k + 4 > boxHistory.length) {
      boxHistory = Arrays.copyOf(boxHistory, boxHistory.length * 2);
    }
    boxHistory[k] = minQ;
    boxHistory[k + 1] = maxQ;
    boxHistory[k + 2] = minR;
    boxHistory[k + 3] = maxR;
    int q = cell % width - off;
    int r = cell / width - off;
    if (placedCount == 1) {
      minQ = maxQ = q;
      minR = maxR = r;
    } else {
      minQ = Math.min(minQ, q);
      maxQ = Math.max(maxQ, q);
      minR = Math.min(minR, r);
      maxR = Math.max(maxR, r);
    }
  }

  private void shrinkBox() {
    int k = placedCount * 4;
    minQ = boxHistory[k];
    maxQ = boxHistory[k + 1];
    minR = boxHistory[k + 2];
    maxR = boxHistory[k + 3];
  }

  // ---------------------------------------------------------------------------------------------
  // Limits and progress

  /** Enters a new level of the search tree with {@code branches} branches; returns its depth. */
  private int enter(int branches) {
    int d = depth++;
    if (d >= branchIndex.length) {
      branchIndex = Arrays.copyOf(branchIndex, d * 2);
      branchCount = Arrays.copyOf(branchCount, d * 2);
    }
    branchIndex[d] = 0;
    branchCount[d] = branches;
    return d;
  }

  /** Counts a node; every few thousand nodes checks the limits and reports progress. */
  private boolean tick() {
    if (nodes < nextCheck) {
      return true;
    }
    nextCheck = nodes + CHECK_INTERVAL;
    if (nodes >= limits.maxNodes()) {
      stopped = StopReason.NODE_LIMIT;
    } else if (limits.cancellation() != null && limits.cancellation().isCancelled()) {
      stopped = StopReason.CANCELLED;
    } else if (Thread.currentThread().isInterrupted()) {
      stopped = StopReason.INTERRUPTED;
    }
    long now = System.nanoTime();
    if (stopped == null && deadline != Long.MAX_VALUE && now - deadline >= 0) {
      stopped = StopReason.TIME_LIMIT;
    }
    if (stopped == null && nextReport != Long.MAX_VALUE && now - nextReport >= 0) {
      nextReport = now + progressNanos;
      listener.onProgress(new Progress(estimate(), nodes, distinct, Duration.ofNanos(now - start)));
    }
    return stopped == null;
  }

  /** Knuth's estimate of the fraction of the tree done, from the branch positions on the stack. */
  private double estimate() {
    double done = 0;
    double weight = 1;
    for (int d = 0; d < depth; d++) {
      double n = Math.max(1, branchCount[d]);
      done += weight * Math.min(branchIndex[d], n - 1) / n;
      weight /= n;
    }
    return Math.min(1, done);
  }

}
