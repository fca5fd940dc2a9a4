package io.github.dlxkit.core.kernel;

import io.github.dlxkit.core.model.ExactCoverProblem;

/**
 * The factory of this package's matrices, for {@code core.search} and for the modules that drive a
 * {@link SearchMatrix} themselves (fix, search, reset, repeat: sudoku's solver reuses one matrix
 * for every puzzle; the benchmarks time the kernels). A kernel is named as a
 * {@code core.search.Kernel} constant is ({@code Kernel.DANCING_CELLS.name()}): that enum, the
 * users' choice, reads this package, so this package cannot read it back without a cycle;
 * {@code Kernel} builds its matrices here, so the names and the classes are matched in one place.
 * Also here: Algorithm M's matrix and the bitset kernel's own cost estimate, which
 * {@code Kernel.fastestFor} reads when it picks a kernel, built from a problem here so that the
 * kernels' classes keep their members package-private.
 *
 * <pre>{@code
 * SearchMatrix m = Matrices.of(problem, Kernel.DANCING_CELLS.name());
 * m.fix(0);
 * long corner = m.countAll();   // 4: the 8-queens solutions with a queen in a corner square
 * m.reset();
 * long all = m.countAll();      // 92
 * }</pre>
 */
public final class Matrices {
  private Matrices() {}

  /**
   * A fresh matrix for {@code problem} on the kernel named {@code kernel} (the name of a
   * {@code core.search.Kernel} constant), idle with nothing fixed; a problem with bounds on its
   * primary items ({@link ExactCoverProblem#hasMultiplicities()}) gets Algorithm M's
   * ({@code DancingMultiplicities}) whichever kernel is named, on bitsets where
   * {@link #boundsOnBits} says so. Unlike {@code ExactCoverSolver}'s
   * searches it is built even when the problem fails a necessary condition: a caller that fixes
   * options before each search needs the matrix as built.
   *
   * @param branchItems primary item ids to branch on first, as
   *     {@code ExactCoverSolver.withBranchItems} takes them; none for the plain choice
   * @throws IllegalArgumentException if no kernel has that name, or as {@link #branchFlags}
   * @throws UnsupportedOperationException if branch items are given to a kernel without them
   */
  public static SearchMatrix of(ExactCoverProblem problem, String kernel, int... branchItems) {
    // a problem with bounds runs Algorithm M whichever kernel is named: on bitsets for the bitset
    // kernel where they fit (boundsOnBits), else on links
    boolean bounds = problem.hasMultiplicities();
    SearchMatrix m;
    switch (kernel) {
      case "DANCING_LINKS":
        m = bounds ? withBounds(problem) : new DancingLinks(problem);
        break;
      case "DANCING_CELLS":
        m = bounds ? withBounds(problem) : new DancingCells(problem);
        break;
      case "DANCING_BITS":
        m = boundsOnBits(problem, kernel) ? new BitMultiplicities(problem)
            : bounds ? withBounds(problem) : new DancingBits(problem);
        break;
      default:
        throw new IllegalArgumentException("no kernel named " + kernel);
    }
    if (branchItems.length > 0) {
      m.setBranchItems(branchFlags(problem, branchItems));
    }
    return m;
  }

  /**
   * Branch items as {@link SearchMatrix#setBranchItems} takes them: a flag for each primary item,
   * by its rank among the primary items in declaration order; null for none.
   *
   * @throws IllegalArgumentException if an id is not an item's, names a secondary item, or repeats
   */
  public static boolean[] branchFlags(ExactCoverProblem problem, int... items) {
    if (items.length == 0) {
      return null;
    }
    boolean[] flags = new boolean[problem.primaryCount()];
    int[] rank = new int[problem.itemCount()];
    for (int i = 0, r = 0; i < problem.itemCount(); i++) {
      rank[i] = problem.isPrimary(i) ? r++ : -1;
    }
    for (int id : items) {
      if (id < 0 || id >= problem.itemCount()) {
        throw new IllegalArgumentException("branch item " + id + ": no item with that id (the problem has "
            + problem.itemCount() + ")");
      }
      if (rank[id] < 0) {
        throw new IllegalArgumentException("branch item " + id + " is secondary; branch items must be primary");
      }
      if (flags[rank[id]]) {
        throw new IllegalArgumentException("branch item " + id + " given twice");
      }
      flags[rank[id]] = true;
    }
    return flags;
  }

  /**
   * Whether {@link #of} searches {@code problem} with Algorithm M on bitsets
   * ({@code BitMultiplicities}: the same nodes as {@code DancingMultiplicities}, other updates):
   * for the bitset kernel ({@code kernel} names it) on a problem with bounds and at most 256
   * options. Elsewhere a problem with bounds gets {@code DancingMultiplicities}.
   */
  public static boolean boundsOnBits(ExactCoverProblem problem, String kernel) {
    return problem.hasMultiplicities() && kernel.equals("DANCING_BITS") && BitMultiplicities.fits(problem);
  }

  /**
   * Knuth's Algorithm M for a problem with bounds on its primary items
   * ({@link ExactCoverProblem#hasMultiplicities()}), on linked lists, as DLX3: its node and update
   * counts are DLX3's. {@code BitMultiplicities} ({@link #boundsOnBits}) is the other kernel that
   * honours bounds.
   */
  public static SearchMatrix withBounds(ExactCoverProblem problem) {
    return new DancingMultiplicities(problem);
  }
}
