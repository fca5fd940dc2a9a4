package io.github.dlxkit.polyomino.frontier;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.util.PackedCountMap;
import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.Polyomino;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The placements a {@link FrontierSweep} reads, laid out by the cell they are anchored at (their
 * first cell in sweep order, along the box's longest axis): built once per counter, read by every
 * sweep and thread, never written after construction. The state layout they serve is described in
 * {@link FrontierCounter}.
 */
final class FrontierTable {
  final int pieces;
  /** Cells per layer across the sweep axis: a cell {@code c} with {@code c % layer == 0} starts a layer. */
  final int layer;
  final int size;
  /** anchorPiece[f][j], anchorMask[f][j]: placement j whose first cell (sweep order) is f. */
  final int[][] anchorPiece;
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
  private FrontierTable(int pieces, int size, int layer, int[][] anchorPiece, long[][] anchorMask, int spare) {
    this.layer = layer;
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
  }

  /** The placements of {@code pieces} (rotations allowed, no reflections) in the box {@code sizes} (3-D). */
  static FrontierTable of(List<Polyomino> pieces, int... sizes) {
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
    return new FrontierTable(pieces.size(), size, cross, ap, am, spare);
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

  /**
   * A text naming everything a count depends on: the cells and layers, and every placement (piece
   * and cells) in sweep order. Two tables with the same text give the same counts.
   */
  String describe() {
    StringBuilder b = new StringBuilder("frontier-table 1 pieces ").append(pieces).append(" cells ").append(size)
        .append(" layer ").append(layer).append('\n');
    for (int f = 0; f < size; f++) {
      for (int j = 0; j < anchorPiece[f].length; j++) {
        b.append(f).append(' ').append(anchorPiece[f][j]).append(' ').append(Long.toHexString(anchorMask[f][j]))
            .append('\n');
      }
    }
    return b.toString();
  }
}
