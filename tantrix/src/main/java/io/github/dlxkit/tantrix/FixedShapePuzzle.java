package io.github.dlxkit.tantrix;

import io.github.dlxkit.core.puzzle.Puzzle;
import io.github.dlxkit.core.puzzle.PuzzleArguments;
import io.github.dlxkit.core.puzzle.PuzzleResult;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.PartCount;
import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.tantrix.encoding.FixedShapeEncoding;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.HexShape;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.Tile;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/**
 * A Tantrix puzzle on a fixed board: place every tile on the cells of {@code shape}, Golden Rule on
 * every shared edge, so that each colour of the goal forms one line or one loop through all its
 * arcs. Solved as exact cover with colours on the core engine ({@link FixedShapeEncoding}); every
 * exact cover is then checked for the goal.
 *
 * <pre>{@code
 * TileSet set = TileSet.standard();
 * FixedShapePuzzle blue = FixedShapePuzzle.of(set.tiles(List.of(6, 7, 8, 13, 14, 39, 40, 41, 42, 43)),
 *     HexShape.pyramid(4), Goal.line(Colour.BLUE));
 * Tantrix first = blue.findFirst().orElseThrow();
 * long all = blue.count();              // 15: each turn of the board counts apart
 * long distinct = blue.countDistinct(); // 5: up to the turns that map the board onto itself
 * }</pre>
 *
 * <p>Counting searches one solution of each orbit under the board's rotations (the first tile is
 * kept to one (cell, rotation) per orbit): tiles are distinct and no tile looks the same after a
 * turn, so no solution is its own turn, every orbit has exactly as many members as the board has
 * rotations, and {@link #count()} is that number times {@link #countDistinct()}.
 *
 * <p>Immutable and thread-safe: the {@code with…} methods return new puzzles, and the encodings,
 * built on first use, are published through volatile fields (two threads may both build one; they
 * build the same). A puzzle is a {@link Puzzle} of Tantrix placements: {@link #find} and
 * {@link #count(int, SearchLimits)} answer with one {@link PuzzleResult} and stop on an interrupt,
 * saying so.
 */
public final class FixedShapePuzzle implements Puzzle<Tantrix> {
  private final List<Tile> tiles;
  private final HexShape shape;
  private final Goal goal;
  private final UnaryOperator<ExactCoverSolver> configure;
  private volatile FixedShapeEncoding all;
  private volatile FixedShapeEncoding distinct;

  private FixedShapePuzzle(List<Tile> tiles, HexShape shape, Goal goal, UnaryOperator<ExactCoverSolver> configure) {
    this.tiles = tiles;
    this.shape = shape;
    this.goal = goal;
    this.configure = configure;
  }

  /**
   * The puzzle of placing {@code tiles} on {@code shape} to reach {@code goal}.
   *
   * @param tiles the tiles to place, each once, as many as the shape has cells; copied; not null
   * @param shape the board: one piece of hexagonal cells without holes; not null
   * @param goal the colours that must each form one line or loop; each must be on some tile; not null
   * @return the puzzle, with no search limits and no progress reporting
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException ({@link BadInputException}) if a tile is repeated, the numbers of tiles and cells differ,
   *     the shape is not one piece without holes, or no tile carries a colour of the goal
   */
  public static FixedShapePuzzle of(List<Tile> tiles, HexShape shape, Goal goal) {
    Objects.requireNonNull(tiles, "tiles");
    Objects.requireNonNull(shape, "shape");
    Objects.requireNonNull(goal, "goal");
    Set<Integer> seen = new HashSet<>();
    for (Tile t : tiles) {
      if (!seen.add(t.number())) {
        throw new BadInputException("tile " + t.number() + " is given twice");
      }
    }
    if (tiles.size() != shape.size()) {
      throw new BadInputException("the puzzle has " + tiles.size() + " tiles but the shape has "
          + shape.size() + " cells");
    }
    if (!shape.isConnected()) {
      throw new BadInputException("the shape is not connected: a tantrix is one piece");
    }
    if (!shape.holes().isEmpty()) {
      throw new BadInputException("the shape has a hole at " + shape.holes().get(0)
          + ": a tantrix may not have holes");
    }
    for (Colour c : goal.colours()) {
      if (tiles.stream().noneMatch(t -> t.has(c))) {
        throw new BadInputException("no tile carries " + c.displayName() + ", so there is no "
            + c.displayName() + " " + goal.kind(c).word());
      }
    }
    return new FixedShapePuzzle(List.copyOf(tiles), shape, goal, UnaryOperator.identity());
  }

