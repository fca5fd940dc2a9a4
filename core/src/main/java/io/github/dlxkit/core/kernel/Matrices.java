package io.github.dlxkit.core.kernel;

import io.github.dlxkit.core.model.ExactCoverProblem;

/**
 * What core's search package asks of this one beyond the kernels' public constructors: Algorithm
 * M's matrix, and the bitset kernel's own cost estimate, which {@code Kernel.fastestFor} reads
 * when it picks a kernel. Both are built from a problem here so that the kernels' classes keep
 * their members package-private.
 */
public final class Matrices {
  private Matrices() {}

  /**
   * Knuth's Algorithm M for a problem with bounds on its primary items
   * ({@link ExactCoverProblem#hasMultiplicities()}); the only kernel that honours them.
   */
  public static SearchMatrix withBounds(ExactCoverProblem problem) {
    return new DancingMultiplicities(problem);
  }

  /**
   * The options one choice kills on average where the bitset kernel would count each item's live
   * options down as options die ({@code BitLayout.countsPay}, its own cost estimate); -1 where it
   * would popcount them instead. Linear in the problem: it builds the layout the kernel would.
   */
  public static double countedKillsPerOption(ExactCoverProblem problem) {
    BitLayout layout = new BitLayout(problem);
    return layout.countsPay ? layout.killsPerOption() : -1;
  }
}
