package io.github.dlxkit.polyomino.frontier;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.memo.MemoBudgetException;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.util.CountSpillFile;
import io.github.dlxkit.core.util.PackedCountMap;
import io.github.dlxkit.polyomino.model.Polyomino;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;

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
 *
 * <p>Layout of the code: {@link FrontierTable} holds the placements, {@link FrontierSlice} which
 * packings one sweep counts, {@link FrontierSweep} the sweep itself (one thread), {@link SpillStore}
 * the states past the budget; {@link FrontierSearch} cuts a count into slices for core's runner
 * (threads, limits, progress, checkpoints, parts).
 *
 * <pre>{@code
 * FrontierCounter c = FrontierCounter.of(QuantuminoPieces.all().subList(0, 8), 4, 5, 2);
 * long packings = c.count().getOrDefault(0xFFL, 0L);       // all 8 pieces used
 * }</pre>
 */
public final class FrontierCounter {
  /** The smallest budget: 64 KiB. */
  public static final long MIN_BUDGET = 1L << 16;
  final FrontierTable table;
  final long budget;
  /** Where states go when the maps pass the budget; null: the count stops there instead. */
  final Path spill;

  /** Which pieces of the sliced set a slice's pattern names. */
  public enum Slicing {
    /** The pieces anchored (first cell) before the cut. */
    STARTS_BEFORE,
    /** The pieces with their last cell at or after the cut: the same slices seen from the box's far end. */
    ENDS_AFTER
  }

  private FrontierCounter(FrontierTable table, long budget, Path spill) {
    this.table = table;
    this.budget = budget;
    this.spill = spill;
  }

  /** This counter with at most {@code bytes} in its state maps (at least {@value #MIN_BUDGET}). */
  public FrontierCounter withBudget(long bytes) {
    if (bytes < MIN_BUDGET) {
      throw new BadInputException("frontier budget must be at least " + MIN_BUDGET + " bytes, got " + bytes);
    }
    return new FrontierCounter(table, bytes, spill);
  }

  /**
   * This counter with its states spilled to files in {@code dir} when the maps would pass the
   * budget, instead of stopping (see {@link SpillStore}): memory then bounds only one partition of
   * a cell's states and the maps being filled, and the disk holds the rest. The files last as long
   * as the count; one count at a time may use the folder.
   */
  public FrontierCounter withSpill(Path dir) {
    return new FrontierCounter(table, budget, dir);
  }

  /** The counter for {@code pieces} (rotations allowed, no reflections) in the box {@code sizes} (3-D). */
  public static FrontierCounter of(List<Polyomino> pieces, int... sizes) {
    return new FrontierCounter(FrontierTable.of(pieces, sizes), (long) (Runtime.getRuntime().maxMemory() * 0.85), null);
  }

  /** The number of placements (rows of the exact-cover matrix, piece items aside). */
  public int placements() {
    return table.placements();
  }

  /** The number of cells of the box. */
  public int size() {
    return table.size;
  }

  /** The number of pieces offered. */
  public int pieces() {
    return table.pieces;
  }

  /** The packings counted in full (one slice). */
  public TreeMap<Long, Long> count() {
    return count(0, 0L, 0L);
  }

  /**
   * The number of packings, per set of pieces used (bit {@code p} = piece {@code p}), whose pieces
   * of {@code sliced} anchored before cell {@code cut} are exactly those of {@code pattern}.
   */
  public TreeMap<Long, Long> count(int cut, long sliced, long pattern) {
    return count(cut, sliced, pattern, Slicing.STARTS_BEFORE);
  }

  /**
   * As {@link #count(int, long, long)}, with the pattern read as {@code slicing} says:
   * the packings whose pieces of {@code sliced} that start before the cut
   * ({@link Slicing#STARTS_BEFORE}), or that end at or after it ({@link Slicing#ENDS_AFTER}), are
   * exactly those of {@code pattern}.
   */
  public TreeMap<Long, Long> count(int cut, long sliced, long pattern, Slicing slicing) {
    return count(cut, sliced, new long[] {pattern}, slicing == Slicing.ENDS_AFTER);
  }

  /**
   * The packings of several {@link Slicing#STARTS_BEFORE} slices in one sweep: those whose pieces
   * of {@code sliced} anchored before cell {@code cut} are exactly one of {@code patterns}. Before
   * the cut only the pieces of {@code sliced} in no pattern are banned, so this costs about as much
   * memory there as the biggest of the slices, and less after it than all of them one by one.
   */
  public TreeMap<Long, Long> count(int cut, long sliced, long[] patterns) {
    return count(cut, sliced, patterns.clone(), false);
  }

  private TreeMap<Long, Long> count(int cut, long sliced, long[] patterns, boolean ends) {
    return count(slice(cut, sliced, patterns, ends), SearchControl.of(SearchLimits.none()).worker());
  }

  /** The slice of these arguments, checked; {@code patterns} is sorted in place. */
  FrontierSlice slice(int cut, long sliced, long[] patterns, boolean ends) {
    if (patterns.length == 0) {
      throw new IllegalArgumentException("no pattern");
    }
    for (long pattern : patterns) {
      if ((pattern & ~sliced) != 0 || cut < 0 || cut > table.size || sliced >>> table.pieces != 0) {
        throw new IllegalArgumentException("pattern " + pattern + " of pieces " + sliced + " at cell " + cut);
      }
    }
    Arrays.sort(patterns);
    return new FrontierSlice(cut, sliced, patterns, ends, table.spare);
  }

  /**
   * The packings of {@code slice} per set of pieces used, swept on this thread under
   * {@code worker}'s control (its limits stop the sweep with a
   * {@link io.github.dlxkit.core.search.SearchStoppedException}).
   */
  TreeMap<Long, Long> count(FrontierSlice slice, SearchControl.Worker worker) {
    if (!table.volumeAdmits()) {
      return new TreeMap<>(); // no set of the pieces has the box's volume: no packing, nothing to sweep
    }
    try {
      return new FrontierSweep(table, slice, budget, spill == null ? null : new SpillStore(spill, table.size), worker)
          .run();
    } catch (OutOfMemoryError e) {
      // the budget is reckoned on the maps alone; a heap laid out in generations can run out first
      throw FrontierSweep.full("the heap (" + (Runtime.getRuntime().maxMemory() >> 20) + " MiB) ran out");
    }
  }
}
