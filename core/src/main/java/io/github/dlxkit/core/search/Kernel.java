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
   * fewer nodes (no node for a choice that leaves some item without options) and breaks ties
   * between items with two options by the options they would hide (a quarter fewer nodes on hard
   * Sudokus), so its statistics are not DLX2's.
   */
  DANCING_CELLS,
  /**
   * {@code DancingBits}: the options still compatible as one bitset, cleared a word at a time, an
   * item's options counted only when choosing; the same choices and node counts as
   * {@link #DANCING_CELLS}. Fastest where items have many options (pentominoes, queens, Langford
   * pairs: 0.40–0.63× Knuth's SSXCC); where hundreds of items have a few it counts them down as
   * options die, and is then about as fast as the cells kernel (0.9× on Sudokus, 1.2–1.3× on
   * random triples; docs/PERFORMANCE.md, "Which kernel").
   */
  DANCING_BITS;

  /**
   * Where the bitset kernel counts items down, the fewest options one choice must kill on average
   * for it to beat the cells kernel: measured (KernelChoiceBenchmark, docs/PERFORMANCE.md, "Which
   * kernel") between planted144-144 (17.1, bits 1.25&times; cells' time) and sudoku3-22 (23.9, bits
   * 0.87&times;).
   */
  static final double COUNTED_KILLS = 20;

  /**
   * The kernel that counts fastest on problems shaped like {@code problem}, as measured
   * (docs/PERFORMANCE.md, "Which kernel"). Two rules, in this order:
   * <ol>
   *   <li>{@link #DANCING_BITS} when a primary item has on average at least one option for every
   *       three primary items. The bitset kernel's choice of item costs a popcount per word of every
   *       active item's options, which pays when the other kernels would move many entries per node
   *       (pentominoes: 72 items, about 170 options each; queens and Langford pairs: at most 36
   *       items, 9 to 16 options each).
   *   <li>Else (many items with few options each, e.g. Sudoku: 324 items, at most 9 options each)
   *       {@link #DANCING_BITS} when it would count each item's options down as options die instead
   *       of popcounting (its own cost estimate, {@code BitLayout.countsPay}) and one choice kills
   *       on average at least {@value #COUNTED_KILLS} options; otherwise {@link #DANCING_CELLS}.
   *       Both kernels then pay per killed option (a count down, a swap), but the bitset kernel
   *       removes the killed options from its live set a word (64 options) at a time, so the more a
   *       choice kills the more it gains: a Sudoku with 22 givens kills 23.9 options per choice
   *       (bits 0.87&times; cells' time), a 4&times;4-box Sudoku 38.9 (0.90&times;), the planted
   *       triple problems 12.4 and 17.1 (1.17&times;, 1.25&times;).
   * </ol>
   * Near the lines (random problems of 60 to 72 items with 17 to 20 options each) the two are
   * within a few percent. Neither kernel's node counts are DLX2's: ask for
   * {@link #DANCING_LINKS} for those. Problems with bounds run Algorithm M whatever this says.
   *
   * <pre>{@code
   * ExactCoverProblem langford = KnuthFormat.read(new StringReader(
   *     "v1 v2 v3 s1 s2 s3 s4 s5 s6\n"
   *         + "v1 s1 s3\nv1 s2 s4\nv1 s3 s5\nv1 s4 s6\n"
   *         + "v2 s1 s4\nv2 s2 s5\nv2 s3 s6\nv3 s1 s5\nv3 s2 s6\n"), "langford3").problem();
   * Kernel kernel = Kernel.fastestFor(langford); // 9 items, 3 options each: 3 >= 9 / 3
   * long count = ExactCoverSolver.of(langford).withKernel(kernel).count(); // 2: 312132 and 231213
   * }</pre>
   */
  public static Kernel fastestFor(io.github.dlxkit.core.model.ExactCoverProblem problem) {
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
    if (problem.hasMultiplicities()) {
      return DANCING_CELLS; // Algorithm M runs anyway: do not build a layout for nothing
    }
    // what the bitset kernel would build; linear in the problem; -1 where it would not count down
    return Matrices.countedKillsPerOption(problem) >= COUNTED_KILLS ? DANCING_BITS : DANCING_CELLS;
  }

  /**
   * A fresh matrix of this kind for {@code problem}; a problem with bounds on its primary items
   * ({@link io.github.dlxkit.core.model.ExactCoverProblem#hasMultiplicities()}) gets
   * {@code DancingMultiplicities}, Knuth's Algorithm M, whichever kernel was asked for.
   */
  SearchMatrix build(io.github.dlxkit.core.model.ExactCoverProblem problem) {
    return Matrices.of(problem, name());
  }
}
