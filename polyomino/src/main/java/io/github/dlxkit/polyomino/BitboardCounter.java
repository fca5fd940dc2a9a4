package io.github.dlxkit.polyomino;

import io.github.dlxkit.polyomino.encoding.Placement;
import io.github.dlxkit.polyomino.encoding.SymmetryPlan;
import io.github.dlxkit.polyomino.encoding.TilingEncoding;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.Cutter;
import io.github.dlxkit.core.search.Runner;
import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.TreeSizeEstimate;
import io.github.dlxkit.core.search.WatchedSearch;
import io.github.dlxkit.core.search.Workers;
import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.Region;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A fast counter for regions of at most 128 cells: the filled cells are two {@code long}s, a
 * placement is a mask, and the search always fills the first empty cell (de Bruijn's rule, which
 * needs no item lists to decide where to branch). It explores more nodes than Dancing Links but
 * each node costs a few dozen AND instructions instead of hundreds of list updates: about 4 times
 * faster on the 6&times;10 pentominoes and 2 to 3 times on Quantumino (docs/PERFORMANCE.md).
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
 * <p>Each search runs under a core {@link SearchControl}: one node per state visited, a compare per
 * node against the next poll, progress reports (Knuth's fraction done, the branch positions
 * among the rows whose lowest bit is the first empty cell) when a listener is set, and a stop on
 * interrupt. A stopped count throws {@link SearchStoppedException}.
 *
 * <p>Its slow twin is {@link DancingLinksCounter}; the tests check that they agree.
 */
final class BitboardCounter implements SolutionCounter {
  /** The largest region it can search. */
  public static final int MAX_CELLS = 128;
  /** Aim for this many independent subtrees per thread when counting in parallel, as core's runner does. */
  private static final int TASKS_PER_THREAD = Runner.TASKS_PER_THREAD;

  final long fullLo;
  final long fullHi;
  final int cells;
  final long required;
  final int[] start;
  final long[] lo;
  final long[] hi;
  final long[] pieceBit;
  private final int[] row;
  private final long[] rowLo; // by row number
  private final long[] rowHi;
  private final long[] rowPiece;
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

  /** This counter (sharing its tables) reporting progress to {@code listener} about once per {@code interval}. */
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

  /** Whether the problem fits: at most 128 cells and at most 64 single-use pieces. */
  public static boolean supports(TilingEncoding encoding) {
    int single = 0;
    for (int p = 0; p < encoding.pieces().size(); p++) {
      single += encoding.isReusable(p) ? 0 : 1;
    }
    return encoding.region().size() <= MAX_CELLS && single <= 64;
  }

