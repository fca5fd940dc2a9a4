package io.github.dlxkit.polyomino.frontier;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.memo.MemoBudgetException;
import io.github.dlxkit.core.util.PackedCountMap;
import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.core.util.CountSpillFile;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.LongPredicate;

/**
 * Counts the packings of a box by distinct pieces (each used at most once, rotations only) with a
 * frontier sweep: the cells are filled in sweep order (along the box's longest axis), and a state
 * is (first empty cell {@code f}, occupancy of the cells after it, set of pieces used). Equal states
 * reached in different ways are counted once, which is why 5&times;10^10 Quantumino packings can be
 * counted at all; backtracking would visit each.
 *
 * <p>State layout: one {@link PackedCountMap} per value of {@code f} (the maps of already-processed
 * cells are dropped); key = {@code occupancy << P | used}, where {@code P} is the number of pieces,
 * {@code used} has bit {@code p} for piece {@code p}, and bit {@code i} of {@code occupancy} is cell
 * {@code f + 1 + i} (cell {@code f} itself is empty by definition, so it takes no bit). A key has
 * {@code span + P} bits, {@code span} the largest distance from a placement's first cell to its
 * last (23 + 17 = 40 for Quantumino, leaving 24 bits of each 8-byte slot to the count). A finished
 * packing is a state with {@code f} = the box's size; the count is returned per set of pieces used.
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
 * <p>Before the cut a slice is smaller only by its banned pieces: the pieces of the pattern are
 * free there (whether they are anchored before the cut is known only at the cut), so a pattern with
 * many pieces holds nearly every state up to the cut. The <em>reversed</em> pattern ({@link
 * Slicing#ENDS_AFTER}) is the same partition read from the box's far end: which pieces of {@code S}
 * end (have their last cell) at or after the cut. Before the cut it allows a piece of the pattern
 * only in placements that reach past the cut, so there it bans the pattern instead of its
 * complement. Where the cut is a layer boundary in the middle of the box, the half-turn that
 * swaps the box's ends maps the packings of pattern {@code s} of one kind one-to-one onto those of
 * pattern {@code s} of the other, piece set for piece set; so each slice can be counted the way
 * that bans more pieces early, and never more than half of {@code S} is free before the cut.
 *
 * <p>Memory: the state maps may hold at most a budget of bytes ({@link #withBudget}, by default 85%
 * of the heap), checked before a map doubles; past it the count stops with a
 * {@link MemoBudgetException} that says to cut the count into more slices, never with an
 * OutOfMemoryError.
 */
public final class FrontierCounter {
  /** The smallest budget: 64 KiB. */
  public static final long MIN_BUDGET = 1L << 16;
  final int pieces;
  final int size;
  /** anchorPiece[f][j], anchorMask[f][j]: placement j whose first cell (sweep order) is f. */
  private final int[][] anchorPiece;
  final long[][] anchorMask;
  /** anchorLast[f][j]: the last cell of placement j anchored at f, as an offset from f. */
  private final int[][] anchorLast;
  /**
   * fitting[f][w]: the placements j anchored at f that leave free the cells f+1..f+WINDOW marked in
   * {@code w}, grouped by piece: entries {@code 0..P} are where each piece's placements start in the
   * array (piece p: {@code [fitting[f][w][p], fitting[f][w][p+1])}), then the placements. A state
   * looks only at the placements of its unused pieces that fit its next WINDOW cells (most
   * placements at f collide there or are of a used piece: measured, 1.4 times faster for the
   * window alone).
   */
  final int[][][] fitting;
  static final int WINDOW = 10;
  /** How many pieces a packing can leave unused at most: pieces minus the fewest that fill the box. */
  final int spare;
  /** Bits of a state's key: the largest first-to-last offset of a placement, plus one per piece. */
  final int keyBits;
  final long budget;
  /** Where states go when the maps pass the budget; null: the count stops there instead. */
  final Path spill;
  /** Nanoseconds after the sweep's start at which it stops at a checkpoint (with {@link #spill}). */
  final long stopAfter;
  /** Threads (lanes of {@link FrontierSweep}) a count uses. */
  final int threads;
  /** Nanoseconds between checkpoints written without stopping (with {@link #spill}); MAX_VALUE: none. */
  final long checkpointEvery;

  /** Which pieces of the sliced set a slice's pattern names. */
  public enum Slicing {
    /** The pieces anchored (first cell) before the cut. */
    STARTS_BEFORE,
    /** The pieces with their last cell at or after the cut: the same slices seen from the box's far end. */
    ENDS_AFTER
  }

