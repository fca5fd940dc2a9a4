package io.github.dlxkit.hexad.steiner;

import io.github.dlxkit.core.puzzle.ExactCoverPuzzle;
import io.github.dlxkit.core.puzzle.Puzzle;
import io.github.dlxkit.core.puzzle.PuzzleResult;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SolutionVisitor;
import io.github.dlxkit.hexad.encoding.SteinerEncoding;
import io.github.dlxkit.hexad.model.BlockDesign;
import io.github.dlxkit.hexad.model.Subsets;
import java.math.BigInteger;
import java.time.Duration;
import java.util.Collection;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/**
 * Steiner systems S(t,k,v) found and counted by the exact-cover engine: blocks of size {@code k}
 * on the points {@code 0..v-1} such that every {@code t} points lie in exactly one block.
 *
 * <pre>{@code
 * SteinerSystem fano = SteinerSystem.exactCover(2, 3, 7);
 * fano.count();                                        // 30 labelled Fano planes = 7!/168
 * BlockDesign d = fano.findFirst().orElseThrow();      // 7 lines
 * SteinerSystem.exactCover(5, 6, 12).countBySymmetry(1).count();  // 5040 = 12!/|M12|
 * SteinerSystem.exactCover(5, 6, 12).findByExtension(1);          // one S(5,6,12), via S(4,5,11), ...
 * }</pre>
 *
 * The same {@code findByExtension(1)} finds an S(5,8,24), the 759 octads, in about 2.5 GB.
 *
 * <p>Counts are of <em>labelled</em> systems (distinct block sets on {@code 0..v-1}); when all
 * systems are isomorphic that is {@code v!/|Aut|}. Instances are immutable and thread-safe; the
 * {@code with…} methods return new ones that share the (possibly large) matrix. A system is a
 * {@link Puzzle} of block designs: {@link #find} and {@link #count(int, SearchLimits)} answer with
 * one {@link PuzzleResult} and stop on an interrupt, saying so.
 */
public final class SteinerSystem implements Puzzle<BlockDesign> {
  private final SteinerEncoding encoding;
  private final ExactCoverSolver solver;
  private final int[] fixedOptions;
  private final UnaryOperator<ExactCoverSolver> decoration;

  private SteinerSystem(SteinerEncoding encoding, ExactCoverSolver solver, int[] fixedOptions,
      UnaryOperator<ExactCoverSolver> decoration) {
    this.encoding = encoding;
    this.solver = solver;
    this.fixedOptions = fixedOptions;
    this.decoration = decoration;
  }

  /**
   * The exact-cover formulation of S(t,k,v): items are the t-subsets, options the k-subsets.
   *
   * @param t every {@code t} points lie in exactly one block
   * @param k the block size
   * @param v the number of points, {@code 0..v-1}
   * @return the system with no block fixed, no limits and no progress; the matrix has
   *     {@code C(v,t)} items and {@code C(v,k)} options, built now
   * @throws IllegalArgumentException unless {@code 1 <= t <= k <= v <= 62} and the matrix fits
   *     the engine and the heap (the message says how much heap it needs)
   */
  public static SteinerSystem exactCover(int t, int k, int v) {
    SteinerEncoding e = SteinerEncoding.of(t, k, v);
    return new SteinerSystem(e, ExactCoverSolver.of(e.problem()), new int[0], UnaryOperator.identity());
  }