  /**
   * {@return this puzzle with search limits, applied to every later search; this puzzle is unchanged}
   *
   * @param limits the limits (node count, time, and so on), which replace earlier ones; not null
   */
  public FixedShapePuzzle withLimits(SearchLimits limits) {
    Objects.requireNonNull(limits, "limits");
    return configured(s -> s.withLimits(limits));
  }

  /**
   * {@return this puzzle, reporting the engine's progress to {@code listener} about once per
   * {@code interval}; this puzzle is unchanged}
   *
   * @param listener told about progress, from the searching threads; not null
   * @param interval about how often, positive: a zero or negative one makes the searches throw an
   *     {@link IllegalArgumentException} ({@link BadInputException}) when they start
   */
  public FixedShapePuzzle withProgress(ProgressListener listener, Duration interval) {
    Objects.requireNonNull(listener, "listener");
    return configured(s -> s.withProgress(listener, interval));
  }

  private FixedShapePuzzle configured(UnaryOperator<ExactCoverSolver> more) {
    FixedShapePuzzle p = new FixedShapePuzzle(tiles, shape, goal, s -> more.apply(configure.apply(s)));
    p.all = all;
    p.distinct = distinct;
    return p;
  }

  /** {@return the board, whose cells the tiles fill} */
  public HexShape shape() {
    return shape;
  }

  /** {@return the tiles to place, in the order given; unmodifiable} */
  public List<Tile> tiles() {
    return tiles;
  }

  /** {@return the colours that must form lines or loops} */
  public Goal goal() {
    return goal;
  }

  /** {@return the number of rotations that map the board onto itself (1, 2, 3 or 6)} */
  public int symmetryCount() {
    return shape.symmetries().size();
  }

  /**
   * The exact-cover encoding, for inspection: with {@code distinct} the one that keeps one
   * solution of each orbit under the board's rotations. Built on first use, then shared.
   *
   * @param distinct true for the encoding that keeps one solution of each orbit, false for all
   * @return the encoding, the same object on every call with the same {@code distinct}
   */
  public FixedShapeEncoding encoding(boolean distinct) {
    if (distinct) {
      FixedShapeEncoding e = this.distinct;
      if (e == null) {
        e = new FixedShapeEncoding(tiles, shape, goal, true);
        this.distinct = e;
      }
      return e;
    }
    FixedShapeEncoding e = all;
    if (e == null) {
      e = new FixedShapeEncoding(tiles, shape, goal, false);
      all = e;
    }
    return e;
  }

  /**
   * Visits the solutions in search order until {@code visitor} returns false: all of them, or with
   * {@code distinct} one of each orbit under the board's rotations. The result counts the solutions
   * seen (not the exact covers); its statistics are the engine's. One thread; the visitor is
   * called on it.
   *
   * @param distinct true to visit one solution of each orbit, false to visit them all
   * @param visitor told about each solution; returns false to stop the search; not null
   * @return the number of solutions visited, why the search ended, and the engine's statistics
   */
  public SearchResult forEachSolution(boolean distinct, Predicate<Tantrix> visitor) {
    FixedShapeEncoding e = encoding(distinct);
    FixedShapeEncoding.Checker checker = e.checker();
    long[] found = {0};
    SearchResult r = solver(e).forEachSolution((ids, n) -> {
      if (!checker.accepts(ids, n)) {
        return true;
      }
      found[0]++;
      return visitor.test(e.decode(ids, n));
    });
    return new SearchResult(found[0], r.stopReason(), r.statistics());
  }

  /**
   * All solutions, lazily, in search order; a limit that stops the search throws
   * {@link SearchStoppedException}.
   *
   * @return every solution, each turn of a symmetric board apart; to be consumed by one thread
   */
  public Stream<Tantrix> solutions() {
    return solutions(false);
  }

  /**
   * All solutions, or one of each orbit under the board's rotations, lazily, in search order; a
   * limit that stops the search throws {@link SearchStoppedException}.
   *
   * @param distinct true for one solution of each orbit, false for all
   * @return the solutions; to be consumed by one thread
   */
  public Stream<Tantrix> solutions(boolean distinct) {
    FixedShapeEncoding e = encoding(distinct);
    FixedShapeEncoding.Checker checker = e.checker();
    return solver(e).solutions()
        .filter(s -> checker.accepts(s.optionIds(), s.size()))
        .map(s -> e.decode(s.optionIds(), s.size()));
  }

