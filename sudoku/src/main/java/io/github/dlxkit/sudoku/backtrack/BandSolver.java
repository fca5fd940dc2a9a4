package io.github.dlxkit.sudoku.backtrack;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.sudoku.model.SudokuSolver;

/**
 * The fast 9×9 kernel: a backtracking search on bitboards, one 27-bit word per (digit, band), with
 * propagation before each guess. No allocation after construction; about 14 KB of state.
 *
 * <h2>Data layout</h2>
 * A <em>band</em> is three consecutive rows (band b holds rows 3b..3b+2). A cell of band b is
 * addressed by its <em>position</em> p = 9 × (row mod 3) + column, 0..26, so bit p of a band word
 * is that cell, bits 0–8 the band's first row, and cell = 27 b + p. The search state of one level
 * is {@value #STRIDE} ints in {@link #st}, at offset {@code s = level * STRIDE}:
 * <ul>
 *   <li>{@code st[s + 3d + b]}, 0 &le; d &lt; 9: the <em>board</em> of digit d+1 in band b — the
 *       cells where it may still go, <em>including</em> the cell where it is placed. When a digit is
 *       placed in a cell, the cell is removed from every other digit's board, and the cell's row,
 *       column and box peers are removed from this digit's boards; so at a solution each board holds
 *       exactly the digit's cells.
 *   <li>{@code st[s + 27 + b]}: the unsolved cells of band b.
 *   <li>{@code st[s + 32 + d]}: the sum of digit d's three boards when the stack step last examined
 *       them. Boards only lose cells, so an equal sum means unchanged boards, and nothing new for
 *       that step to find.
 * </ul>
 * Beside the levels, {@link #dirty} has bit 3d + b set for each board changed since the
 * band-pattern step last examined it; {@link #place} sets it only for the digits whose board held
 * the cell. A guess changes a few boards, so propagation examines those instead of testing all 27
 * (8% faster than keeping a copy of each board as last examined, as earlier versions did).
 *
 * <h2>Propagation ({@link #propagate})</h2>
 * Repeated until nothing changes, each step cheap on these words:
 * <ol>
 *   <li><b>Band patterns.</b> In a band, a digit occupies each of the three rows and each of the
 *       three boxes exactly once: its three cells lie in three "mini-rows" (row i, box j) forming a
 *       permutation. {@link #ALLOWED} maps the 9-bit set of non-empty mini-rows to the cells of the
 *       mini-rows that take part in some such permutation, so one lookup removes every candidate
 *       that locked-candidate reasoning (pointing and claiming) removes inside the band, and finds a
 *       band with no permutation at all (a contradiction). A row left with one cell is a hidden
 *       single: place it.
 *   <li><b>Naked singles.</b> Per band, "in at least one / two digit boards" over the nine digits
 *       gives the cells with no candidate (contradiction) and with exactly one (place it).
 *   <li>Only when the first two steps found nothing: <b>stack patterns</b>, the same argument for
 *       the three columns and three boxes of a stack (mini-columns, {@link #PATTERNS}), then
 *       <b>hidden singles in columns</b>: per digit, the columns it can occupy in only one cell.
 * </ol>
 * Then a guess: a cell with two candidates if there is one (as many fast solvers do),
 * preferring the one with the most unsolved peers, then the one with the most two-candidate peers;
 * else a cell with the fewest (see {@link #chooseCell}).
 *
 * <p>The search is iterative and resumable, so solutions can be enumerated lazily: branch records
 * ({@link #branchBand}, {@link #branchBit}, {@link #branchDigits}) remember, per level, the cell
 * guessed and the digits still to try; the last digit reuses the level's own state instead of a
 * copy. Its slow, obviously-correct twin is the naive backtracker of the tests, and it is checked
 * against the DLX solver on random puzzles.
 */
public final class BandSolver implements SudokuSolver {
  static final int STRIDE = 41;
  private static final int UNSOLVED = 27;
  private static final int SEEN = 32;
  private static final int FULL = (1 << 27) - 1;
  /** At most 81 guesses on one path, so 82 states. */
  private static final int LEVELS = 82;

