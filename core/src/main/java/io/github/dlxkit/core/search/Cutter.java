package io.github.dlxkit.core.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The project's one cutter: cuts a search tree at one depth into the subtrees below its nodes and
 * the solutions above, for the threads of {@link Runner#run} and for every split
 * ({@link SplittableSearch#split}): the exact-cover engine's, Tank Attack's, the polyomino bitboard
 * counter's and both Tantrix searches'. A tree is a {@link PrefixSearch}
 * ({@link #cut(PrefixSearch, int, SearchControl.Worker)}) or, for a search that cannot be resumed
 * node by node, its {@link Levels}.
 *
 * <h2>The rule</h2>
 * A first search, cut off at depth d ({@link PrefixSearch#limitDepth}), lists the nodes at that
 * depth (their prefixes, with their weights) and the solutions above it, d growing from 1 until
 * there are at least {@code target} prefixes, no prefix is left, or d reaches the search's
 * {@link PrefixSearch#maxCutDepth()} ({@link #MAX_SPLIT_DEPTH} unless it says otherwise); a depth
 * with more than {@link #MAX_PATHS} prefixes is not taken (the one above it is). The subtrees are
 * disjoint and, with the solutions above, cover the tree, so their counts add up to the count; the
 * cut is deterministic because the search is. In a run, each thread takes the next prefix,
 * {@link PrefixSearch#replay replays} it and explores below it; the cut's own nodes and solutions
 * are the run's, those of the shallower cuts tried first are not: a run counts the nodes of a
 * single-thread run if {@link PrefixSearch#replay} counts none (the engine's kernels do not; a
 * search that counts the replayed nodes counts the nodes at the cut twice). For the split API each
 * prefix, then each solution above the cut, becomes a subproblem (a solution above is a subproblem
 * of one solution). A tree given by its {@link Levels} is cut by the same rule, each depth
 * listed by {@link Levels#at}.
 *
 * <p>For example, with core's examples test's {@code QueensSearch} (one queen per rank):
 * <pre>{@code
 * Cutter.Cut cut = Cutter.cut(new QueensSearch(8), 20,
 *     SearchControl.of(SearchLimits.none()).worker());        // 42 prefixes of 2 queens
 * List<Subproblem> split = cut.subproblems();                 // 0:0,2  1:0,3  …
 * }</pre>
 */
public final class Cutter {
  /** The deepest cut tried, unless the search says otherwise ({@link PrefixSearch#maxCutDepth()}). */
  public static final int MAX_SPLIT_DEPTH = 12;
  /** Never list more prefixes than this in one cut (memory), whatever the target. */
  public static final int MAX_PATHS = 1 << 20;

  private Cutter() {}

  /**
   * A cut of a search tree at one depth: the prefixes of the nodes at that depth, in search order,
   * with their weights ({@link PrefixSearch#weight()}), and the paths of the solutions above it.
   * The subtrees below the prefixes are disjoint and, with the solutions above, make up the tree.
   */
  public static final class Cut {
    final List<int[]> prefixes;
    double[] weights;
    final List<int[]> above;

    private Cut(List<int[]> prefixes, List<int[]> above) {
      this.prefixes = prefixes;
      this.above = above;
    }

    /**
     * {@return a cut listed by a search of a module's own ({@link Cutter.Levels}): the paths of its nodes at the
     * depth and of its solutions above, each in search order (taken, not copied), no weights}
     *
     * @param prefixes the paths (one choice per level, from the root) of the nodes at the cut's
     *     depth; not null
     * @param above the paths of the solutions above the cut's depth; not null
     */
    public static Cut of(List<int[]> prefixes, List<int[]> above) {
      Cut cut = new Cut(Objects.requireNonNull(prefixes, "prefixes"), Objects.requireNonNull(above, "above"));
      cut.weights = new double[prefixes.size()];
      java.util.Arrays.fill(cut.weights, Double.NaN);
      return cut;
    }

    /** {@return the prefixes of the nodes at the cut, in search order (not copied: do not modify)} */
    public List<int[]> prefixes() {
      return prefixes;
    }

    /**
     * {@return Knuth's weight of prefix {@code i} ({@link PrefixSearch#weight()}), NaN if the
     * search has none}
     *
     * @param i the prefix's position in {@link #prefixes()}
     */
    public double weight(int i) {
      return weights[i];
    }

    /** {@return the paths of the solutions above the cut, in search order (not copied: do not modify)} */
    public List<int[]> above() {
      return above;
    }

    /**
     * {@return the subproblems of this cut: each prefix, then each solution above (a subproblem of one
     * solution), indexed 0, 1, 2, … in that order}
     */
    public List<Subproblem> subproblems() {
      List<Subproblem> list = new ArrayList<>(prefixes.size() + above.size());
      for (int[] path : prefixes) {
        list.add(new Subproblem(list.size(), path));
      }
      for (int[] path : above) {
        list.add(new Subproblem(list.size(), path));
      }
      return list;
    }

    /** The counts of the search that made this cut (not of the shallower ones tried before it). */
    long nodes;
    long solutions;
    long updates;
  }

  /**
   * A search tree as the one cutter sees it: what lies at one depth. {@link PrefixSearch}es are cut
   * through one of these ({@link #cut(PrefixSearch, int, SearchControl.Worker)}); a search that
   * cannot be resumed node by node (a recursive one, e.g. Tantrix's growth search and loop walk)
   * implements it to be cut by the same rule.
   */
  public interface Levels {
    /**
     * The tree cut at {@code depth} (from 1): the paths of its nodes at that depth and of its
     * solutions above, each in search order; more than {@code cap} prefixes may be cut short at
     * {@code cap + 1} (the cutter then keeps the depth above); null if a limit stopped the listing.
     *
     * @param depth the depth of the cut, 1 (one choice made) or more
     * @param cap the most prefixes the cutter keeps; listing may stop after {@code cap + 1}
     * @return the cut ({@link Cut#of}), or null if a limit stopped the listing
     */
    Cut at(int depth, int cap);

    /**
     * {@return the deepest level at which the cutter may cut ({@link Cutter#MAX_SPLIT_DEPTH} unless
     * it says otherwise)}
     */
    default int maxCutDepth() {
      return MAX_SPLIT_DEPTH;
    }

    /**
     * A cut listed by {@link #at} is not taken (the counts of its listing are taken back). Does
     * nothing by default.
     *
     * @param cut a cut this tree's {@link #at} returned
     */
    default void drop(Cut cut) {}
  }

  /**
   * {@return the one cutter of the project: cuts {@code tree} at the shallowest depth with at least
   * {@code target} prefixes (at most {@link #MAX_PATHS}), stopping deeper at
   * {@link Levels#maxCutDepth()} or when no prefix is left; if a depth has more than
   * {@link #MAX_PATHS} prefixes, the depth above it} Deterministic because the tree's listing is;
   * null if a limit stopped it.
   *
   * @param tree the tree, listed depth by depth; not null
   * @param target the number of prefixes wanted; above {@link #MAX_PATHS} counts as
   *     {@code MAX_PATHS}
   */
  public static Cut cut(Levels tree, int target) {
    target = Math.min(MAX_PATHS, target);
    Cut kept = null;
    for (int depth = 1; ; depth++) {
      int cap = depth == 1 ? Integer.MAX_VALUE : MAX_PATHS;
      Cut cut = tree.at(depth, cap);
      if (cut == null) {
        return null;
      }
      boolean over = cut.prefixes.size() > cap;
      Cut dropped = over ? cut : kept;
      if (dropped != null) {
        tree.drop(dropped);
      }
      if (over) {
        return kept;
      }
      kept = cut;
      if (cut.prefixes.size() >= target || cut.prefixes.isEmpty() || depth >= tree.maxCutDepth()) {
        return kept;
      }
    }
  }

  /**
   * {@link #cut(Levels, int)} of a {@link PrefixSearch}'s tree, each depth listed by a search cut
   * off there ({@link PrefixSearch#limitDepth}).
   *
   * <p>{@code worker} watches the cut: its control's limits apply (null if they stopped it), and
   * the nodes and solutions of the cut kept stay in its counts (those of shallower cuts tried
   * first are taken back out), so that a run that explores the subtrees next counts what a
   * single-thread run counts. {@code search} is left somewhere in its tree.
   *
   * @param search the search to cut, watched by {@code worker} from now on; not null
   * @param target the number of prefixes wanted; above {@link #MAX_PATHS} counts as
   *     {@code MAX_PATHS}
   * @param worker the worker of the calling thread, whose control's limits apply; not null
   * @return the cut, with the prefixes' weights, or null if a limit stopped it
   */
  public static Cut cut(PrefixSearch search, int target, SearchControl.Worker worker) {
    return cut(search, target, worker, true);
  }

  /**
   * {@link #cut(PrefixSearch, int, SearchControl.Worker)} for a split, whose subproblems carry no
   * weights ({@link Cut#subproblems()}): the prefixes' weights are NaN, not asked of the search. A
   * weight costs a search a pass over its levels (the bitboard's counts the rows that fit on each),
   * and a split of thousands of prefixes, listed again at each depth tried, would ask for each
   * (issue 54: a checkpoint's split of pentominoes 6×10 lists 10,793 prefixes at its depth).
   */
  static Cut cutForSplit(PrefixSearch search, int target, SearchControl.Worker worker) {
    return cut(search, target, worker, false);
  }

  private static Cut cut(PrefixSearch search, int target, SearchControl.Worker worker, boolean weigh) {
    SearchControl control = worker.control();
    return cut(new Levels() {
      @Override
      public Cut at(int depth, int cap) {
        long nodes0 = control.nodes();
        long solutions0 = control.solutions();
        search.reset();
        long updates0 = search.updates();
        search.limitDepth(depth);
        search.watch(worker);
        Cut cut = new Cut(new ArrayList<>(), new ArrayList<>());
        List<Double> weights = new ArrayList<>();
        while (search.nextSolution()) {
          if (search.atLeaf()) {
            cut.above.add(search.prefix());
          } else {
            cut.prefixes.add(search.prefix());
            weights.add(weigh ? search.weight() : Double.NaN);
            if (cut.prefixes.size() > cap) {
              break;
            }
          }
        }
        boolean stopped = search.isStopped();
        worker.detach();
        cut.nodes = control.nodes() - nodes0;
        cut.solutions = control.solutions() - solutions0;
        cut.updates = search.updates() - updates0;
        if (stopped) {
          return null;
        }
        cut.weights = new double[weights.size()];
        for (int i = 0; i < cut.weights.length; i++) {
          cut.weights[i] = weights.get(i);
        }
        return cut;
      }

      @Override
      public int maxCutDepth() {
        return search.maxCutDepth();
      }

      @Override
      public void drop(Cut cut) {
        control.addNodes(-cut.nodes);
        control.addSolutions(-cut.solutions);
      }
    }, target);
  }

}
