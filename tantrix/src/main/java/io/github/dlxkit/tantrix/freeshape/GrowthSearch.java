package io.github.dlxkit.tantrix.freeshape;

import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.core.search.Cutter;

import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStatistics;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.LoopParity;
import io.github.dlxkit.tantrix.model.PathKind;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.Tile;
import java.time.Duration;
import java.util.List;
import java.util.function.Predicate;

/**
 * The free-shape search: all tiles placed, Golden Rule, no holes, one group, and each goal colour
 * one line or loop through all its arcs; the shape is free. Complete — every solution is found,
 * each once up to rotation and translation — and single-threaded. See docs/tantrix.md for the
 * design; in short:
 *
 * <ol>
 *   <li>The <em>focal</em> colour is the goal colour with the most tiles. One tile carrying it
 *       (the <em>anchor</em>, a tile with the fewest copies) is placed at (0, 0) in rotation 0:
 *       turning and moving a solution so that the anchor sits there is unique, so each solution
 *       is found once — with repeated tiles once per copy of the anchor, of which only the least
 *       form counts ({@link Visitor}).
 *   <li>A focal loop grows in {@link LoopStep}: most constrained must-fill cell first, loop
 *       orientation branched on, inside and outside sides kept consistent ({@link Loop}), turning
 *       and holes checked ({@link Regions}). Lines, and what remains after the loop, go through
 *       {@link EndsStep}: the cells where goal arcs end, most constrained first, each possibly a
 *       line end; then the other tiles cell by cell.
 *   <li>A complete placement is judged by {@link Finish}: one path of each goal colour through all
 *       its tiles ({@link GoalPaths}), no holes, and the anchor's least form.
 * </ol>
 *
 * <p>This class only wires the parts: the {@link Board} (grid, tiles placed, box), the
 * {@link Stock} (what is left, where each goal colour stands), the {@link Moves} that change both,
 * the {@link Loop}, the checks ({@link Regions}, {@link GoalPaths}), the {@link Tree} (core's
 * search control: limits, progress, node counts), and the steps. Each part owns its state; the
 * others only read it.
 *
 * <pre>{@code
 * GrowthSearch.Outcome o = new GrowthSearch(tiles, Goal.loop(Colour.RED), SearchLimits.none(), null, null)
 *     .run((solution, stabiliser) -> { System.out.println(solution); return true; });
 * }</pre>
 *
 * <p>Not thread-safe, and a search runs once: {@link #run}, {@link #runOnly}, {@link #cut},
 * {@link #level}, {@link #cutBelow} and {@link #walk} each need a new {@code GrowthSearch}. Parallel
 * counts give each thread its own search over its own subtrees.
 */
public final class GrowthSearch {
  private final TileTypes t;
  private final Board board;
  private final Moves moves;
  private final Loop loop;
  private final Tree tree;
  private final boolean obstructed; // a goal loop fails LoopParity: no solution
  private final Stock stock;
  private final Finish finish;
  private final EndsStep ends;
  private final LoopStep loopStep;

  /** Sees each solution; {@code stabiliser} is the number of turns (1..6) that map it onto itself. */
  @FunctionalInterface
  public interface Visitor {
    /**
     * Called once per solution up to rotation and translation, with the anchor at (0, 0) in
     * rotation 0 and the tiles in the order they were placed (the focal path first, in path order).
     * Called on the searching thread.
     *
     * @param solution the solution, the visitor's to keep
     * @param stabiliser how many of the six turns map the solution onto itself, up to translation
     *     (1, 2, 3 or 6): the solution stands for {@code 6 / stabiliser} turned ones
     * @return true to go on, false to stop
     */
    boolean visit(Tantrix solution, int stabiliser);
  }

