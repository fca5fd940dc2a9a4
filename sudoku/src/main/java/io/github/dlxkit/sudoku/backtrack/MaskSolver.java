package io.github.dlxkit.sudoku.backtrack;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.sudoku.model.SudokuSolver;
import io.github.dlxkit.sudoku.model.Geometry;

/**
 * The general backtracking kernel, for every box size up to {@value #MAX_BOX_SIZE} (64×64 grids):
 * one 64-bit candidate mask per cell, naked and hidden singles placed before each guess (Norvig's
 * constraint propagation), the guess in a cell with the fewest candidates.
 *
 * <h2>Data layout</h2>
 * Level t of the search owns {@code cand[t]} (bit v-1 of {@code cand[t][cell]}: value v is still
 * possible in the cell) and {@code placed[t]} (a bit set of the cells whose value has been placed,
 * i.e. removed from all their peers); {@code placedCount[t]} counts them. A placed cell's mask has
 * exactly its value's bit. An unplaced cell whose mask is down to one bit waits in {@link #queue}.
 * Levels are allocated the first time the search goes that deep and reused afterwards.
 *
 * <p>The search is iterative and resumable, like {@link BandSolver}'s: per level, the guessed cell
 * and the values still to try; the last value reuses the level's own state.
 */
public final class MaskSolver implements SudokuSolver {
  /** The largest box size: N = n² values must fit in a {@code long}. */
  public static final int MAX_BOX_SIZE = 8;

  private final Geometry geometry;
  private final int cellCount;
  private final long full;
  private final int[][] units;
  private final int[][] peers;

  private long[][] cand;
  private long[][] placed;
  private int[] placedCount;
  private int[] branchCell;
  private long[] branchValues;
  private final int[] queue;
  private int queued;

  private static final int EXPAND = 0;
  private static final int NEXT = 1;
  private static final int DONE = 2;
  private int phase = DONE;
  private int top;
  private int open;
  private long guesses;

  /** A solver for grids of {@code geometry}'s size (box size at most {@value #MAX_BOX_SIZE}). */
  public MaskSolver(Geometry geometry) {
    if (geometry.boxSize() > MAX_BOX_SIZE) {
      throw new BadInputException("the backtracking solver handles box sizes up to "
          + MAX_BOX_SIZE + ", not " + geometry.boxSize());
    }
    this.geometry = geometry;
    this.cellCount = geometry.cellCount();
    int side = geometry.side();
    this.full = side == 64 ? -1L : (1L << side) - 1;
    this.units = geometry.units();
    this.peers = geometry.peers();
    this.queue = new int[cellCount];
    int levels = cellCount + 1;
    this.cand = new long[levels][];
    this.placed = new long[levels][];
    this.placedCount = new int[levels];
    this.branchCell = new int[levels];
    this.branchValues = new long[levels];
    ensureLevel(0);
  }

  @Override
  public int boxSize() {
    return geometry.boxSize();
  }

  private void ensureLevel(int t) {
    if (cand[t] == null) {
      cand[t] = new long[cellCount];
      placed[t] = new long[(cellCount + 63) >>> 6];
    }
  }

  @Override
  public void start(int[] cells) {
    if (cells.length != cellCount) {
      throw new BadInputException("expected " + cellCount + " cells, got " + cells.length);
    }
    stopped = false;
    java.util.Arrays.fill(cand[0], full);
    java.util.Arrays.fill(placed[0], 0L);
    placedCount[0] = 0;
    queued = 0;
    top = 0;
    open = 0;
    phase = EXPAND;
    int side = geometry.side();
    for (int cell = 0; cell < cellCount; cell++) {
      int v = cells[cell];
      if (v == 0) {
        continue;
      }
      if (v < 0 || v > side) {
        throw new BadInputException("value " + v + " in cell " + cell + " is out of range 0.." + side);
      }
      if (!assign(0, cell, 1L << (v - 1))) {
        phase = DONE; // two givens clash: no solution
        return;
      }
    }
  }

  // the interrupt check: one test of the thread's flag every POLL_MASK + 1 branch steps, so a
  // cancelled Future frees its thread within microseconds and the hot loop pays one increment
  private static final int POLL_MASK = (1 << 12) - 1;
  private int steps;
  private boolean stopped;

  /** Whether the thread's interrupt stopped the search under way (see {@link SudokuSolver}). */
  @Override
  public boolean isStopped() {
    return stopped;
  }

