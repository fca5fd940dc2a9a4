package io.github.dlxkit.polyomino;

import io.github.dlxkit.polyomino.encoding.Placement;
import io.github.dlxkit.polyomino.encoding.SymmetryPlan;
import io.github.dlxkit.polyomino.encoding.TilingEncoding;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.Runner;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.TreeSizeEstimate;
import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.Region;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.time.Duration;

/**
 * A fast counter for regions of at most 128 cells: the filled cells are two {@code long}s, a
 * placement is a mask, and the search always fills the first empty cell (de Bruijn's rule, which
 * needs no item lists to decide where to branch). It explores more nodes than Dancing Links but
 * each node costs a few dozen AND instructions instead of hundreds of list updates: about 4 times
 * faster on the 6&times;10 pentominoes and 2 to 3 times on Quantumino
 * (docs/performance/2026-11-22-to-24-polyomino.md).
 *
 * <h2>Layout</h2>
 * Region cells get bit numbers 0..n-1 in an order that sweeps the short axes first (the axes
 * sorted by decreasing extent, the longest being the most significant), so that "the first empty
 * cell" runs along a short frontier, which keeps the branching low. Bit {@code b} is bit {@code b}
 * of word {@code lo} for b &lt; 64, bit {@code b - 64} of word {@code hi} otherwise. The rows whose
 * lowest bit is {@code b} are {@code start[b] .. start[b+1]}: their masks in {@code lo[]} and
 * {@code hi[]}, the bit of their piece in {@code pieceBit[]} (0 for a reusable piece) and their row
 * number in {@code row[]}. A state is {@code (filledLo, filledHi, used)}: the cells covered and the
 * single-use pieces placed. A solution is counted once, when every cell is filled and every
 * single-use piece placed.
 *
 * <p>This class holds the tables; the search is a {@link BitboardTree}, run by core's
 * {@link Runner} like every other counting search: its threads (from core's one pool) take the
 * subtrees of core's cut, one node per state visited, a compare per node against the next poll,
 * progress reports (Knuth's fraction done) when a listener is set, and a stop on interrupt. The
 * weighted counts (one row per orbit times its orbit's size, and the stabiliser sums of
 * {@link TilingSolver#countDistinct()}) are the tree's roots and weights: the runner adds each
 * solution's weight as the tree reports it. A stopped count throws {@link SearchStoppedException}.
 *
 * <p>Its slow twin is {@link DancingLinksCounter}; the tests check that they agree.
 */
final class BitboardCounter implements SolutionCounter {
  /** The largest region it can search. */
  public static final int MAX_CELLS = 128;

  final long fullLo;
  final long fullHi;
  final int cells;
  final long required;
  final int[] start;
  final long[] lo;
  final long[] hi;
  final long[] pieceBit;
  final int[] row;
  final long[] rowLo; // by row number
  final long[] rowHi;
  final long[] rowPiece;
  private final ProgressListener listener; // null: no progress reports
  private final Duration interval;

  /** This counter's tables, reporting progress to {@code listener} about once per {@code interval}. */
  private BitboardCounter(BitboardCounter c, ProgressListener listener, Duration interval) {
    fullLo = c.fullLo;
    fullHi = c.fullHi;
    cells = c.cells;
    required = c.required;
    start = c.start;
    lo = c.lo;
    hi = c.hi;
    pieceBit = c.pieceBit;
    row = c.row;
    rowLo = c.rowLo;
    rowHi = c.rowHi;
    rowPiece = c.rowPiece;
    this.listener = listener;
    this.interval = interval;
  }

  /** {@return this counter (sharing its tables) reporting progress to {@code listener} about once per {@code interval}} */
  public BitboardCounter withProgress(ProgressListener listener, Duration interval) {
    return new BitboardCounter(this, listener, interval);
  }

