package io.github.dlxkit.core.testing;

import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.model.SolutionChecker;
import java.util.ArrayList;
import java.util.List;

/**
 * The engine's slow, obviously correct twin: tries every subset of the options and keeps those
 * that {@link SolutionChecker} accepts. For problems with at most about 20 options.
 */
public final class BruteForceExactCover {
  private BruteForceExactCover() {}

  /** Every solution, as sorted option ids. */
  public static List<int[]> solutions(ExactCoverProblem problem) {
    int n = problem.optionCount();
    if (n > 24) {
      throw new IllegalArgumentException("brute force needs at most 24 options, got " + n);
    }
    List<int[]> found = new ArrayList<>();
    for (long mask = 0; mask < (1L << n); mask++) {
      int[] ids = new int[Long.bitCount(mask)];
      int k = 0;
      for (int o = 0; o < n; o++) {
        if ((mask & (1L << o)) != 0) {
          ids[k++] = o;
        }
      }
      if (SolutionChecker.isSolution(problem, ids)) {
        found.add(ids);
      }
    }
    return found;
  }

  /** The number of solutions. */
  public static long count(ExactCoverProblem problem) {
    return solutions(problem).size();
  }
}