  @Override
  public boolean next(int[] solution) {
    stopped = false;
    while (true) {
      if (phase == EXPAND) {
        if (propagate(top)) {
          if (placedCount[top] == cellCount) {
            if (solution != null) {
              long[] c = cand[top];
              for (int cell = 0; cell < cellCount; cell++) {
                solution[cell] = Long.numberOfTrailingZeros(c[cell]) + 1;
              }
            }
            phase = NEXT;
            return true;
          }
          chooseCell(top);
          open = top + 1;
          guesses++;
        }
        phase = NEXT;
      } else if (phase == NEXT) {
        if (open == 0) {
          phase = DONE;
          return false;
        }
        if ((++steps & POLL_MASK) == 0 && Thread.currentThread().isInterrupted()) {
          stopped = true; // phase stays NEXT: a later call resumes here
          return false;
        }
        int k = open - 1;
        long values = branchValues[k];
        long bit = values & -values;
        values ^= bit;
        branchValues[k] = values;
        if (values == 0) {
          open = k; // the last candidate: guess it in the level's own state
          top = k;
        } else {
          top = k + 1;
          ensureLevel(top);
          System.arraycopy(cand[k], 0, cand[top], 0, cellCount);
          System.arraycopy(placed[k], 0, placed[top], 0, placed[k].length);
          placedCount[top] = placedCount[k];
        }
        queued = 0;
        if (assign(top, branchCell[k], bit)) {
          phase = EXPAND;
        }
      } else {
        return false;
      }
    }
  }

  /**
   * The number of guesses so far, over all puzzles: cells guessed in, however many of their values
   * are tried.
   */
  @Override
  public long guesses() {
    return guesses;
  }

  private static boolean isSet(long[] bits, int i) {
    return (bits[i >>> 6] & (1L << i)) != 0;
  }

  /**
   * Places value {@code bit} in {@code cell} at level t and removes it from the peers, queueing
   * peers left with one candidate; false on a contradiction.
   */
  private boolean assign(int t, int cell, long bit) {
    long[] c = cand[t];
    long[] done = placed[t];
    if ((c[cell] & bit) == 0) {
      return false;
    }
    if (isSet(done, cell)) {
      return true;
    }
    c[cell] = bit;
    done[cell >>> 6] |= 1L << cell;
    placedCount[t]++;
    long clear = ~bit;
    for (int q : peers[cell]) {
      long m = c[q];
      if ((m & bit) != 0) {
        m &= clear;
        c[q] = m;
        if (m == 0) {
          return false;
        }
        if ((m & (m - 1)) == 0) {
          queue[queued++] = q;
        }
      }
    }
    return true;
  }

  /** Places queued naked singles and hidden singles until none is left; false on a contradiction. */
  private boolean propagate(int t) {
    long[] c = cand[t];
    long[] done = placed[t];
    while (true) {
      while (queued > 0) {
        int q = queue[--queued];
        if (!assign(t, q, c[q])) {
          return false;
        }
      }
      boolean found = false;
      for (int[] unit : units) {
        long once = 0;
        long twice = 0;
        long fixed = 0;
        for (int q : unit) {
          long m = c[q];
          if (isSet(done, q)) {
            fixed |= m;
          } else {
            twice |= once & m;
            once |= m;
          }
        }
        if ((once | fixed) != full) {
          return false; // a value with no place in this unit
        }
        long hidden = once & ~twice & ~fixed;
        while (hidden != 0) {
          long bit = hidden & -hidden;
          hidden ^= bit;
          int where = -1;
          for (int q : unit) {
            if ((c[q] & bit) != 0 && !isSet(done, q)) {
              where = q;
              break;
            }
          }
          if (where < 0 || !assign(t, where, bit)) {
            return false;
          }
          found = true;
        }
      }
      if (!found && queued == 0) {
        return true;
      }
    }
  }

  /** Records at level t the unplaced cell with the fewest candidates (the first on ties). */
  private void chooseCell(int t) {
    long[] c = cand[t];
    long[] done = placed[t];
    int best = -1;
    int bestCount = Integer.MAX_VALUE;
    for (int cell = 0; cell < cellCount; cell++) {
      if (!isSet(done, cell)) {
        int count = Long.bitCount(c[cell]);
        if (count < bestCount) {
          best = cell;
          bestCount = count;
          if (count == 2) {
            break;
          }
        }
      }
    }
    branchCell[t] = best;
    branchValues[t] = c[best];
  }
}
