package io.github.dlxkit.polyomino.frontier;

import io.github.dlxkit.core.util.PackedCountMap;
import java.util.Arrays;
import java.util.TreeMap;
import java.util.function.LongPredicate;

/**
 * Which packings one sweep counts: those whose pieces of {@code sliced} anchored before cell
 * {@code cut} (or, {@code ends}, ending at or after it) are exactly one of {@code patterns}
 * (see {@link FrontierCounter} for slices); {@code sliced == 0}: every packing. The filters the
 * sweep applies at the cut and to its finished states live here, apart from the sweep itself.
 */
final class FrontierSlice {
  final int cut;
  final long sliced;
  /** Sorted, for the binary search of {@link #keep}. */
  final long[] patterns;
  final boolean ends;
  /** The pieces of {@code sliced} in no pattern. */
  final long outside;
  /**
   * The states a slice keeps at the cut: those of STARTS_BEFORE whose sliced pieces placed by now
   * are a pattern; those of ENDS_AFTER that can still become packings (a piece outside the pattern
   * not placed by now never will be, it would end after the cut, and a packing leaves at most
   * {@code spare} pieces unused).
   */
  final LongPredicate keep;

  /** {@code patterns} must be sorted; {@code spare}: the most pieces a packing leaves unused. */
  FrontierSlice(int cut, long sliced, long[] patterns, boolean ends, int spare) {
    this.cut = cut;
    this.sliced = sliced;
    this.patterns = patterns;
    this.ends = ends;
    long union = 0;
    for (long p : patterns) {
      union |= p;
    }
    long out = sliced & ~union;
    this.outside = out;
    this.keep = sliced == 0 ? key -> true
        : ends ? key -> Long.bitCount(out & ~key) <= spare
        : key -> Arrays.binarySearch(patterns, key & sliced) >= 0;
  }

  /** The counts per set of pieces used of the finished packings in {@code done}, keys of {@code pieces} bits. */
  TreeMap<Long, Long> result(PackedCountMap done, int pieces) {
    TreeMap<Long, Long> result = new TreeMap<>();
    long usedMask = (1L << pieces) - 1;
    for (int seg = 0; seg < PackedCountMap.SEGMENTS; seg++) {
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
}
