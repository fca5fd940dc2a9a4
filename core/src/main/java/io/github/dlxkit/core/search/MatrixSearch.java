package io.github.dlxkit.core.search;

import io.github.dlxkit.core.kernel.SearchMatrix;

/**
 * A {@link SearchMatrix} (any kernel) as a {@link PrefixSearch}, so that {@link Runner} cuts
 * and runs the exact-cover engine as it runs every other search. A prefix is the matrix's codes
 * ({@link SearchMatrix#prefixCodes}): in Algorithm C a node per level (the same in every copy of one
 * template: {@link SearchMatrix#optionAt} turns it into an option id), in Algorithm M the item and
 * the option or null move of each level; replaying a prefix enters it as the search would have
 * ({@link SearchMatrix#enterPrefix}), so a subtree is counted with exactly the nodes and updates of
 * a single-thread search.
 *
 * <p>A search may stand below a base prefix (to cut a subproblem finer: {@code ExactCoverSplit}'s
 * refining of Algorithm M's subproblems): each {@link #reset()} enters it again, depths count from
 * it, and prefixes are still written from the root.
 *
 * <p>Costs nothing per node: one call per solution or cut node, the kernel's own loop in between.
 * The matrix's statistics run on across {@link #reset()} (the watching worker reads differences).
 */
final class MatrixSearch implements PrefixSearch {
  /** Null when the fixed options conflict: a search with no node and no solution. */
  private final SearchMatrix m;
  /** The codes entered on every reset; empty for a search from the root. */
  private final int[] base;
  private final int baseDepth;
  private int leafLevel = Integer.MAX_VALUE;
  private boolean atLeaf;
  private int[] buffer;

  MatrixSearch(SearchMatrix m) {
    this.m = m;
    this.base = new int[0];
    this.baseDepth = 0;
  }

  /**
   * A search of {@code m}'s subtree below the prefix {@code base} (the matrix's codes).
   *
   * @throws IllegalArgumentException if {@code base} names no path of the tree (Algorithm M's codes are checked)
   */
  MatrixSearch(SearchMatrix m, int[] base) {
    this.m = m;
    this.base = base.clone();
    if (m != null) {
      m.restart();
      m.enterPrefix(this.base);
      this.baseDepth = m.prefixDepth();
    } else {
      this.baseDepth = 0;
    }
  }

  /** The matrix searched, or null if the fixed options conflict. */
  SearchMatrix matrix() {
    return m;
  }

  @Override
  public void reset() {
    if (m != null) {
      m.restart();
      if (base.length > 0) {
        m.enterPrefix(base);
      }
    }
    leafLevel = Integer.MAX_VALUE;
    atLeaf = false;
  }

  @Override
  public boolean nextSolution() {
    if (m == null) {
      return false;
    }
    SearchMatrix.Event e = m.nextEvent();
    atLeaf = e == SearchMatrix.Event.SOLUTION;
    return atLeaf || e == SearchMatrix.Event.PREFIX;
  }

  @Override
  public void limitDepth(int depth) {
    leafLevel = baseDepth + depth;
    if (m != null) {
      m.setLeafLevel(leafLevel);
    }
  }

  @Override
  public boolean atLeaf() {
    return atLeaf;
  }

  /** {@return the codes of the choices, level by level from the root: of the solution, or of the node at the depth limit} */
  @Override
  public int[] prefix() {
    return atLeaf ? m.solutionCodes() : m.prefixCodes(leafLevel);
  }

  @Override
  public boolean replay(int[] prefix) {
    if (m == null) {
      return false;
    }
    m.enterPrefix(prefix);
    return true;
  }

  @Override
  public double weight() {
    return m.prefixWeight(leafLevel);
  }

  @Override
  public void watch(SearchControl.Worker worker) {
    if (m != null) {
      m.watch(worker::poll, worker.attach(this));
    }
  }

  /**
   * Lets {@code worker} watch {@code m}, a matrix searched directly (not through a runner): the
   * kernels cannot name a worker (this package builds them), so this adapter stands between.
   */
  static void watch(SearchMatrix m, SearchControl.Worker worker) {
    new MatrixSearch(m).watch(worker);
  }

  @Override
  public boolean isStopped() {
    return m != null && m.isStopped();
  }

  @Override
  public long nodes() {
    return m == null ? 0 : m.nodes();
  }

  @Override
  public long solutions() {
    return m == null ? 0 : m.solutions();
  }

  @Override
  public long updates() {
    return m == null ? 0 : m.updates();
  }

  @Override
  public double progress() {
    return m == null ? 1.0 : m.progress();
  }

  /** {@return a level per primary item at most (one option covers at least one)} */
  @Override
  public int maxCutDepth() {
    return m == null ? 1 : m.primaryItemCount();
  }

  /** Hands the current solution's option ids to {@code visitor}, without allocating after the first. */
  boolean visit(SolutionVisitor visitor) {
    if (buffer == null) {
      buffer = new int[m.solutionCapacity()];
    }
    return visitor.visit(buffer, m.solution(buffer));
  }
}
