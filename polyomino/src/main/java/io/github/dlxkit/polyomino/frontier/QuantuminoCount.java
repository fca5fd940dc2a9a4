package io.github.dlxkit.polyomino.frontier;

import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.QuantuminoPieces;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

/**
 * Quantumino counts per aside through {@link FrontierCounter}, in the 5&times;8&times;2 box (or
 * another), for one aside (the 16 other pieces, all used) or for all 17 in one run (all 17 pieces
 * offered, 16 used: the piece missing from the final set is the one put aside).
 */
public final class QuantuminoCount {
  /** {@code aside} for all 17 asides in one run. */
  public static final int ALL = -1;

  private QuantuminoCount() {}

  /**
   * As {@link #count(int, int[], int, int, int)} cut at the middle cell of the box
   * (half its cells), the cut of {@code dlx quantumino --count} and of the recorded slice runs
   * (cut 40 in the 5x8x2 box).
   */
  public static TreeMap<Integer, Long> count(int aside, int[] box, int k, int slice) {
    return count(aside, box, middleCut(box), k, slice);
  }

  /** The middle cell of {@code box}: half its cells. */
  public static int middleCut(int[] box) {
    long cells = 1;
    for (int size : box) {
      cells *= size;
    }
    return (int) (cells / 2);
  }

  /**
   * The raw counts (every orientation of a packing counted) per aside, of slice {@code slice} of
   * {@code 2^k} (the pattern of the first {@code k} pieces offered, see {@link FrontierCounter}) cut
   * at cell {@code cut}: a map aside &rarr; count (asides with no packing absent).
   */
  public static TreeMap<Integer, Long> count(int aside, int[] box, int cut, int k, int slice) {
    return count(aside, box, cut, k, slice, slicing(box, cut, k, slice));
  }

  /**
   * The slicing that frees fewer pieces before the cut ({@link FrontierCounter.Slicing}):
   * {@code ENDS_AFTER} for a pattern of more than half the {@code k} pieces when the cut is the
   * box's middle layer boundary (there the two slicings give the same counts), else
   * {@code STARTS_BEFORE}.
   */
  public static FrontierCounter.Slicing slicing(int[] box, int cut, int k, int slice) {
    int longest = Math.max(box[0], Math.max(box[1], box[2]));
    int cells = box[0] * box[1] * box[2];
    boolean middleLayer = 2 * cut == cells && cut % (cells / longest) == 0;
    return middleLayer && 2 * Integer.bitCount(slice) > k
        ? FrontierCounter.Slicing.ENDS_AFTER : FrontierCounter.Slicing.STARTS_BEFORE;
  }

  /** As {@link #count(int, int[], int, int, int)} with the given slicing. */
  public static TreeMap<Integer, Long> count(int aside, int[] box, int cut, int k, int slice,
      FrontierCounter.Slicing slicing) {
    List<Polyomino> pieces = new ArrayList<>(QuantuminoPieces.all());
    if (aside != ALL) {
      pieces.remove(aside);
    }
    Map<Long, Long> bySet = FrontierCounter.of(pieces, box).count(cut, (1L << k) - 1, slice, slicing);
    if (aside == ALL) {
      return byAside(bySet);
    }
    TreeMap<Integer, Long> byAside = new TreeMap<>();
    Long n = bySet.get((1L << pieces.size()) - 1);
    if (n != null) {
      byAside.put(aside, n);
    }
    return byAside;
  }

  /**
   * The raw count of aside {@code aside} (the 16 other pieces) over the slices of {@code 2^k} whose
   * bit is set in {@code family} (bit {@code s} for slice {@code s}, {@code k <= 6}): the packings
   * whose pieces among 0..k-1 (numbered as in {@link QuantuminoPieces#all()}, as the all-asides
   * slices are) anchored before cell {@code cut} are exactly one slice of the family. One sweep
   * counts them all ({@link FrontierCounter#count(int, long, long[])}): before the cut
   * it holds all the aside's states (no piece is banned when the family has a slice with all k bits),
   * which fit where the all-asides states do not, and after it only those of the family's slices.
   */
  public static long countFamily(int aside, int[] box, int cut, int k, long family) {
    return countFamily(aside, box, cut, k, family, UnaryOperator.identity());
  }

  /**
   * As {@link #countFamily(int, int[], int, int, long)} with the counter configured by
   * {@code setup} (budget, spill folder).
   */
  public static long countFamily(int aside, int[] box, int cut, int k, long family,
      UnaryOperator<FrontierCounter> setup) {
    if (aside < 0 || aside >= QuantuminoPieces.COUNT || k < 1 || k > 6) {
      throw new IllegalArgumentException("aside " + aside + ", 2^" + k + " slices");
    }
    List<Polyomino> pieces = new ArrayList<>(QuantuminoPieces.all());
    pieces.remove(aside);
    long sliced = renumber((1L << k) - 1, aside);
    List<Long> patterns = new ArrayList<>();
    for (int slice = 0; slice < 1 << k; slice++) {
      // a slice with the aside's own bit holds no packing of this aside: it is never placed
      if ((family >>> slice & 1) != 0 && (slice >>> aside & 1) == 0) {
        patterns.add(renumber(slice, aside));
      }
    }
    if (patterns.isEmpty()) {
      return 0L;
    }
    long[] array = patterns.stream().mapToLong(Long::longValue).toArray();
    Map<Long, Long> bySet = setup.apply(FrontierCounter.of(pieces, box)).count(cut, sliced, array);
    return bySet.getOrDefault((1L << pieces.size()) - 1, 0L);
  }

  /**
   * The raw counts of all 17 asides at once over the slices of {@code 2^k} in {@code family} (as
   * in {@link #countFamily(int, int[], int, int, long)}, all 17 pieces offered): a map
   * aside &rarr; count. {@code setup} configures the counter: budget, spill folder.
   */
  public static TreeMap<Integer, Long> countFamily(int[] box, int cut, int k, long family,
      UnaryOperator<FrontierCounter> setup) {
    if (k < 1 || k > 6 || family == 0 || family >>> (1 << k) != 0 && k < 6) {
      throw new IllegalArgumentException("family " + Long.toHexString(family) + " of 2^" + k + " slices");
    }
    long[] patterns = new long[Long.bitCount(family)];
    for (int slice = 0, i = 0; slice < 1 << k; slice++) {
      if ((family >>> slice & 1) != 0) {
        patterns[i++] = slice;
      }
    }
    FrontierCounter counter = setup.apply(FrontierCounter.of(QuantuminoPieces.all(), box));
    Map<Long, Long> bySet = counter.count(cut, (1L << k) - 1, patterns);
    return byAside(bySet);
  }

  /** The counts per set of the 17 pieces used, per aside: the piece missing from a set of 16. */
  private static TreeMap<Integer, Long> byAside(Map<Long, Long> bySet) {
    TreeMap<Integer, Long> byAside = new TreeMap<>();
    for (Map.Entry<Long, Long> e : bySet.entrySet()) {
      if (Long.bitCount(e.getKey()) == QuantuminoPieces.COUNT - 1) {
        byAside.put(Long.numberOfTrailingZeros(~e.getKey()), e.getValue());
      }
    }
    return byAside;
  }

  /** {@code set} (bit p for piece p of all 17) in the numbering of the 16 pieces without {@code aside}. */
  private static long renumber(long set, int aside) {
    long low = set & ((1L << aside) - 1);
    return low | (set >>> (aside + 1)) << aside;
  }
}