  private FrontierCounter(int pieces, int size, int[][] anchorPiece, long[][] anchorMask, int spare, long budget,
      Path spill, long stopAfter, int threads, long checkpointEvery) {
    this.pieces = pieces;
    this.size = size;
    this.anchorPiece = anchorPiece;
    this.anchorMask = anchorMask;
    this.anchorLast = new int[size][];
    for (int f = 0; f < size; f++) {
      anchorLast[f] = new int[anchorMask[f].length];
      for (int j = 0; j < anchorMask[f].length; j++) {
        anchorLast[f][j] = 63 - Long.numberOfLeadingZeros(anchorMask[f][j]);
      }
    }
    this.fitting = new int[size][1 << WINDOW][];
    for (int f = 0; f < size; f++) {
      int[] js = new int[pieces + 1 + anchorMask[f].length];
      for (int w = 0; w < 1 << WINDOW; w++) {
        int n = pieces + 1;
        for (int p = 0; p < pieces; p++) {
          js[p] = n;
          for (int j = 0; j < anchorMask[f].length; j++) {
            if (anchorPiece[f][j] == p && (anchorMask[f][j] >>> 1 & w) == 0) {
              js[n++] = j;
            }
          }
        }
        js[pieces] = n;
        fitting[f][w] = Arrays.copyOf(js, n);
      }
    }
    this.spare = spare;
    int span = 1;
    for (int[] last : anchorLast) {
      for (int l : last) {
        span = Math.max(span, l);
      }
    }
    this.keyBits = span + pieces;
    this.budget = budget;
    this.spill = spill;
    this.stopAfter = stopAfter;
    this.threads = threads;
    this.checkpointEvery = checkpointEvery;
  }

  /** This counter with at most {@code bytes} in its state maps (at least {@value #MIN_BUDGET}). */
  public FrontierCounter withBudget(long bytes) {
    if (bytes < MIN_BUDGET) {
      throw new BadInputException("frontier budget must be at least " + MIN_BUDGET + " bytes, got " + bytes);
    }
    return new FrontierCounter(pieces, size, anchorPiece, anchorMask, spare, bytes, spill, stopAfter, threads, checkpointEvery);
  }

  /**
   * This counter with its states spilled to files in {@code dir} when the maps would pass the
   * budget, instead of stopping (see {@link SpillStore}): memory then bounds only one partition of
   * a cell's states and the maps being filled, and the disk holds the rest. A checkpoint in
   * {@code dir} from an earlier run of the same count is taken up: the sweep goes on from it.
   */
  public FrontierCounter withSpill(Path dir) {
    return new FrontierCounter(pieces, size, anchorPiece, anchorMask, spare, budget, dir, stopAfter, threads, checkpointEvery);
  }

  /**
   * This counter, spilling to a folder ({@link #withSpill}), stopping at the first cell boundary
   * after {@code time}: it spills every map, writes the checkpoint and returns null from {@code count};
   * the same count with the same folder goes on from there.
   */
  public FrontierCounter stoppingAfter(java.time.Duration time) {
    if (spill == null) {
      throw new IllegalStateException("a stop needs a folder to spill to (withSpill) for its checkpoint");
    }
    return new FrontierCounter(pieces, size, anchorPiece, anchorMask, spare, budget, spill, time.toNanos(), threads, checkpointEvery);
  }

  /**
   * This counter, spilling to a folder ({@link #withSpill}), writing a checkpoint at the first cell
   * boundary after each {@code time} and going on: a run that dies (killed, out of memory, the
   * machine restarted) goes on from the last one instead of from its start. A checkpoint spills
   * every map, so the next cell is read back from disk; its files stay until the next checkpoint
   * replaces it, so the disk also holds the files of the cells processed since the last checkpoint.
   */
  public FrontierCounter checkpointingEvery(java.time.Duration time) {
    if (spill == null) {
      throw new IllegalStateException("a checkpoint needs a folder to spill to (withSpill)");
    }
    return new FrontierCounter(pieces, size, anchorPiece, anchorMask, spare, budget, spill, stopAfter, threads,
        time.toNanos());
  }

