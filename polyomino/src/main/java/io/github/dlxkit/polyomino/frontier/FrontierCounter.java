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
  private final int pieces;
  private final int size;
  /** anchorPiece[f][j], anchorMask[f][j]: placement j whose first cell (sweep order) is f. */
  private final int[][] anchorPiece;
  private final long[][] anchorMask;
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
  private final int[][][] fitting;
  private static final int WINDOW = 10;
  /** How many pieces a packing can leave unused at most: pieces minus the fewest that fill the box. */
  private final int spare;
  /** Bits of a state's key: the largest first-to-last offset of a placement, plus one per piece. */
  private final int keyBits;
  private final long budget;
  /** Where states go when the maps pass the budget; null: the count stops there instead. */
  private final Path spill;
  /** Nanoseconds after the sweep's start at which it stops at a checkpoint (with {@link #spill}). */
  private final long stopAfter;

  /** Which pieces of the sliced set a slice's pattern names. */
  public enum Slicing {
    /** The pieces anchored (first cell) before the cut. */
    STARTS_BEFORE,
    /** The pieces with their last cell at or after the cut: the same slices seen from the box's far end. */
    ENDS_AFTER
  }

  private FrontierCounter(int pieces, int size, int[][] anchorPiece, long[][] anchorMask, int spare, long budget,
      Path spill, long stopAfter) {
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
  }

  /** This counter with at most {@code bytes} in its state maps (at least {@value #MIN_BUDGET}). */
  public FrontierCounter withBudget(long bytes) {
    if (bytes < MIN_BUDGET) {
      throw new BadInputException("frontier budget must be at least " + MIN_BUDGET + " bytes, got " + bytes);
    }
    return new FrontierCounter(pieces, size, anchorPiece, anchorMask, spare, bytes, spill, stopAfter);
  }

  /**
   * This counter with its states spilled to files in {@code dir} when the maps would pass the
   * budget, instead of stopping (see {@link SpillStore}): memory then bounds only one partition of
   * a cell's states and the maps being filled, and the disk holds the rest. A checkpoint in
   * {@code dir} from an earlier run of the same count is taken up: the sweep goes on from it.
   */
  public FrontierCounter withSpill(Path dir) {
    return new FrontierCounter(pieces, size, anchorPiece, anchorMask, spare, budget, dir, stopAfter);
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
    return new FrontierCounter(pieces, size, anchorPiece, anchorMask, spare, budget, spill, time.toNanos());
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
        null, Long.MAX_VALUE);
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
    try {
      return sweep(cut, sliced, patterns, ends, progress);
    } catch (OutOfMemoryError e) {
      // the budget is reckoned on the maps alone; a heap laid out in generations can run out first
      throw full("the heap (" + (Runtime.getRuntime().maxMemory() >> 20) + " MiB) ran out");
    }
  }

  private MemoBudgetException full(String what) {
    return new MemoBudgetException("frontier count: " + what + "; count in more slices (a larger K in"
        + " --slice I/K) or raise -Xmx");
  }

  private TreeMap<Long, Long> sweep(int cut, long sliced, long[] patterns, boolean ends, PrintWriter progress) {
    return new Sweep(cut, sliced, patterns, ends, progress).run();
  }

  /**
   * Thrown (without a stack trace) by a growing target map's budget check when only spilling that
   * map itself would make room; the add that asked is left undone, and is done again after.
   */
  private static final class SpillRequest extends RuntimeException {
    private static final long serialVersionUID = 1L;
    static final SpillRequest INSTANCE = new SpillRequest();

    private SpillRequest() {
      super(null, null, false, false);
    }
  }

  /**
   * One count: a state map per cell ahead of the sweep ({@code maps[g]}: the states whose first
   * empty cell is {@code g}), and, with {@link #withSpill}, the store the maps go to when they
   * would pass the budget. The map of the cell being processed, {@code maps[f]}, is never spilled.
   */
  private final class Sweep {
    private final int cut;
    private final long sliced;
    private final long[] patterns;
    private final boolean ends;
    private final PrintWriter progress;
    /** The pieces of {@code sliced} in no pattern. */
    private final long outside;
    /**
     * The states a slice keeps at the cut: those of STARTS_BEFORE whose sliced pieces placed by now
     * are a pattern; those of ENDS_AFTER that can still become packings (a piece outside the pattern
     * not placed by now never will be, it would end after the cut, and a packing leaves at most
     * {@code spare} pieces unused).
     */
    private final LongPredicate cutKeep;
    private final PackedCountMap[] maps = new PackedCountMap[size + 1];
    private final SpillStore store;
    private final long started = System.nanoTime();
    private int f;
    /** Whether the maps now in memory have been through the cut's filter. */
    private boolean cutDone;
    private long peakStates;
    private long peakDisk;

    Sweep(int cut, long sliced, long[] patterns, boolean ends, PrintWriter progress) {
      this.cut = cut;
      this.sliced = sliced;
      this.patterns = patterns;
      this.ends = ends;
      this.progress = progress;
      long union = 0;
      for (long p : patterns) {
        union |= p;
      }
      long out = sliced & ~union;
      this.outside = out;
      this.cutKeep = sliced == 0 ? key -> true
          : ends ? key -> Long.bitCount(out & ~key) <= spare
          : key -> Arrays.binarySearch(patterns, key & sliced) >= 0;
      this.store = spill == null ? null : new SpillStore(spill, size, pieces + " pieces, " + size + " cells, "
          + placements() + " placements, cut " + cut + ", sliced " + Long.toHexString(sliced) + " "
          + (ends ? "ends-after " : "starts-before ") + Arrays.toString(patterns));
    }

    TreeMap<Long, Long> run() {
      int start = store == null ? -1 : store.resume();
      if (start < 0) {
        start = 0;
        maps[0] = newMap(16);
        maps[0].add(0L, 1L);
      } else {
        say("resumed at cell %d from the checkpoint in %s (%d MiB on disk)%n", start, spill, store.bytes() >> 20);
      }
      cutDone = start > cut;
      long[] ban = new long[0];
      for (f = start; f < size; f++) {
        if (store != null && f > start && System.nanoTime() - started > stopAfter) {
          spillFrom(f, null);
          store.checkpoint(f);
          say("stopped at cell %d after %.1f s: checkpoint in %s (%d MiB); the same count goes on from it%n",
              f, seconds(), spill, store.bytes() >> 20);
          return null;
        }
        if (f == cut && sliced != 0) {
          applyCut();
        }
        ban = bans(f, cut, patterns[0], outside, ends, ban);
        if (store != null && (store.has(f) || maps[f] != null && maps[f].bytes() > budget / 2)) {
          if (maps[f] != null) {
            store.spill(f, maps[f], cutDone);
            maps[f] = null;
          }
          long states = 0;
          LongPredicate keep = f >= cut ? cutKeep : key -> true; // a cell before the cut is not filtered
          for (int p = 0; p < CountSpillFile.PARTITIONS; p++) {
            PackedCountMap part = maps[f] = newMap(16);
            store.read(f, p, keep, part);
            states += part.size();
            expand(part, ban);
            maps[f] = null;
          }
          store.done(f);
          report(states, " from disk");
        } else if (maps[f] != null) {
          report(maps[f].size(), "");
          expand(maps[f], ban);
          maps[f] = null;
        }
      }
      if (store != null && store.has(size)) {
        if (maps[size] == null) {
          maps[size] = newMap(16);
        }
        for (int p = 0; p < CountSpillFile.PARTITIONS; p++) {
          store.read(size, p, cutKeep, maps[size]);
        }
        store.done(size);
      }
      TreeMap<Long, Long> result = result(maps[size]);
      say("done: peak %d live states in memory, %d MiB at most on disk, %.1f s%n", peakStates, peakDisk >> 20,
          seconds());
      if (store != null) {
        store.clear();
      }
      return result;
    }

    /** The counts per set of pieces used of the finished packings in {@code done}. */
    private TreeMap<Long, Long> result(PackedCountMap done) {
      TreeMap<Long, Long> result = new TreeMap<>();
      long usedMask = (1L << pieces) - 1;
      for (int seg = 0; done != null && seg < PackedCountMap.SEGMENTS; seg++) {
        for (int s = 0; s < done.capacity(seg); s++) {
          long k = done.keyAt(seg, s);
          // an ENDS_AFTER pattern piece never placed ends nowhere: that packing is another slice's
          if (k != PackedCountMap.EMPTY && (!ends || (k & patterns[0]) == patterns[0])) {
            result.merge(k & usedMask, done.countAt(seg, s), Math::addExact);
          }
        }
      }
      return result;
    }

    /** Adds the successors of every state of {@code m} (first empty cell {@code f}) to the maps ahead. */
    private void expand(PackedCountMap m, long[] ban) {
      long[] pmask = anchorMask[f];
      int[][] fits = fitting[f];
      long usedMask = (1L << pieces) - 1;
      // a new target map starts at a quarter of its source, unless maps have been spilled: then
      // memory is short and the maps grow from small
      int hint = store != null && store.bytes() > 0 ? 16 : Math.max(16, m.size() / 4);
      for (int seg = 0; seg < PackedCountMap.SEGMENTS; seg++) {
        for (int s = 0, cap = m.capacity(seg); s < cap; s++) {
          long key = m.keyAt(seg, s);
          if (key == PackedCountMap.EMPTY) {
            continue;
          }
          long n = m.countAt(seg, s);
          long occ = key >>> pieces << 1;
          long used = key & usedMask;
          int[] fit = fits[(int) (occ >>> 1) & ((1 << WINDOW) - 1)];
          for (long free = ~used & usedMask; free != 0; free &= free - 1) {
            int p = Long.numberOfTrailingZeros(free);
            long bit = 1L << p;
            for (int i = fit[p], end = fit[p + 1]; i < end; i++) {
              int j = fit[i];
              if ((ban[j] & bit) == 0 && (occ & pmask[j]) == 0) {
                put(occ | pmask[j], used | bit, n, hint);
              }
            }
          }
        }
      }
    }

    /**
     * Adds {@code n} to the state after a placement: occupancy {@code o} from cell f on (its bit 0,
     * cell f, now set), pieces {@code used}; it goes to the map of its first empty cell.
     */
    private void put(long o, long used, long n, int hint) {
      int t = Long.numberOfTrailingZeros(~o);
      int g = f + t;
      long next = (o >>> t + 1) << pieces | used;
      try {
        PackedCountMap target = maps[g];
        if (target == null) {
          target = maps[g] = newMap(hint);
        }
        target.add(next, n);
      } catch (SpillRequest e) {
        store.spill(g, maps[g], cutDone);
        maps[g] = newMap(16);
        maps[g].add(next, n);
      }
    }

    /** The cut's filter on the maps ahead, in memory where the filtered copies fit, else on reading them back. */
    private void applyCut() {
      long biggest = 0;
      for (int g = f; g <= size; g++) {
        biggest = Math.max(biggest, maps[g] == null ? 0 : maps[g].bytes());
      }
      if (store == null || bytes() + biggest <= budget) {
        for (int g = f; g <= size; g++) {
          if (maps[g] != null) {
            PackedCountMap kept = maps[g].filtered(cutKeep);
            maps[g] = kept.onGrow(extra -> room(kept, extra));
          }
        }
      } else {
        spillFrom(f, null);
      }
      cutDone = true;
    }

    /** Spills every map from cell {@code from} on but {@code keep}; returns the bytes freed. */
    private long spillFrom(int from, PackedCountMap keep) {
      long freed = 0;
      for (int g = from; g <= size; g++) {
        PackedCountMap x = maps[g];
        if (x != null && x != keep && x.size() > 0) {
          freed += x.bytes();
          store.spill(g, x, cutDone);
          maps[g] = null;
        }
      }
      peakDisk = Math.max(peakDisk, store.bytes());
      return freed;
    }

    /**
     * Makes room for {@code extra} more bytes of map {@code growing} (null: a new map): past the
     * budget, spills the other maps ahead (never {@code maps[f]}, being read or expanded), and, if
     * that is not enough, asks for {@code growing} itself to be spilled; without a store, or with
     * nothing left to spill, stops the count.
     */
    private void room(PackedCountMap growing, long extra) {
      if (bytes() + extra <= budget) {
        return;
      }
      if (store != null) {
        long freed = spillFrom(f + 1, growing);
        if (freed > 0) {
          say("cell %d: spilled %d MiB of states to disk (%d MiB there), %.1f s%n", f, freed >> 20,
              store.bytes() >> 20, seconds());
        }
        if (bytes() + extra <= budget) {
          return;
        }
        if (growing != null && growing != maps[f] && growing.bytes() > budget / 64) {
          throw SpillRequest.INSTANCE;
        }
      }
      throw full("the states need more than the budget of " + (budget >> 20) + " MiB");
    }

    /** A state map whose segments make room before they double. */
    private PackedCountMap newMap(int expected) {
      if (store != null) {
        // room for a large map made in advance would push out the maps being filled (measured: with
        // an eighth of the budget each, eight new maps after a spill filled it at once, and every
        // spill after wrote a few hundred MiB), so a map starts at most at a 64th of the budget
        expected = (int) Math.min(expected, budget / 64 / (2 * PackedCountMap.BYTES_PER_SLOT));
      }
      room(null, (long) expected * 2 * PackedCountMap.BYTES_PER_SLOT);
      PackedCountMap m = new PackedCountMap(keyBits, expected);
      return m.onGrow(extra -> room(m, extra));
    }

    private long bytes() {
      long bytes = 0;
      for (PackedCountMap m : maps) {
        bytes += m == null ? 0 : m.bytes();
      }
      return bytes;
    }

    private void report(long states, String from) {
      long live = 0;
      for (PackedCountMap x : maps) {
        live += x == null ? 0 : x.size();
      }
      peakStates = Math.max(peakStates, live + (from.isEmpty() ? 0 : states));
      say("cell %d/%d: %d states here%s, %d live in %d MiB, %d MiB on disk, %.1f s%n", f, size, states, from, live,
          bytes() >> 20, store == null ? 0 : store.bytes() >> 20, seconds());
    }

    private double seconds() {
      return (System.nanoTime() - started) / 1e9;
    }

    private void say(String format, Object... args) {
      if (progress != null) {
        progress.printf(format, args);
        progress.flush();
      }
    }
  }

  /**
   * The pieces each placement anchored at {@code f} may not be, by the slice: before the cut,
   * STARTS_BEFORE bans the pieces outside the pattern; ENDS_AFTER bans the pattern in placements
   * that end before the cut and the others in those that reach past it, and after the cut bans the
   * pieces outside the pattern (they would end after it). {@code into} is reused when long enough.
   */
  private long[] bans(int f, int cut, long pattern, long outside, boolean ends, long[] into) {
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