  /**
   * How a search ended.
   *
   * @param distinct solutions up to rotation and translation
   * @param turned solutions up to translation only (each counted once per distinct turn)
   * @param nodes search-tree nodes (one per tile placed or cell marked empty)
   * @param fillingNodes those of the nodes placed after all tiles of the focal colour (the final
   *     filling with the other tiles)
   * @param reason why the search ended ({@link StopReason#COMPLETED} if it exhausted the tree)
   * @param elapsed wall-clock time
   */
  public record Outcome(long distinct, long turned, long nodes, long fillingNodes, StopReason reason,
      Duration elapsed) {
    /** {@return whether the whole tree was explored} */
    public boolean isComplete() {
      return reason == StopReason.COMPLETED;
    }

    /**
     * {@return the number of solutions: up to rotation and translation ({@code distinct}), or up to
     * translation only}
     *
     * @param distinct true for {@link #distinct()}, false for {@link #turned()}
     */
    public long count(boolean distinct) {
      return distinct ? this.distinct : turned;
    }

    /**
     * {@return this outcome as core's search result: the same stop reason, nodes and time, no
     * updates}
     *
     * @param solutions the solution count to report (those counted, or those seen), also its
     *     statistics' solution count
     */
    public SearchResult toResult(long solutions) {
      return new SearchResult(solutions, reason, new SearchStatistics(nodes, 0, solutions, elapsed));
    }
  }

  /**
   * A search for {@code tiles} (repeats allowed) and {@code goal} (at least one colour, each carried
   * by some tile; the caller checks), within {@code limits}, reporting progress to
   * {@code listener} (or null) about once per {@code progressInterval}.
   *
   * @param tiles the tiles to place, all of them; repeats allowed; not null
   * @param goal the colours that must each form one line or loop; not null
   * @param limits the limits of the run (nodes, time); {@link SearchLimits#none()} for none; not null
   * @param listener told about progress from the searching thread; null for none
   * @param progressInterval about how often the listener is told, positive (else the run throws a
   *     {@link io.github.dlxkit.core.BadInputException}); ignored, and may be null, without a listener
   */
  public GrowthSearch(List<Tile> tiles, Goal goal, SearchLimits limits, ProgressListener listener,
      Duration progressInterval) {
    this(tiles, goal, limits, listener, progressInterval, 0, null);
  }

  /**
   * A search whose choices among the tiles that fit a cell are tried in an order shuffled by
   * {@code seed} (0: the tiles' own order). Every order explores the same tree, so each run is
   * complete; different orders reach a first solution after very different numbers of nodes.
   * Solutions must also pass {@code accept} (null: no extra condition), e.g. {@link
   * io.github.dlxkit.tantrix.Roundness}.
   *
   * @param tiles the tiles to place, all of them; repeats allowed; not null
   * @param goal the colours that must each form one line or loop; not null
   * @param limits the limits of the run (nodes, time); {@link SearchLimits#none()} for none; not null
   * @param listener told about progress from the searching thread; null for none
   * @param progressInterval about how often the listener is told, positive (else the run throws a
   *     {@link io.github.dlxkit.core.BadInputException}); ignored, and may be null, without a listener
   * @param seed the order of the choices: 0 for the tiles' own order, any other value for a
   *     shuffle it determines
   * @param accept a further condition on each solution, called on the searching thread; null for none
   */
  public GrowthSearch(List<Tile> tiles, Goal goal, SearchLimits limits, ProgressListener listener,
      Duration progressInterval, long seed, Predicate<Tantrix> accept) {
    this.t = new TileTypes(tiles, goal);
    this.obstructed = goal.colours().stream()
        .anyMatch(c -> goal.kind(c) == PathKind.LOOP && LoopParity.obstruction(tiles, c).isPresent());
    this.board = new Board(t);
    this.stock = new Stock(t, board);
    this.tree = new Tree(limits, listener, progressInterval);
    this.moves = new Moves(t, board, stock, tree);
    this.loop = new Loop(t, board);
    Regions regions = new Regions(t, board, stock, loop);
    GoalPaths paths = new GoalPaths(t, board, stock, loop);
    this.finish = new Finish(t, board, regions, paths, tree, accept);
    this.ends = new EndsStep(t, board, stock, loop, regions, paths, moves, tree, finish);
    this.loopStep = new LoopStep(t, board, stock, loop, regions, paths, moves, tree,
        new Shuffler(seed), ends);
  }

  /**
   * Cuts the search tree at {@code depth} levels below the root: the paths (1-based branch indices
   * from the root) of every node at that depth and of every solution above it, in search order.
   * The subtrees they name are disjoint and hold every solution, so the counts of
   * {@link #runOnly} over them add up to the count of {@link #run}. Run on a new search: a search
   * runs once.
   *
   * @param depth the depth of the cut, in levels below the root; positive
   * @return the paths of the nodes at {@code depth} and of the solutions above it, in search order
   */
  public List<int[]> cut(int depth) {
    tree.cutAt(depth);
    run(null);
    return tree.cuts();
  }

