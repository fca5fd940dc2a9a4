package io.github.dlxkit.polyomino;

import io.github.dlxkit.core.search.Cutter;
import io.github.dlxkit.core.search.PrefixSearch;
import io.github.dlxkit.core.search.Runner;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.TreeSizeEstimate;
import io.github.dlxkit.polyomino.encoding.SymmetryPlan;
import java.util.Arrays;

/**
 * The {@link BitboardCounter}'s search as a {@link PrefixSearch}, which core's {@link Runner} runs
 * (threads, limits, progress, interrupt) and core's {@link Cutter} cuts into subtrees. A level
 * chooses, among the rows whose lowest cell is the state's first empty cell, the {@code k[d]}-th
 * row in bit order (a decision code is that row's index in the counter's bit-ordered tables).
 * Nodes are one per state visited.
 *
 * <h2>Roots and weights</h2>
 * The tree may start with a level of given <em>roots</em>: rows placed first on the empty board,
 * each with a weight (its orbit's size, when symmetry breaking counts one row per orbit); a
 * decision code on that level is the root's index. Each solution then counts as its root's weight
 * in {@link #solutions()}, times its stabiliser's size if a {@link SymmetryPlan} is given (the
 * orbit-stabiliser sum of {@link TilingSolver#countDistinct()}): the runner adds what the search
 * reports, so it adds the weighted sum.
 *
 * <h2>Two walks</h2>
 * Under a depth limit (the cutter's, a refinement's) the walk is iterative and lists the nodes at
 * that depth one by one. Without one it is the counter's hot loop: a recursion over final fields,
 * which counts the whole (sub)tree in one {@link #nextSolution()} call and then returns false, the
 * solutions in {@link #solutions()} (the runner counts by that; no visitor sees them one by one).
 */
final class BitboardTree implements PrefixSearch {
  /** The deepest cut below the roots: deeper gains nothing on boards of up to 128 cells. */
  static final int MAX_CUT_DEPTH = 6;

  private static final int REPORT = 0;
  private static final int EXPANDED = 1;
  private static final int DEAD = 2;

  private final BitboardCounter c;
  // the counter's tables, copied into final fields so that the hot loop reads them directly
  private final long fullLo;
  private final long fullHi;
  private final long required;
  private final int[] start;
  private final long[] lo;
  private final long[] hi;
  private final long[] pieceBit;
  private final int[] row;
  private final int[] roots; // model rows of the first level, or null: the tree starts at the empty board
  private final long[] rootWeights;
  private final SymmetryPlan plan; // null: a solution weighs its root's weight
  private final boolean[] scratch; // for the plan
  // state on entering level d: the cells filled and pieces used; k[d] the next row to try, end[d] past the last
  private final long[] fLo;
  private final long[] fHi;
  private final long[] used;
  private final int[] chosen;
  private final int[] k;
  private final int[] end;
  private final int[] rows; // model rows from the true root: [0, base) replayed, then the walk's
  private final int[] position; // scratch for progress()
  private final int[] branches;
  private int base;
  private boolean replayed; // a replay went below the roots' level: the walk starts at fLo[0] etc.
  private long weight = 1; // of each solution below the current root
  private int d;
  private int depth; // the depth of the node at the last poll
  private int limit = Integer.MAX_VALUE;
  private boolean started;
  private boolean exhausted;
  private boolean stopped;
  private boolean pendingPop;
  private boolean atLeaf;
  private long nodes;
  private long solutions;
  private long nextPoll = Long.MAX_VALUE;
  private SearchControl.Worker worker;

  /** The tree from the empty board, each solution of weight 1. */
  BitboardTree(BitboardCounter c) {
    this(c, null, null, null);
  }

  /**
   * The tree whose first level places one of {@code roots} (model rows; null for none: the tree
   * starts at the empty board) with its weight in {@code rootWeights}, each solution weighed by
   * its root's weight times, if {@code plan} is not null, its stabiliser's size.
   */
  BitboardTree(BitboardCounter c, int[] roots, long[] rootWeights, SymmetryPlan plan) {
    this.c = c;
    fullLo = c.fullLo;
    fullHi = c.fullHi;
    required = c.required;
    start = c.start;
    lo = c.lo;
    hi = c.hi;
    pieceBit = c.pieceBit;
    row = c.row;
    this.roots = roots;
    this.rootWeights = rootWeights;
    this.plan = plan;
    scratch = plan == null ? null : new boolean[c.rowCount()];
    int size = c.cells + 3;
    fLo = new long[size];
    fHi = new long[size];
    used = new long[size];
    chosen = new int[size];
    k = new int[size];
    end = new int[size];
    rows = new int[size];
    position = new int[size];
    branches = new int[size];
    reset();
  }

