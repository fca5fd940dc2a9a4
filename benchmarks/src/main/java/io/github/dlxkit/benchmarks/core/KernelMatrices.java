package io.github.dlxkit.benchmarks.core;

import io.github.dlxkit.core.kernel.Matrices;
import io.github.dlxkit.core.kernel.SearchMatrix;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.search.Kernel;

/**
 * The matrix of a benchmark's {@code kernel} parameter: core's {@code Kernel.build} is
 * package-private (core.search's public types name no type of core.kernel), so the benchmarks,
 * which time the matrices themselves, map the constants onto {@link Matrices}' factories here,
 * once, in a switch that does not compile when a constant is added.
 */
final class KernelMatrices {
  private KernelMatrices() {}

  static SearchMatrix of(ExactCoverProblem problem, Kernel kernel) {
    return switch (kernel) {
      case DANCING_LINKS -> Matrices.links(problem);
      case DANCING_CELLS -> Matrices.cells(problem);
      case DANCING_BITS -> Matrices.bits(problem);
    };
  }
}