  /**
   * As {@link #cut}, for core's cutter: the paths of the nodes at {@code depth} and those of the
   * solutions above it, apart, each in search order. Run on a new search: a search runs once.
   *
   * @param depth the depth of the cut, as for {@link #cut}
   * @return the paths of the nodes at {@code depth} and, apart, of the solutions above it
   */
  public Cutter.Cut level(int depth) {
    List<int[]> all = cut(depth);
    List<int[]> leaves = tree.cutLeaves();
    java.util.Set<int[]> leaf = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    leaf.addAll(leaves);
    List<int[]> nodes = new java.util.ArrayList<>(all.size() - leaves.size());
    for (int[] p : all) {
      if (!leaf.contains(p)) {
        nodes.add(p);
      }
    }
    return Cutter.Cut.of(nodes, new java.util.ArrayList<>(leaves));
  }

  /**
   * Cuts the subtree at {@code path} one level below it: the paths of its nodes one level deeper
   * and of its solutions above that, in search order (as {@link #cut} does for the whole tree).
   * Run on a new search: a search runs once.
   *
   * @param path the subtree's path (1-based branch indices from the root, as {@link #cut} gives);
   *     not null
   * @return the paths one level below {@code path} and those of the solutions above that level
   */
  public List<int[]> cutBelow(int[] path) {
    tree.only(path);
    tree.cutAt(path.length + 1);
    run(null);
    return tree.cuts();
  }

  /**
   * {@return Knuth's estimate of the number of branches in the subtree at {@code path}, itself
   * included, from one random walk down it: a number, not the walk (unbiased: the mean of many
   * such estimates converges to the count)} Run on a new search: a search runs once.
   *
   * @param path the subtree's path (1-based branch indices from the root); not null
   * @param random chooses the branch at each level; not null
   */
  public double walk(int[] path, java.util.Random random) {
    tree.only(path);
    tree.walk(random);
    run(null);
    return tree.walkEstimate();
  }

  /** The exact value that {@link #walk}s estimate: runs the subtree at {@code path} whole (tests). */
  long branchesBelow(int[] path) {
    tree.only(path);
    run(null);
    return 1 + tree.offered();
  }

  /**
   * Runs only the subtree at {@code path} (from {@link #cut}), as {@link #run} runs the whole.
   *
   * @param path the subtree's path (1-based branch indices from the root, from {@link #cut}); not
   *     null
   * @param visitor told about each solution in the subtree; null for none
   * @return how the run of the subtree ended: its solutions, nodes, stop reason and time
   * @throws IllegalArgumentException if this search's tree has no node at {@code path}
   */
  public Outcome runOnly(int[] path, Visitor visitor) {
    tree.only(path);
    Outcome o = run(visitor);
    if (o.isComplete() && !tree.prefixReached()) {
      throw new IllegalArgumentException("no node at " + java.util.Arrays.toString(path) + " in this search's tree");
    }
    return o;
  }

  /**
   * Runs the search, calling {@code visitor} (or nobody, if null) for each solution, until the tree
   * is exhausted, the visitor stops it, or a limit does. A goal loop whose tiles fail
   * {@link LoopParity} is answered at once with no solutions.
   *
   * @param visitor told about each solution, on this thread; null to count only
   * @return how the search ended: the counts, nodes, stop reason and time
   */
  public Outcome run(Visitor visitor) {
    finish.visitor(visitor);
    tree.start();
    // a goal loop whose tiles fail LoopParity (an odd number of bends or of crossings by some
    // colour) cannot close in any tantrix without holes: nothing to search
    if (!obstructed) {
      int origin = board.origin();
      moves.place(origin, t.anchor, 0);
      if (t.focalLoop) {
        int d = tree.enter(2);
        for (int o = 1; o >= -1 && tree.going(); o -= 2) {
          if (tree.branch(d, o == 1 ? 1 : 2) && loop.start(origin, t.anchorA, t.anchorB, o)) {
            loopStep.step();
            loop.stop(origin, t.anchorA, t.anchorB);
          }
        }
        tree.leave();
      } else {
        ends.step();
      }
      moves.unplace(origin);
    }
    return new Outcome(tree.solutions(), finish.turned(), tree.nodes(), tree.fillingNodes(),
        tree.reason(), tree.elapsed());
  }
}
