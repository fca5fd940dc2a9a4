package io.github.dlxkit.tantrix;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.puzzle.Puzzle;
import io.github.dlxkit.core.puzzle.PuzzleArguments;
import io.github.dlxkit.core.puzzle.PuzzleResult;
import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.core.search.RestartingSearch;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStatistics;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.tantrix.freeshape.GrowthSearch;
import io.github.dlxkit.tantrix.loopfirst.LoopCores;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.PathKind;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.Tile;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * A Tantrix puzzle with a free shape: place all the tiles anywhere, one group, no holes, Golden
 * Rule, so that each goal colour forms one line or loop through all its arcs. Solved by
 * {@link GrowthSearch}, which grows the goal's path tile by tile; the search is complete, so "no
 * solution" is only said once the whole tree is explored.
 *
 * <pre>{@code
 * FreeShapePuzzle d9 = FreeShapePuzzle.of(PuzzleCatalog.get("discovery:9"));
 * Tantrix first = d9.findFirst().orElseThrow();   // first tile at (0,0)
 * long distinct = d9.countDistinct();             // 114: up to rotation and translation
 * long turned = d9.count();                       // 684: up to translation, each turn apart
 * }</pre>
 *
 * <p>A puzzle is a {@link Puzzle} of Tantrix solutions, each once up to rotation and translation
 * (as the search finds them: its first tile at (0,0)): {@link #find} lists them in the growth
 * search's order, {@link #count(int, SearchLimits)} counts them by the fastest route the puzzle
 * has (the loop-first count where it applies, else the growth search), {@link #solutions()}
 * streams them; each answers with one {@link PuzzleResult} and stops on an interrupt, saying so.
 *
 * <pre>{@code
 * FreeShapePuzzle d7 = FreeShapePuzzle.of(PuzzleCatalog.get("discovery:7"));
 * d7.count(1, SearchLimits.none()).count();                  // 36: Wiest's table, tiles 1..7, blue loop
 * d7.find(2, SearchLimits.none()).solutions().size();        // 2
 * d7.solutions().count();                                    // 36
 * }</pre>
 *
 * <p>Immutable and thread-safe: the {@code with…} methods return new puzzles, and every search
 * builds its own state (a progress listener set with {@link #withProgress} is called from every
 * thread that searches, so it must be thread-safe if several do).
 */
public final class FreeShapePuzzle implements Puzzle<Tantrix> {
  /** The most tiles a free-shape puzzle may have (the grid grows with the square of it). */
  public static final int MAX_TILES = 400;

  private final List<Tile> tiles;
  private final Goal goal;
  private final SearchLimits limits;
  private final ProgressListener listener;
  private final Duration interval;
  private final boolean round;

  private FreeShapePuzzle(List<Tile> tiles, Goal goal, SearchLimits limits, ProgressListener listener,
      Duration interval, boolean round) {
    this.tiles = tiles;
    this.goal = goal;
    this.limits = limits;
    this.listener = listener;
    this.interval = interval;
    this.round = round;
  }

  /**
   * The puzzle of placing all {@code tiles}, each of the 56-tile set at most once (as on a fixed
   * board), to reach {@code goal}.
   *
   * @param tiles the tiles to place, each once; not null
   * @param goal the loop or line to make, in one or more colours; not null
   * @return the puzzle, without limits or progress
   * @throws IllegalArgumentException if a tile is repeated, there are no tiles or too many, the goal
   *     is empty, or no tile carries a goal colour
   */
  public static FreeShapePuzzle of(List<Tile> tiles, Goal goal) {
    Objects.requireNonNull(tiles, "tiles");
    Objects.requireNonNull(goal, "goal");
    Set<Integer> seen = new HashSet<>();
    for (Tile t : tiles) {
      if (!seen.add(t.number())) {
        throw new BadInputException("tile " + t.number() + " is given twice");
      }
    }
    return ofRepeated(tiles, goal);
  }

  /**
   * The puzzle of placing all {@code tiles}, of which some may repeat (the 10-tile pack editions:
   * tiles 1..10 again and again), to reach {@code goal}.
   *
   * @param tiles the tiles to place, a tile as often as it is listed; not null
   * @param goal the loop or line to make, in one or more colours; not null
   * @return the puzzle, without limits or progress
   * @throws IllegalArgumentException if there are no tiles or too many, the goal is empty, or no
   *     tile carries a goal colour
   */
  public static FreeShapePuzzle ofRepeated(List<Tile> tiles, Goal goal) {
    Objects.requireNonNull(tiles, "tiles");
    Objects.requireNonNull(goal, "goal");
    if (tiles.isEmpty()) {
      throw new BadInputException("a puzzle needs tiles");
    }
    if (tiles.size() > MAX_TILES) {
      throw new BadInputException("at most " + MAX_TILES + " tiles in a free-shape puzzle, got " + tiles.size());
    }
    if (goal.isEmpty()) {
      throw new BadInputException("a free-shape puzzle needs a goal: a line or loop colour");
    }
    for (Colour c : goal.colours()) {
      if (tiles.stream().noneMatch(t -> t.has(c))) {
        throw new BadInputException("no tile carries " + c.displayName() + ", so there is no "
            + c.displayName() + " " + goal.kind(c).word());
      }
    }
    return new FreeShapePuzzle(List.copyOf(tiles), goal, SearchLimits.none(), null, null, false);
  }

  /**
   * The free-shape puzzle of a catalogue entry (its board, if any, is ignored); only the pack
   * editions ({@link PuzzleCatalog#isPack}) repeat tiles.
   *
   * @param p the catalogue entry ({@link PuzzleCatalog#get}); not null
   * @return the puzzle of its tiles and goal, without limits or progress
   * @throws IllegalArgumentException as {@link #of(List, Goal)}
   */
  public static FreeShapePuzzle of(TantrixPuzzle p) {
    return PuzzleCatalog.isPack(p.name()) ? ofRepeated(p.tiles(), p.goal()) : of(p.tiles(), p.goal());
  }

  /**
   * This puzzle with search limits: nodes, time, cancellation.
   *
   * @param limits the limits of every search this puzzle makes; not null
   * @return a new puzzle; this one is unchanged
   */
  public FreeShapePuzzle withLimits(SearchLimits limits) {
    return new FreeShapePuzzle(tiles, goal, Objects.requireNonNull(limits, "limits"), listener, interval, round);
  }

  /**
   * This puzzle, reporting progress to {@code listener} about once per {@code interval}.
   *
   * @param listener told about the growth search's progress, from the searching thread
   * @param interval about how often it is told; positive
   * @return a new puzzle; this one is unchanged
   * @throws NullPointerException if {@code listener} or {@code interval} is null
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code interval} is not positive
   */
  public FreeShapePuzzle withProgress(ProgressListener listener, Duration interval) {
    Objects.requireNonNull(listener, "listener");
    if (interval.isNegative() || interval.isZero()) {
      throw new BadInputException("progress interval must be positive, got " + interval);
    }
    return new FreeShapePuzzle(tiles, goal, limits, listener, interval, round);
  }

  /**
   * This puzzle, accepting only round solutions ({@link Roundness}, the official-record condition) or any.
   *
   * @param round true for round solutions only, false for any
   * @return a new puzzle; this one is unchanged
   */
  public FreeShapePuzzle withRound(boolean round) {
    return new FreeShapePuzzle(tiles, goal, limits, listener, interval, round);
  }

  private java.util.function.Predicate<Tantrix> acceptance() {
    return round ? t -> Roundness.isRound(t.cells()) : null;
  }

  /** {@return the tiles to place, in the order given (a repeated tile as often as it repeats)} */
  public List<Tile> tiles() {
    return tiles;
  }

  /** {@return the loop or line to make} */
  public Goal goal() {
    return goal;
  }

  /**
   * This puzzle's count ({@link #countDistinct()} if {@code distinct}, else {@link #count()}) as a
   * search that can be cut into subproblems, each counted on its own, in any process: for
   * {@code --checkpoint} and {@code --part}, threads and Spark: the same search as those counts
   * take. Where the loop-first count applies (one loop of distinct tiles that all carry its colour,
   * any shape), its parts ({@link LoopCores#splittable()}; without {@code distinct}, each core
   * counted once per turn, {@link LoopCores#splittableEveryTurn()}); else the subtrees of the growth
   * search's tree, named by their paths from the root. This puzzle's limits and progress do not
   * apply (each count takes its own).
   *
   * <pre>{@code
   * SplittableSearch s = FreeShapePuzzle.of(PuzzleCatalog.get("discovery:9")).splittable(true);
   * long total = 0;
   * for (Subproblem p : s.split(8)) {
   *   total += s.count(p).count();
   * }
   * // total == 114
   * }</pre>
   *
   * @param distinct true to count solutions up to rotation, false up to translation only
   * @return the search, to split and count piece by piece
   */
  public SplittableSearch splittable(boolean distinct) {
    Optional<LoopCores> loops = loopFirst();
    if (loops.isPresent()) {
      return distinct ? loops.get().splittable() : loops.get().splittableEveryTurn();
    }
    return new FreeShapeSplit(tiles, goal, acceptance(), round, distinct);
  }

  /**
   * Visits each solution up to rotation and translation (its first tile at (0,0), the goal's path
   * first, in path order) until {@code visitor} returns false.
   *
   * @param visitor sees each solution; false stops the search
   * @return how the search ended, with its counts so far
   */
  public GrowthSearch.Outcome forEachSolution(GrowthSearch.Visitor visitor) {
    return new GrowthSearch(tiles, goal, limits, listener, interval, 0, acceptance()).run(visitor);
  }

  /**
   * A solution, if there is one; empty only once the search space is exhausted. Searches for a
   * first solution are heavy-tailed: the order in which fitting tiles are tried matters a lot. So
   * the search restarts, each run with the tiles tried in a new shuffled order (the first in the
   * tiles' own order) and a node limit of {@link #FIRST_BUDGET} times the next term of Luby's
   * sequence 1, 1, 2, 1, 1, 2, 4, 1, … (Luby, Sinclair and Zuckerman's universal restart
   * strategy; core's cuts, {@link RestartingSearch#cut}). Each run explores the whole tree unless
   * its budget runs out, and the budgets grow without bound, so the search stays complete. Puzzles with a line goal are searched in one run:
   * they have few solutions in a smaller tree (the Genius: 22 and 1), and restarts only repeat it.
   *
   * @return a solution, or empty if the puzzle has none
   * @throws SearchStoppedException if this puzzle's limits stop the search first
   */
  public Optional<Tantrix> findFirst() {
    return findFirstWithStatistics().solution();
  }

  /**
   * The outcome of {@link #findFirst()} with its statistics.
   *
   * @param solution the solution found, or empty if there is none
   * @param nodes search-tree nodes over all runs
   * @param runs how many runs it took
   * @param elapsed wall-clock time
   */
  public record First(Optional<Tantrix> solution, long nodes, int runs, Duration elapsed) {
    /**
     * As core's search result: one solution, stopped once found ({@link
     * io.github.dlxkit.core.search.StopReason#VISITOR}), or none in a tree exhausted.
     *
     * @return the result: 1 or 0 solutions, its stop reason and the nodes and time taken
     */
    public SearchResult toResult() {
      int found = solution.isPresent() ? 1 : 0;
      return new SearchResult(found, found == 1 ? io.github.dlxkit.core.search.StopReason.VISITOR
          : io.github.dlxkit.core.search.StopReason.COMPLETED,
          new SearchStatistics(nodes, 0, found, elapsed));
    }
  }

  /**
   * {@link #findFirst()}, with the nodes and runs it took.
   *
   * @return the solution (if any), the nodes over all runs, the runs and the time taken
   * @throws SearchStoppedException if this puzzle's limits stop the search first
   */
  public First findFirstWithStatistics() {
    long startNanos = System.nanoTime();
    // restarts pay off for loops; a line puzzle's few solutions are found quicker in one run
    boolean restarts = goal.colours().stream().allMatch(c -> goal.kind(c) == PathKind.LOOP);
    long nodes = 0;
    for (long seed = 0; ; seed++) {
      // run seed + 1 (from 1): core's restart cut, FIRST_BUDGET times the next term of Luby's sequence
      long budget = restarts ? RestartingSearch.cut(FIRST_BUDGET, seed + 1) : Long.MAX_VALUE;
      Duration elapsed = Duration.ofNanos(System.nanoTime() - startNanos);
      if (limits.timeLimit() != null && elapsed.compareTo(limits.timeLimit()) >= 0) {
        throw new SearchStoppedException(new SearchResult(0, io.github.dlxkit.core.search.StopReason.TIME_LIMIT,
            new SearchStatistics(nodes, 0, 0, elapsed)));
      }
      // the puzzle's limits less what the runs before took, its progress listener kept
      SearchLimits left = limits.left(nodes, elapsed);
      boolean userNodes = left.maxNodes() <= budget;
      SearchLimits run = userNodes ? left : left.withMaxNodes(budget);
      List<Tantrix> found = new ArrayList<>(1);
      GrowthSearch.Outcome o = new GrowthSearch(tiles, goal, run, listener, interval, seed, acceptance()).run((t, s) -> {
        found.add(t);
        return false;
      });
      nodes += o.nodes();
      if (!found.isEmpty() || o.isComplete()) {
        return new First(found.stream().findFirst(), nodes, (int) seed + 1,
            Duration.ofNanos(System.nanoTime() - startNanos));
      }
      if (o.reason() != io.github.dlxkit.core.search.StopReason.NODE_LIMIT || userNodes) {
        throw new SearchStoppedException(new SearchResult(0, o.reason(),
            new SearchStatistics(nodes, 0, 0, Duration.ofNanos(System.nanoTime() - startNanos))));
      }
    }
  }

  /** The unit of the node budgets of {@link #findFirst()}'s runs (Luby's sequence times this). */
  public static final long FIRST_BUDGET = 5_000;

  /**
   * The number of solutions up to rotation and translation: by the loop-first count where it
   * applies (the loop-first search, below), else by the growth search.
   *
   * @return the number of solutions up to rotation and translation
   * @throws SearchStoppedException if a limit stopped the search
   */
  public long countDistinct() {
    Optional<SearchResult> loops = countByLoops(true);
    return loops.isPresent() ? exact(loops.get()) : runToEnd().count(true);
  }

  /**
   * The number of solutions up to translation only: each solution counts once per turn that gives
   * a different picture, so 6 times its distinct count when tiles are all different. By the
   * loop-first count where it applies (the loop-first search, below), else by the growth search.
   *
   * @return the number of solutions up to translation
   * @throws SearchStoppedException if a limit stopped the search
   */
  public long count() {
    Optional<SearchResult> loops = countByLoops(false);
    return loops.isPresent() ? exact(loops.get()) : runToEnd().count(false);
  }

  private static long exact(SearchResult r) {
    if (!r.isComplete()) {
      throw new SearchStoppedException(r);
    }
    return r.solutions();
  }

  /**
   * The loop-first search (LoopCores) when its cores are exactly this puzzle's solutions:
   * a goal of one loop, distinct tiles, every tile carrying the loop colour (no tile off the loop),
   * and every shape accepted (not {@link #withRound round} only). Then counting its cores, loop
   * shape first, gives {@link #countDistinct()} in a fraction of the growth search's time (issue
   * 54: discovery:14 in 0.38 s against 8.4 s), and {@link #count()} is six times that (with all
   * tiles different, every turn of a solution is another picture). Empty otherwise.
   */
  Optional<LoopCores> loopFirst() {
    if (round || goal.colours().size() != 1) {
      return Optional.empty();
    }
    Colour c = goal.colours().iterator().next();
    if (goal.kind(c) != PathKind.LOOP || new HashSet<>(tiles).size() != tiles.size()
        || !tiles.stream().allMatch(t -> t.has(c))) {
      return Optional.empty();
    }
    return Optional.of(new LoopCores(tiles, c));
  }

  /**
   * The count of the loop-first search (the cores, loop shape first, of {@code dlx tantrix loops}) within this puzzle's limits, when it applies: solutions up to
   * rotation and translation if {@code distinct}, else up to translation (six per core); nodes are
   * the loop walk's steps and the cells its constraint searches filled. This puzzle's progress listener is not called (the
   * count takes a second where the growth search takes minutes). Empty when the loop-first count
   * does not apply.
   *
   * @param distinct true to count solutions up to rotation and translation, false up to translation
   * @return the count, its stop reason and statistics; empty when the loop-first count does not apply
   */
  public Optional<SearchResult> countByLoops(boolean distinct) {
    Optional<LoopCores> loops = loopFirst();
    if (loops.isEmpty()) {
      return Optional.empty();
    }
    LoopCores.Outcome o = loops.get().countWithin(limits);
    long n = distinct ? o.cores() : Math.multiplyExact(TURNS, o.cores());
    return Optional.of(new SearchResult(n, o.stopReason(), new SearchStatistics(o.nodes(), 0, n, o.elapsed())));
  }

  // ---------------------------------------------------------------------------------------------
  // the puzzle contract (core.puzzle): the solutions up to rotation and translation

  /**
   * The first {@code max} solutions in the growth search's order (each once up to rotation and
   * translation, as {@link #forEachSolution} visits them) within {@code limits}, which take the
   * place of this puzzle's own: the puzzle contract's {@link Puzzle#find}. Nodes are the growth
   * search's. Not {@link #findFirst()}'s restarting search, which may reach a first solution in
   * fewer nodes but not in this order.
   *
   * <pre>{@code
   * FreeShapePuzzle.of(PuzzleCatalog.get("discovery:6")).find(20, SearchLimits.none()).count();   // 8
   * }</pre>
   *
   * @param max how many solutions to find, at least 1
   * @param limits the search's limits ({@link SearchLimits#none()} for none)
   * @return the solutions found, why the search stopped, its statistics
   * @throws NullPointerException if {@code limits} is null
   * @throws IllegalArgumentException if {@code max < 1}
   */
  @Override
  public PuzzleResult<Tantrix> find(int max, SearchLimits limits) {
    return PuzzleResult.find(max, limits, (l, visitor) -> {
      GrowthSearch.Outcome o = withLimits(l).forEachSolution((t, stabiliser) -> visitor.test(t));
      return o.toResult(o.distinct());
    });
  }

  /**
   * The solutions up to rotation and translation counted within {@code limits} (which take the
   * place of this puzzle's own), as {@link #countDistinct()} counts them and by the same route,
   * the fastest this puzzle has: the loop-first count ({@link #countByLoops}, as {@code dlx tantrix
   * loops --count} counts) where its cores are the solutions (one loop, distinct tiles that all
   * carry its colour, any shape), else the growth search. Both run on one thread: {@code threads}
   * is checked and gives the same count (a count in parallel is {@link #splittable}'s). Nodes are
   * those of the route taken; a stopped count is of the solutions seen. The puzzle contract's
   * {@link Puzzle#count}.
   *
   * <pre>{@code
   * FreeShapePuzzle.of(PuzzleCatalog.get("discovery:9")).count(1, SearchLimits.none()).count();   // 114
   * }</pre>
   *
   * @param threads in {@code 1..Workers.MAX_THREADS}; the count runs on the calling thread
   * @param limits the count's limits ({@link SearchLimits#none()} for none)
   * @return the count, why it stopped, its statistics
   * @throws NullPointerException if {@code limits} is null
   * @throws IllegalArgumentException if {@code threads} is out of its range
   */
  @Override
  public PuzzleResult<Tantrix> count(int threads, SearchLimits limits) {
    PuzzleArguments.checkCount(threads, limits);
    FreeShapePuzzle limited = withLimits(limits);
    return PuzzleResult.counted(limited.countByLoops(true).orElseGet(() -> {
      GrowthSearch.Outcome o = limited.run();
      return o.toResult(o.distinct());
    }));
  }

  /**
   * Every solution up to rotation and translation, lazily, in {@link #find}'s order, within this
   * puzzle's limits: the growth search run a subtree at a time, so that the stream holds only the
   * solutions of the subtree it is in, never all of them. A limit or an interrupt that stops the
   * search throws {@link SearchStoppedException} from the stream.
   *
   * <pre>{@code
   * FreeShapePuzzle.of(PuzzleCatalog.get("discovery:6")).solutions().count();   // 8
   * }</pre>
   *
   * @return the solutions, each once up to rotation and translation, its first tile at (0,0)
   */
  @Override
  public Stream<Tantrix> solutions() {
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(
        new FreeShapeStream(this::search, limits, FreeShapeStream.PIECE), Spliterator.ORDERED | Spliterator.NONNULL),
        false);
  }

  /** A new growth search of this puzzle within {@code limits}, without progress (for the stream's pieces). */
  GrowthSearch search(SearchLimits limits) {
    return new GrowthSearch(tiles, goal, limits, null, null, 0, acceptance());
  }

  /** The turns of the hexagonal grid: a solution of distinct tiles has this many pictures up to translation. */
  static final int TURNS = 6;

  /**
   * Explores the whole tree (within the limits), counting.
   *
   * @return how the search ended (completed or why it stopped) and what it counted
   */
  public GrowthSearch.Outcome run() {
    return forEachSolution(null);
  }

  /**
   * Explores the whole tree, counting: {@link GrowthSearch.Outcome#count(boolean)} gives the number
   * of solutions, up to rotation or not.
   *
   * @return the completed search's outcome
   * @throws SearchStoppedException if a limit stopped the search
   */
  public GrowthSearch.Outcome runToEnd() {
    GrowthSearch.Outcome o = run();
    if (!o.isComplete()) {
      throw new SearchStoppedException(o.toResult(o.distinct()));
    }
    return o;
  }
}
