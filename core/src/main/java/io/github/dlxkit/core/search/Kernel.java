package io.github.dlxkit.core.search;

import io.github.dlxkit.core.kernel.Matrices;
import io.github.dlxkit.core.kernel.SearchMatrix;

/**
 * The engine's three implementations of Algorithm C. All find the same solutions in the same
 * API; they differ in speed and in how they count nodes and updates.
 *
 * <pre>{@code
 * long links = ExactCoverSolver.of(problem).withKernel(Kernel.DANCING_LINKS).count();   // 92
 * long bits = ExactCoverSolver.of(problem).withKernel(Kernel.DANCING_BITS).count();     // 92
 * }</pre>
 */
public enum Kernel {
  /**
   * {@code DancingLinks}: Knuth's DLX2, node for node. Its node and update counts equal DLX2's for
   * the same input, which makes it the reference for statistics.
   */
  DANCING_LINKS,
  /**
   * {@code DancingCells}: sparse sets with early wipe-out detection. Usually faster; it enters
   * fewer nodes (no node for a choice that leaves some item without options), so its statistics
   * are not DLX2's.
   */
  DANCING_CELLS,
  /**
   * {@code DancingBits}: the options still compatible as one bitset, cleared a word at a time, an
   * item's options counted only when choosing; the same choices and node counts as
   * {@link #DANCING_CELLS}. Fastest where items have many options (pentominoes, queens, Langford
   * pairs: 0.43–0.71× Knuth's SSXCC); where hundreds of items have a few it counts them down as
   * options die, and is then about as fast as the cells kernel (0.87–0.97× its time counting a
   * 9×9 Sudoku, 1.11–1.30× a 16×16 one, 1.18–1.22× on random triples, quiet 2026-11-28;
   * docs/PERFORMANCE.md, "Which kernel").
   */
  DANCING_BITS;

  /**
   * {@return the kernel that counts fastest on problems shaped like {@code problem}, as measured
   * (docs/PERFORMANCE.md, "Which kernel"): {@link #DANCING_BITS} when a primary item has on
   * average at least one option for every three primary items, else {@link #DANCING_CELLS}} The
   * bitset kernel's choice of item costs a popcount per word of every active item's options, which
   * pays when the other kernels would move many entries per node (pentominoes: 72 items, about 170
   * options each; queens and Langford pairs: at most 36 items, 9 to 16 options each); with many
   * items of few options each (Sudoku: 324 items, at most 9 options each) the cells kernel was
   * faster on all but one such shape measured: quiet, 2026-11-28 (23:18&ndash;23:32 UTC),
   * counting sudoku4-106 took the bitset kernel 1.11&ndash;1.30&times; the cells kernel's time,
   * the planted triples 1.18&ndash;1.22&times;, but sudoku3-22 0.87&ndash;0.97&times;. On
   * 2026-12-02, on ten Sudoku counts (9&times;9 with 20 to 24 cells given, 16&times;16 with 104 to
   * 120), cells was faster on nine (sudoku3-22: bits 1.05&times;) and tied on sudoku3-24, so cells
   * is right for Sudokus. (A second rule, bits where it counts items down and a choice kills at
   * least 20 options, was fitted on 2026-11-25 to pick bits for both Sudokus; it would now be wrong
   * on sudoku4-106, and one point on each side of a line is too little to fit another.) On the
   * line itself (random60-300-4: 60 items of 20 options each, so bits) the two tie
   * (147&ndash;149 ms each, three runs). Neither kernel's node counts are DLX2's: ask for
   * {@link #DANCING_LINKS} for those. Problems with bounds run Algorithm M: this picks
   * {@link #DANCING_BITS} for those of at most 256 options, which that kernel searches on bitsets
   * ({@code Matrices.boundsOnBits}: the same nodes as on links, in less time), else
   * {@link #DANCING_LINKS}.
   *
   * <pre>{@code
   * ExactCoverProblem langford = KnuthFormat.read(new StringReader(
   *     "v1 v2 v3 s1 s2 s3 s4 s5 s6\n"
   *         + "v1 s1 s3\nv1 s2 s4\nv1 s3 s5\nv1 s4 s6\n"
   *         + "v2 s1 s4\nv2 s2 s5\nv2 s3 s6\nv3 s1 s5\nv3 s2 s6\n"), "langford3").problem();
   * Kernel kernel = Kernel.fastestFor(langford); // 9 items, 3 options each: 3 >= 9 / 3
   * long count = ExactCoverSolver.of(langford).withKernel(kernel).count(); // 2: 312132 and 231213
   * }</pre>
   *
   * @param problem the problem to search; not null
   */
  public static Kernel fastestFor(io.github.dlxkit.core.model.ExactCoverProblem problem) {
    if (problem.hasMultiplicities()) {
      // Algorithm M: on bitsets where that kernel takes the problem, else on links (DLX3's)
      return DANCING_BITS.searchesBoundsOnBits(problem) ? DANCING_BITS : DANCING_LINKS;
    }
    long primaryEntries = 0;
    for (int o = 0; o < problem.optionCount(); o++) {
      if (problem.isDropped(o)) {
        continue;
      }
      for (int item : problem.optionItems(o)) {
        if (problem.isPrimary(item)) {
          primaryEntries++;
        }
      }
    }
    long primary = problem.primaryCount();
    // options per primary item (entries / primary) >= primary / 3, without dividing
    if (3 * primaryEntries >= primary * primary) {
      return DANCING_BITS;
    }
    return DANCING_CELLS;
  }

  /**
   * {@return whether this kernel searches {@code problem}, which has bounds, with Algorithm M on bitsets
   * ({@code BitMultiplicities}: {@link #DANCING_BITS} on at most 256 options) rather than on links
   * ({@code DancingMultiplicities}, whose node and update counts are DLX3's); false for a problem
   * without bounds} The two walk the same tree: same nodes, other updates.
   *
   * <pre>{@code
   * // the 2 x 2 0-1 matrices with two 1s in every row and column (OEIS A001499, n = 2)
   * ExactCoverProblem twos = KnuthFormat.parse("2|r0 2|r1 2|c0 2|c1\nr0 c0\nr0 c1\nr1 c0\nr1 c1\n", "twos").problem();
   * boolean bits = Kernel.DANCING_BITS.searchesBoundsOnBits(twos);    // true: 4 options
   * boolean links = Kernel.DANCING_LINKS.searchesBoundsOnBits(twos);  // false
   * boolean plain = Kernel.DANCING_BITS.searchesBoundsOnBits(problem); // false: no bounds
   * }</pre>
   *
   * @param problem the problem to search; not null
   */
  public boolean searchesBoundsOnBits(io.github.dlxkit.core.model.ExactCoverProblem problem) {
    return this == DANCING_BITS && Matrices.boundsOnBits(problem);
  }

  /**
   * A fresh matrix of this kind for {@code problem}; a problem with bounds on its primary items
   * ({@link io.github.dlxkit.core.model.ExactCoverProblem#hasMultiplicities()}) gets Knuth's
   * Algorithm M whichever kernel was asked for: {@code DancingMultiplicities} (DLX3's statistics),
   * or on bitsets {@code BitMultiplicities} for {@link #DANCING_BITS} where it fits
   * ({@code Matrices.boundsOnBits}).
   */
  SearchMatrix build(io.github.dlxkit.core.model.ExactCoverProblem problem) {
    // exhaustive: a new constant does not compile until it has its matrix
    return switch (this) {
      case DANCING_LINKS -> Matrices.links(problem);
      case DANCING_CELLS -> Matrices.cells(problem);
      case DANCING_BITS -> Matrices.bits(problem);
    };
  }
}
