package io.github.dlxkit.tantrix.loopfirst;

import io.github.dlxkit.core.search.Digest;
import io.github.dlxkit.core.search.PartCount;
import io.github.dlxkit.core.search.Cutter;

import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStatistics;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import java.util.ArrayList;
import java.util.List;

/**
 * A count of cores cut into parts of the loop walk's tree ({@link LoopShapes#cut}): a
 * subproblem's prefix is the walk's turns in its cells 1, 2, …, each written as its index 0..4
 * among the turns -2..2 (prefixes are non-negative), at the shallowest depth that gives at least
 * the target number of parts, as core's one cutter chooses it. Each loop shape lies below exactly one
 * prefix of a depth, so the parts' counts add up to the whole count. Each core counts once, or
 * once per turn of the board ({@code turns} 6: the count up to translation only, see
 * {@link LoopCores#splittableEveryTurn()}); the identity says which.
 */
final class LoopSplit implements SplittableSearch {
  /**
   * The split's mark in the identity ({@link SplittableSearch#SPLIT_MARK}): the split of core's
   * cutter; before it (no mark) the walk's own depth loop, which could stop at a shallower depth
   * (no walk that deep) and so number the subproblems otherwise: a checkpoint of then is refused.
   */
  static final String SPLIT = SplittableSearch.SPLIT_MARK + 2;

  private final LoopCores cores;
  private final int[] kinds;
  private final int turns;
  private final String identity;

  /** The count of {@code cores}, each counted {@code turns} times (1, or 6 for every turn of the board). */
  LoopSplit(LoopCores cores, int turns) {
    this.cores = cores;
    this.kinds = cores.kinds();
    this.turns = turns;
    // the same subproblems either way, but not the same counts: a checkpoint of one is not the other's
    this.identity = "tantrix-loops:" + (turns == 1 ? "" : "turns" + turns + ":") + Digest.of(cores.describe()) + SPLIT;
  }

  @Override
  public String identity() {
    return identity;
  }

  private int deepest() {
    return Math.max(0, kinds[0] + kinds[1] + kinds[2] - 2);
  }

  /**
   * {@inheritDoc} Core's one cutter ({@link Cutter#cut(Cutter.Levels, int)}) over the walk's
   * levels ({@link LoopShapes#cut}), down to the deepest turn that can still be cut; a walk too
   * short for a turn to cut is one subproblem, the whole count.
   */
  @Override
  public List<Subproblem> split(int target) {
    SplittableSearch.checkTarget(target);
    if (deepest() == 0) {
      return List.of(new Subproblem(0, new int[0]));
    }
    return Cutter.cut(new Cutter.Levels() {
      @Override
      public Cutter.Cut at(int depth, int cap) {
        List<int[]> prefixes = new ArrayList<>();
        for (int[] p : LoopShapes.cut(kinds[0], kinds[1], kinds[2], new int[0], depth)) {
          prefixes.add(written(p));
        }
        return Cutter.Cut.of(prefixes, List.of()); // a loop is whole only at its last turn: nothing above
      }

      @Override
      public int maxCutDepth() {
        return deepest();
      }
    }, target).subproblems();
  }

  /** {@inheritDoc} The walk's prefixes one turn longer. */
  @Override
  public List<Subproblem> refine(Subproblem subproblem) {
    int[] prefix = subproblem.prefix();
    List<Subproblem> children = new ArrayList<>();
    if (prefix.length < deepest()) {
      for (int[] p : LoopShapes.cut(kinds[0], kinds[1], kinds[2], turns(prefix), prefix.length + 1)) {
        children.add(new Subproblem(subproblem.index(), written(p)));
      }
    }
    return children;
  }

  /** Turns -2..2 as a prefix's numbers 0..4. */
  private static int[] written(int[] turns) {
    int[] p = new int[turns.length];
    for (int i = 0; i < p.length; i++) {
      p[i] = turns[i] + 2;
    }
    return p;
  }

  /** A prefix's numbers 0..4 as turns -2..2 (out of range stays out of range: the walk refuses it). */
  private static int[] turns(int[] prefix) {
    int[] t = new int[prefix.length];
    for (int i = 0; i < t.length; i++) {
      t[i] = prefix[i] - 2;
    }
    return t;
  }

  @Override
  public PartCount count(Subproblem subproblem, SearchLimits limits) {
    SearchControl control = SearchControl.of(limits);
    LoopCores.Outcome o;
    try {
      o = cores.run(false, turns(subproblem.prefix()), control);
    } catch (IllegalArgumentException ex) {
      throw new IllegalArgumentException("not a part of this loop count: " + subproblem, ex);
    }
    if (!o.complete()) {
      throw new SearchStoppedException(new SearchResult(o.cores(), control.stopReason(),
          new SearchStatistics(o.nodes(), 0, o.cores(), o.elapsed())));
    }
    return new PartCount(Math.multiplyExact(turns, o.cores()), o.nodes(), o.elapsed());
  }
}
