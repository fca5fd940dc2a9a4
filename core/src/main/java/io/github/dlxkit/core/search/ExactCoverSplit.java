package io.github.dlxkit.core.search;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.kernel.SearchMatrix;
import io.github.dlxkit.core.model.ExactCoverProblem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The exact-cover engine as a {@link SplittableSearch}: a subproblem's prefix is the problem option
 * ids chosen on the levels above it, so a subproblem is "the solutions that contain these options",
 * which any kernel counts by fixing them.
 *
 * <p>The cut is the runner's ({@link Cutter#cut}, the one {@code --threads} uses), always made with the
 * {@link Kernel#DANCING_LINKS} kernel so that the list does not depend on the kernel that counts.
 * Solutions above the cut become subproblems too: their prefix is the whole solution, whose count is 1.
 */
final class ExactCoverSplit implements SplittableSearch {
  private final ExactCoverSolver solver;
  private final int[] fixedOptions;
  private final String identity;
  /** One matrix per counting thread, reused from subproblem to subproblem (building one is dear). */
  private final ThreadLocal<SearchMatrix> matrices;

  ExactCoverSplit(ExactCoverSolver solver, int[] fixedOptions) {
    this.solver = solver;
    this.fixedOptions = fixedOptions;
    this.identity = identity(solver.problem(), fixedOptions);
    this.matrices = ThreadLocal.withInitial(() -> solver.template(solver.kernel()));
  }

  @Override
  public String identity() {
    return identity;
  }

  @Override
  public List<Subproblem> split(int target) {
    SplittableSearch.checkTarget(target);
    List<Subproblem> list = new ArrayList<>();
    SearchMatrix splitter = solver.prepare(Kernel.DANCING_LINKS);
    if (splitter == null) {
      return list; // the fixed options conflict: no solution, nothing to count
    }
    Cutter.Cut cut = cut(splitter, target);
    for (int[] nodes : cut.prefixes) {
      list.add(new Subproblem(list.size(), options(splitter, new int[0], nodes)));
    }
    for (int[] nodes : cut.above) {
      list.add(new Subproblem(list.size(), options(splitter, new int[0], nodes)));
    }
    return list;
  }

  /** The runner's cut of {@code splitter}'s tree, watched by nothing but a scratch control. */
  private static Cutter.Cut cut(SearchMatrix splitter, int target) {
    return Cutter.cut(new MatrixSearch(splitter), target, SearchControl.of(SearchLimits.none()).worker());
  }

  /** {@code prefix} followed by the option ids of {@code nodes}. */
  private static int[] options(SearchMatrix splitter, int[] prefix, int[] nodes) {
    int[] path = Arrays.copyOf(prefix, prefix.length + nodes.length);
    for (int l = 0; l < nodes.length; l++) {
      path[prefix.length + l] = splitter.optionAt(nodes[l]);
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
    int[] all = Arrays.copyOf(fixedOptions, fixedOptions.length + prefix.length);
    System.arraycopy(prefix, 0, all, fixedOptions.length, prefix.length);
    SearchMatrix splitter = solver.withFixedOptions(all).prepare(Kernel.DANCING_LINKS);
    List<Subproblem> children = new ArrayList<>();
    if (splitter == null) {
      return children; // its options conflict: nothing below it
    }
    Cutter.Cut cut = cut(splitter, 2);
    for (int[] nodes : cut.prefixes) {
      children.add(new Subproblem(subproblem.index(), options(splitter, prefix, nodes)));
    }
    for (int[] nodes : cut.above) {
      if (nodes.length > 0) { // the subproblem itself a solution: no piece below it
        children.add(new Subproblem(subproblem.index(), options(splitter, prefix, nodes)));
      }
    }
    return children.size() > 1 ? children : List.of();
  }

  @Override
  public PartCount count(Subproblem subproblem, SearchLimits limits) {
    SearchMatrix m = matrices.get();
    m.reset();
    m.resetStatistics();
    SearchControl control = new SearchControl(limits, null, null);
    try {
      if (!fixAll(m, fixedOptions) || !fixAll(m, subproblem.prefix())) {
        throw new BadInputException("subproblem " + subproblem.toLine()
            + " does not belong to this problem: its options conflict");
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
