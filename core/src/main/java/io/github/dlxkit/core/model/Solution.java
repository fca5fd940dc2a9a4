package io.github.dlxkit.core.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One solution of an {@link ExactCoverProblem}: the ids of the chosen options, in the order the
 * search chose them (options fixed before the search come first).
 *
 * <p>Two solutions are equal when they belong to equal problems and choose the same set of options,
 * whatever the order.
 *
 * <pre>{@code
 * Solution s = ExactCoverSolver.of(problem).findFirst().orElseThrow();
 * for (List<String> option : s.optionTokens()) System.out.println(String.join(" ", option));
 * }</pre>
 */
public final class Solution {
  private final ExactCoverProblem problem;
  private final int[] options;

  /**
   * A solution of {@code problem} choosing {@code optionIds}; the array is copied. No check is made
   * that the options form an exact cover: see {@link SolutionChecker}.
   */
  public Solution(ExactCoverProblem problem, int[] optionIds) {
    this.problem = problem;
    this.options = optionIds.clone();
  }

  /** The problem this solves. */
  public ExactCoverProblem problem() {
    return problem;
  }

  /** The chosen option ids, in the order they were chosen. */
  public int[] optionIds() {
    return options.clone();
  }

  /** The chosen option ids in increasing order. */
  public int[] sortedOptionIds() {
    int[] sorted = options.clone();
    Arrays.sort(sorted);
    return sorted;
  }

  /** The number of chosen options. */
  public int size() {
    return options.length;
  }

  /** The {@code index}-th chosen option id. */
  public int optionId(int index) {
    return options[index];
  }

  /**
   * The solution's cost: the sum of its options' costs ({@link ExactCoverProblem#optionCost}); 0
   * for a problem without costs.
   */
  public long cost() {
    long sum = 0;
    for (int option : options) {
      sum += problem.optionCost(option);
    }
    return sum;
  }

  /** Each chosen option as Knuth writes it: item names, with {@code :colour} where coloured. */
  public List<List<String>> optionTokens() {
    List<List<String>> list = new ArrayList<>(options.length);
    for (int option : options) {
      list.add(problem.optionTokens(option));
    }
    return list;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Solution)) {
      return false;
    }
    Solution that = (Solution) o;
    return Arrays.equals(sortedOptionIds(), that.sortedOptionIds()) && problem.equals(that.problem);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(sortedOptionIds());
  }

  @Override
  public String toString() {
    return "Solution" + Arrays.toString(options);
  }
}