  @Override
  public void reset() {
    if (worker != null) {
      worker.detach();
    }
    fLo[0] = 0;
    fHi[0] = 0;
    used[0] = 0;
    base = 0;
    replayed = false;
    weight = 1;
    d = 0;
    depth = 0;
    limit = Integer.MAX_VALUE;
    started = false;
    exhausted = false;
    stopped = false;
    pendingPop = false;
    atLeaf = false;
    nodes = 0;
    solutions = 0;
    nextPoll = worker == null ? Long.MAX_VALUE : worker.attach(this);
  }

  /** Whether {@code level} is the roots' level. */
  private boolean isRootLevel(int level) {
    return level == 0 && roots != null && !replayed;
  }

  private boolean fits(int k, int level) {
    return (lo[k] & fLo[level]) == 0 && (hi[k] & fHi[level]) == 0 && (pieceBit[k] & used[level]) == 0;
  }

  /** Takes choice {@code code} on {@code level}: a root's index or a row in bit order. */
  private void place(int code, int level) {
    chosen[level] = code;
    if (isRootLevel(level)) {
      int r = roots[code];
      fLo[1] = c.rowLo[r];
      fHi[1] = c.rowHi[r];
      used[1] = c.rowPiece[r];
      rows[base] = r;
      weight = rootWeights[code];
    } else {
      fLo[level + 1] = fLo[level] | lo[code];
      fHi[level + 1] = fHi[level] | hi[code];
      used[level + 1] = used[level] | pieceBit[code];
      rows[base + level] = row[code];
    }
  }

  /** The weight of the solution whose rows are {@code rows[0, n)}. */
  private long solutionWeight(int n) {
    return plan == null ? weight : Math.multiplyExact(weight, plan.stabiliserSize(rows, n, scratch));
  }

  /** Visits the state of level {@code level}: a node to report, to expand or a dead end. */
  private int enter(int level) {
    if (isRootLevel(level)) { // the empty board, not counted as a node: the roots are the nodes
      if (level == limit) {
        atLeaf = false;
        return REPORT;
      }
      k[0] = 0;
      end[0] = roots.length;
      return EXPANDED;
    }
    if (++nodes >= nextPoll) {
      depth = level;
      if ((nextPoll = worker.poll()) < 0) {
        stopped = true;
        return DEAD;
      }
    }
    if (fLo[level] == fullLo && fHi[level] == fullHi) {
      if (used[level] != required) {
        return DEAD;
      }
      solutions += solutionWeight(base + level);
      atLeaf = true;
      return REPORT;
    }
    if (level == limit) {
      atLeaf = false;
      return REPORT;
    }
    int b = BitboardCounter.firstEmpty(fLo[level], fHi[level]);
    k[level] = start[b];
    end[level] = start[b + 1];
    return EXPANDED;
  }

  @Override
  public boolean nextSolution() {
    if (exhausted || stopped) {
      return false;
    }
    if (limit == Integer.MAX_VALUE) {
      countAll();
      return false;
    }
    if (!started) {
      started = true;
      int r = enter(d);
      if (r == REPORT) {
        pendingPop = true;
        return true;
      }
      if (r == DEAD) {
        exhausted = !stopped;
        return false;
      }
    } else if (pendingPop) {
      pendingPop = false;
      d--;
    }
    while (d >= 0 && !stopped) {
      if (k[d] == end[d]) {
        d--;
        continue;
      }
      int code = k[d]++;
      if (!isRootLevel(d) && !fits(code, d)) {
        continue;
      }
      place(code, d);
      d++;
      int r = enter(d);
      if (r == REPORT) {
        pendingPop = true;
        return true;
      }
      if (r == DEAD) {
        d--;
      }
    }
    exhausted = !stopped;
    return false;
  }

  /** The whole tree (below the replayed prefix) by the recursive walk: its weighted solutions. */
  private void countAll() {
    try {
      if (isRootLevel(0)) {
        for (int i = 0; i < roots.length; i++) {
          place(i, 0);
          walk(fLo[1], fHi[1], used[1], 1);
        }
      } else {
        walk(fLo[0], fHi[0], used[0], 0);
      }
      exhausted = true;
    } catch (Stopped e) {
      stopped = true;
    }
  }

  private void walk(long filledLo, long filledHi, long filled, int level) {
    if (plan == null) {
      count(filledLo, filledHi, filled, level);
    } else {
      stabilisers(filledLo, filledHi, filled, level);
    }
  }

  /** Unwinds the recursion that the worker stopped (no stack trace: it is not an error). */
  private static final class Stopped extends RuntimeException {
    Stopped() {
      super(null, null, false, false);
    }
  }

  /** The worker's poll at a node of depth {@code level}; throws {@link Stopped} to stop. */
  private void poll(int level) {
    depth = level;
    nextPoll = worker.poll();
    if (nextPoll < 0) {
      throw new Stopped();
    }
  }

