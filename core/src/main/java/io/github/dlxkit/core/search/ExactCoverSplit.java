package io.github.dlxkit.core.search;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.kernel.SearchMatrix;
import io.github.dlxkit.core.model.ExactCoverProblem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The exact-cover engine as a {@link SplittableSearch}. In Algorithm C a subproblem's prefix is the
 * problem option ids chosen on the levels above it, so a subproblem is "the solutions that contain
 * these options", which any kernel counts by fixing them. In Algorithm M (problems with bounds) a
 * level is not one option — it branches on an item, its children are that item's options, each
 * tweaked out of the item's list once tried, and the null move — so fixing options does not name a
 * subtree; there the prefix is the matrix's own codes, two per level: the item branched on and the
 * option taken, or the problem's option count for the null move
 * ({@code SearchMatrix.prefixCodes}), the same for both Algorithm M kernels, which a count replays
 * level by level as the search made it.
 *
 * <p>The cut is the runner's ({@link Cutter#cut}, the one {@code --threads} uses), always made with the
 * {@link Kernel#DANCING_LINKS} kernel so that the list does not depend on the kernel that counts.
 * Solutions above the cut become subproblems too: their prefix is the whole solution, whose count is 1.
 */
final class ExactCoverSplit implements SplittableSearch {
  private final ExactCoverSolver solver;
  private final int[] fixedOptions;
  /** Computed when first asked: a split made only to cut (a weighted split's roots) never is. */
  private final LazyIdentity identity;
  /** One matrix per counting thread, reused from subproblem to subproblem (building one is dear). */
  private final ThreadLocal<SearchMatrix> matrices;
  /** Whether the problem has bounds: then prefixes are Algorithm M's codes, not option ids. */
  private final boolean bounded;

  ExactCoverSplit(ExactCoverSolver solver, int[] fixedOptions) {
    this.solver = solver;
    this.bounded = solver.problem().hasMultiplicities();
    this.fixedOptions = fixedOptions;
    this.identity = new LazyIdentity(() -> identity(solver.problem(), fixedOptions));
    this.matrices = ThreadLocal.withInitial(() -> solver.template(solver.kernel()));
  }

  @Override
  public String identity() {
    return identity.get();
  }

  @Override
  public List<Subproblem> split(int target) {
    SplittableSearch.checkTarget(target);
    List<Subproblem> list = new ArrayList<>();
    SearchMatrix splitter = solver.prepare(Kernel.DANCING_LINKS);
    if (splitter == null) {
      return list; // the fixed options conflict: no solution, nothing to count
    }
    Cutter.Cut cut = cut(new MatrixSearch(splitter), target);
    for (int[] codes : cut.prefixes) {
      list.add(new Subproblem(list.size(), path(splitter, new int[0], codes)));
    }
    for (int[] codes : cut.above) {
      list.add(new Subproblem(list.size(), path(splitter, new int[0], codes)));
    }
    return list;
  }

  /** The runner's cut of {@code search}'s tree, watched by nothing but a scratch control. */
  private static Cutter.Cut cut(MatrixSearch search, int target) {
    return Cutter.cutForSplit(search, target, SearchControl.of(SearchLimits.none()).worker());
  }

  /**
   * A subproblem's prefix for the matrix's {@code codes}: in Algorithm C, {@code prefix} followed by
   * the option ids of the nodes; in Algorithm M, the codes themselves (written from the root).
   */
  private int[] path(SearchMatrix splitter, int[] prefix, int[] codes) {
    if (bounded) {
      return codes;
    }
    int[] path = Arrays.copyOf(prefix, prefix.length + codes.length);
    for (int l = 0; l < codes.length; l++) {
      path[prefix.length + l] = splitter.optionAt(codes[l]);
    }
    return path;
  }

  /**
   * {@inheritDoc} The cut {@link #split} makes, made below the subproblem's options (fixed): its
   * subtrees at the shallowest depth with two or more, and the solutions above it.
   */
  @Override
  public List<Subproblem> refine(Subproblem subproblem) {
    int[] prefix = subproblem.prefix();
    SearchMatrix splitter;
    MatrixSearch below;
    if (bounded) {
      // Algorithm M: the subtree below the replayed codes, on the splitting kernel
      splitter = solver.prepare(Kernel.DANCING_LINKS);
      if (splitter == null) {
        return List.of();
      }
      try {
        below = new MatrixSearch(splitter, prefix);
      } catch (IllegalArgumentException e) {
        throw notOurs(subproblem, e);
      }
    } else {
      int[] all = Arrays.copyOf(fixedOptions, fixedOptions.length + prefix.length);
      System.arraycopy(prefix, 0, all, fixedOptions.length, prefix.length);
      splitter = solver.withFixedOptions(all).prepare(Kernel.DANCING_LINKS);
      if (splitter == null) {
        return List.of(); // its options conflict: nothing below it
      }
      below = new MatrixSearch(splitter);
    }
    List<Subproblem> children = new ArrayList<>();
    Cutter.Cut cut = cut(below, 2);
    for (int[] codes : cut.prefixes) {
      children.add(new Subproblem(subproblem.index(), path(splitter, prefix, codes)));
    }
    for (int[] codes : cut.above) {
      int[] path = path(splitter, prefix, codes);
      if (path.length > prefix.length) { // the subproblem itself a solution: no piece below it
        children.add(new Subproblem(subproblem.index(), path));
      }
    }
    return children.size() > 1 ? children : List.of();
  }

  private static BadInputException notOurs(Subproblem subproblem, IllegalArgumentException e) {
    return new BadInputException("subproblem " + subproblem.toLine()
        + " does not belong to this problem: " + e.getMessage());
  }

  @Override
  public PartCount count(Subproblem subproblem, SearchLimits limits) {
    SearchMatrix m = matrices.get();
    m.reset();
    m.resetStatistics();
    SearchControl control = new SearchControl(limits, null, null);
    try {
      if (!fixAll(m, fixedOptions) || (!bounded && !fixAll(m, subproblem.prefix()))) {
        throw new BadInputException("subproblem " + subproblem.toLine()
            + " does not belong to this problem: its options conflict");
      }
      if (bounded) {
        try {
          m.enterPrefix(subproblem.prefix()); // Algorithm M's codes, checked as they are replayed
        } catch (IllegalArgumentException e) {
          throw notOurs(subproblem, e);
        }
      }
      MatrixSearch.watch(m, control.worker());
      long count = m.countAll();
      if (m.isStopped()) {
        throw new SearchStoppedException(new SearchResult(count, control.stopReason(),
            new SearchStatistics(m.nodes(), m.updates(), count, control.elapsed())));
      }
      return new PartCount(count, m.nodes(), control.elapsed());
    } finally {
      m.reset();
    }
  }

  /** {@inheritDoc} DLX2's nodes, as {@link ExactCoverSolver#estimateTreeSize}; NaN for problems with bounds. */
  @Override
  public double estimate(Subproblem subproblem, int probes, long seed) {
    if (solver.problem().hasMultiplicities()) {
      return Double.NaN;
    }
    int[] all = Arrays.copyOf(fixedOptions, fixedOptions.length + subproblem.prefix().length);
    System.arraycopy(subproblem.prefix(), 0, all, fixedOptions.length, subproblem.prefix().length);
    return solver.withFixedOptions(all).estimateTreeSize(probes, seed, 0).nodes();
  }

  private boolean fixAll(SearchMatrix m, int[] options) {
    int optionCount = solver.problem().optionCount();
    for (int id : options) {
      if (id >= optionCount) {
        throw new BadInputException("subproblem option " + id + " out of range: the problem has "
            + optionCount + " options");
      }
      if (!m.fix(id)) {
        return false;
      }
    }
    return true;
  }

  /** {@code xcc:} and the first 128 bits of SHA-256 of the problem's items, options and fixed options. */
  static String identity(ExactCoverProblem problem, int[] fixedOptions) {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < problem.itemCount(); i++) {
      text.append(problem.isPrimary(i) ? 'P' : 'S').append(problem.itemName(i)).append('\n');
    }
    for (int o = 0; o < problem.optionCount(); o++) {
      text.append("O ").append(problem.optionText(o)).append('\n');
    }
    text.append("F ").append(Arrays.toString(fixedOptions)).append('\n');
    return "xcc:" + Digest.of(text);
  }
}