  /** For each position, its peers in the band: same row or same box, without itself. */
  private static final int[] BAND_PEERS = new int[27];
  /** For each position, its row and box in the band, itself included. */
  private static final int[] ROW_AND_BOX = new int[27];
  /** For each position, the complement of its column in a band (bits p mod 9, +9, +18). */
  private static final int[] NOT_COLUMN = new int[27];
  /**
   * For each 9-bit set of non-empty mini-rows (bit 3 × row + box), the 27-bit set of cells in the
   * mini-rows used by at least one valid pattern (one mini-row per row, the three in different
   * boxes); 0 if there is none.
   */
  static final int[] ALLOWED = new int[512];
  /** {@link #ALLOWED} indexed by the mini-rows with bit 3 × box + row. */
  static final int[] ALLOWED_BY_BOX = new int[512];
  /**
   * For each 3×3 occupancy matrix m (bit 3i + j: line i may meet box j), the entries of m used by
   * at least one permutation (one per line, each in a different box) lying inside m; 0 if none.
   * Lines are rows (mini-rows of a band) or columns (mini-columns of a stack).
   */
  static final int[] PATTERNS = new int[512];
  /** For each 9-bit set of digits (bit d), their boards in one band (bit 3d, shifted by the band). */
  private static final int[] DIGIT_BOARDS = new int[512];

  static {
    for (int p = 0; p < 27; p++) {
      int row = p / 9;
      int col = p % 9;
      int peers = 511 << (9 * row);
      for (int r = 0; r < 3; r++) {
        peers |= 7 << (9 * r + 3 * (col / 3));
      }
      BAND_PEERS[p] = peers & ~(1 << p);
      ROW_AND_BOX[p] = peers;
      NOT_COLUMN[p] = ~((1 << col) | (1 << (col + 9)) | (1 << (col + 18)));
    }
    int[][] permutations = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (int m = 0; m < 512; m++) {
      int used = 0;
      for (int[] box : permutations) {
        int pattern = 1 << box[0] | 1 << (3 + box[1]) | 1 << (6 + box[2]);
        if ((m & pattern) == pattern) {
          used |= pattern;
        }
      }
      PATTERNS[m] = used;
      int cells = 0;
      for (int k = 0; k < 9; k++) {
        if ((used >> k & 1) != 0) {
          cells |= 7 << (9 * (k / 3) + 3 * (k % 3));
        }
      }
      ALLOWED[m] = cells;
      int byBox = 0;
      for (int k = 0; k < 9; k++) {
        byBox |= (m >> k & 1) << (3 * (k % 3) + k / 3);
      }
      ALLOWED_BY_BOX[byBox] = cells;
      for (int d = 0; d < 9; d++) {
        DIGIT_BOARDS[m] |= (m >> d & 1) << (3 * d);
      }
    }
  }

  private final int[] st = new int[LEVELS * STRIDE];
  private final int[] branchBand = new int[LEVELS];
  private final int[] branchBit = new int[LEVELS];
  private final int[] branchDigits = new int[LEVELS];

  // the resumable search: EXPAND the state at `top`, or take the NEXT untried digit of the
  // innermost open branch record (records 0..open-1 are open)
  private static final int EXPAND = 0;
  private static final int NEXT = 1;
  private static final int DONE = 2;
  private int phase = DONE;
  private int top;
  private int open;
  private long guesses;
  /**
   * The boards (bit 3 d + b) changed since {@link #propagate} last examined them. One field
   * serves every level: a guess starts from a state at its fixpoint (a copy of one, or the level's
   * own), where nothing is left to examine, so {@link #next} clears it (a contradiction may have
   * left bits set) before placing the guess.
   */
  private int dirty;

  @Override
  public int boxSize() {
    return 3;
  }

