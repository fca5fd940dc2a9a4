package io.github.dlxkit.core.search;

/**
 * The engine's three implementations of Algorithm C. All find the same solutions in the same
 * API; they differ in speed and in how they count nodes and updates.
 */
public enum Kernel {
  /**
   * {@link DancingLinks}: Knuth's DLX2, node for node. Its node and update counts equal DLX2's for
   * the same input, which makes it the reference for statistics.
   */
  DANCING_LINKS,
  /**
   * {@link DancingCells}: sparse sets with early wipe-out detection. Usually faster; it enters
   * fewer nodes (no node for a choice that leaves some item without options), so its statistics
   * are not DLX2's.
   */
  DANCING_CELLS,
  /**
   * {@link DancingBits}: the options still compatible as one bitset, cleared a word at a time, an
   * item's options counted only when choosing; the same choices and node counts as
   * {@link #DANCING_CELLS}. Fastest where items have many options (pentominoes), slowest where
   * hundreds of items have a few (Sudoku).
   */
  DANCING_BITS;

  /**
   * A fresh matrix of this kind for {@code problem}; a problem with bounds on its primary items
   * ({@link io.github.dlxkit.core.model.ExactCoverProblem#hasMultiplicities()}) gets
   * {@link Multiplicities}, Knuth's Algorithm M, whichever kernel was asked for.
   */
  SearchMatrix build(io.github.dlxkit.core.model.ExactCoverProblem problem) {
    if (problem.hasMultiplicities()) {
      return new Multiplicities(problem);
    }
    switch (this) {
      case DANCING_LINKS:
        return new DancingLinks(problem);
      case DANCING_CELLS:
        return new DancingCells(problem);
      default:
        return new DancingBits(problem);
    }
  }
}
