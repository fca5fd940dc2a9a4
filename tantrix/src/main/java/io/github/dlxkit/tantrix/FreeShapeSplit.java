package io.github.dlxkit.tantrix;

import io.github.dlxkit.core.search.Digest;
import io.github.dlxkit.core.search.PartCount;
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
 * tiles and goal fix), found by {@link GrowthSearch#cut} at the shallowest depth that gives at
 * least the target number of subtrees.
 */
final class FreeShapeSplit implements SplittableSearch {
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
        + Digest.of(tiles + "\n" + goal.asMap() + "\n"); // the tiles (number and edges, in order), the goal
  }

  private GrowthSearch search(SearchLimits limits) {
    return new GrowthSearch(tiles, goal, limits, null, null, 0, accept);
  }

  @Override
  public String identity() {
    return identity;
  }

  @Override
  public List<Subproblem> split(int target) {
    SplittableSearch.checkTarget(target);
    List<int[]> paths = List.of(new int[0]);
    for (int depth = 1; paths.size() < target; depth++) {
      List<int[]> deeper = search(SearchLimits.none()).cut(depth);
      int atDepth = depth;
      if (deeper.stream().noneMatch(p -> p.length == atDepth)) {
        paths = deeper.isEmpty() ? paths : deeper;
        break; // the tree ends above this depth: no finer split exists
      }
      paths = deeper;
    }
    List<Subproblem> parts = new ArrayList<>(paths.size());
    for (int[] p : paths) {
      parts.add(new Subproblem(parts.size(), p));
    }
    return parts;
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