  /**
   * Whether S(t,k,v) passes the necessary conditions that cost nothing: for every {@code i < t}, the
   * blocks through a fixed i-set number {@code C(v-i,t-i) / C(k-i,t-i)}, which must be whole
   * (the derived designs' block counts), and no fewer than {@code C(v-i,s)} when
   * {@code t-i >= 2s} and {@code v-i >= k-i+s} (Ray-Chaudhuri and Wilson's inequality, 1975; for
   * s = 1 Fisher's: a 2-design has at least as many blocks as points, so S(2,6,21), 14 blocks on
   * 21 points, does not exist). Checked before any search: when one fails there is no system.
   *
   * @param t every {@code t} points lie in exactly one block, at least 1
   * @param k the block size, at least {@code t}
   * @param v the number of points, at least {@code k}; any size (no matrix is built)
   * @return false if S(t,k,v) cannot exist; true does not mean that it exists
   */
  public static boolean isAdmissible(int t, int k, int v) {
    for (int i = 0; i < t; i++) {
      java.math.BigInteger through = binomial(v - i, t - i);
      java.math.BigInteger perBlock = binomial(k - i, t - i);
      if (perBlock.signum() == 0 || through.mod(perBlock).signum() != 0) {
        return false;
      }
      // the i-th derived system S(t-i,k-i,v-i) has 'blocks' blocks: Ray-Chaudhuri and Wilson's
      // inequality (1975; s = 1 is Fisher's) for a t'-design with t' >= 2s and v' >= k' + s
      java.math.BigInteger blocks = through.divide(perBlock);
      for (int s = 1; 2 * s <= t - i && v - i >= k - i + s; s++) {
        if (blocks.compareTo(binomial(v - i, s)) < 0) {
          return false;
        }
      }
    }
    return true;
  }

  private static java.math.BigInteger binomial(int n, int r) {
    java.math.BigInteger b = java.math.BigInteger.ONE;
    for (int j = 0; j < r; j++) {
      b = b.multiply(java.math.BigInteger.valueOf(n - j)).divide(java.math.BigInteger.valueOf(j + 1));
    }
    return b;
  }

  /** {@return t: every t points lie in exactly one block} */
  public int t() {
    return encoding.t();
  }

  /** {@return k, the block size} */
  public int k() {
    return encoding.k();
  }

  /** {@return v, the number of points (they are {@code 0..v-1})} */
  public int v() {
    return encoding.v();
  }

  /** {@return the exact-cover problem: one item per t-subset, one option per k-subset, no block fixed} */
  public ExactCoverProblem problem() {
    return encoding.problem();
  }

  /** {@return the encoding (item and option numbering)} */
  public SteinerEncoding encoding() {
    return encoding;
  }

  /** {@return the solver this system searches with: fixed blocks, limits and progress applied} */
  public ExactCoverSolver solver() {
    return solver;
  }

  /** {@return the name {@code S(t,k,v)} with the numbers, e.g. {@code S(5,6,12)}} */
  public String name() {
    return "S(" + t() + "," + k() + "," + v() + ")";
  }

  /**
   * Only the systems that contain all of {@code blocks} (each a k-subset of {@code 0..v-1}).
   * Blocks that share {@code t} points leave no system.
   *
   * @param blocks the blocks, each {@code k} distinct points in {@code 0..v-1} in any order; added
   *     to the blocks fixed already
   * @return a new system sharing this one's matrix, with the same limits and progress
   * @throws IllegalArgumentException naming a block that is not a k-subset of the points
   */
  public SteinerSystem withFixedBlocks(Collection<int[]> blocks) {
    int[] ids = new int[fixedOptions.length + blocks.size()];
    System.arraycopy(fixedOptions, 0, ids, 0, fixedOptions.length);
    int n = fixedOptions.length;
    for (int[] b : blocks) {
      long mask = 0;
      for (int p : b) {
        if (p < 0 || p >= v()) {
          throw new BadInputException("fixed block " + java.util.Arrays.toString(b) + ": point " + p
              + " is not in 0.." + (v() - 1));
        }
        mask |= 1L << p;
      }
      if (Long.bitCount(mask) != k() || b.length != k()) {
        throw new BadInputException("fixed block " + java.util.Arrays.toString(b) + " is not " + k()
            + " distinct points");
      }
      ids[n++] = encoding.optionOf(mask);
    }
    return new SteinerSystem(encoding, solver.withFixedOptions(ids), ids, decoration);
  }

  /**
   * As {@link #withFixedBlocks(Collection)} with the blocks of {@code design}.
   *
   * @param design blocks of size {@code k} on points of {@code 0..v-1}
   * @return a new system sharing this one's matrix
   * @throws IllegalArgumentException naming a block that is not a k-subset of the points
   */
  public SteinerSystem withFixedBlocks(BlockDesign design) {
    return withFixedBlocks(design.blocks());
  }

