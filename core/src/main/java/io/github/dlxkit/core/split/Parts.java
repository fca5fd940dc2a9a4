package io.github.dlxkit.core.split;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.Subproblem;
import java.util.ArrayList;
import java.util.List;

/**
 * Groups a split's subproblems into {@code n} parts, for job arrays ({@code --part K/N}): part k
 * (1-based) takes subproblems k-1, k-1+n, k-1+2n, … Dealing them round-robin, rather than in
 * blocks, spreads the big subtrees (which tend to sit next to each other) over all parts.
 *
 * <pre>{@code
 * SplittableSearch search = ExactCoverSolver.of(problem).splittable();
 * List<Subproblem> split = search.split(Parts.target(3));
 * long total = 0;
 * for (int k = 1; k <= 3; k++) {
 *   for (Subproblem s : Parts.part(split, k, 3)) total += search.count(s).count();   // part k of 3
 * }
 * // total == 92: the parts share the split between them
 * }</pre>
 */
public final class Parts {
  /** Subproblems per part the split aims for, so that the parts come out of similar size. */
  public static final int SUBPROBLEMS_PER_PART = 16;

  private Parts() {}

  /**
   * {@return the split target for {@code n} parts: {@value #SUBPROBLEMS_PER_PART} subproblems a
   * part, at most 2^20 in all}
   *
   * @param n the number of parts, at least 1
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code n} is less than 1
   */
  public static int target(int n) {
    checkCount(n);
    return (int) Math.min(1 << 20, (long) n * SUBPROBLEMS_PER_PART);
  }

  /**
   * {@return the subproblems of part {@code k} of {@code n} (k from 1 to n); may be empty} Part k
   * takes every n-th subproblem from the k-th on, so that each part gets its share of the long
   * and the short ones; the n parts together hold every subproblem once.
   *
   * @param split the whole split, in its order
   * @param k which part, 1 to {@code n}
   * @param n the number of parts, at least 1
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code n} is less than 1 or
   *     {@code k} is not in 1..n
   */
  public static List<Subproblem> part(List<Subproblem> split, int k, int n) {
    checkCount(n);
    if (k < 1 || k > n) {
      throw new BadInputException("part must be between 1 and " + n + ", got " + k);
    }
    List<Subproblem> mine = new ArrayList<>();
    for (int i = k - 1; i < split.size(); i += n) {
      mine.add(split.get(i));
    }
    return mine;
  }

  private static void checkCount(int n) {
    if (n < 1) {
      throw new BadInputException("number of parts must be at least 1, got " + n);
    }
  }
}
