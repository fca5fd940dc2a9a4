package io.github.dlxkit.tantrix;

import io.github.dlxkit.core.search.Digest;
import io.github.dlxkit.core.search.PartCount;
import io.github.dlxkit.core.search.Cutter;

import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.tantrix.freeshape.GrowthSearch;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.Tile;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * A free-shape count cut into subtrees of {@link GrowthSearch}'s tree: a subproblem's prefix is a
 * path of branch indices from the root (1-based, the search's own order of branches, which the
 * tiles and goal fix), found by core's one cutter ({@link Cutter#cut(Cutter.Levels, int)}) over the
 * search's levels ({@link GrowthSearch#level}): the shallowest depth, up to
 * {@link Cutter#MAX_SPLIT_DEPTH}, that gives at least the target number of subtrees.
 */
final class FreeShapeSplit implements SplittableSearch {
  /**
   * The split's mark in the identity ({@link SplittableSearch#SPLIT_MARK}): the split of core's
   * cutter, nodes at the cut then solutions above; before it (no mark), the growth search's own
   * depth walk listed them mixed, in search order, so a checkpoint or part of then is refused.
   */
  static final String SPLIT = SplittableSearch.SPLIT_MARK + 2;

  private final List<Tile> tiles;
  private final Goal goal;
  private final Predicate<Tantrix> accept;
  private final boolean distinct;
  private final String identity;

  FreeShapeSplit(List<Tile> tiles, Goal goal, Predicate<Tantrix> accept, boolean round, boolean distinct) {
    this.tiles = tiles;
    this.goal = goal;
    this.accept = accept;
    this.distinct = distinct;
    this.identity = "tantrix-free:" + (distinct ? "distinct:" : "all:") + (round ? "round:" : "")
        + Digest.of(tiles + "\n" + goal.asMap() + "\n") // the tiles (number and edges, in order), the goal
        + SPLIT;
  }

  private GrowthSearch search(SearchLimits limits) {
    return new GrowthSearch(tiles, goal, limits, null, null, 0, accept);
  }

  @Override
  public String identity() {
    return identity;
  }

  /**
   * {@inheritDoc} Core's one cutter ({@link Cutter#cut(Cutter.Levels, int)}) over the growth
   * search's levels ({@link GrowthSearch#level}): the nodes at the cut, then the solutions above it.
   */
  @Override
  public List<Subproblem> split(int target) {
    SplittableSearch.checkTarget(target);
    return Cutter.cut((depth, cap) -> search(SearchLimits.none()).level(depth), target).subproblems();
  }

  /** {@inheritDoc} The paths one level below the subproblem's ({@link GrowthSearch#cutBelow}). */
  @Override
  public List<Subproblem> refine(Subproblem subproblem) {
    List<Subproblem> children = new ArrayList<>();
    for (int[] p : search(SearchLimits.none()).cutBelow(subproblem.prefix())) {
      if (p.length > subproblem.prefix().length) { // a solution at the subproblem itself has nothing below
        children.add(new Subproblem(subproblem.index(), p));
      }
    }
    return children;
  }

  /**
   * {@inheritDoc} In branches of the growth search (each tile, orientation or empty cell tried),
   * not its nodes: the mean of {@code probes} random walks ({@link GrowthSearch#walk}).
   */
  @Override
  public double estimate(Subproblem subproblem, int probes, long seed) {
    java.util.Random random = new java.util.Random(seed);
    double sum = 0;
    for (int i = 0; i < probes; i++) {
      sum += search(SearchLimits.none()).walk(subproblem.prefix(), random);
    }
    return sum / probes;
  }

  @Override
  public PartCount count(Subproblem subproblem, SearchLimits limits) {
    GrowthSearch.Outcome o = search(limits).runOnly(subproblem.prefix(), null);
    if (!o.isComplete()) {
      throw new SearchStoppedException(o.toResult(o.count(distinct)));
    }
    return new PartCount(o.count(distinct), o.nodes(), o.elapsed());
  }
}