  /**
   * This system searched with limits and cancellation (see {@link SearchLimits}); the derived
   * systems of {@link #countBySymmetry} and {@link #findByExtension} search with them too.
   *
   * @param limits replaces this system's limits
   * @return a new system sharing this one's matrix
   * @throws NullPointerException if {@code limits} is null
   */
  public SteinerSystem withLimits(SearchLimits limits) {
    UnaryOperator<ExactCoverSolver> d = s -> decoration.apply(s).withLimits(limits);
    return new SteinerSystem(encoding, solver.withLimits(limits), fixedOptions, d);
  }

  /**
   * This system searched with progress reports about once per {@code interval}; the derived
   * systems' searches report too.
   *
   * @param listener receives the reports, from a searching thread
   * @param interval the time between reports, positive
   * @return a new system sharing this one's matrix
   * @throws NullPointerException if {@code listener} or {@code interval} is null
   * @throws BadInputException if {@code interval} is not positive
   */
  public SteinerSystem withProgress(ProgressListener listener, Duration interval) {
    Objects.requireNonNull(listener, "listener");
    UnaryOperator<ExactCoverSolver> d = s -> decoration.apply(s).withProgress(listener, interval);
    return new SteinerSystem(encoding, solver.withProgress(listener, interval), fixedOptions, d);
  }

  // ---------------------------------------------------------------------------------------------
  // Plain search

  /**
   * The number of labelled systems (containing the fixed blocks, if any), by the plain search with
   * one thread.
   *
   * @return the number of labelled systems
   * @throws io.github.dlxkit.core.search.SearchStoppedException if a limit stopped the search
   */
  public long count() {
    return solver.count();
  }

  /**
   * The same number as {@link #count()}, counted with {@code threads} threads.
   *
   * @param threads the threads to count with, 1 to {@link io.github.dlxkit.core.search.Workers#MAX_THREADS}
   * @return the number of labelled systems containing the fixed blocks
   * @throws BadInputException if {@code threads} is out of range
   * @throws io.github.dlxkit.core.search.SearchStoppedException if a limit stopped the search
   */
  public long count(int threads) {
    return solver.count(threads);
  }

  /**
   * The plain search as a {@link io.github.dlxkit.core.search.SplittableSearch}, for counts cut into
   * parts or resumed from a checkpoint ({@code dlx steiner --count --plain --part K/N}).
   *
   * @return core's split of {@link #solver()}'s search, fixed blocks included
   */
  public io.github.dlxkit.core.search.SplittableSearch splittable() {
    return solver.splittable();
  }

  /**
   * The number of labelled S(t,k,v), by the cheapest sound method: 0 at once when a divisibility
   * condition fails ({@link #isAdmissible}; no matrix is built, which for large v would take
   * long); the engine's plain count when {@code plain} or t = 1; otherwise
   * {@link #countBySymmetry} (the derived systems times the extensions of one), orders of
   * magnitude faster for t ≥ 2.
   *
   * <pre>{@code
   * long fano = SteinerSystem.countLabelled(2, 3, 7, 1, false, s -> s); // 30 labelled Fano planes
   * }</pre>
   *
   * @param t every {@code t} points lie in exactly one block
   * @param k the block size
   * @param v the number of points
   * @param threads threads for the engine's counts
   * @param plain count the whole exact-cover problem, without fixing blocks
   * @param setup applied to the system before it searches (limits, progress)
   * @return the number of labelled S(t,k,v) on {@code 0..v-1}
   * @throws io.github.dlxkit.core.search.SearchStoppedException if a limit that {@code setup} set
   *     stopped a search
   * @throws IllegalArgumentException (a {@link io.github.dlxkit.core.BadInputException}) for
   *     parameters out of range, as {@link #exactCover}
   */
  public static long countLabelled(int t, int k, int v, int threads, boolean plain,
      UnaryOperator<SteinerSystem> setup) {
    SteinerEncoding.check(t, k, v);
    if (!isAdmissible(t, k, v)) {
      return 0;
    }
    SteinerSystem system = setup.apply(exactCover(t, k, v));
    return plain || t < 2 ? system.count(threads) : system.countBySymmetry(threads).count();
  }

