package io.github.dlxkit.polyomino;

import io.github.dlxkit.core.puzzle.ExactCoverPuzzle;
import io.github.dlxkit.core.puzzle.Puzzle;
import io.github.dlxkit.core.puzzle.PuzzleArguments;
import io.github.dlxkit.core.puzzle.PuzzleResult;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchStatistics;
import io.github.dlxkit.core.search.StopReason;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.Workers;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.TreeSizeEstimate;
import io.github.dlxkit.polyomino.encoding.Placement;
import io.github.dlxkit.polyomino.encoding.ProblemSymmetries;
import io.github.dlxkit.polyomino.encoding.Symmetry;
import io.github.dlxkit.polyomino.encoding.SymmetryPlan;
import io.github.dlxkit.polyomino.encoding.TilingEncoding;
import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.Region;
import io.github.dlxkit.polyomino.render.Drawing;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Tiles a region (a box or any set of cells) with polyominoes in any dimension, as SageMath's
 * {@code sage.combinat.tiling.TilingSolver} does: same rows in the same order, solutions in the same
 * order, and counting much faster.
 *
 * <p>By default pieces may be rotated but not reflected, and each piece is used exactly once; a
 * reusable piece may be used any number of times (including none).
 *
 * <pre>{@code
 * // SageMath's 1-D example: a stick of length 6 from sticks of lengths 1, 2 and 3
 * List<Polyomino> sticks = List.of(Polyomino.of(new int[][] {{0}}),
 *     Polyomino.of(new int[][] {{0}, {1}}), Polyomino.of(new int[][] {{0}, {1}, {2}}));
 * TilingSolver t = TilingSolver.of(sticks, Region.box(6));
 * t.rows().size();                        // 15
 * t.count();                              // 6
 * t.solutions().findFirst().get().toAscii();  // "ABBCCC"
 *
 * // Scott's pentomino problem: the 8x8 board without its centre, reflections allowed
 * Region board = Region.box(8, 8).minus(Region.box(2, 2).translate(Cell.of(3, 3)));
 * TilingSolver scott = TilingSolver.builder(PieceSets.pentominoes(), board).reflection(true).build();
 * scott.count();                          // 520
 * scott.countDistinct();                  // 65, up to the board's 8 symmetries
 * }</pre>
 *
 * <h2>Counting</h2>
 * {@link #count()} counts every solution (a tiling and its rotations are different solutions), but
 * searches only part of the tree: one piece is restricted to one placement per orbit of the
 * problem's symmetries and each orbit's count is multiplied back ({@link SymmetryPlan}). Regions of
 * at most 128 cells are searched with a bitboard ({@link BitboardCounter}), others with the core
 * engine. {@link #countDistinct()} counts solutions up to the problem's symmetries
 * ({@link #symmetries()}). {@link #withKernel} and {@link #withSymmetryBreaking} choose the method;
 * the numbers never depend on it.
 *
 * <p>Immutable and thread-safe; the {@code with…} methods return new solvers that share the rows.
 * A solver is a {@link Puzzle} of tilings: {@link #find} and {@link #count(int, SearchLimits)}
 * answer with one {@link PuzzleResult} and stop on an interrupt, saying so.
 */
public final class TilingSolver implements Puzzle<Tiling> {
  private final Shared shared;
  private final TilingKernel kernel;
  private final boolean symmetryBreaking;
  private final ProgressListener listener;
  private final Duration progressInterval;
  private final String alphabet;

  /** What all solvers derived from one builder share: the rows, and what is computed from them once. */
  private static final class Shared {
    /** Enumerating a subtree (to find stabilisers) costs about this many times counting it. */
    static final int ENUMERATION_COST = 3;

    final TilingEncoding encoding;
    final Lazy<List<Symmetry>> symmetries;
    /** The plan for {@code count}: fewest representatives. */
    final Lazy<SymmetryPlan> countPlan;
    /** The plan for {@code countDistinct}: representatives to enumerate cost more than those to count. */
    final Lazy<SymmetryPlan> distinctPlan;
    final Lazy<BitboardCounter> bitboard;

    Shared(TilingEncoding encoding) {
      this.encoding = encoding;
      this.symmetries = new Lazy<>(() -> ProblemSymmetries.of(encoding));
      this.countPlan = new Lazy<>(() -> SymmetryPlan.of(encoding, symmetries.get(), 1));
      this.distinctPlan = new Lazy<>(() -> SymmetryPlan.of(encoding, symmetries.get(), ENUMERATION_COST));
      this.bitboard = new Lazy<>(() -> BitboardCounter.of(encoding));
    }
  }

  /** A value computed on first use, once, thread-safely. */
  private static final class Lazy<T> {
    private final Supplier<T> compute;
    private volatile T value;

    Lazy(Supplier<T> compute) {
      this.compute = compute;
    }

    T get() {
      T v = value;
      if (v == null) {
        synchronized (this) {
          v = value;
          if (v == null) {
            v = compute.get();
            value = v;
          }
        }
      }
      return v;
    }
  }

  private TilingSolver(Shared shared, TilingKernel kernel, boolean symmetryBreaking, ProgressListener listener,
      Duration progressInterval, String alphabet) {
    this.shared = shared;
    this.kernel = kernel;
    this.symmetryBreaking = symmetryBreaking;
    this.listener = listener;
    this.progressInterval = progressInterval;
    this.alphabet = alphabet;
  }

  /**
   * SageMath's defaults: rotations allowed, no reflections, every piece used exactly once.
   *
   * @param pieces the pieces, at least one, each of the region's dimension; piece {@code i} is
   *     drawn with its name or the {@code i}th letter
   * @param region the cells to cover exactly
   * @return the solver, its rows built
   * @throws NullPointerException if {@code pieces}, one of them or {@code region} is null
   * @throws BadInputException if there are no pieces or a piece's dimension is not the region's
   */
  public static TilingSolver of(List<Polyomino> pieces, Region region) {
    return builder(pieces, region).build();
  }

  /**
   * SageMath's constructor: {@code TilingSolver(pieces, box, rotation, reflection, reusable)}.
   *
   * @param pieces the pieces, at least one, each of the region's dimension
   * @param region the cells to cover exactly
   * @param rotation whether pieces may be rotated
   * @param reflection whether pieces may be reflected too (only with {@code rotation})
   * @param reusable whether every piece may be used any number of times, none included (false:
   *     each exactly once)
   * @return the solver, its rows built
   * @throws NullPointerException if {@code pieces}, one of them or {@code region} is null
   * @throws BadInputException if there are no pieces, a piece's dimension is not the region's, or
   *     {@code reflection} is asked without {@code rotation}
   */
  public static TilingSolver of(List<Polyomino> pieces, Region region, boolean rotation, boolean reflection,
      boolean reusable) {
    return builder(pieces, region).rotation(rotation).reflection(reflection).reusable(reusable).build();
  }

  /**
   * A builder, with SageMath's defaults (rotations, no reflections, no reusable piece).
   *
   * @param pieces the pieces (copied), at least one by {@link Builder#build()}
   * @param region the cells to cover exactly
   * @return a builder; no row is built before {@link Builder#build()}
   * @throws NullPointerException if {@code pieces}, one of them or {@code region} is null
   */
  public static Builder builder(List<Polyomino> pieces, Region region) {
    return new Builder(pieces, region);
  }

  /**
   * Options of a tiling problem. Not thread-safe: one thread sets the options and calls
   * {@link #build()}; the solver built is immutable.
   */
  public static final class Builder {
    private final List<Polyomino> pieces;
    private final Region region;
    private boolean rotation = true;
    private boolean reflection;
    private final boolean[] reusable;

    private Builder(List<Polyomino> pieces, Region region) {
      this.pieces = List.copyOf(Objects.requireNonNull(pieces, "pieces"));
      this.region = Objects.requireNonNull(region, "region");
      this.reusable = new boolean[this.pieces.size()];
    }

    /**
     * Whether pieces may be rotated (default true).
     *
     * @param allowed true to place every rotation of each piece, false to place pieces as given
     * @return this builder
     */
    public Builder rotation(boolean allowed) {
      this.rotation = allowed;
      return this;
    }

    /**
     * Whether pieces may be reflected too (default false; needs rotations: {@link #build()} refuses
     * reflections without rotations).
     *
     * @param allowed true to place mirror images too
     * @return this builder
     */
    public Builder reflection(boolean allowed) {
      this.reflection = allowed;
      return this;
    }

    /**
     * Whether every piece may be used any number of times (default false), replacing earlier
     * choices for single pieces.
     *
     * @param allowed true: every piece any number of times, none included; false: each exactly once
     * @return this builder
     */
    public Builder reusable(boolean allowed) {
      Arrays.fill(reusable, allowed);
      return this;
    }

    /**
     * Whether piece {@code piece} may be used any number of times (default false).
     *
     * @param piece the piece's index in the list of pieces, from 0
     * @param allowed true: any number of times, none included; false: exactly once
     * @return this builder
     * @throws BadInputException if there is no piece {@code piece}
     */
    public Builder reusable(int piece, boolean allowed) {
      if (piece < 0 || piece >= reusable.length) {
        throw new BadInputException("no piece " + piece + " (there are " + reusable.length + ")");
      }
      reusable[piece] = allowed;
      return this;
    }

    /**
     * Whether the region's cell count can be the pieces' total (single pieces' sizes plus any sum of
     * reusable sizes): false means no solution, known before {@link #build()} builds a placement —
     * which for a large region costs far more than the answer.
     *
     * @return false if no tiling can exist by counting cells alone; true says nothing more
     */
    public boolean cellCountAdmits() {
      return TilingEncoding.cellCountAdmits(pieces, reusable, region.size());
    }

    /**
     * The solver; builds the rows (every placement of every piece, which for a large region takes
     * time and memory).
     *
     * @return an immutable solver with the {@link TilingKernel#AUTO} kernel and symmetry breaking on
     * @throws BadInputException if there are no pieces, a piece's dimension is not the region's, or
     *     reflections are asked without rotations
     */
    public TilingSolver build() {
      TilingEncoding encoding = new TilingEncoding(pieces, reusable, region, rotation, reflection);
      return new TilingSolver(new Shared(encoding), TilingKernel.AUTO, true, null, null, Drawing.DEFAULT_ALPHABET);
    }
  }

  // ---------------------------------------------------------------------------------------------
  // variants

  /**
   * This solver counting with {@code kernel}; the counts are the same with any kernel.
   *
   * @param kernel the search of {@link #count()} and {@link #countDistinct()}; listing solutions
   *     always uses Dancing Links
   * @return a new solver sharing this one's rows
   * @throws NullPointerException if {@code kernel} is null
   */
  public TilingSolver withKernel(TilingKernel kernel) {
    return new TilingSolver(shared, Objects.requireNonNull(kernel, "kernel"), symmetryBreaking, listener,
        progressInterval, alphabet);
  }

  /**
   * This solver with or without symmetry breaking in {@link #count()} and {@link #countDistinct()}.
   * Without it, {@code count()} searches the whole tree and {@code countDistinct()} enumerates every
   * solution and keeps those that are the least of their images under the symmetries: slow and
   * simple, the twin the fast method is tested against.
   *
   * @param enabled true (the default) for the fast method
   * @return a new solver sharing this one's rows
   */
  public TilingSolver withSymmetryBreaking(boolean enabled) {
    return new TilingSolver(shared, kernel, enabled, listener, progressInterval, alphabet);
  }

  /**
   * This solver reporting the progress of its searches (with either kernel).
   *
   * @param listener receives the reports, about once per {@code interval}
   * @param interval the time between two reports
   * @return a new solver sharing this one's rows
   * @throws NullPointerException if {@code listener} or {@code interval} is null
   */
  public TilingSolver withProgress(ProgressListener listener, Duration interval) {
    return new TilingSolver(shared, kernel, symmetryBreaking, Objects.requireNonNull(listener, "listener"),
        Objects.requireNonNull(interval, "interval"), alphabet);
  }

  /**
   * This solver drawing piece {@code i} with {@code alphabet.charAt(i)} when the names cannot serve.
   *
   * @param alphabet one character per piece, in the pieces' order
   * @return a new solver sharing this one's rows
   * @throws NullPointerException if {@code alphabet} is null
   * @throws BadInputException if {@code alphabet} is empty
   */
  public TilingSolver withAlphabet(String alphabet) {
    if (alphabet.isEmpty()) {
      throw new BadInputException("the alphabet must not be empty");
    }
    return new TilingSolver(shared, kernel, symmetryBreaking, listener, progressInterval, alphabet);
  }

  // ---------------------------------------------------------------------------------------------
  // the problem

  /** {@return the pieces, in the order given, unmodifiable} */
  public List<Polyomino> pieces() {
    return shared.encoding.pieces();
  }

  /** {@return the region to tile} */
  public Region region() {
    return shared.encoding.region();
  }

  /** {@return whether pieces may be rotated} */
  public boolean rotation() {
    return shared.encoding.rotation();
  }

  /** {@return whether pieces may be reflected} */
  public boolean reflection() {
    return shared.encoding.reflection();
  }

  /**
   * Whether piece {@code piece} may be used any number of times.
   *
   * @param piece the piece's index in {@link #pieces()}, from 0
   * @return true if it may be used any number of times (none included), false if exactly once
   * @throws IndexOutOfBoundsException if there is no piece {@code piece}
   */
  public boolean isReusable(int piece) {
    return shared.encoding.isReusable(piece);
  }

  /**
   * {@return the rows: every placement of every piece, in SageMath's order (see
   * {@link TilingEncoding}); row {@code r} is option {@code r} of {@link #problem()}, unmodifiable}
   */
  public List<Placement> rows() {
    return shared.encoding.rows();
  }

  /** {@return the encoding: rows, items, and the decoding of solutions} */
  public TilingEncoding encoding() {
    return shared.encoding;
  }

  /** {@return the exact-cover problem (one primary item per single-use piece, then one per cell)} */
  public ExactCoverProblem problem() {
    return shared.encoding.problem();
  }

  /** {@return a new core engine's solver for {@link #problem()}, with this solver's progress listener} */
  public ExactCoverSolver solver() {
    ExactCoverSolver s = ExactCoverSolver.of(problem());
    return listener == null ? s : s.withProgress(listener, progressInterval);
  }

  /**
   * {@return whether solutions are possible by counting cells (SageMath's {@code is_suitable}):
   * false means none; every method that searches answers at once without searching}
   */
  public boolean isSuitable() {
    return shared.encoding.isSuitable();
  }

  /**
   * The problem's symmetries, identity first: the isometries mapping the region onto itself and the
   * pieces onto the pieces (see {@link ProblemSymmetries}). Computed on first use, once.
   *
   * @return the group, at least the identity
   */
  public List<Symmetry> symmetries() {
    return shared.symmetries.get();
  }

  // ---------------------------------------------------------------------------------------------
  // solutions

  /**
   * SageMath's name for {@link #solutions()} ({@code TilingSolver.solve()}),
   * kept for parity with Sage.
   *
   * @return every solution, lazily, in SageMath's order
   */
  public Stream<Tiling> solve() {
    return solutions();
  }

  /**
   * SageMath's name for {@link #solutions(Partial)} ({@code solve(partial=...)}),
   * kept for parity with Sage.
   *
   * @param partial which partial tilings to show between solutions
   * @return solutions and partial tilings, lazily, in SageMath's order
   * @throws NullPointerException if {@code partial} is null
   */
  public Stream<Tiling> solve(Partial partial) {
    return solutions(partial);
  }

  /**
   * All solutions, lazily, in SageMath's order: the search runs as the stream is consumed, on the
   * consuming thread.
   *
   * @return the solutions; empty if not {@link #isSuitable()}
   */
  public Stream<Tiling> solutions() {
    return solutions(Partial.NONE);
  }

  /**
   * Solutions and, between them, the partial tilings that {@code partial} asks for, lazily.
   *
   * @param partial which partial tilings to show ({@link Partial#NONE}: solutions only)
   * @return the tilings, complete or not ({@link Tiling#isComplete()} tells)
   * @throws NullPointerException if {@code partial} is null
   */
  public Stream<Tiling> solutions(Partial partial) {
    return solutionRows(partial).map(this::tiling);
  }

  /**
   * The first solution in SageMath's order, if any; searches until it is found, without limits.
   *
   * @return the first solution, or empty if there is none
   */
  public Optional<Tiling> findFirst() {
    return solutions().findFirst();
  }

  /**
   * The solutions as row numbers in the order the search chose them, lazily, with the partial ones
   * that {@code partial} asks for (SageMath's {@code _dlx_..._iterator} lists).
   *
   * @param partial which partial solutions to list between solutions
   * @return one array of row numbers (indices into {@link #rows()}) per solution or partial
   *     solution; empty if not {@link #isSuitable()}
   * @throws NullPointerException if {@code partial} is null
   */
  public Stream<int[]> solutionRows(Partial partial) {
    Objects.requireNonNull(partial, "partial");
    if (!isSuitable()) {
      return Stream.empty();
    }
    Iterator<int[]> solutions = solver().solutions().map(s -> s.optionIds()).iterator();
    Iterator<int[]> it = switch (partial) {
      case NONE -> solutions;
      case COMMON -> PartialSolutions.commonPrefix(solutions);
      case INCREMENTAL -> PartialSolutions.incremental(solutions);
    };
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(it, Spliterator.ORDERED | Spliterator.NONNULL),
        false);
  }

  /**
   * The tiling made of rows {@code rows}, complete or not; the rows are not checked to be disjoint.
   *
   * @param rows indices into {@link #rows()}, all of them used
   * @return the tiling, its pieces in the order of {@code rows}
   * @throws IndexOutOfBoundsException if a row number is not in {@link #rows()}
   */
  public Tiling tiling(int[] rows) {
    return new Tiling(region(), pieces(), shared.encoding.decode(rows, rows.length), alphabet);
  }

  // ---------------------------------------------------------------------------------------------
  // the puzzle contract (core.puzzle)

  /**
   * The first {@code max} tilings in {@link #solutions()}'s order within {@code limits}, on core's
   * engine ({@link #solver()}): the puzzle contract's {@link Puzzle#find}.
   *
   * <pre>{@code
   * TilingSolver t = TilingSolver.of(PieceSets.pentominoes(), Region.box(6, 10));
   * t.find(1, SearchLimits.none()).first().orElseThrow().isComplete();   // true
   * }</pre>
   *
   * @param max the most tilings to return, at least 1
   * @param limits when to stop early (time, nodes, cancellation)
   * @return the tilings found, how many, why the search stopped and its statistics
   * @throws NullPointerException if {@code limits} is null
   * @throws BadInputException if {@code max < 1}
   */
  @Override
  public PuzzleResult<Tiling> find(int max, SearchLimits limits) {
    PuzzleArguments.checkFind(max, limits);
    return isSuitable() ? contract().find(max, limits) : none();
  }

  /**
   * The tilings counted within {@code limits} with {@code threads} threads on core's engine
   * ({@link #solver()}: every tiling, no symmetry breaking, core's nodes): the puzzle contract's
   * {@link Puzzle#count}. The same number as {@link #count(int)}, whose search is faster and has
   * no limits.
   *
   * <pre>{@code
   * TilingSolver t = TilingSolver.builder(PieceSets.pentominoes(), Region.box(3, 20)).reflection(true).build();
   * t.count(2, SearchLimits.none()).count();   // 8
   * }</pre>
   *
   * @param threads the threads to search with, 1 to {@link Workers#MAX_THREADS}
   * @param limits when to stop early (time, nodes, cancellation); the count is then a lower bound
   * @return the count, why the search stopped and its statistics (no tiling is kept)
   * @throws NullPointerException if {@code limits} is null
   * @throws BadInputException if {@code threads} is out of range
   */
  @Override
  public PuzzleResult<Tiling> count(int threads, SearchLimits limits) {
    PuzzleArguments.checkCount(threads, limits);
    return isSuitable() ? contract().count(threads, limits) : none();
  }

  private Puzzle<Tiling> contract() {
    return ExactCoverPuzzle.of(solver(), s -> tiling(s.optionIds()));
  }

  /** The answer when the cells cannot be tiled (not {@link #isSuitable()}): none, at once. */
  private static PuzzleResult<Tiling> none() {
    return new PuzzleResult<>(0, List.of(), StopReason.COMPLETED, new SearchStatistics(0, 0, 0, Duration.ZERO));
  }

  // ---------------------------------------------------------------------------------------------
  // counting

  /**
   * The number of solutions, counted with one thread, without limits.
   *
   * @return every solution counted, a tiling and its images under the symmetries each once
   */
  public long count() {
    return count(1);
  }

  /**
   * The number of solutions, counted with {@code threads} threads (the same number for any count),
   * without limits.
   *
   * @param threads the threads to count with, 1 to {@link Workers#MAX_THREADS}
   * @return every solution counted, as {@link #count()}
   * @throws BadInputException if {@code threads} is out of range
   * @throws IllegalStateException if the {@link TilingKernel#BITBOARD} kernel was chosen for a
   *     region of more than 128 cells
   */
  public long count(int threads) {
    checkThreads(threads);
    if (!isSuitable()) {
      return 0;
    }
    SolutionCounter counter = counter();
    if (!symmetryBreaking || symmetries().size() == 1 || shared.countPlan.get().enumerateAll()) {
      return counter.countAll(threads);
    }
    List<SymmetryPlan.Representative> reps = shared.countPlan.get().representatives();
    int[] rows = new int[reps.size()];
    long[] weights = new long[reps.size()];
    for (int i = 0; i < rows.length; i++) {
      rows[i] = reps.get(i).row();
      weights[i] = reps.get(i).orbitSize();
    }
    return counter.countContaining(rows, weights, threads);
  }

  /**
   * {@link #count()}'s search as a {@link SplittableSearch}, for counts cut into parts
   * ({@code --checkpoint}, {@code --part}, Spark): the same search as {@code count()}, with its
   * symmetry breaking. Where {@code count()} runs the bitboard (regions of at most 128 cells,
   * {@link TilingKernel#AUTO} or {@link TilingKernel#BITBOARD}), the bitboard's tree below the
   * representative rows, each part's count weighted by its orbit's size; its identity starts
   * {@code polyomino-bitboard:}. Otherwise core's split on core's fastest kernel: below the same
   * representative rows, weighted ({@code ExactCoverSolver.splittable(roots, weights)}, identity
   * {@code xcc-roots:}), or of the whole problem where the count breaks no symmetry
   * ({@code ExactCoverSolver.splittable()}, identity {@code xcc:}). The parts' counts add up to
   * {@code count()}.
   *
   * <pre>{@code
   * SplittableSearch s = TilingSolver.builder(PieceSets.pentominoes(), Region.box(3, 20)).reflection(true).build().splittable();
   * long total = 0;
   * for (Subproblem p : s.split(8)) total += s.count(p).count();   // 8, as count()
   * }</pre>
   *
   * @return the search to split; its parts' counts add up to {@link #count()}
   * @throws IllegalStateException if the {@link TilingKernel#BITBOARD} kernel was chosen for a
   *     region of more than 128 cells
   */
  public SplittableSearch splittable() {
    if (!isSuitable()) {
      // an unsuitable problem: core's split answers from its necessary conditions, no node searched
      return solver().splittable();
    }
    int[] rows = null;
    long[] weights = null;
    if (symmetryBreaking && symmetries().size() > 1 && !shared.countPlan.get().enumerateAll()) {
      List<SymmetryPlan.Representative> reps = shared.countPlan.get().representatives();
      rows = new int[reps.size()];
      weights = new long[reps.size()];
      for (int i = 0; i < rows.length; i++) {
        rows[i] = reps.get(i).row();
        weights[i] = reps.get(i).orbitSize();
      }
    }
    if (!(counter() instanceof BitboardCounter bitboard)) {
      // Dancing Links: the representatives as core's weighted roots, as count() fixes them
      return rows == null ? solver().splittable() : solver().splittable(rows, weights);
    }
    // named by the problem (as core names it), the roots and the weights: what determines the tree
    // and its counts; digested when first asked (a checkpoint's header, a part's line), not before
    String roots = Arrays.toString(rows) + "\n" + Arrays.toString(weights);
    return bitboard.splittable(rows, weights, () -> "polyomino-bitboard:"
        + io.github.dlxkit.core.search.Digest.of(solver().splittable().identity() + "\n" + roots));
  }

  /**
   * Knuth's estimate of {@link #count()}'s result and single-thread search (nodes, and time from
   * the speed measured while estimating) with the bitboard kernel, for counts too long to run (the
   * Quantumino box): below each representative row of the symmetry reduction, {@code walks} random
   * walks go down {@code depth} levels, choosing among the children uniformly, and the subtree
   * where a walk stops is counted exactly; weighted by the product of the branching factors on the
   * way, and the solutions by the orbit sizes, the results are unbiased estimates. With depth 0 the
   * "estimate" is the exact count. {@code probes} of the result is the walks per representative.
   *
   * @param depth how many levels each walk goes down before its subtree is counted exactly, at
   *     least 0; deeper walks cost less each and vary more
   * @param walks the random walks per representative row, at least 1
   * @param seed the random seed (the same seed gives the same estimate)
   * @return the estimated solutions, nodes and their standard errors, and the speed measured
   * @throws BadInputException for a region of more than 128 cells (the bitboard's limit)
   */
  public TreeSizeEstimate estimateCountCost(int depth, int walks, long seed) {
    if (!BitboardCounter.supports(shared.encoding)) {
      throw new BadInputException("the bitboard kernel needs a region of at most 128 cells, this one has "
          + region().size());
    }
    BitboardCounter bitboard = shared.bitboard.get();
    double solutions = 0;
    double solutionsVariance = 0;
    double nodes = 0;
    double nodesVariance = 0;
    double seconds = 0;
    for (SymmetryPlan.Representative r : shared.countPlan.get().representatives()) {
      TreeSizeEstimate e = bitboard.estimateCost(r.row(), depth, walks, seed + r.row());
      solutions += r.orbitSize() * e.solutions();
      solutionsVariance += Math.pow(r.orbitSize() * e.solutionsStandardError(), 2);
      nodes += e.nodes();
      nodesVariance += e.nodesStandardError() * e.nodesStandardError();
      seconds += e.nodesPerSecond() > 0 ? e.nodes() / e.nodesPerSecond() : 0;
    }
    return new TreeSizeEstimate(walks, nodes, Math.sqrt(nodesVariance), solutions, Math.sqrt(solutionsVariance),
        0, seconds > 0 ? nodes / seconds : 0);
  }

  /**
   * The number of solutions up to the problem's {@linkplain #symmetries() symmetries}, counted with
   * one thread.
   *
   * @return the number of orbits of solutions under {@link #symmetries()}
   */
  public long countDistinct() {
    return countDistinct(1);
  }

  /**
   * The number of solutions up to the problem's symmetries, counted with {@code threads} threads.
   *
   * @param threads the threads to count with, 1 to {@link Workers#MAX_THREADS}
   * @return the number of orbits of solutions under {@link #symmetries()}, the same for any thread count
   * @throws BadInputException if {@code threads} is out of range
   * @throws ArithmeticException if the weighted count overflows a {@code long}
   */
  public long countDistinct(int threads) {
    checkThreads(threads);
    if (!isSuitable()) {
      return 0;
    }
    List<Symmetry> group = symmetries();
    if (group.size() == 1) {
      return count(threads);
    }
    if (!symmetryBreaking) {
      return countLeastImages(threads);
    }
    SymmetryPlan plan = shared.distinctPlan.get();
    SolutionCounter counter = counter();
    long numerator; // |G| times the answer
    if (plan.enumerateAll()) {
      numerator = counter.stabiliserSum(-1, plan, threads);
    } else {
      numerator = 0;
      List<Integer> easyRows = new ArrayList<>();
      for (SymmetryPlan.Representative r : plan.representatives()) {
        if (plan.needsEnumeration(r)) {
          long sum = counter.stabiliserSum(r.row(), plan, threads);
          numerator = Math.addExact(numerator, Math.multiplyExact(r.orbitSize(), sum));
        } else {
          easyRows.add(r.row());
        }
      }
      int[] rows = easyRows.stream().mapToInt(Integer::intValue).toArray();
      long[] ones = new long[rows.length];
      Arrays.fill(ones, 1);
      long easy = counter.countContaining(rows, ones, threads);
      numerator = Math.addExact(numerator, Math.multiplyExact(easy, group.size()));
    }
    if (numerator % group.size() != 0) {
      throw new IllegalStateException("orbit count " + numerator + "/" + group.size() + " is not whole");
    }
    return numerator / group.size();
  }

  /** The simple way: solutions that are the least of their images (sorted row lists compared). */
  private long countLeastImages(int threads) {
    List<Symmetry> group = symmetries();
    LongAdder count = new LongAdder();
    solver().forEachSolution(threads, (ids, n) -> {
      int[] own = Arrays.copyOf(ids, n);
      Arrays.sort(own);
      int[] image = new int[n];
      for (Symmetry g : group) {
        for (int i = 0; i < n; i++) {
          image[i] = g.rowImage(own[i]);
        }
        Arrays.sort(image);
        if (Arrays.compare(image, own) < 0) {
          return true;
        }
      }
      count.increment();
      return true;
    });
    return count.sum();
  }

  private SolutionCounter counter() {
    boolean bitboard = switch (kernel) {
      case AUTO -> BitboardCounter.supports(shared.encoding) && TilingKernel.suitsBitboard(region());
      case BITBOARD -> true;
      case DANCING_LINKS -> false;
    };
    if (bitboard && !BitboardCounter.supports(shared.encoding)) {
      throw new IllegalStateException("the bitboard kernel needs a region of at most 128 cells, this one has "
          + region().size());
    }
    if (bitboard) {
      BitboardCounter b = shared.bitboard.get();
      return listener == null ? b : b.withProgress(listener, progressInterval);
    }
    return new DancingLinksCounter(solver());
  }

  private static void checkThreads(int threads) {
    Workers.checkThreads(threads);
  }

  /**
   * As SageMath describes a tiling solver.
   *
   * @return four lines: the pieces and cells, then whether rotation, reflection and reuse are allowed
   */
  @Override
  public String toString() {
    boolean allReusable = true;
    boolean anyReusable = false;
    for (int i = 0; i < pieces().size(); i++) {
      allReusable &= isReusable(i);
      anyReusable |= isReusable(i);
    }
    return "Tiling solver of " + pieces().size() + " pieces into a region of " + region().size() + " cells\n"
        + "Rotation allowed: " + rotation() + "\n"
        + "Reflection allowed: " + reflection() + "\n"
        + "Reusing pieces allowed: " + (allReusable ? "true" : anyReusable ? "some" : "false");
  }
}
