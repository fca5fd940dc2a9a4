package io.github.dlxkit.tanks;

import io.github.dlxkit.core.puzzle.Puzzle;
import io.github.dlxkit.core.puzzle.PuzzleArguments;
import io.github.dlxkit.core.puzzle.PuzzleResult;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.Workers;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.TreeSizeEstimate;
import io.github.dlxkit.tanks.cubes.CubeLog;
import io.github.dlxkit.tanks.cubes.CubeSearch;
import io.github.dlxkit.tanks.encoding.CnfEncoding;
import io.github.dlxkit.tanks.encoding.TankEncoding;
import io.github.dlxkit.tanks.sat.SatSolver;
import io.github.dlxkit.tanks.model.Board;
import io.github.dlxkit.tanks.model.Grid;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import io.github.dlxkit.tanks.propagation.PropagationSearch;
import io.github.dlxkit.tanks.scan.RowScanSearch;
import io.github.dlxkit.tanks.search.GridSearch;
import io.github.dlxkit.tanks.search.SearchRunner;
import java.time.Duration;
import java.util.Iterator;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The Tank Attack puzzle (M. J. Chlond, INFORMS Transactions on Education 8(3), 2008): an
 * n&times;n grid holds a tank in every cell, each with a range k in 1..n-1; a tank attacks the
 * tanks exactly k cells away along its row and its column. Find the grids in which every tank's
 * range equals the number of tanks attacking it.
 *
 * <p>Immutable and thread-safe; the {@code with…} methods return new puzzles. A puzzle is a
 * {@link Puzzle} of grids: {@link #find} and {@link #count(int, SearchLimits)} answer with one
 * {@link PuzzleResult} and stop on an interrupt, saying so. Variants from the paper: a required
 * rotational symmetry, the torus (rows and columns wrap round), and holes (empty cells: no tank,
 * and no tank may attack them &mdash; see {@link Grid}).
 *
 * <pre>{@code
 * TankAttack.of(4).findFirst();                              // all 2s
 * TankAttack.of(5).count();                                  // 2 (and 13 for 6, in about a minute)
 * TankAttack.of(8).withSymmetry(RequiredSymmetry.ROT90).findFirst(); // a solution in seconds
 * TankAttack.of(5).withTorus(true).solutions().forEach(System.out::println);   // one grid: all 4s
 * }</pre>
 */
public final class TankAttack implements Puzzle<Grid> {
  /** The largest board for {@link TankKernel#EXACT_COVER}: its row options grow as 2^(n-1) per cell. */
  public static final int MAX_EXACT_COVER_SIZE = 12;

  private final int n;
  private final RequiredSymmetry symmetry;
  private final boolean torus;
  private final boolean holes;
  private final TankKernel kernel;
  private final SearchLimits limits;
  private final ProgressListener listener;
  private final Duration interval;
  private final boolean leaders;

  private TankAttack(int n, RequiredSymmetry symmetry, boolean torus, boolean holes, TankKernel kernel,
      SearchLimits limits, ProgressListener listener, Duration interval) {
    this(n, symmetry, torus, holes, kernel, limits, listener, interval, false);
  }

  private TankAttack(int n, RequiredSymmetry symmetry, boolean torus, boolean holes, TankKernel kernel,
      SearchLimits limits, ProgressListener listener, Duration interval, boolean leaders) {
    this.leaders = leaders;
    this.n = n;
    this.symmetry = symmetry;
    this.torus = torus;
    this.holes = holes;
    this.kernel = kernel;
    this.limits = limits;
    this.listener = listener;
    this.interval = interval;
  }

  /**
   * The puzzle on an n&times;n plane board, with no symmetry required and no holes.
   *
   * @throws IllegalArgumentException if n is not in 1..{@value Board#MAX_SIZE}
   */
  public static TankAttack of(int n) {
    if (n < 1 || n > Board.MAX_SIZE) {
      throw new BadInputException("board size must be in 1.." + Board.MAX_SIZE + ", got " + n);
    }
    return new TankAttack(n, RequiredSymmetry.NONE, false, false, TankKernel.AUTO, SearchLimits.none(), null, null);
  }

  /** This puzzle, asking for solutions with {@code symmetry}. */
  public TankAttack withSymmetry(RequiredSymmetry symmetry) {
    return new TankAttack(n, Objects.requireNonNull(symmetry, "symmetry"), torus, holes, kernel, limits,
        listener, interval, leaders);
  }

  /** This puzzle on the torus (rows and columns wrap round) or on the plane. */
  public TankAttack withTorus(boolean torus) {
    return new TankAttack(n, symmetry, torus, holes, kernel, limits, listener, interval, leaders);
  }

  /** This puzzle with or without empty cells allowed. */
  public TankAttack withHoles(boolean holes) {
    return new TankAttack(n, symmetry, torus, holes, kernel, limits, listener, interval, leaders);
  }

  /**
   * This puzzle solved by {@code kernel}.
   *
   * @throws IllegalArgumentException if the kernel cannot solve this variant (the message says why)
   */
  public TankAttack withKernel(TankKernel kernel) {
    TankAttack t = new TankAttack(n, symmetry, torus, holes, Objects.requireNonNull(kernel, "kernel"),
        limits, listener, interval, leaders);
    t.effectiveKernel();
    return t;
  }

  /** This puzzle searched within {@code limits} (nodes, time, cancellation). */
  public TankAttack withLimits(SearchLimits limits) {
    return new TankAttack(n, symmetry, torus, holes, kernel, Objects.requireNonNull(limits, "limits"),
        listener, interval, leaders);
  }

  /** This puzzle, reporting progress to {@code listener} about once per {@code interval}. */
  public TankAttack withProgress(ProgressListener listener, Duration interval) {
    Objects.requireNonNull(listener, "listener");
    if (interval.isNegative() || interval.isZero()) {
      throw new BadInputException("progress interval must be positive, got " + interval);
    }
    return new TankAttack(n, symmetry, torus, holes, kernel, limits, listener, interval, leaders);
  }

  /**
   * This puzzle keeping only the leader of each class of solutions under the square's eight
   * rotations and mirrors (the lexicographically smallest, row by row): counts are then of classes.
   * The row scan and the exact-cover kernel do it (the latter in its matrix, {@link #encoding()},
   * so that the matrix written for Knuth's programs counts the classes too), and the CNF
   * ({@link #cubes}); the propagation kernel refuses it.
   *
   * <pre>{@code
   * TankAttack.of(5).withSymmetryBreaking(true).count();   // 1: the two 5x5 solutions are transposes
   * }</pre>
   */
  public TankAttack withSymmetryBreaking(boolean leaders) {
    TankAttack t = new TankAttack(n, symmetry, torus, holes, kernel, limits, listener, interval, leaders);
    t.effectiveKernel();
    return t;
  }

  /** The side n. */
  public int size() {
    return n;
  }

  /** The symmetry asked for. */
  public RequiredSymmetry symmetry() {
    return symmetry;
  }

  /** Whether the board is a torus. */
  public boolean isTorus() {
    return torus;
  }

  /** Whether empty cells are allowed. */
  public boolean hasHoles() {
    return holes;
  }

  /** The board. */
  public Board board() {
    return Board.of(n, torus);
  }

  /**
   * The kernel that will run: {@link TankKernel#AUTO} resolved.
   *
   * @throws IllegalArgumentException if the chosen kernel cannot solve this variant
   */
  public TankKernel effectiveKernel() {
    TankKernel k = resolvedKernel();
    if (leaders && k != TankKernel.ROW_SCAN && k != TankKernel.EXACT_COVER) {
      throw new BadInputException("symmetry breaking is done by the row scan and the exact-cover kernel (and dlx tanks cnf,"
          + " cubes), not by " + k.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
    }
    return k;
  }

  private TankKernel resolvedKernel() {
    switch (kernel) {
      case AUTO:
        if (leaders) { // the kernels that break symmetry: the row scan where it can, else exact cover
          return symmetry == RequiredSymmetry.NONE ? TankKernel.ROW_SCAN
              : n <= MAX_EXACT_COVER_SIZE ? TankKernel.EXACT_COVER : TankKernel.PROPAGATION;
        }
        return symmetry == RequiredSymmetry.NONE && !torus ? TankKernel.ROW_SCAN : TankKernel.PROPAGATION;
      case EXACT_COVER:
        if (n > MAX_EXACT_COVER_SIZE) {
          throw new BadInputException("the exact-cover kernel handles boards up to "
              + MAX_EXACT_COVER_SIZE + "x" + MAX_EXACT_COVER_SIZE + ", got " + n + "x" + n
              + " (its options grow as 2^(n-1) per cell); use the propagation kernel");
        }
        return kernel;
      case ROW_SCAN:
        if (symmetry != RequiredSymmetry.NONE) {
          throw new BadInputException("the row scan cannot impose a symmetry; use the "
              + "propagation or exact-cover kernel for " + symmetry);
        }
        return kernel;
      default:
        return kernel;
    }
  }

  /**
   * The exact-cover encoding of this puzzle (for inspection; {@link TankKernel#EXACT_COVER} solves it),
   * with the symmetry breaking of {@link #withSymmetryBreaking} in the matrix if asked for.
   */
  public TankEncoding encoding() {
    if (n > MAX_EXACT_COVER_SIZE) {
      throw new BadInputException("the exact-cover encoding handles boards up to "
          + MAX_EXACT_COVER_SIZE + "x" + MAX_EXACT_COVER_SIZE + ", got " + n + "x" + n);
    }
    return TankEncoding.of(board(), symmetry, holes, leaders);
  }

  /** The core solver for this puzzle's exact-cover encoding, with this puzzle's limits and progress. */
  public ExactCoverSolver solver() {
    ExactCoverSolver s = ExactCoverSolver.of(encoding().problem()).withLimits(limits);
    return listener == null ? s : s.withProgress(listener, interval);
  }

  /** All solutions, lazily, in search order. A limit that stops the search throws {@link SearchStoppedException}. */
  public Stream<Grid> solutions() {
    Iterator<Grid> it;
    if (effectiveKernel() == TankKernel.EXACT_COVER) {
      TankEncoding encoding = encoding();
      ExactCoverSolver s = solver();
      it = s.solutions().map(sol -> encoding.decode(sol.optionIds(), sol.size())).iterator();
    } else {
      Board board = board();
      Iterator<int[]> cells = runner().iterator();
      it = new Iterator<>() {
        @Override
        public boolean hasNext() {
          return cells.hasNext();
        }

        @Override
        public Grid next() {
          return Grid.ofCells(board, cells.next());
        }
      };
    }
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(it,
        Spliterator.ORDERED | Spliterator.NONNULL | Spliterator.DISTINCT), false);
  }

  /** The first solution in search order, if any. */
  public Optional<Grid> findFirst() {
    return solutions().findFirst();
  }

  /**
   * The number of solutions, counted with all available processors.
   *
   * @throws SearchStoppedException if a limit stopped the search
   */
  public long count() {
    return count(Runtime.getRuntime().availableProcessors());
  }

  /** The number of solutions, counted with {@code threads} threads (the same number for any). */
  public long count(int threads) {
    SearchResult r = run(threads);
    if (!r.isComplete()) {
      throw new SearchStoppedException(r);
    }
    return r.solutions();
  }

  /** Explores the whole tree within the limits with {@code threads} threads; says why it stopped. */
  public SearchResult run(int threads) {
    return forEach(threads, null);
  }

  /**
   * Calls {@code visitor} for every solution (concurrently, from several threads, when
   * {@code threads > 1}); returning {@code false} stops the search.
   */
  public SearchResult forEach(int threads, Predicate<Grid> visitor) {
    Workers.checkThreads(threads);
    if (effectiveKernel() == TankKernel.EXACT_COVER) {
      TankEncoding encoding = encoding();
      return visitor == null ? solver().run(threads)
          : solver().forEachSolution(threads, (ids, count) -> visitor.test(encoding.decode(ids, count)));
    }
    Board board = board();
    return runner().run(threads, visitor == null ? null : cells -> visitor.test(Grid.ofCells(board, cells)));
  }

  /**
   * The first {@code max} solutions in search order within {@code limits} (which take the place
   * of this puzzle's own), on the chosen kernel: the puzzle contract's {@link Puzzle#find}.
   *
   * <pre>{@code
   * TankAttack.of(5).find(1, SearchLimits.none()).first().orElseThrow().isSolution();   // true
   * }</pre>
   */
  @Override
  public PuzzleResult<Grid> find(int max, SearchLimits limits) {
    return PuzzleResult.find(max, limits, (l, visitor) -> withLimits(l).forEach(1, visitor));
  }

  /**
   * The solutions counted within {@code limits} (which take the place of this puzzle's own) with
   * {@code threads} threads, on the chosen kernel: the puzzle contract's {@link Puzzle#count}.
   *
   * <pre>{@code
   * TankAttack.of(5).count(2, SearchLimits.none()).count();   // 2
   * }</pre>
   */
  @Override
  public PuzzleResult<Grid> count(int threads, SearchLimits limits) {
    PuzzleArguments.checkCount(threads, limits);
    return PuzzleResult.counted(withLimits(limits).run(threads));
  }

  /**
   * Knuth's estimate of the search-tree size of the chosen kernel, from {@code probes} random
   * walks, with its speed measured on a short real search so that
   * {@link TreeSizeEstimate#estimatedTime()} predicts a single-thread run.
   */
  public TreeSizeEstimate estimateTreeSize(int probes, long seed) {
    if (effectiveKernel() == TankKernel.EXACT_COVER) {
      return ExactCoverSolver.of(encoding().problem()).estimateTreeSize(probes, seed, 200_000);
    }
    return runner().estimateTreeSize(probes, seed, 200_000);
  }

  /**
   * The search of the chosen kernel (not exact cover) as core subproblems, for parts of a job
   * array and checkpoints: the counts of all subproblems of a split add up to {@link #count()}.
   */
  public io.github.dlxkit.core.search.SplittableSearch splittable() {
    if (effectiveKernel() == TankKernel.EXACT_COVER) {
      return solver().splittable();
    }
    return runner().splittable("tanks:" + n + (torus ? ":torus" : "") + (holes ? ":holes" : "") + ":"
        + symmetry + ":" + effectiveKernel() + (leaders ? ":leaders" : ""));
  }

  /**
   * Cube and conquer on this puzzle's CNF ({@link CnfEncoding}), each cube decided by
   * {@code solver}: a {@link io.github.dlxkit.core.search.SplittableSearch} whose counts add up to
   * the number of solutions (of classes under the square's eight symmetries with {@code leaders}),
   * keeping only the grids not unchanged by {@code forbidden} ({@link RequiredSymmetry#NONE}: all).
   * Every SAT call and solution goes to {@code log} if not null. Limits and progress of this
   * puzzle do not apply: the split machinery drives it.
   *
   * <pre>{@code
   * CubeSearch c = TankAttack.of(5).cubes(new SmallSat(), RequiredSymmetry.NONE, false, null);   // c.split(8): 16 cubes, ranges 1..4 of cells (0,0), (0,1)
   * }</pre>
   */
  public CubeSearch cubes(SatSolver solver, RequiredSymmetry forbidden, boolean leaders, CubeLog log) {
    return new CubeSearch(CnfEncoding.of(board(), symmetry, holes, forbidden, leaders), solver, log);
  }

  private SearchRunner runner() {
    Board board = board();
    Supplier<GridSearch> factory = effectiveKernel() == TankKernel.ROW_SCAN
        ? () -> new RowScanSearch(board, holes, leaders)
        : () -> new PropagationSearch(board, symmetry, holes);
    return new SearchRunner(factory, n * n, limits, listener, interval);
  }

  @Override
  public String toString() {
    return "TankAttack[" + n + "x" + n + (torus ? " torus" : "") + (holes ? " holes" : "")
        + (symmetry == RequiredSymmetry.NONE ? "" : " " + symmetry) + ", " + kernel + "]";
  }
}