  /**
   * The first solution in search order, if any.
   *
   * @return the first solution, empty if the puzzle has none
   * @throws SearchStoppedException if a limit stopped the search before a solution was found
   */
  public Optional<Tantrix> findFirst() {
    return solutions(true).findFirst();
  }

  /**
   * The number of solutions: every placement of the tiles on the board that meets the goal, so a
   * solution and its turns on a symmetric board count separately.
   *
   * @return the number of solutions, not negative
   * @throws SearchStoppedException if a limit stopped the search
   */
  public long count() {
    return count(1);
  }

  /**
   * {@link #count()} with {@code threads} threads; the same number.
   *
   * @param threads how many threads search, 1 to {@link io.github.dlxkit.core.search.Workers#MAX_THREADS}
   * @return the number of solutions, not negative
   * @throws SearchStoppedException if a limit stopped the search
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code threads} is out of range
   */
  public long count(int threads) {
    return count(threads, false).solutions();
  }

  /**
   * Counts with {@code threads} threads: every solution ({@link #count()}), or with
   * {@code distinct} one of each orbit under the board's rotations ({@link #countDistinct()}). The
   * result's {@code solutions()} is that number, its statistics the engine's.
   *
   * @param threads how many threads search, 1 to {@link io.github.dlxkit.core.search.Workers#MAX_THREADS}
   * @param distinct true for one solution of each orbit, false for every solution
   * @return the number of solutions, a complete search, and the engine's statistics
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code threads} is out of range
   * @throws SearchStoppedException if a limit stopped the search
   * @throws ArithmeticException if the number of solutions overflows a long
   */
  public SearchResult count(int threads, boolean distinct) {
    SearchResult r = run(threads, true);
    if (!r.isComplete()) {
      throw new SearchStoppedException(r);
    }
    // each orbit has as many solutions as the board has turns: a turn other than none moves some
    // tile to another cell, so with different tiles it changes every solution of two or more tiles
    long solutions = distinct ? r.solutions() : Math.multiplyExact(r.solutions(), symmetryCount());
    return new SearchResult(solutions, r.stopReason(), r.statistics());
  }

  /**
   * The number of solutions up to the rotations that map the board onto itself (120° and 240° for
   * the pyramids); tiles are chiral, so reflections are not used.
   *
   * @return the number of orbits of solutions, not negative
   * @throws SearchStoppedException if a limit stopped the search
   */
  public long countDistinct() {
    return countDistinct(1);
  }

  /**
   * {@link #countDistinct()} with {@code threads} threads; the same number.
   *
   * @param threads how many threads search, 1 to {@link io.github.dlxkit.core.search.Workers#MAX_THREADS}
   * @return the number of orbits of solutions, not negative
   * @throws SearchStoppedException if a limit stopped the search
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code threads} is out of range
   */
  public long countDistinct(int threads) {
    return count(threads, true).solutions();
  }

  /**
   * Explores the whole tree (within the limits), counting the solutions that meet the goal: all of
   * them, or with {@code distinct} one of each orbit. Unlike {@link #count(int, boolean)} it does
   * not throw when a limit stops the search, and does not multiply by the board's turns.
   *
   * @param threads how many threads search, 1 to {@link io.github.dlxkit.core.search.Workers#MAX_THREADS}
   * @param distinct true to search with the encoding that keeps one solution of each orbit
   * @return the solutions found (complete or not), why the search ended, and the engine's statistics
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code threads} is out of range
   */
  public SearchResult run(int threads, boolean distinct) {
    FixedShapeEncoding e = encoding(distinct);
    ThreadLocal<FixedShapeEncoding.Checker> checkers = ThreadLocal.withInitial(e::checker);
    LongAdder found = new LongAdder();
    SearchResult r = solver(e).forEachSolution(threads, (ids, n) -> {
      if (checkers.get().accepts(ids, n)) {
        found.increment();
      }
      return true;
    });
    return new SearchResult(found.sum(), r.stopReason(), r.statistics());
  }