  /**
   * One S(t,k,v), by the cheapest sound method: none at once when a divisibility condition fails
   * ({@link #isAdmissible}); {@link #findAny} when {@code plain}; otherwise
   * {@link #findByExtension}, which finds the big Witt designs where a plain search wanders.
   *
   * @param t every {@code t} points lie in exactly one block
   * @param k the block size
   * @param v the number of points
   * @param threads threads for the (last) search
   * @param plain search the whole exact-cover problem, without fixing blocks
   * @param setup applied to the system before it searches (limits, progress)
   * @return one system, or empty if there is none
   * @throws IllegalArgumentException (a {@link io.github.dlxkit.core.BadInputException}) for
   *     parameters out of range, as {@link #exactCover}
   * @throws io.github.dlxkit.core.search.SearchStoppedException if a limit that {@code setup} set
   *     stopped the search before a system was found
   */
  public static Optional<BlockDesign> findOne(int t, int k, int v, int threads, boolean plain,
      UnaryOperator<SteinerSystem> setup) {
    SteinerEncoding.check(t, k, v);
    if (!isAdmissible(t, k, v)) {
      return Optional.empty();
    }
    SteinerSystem system = setup.apply(exactCover(t, k, v));
    return plain ? system.findAny(threads) : system.findByExtension(threads);
  }

  /**
   * The first system in the engine's search order, on the calling thread.
   *
   * @return the first system containing the fixed blocks, or empty if there is none
   * @throws io.github.dlxkit.core.search.SearchStoppedException if a limit stopped the search first
   */
  public Optional<BlockDesign> findFirst() {
    return solver.findFirst().map(s -> encoding.decode(s.optionIds(), s.optionIds().length));
  }

  /**
   * The first system found by {@code threads} threads searching disjoint parts of the tree (not
   * necessarily the first in search order); the search stops as soon as one is found.
   *
   * @param threads the threads to search with; 1 is {@link #findFirst()}
   * @return a system containing the fixed blocks, or empty if there is none
   * @throws io.github.dlxkit.core.search.SearchStoppedException if a limit stopped the search
   *     before a system was found
   */
  public Optional<BlockDesign> findAny(int threads) {
    if (threads == 1) {
      return findFirst();
    }
    AtomicReference<BlockDesign> found = new AtomicReference<>();
    SolutionVisitor stopAtFirst = (ids, n) -> {
      found.compareAndSet(null, encoding.decode(ids, n));
      return false;
    };
    SearchResult r = solver.forEachSolution(threads, stopAtFirst);
    if (found.get() == null && !r.isComplete()) {
      throw new io.github.dlxkit.core.search.SearchStoppedException(r);
    }
    return Optional.ofNullable(found.get());
  }

  /**
   * All systems containing the fixed blocks, lazily, in search order; the search runs on the
   * consuming thread.
   *
   * @return the systems; a limit that stops the search throws
   *     {@link io.github.dlxkit.core.search.SearchStoppedException} from the stream
   */
  public Stream<BlockDesign> solutions() {
    return solver.solutions().map(s -> encoding.decode(s.optionIds(), s.optionIds().length));
  }

  /**
   * The first {@code max} systems in the engine's search order within {@code limits} (which take
   * the place of this system's own): the puzzle contract's {@link Puzzle#find}, on {@link #solver()}.
   *
   * <pre>{@code
   * SteinerSystem.exactCover(2, 3, 7).find(2, SearchLimits.none()).solutions().size();   // 2
   * }</pre>
   *
   * @param max the most systems to return, at least 1
   * @param limits when to stop early (time, nodes, cancellation)
   * @return the systems found, how many, why the search stopped and its statistics
   * @throws NullPointerException if {@code limits} is null
   * @throws BadInputException if {@code max < 1}
   */
  @Override
  public PuzzleResult<BlockDesign> find(int max, SearchLimits limits) {
    return contract().find(max, limits);
  }

