package io.github.dlxkit.tantrix.free;

import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.core.search.TreeSizeEstimate;
import io.github.dlxkit.core.search.WatchedSearch;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.OrientedTile;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.Tile;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The state of a free-shape search and the moves on it: placing and removing tiles, marking cells
 * empty for good, the Golden Rule, flooding empty regions, and the search's budgets and progress.
 * The searches themselves build on it: {@link LoopSearch} (the main loop), {@link EndsSearch}
 * (lines, and the tiles after the loop), {@link GrowthSearch} (the driver).
 *
 * <h2>Data layout</h2>
 * The grid is a flat square array of {@code width × width} cells, cell (q, r) at index
 * {@code (r + off) * width + (q + off)}, wide enough that no tile reaches the edge; the neighbour
 * across side s is {@code cell + delta[s]}. {@code cellType[c]} is the tile type on c, or
 * {@link #EMPTY}, or {@link #EXCLUDED} (marked empty for good); {@code shown[c * 6 + s]} is the
 * colour the tile on c shows on side s, or −1. Tile types, faces and links are in
 * {@link TileTypes}. {@code placed[0..placedCount)} lists the occupied cells in the order they
 * were filled (the anchor first).
 */
abstract class SearchState implements WatchedSearch {


  static final int EMPTY = -1;
  static final int EXCLUDED = -2;
  static final byte INSIDE = 1;
  static final byte OUTSIDE = 2;

  final TileTypes t;
  final int types;
  final int focal;
  final boolean focalLoop;
  final int anchor;
  final int anchorA;
  final int anchorB;
  final int width;
  final int off;
  final int origin;
  final int[] delta;
  final int[] cellType;
  final int[] cellRot;
  final byte[] shown;
  /**
   * sideClass[c * 6 + s] for a tile of the focal loop: {@link #INSIDE} or {@link #OUTSIDE} for a
   * side that lies inside or outside the loop, 0 for the two sides the loop crosses and for tiles
   * off the loop.
   */
  final byte[] sideClass;
  /** How many loop tiles have {@code c} on their inner side; such cells must be filled. */
  final int[] innerRefs;
  int innerCells; // empty cells with innerRefs > 0
  /** +1: the loop runs clockwise (turns +360°, its inside on the right); −1: anticlockwise. */
  int orient;

  // The focal loop as path segments: an open end is a side of a loop tile where the loop leaves
  // it towards an empty cell, coded cell * 6 + side. endDir[end] is +1 if the path runs out
  // through it, −1 if in, 0 for a side that is no open end; mate[end] is the segment's other end.
  final int[] mate;
  final byte[] endDir;
  int openEnds;
  int turnSum; // turning of the placed loop tiles, in 60° steps, in the loop's direction
  boolean loopClosed;
  int[] undo = new int[256];
  int undoTop;
  /** faceBits[type * 6 + rot]: the six colours shown, two bits each, side s at bits 2s..2s+1. */
  final int[] faceBits;
  int scanStamp;
  final int[] scanMark;
  int[] mustFill = new int[64];
  /** For the k-th placed tile of the loop: its entry and exit sides, and the open ends before it. */
  final int[] placedIn;
  final int[] placedOut;
  final int[] placedOpenEnds;

  final int[] left;
  final int[] leftCarriers;
  /** Per goal colour: its paths among the placed tiles (each new tile adds one, less one per join). */
  final int[] segments;
  /** Per goal colour: its arcs that end at a cell marked empty (a line's ends; none for a loop). */
  final int[] deadEnds;
  /** goalOf[colour]: the goal index of a colour, or −1. */
  final int[] goalOf;
  int leftTotal;
  int turnLeft; // sum of |turn| over the focal carriers not yet placed
  final int[] placed;
  int placedCount;
  int minQ;
  int maxQ;
  int minR;
  int maxR;

  // flood fill scratch
  final int[] mark;
  int stamp;
  final int[] queue;

  // limits, progress, statistics
  final SearchLimits limits;
  final ProgressListener listener;
  final Duration progressInterval;
  SearchControl control; // of the current run
  SearchControl.Worker worker;
  long nextCheck = Long.MAX_VALUE; // the node count of the next check by the worker
  long nodes;
  long fillingNodes;
  StopReason stopped;
  int[] branchIndex = new int[64]; // 1-based position of the branch taken on each level, for progress()
  int[] branchCount = new int[64];
  int depth;

  GrowthSearch.Visitor visitor;
  final java.util.function.Predicate<Tantrix> accept; // an extra condition, or null
  long random; // xorshift state for shuffling choices; 0: no shuffling
  long distinct;
  long turned;




  // ---------------------------------------------------------------------------------------------
  // Step 1: the focal loop



  /** Shuffles {@code a[0..n)} when a seed was given (Fisher–Yates with xorshift). */
  void shuffle(int[] a, int n) {
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


  /** Two bits per side of {@code cell} that touches a tile. */
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



  int[][] candidateBuffers = new int[64][];

  int[] candidates(int level) {
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







  // ---------------------------------------------------------------------------------------------
  // Step 1': the focal line

  // ---------------------------------------------------------------------------------------------
  // Step 2: the other tiles, cell by cell






  boolean isLoopColour(int colour) {
    for (int g = 0; g < t.goals(); g++) {
      if (t.goalLoop[g] && t.goalColour[g] == colour) {
        return true;
      }
    }
    return false;
  }

  int placedAround(int cell) {
    int n = 0;
    for (int s = 0; s < 6; s++) {
      n += cellType[cell + delta[s]] >= 0 ? 1 : 0;
    }
    return n;
  }

  // ---------------------------------------------------------------------------------------------
  // Checks

  boolean fits(int cell, int type, int rot) {
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
  boolean otherGoalsOk(int cell) {
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
   * After a tile on {@code cell}: if it split the empty cells around it, every enclosed region must
   * be fillable. No region may hold a cell marked empty or more cells than tiles are left. While
   * the focal {@code loop} grows, a region the loop is to fill needs an even number (at least two)
   * of its open ends facing into it; regions no loop end faces need tiles without the loop colour.
   * Otherwise all enclosed regions together may not need more tiles than are left.
   */
  boolean regionsOk(int cell, boolean loop) {
    int runs = 0;
    for (int s = 0; s < 6; s++) {
      if (cellType[cell + delta[s]] < 0 && cellType[cell + delta[(s + 5) % 6]] >= 0) {
        runs++;
      }
    }
    if (runs < 2) {
      return true;
    }
    int others = loop ? leftTotal - leftCarriers[focal] : leftTotal;
    int needOthers = 0;
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
      if (size > leftTotal) {
        return false;
      }
      int ends = 0;
      for (int i = 0; i < size; i++) {
        int c = queue[i];
        if (cellType[c] == EXCLUDED) {
          return false;
        }
        for (int side = 0; loop && side < 6; side++) {
          if (endDir[(c + delta[side]) * 6 + (side + 3) % 6] != 0) {
            ends++;
          }
        }
      }
      if (ends % 2 != 0) {
        return false;
      }
      if (ends == 0) {
        needOthers += size;
      }
    }
    return needOthers <= others;
  }

  /**
   * Floods the empty cells (empty or marked) connected to {@code seed} with a new stamp; returns
   * their number, left in {@code queue[0..n)}, or −1 as soon as it leaves the box around the tiles
   * (so it is joined to the outside). Enclosed regions are never bigger than that box.
   */
  int flood(int seed) {
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





  // ---------------------------------------------------------------------------------------------
  // A complete placement



  /** Whether some empty cell inside the box around the tiles cannot reach the box's frame. */
  boolean hasHoles() {
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


  /** The solution turned back by {@code rot} about {@code centre} and moved there to (0,0), sorted. */
  long[] form(int centre, int rot) {
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

  Tantrix toTantrix() {
    Map<Hex, OrientedTile> m = new LinkedHashMap<>();
    for (int i = 0; i < placedCount; i++) {
      int c = placed[i];
      m.put(new Hex(c % width - off, c / width - off), t.tile[cellType[c]].rotate(cellRot[c]));
    }
    return Tantrix.of(m);
  }

  // ---------------------------------------------------------------------------------------------
  // State changes

  void place(int cell, int type, int rot) {
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
  int joins(int cell, int colour) {
    int n = 0;
    for (int s = 0; s < 6; s++) {
      if (shown[cell * 6 + s] == colour && cellType[cell + delta[s]] >= 0) {
        n++;
      }
    }
    return n;
  }

  void unplace(int cell) {
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

  void exclude(int cell) {
    cellType[cell] = EXCLUDED;
    nodes++;
    if (leftCarriers[focal] == 0) {
      fillingNodes++;
    }
    countDeadEnds(cell, 1);
  }

  void unexclude(int cell) {
    countDeadEnds(cell, -1);
    cellType[cell] = EMPTY;
  }

  /** Adds {@code by} to the dead ends of each goal colour that a placed neighbour shows towards {@code cell}. */
  void countDeadEnds(int cell, int by) {
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
  int[] boxHistory = new int[64];

  void growBox(int cell) {
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

  void shrinkBox() {
    int k = placedCount * 4;
    minQ = boxHistory[k];
    maxQ = boxHistory[k + 1];
    minR = boxHistory[k + 2];
    maxR = boxHistory[k + 3];
  }

  // ---------------------------------------------------------------------------------------------
  // Limits and progress

  /** Enters a new level of the search tree with {@code branches} branches; returns its depth. */
  int enter(int branches) {
    int d = depth++;
    if (d >= branchIndex.length) {
      branchIndex = Arrays.copyOf(branchIndex, d * 2);
      branchCount = Arrays.copyOf(branchCount, d * 2);
    }
    branchIndex[d] = 0;
    branchCount[d] = branches;
    return d;
  }

  /** Starts a run under a new control: limits and progress apply from now on. */
  void startControl() {
    control = new SearchControl(limits, listener, progressInterval);
    worker = control.worker();
    nextCheck = worker.attach(this);
  }

  /** After a node is counted: at the control's polls, checks the limits and reports progress. */
  boolean tick() {
    if (nodes < nextCheck) {
      return true;
    }
    nextCheck = worker.poll();
    if (nextCheck < 0) {
      stopped = control.stopReason();
      return false;
    }
    return true;
  }

  @Override
  public long nodes() {
    return nodes;
  }

  @Override
  public long solutions() {
    return distinct;
  }

  /** Knuth's estimate of the fraction of the tree done: {@link TreeSizeEstimate#fractionDone}. */
  @Override
  public double progress() {
    return TreeSizeEstimate.fractionDone(branchIndex, branchCount, 0, depth);
  }

  /**
   * The tables and the empty grid for {@code tiles} (repeats allowed) and {@code goal}; see
   * {@link GrowthSearch#GrowthSearch(List, Goal, SearchLimits, ProgressListener, Duration, long,
   * java.util.function.Predicate)} for the parameters.
   */
  SearchState(List<Tile> tiles, Goal goal, SearchLimits limits, ProgressListener listener,
      Duration progressInterval, long seed, java.util.function.Predicate<Tantrix> accept) {
    this.accept = accept;
    this.random = seed == 0 ? 0 : seed * 0x9E3779B97F4A7C15L | 1;
    this.t = new TileTypes(tiles, goal);
    this.types = t.types();
    this.limits = limits;
    this.listener = listener;
    this.progressInterval = progressInterval;
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
}
