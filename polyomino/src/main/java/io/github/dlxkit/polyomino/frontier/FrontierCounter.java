package io.github.dlxkit.polyomino.frontier;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.memo.MemoBudgetException;
import io.github.dlxkit.core.util.LongCountMap;
import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.Polyomino;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;

/**
 * Counts the packings of a box by distinct pieces (each used at most once, rotations only) with a
 * frontier sweep: the cells are filled in sweep order (along the box's longest axis), and a state
 * is (first empty cell {@code f}, occupancy of the cells after it, set of pieces used). Equal states
 * reached in different ways are counted once, which is why 5&times;10^10 Quantumino packings can be
 * counted at all; backtracking would visit each.
 *
 * <p>State layout: one {@link LongCountMap} per value of {@code f} (the maps of already-processed
 * cells are dropped); key = {@code occupancy << P | used}, where {@code P} is the number of pieces,
 * {@code used} has bit {@code p} for piece {@code p}, and bit {@code i} of {@code occupancy} is cell
 * {@code f + i} (bit 0, cell {@code f} itself, is always 0). A finished packing is a state with
 * {@code f} = the box's size; the count is returned per set of pieces used.
 *
 * <p>Slices: a packing's <em>pattern</em> is which pieces of a chosen set {@code S} are anchored
 * (have their first cell) before a cut cell; the patterns partition the packings, so the counts of
 * the {@code 2^|S|} slices add up to the whole. A slice drops a state as soon as it cannot have its
 * pattern: a piece of {@code S} outside the pattern placed before the cut, or, at the cut, a piece
 * of the pattern missing. With the cut in the middle of the box, where the states peak, every
 * middle state belongs to exactly one slice, so a slice holds about {@code 2^-|S|} of the peak
 * (measured, not guaranteed: it depends on the pieces). Slicing by a hash of the states at a cut
 * would not bound memory, because their descendants mix. This bounds memory and splits the work.
 *
 * <p>Memory: the state maps may hold at most a budget of bytes ({@link #withBudget}, by default 85%
 * of the heap), checked before a map doubles; past it the count stops with a
 * {@link MemoBudgetException} that says to cut the count into more slices, never with an
 * OutOfMemoryError.
 */
public final class FrontierCounter {
  private final int pieces;
  private final int size;
  /** anchorPiece[f][j], anchorMask[f][j]: placement j whose first cell (sweep order) is f. */
  private final int[][] anchorPiece;
  private final long[][] anchorMask;
  private final long budget;

  private FrontierCounter(int pieces, int size, int[][] anchorPiece, long[][] anchorMask, long budget) {
    this.pieces = pieces;
    this.size = size;
    this.anchorPiece = anchorPiece;
    this.anchorMask = anchorMask;
    this.budget = budget;
  }

  /** This counter with at most {@code bytes} in its state maps (at least 1 MiB). */
  public FrontierCounter withBudget(long bytes) {
    if (bytes < 1L << 20) {
      throw new BadInputException("frontier budget must be at least 1 MiB, got " + bytes + " bytes");
    }
    return new FrontierCounter(pieces, size, anchorPiece, anchorMask, bytes);
  }

  /** The counter for {@code pieces} (rotations allowed, no reflections) in the box {@code sizes} (3-D). */
  public static FrontierCounter of(List<Polyomino> pieces, int... sizes) {
    if (sizes.length != 3) {
      throw new BadInputException("a box has three sizes");
    }
    if (pieces.size() > 24) {
      throw new BadInputException("at most 24 pieces, got " + pieces.size());
    }
    int longAxis = 0;
    for (int a = 1; a < 3; a++) {
      if (sizes[a] > sizes[longAxis]) {
        longAxis = a;
      }
    }
    int a1 = longAxis == 0 ? 1 : 0;
    int a2 = longAxis == 2 ? 1 : 2;
    int cross = sizes[a1] * sizes[a2];
    int size = cross * sizes[longAxis];
    List<List<int[]>> anchored = new ArrayList<>();
    for (int f = 0; f < size; f++) {
      anchored.add(new ArrayList<>());
    }
    int span = 0;
    for (int p = 0; p < pieces.size(); p++) {
      for (Polyomino o : pieces.get(p).orientations(true, false)) {
        Set<List<Integer>> seen = new HashSet<>();
        Polyomino c = o.canonical();
        int[] ext = c.max().coords();
        for (int x = 0; x + ext[0] < sizes[0]; x++) {
          for (int y = 0; y + ext[1] < sizes[1]; y++) {
            for (int z = 0; z + ext[2] < sizes[2]; z++) {
              int min = Integer.MAX_VALUE;
              int[] idx = new int[c.size()];
              int k = 0;
              for (Cell cell : c.cells()) {
                int[] v = {cell.get(0) + x, cell.get(1) + y, cell.get(2) + z};
                idx[k] = v[longAxis] * cross + v[a1] * sizes[a2] + v[a2];
                min = Math.min(min, idx[k++]);
              }
              List<Integer> sorted = new ArrayList<>();
              for (int i : idx) {
                sorted.add(i);
              }
              sorted.sort(null);
              if (!seen.add(sorted)) {
                continue;
              }
              long mask = 0;
              for (int i : idx) {
                span = Math.max(span, i - min);
                mask |= 1L << Math.min(63, i - min);
              }
              anchored.get(min).add(new int[] {p, (int) mask, (int) (mask >>> 32)});
            }
          }
        }
      }
    }
    if (span + 1 + pieces.size() > 63) {
      throw new IllegalArgumentException("placements span " + (span + 1) + " cells: too wide for a 64-bit state");
    }
    int[][] ap = new int[size][];
    long[][] am = new long[size][];
    for (int f = 0; f < size; f++) {
      List<int[]> l = anchored.get(f);
      ap[f] = new int[l.size()];
      am[f] = new long[l.size()];
      for (int j = 0; j < l.size(); j++) {
        ap[f][j] = l.get(j)[0];
        am[f][j] = (l.get(j)[1] & 0xFFFFFFFFL) | ((long) l.get(j)[2] << 32);
      }
    }
    return new FrontierCounter(pieces.size(), size, ap, am, (long) (Runtime.getRuntime().maxMemory() * 0.85));
  }

