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
   * @param n the side of the square board, 1..{@value Board#MAX_SIZE}
   * @return the puzzle on the {@link TankKernel#AUTO} kernel, without limits or progress
   * @throws IllegalArgumentException if n is not in 1..{@value Board#MAX_SIZE}
   */
  public static TankAttack of(int n) {
    if (n < 1 || n > Board.MAX_SIZE) {
      throw new BadInputException("board size must be in 1.." + Board.MAX_SIZE + ", got " + n);
    }
    return new TankAttack(n, RequiredSymmetry.NONE, false, false, TankKernel.AUTO, SearchLimits.none(), null, null);
  }

  /**
   * This puzzle, asking for solutions with {@code symmetry}. The row scan cannot impose one: with
   * {@link TankKernel#ROW_SCAN} chosen, a symmetry is refused here, as {@link #withKernel} refuses the
   * row scan for a puzzle with one.
   *
   * @param symmetry the symmetry every solution must have ({@link RequiredSymmetry#NONE}: any grid)
   * @return a new puzzle
   * @throws NullPointerException if {@code symmetry} is null
   * @throws BadInputException if the chosen kernel cannot solve the puzzle with {@code symmetry}
   *     (the message says why)
   */
  public TankAttack withSymmetry(RequiredSymmetry symmetry) {
    TankAttack t = new TankAttack(n, Objects.requireNonNull(symmetry, "symmetry"), torus, holes, kernel, limits,
        listener, interval, leaders);
    t.effectiveKernel();
    return t;
  }

  /**
   * This puzzle on the torus (rows and columns wrap round) or on the plane.
   *
   * @param torus true for the torus, false (the default) for the plane
   * @return a new puzzle
   */
  public TankAttack withTorus(boolean torus) {
    return new TankAttack(n, symmetry, torus, holes, kernel, limits, listener, interval, leaders);
  }

  /**
   * This puzzle with or without empty cells allowed (see {@link Grid} for the rules of holes).
   *
   * @param holes true to allow empty cells, false (the default) for a tank in every cell
   * @return a new puzzle
   */
  public TankAttack withHoles(boolean holes) {
    return new TankAttack(n, symmetry, torus, holes, kernel, limits, listener, interval, leaders);
  }

  /**
   * This puzzle solved by {@code kernel}.
   *
   * @param kernel the search to run; {@link TankKernel#AUTO} chooses by the variant
   * @return a new puzzle
   * @throws NullPointerException if {@code kernel} is null
   * @throws IllegalArgumentException if the kernel cannot solve this variant (the message says why)
   */
  public TankAttack withKernel(TankKernel kernel) {
    TankAttack t = new TankAttack(n, symmetry, torus, holes, Objects.requireNonNull(kernel, "kernel"),
        limits, listener, interval, leaders);
    t.effectiveKernel();
    return t;
  }

  /**
   * This puzzle searched within {@code limits} (nodes, time, cancellation).
   *
   * @param limits replaces this puzzle's limits
   * @return a new puzzle
   * @throws NullPointerException if {@code limits} is null
   */
  public TankAttack withLimits(SearchLimits limits) {
    return new TankAttack(n, symmetry, torus, holes, kernel, Objects.requireNonNull(limits, "limits"),
        listener, interval, leaders);
  }

  /**
   * This puzzle, reporting progress to {@code listener} about once per {@code interval}.
   *
   * @param listener receives the reports, from a searching thread
   * @param interval the time between reports, positive
   * @return a new puzzle
   * @throws NullPointerException if {@code listener} or {@code interval} is null
   * @throws BadInputException if {@code interval} is not positive
   */
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
   *
   * @param leaders true to keep one solution per class, false (the default) for every solution
   * @return a new puzzle
   * @throws BadInputException if {@code leaders} and the chosen kernel does not break symmetry
   */
  public TankAttack withSymmetryBreaking(boolean leaders) {
    TankAttack t = new TankAttack(n, symmetry, torus, holes, kernel, limits, listener, interval, leaders);
    t.effectiveKernel();
    return t;
  }

  /** {@return the side n of the board} */
  public int size() {
    return n;
  }

  /** {@return the symmetry asked for, {@link RequiredSymmetry#NONE} by default} */
  public RequiredSymmetry symmetry() {
    return symmetry;
  }

  /** {@return whether the board is a torus} */
  public boolean isTorus() {
    return torus;
  }

  /** {@return whether empty cells are allowed} */
  public boolean hasHoles() {
    return holes;
  }

  /** {@return the board: its side and whether it is a torus} */
  public Board board() {
    return Board.of(n, torus);
  }

  /**
   * The kernel that will run: {@link TankKernel#AUTO} resolved.
   *
   * @return never {@link TankKernel#AUTO}
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
   * with the symmetry breaking of {@link #withSymmetryBreaking} in the matrix if asked for. Built
   * anew on each call.
   *
   * @return the encoding, with the required symmetry and holes of this puzzle
   * @throws BadInputException for a board larger than {@value #MAX_EXACT_COVER_SIZE}
   */
  public TankEncoding encoding() {
    if (n > MAX_EXACT_COVER_SIZE) {
      throw new BadInputException("the exact-cover encoding handles boards up to "
          + MAX_EXACT_COVER_SIZE + "x" + MAX_EXACT_COVER_SIZE + ", got " + n + "x" + n);
    }
    return TankEncoding.of(board(), symmetry, holes, leaders);
  }

  /**
   * The core solver for this puzzle's exact-cover encoding, with this puzzle's limits and progress
   * (whatever kernel is chosen).
   *
   * @return a new solver of {@link #encoding()}'s problem
   * @throws BadInputException for a board larger than {@value #MAX_EXACT_COVER_SIZE}
   */
  public ExactCoverSolver solver() {
    ExactCoverSolver s = ExactCoverSolver.of(encoding().problem()).withLimits(limits);
    return listener == null ? s : s.withProgress(listener, interval);
  }

  /**
   * All solutions, lazily, in search order, on the chosen kernel; the search runs on the consuming
   * thread.
   *
   * @return the solution grids; a limit that stops the search throws {@link SearchStoppedException}
   *     from the stream
   * @throws IllegalArgumentException if the chosen kernel cannot solve this variant
   */
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

  /**
   * The first solution in search order, if any, on the calling thread.
   *
   * @return the first solution, or empty if there is none
   * @throws SearchStoppedException if a limit stopped the search first
   * @throws IllegalArgumentException if the chosen kernel cannot solve this variant
   */
  public Optional<Grid> findFirst() {
    return solutions().findFirst();
  }

  /**
   * The number of solutions, counted with all available processors.
   *
   * @return the number of solutions (of classes, with {@link #withSymmetryBreaking})
   * @throws SearchStoppedException if a limit stopped the search
   */
  public long count() {
    return count(Runtime.getRuntime().availableProcessors());
  }

  /**
   * The number of solutions, counted with {@code threads} threads (the same number for any).
   *
   * @param threads the threads to count with, 1 to {@link Workers#MAX_THREADS}
   * @return the number of solutions (of classes, with {@link #withSymmetryBreaking})
   * @throws SearchStoppedException if a limit stopped the search
   * @throws BadInputException if {@code threads} is out of range
   */
  public long count(int threads) {
    SearchResult r = run(threads);
    if (!r.isComplete()) {
      throw new SearchStoppedException(r);
    }
    return r.solutions();
  }

  /**
   * Explores the whole tree within the limits with {@code threads} threads; says why it stopped.
   *
   * @param threads the threads to search with, 1 to {@link Workers#MAX_THREADS}
   * @return the solutions counted, why the search stopped, nodes and time
   * @throws BadInputException if {@code threads} is out of range
   */
  public SearchResult run(int threads) {
    return forEach(threads, null);
  }

  /**
   * Calls {@code visitor} for every solution (concurrently, from several threads, when
   * {@code threads > 1}); returning {@code false} stops the search.
   *
   * @param threads the threads to search with, 1 to {@link Workers#MAX_THREADS}
   * @param visitor called with each solution, thread-safe when {@code threads > 1}; null counts only
   * @return the solutions met, why the search stopped, nodes and time
   * @throws BadInputException if {@code threads} is out of range
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
   *
   * @param max the most solutions to return, at least 1
   * @param limits when to stop early (time, nodes, cancellation)
   * @return the grids found, how many, why the search stopped and its statistics
   * @throws NullPointerException if {@code limits} is null
   * @throws BadInputException if {@code max < 1}
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
   *
   * @param threads the threads to count with, 1 to {@link Workers#MAX_THREADS}
   * @param limits when to stop early; the count is then of the solutions met so far
   * @return the count, why the search stopped and its statistics (no grid is kept)
   * @throws NullPointerException if {@code limits} is null
   * @throws BadInputException if {@code threads} is out of range
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
   *
   * @param probes the random walks, at least 1; more walks, smaller error
   * @param seed the random seed (the same seed gives the same walks)
   * @return the estimated nodes and solutions with their standard errors, and the speed measured
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
   * With the exact-cover kernel, core's split of {@link #solver()}.
   *
   * @return the search to split, its identity naming the variant and kernel
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
   *
   * @param solver decides each cube ({@code SmallSat} in Java, or {@code Cadical} if installed)
   * @param forbidden the symmetry a counted grid must not have ({@link RequiredSymmetry#NONE}: none
   *     forbidden)
   * @param leaders true to count classes under the square's eight symmetries (this puzzle's
   *     {@link #withSymmetryBreaking} does not apply)
   * @param log where every SAT call and solution is written, or null for none
   * @return the cube search on this puzzle's CNF (its size, torus, required symmetry and holes)
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

  /** {@return the variant and kernel, e.g. {@code TankAttack[5x5 torus, AUTO]}} */
  @Override
  public String toString() {
    return "TankAttack[" + n + "x" + n + (torus ? " torus" : "") + (holes ? " holes" : "")
        + (symmetry == RequiredSymmetry.NONE ? "" : " " + symmetry) + ", " + kernel + "]";
  }
}
