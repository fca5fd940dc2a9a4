package io.github.dlxkit.polyomino;

import io.github.dlxkit.core.search.Cutter;

import io.github.dlxkit.core.search.PrefixSearch;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.TreeSizeEstimate;
import java.util.Arrays;

/**
 * The {@link BitboardCounter}'s search tree below one state, as a {@link PrefixSearch}, so that
 * core's one cutter ({@link Cutter#cut}) cuts it into subtrees for the counter's threads.
 * Only the cut walks it (a few levels deep); the subtrees are counted by the counter's own
 * recursive loop. Iterative, one level per decision: level d chooses, among the rows whose lowest
 * cell is the state's first empty cell, the {@code k[d]}-th row in bit order (a decision code is
 * that row's index in the counter's bit-ordered tables). Nodes are counted as the counter counts
 * them, one per state visited.
 */
final class BitboardTree implements PrefixSearch {
  /** The deepest cut, as before the runner cut it: deeper gains nothing on boards of up to 128 cells. */
  static final int MAX_CUT_DEPTH = 6;

  private static final int REPORT = 0;
  private static final int EXPANDED = 1;
  private static final int DEAD = 2;

  private final BitboardCounter c;
  private final long rootLo;
  private final long rootHi;
  private final long rootUsed;
  // state on entering level d: the cells filled and pieces used; k[d] the next row to try, end[d] past the last
  private final long[] fLo;
  private final long[] fHi;
  private final long[] used;
  private final int[] chosen;
  private final int[] k;
  private final int[] end;
  private int d;
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

  /** The tree below the state {@code (lo, hi, used)}. */
  BitboardTree(BitboardCounter c, long lo, long hi, long used) {
    this.c = c;
    this.rootLo = lo;
    this.rootHi = hi;
    this.rootUsed = used;
    int depth = c.cells + 2;
    fLo = new long[depth];
    fHi = new long[depth];
    this.used = new long[depth];
    chosen = new int[depth];
    k = new int[depth];
    end = new int[depth];
    reset();
  }

  @Override
  public void reset() {
    if (worker != null) {
      worker.detach();
    }
    fLo[0] = rootLo;
    fHi[0] = rootHi;
    used[0] = rootUsed;
    d = 0;
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

  private boolean fits(int row, int level) {
    return (c.lo[row] & fLo[level]) == 0 && (c.hi[row] & fHi[level]) == 0 && (c.pieceBit[row] & used[level]) == 0;
  }

  /** Visits the state of level {@code level}: a node to report, to expand or a dead end. */
  private int enter(int level) {
    if (++nodes >= nextPoll && (nextPoll = worker.poll()) < 0) {
      stopped = true;
      return DEAD;
    }
    if (fLo[level] == c.fullLo && fHi[level] == c.fullHi) {
      if (used[level] != c.required) {
        return DEAD;
      }
      solutions++;
      atLeaf = true;
      return REPORT;
    }
    if (level == limit) {
      atLeaf = false;
      return REPORT;
    }
    int b = BitboardCounter.firstEmpty(fLo[level], fHi[level]);
    k[level] = c.start[b];
    end[level] = c.start[b + 1];
    return EXPANDED;
  }

  @Override
  public boolean nextSolution() {
    if (exhausted || stopped) {
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
      int row = k[d]++;
      if (!fits(row, d)) {
        continue;
      }
      chosen[d] = row;
      fLo[d + 1] = fLo[d] | c.lo[row];
      fHi[d + 1] = fHi[d] | c.hi[row];
      used[d + 1] = used[d] | c.pieceBit[row];
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
    for (int row : prefix) {
      if (row < 0 || row >= c.lo.length || !fits(row, d)) {
        return false;
      }
      chosen[d] = row;
      fLo[d + 1] = fLo[d] | c.lo[row];
      fHi[d + 1] = fHi[d] | c.hi[row];
      used[d + 1] = used[d] | c.pieceBit[row];
      d++;
    }
    // the search goes on from the replayed state as from a root; it never goes back above it
    fLo[0] = fLo[d];
    fHi[0] = fHi[d];
    used[0] = used[d];
    d = 0;
    return true;
  }

  /** Knuth's weight: 1 over the product of the numbers of rows that fit on the levels above. */
  @Override
  public double weight() {
    double w = 1;
    for (int l = 0; l < d; l++) {
      int b = BitboardCounter.firstEmpty(fLo[l], fHi[l]);
      int fitting = 0;
      for (int row = c.start[b]; row < c.start[b + 1]; row++) {
        fitting += fits(row, l) ? 1 : 0;
      }
      w /= fitting;
    }
    return w;
  }

  @Override
  public int maxCutDepth() {
    return MAX_CUT_DEPTH;
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

  @Override
  public long solutions() {
    return solutions;
  }

  @Override
  public double progress() {
    int[] position = new int[d];
    int[] branches = new int[d];
    for (int l = 0; l < d; l++) {
      int b = BitboardCounter.firstEmpty(fLo[l], fHi[l]);
      position[l] = chosen[l] - c.start[b] + 1;
      branches[l] = c.start[b + 1] - c.start[b];
    }
    return TreeSizeEstimate.fractionDone(position, branches, 0, d);
  }
}
