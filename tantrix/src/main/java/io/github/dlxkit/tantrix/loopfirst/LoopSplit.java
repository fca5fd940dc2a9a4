package io.github.dlxkit.tantrix.loopfirst;

import io.github.dlxkit.core.search.Digest;
import io.github.dlxkit.core.search.PartCount;
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
 * the target number of parts. Each loop shape lies below exactly one
 * prefix of a depth, so the parts' counts add up to the whole count.
 */
final class LoopSplit implements SplittableSearch {
  private final LoopCores cores;
  private final int[] kinds;
  private final String identity;

  LoopSplit(LoopCores cores) {
    this.cores = cores;
    this.kinds = cores.kinds();
    this.identity = "tantrix-loops:" + Digest.of(cores.describe());
  }

  @Override
  public String identity() {
    return identity;
  }

  private int deepest() {
    return Math.max(0, kinds[0] + kinds[1] + kinds[2] - 2);
  }

  @Override
  public List<Subproblem> split(int target) {
    SplittableSearch.checkTarget(target);
    List<int[]> prefixes = List.of(new int[0]);
    for (int depth = 1; prefixes.size() < target && depth <= deepest(); depth++) {
      List<int[]> deeper = LoopShapes.cut(kinds[0], kinds[1], kinds[2], new int[0], depth);
      if (deeper.isEmpty()) {
        break; // no walk goes this deep: nothing below to count
      }
      prefixes = deeper;
    }
    List<Subproblem> parts = new ArrayList<>(prefixes.size());
    for (int[] p : prefixes) {
      parts.add(new Subproblem(parts.size(), written(p)));
    }
    return parts;
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
    return new PartCount(o.cores(), o.nodes(), o.elapsed());
  }
}