  /** The number of placements (rows of the exact-cover matrix, piece items aside). */
  public int placements() {
    int n = 0;
    for (int[] a : anchorPiece) {
      n += a.length;
    }
    return n;
  }

  /** The number of cells of the box. */
  public int size() {
    return size;
  }

  /** The packings counted in full (one slice). */
  public TreeMap<Long, Long> count(PrintWriter progress) {
    return count(0, 0L, 0L, progress);
  }

  /**
   * The number of packings, per set of pieces used (bit {@code p} = piece {@code p}), whose pieces
   * of {@code sliced} anchored before cell {@code cut} are exactly those of {@code pattern};
   * {@code progress} (may be null) gets a line per cell.
   */
  public TreeMap<Long, Long> count(int cut, long sliced, long pattern, PrintWriter progress) {
    if ((pattern & ~sliced) != 0 || cut < 0 || cut > size || sliced >>> pieces != 0) {
      throw new IllegalArgumentException("pattern " + pattern + " of pieces " + sliced + " at cell " + cut);
    }
    try {
      return sweep(cut, sliced, pattern, progress);
    } catch (OutOfMemoryError e) {
      // the budget is reckoned on the maps alone; a heap laid out in generations can run out first
      throw full("the heap (" + (Runtime.getRuntime().maxMemory() >> 20) + " MiB) ran out");
    }
  }

  private MemoBudgetException full(String what) {
    return new MemoBudgetException("frontier count: " + what + "; count in more slices (a larger K in"
        + " --slice I/K) or raise -Xmx");
  }

  /** Throws {@link MemoBudgetException} if the live maps, once {@code growing} doubles, would pass the budget. */
  private void checkBudget(LongCountMap[] maps, LongCountMap growing) {
    long bytes = 2 * growing.bytes();
    for (LongCountMap m : maps) {
      bytes += m == null ? 0 : m.bytes();
    }
    if (bytes > budget) {
      throw full("the states need more than the budget of " + (budget >> 20) + " MiB");
    }
  }

  private TreeMap<Long, Long> sweep(int cut, long sliced, long pattern, PrintWriter progress) {
    long banned = sliced & ~pattern;
    long started = System.nanoTime();
    LongCountMap[] maps = new LongCountMap[size + 1];
    maps[0] = new LongCountMap(16);
    maps[0].add(0L, 1L);
    long usedMask = (1L << pieces) - 1;
    long peakStates = 0;
    for (int f = 0; f < size; f++) {
      if (f == cut && sliced != 0) {
        for (int g = f; g <= size; g++) {
          maps[g] = maps[g] == null ? null : keepPattern(maps[g], sliced, pattern);
        }
        banned = 0;
      }
      LongCountMap m = maps[f];
      if (m == null) {
        continue;
      }
      long live = 0;
      for (LongCountMap x : maps) {
        live += x == null ? 0 : x.size();
      }
      peakStates = Math.max(peakStates, live);
      if (progress != null) {
        progress.printf("cell %d/%d: %d states here, %d live, %.1f s%n", f, size, m.size(), live,
            (System.nanoTime() - started) / 1e9);
        progress.flush();
      }
      int[] piece = anchorPiece[f];
      long[] pmask = anchorMask[f];
      for (int s = 0, cap = m.capacity(); s < cap; s++) {
        long key = m.keyAt(s);
        if (key == LongCountMap.EMPTY) {
          continue;
        }
        long n = m.countAt(s);
        long occ = key >>> pieces;
        long used = key & usedMask | banned;
        for (int j = 0; j < piece.length; j++) {
          long bit = 1L << piece[j];
          if ((used & bit) != 0 || (occ & pmask[j]) != 0) {
            continue;
          }
          long o = occ | pmask[j];
          int t = Long.numberOfTrailingZeros(~o);
          int g = f + t;
          LongCountMap target = maps[g];
          if (target == null) {
            target = maps[g] = new LongCountMap(Math.max(16, m.size() / 4));
          }
          if (target.isFull()) {
            checkBudget(maps, target);
          }
          target.add((o >>> t) << pieces | (used & ~banned) | bit, n);
        }
      }
      maps[f] = null;
    }
    TreeMap<Long, Long> result = new TreeMap<>();
    if (maps[size] != null) {
      maps[size].forEach((k, v) -> {
        result.merge(k & usedMask, v, Math::addExact);
        return 0;
      });
    }
    if (progress != null) {
      progress.printf("done: peak %d live states, %.1f s%n", peakStates, (System.nanoTime() - started) / 1e9);
    }
    return result;
  }

  private static LongCountMap keepPattern(LongCountMap m, long sliced, long pattern) {
    LongCountMap kept = new LongCountMap(16);
    for (int s = 0; s < m.capacity(); s++) {
      long key = m.keyAt(s);
      if (key != LongCountMap.EMPTY && (key & sliced) == pattern) {
        kept.add(key, m.countAt(s));
      }
    }
    return kept;
  }
}