  private BitboardCounter(TilingEncoding encoding) {
    listener = null;
    interval = null;
    Region region = encoding.region();
    cells = region.size();
    int[] bit = bitNumbers(region);
    fullLo = cells >= 64 ? -1L : (1L << cells) - 1;
    fullHi = cells <= 64 ? 0 : cells == 128 ? -1L : (1L << (cells - 64)) - 1;
    long req = 0;
    int single = 0;
    long[] pieceBits = new long[encoding.pieces().size()];
    for (int p = 0; p < pieceBits.length; p++) {
      if (!encoding.isReusable(p)) {
        pieceBits[p] = 1L << single++;
        req |= pieceBits[p];
      }
    }
    required = req;
    List<Placement> rows = encoding.rows();
    int n = rows.size();
    rowLo = new long[n];
    rowHi = new long[n];
    rowPiece = new long[n];
    int[] lowest = new int[n];
    int[] perLowest = new int[cells + 1];
    for (Placement p : rows) {
      int r = p.row();
      int[] covered = p.cells(); // a copy, once per row while the bitboard is built
      for (int k = 0; k < covered.length; k++) {
        int b = bit[covered[k]];
        if (b < 64) {
          rowLo[r] |= 1L << b;
        } else {
          rowHi[r] |= 1L << (b - 64);
        }
      }
      rowPiece[r] = pieceBits[p.piece()];
      lowest[r] = rowLo[r] != 0 ? Long.numberOfTrailingZeros(rowLo[r]) : 64 + Long.numberOfTrailingZeros(rowHi[r]);
      perLowest[lowest[r] + 1]++;
    }
    start = new int[cells + 1];
    for (int b = 0; b < cells; b++) {
      start[b + 1] = start[b] + perLowest[b + 1];
    }
    lo = new long[n];
    hi = new long[n];
    pieceBit = new long[n];
    row = new int[n];
    int[] fill = Arrays.copyOf(start, cells);
    for (int r = 0; r < n; r++) {
      int k = fill[lowest[r]]++;
      lo[k] = rowLo[r];
      hi[k] = rowHi[r];
      pieceBit[k] = rowPiece[r];
      row[k] = r;
    }
  }

  /** {@return whether the problem fits: at most 128 cells and at most 64 single-use pieces} */
  public static boolean supports(TilingEncoding encoding) {
    int single = 0;
    for (int p = 0; p < encoding.pieces().size(); p++) {
      single += encoding.isReusable(p) ? 0 : 1;
    }
    return encoding.region().size() <= MAX_CELLS && single <= 64;
  }

  /** {@return the counter for {@code encoding}, which must be {@linkplain #supports supported}} */
  public static BitboardCounter of(TilingEncoding encoding) {
    if (!supports(encoding)) {
      throw new BadInputException("the bitboard counter needs at most " + MAX_CELLS
          + " cells and 64 single-use pieces, got " + encoding.region().size() + " cells");
    }
    return new BitboardCounter(encoding);
  }

  /** Bit numbers for the region's cells: lexicographic with the axes by decreasing extent. */
  private static int[] bitNumbers(Region region) {
    int d = region.dimension();
    int[] extent = region.extent();
    Integer[] axes = new Integer[d];
    for (int i = 0; i < d; i++) {
      axes[i] = i;
    }
    Arrays.sort(axes, Comparator.comparingInt((Integer a) -> -extent[a])); // stable: ties keep axis order
    Integer[] order = new Integer[region.size()];
    for (int k = 0; k < order.length; k++) {
      order[k] = k;
    }
    Arrays.sort(order, (x, y) -> {
      Cell a = region.cell(x);
      Cell b = region.cell(y);
      for (int axis : axes) {
        int c = Integer.compare(a.get(axis), b.get(axis));
        if (c != 0) {
          return c;
        }
      }
      return 0;
    });
    int[] bit = new int[order.length];
    for (int k = 0; k < order.length; k++) {
      bit[order[k]] = k;
    }
    return bit;
  }

  @Override
  public long countAll(int threads) {
    return run(threads, null, null, null);
  }

  @Override
  public long countContaining(int[] rows, long[] weights, int threads) {
    return run(threads, rows.clone(), weights.clone(), null);
  }

  @Override
  public long stabiliserSum(int row, SymmetryPlan plan, int threads) {
    return row < 0 ? run(threads, null, null, plan) : run(threads, new int[] {row}, new long[] {1}, plan);
  }