  /**
   * The labelled systems counted within {@code limits} with {@code threads} threads: the puzzle
   * contract's {@link Puzzle#count}, on {@link #solver()}.
   *
   * <pre>{@code
   * SteinerSystem.exactCover(2, 3, 7).count(2, SearchLimits.none()).count();   // 30
   * }</pre>
   *
   * @param threads the threads to count with, 1 to {@link io.github.dlxkit.core.search.Workers#MAX_THREADS}
   * @param limits when to stop early; the count is then of the systems met so far
   * @return the count, why the search stopped and its statistics (no system is kept)
   * @throws NullPointerException if {@code limits} is null
   * @throws BadInputException if {@code threads} is out of range
   */
  @Override
  public PuzzleResult<BlockDesign> count(int threads, SearchLimits limits) {
    return contract().count(threads, limits);
  }

  private Puzzle<BlockDesign> contract() {
    return ExactCoverPuzzle.of(solver, s -> encoding.decode(s.optionIds(), s.optionIds().length));
  }

  // ---------------------------------------------------------------------------------------------
  // Fixing the blocks through a point

  /**
   * The derived problem S(t-1,k-1,v-1) (the blocks through the last point, without it), searched
   * with the same limits and progress.
   *
   * @return S(t-1,k-1,v-1) on the points {@code 0..v-2}, no block fixed
   * @throws IllegalStateException for t = 1
   */
  public SteinerSystem derived() {
    if (t() < 2) {
      throw new IllegalStateException(name() + " has no derived Steiner system (t must be at least 2)");
    }
    SteinerEncoding e = SteinerEncoding.of(t() - 1, k() - 1, v() - 1);
    return new SteinerSystem(e, decoration.apply(ExactCoverSolver.of(e.problem())), new int[0], decoration);
  }

  /**
   * The systems whose blocks through the last point {@code v-1} are {@code derived}'s blocks plus
   * that point, added to the blocks this system has fixed already.
   *
   * @param derived a system S(t-1,k-1,v-1) on {@code 0..v-2}, e.g. one of {@link #derived()}'s
   * @return a new system sharing this one's matrix, {@code derived}'s blocks fixed with {@code v-1} added
   * @throws IllegalArgumentException if {@code derived} has the wrong number of points or block size
   */
  public SteinerSystem extending(BlockDesign derived) {
    if (derived.pointCount() != v() - 1 || (derived.blockCount() > 0 && derived.blockSize() != k() - 1)) {
      throw new IllegalArgumentException("a derived design of " + name() + " has blocks of " + (k() - 1)
          + " points on " + (v() - 1) + " points");
    }
    return withFixedBlocks(derived.lifted());
  }

  /**
   * Counts the labelled systems by fixing the blocks through the last point (see
   * {@link SymmetricCount} for why the multiplication is exact). The derived systems are counted
   * the same way, recursively, down to t = 1, where the one block through the last point is fixed.
   * Ignores fixed blocks.
   *
   * @param threads threads for the engine's counts
   * @return the count with its factors (derived systems, automorphisms, extensions) and time taken
   * @throws io.github.dlxkit.core.search.SearchStoppedException if a limit stopped a search
   * @throws ArithmeticException if the count overflows a {@code long}
   */
  public SymmetricCount countBySymmetry(int threads) {
    long start = System.nanoTime();
    if (t() == 1) {
      return countPartitionsBySymmetry(threads, start);
    }
    SteinerSystem derived = derived();
    long derivedCount = derived.countBySymmetry(threads).count();
    Optional<BlockDesign> d0 = derived.findFirst();
    if (d0.isEmpty()) {
      return new SymmetricCount(t(), k(), v(), 0, 0, BigInteger.ZERO, true, 0, null, since(start));
    }
    BigInteger aut = DesignAutomorphisms.groupOrder(d0.get(), t() - 1);
    boolean singleOrbit = Subsets.factorial(v() - 1).divide(aut).equals(BigInteger.valueOf(derivedCount));
    SteinerSystem base = unfixed();
    long extensions = base.extending(d0.get()).count(threads);
    long count;
    if (singleOrbit) {
      count = Math.multiplyExact(derivedCount, extensions);
    } else {
      count = derived.solutions().mapToLong(d -> base.extending(d).count(threads)).sum();
    }
    return new SymmetricCount(t(), k(), v(), count, derivedCount, aut, singleOrbit, extensions, d0.get(),
        since(start));
  }