  /**
   * This counter sweeping with {@code n} threads (1, 2, 4 or 8), each adding the successors whose
   * key hashes to it (see {@link FrontierSweep}); the same counts, each thread with its share of
   * the budget.
   */
  public FrontierCounter withThreads(int n) {
    if (n < 1 || n > 8 || Integer.bitCount(n) != 1) {
      throw new BadInputException("frontier threads: 1, 2, 4 or 8, got " + n);
    }
    return new FrontierCounter(pieces, size, anchorPiece, anchorMask, spare, budget, spill, stopAfter, n, checkpointEvery);
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
    int largest = 1;
    for (int p = 0; p < pieces.size(); p++) {
      largest = Math.max(largest, pieces.get(p).size());
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
    if (span + pieces.size() > PackedCountMap.MAX_KEY_BITS) {
      throw new BadInputException("placements span " + (span + 1) + " cells: with " + pieces.size()
          + " pieces too wide for a state of " + PackedCountMap.MAX_KEY_BITS + " bits");
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
    int spare = Math.max(0, pieces.size() - (size + largest - 1) / largest);
    return new FrontierCounter(pieces.size(), size, ap, am, spare, (long) (Runtime.getRuntime().maxMemory() * 0.85),
        null, Long.MAX_VALUE, 1, Long.MAX_VALUE);
  }

  /**
   * Whether the box's volume is the sum of the sizes of some set of the pieces that fit in it (each
   * used at most once): a packing fills every cell, so without such a set there is none. A subset
   * sum over at most 24 pieces, read from the placements (a piece with none cannot be used).
   */
  boolean volumeAdmits() {
    int[] sizeOf = new int[pieces];
    for (int f = 0; f < size; f++) {
      for (int j = 0; j < anchorPiece[f].length; j++) {
        sizeOf[anchorPiece[f][j]] = Long.bitCount(anchorMask[f][j]);
      }
    }
    java.util.BitSet sums = new java.util.BitSet(size + 1);
    sums.set(0);
    for (int p = 0; p < pieces; p++) {
      for (int v = size - sizeOf[p]; v >= 0 && sizeOf[p] > 0; v--) {
        if (sums.get(v)) {
          sums.set(v + sizeOf[p]);
        }
      }
    }
    return sums.get(size);
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
    return count(cut, sliced, pattern, Slicing.STARTS_BEFORE, progress);
  }

  /**
   * As {@link #count(int, long, long, PrintWriter)}, with the pattern read as {@code slicing} says:
   * the packings whose pieces of {@code sliced} that start before the cut
   * ({@link Slicing#STARTS_BEFORE}), or that end at or after it ({@link Slicing#ENDS_AFTER}), are
   * exactly those of {@code pattern}.
   */
  public TreeMap<Long, Long> count(int cut, long sliced, long pattern, Slicing slicing, PrintWriter progress) {
    return count(cut, sliced, new long[] {pattern}, slicing == Slicing.ENDS_AFTER, progress);
  }

  /**
   * The packings of several {@link Slicing#STARTS_BEFORE} slices in one sweep: those whose pieces
   * of {@code sliced} anchored before cell {@code cut} are exactly one of {@code patterns}. Before
   * the cut only the pieces of {@code sliced} in no pattern are banned, so this costs about as much
   * memory there as the biggest of the slices, and less after it than all of them one by one.
   */
  public TreeMap<Long, Long> count(int cut, long sliced, long[] patterns, PrintWriter progress) {
    return count(cut, sliced, patterns.clone(), false, progress);
  }

  private TreeMap<Long, Long> count(int cut, long sliced, long[] patterns, boolean ends, PrintWriter progress) {
    for (long pattern : patterns) {
      if ((pattern & ~sliced) != 0 || cut < 0 || cut > size || sliced >>> pieces != 0) {
        throw new IllegalArgumentException("pattern " + pattern + " of pieces " + sliced + " at cell " + cut);
      }
    }
    if (patterns.length == 0) {
      throw new IllegalArgumentException("no pattern");
    }
    Arrays.sort(patterns);
    if (!volumeAdmits()) {
      return new TreeMap<>(); // no set of the pieces has the box's volume: no packing, nothing to sweep
    }
    try {
      return sweep(cut, sliced, patterns, ends, progress);
    } catch (OutOfMemoryError e) {
      // the budget is reckoned on the maps alone; a heap laid out in generations can run out first
      throw FrontierSweep.full("the heap (" + (Runtime.getRuntime().maxMemory() >> 20) + " MiB) ran out");
    }
  }

  private TreeMap<Long, Long> sweep(int cut, long sliced, long[] patterns, boolean ends, PrintWriter progress) {
    return new FrontierSweep(this, cut, sliced, patterns, ends, progress).run();
  }

  /**
   * The pieces each placement anchored at {@code f} may not be, by the slice: before the cut,
   * STARTS_BEFORE bans the pieces outside the pattern; ENDS_AFTER bans the pattern in placements
   * that end before the cut and the others in those that reach past it, and after the cut bans the
   * pieces outside the pattern (they would end after it). {@code into} is reused when long enough.
   */
  long[] bans(int f, int cut, long pattern, long outside, boolean ends, long[] into) {
    int n = anchorPiece[f].length;
    long[] ban = into.length >= n ? into : new long[n];
    for (int j = 0; j < n; j++) {
      if (!ends) {
        ban[j] = f < cut ? outside : 0;
      } else {
        ban[j] = f + anchorLast[f][j] < cut ? pattern : outside;
      }
    }
    return ban;
  }
}
