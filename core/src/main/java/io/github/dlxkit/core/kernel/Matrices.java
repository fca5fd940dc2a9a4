package io.github.dlxkit.core.kernel;

import io.github.dlxkit.core.model.ExactCoverProblem;

/**
 * The factory of this package's matrices, for {@code core.search} and for the modules that drive a
 * {@link SearchMatrix} themselves (fix, search, reset, repeat: sudoku's solver reuses one matrix
 * for every puzzle; the benchmarks time the kernels): one method per constant of
 * {@code core.search.Kernel} ({@link #links}, {@link #cells}, {@link #bits}). That enum, the users'
 * choice, reads this package, so this package cannot take it as a parameter without a cycle; a
 * method per kernel keeps the choice typed (issue 53: it was the constant's name as a String,
 * where a typo failed at run time), and {@code Kernel} maps its constants onto them in one
 * exhaustive switch.
 * Also here: Algorithm M's matrix and the bitset kernel's own cost estimate, which
 * {@code Kernel.fastestFor} reads when it picks a kernel, built from a problem here so that the
 * kernels' classes keep their members package-private.
 *
 * <pre>{@code
 * SearchMatrix m = Matrices.cells(problem);
 * m.fix(0);
 * long corner = m.countAll();   // 4: the 8-queens solutions with a queen in a corner square
 * m.reset();
 * long all = m.countAll();      // 92
 * }</pre>
 */
public final class Matrices {
  private Matrices() {}

  /**
   * A fresh Dancing Links matrix for {@code problem} (Knuth's DLX2, {@code Kernel.DANCING_LINKS}),
   * idle with nothing fixed; a problem with bounds on its primary items
   * ({@link ExactCoverProblem#hasMultiplicities()}) gets Algorithm M's ({@link #withBounds}).
   * Unlike {@code ExactCoverSolver}'s searches it is built even when the problem fails a necessary
   * condition: a caller that fixes options before each search needs the matrix as built.
   */
  public static SearchMatrix links(ExactCoverProblem problem) {
    return problem.hasMultiplicities() ? withBounds(problem) : new DancingLinks(problem);
  }

  /**
   * A fresh Dancing Cells matrix for {@code problem} ({@code Kernel.DANCING_CELLS}), as
   * {@link #links} builds its own; the one kernel that takes branch items.
   *
   * @param branchItems primary item ids to branch on first, as
   *     {@code ExactCoverSolver.withBranchItems} takes them; none for the plain choice
   * @throws IllegalArgumentException as {@link #branchFlags}
   * @throws UnsupportedOperationException if branch items are given for a problem with bounds
   *     (Algorithm M's matrix has none)
   */
  public static SearchMatrix cells(ExactCoverProblem problem, int... branchItems) {
    SearchMatrix m = problem.hasMultiplicities() ? withBounds(problem) : new DancingCells(problem);
    if (branchItems.length > 0) {
      m.setBranchItems(branchFlags(problem, branchItems));
    }
    return m;
  }

  /**
   * A fresh bitset matrix for {@code problem} ({@code Kernel.DANCING_BITS}), as {@link #links}
   * builds its own, except that a problem with bounds runs Algorithm M on bitsets where
   * {@link #boundsOnBits} says so.
   */
  public static SearchMatrix bits(ExactCoverProblem problem) {
    return boundsOnBits(problem) ? new BitMultiplicities(problem)
        : problem.hasMultiplicities() ? withBounds(problem) : new DancingBits(problem);
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
   * Whether {@link #bits} searches {@code problem} with Algorithm M on bitsets
   * ({@code BitMultiplicities}: the same nodes as {@code DancingMultiplicities}, other updates): on
   * a problem with bounds and at most 256 options. Elsewhere, and on the other kernels, a problem
   * with bounds gets {@code DancingMultiplicities}.
   */
  public static boolean boundsOnBits(ExactCoverProblem problem) {
    return problem.hasMultiplicities() && BitMultiplicities.fits(problem);
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