  /**
   * The search of {@link #countContaining} ({@link #countAll} with null roots) as a
   * {@link SplittableSearch} named {@code identity}: core's runner cuts the same tree it runs for a
   * count ({@link Runner#splittable}), and each subproblem's count is weighted as that count's is,
   * so the parts add up to the same number. {@code identity} is asked when the search's identity
   * first is ({@link Runner#splittable(java.util.function.Supplier)}).
   */
  SplittableSearch splittable(int[] roots, long[] weights, java.util.function.Supplier<String> identity) {
    int[] r = roots == null ? null : roots.clone();
    long[] w = weights == null ? null : weights.clone();
    return new Runner<>(() -> new BitboardTree(this, r, w, null), SearchLimits.none(), null, null)
        .splittable(identity);
  }

  /** How many rows (placements) the problem has. */
  int rowCount() {
    return rowLo.length;
  }

  /**
   * The weighted sum of the solutions of the tree with these {@code roots} (see
   * {@link BitboardTree}), run by core's runner with {@code threads} threads.
   */
  private long run(int threads, int[] roots, long[] weights, SymmetryPlan plan) {
    Runner<BitboardTree> runner = new Runner<>(() -> new BitboardTree(this, roots, weights, plan),
        SearchLimits.none(), listener, interval);
    SearchResult result = runner.run(threads, null);
    if (!result.isComplete()) {
      throw new SearchStoppedException(result);
    }
    return result.solutions();
  }

  /** The first empty cell of a state that is not full. */
  static int firstEmpty(long filledLo, long filledHi) {
    return filledLo != -1L ? Long.numberOfTrailingZeros(~filledLo) : 64 + Long.numberOfTrailingZeros(~filledHi);
  }

  /**
   * Knuth's estimate of the search below row {@code row} (the whole search if -1), for searches too
   * long to run: {@code samples} random walks go down {@code depth} levels, choosing among the
   * children uniformly; the subtree where a walk stops is counted exactly, and its solutions and
   * nodes (with the nodes on the way), multiplied by the product of the branching factors on the
   * way, are unbiased estimates of the whole search's. The speed is measured on the subtrees
   * counted ({@link TreeSizeEstimate#nodesPerSecond}); the standard errors say how far to trust them.
   */
  public TreeSizeEstimate estimateCost(int row, int depth, int samples, long seed) {
    java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
    int[] children = new int[lo.length];
    TreeSizeEstimate.Walks counts = new TreeSizeEstimate.Walks();
    TreeSizeEstimate.Walks nodes = new TreeSizeEstimate.Walks();
    long counted = 0;
    long nanos = 0;
    for (int s = 0; s < samples; s++) {
      long fLo = row < 0 ? 0 : rowLo[row];
      long fHi = row < 0 ? 0 : rowHi[row];
      long used = row < 0 ? 0 : rowPiece[row];
      double weight = 1;
      double pathNodes = 0; // the nodes the walk passed, each standing for weight of them
      for (int level = 0; level < depth && !(fLo == fullLo && fHi == fullHi); level++) {
        pathNodes += weight;
        int b = firstEmpty(fLo, fHi);
        int n = 0;
        for (int k = start[b]; k < start[b + 1]; k++) {
          if ((lo[k] & fLo) == 0 && (hi[k] & fHi) == 0 && (pieceBit[k] & used) == 0) {
            children[n++] = k;
          }
        }
        if (n == 0) {
          weight = 0;
          break;
        }
        int k = children[random.nextInt(n)];
        weight *= n;
        fLo |= lo[k];
        fHi |= hi[k];
        used |= pieceBit[k];
      }
      long count = 0;
      long below = 0;
      if (weight != 0) {
        BitboardTree tree = new BitboardTree(this);
        long t0 = System.nanoTime();
        count = tree.countBelow(fLo, fHi, used);
        nanos += System.nanoTime() - t0;
        below = tree.nodes();
        counted += below;
      }
      counts.add(weight * count);
      nodes.add(pathNodes + weight * below);
    }
    double rate = nanos > 0 ? counted / (nanos / 1e9) : 0;
    return new TreeSizeEstimate(samples, nodes.mean(), nodes.standardError(), counts.mean(),
        counts.standardError(), 0, rate);
  }
}