  /**
   * t = 1: the blocks partition the points, and exactly one block goes through {@code v-1}. Its
   * other {@code k-1} points are any (k-1)-subset of {@code 0..v-2}: {@code C(v-1,k-1)} "derived
   * systems", one orbit of S_(v-1) (the stabilizer of one of them has order
   * {@code (k-1)!(v-k)!}, and {@code (v-1)!/((k-1)!(v-k)!) = C(v-1,k-1)}, checked below). The
   * extensions of {@code {0..k-2}} are counted by the engine with the block {@code {0..k-2, v-1}}
   * fixed.
   */
  private SymmetricCount countPartitionsBySymmetry(int threads, long start) {
    int[] block = new int[k()];
    for (int i = 0; i < k() - 1; i++) {
      block[i] = i;
    }
    block[k() - 1] = v() - 1;
    long derivedCount = Subsets.binomial(v() - 1, k() - 1);
    BigInteger aut = Subsets.factorial(k() - 1).multiply(Subsets.factorial(v() - k()));
    boolean singleOrbit = Subsets.factorial(v() - 1).divide(aut).equals(BigInteger.valueOf(derivedCount));
    long extensions = unfixed().withFixedBlocks(java.util.List.of(block)).count(threads);
    // S(1,1,1) (the tail of S(t,t,t)'s recursion): its derived system would have no point, so none is kept
    BlockDesign d0 = v() == 1 ? null
        : BlockDesign.of(v() - 1, java.util.List.of(java.util.Arrays.copyOf(block, k() - 1)));
    return new SymmetricCount(t(), k(), v(), Math.multiplyExact(derivedCount, extensions), derivedCount, aut,
        singleOrbit, extensions, d0, since(start));
  }

  /**
   * Finds a system by extension: a derived system S(t-1,k-1,v-1) is found the same way
   * (recursively, down to t = 1), its blocks are fixed through the last point, and the engine
   * completes them; if they do not extend, the next derived system is tried. This finds the big
   * Witt designs (S(5,8,24) via S(4,7,23), S(3,6,22), S(2,5,21), S(1,4,20)) where a plain search
   * wanders. Ignores fixed blocks.
   *
   * @param threads threads for the last, largest search (the smaller ones run on one thread)
   * @return one system, or empty if there is none
   * @throws io.github.dlxkit.core.search.SearchStoppedException if a limit stopped a search
   */
  public Optional<BlockDesign> findByExtension(int threads) {
    if (t() < 2) {
      return unfixed().findAny(threads);
    }
    SteinerSystem base = unfixed();
    return derived().systemsByExtension()
        .map(d -> base.extending(d).findAny(threads))
        .flatMap(Optional::stream)
        .findFirst();
  }

  /**
   * Every system, each once, enumerated derived system by derived system (lazily). Ignores fixed
   * blocks.
   *
   * @return the labelled systems, in an order unlike {@link #solutions()}'s
   */
  public Stream<BlockDesign> systemsByExtension() {
    if (t() < 2) {
      return unfixed().solutions();
    }
    SteinerSystem base = unfixed();
    return derived().systemsByExtension().flatMap(d -> base.extending(d).solutions());
  }

  private SteinerSystem unfixed() {
    return fixedOptions.length == 0 ? this
        : new SteinerSystem(encoding, decoration.apply(ExactCoverSolver.of(encoding.problem())), new int[0], decoration);
  }

  private static Duration since(long start) {
    return Duration.ofNanos(System.nanoTime() - start);
  }

  /** {@return the name and the exact-cover problem's description, for logs} */
  @Override
  public String toString() {
    return name() + " as exact cover: " + problem();
  }
}