  @Override
  public void start(int[] cells) {
    if (cells.length != 81) {
      throw new BadInputException("expected 81 cells, got " + cells.length);
    }
    stopped = false;
    final int[] st = this.st;
    for (int i = 0; i < 27; i++) {
      st[i] = FULL;
    }
    for (int d = 0; d < 9; d++) {
      st[SEEN + d] = -1;
    }
    st[UNSOLVED] = FULL;
    st[UNSOLVED + 1] = FULL;
    st[UNSOLVED + 2] = FULL;
    top = 0;
    open = 0;
    phase = EXPAND;
    dirty = FULL;
    for (int cell = 0; cell < 81; cell++) {
      int v = cells[cell];
      if (v == 0) {
        continue;
      }
      if (v < 0 || v > 9) {
        throw new BadInputException("value " + v + " in cell " + cell + " is out of range 0..9");
      }
      int band = cell / 27;
      if (!place(0, v - 1, band, 1 << (cell - 27 * band))) {
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
    final int[] st = this.st;
    while (true) {
      if (phase == EXPAND) {
        int s = top * STRIDE;
        if (propagate(s)) {
          if ((st[s + UNSOLVED] | st[s + UNSOLVED + 1] | st[s + UNSOLVED + 2]) == 0) {
            if (solution != null) {
              decode(s, solution);
            }
            phase = NEXT;
            return true;
          }
          chooseCell(s, top);
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
        int digits = branchDigits[k];
        int d = Integer.numberOfTrailingZeros(digits);
        digits &= digits - 1;
        branchDigits[k] = digits;
        if (digits == 0) {
          open = k; // the last candidate: guess it in the level's own state
          top = k;
        } else {
          System.arraycopy(st, k * STRIDE, st, (k + 1) * STRIDE, STRIDE);
          top = k + 1;
        }
        dirty = 0;
        if (place(top * STRIDE, d, branchBand[k], branchBit[k])) {
          phase = EXPAND;
        }
      } else {
        return false;
      }
    }
  }

  /**
   * The number of guesses so far, over all puzzles: cells guessed in, however many of their digits
   * are tried.
   */
  @Override
  public long guesses() {
    return guesses;
  }

  /**
   * Places digit {@code d} (0..8) in the cell {@code bit} of band {@code b}, marking the boards it
   * changes in {@link #dirty}; false if the digit is no longer a candidate there.
   */
  private boolean place(int s, int d, int b, int bit) {
    final int[] st = this.st;
    int own = s + 3 * d + b;
    if ((st[own] & bit) == 0) {
      return false;
    }
    if ((st[s + UNSOLVED + b] & bit) == 0) {
      return true; // already placed: the cell's only board is d's
    }
    st[s + UNSOLVED + b] &= ~bit;
    int notCell = ~bit;
    int p = Integer.numberOfTrailingZeros(bit);
    // the nine digits' boards of band b, unrolled (as a loop: 10-12% slower); had: the digits whose
    // board held the cell, the only ones of the nine that change
    int i = s + b;
    int x = st[i];
    int had = (x & bit) >>> p;
    st[i] = x & notCell;
    x = st[i + 3];
    had |= (x & bit) >>> p << 1;
    st[i + 3] = x & notCell;
    x = st[i + 6];
    had |= (x & bit) >>> p << 2;
    st[i + 6] = x & notCell;
    x = st[i + 9];
    had |= (x & bit) >>> p << 3;
    st[i + 9] = x & notCell;
    x = st[i + 12];
    had |= (x & bit) >>> p << 4;
    st[i + 12] = x & notCell;
    x = st[i + 15];
    had |= (x & bit) >>> p << 5;
    st[i + 15] = x & notCell;
    x = st[i + 18];
    had |= (x & bit) >>> p << 6;
    st[i + 18] = x & notCell;
    x = st[i + 21];
    had |= (x & bit) >>> p << 7;
    st[i + 21] = x & notCell;
    x = st[i + 24];
    had |= (x & bit) >>> p << 8;
    st[i + 24] = x & notCell;
    dirty |= DIGIT_BOARDS[had] << b | 7 << (3 * d);
    int notColumn = NOT_COLUMN[p];
    int base = s + 3 * d;
    st[base] &= notColumn;
    st[base + 1] &= notColumn;
    st[base + 2] &= notColumn;
    st[own] = (st[own] & ~BAND_PEERS[p]) | bit;
    return true;
  }

  /** Propagation to a fixpoint (see the class comment); false on a contradiction. */
  private boolean propagate(int s) {
    final int[] st = this.st;
    while (true) {
      // 1. band patterns and hidden singles in rows, on the boards changed since last examined
      while (dirty != 0) {
        int board = Integer.numberOfTrailingZeros(dirty);
        dirty &= dirty - 1; // boards changed from here on are examined again in this loop
        int d = board / 3;
        int b = board - 3 * d;
        int i = s + board;
        int x = st[i];
        // the non-empty mini-rows, without a lookup: mini-row k's bit at 3k, then the three rows
        // folded onto bits 0-8 (row 1 shifted by 8, row 2 by 16), mini-row (row, box) at 3 box + row
        int y = (x | x >>> 1 | x >>> 2) & 0111111111;
        int allowed = ALLOWED_BY_BOX[(y | y >>> 8 | y >>> 16) & 511];
        if (allowed == 0) {
          return false;
        }
        x &= allowed;
        st[i] = x;
        int r0 = x & 511;
        int r1 = x & (511 << 9);
        int r2 = x & (511 << 18);
        int singles = ((r0 & (r0 - 1)) == 0 ? r0 : 0) | ((r1 & (r1 - 1)) == 0 ? r1 : 0)
            | ((r2 & (r2 - 1)) == 0 ? r2 : 0);
        singles &= st[s + UNSOLVED + b];
        while (singles != 0) {
          int bit = singles & -singles;
          singles ^= bit;
          if (!place(s, d, b, bit)) {
            return false;
          }
        }
      }

      // 2. naked singles and cells without candidates (a method of its own too, like step 3:
      // 2-4% faster on top95 and royle_17clue)
      if (!nakedSingles(s)) {
        return false;
      }
      if (dirty != 0) {
        continue; // cells placed
      }

      // 3. stack patterns and hidden singles in columns, in a method of their own: a smaller loop
      // for the compiler here made the easy sets 5-7% faster
      int found = stacks(s);
      if (found <= 0) {
        return found == 0;
      }
    }
  }

  /** Naked singles (step 2 of {@link #propagate}): false on a cell without candidates. */
  private boolean nakedSingles(int s) {
    final int[] st = this.st;
    for (int b = 0; b < 3; b++) {
      int unsolved = st[s + UNSOLVED + b];
      if (unsolved == 0) {
        continue;
      }
      int i = s + b;
      int once = st[i];
      int twice = once & st[i + 3];
      once |= st[i + 3];
      twice |= once & st[i + 6];
      once |= st[i + 6];
      twice |= once & st[i + 9];
      once |= st[i + 9];
      twice |= once & st[i + 12];
      once |= st[i + 12];
      twice |= once & st[i + 15];
      once |= st[i + 15];
      twice |= once & st[i + 18];
      once |= st[i + 18];
      twice |= once & st[i + 21];
      once |= st[i + 21];
      twice |= once & st[i + 24];
      once |= st[i + 24];
      if ((unsolved & ~once) != 0) {
        return false;
      }
      int singles = unsolved & ~twice;
      while (singles != 0) {
        int bit = singles & -singles;
        singles ^= bit;
        int d = 0;
        while (d < 9 && (st[s + 3 * d + b] & bit) == 0) {
          d++;
        }
        if (d == 9 || !place(s, d, b, bit)) {
          return false; // an earlier single took this cell's last candidate
        }
      }
    }
    return true;
  }

  /**
   * Stack patterns and hidden singles in columns (step 3 of {@link #propagate}): 1 if candidates
   * were removed or cells placed, 0 if nothing changed, -1 on a contradiction.
   */
  private int stacks(int s) {
    final int[] st = this.st;
    boolean changed = false;
    int u0 = st[s + UNSOLVED];
    int u1 = st[s + UNSOLVED + 1];
    int u2 = st[s + UNSOLVED + 2];
    for (int d = 0; d < 9; d++) {
      int base = s + 3 * d;
      int x0 = st[base];
      int x1 = st[base + 1];
      int x2 = st[base + 2];
      int seen = x0 + x1 + x2;
      if (seen == st[s + SEEN + d]) {
        continue; // boards unchanged since this step last looked at them
      }
      st[s + SEEN + d] = seen;
      if (((x0 & u0) | (x1 & u1) | (x2 & u2)) == 0) {
        continue; // all nine placed
      }
      // columns of each band that may hold d
      int f0 = (x0 | x0 >>> 9 | x0 >>> 18) & 511;
      int f1 = (x1 | x1 >>> 9 | x1 >>> 18) & 511;
      int f2 = (x2 | x2 >>> 9 | x2 >>> 18) & 511;
      // in each stack, d takes one column per box and one box per column: keep the mini-columns
      // on such a pattern
      int k0 = 0;
      int k1 = 0;
      int k2 = 0;
      for (int shift = 0; shift < 9; shift += 3) {
        int m = (f0 >>> shift & 7) | (f1 >>> shift & 7) << 3 | (f2 >>> shift & 7) << 6;
        int used = PATTERNS[m];
        if (used == 0) {
          return -1;
        }
        k0 |= (used & 7) << shift;
        k1 |= (used >>> 3 & 7) << shift;
        k2 |= (used >>> 6) << shift;
      }
      if (k0 != f0 || k1 != f1 || k2 != f2) {
        x0 &= spread(k0);
        x1 &= spread(k1);
        x2 &= spread(k2);
        st[base] = x0;
        st[base + 1] = x1;
        st[base + 2] = x2;
        st[s + SEEN + d] = x0 + x1 + x2;
        dirty |= 7 << (3 * d);
        f0 = k0;
        f1 = k1;
        f2 = k2;
        changed = true; // candidates removed: the cheap steps may find more
      }
      int twice = twiceInBand(x0) | twiceInBand(x1) | twiceInBand(x2) | (f0 & f1) | (f0 & f2) | (f1 & f2);
      int once = 511 & ~twice;
      if (once != 0) {
        int found = placeAll(s, d, 0, x0 & spread(once & f0) & u0)
            | placeAll(s, d, 1, x1 & spread(once & f1) & u1)
            | placeAll(s, d, 2, x2 & spread(once & f2) & u2);
        if (found < 0) {
          return -1;
        }
        if (found > 0) {
          changed = true;
          u0 = st[s + UNSOLVED];
          u1 = st[s + UNSOLVED + 1];
          u2 = st[s + UNSOLVED + 2];
        }
      }
    }
    return changed ? 1 : 0;
  }

  /**
   * Places digit d in each cell of {@code cells} (band b): returns 0 if there are none, 1 if all
   * were placed, -1 (all bits set) on a contradiction.
   */
  private int placeAll(int s, int d, int b, int cells) {
    int result = 0;
    while (cells != 0) {
      int bit = cells & -cells;
      cells ^= bit;
      if (!place(s, d, b, bit)) {
        return -1;
      }
      result = 1;
    }
    return result;
  }

  /** The columns in which band word {@code x} has at least two cells. */
  private static int twiceInBand(int x) {
    int a = x & 511;
    int b = (x >>> 9) & 511;
    int c = x >>> 18;
    return (a & b) | (a & c) | (b & c);
  }

  /** The band cells of the columns in {@code columns}. */
  private static int spread(int columns) {
    return columns | columns << 9 | columns << 18;
  }

  /**
   * Records at level {@code level} the cell to guess and its candidates (the state is not solved):
   * among the cells with two candidates, the one with the most unsolved cells in its row, column
   * and box, where a guess propagates furthest (this halves the search tree compared with the
   * first such cell: guesses per puzzle with {@code dlx sudoku bench --permute}, 319.5 down to 158.7
   * on forum_hardest_1106, 20.1 to 11.4 on top95); among those, the one with the most two-candidate
   * cells in its row, column and box, where a guess more likely leaves naked singles (158.7 down to
   * 151.9 and 11.4 to 11.1); if there is none, the first cell with the fewest candidates.
   */
  private void chooseCell(int s, int level) {
    final int[] st = this.st;
    int u0 = st[s + UNSOLVED];
    int u1 = st[s + UNSOLVED + 1];
    int u2 = st[s + UNSOLVED + 2];
    int p0 = pairs(s, 0, u0);
    int p1 = pairs(s, 1, u1);
    int p2 = pairs(s, 2, u2);
    int bestBand = -1;
    int bestBit = 0;
    int bestScore = -1;
    for (int b = 0; b < 3; b++) {
      int unsolved = b == 0 ? u0 : b == 1 ? u1 : u2;
      int pairs = b == 0 ? p0 : b == 1 ? p1 : p2;
      int inBand = pairs;
      int other1 = b == 0 ? p1 : p0;
      int other2 = b == 2 ? p1 : p2;
      while (pairs != 0) {
        int bit = pairs & -pairs;
        pairs ^= bit;
        int p = Integer.numberOfTrailingZeros(bit);
        // unsolved peers first; two-candidate peers (at most 20) only break ties
        int column = ~NOT_COLUMN[p];
        int score = openPeers(u0, u1, u2, unsolved, p) * 32 + Integer.bitCount(inBand & BAND_PEERS[p])
            + Integer.bitCount(other1 & column) + Integer.bitCount(other2 & column);
        if (score > bestScore) {
          bestScore = score;
          bestBand = b;
          bestBit = bit;
        }
      }
    }
    if (bestBand < 0) {
      // no cell with two candidates: the first with the fewest (scoring these made trees larger)
      int bestCount = 10;
      for (int b = 0; b < 3; b++) {
        for (int rest = st[s + UNSOLVED + b]; rest != 0; rest &= rest - 1) {
          int bit = rest & -rest;
          int count = 0;
          for (int i = s + b; i < s + 27; i += 3) {
            count += (st[i] & bit) != 0 ? 1 : 0;
          }
          if (count < bestCount) {
            bestCount = count;
            bestBand = b;
            bestBit = bit;
          }
        }
      }
    }
    record(s, level, bestBand, bestBit);
  }

  /**
   * The number of unsolved cells in the row and box (within its band, {@code unsolved}) and the
   * column (over the three bands) of position p; the cell itself counts twice, which does not
   * change comparisons.
   */
  private static int openPeers(int u0, int u1, int u2, int unsolved, int p) {
    int column = ~NOT_COLUMN[p];
    return Integer.bitCount(unsolved & ROW_AND_BOX[p])
        + Integer.bitCount(u0 & column) + Integer.bitCount(u1 & column) + Integer.bitCount(u2 & column);
  }

  /** The unsolved cells of band b with exactly two candidates. */
  private int pairs(int s, int b, int unsolved) {
    int once = 0;
    int twice = 0;
    int thrice = 0;
    for (int i = s + b; i < s + 27; i += 3) {
      int x = st[i] & unsolved;
      thrice |= twice & x;
      twice |= once & x;
      once |= x;
    }
    return twice & ~thrice;
  }

  private void record(int s, int level, int b, int bit) {
    int digits = 0;
    for (int d = 0; d < 9; d++) {
      if ((st[s + 3 * d + b] & bit) != 0) {
        digits |= 1 << d;
      }
    }
    branchBand[level] = b;
    branchBit[level] = bit;
    branchDigits[level] = digits;
  }

  private void decode(int s, int[] solution) {
    for (int d = 0; d < 9; d++) {
      for (int b = 0; b < 3; b++) {
        int x = st[s + 3 * d + b];
        while (x != 0) {
          solution[27 * b + Integer.numberOfTrailingZeros(x)] = d + 1;
          x &= x - 1;
        }
      }
    }
  }
}