  /** The hot loop: counts the solutions below a state at depth {@code level}, recursively. */
  private void count(long filledLo, long filledHi, long filled, int level) {
    if (++nodes >= nextPoll) {
      poll(level);
    }
    if (filledLo == fullLo && filledHi == fullHi) {
      if (filled == required) {
        solutions += weight;
      }
      return;
    }
    int b = filledLo != -1L ? Long.numberOfTrailingZeros(~filledLo) : 64 + Long.numberOfTrailingZeros(~filledHi);
    for (int k = start[b], end = start[b + 1]; k < end; k++) {
      if ((lo[k] & filledLo) == 0 && (hi[k] & filledHi) == 0 && (pieceBit[k] & filled) == 0) {
        chosen[level] = k;
        count(filledLo | lo[k], filledHi | hi[k], filled | pieceBit[k], level + 1);
      }
    }
  }

  /** As {@link #count}, each solution weighed by its stabiliser's size; its rows kept in {@code rows}. */
  private void stabilisers(long filledLo, long filledHi, long filled, int level) {
    if (++nodes >= nextPoll) {
      poll(level);
    }
    if (filledLo == fullLo && filledHi == fullHi) {
      if (filled == required) {
        solutions = Math.addExact(solutions, solutionWeight(base + level));
      }
      return;
    }
    int b = filledLo != -1L ? Long.numberOfTrailingZeros(~filledLo) : 64 + Long.numberOfTrailingZeros(~filledHi);
    for (int k = start[b], end = start[b + 1]; k < end; k++) {
      if ((lo[k] & filledLo) == 0 && (hi[k] & filledHi) == 0 && (pieceBit[k] & filled) == 0) {
        chosen[level] = k;
        rows[base + level] = row[k];
        stabilisers(filledLo | lo[k], filledHi | hi[k], filled | pieceBit[k], level + 1);
      }
    }
  }

  /** The number of solutions below a state (weight 1, no plan), counting its nodes: for cost estimates. */
  long countBelow(long filledLo, long filledHi, long filled) {
    long before = solutions;
    count(filledLo, filledHi, filled, 0);
    return solutions - before;
  }

  @Override
  public void limitDepth(int depth) {
    limit = depth;
  }

  @Override
  public boolean atLeaf() {
    return atLeaf;
  }

  @Override
  public int[] prefix() {
    return Arrays.copyOf(chosen, d);
  }

  @Override
  public boolean replay(int[] prefix) {
    for (int code : prefix) {
      boolean root = isRootLevel(d);
      if (code < 0 || code >= (root ? roots.length : lo.length) || !root && !fits(code, d)) {
        return false;
      }
      place(code, d);
      d++;
    }
    // the search goes on from the replayed state as from a root; it never goes back above it
    fLo[0] = fLo[d];
    fHi[0] = fHi[d];
    used[0] = used[d];
    base += d;
    replayed |= d > 0;
    d = 0;
    return true;
  }

  /** Knuth's weight: 1 over the product of the numbers of choices that fit on the levels above. */
  @Override
  public double weight() {
    double w = 1;
    for (int l = 0; l < d; l++) {
      w /= choices(l);
    }
    return w;
  }

  /** The choices that fit on level {@code l} of the present path. */
  private int choices(int l) {
    if (isRootLevel(l)) {
      return roots.length;
    }
    int b = BitboardCounter.firstEmpty(fLo[l], fHi[l]);
    int fitting = 0;
    for (int r = start[b]; r < start[b + 1]; r++) {
      fitting += fits(r, l) ? 1 : 0;
    }
    return fitting;
  }

  @Override
  public int maxCutDepth() {
    return MAX_CUT_DEPTH + (roots != null ? 1 : 0);
  }

  @Override
  public void watch(SearchControl.Worker worker) {
    this.worker = worker;
    nextPoll = worker.attach(this);
  }

  @Override
  public boolean isStopped() {
    return stopped;
  }

  @Override
  public long nodes() {
    return nodes;
  }

  /** {@inheritDoc} Each weighed as the class comment says (1 each without roots and plan). */
  @Override
  public long solutions() {
    return solutions;
  }

  /** Knuth's fraction done, from the branch positions among the rows whose lowest bit is the level's. */
  @Override
  public double progress() {
    for (int l = 0; l < depth; l++) {
      if (isRootLevel(l)) {
        position[l] = chosen[l] + 1;
        branches[l] = roots.length;
      } else {
        int kk = chosen[l];
        int b = lo[kk] != 0 ? Long.numberOfTrailingZeros(lo[kk]) : 64 + Long.numberOfTrailingZeros(hi[kk]);
        position[l] = kk - start[b] + 1;
        branches[l] = start[b + 1] - start[b];
      }
    }
    return TreeSizeEstimate.fractionDone(position, branches, 0, depth);
  }
}