  /** The counter for {@code encoding}, which must be {@linkplain #supports supported}. */
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
    return run(List.of(new Task(0, 0, 0, 1, 1, new int[0])), threads, null);
  }

  @Override
  public long countContaining(int[] rows, long[] weights, int threads) {
    List<Task> tasks = new ArrayList<>(rows.length);
    for (int i = 0; i < rows.length; i++) {
      int r = rows[i];
      tasks.add(new Task(rowLo[r], rowHi[r], rowPiece[r], weights[i], 1.0 / rows.length, new int[] {r}));
    }
    return run(tasks, threads, null);
  }

  @Override
  public long stabiliserSum(int row, SymmetryPlan plan, int threads) {
    Task root = row < 0 ? new Task(0, 0, 0, 1, 1, new int[0])
        : new Task(rowLo[row], rowHi[row], rowPiece[row], 1, 1, new int[] {row});
    return run(List.of(root), threads, plan);
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
        Walker walker = new Walker(this, null);
        long t0 = System.nanoTime();
        count = walker.countBelow(fLo, fHi, used);
        nanos += System.nanoTime() - t0;
        below = walker.nodes();
        counted += below;
      }
      counts.add(weight * count);
      nodes.add(pathNodes + weight * below);
    }
    double rate = nanos > 0 ? counted / (nanos / 1e9) : 0;
    return new TreeSizeEstimate(samples, nodes.mean(), nodes.standardError(), counts.mean(),
        counts.standardError(), 0, rate);
  }

  /**
   * A subtree to search: a state, the rows placed so far, the weight of its result and its share
   * of the whole tree (Knuth's weight of its path, for progress).
   */
  private record Task(long filledLo, long filledHi, long used, long weight, double share, int[] path) {
    boolean isFull(BitboardCounter c) {
      return filledLo == c.fullLo && filledHi == c.fullHi;
    }

    /** The task below this one's state after the rows {@code ks} (in bit order), with {@code share}. */
    Task below(BitboardCounter c, int[] ks, double share) {
      int[] p = Arrays.copyOf(path, path.length + ks.length);
      long fLo = filledLo;
      long fHi = filledHi;
      long u = used;
      for (int i = 0; i < ks.length; i++) {
        fLo |= c.lo[ks[i]];
        fHi |= c.hi[ks[i]];
        u |= c.pieceBit[ks[i]];
        p[path.length + i] = c.row[ks[i]];
      }
      return new Task(fLo, fHi, u, weight, share, p);
    }
  }

  /** The weighted sum of the tasks' results: counts, or stabiliser sums if {@code plan} is given. */
  private long run(List<Task> roots, int threads, SymmetryPlan plan) {
    if (threads < 1) {
      throw new BadInputException("threads must be at least 1, got " + threads);
    }
    List<Task> tasks = threads == 1 ? roots : cut(roots, TASKS_PER_THREAD * threads);
    SearchControl control = new SearchControl(SearchLimits.none(), listener, interval);
    long total;
    if (threads == 1 || tasks.size() <= 1) {
      total = work(tasks, new AtomicInteger(), plan, control);
    } else {
      total = runParallel(tasks, threads, plan, control);
    }
    if (control.isStopped()) {
      throw new SearchStoppedException(control.result(0));
    }
    return total;
  }

  /**
   * The roots cut into about {@code target} subtrees in all by core's cutter ({@link Cutter#cut}
   * on a {@link BitboardTree}); a solution above the cut stays a task (of one full state).
   */
  private List<Task> cut(List<Task> roots, int target) {
    List<Task> tasks = new ArrayList<>();
    int perRoot = Math.max(1, target / Math.max(1, roots.size()));
    SearchControl.Worker scratch = SearchControl.of(SearchLimits.none()).worker();
    for (Task root : roots) {
      if (root.isFull(this)) {
        tasks.add(root);
        continue;
      }
      Cutter.Cut cut = Cutter.cut(new BitboardTree(this, root.filledLo, root.filledHi, root.used),
          perRoot, scratch);
      for (int i = 0; i < cut.prefixes().size(); i++) {
        tasks.add(root.below(this, cut.prefixes().get(i), root.share * cut.weight(i)));
      }
      for (int[] solution : cut.above()) {
        tasks.add(root.below(this, solution, 0));
      }
    }
    return tasks;
  }

  /**
   * Takes tasks from {@code next} until none is left or the control stops; returns the weighted
   * sum of their results.
   */
  private long work(List<Task> tasks, AtomicInteger next, SymmetryPlan plan, SearchControl control) {
    Walker walker = new Walker(this, control.worker());
    int[] path = new int[cells];
    boolean[] scratch = plan == null ? null : new boolean[rowLo.length];
    long sum = 0;
    try {
      for (int i = next.getAndIncrement(); i < tasks.size() && !control.isStopped(); i = next.getAndIncrement()) {
        Task t = tasks.get(i);
        walker.worker.beginTask(t.share);
        walker.base = t.path.length;
        long result;
        if (plan == null) {
          result = walker.countBelow(t.filledLo, t.filledHi, t.used);
        } else {
          System.arraycopy(t.path, 0, path, 0, t.path.length);
          result = walker.stabilisers(t.filledLo, t.filledHi, t.used, path, t.path.length, plan, scratch);
        }
        walker.worker.endTask(true);
        sum = Math.addExact(sum, Math.multiplyExact(t.weight, result));
      }
    } catch (Stopped e) {
      // the control knows why; the caller throws
    }
    walker.worker.detach();
    return sum;
  }

  private long runParallel(List<Task> tasks, int threads, SymmetryPlan plan, SearchControl control) {
    AtomicInteger next = new AtomicInteger();
    long total = 0;
    for (long part : Workers.run("bitboard-counter", threads, () -> work(tasks, next, plan, control), control)) {
      total = Math.addExact(total, part);
    }
    return total;
  }

  /** Unwinds a recursive search that its control stopped (no stack trace: it is not an error). */
  private static final class Stopped extends RuntimeException {
    Stopped() {
      super(null, null, false, false);
    }
  }

  /**
   * One thread's recursive search over the counter's tables (copied into final fields, so the hot
   * loop reads them directly), watched by a {@link SearchControl.Worker}. {@code chosen[d]} is the
   * row (in bit order) tried on depth d; depths below {@code base} belong to the task's prefix. The
   * hot loop stores nothing else: {@link #progress()} finds each row's siblings from its lowest bit.
   */
  private static final class Walker implements WatchedSearch {
    private final long fullLo;
    private final long fullHi;
    private final long required;
    private final int[] start;
    private final long[] lo;
    private final long[] hi;
    private final long[] pieceBit;
    private final int[] row;
    private final int[] chosen;
    private final int[] position; // scratch for progress()
    private final int[] branches;
    final SearchControl.Worker worker; // null: unwatched (cost estimates)
    int base;
    private int depth; // the depth of the node at the last poll
    private long nodes;
    private long solutions;
    private long nextPoll;

    Walker(BitboardCounter c, SearchControl.Worker worker) {
      fullLo = c.fullLo;
      fullHi = c.fullHi;
      required = c.required;
      start = c.start;
      lo = c.lo;
      hi = c.hi;
      pieceBit = c.pieceBit;
      row = c.row;
      chosen = new int[c.cells + 2];
      position = new int[c.cells + 2];
      branches = new int[c.cells + 2];
      this.worker = worker;
      nextPoll = worker == null ? Long.MAX_VALUE : worker.attach(this);
    }

    @Override
    public long nodes() {
      return nodes;
    }

    @Override
    public long solutions() {
      return solutions;
    }

    @Override
    public double progress() {
      for (int l = base; l < depth; l++) {
        int k = chosen[l];
        int b = lo[k] != 0 ? Long.numberOfTrailingZeros(lo[k]) : 64 + Long.numberOfTrailingZeros(hi[k]);
        position[l] = k - start[b] + 1;
        branches[l] = start[b + 1] - start[b];
      }
      return TreeSizeEstimate.fractionDone(position, branches, base, depth);
    }

    /** The worker's poll at a node of depth {@code d}; throws {@link Stopped} to stop. */
    private void poll(int d) {
      depth = d;
      nextPoll = worker.poll();
      if (nextPoll < 0) {
        throw new Stopped();
      }
    }

    /** The number of solutions below a state. */
    long countBelow(long filledLo, long filledHi, long used) {
      long before = solutions;
      count(filledLo, filledHi, used, base);
      return solutions - before;
    }

    /** Counts the solutions below a state at depth {@code d}: the whole search, recursively. */
    private void count(long filledLo, long filledHi, long used, int d) {
      if (++nodes >= nextPoll) {
        poll(d);
      }
      if (filledLo == fullLo && filledHi == fullHi) {
        if (used == required) {
          solutions++;
        }
        return;
      }
      int b = filledLo != -1L ? Long.numberOfTrailingZeros(~filledLo) : 64 + Long.numberOfTrailingZeros(~filledHi);
      for (int k = start[b], end = start[b + 1]; k < end; k++) {
        if ((lo[k] & filledLo) == 0 && (hi[k] & filledHi) == 0 && (pieceBit[k] & used) == 0) {
          chosen[d] = k;
          count(filledLo | lo[k], filledHi | hi[k], used | pieceBit[k], d + 1);
        }
      }
    }

    /** As {@link #count}, summing the stabiliser sizes of the solutions, whose rows are kept in {@code path}. */
    long stabilisers(long filledLo, long filledHi, long used, int[] path, int d, SymmetryPlan plan,
        boolean[] scratch) {
      if (++nodes >= nextPoll) {
        poll(d);
      }
      if (filledLo == fullLo && filledHi == fullHi) {
        if (used != required) {
          return 0;
        }
        solutions++;
        return plan.stabiliserSize(path, d, scratch);
      }
      int b = filledLo != -1L ? Long.numberOfTrailingZeros(~filledLo) : 64 + Long.numberOfTrailingZeros(~filledHi);
      long n = 0;
      for (int k = start[b], end = start[b + 1]; k < end; k++) {
        if ((lo[k] & filledLo) == 0 && (hi[k] & filledHi) == 0 && (pieceBit[k] & used) == 0) {
          chosen[d] = k;
          path[d] = row[k];
          n += stabilisers(filledLo | lo[k], filledHi | hi[k], used | pieceBit[k], path, d + 1, plan, scratch);
        }
      }
      return n;
    }
  }
}
