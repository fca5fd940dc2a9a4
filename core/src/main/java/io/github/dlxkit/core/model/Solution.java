package io.github.dlxkit.core.model;

import io.github.dlxkit.core.BadInputException;
import java.util.Objects;
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
 * <p>Immutable and thread-safe (the ids are copied in and out).
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
   * A solution of {@code problem} choosing {@code optionIds}; the array is copied. Each id is
   * checked to be one of the problem's options; no check is made that the options form an exact
   * cover: see {@link SolutionChecker}.
   *
   * @param problem the problem solved; not null
   * @param optionIds the chosen options' ids, in the order chosen; copied
   * @throws NullPointerException if an argument is null (named in the message)
   * @throws BadInputException naming an option id outside {@code 0..optionCount()-1}
   */
  public Solution(ExactCoverProblem problem, int[] optionIds) {
    this.problem = Objects.requireNonNull(problem, "problem");
    this.options = Objects.requireNonNull(optionIds, "optionIds").clone();
    for (int i = 0; i < options.length; i++) {
      if (options[i] < 0 || options[i] >= problem.optionCount()) {
        throw new BadInputException("option id " + options[i] + " (at index " + i + ") is out of range 0.."
            + (problem.optionCount() - 1));
      }
    }
  }

  /** {@return the problem this solves} */
  public ExactCoverProblem problem() {
    return problem;
  }

  /** {@return the chosen option ids, in the order they were chosen} */
  public int[] optionIds() {
    return options.clone();
  }

  /** {@return the chosen option ids in increasing order} */
  public int[] sortedOptionIds() {
    int[] sorted = options.clone();
    Arrays.sort(sorted);
    return sorted;
  }

  /** {@return the number of chosen options} */
  public int size() {
    return options.length;
  }

  /**
   * {@return the {@code index}-th chosen option id}
   *
   * @param index the position in the order chosen, 0 to {@code size() - 1}
   * @throws IndexOutOfBoundsException for another index
   */
  public int optionId(int index) {
    return options[index];
  }

  /**
   * {@return the solution's cost: the sum of its options' costs ({@link ExactCoverProblem#optionCost}); 0
   * for a problem without costs}
   */
  public long cost() {
    long sum = 0;
    for (int option : options) {
      sum += problem.optionCost(option);
    }
    return sum;
  }

  /** {@return each chosen option as Knuth writes it: item names, with {@code :colour} where coloured} */
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