  /**
   * The first {@code max} solutions in {@link #solutions()}'s order (every solution, each turn of
   * the board apart) within {@code limits}, which take the place of this puzzle's own: the puzzle
   * contract's {@link Puzzle#find}.
   *
   * <pre>{@code
   * PuzzleCatalog.get("rainbow_blue").fixed().find(20, SearchLimits.none()).count();   // 15
   * }</pre>
   */
  @Override
  public PuzzleResult<Tantrix> find(int max, SearchLimits limits) {
    return PuzzleResult.find(max, limits, (l, visitor) -> withLimits(l).forEachSolution(false, visitor));
  }

  /**
   * Every solution counted within {@code limits} (which take the place of this puzzle's own) with
   * {@code threads} threads, as {@link #count(int)} counts them (one of each orbit, times the
   * board's turns; so a stopped count is of the orbits seen): the puzzle contract's
   * {@link Puzzle#count}.
   *
   * <pre>{@code
   * PuzzleCatalog.get("rainbow_blue").fixed().count(2, SearchLimits.none()).count();   // 15
   * }</pre>
   */
  @Override
  public PuzzleResult<Tantrix> count(int threads, SearchLimits limits) {
    PuzzleArguments.checkCount(threads, limits);
    SearchResult r = withLimits(limits).run(threads, true);
    return PuzzleResult.counted(new SearchResult(Math.multiplyExact(r.solutions(), symmetryCount()),
        r.stopReason(), r.statistics()));
  }

  /**
   * This puzzle's count as a {@link SplittableSearch}, for {@code --checkpoint}, {@code --part} and
   * Spark: core's split of the search {@link #count(int, boolean)} runs (the encoding that keeps one
   * solution of each orbit, on the solver's kernel), each subproblem counted through the goal check
   * and, without {@code distinct}, times the board's turns, so that the parts add up to
   * {@link #count(int, boolean)} in as many nodes. Limits apply per subproblem; progress is the caller's.
   *
   * <pre>{@code
   * SplittableSearch s = PuzzleCatalog.get("rainbow_blue").fixed().splittable(true);
   * long total = 0;
   * for (Subproblem p : s.split(16)) {
   *   total += s.count(p).count();         // 5, the Blue Rainbow's distinct solutions
   * }
   * }</pre>
   *
   * @param distinct true to count one solution of each orbit, false to count every solution
   * @return the splittable count; its parts may be counted from several threads at once
   */
  public SplittableSearch splittable(boolean distinct) {
    // the count's own route: one of each orbit, then each orbit's size (see count(int, boolean)),
    // and one solver for all the parts, so that its matrices are built once
    FixedShapeEncoding e = encoding(true);
    long perOrbit = distinct ? 1 : symmetryCount();
    ExactCoverSolver base = solver(e);
    SplittableSearch plain = base.splittable();
    String identity = "tantrix-fixed:" + (distinct ? "distinct:" : "all:") + plain.identity();
    ThreadLocal<FixedShapeEncoding.Checker> checkers = ThreadLocal.withInitial(e::checker);
    return new SplittableSearch() {
      @Override
      public String identity() {
        return identity;
      }

      @Override
      public List<Subproblem> split(int target) {
        return plain.split(target);
      }

      @Override
      public PartCount count(Subproblem subproblem, SearchLimits limits) {
        long start = System.nanoTime();
        FixedShapeEncoding.Checker checker = checkers.get();
        long[] found = {0};
        SearchResult r = base.withLimits(limits).withFixedOptions(subproblem.prefix())
            .forEachSolution((ids, n) -> {
              if (checker.accepts(ids, n)) {
                found[0]++;
              }
              return true;
            });
        if (!r.isComplete()) {
          throw new SearchStoppedException(new SearchResult(found[0], r.stopReason(), r.statistics()));
        }
        return new PartCount(Math.multiplyExact(found[0], perOrbit), r.statistics().nodes(),
            Duration.ofNanos(System.nanoTime() - start));
      }

      @Override
      public List<Subproblem> refine(Subproblem subproblem) {
        return plain.refine(subproblem);
      }

      @Override
      public double estimate(Subproblem subproblem, int probes, long seed) {
        return plain.estimate(subproblem, probes, seed);
      }
    };
  }

  private ExactCoverSolver solver(FixedShapeEncoding e) {
    return configure.apply(ExactCoverSolver.of(e.problem()));
  }
}
