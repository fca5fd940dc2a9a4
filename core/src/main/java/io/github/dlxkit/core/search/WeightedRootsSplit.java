package io.github.dlxkit.core.search;

import io.github.dlxkit.core.BadInputException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A count by symmetry breaking as a {@link SplittableSearch}: the solutions that contain one of a
 * few root options, each root's solutions counted {@code weight} times — a puzzle's count when the
 * roots are one piece's placements up to the puzzle's symmetries and the weights their orbits'
 * sizes ({@code TilingSolver}'s count on the Dancing Links route).
 *
 * <p>Algorithm C only: a subproblem's prefix is option ids ("the solutions containing these
 * options"), so each of this split's subproblems is one of the plain split's too — its prefix starts
 * with its root — and is counted by it; its weight is its root's. The cut below each root is the
 * plain split's cut with the root fixed, so the list is as deterministic as the plain one.
 */
final class WeightedRootsSplit implements SplittableSearch {
  private final ExactCoverSolver solver;
  private final ExactCoverSplit plain;
  private final int[] roots;
  /** Each root option's weight, by its id: how a subproblem's count is weighted (its prefix's first option). */
  private final Map<Integer, Long> weights = new HashMap<>();
  /** Computed when first asked, from the plain split's: the problem's text digested once, however many roots. */
  private final LazyIdentity identity;

  WeightedRootsSplit(ExactCoverSolver solver, int[] roots, long[] weights) {
    if (solver.problem().hasMultiplicities()) {
      throw new UnsupportedOperationException("weighted roots split problems without bounds (Algorithm C) only");
    }
    if (solver.fixedOptionIds().length > 0) {
      throw new IllegalArgumentException("weighted roots split a solver without fixed options");
    }
    if (roots.length != weights.length || roots.length == 0) {
      throw new IllegalArgumentException("one weight per root and at least one root, got "
          + roots.length + " roots and " + weights.length + " weights");
    }
    this.solver = solver;
    this.plain = new ExactCoverSplit(solver, new int[0]);
    this.roots = roots.clone();
    for (int i = 0; i < roots.length; i++) {
      if (roots[i] < 0 || roots[i] >= solver.problem().optionCount()) {
        throw new IllegalArgumentException("no option with id " + roots[i] + " (the problem has "
            + solver.problem().optionCount() + ")");
      }
      if (weights[i] < 1) {
        throw new IllegalArgumentException("weights must be at least 1, got " + weights[i]);
      }
      if (this.weights.put(roots[i], weights[i]) != null) {
        throw new IllegalArgumentException("root option " + roots[i] + " given twice");
      }
    }
    long[] w = weights.clone();
    this.identity = new LazyIdentity(() -> "xcc-roots:" + Digest.of(plain.identity() + "\n"
        + java.util.Arrays.toString(this.roots) + "\n" + java.util.Arrays.toString(w)));
  }

  /**
   * {@inheritDoc} {@code xcc-roots:} and the digest of the plain split's identity, the roots and
   * the weights.
   */
  @Override
  public String identity() {
    return identity.get();
  }

  /** {@inheritDoc} Each root's share of the target (at least one), cut below the root fixed. */
  @Override
  public List<Subproblem> split(int target) {
    SplittableSearch.checkTarget(target);
    int share = Math.max(1, target / roots.length);
    List<Subproblem> list = new ArrayList<>();
    for (int root : roots) {
      for (Subproblem below : solver.withFixedOptions(root).splittable().split(share)) {
        int[] prefix = new int[below.prefix().length + 1];
        prefix[0] = root;
        System.arraycopy(below.prefix(), 0, prefix, 1, below.prefix().length);
        list.add(new Subproblem(list.size(), prefix));
      }
    }
    return list;
  }

  @Override
  public List<Subproblem> refine(Subproblem subproblem) {
    weight(subproblem);
    return plain.refine(subproblem);
  }

  @Override
  public PartCount count(Subproblem subproblem, SearchLimits limits) {
    long weight = weight(subproblem);
    PartCount c = plain.count(subproblem, limits);
    return new PartCount(Math.multiplyExact(weight, c.count()), c.nodes(), c.elapsed());
  }

  @Override
  public double estimate(Subproblem subproblem, int probes, long seed) {
    return plain.estimate(subproblem, probes, seed);
  }

  private long weight(Subproblem subproblem) {
    Long w = subproblem.prefix().length == 0 ? null : weights.get(subproblem.prefix()[0]);
    if (w == null) {
      throw new BadInputException("subproblem " + subproblem.toLine()
          + " does not belong to this problem: its first option is none of the roots");
    }
    return w;
  }
}
