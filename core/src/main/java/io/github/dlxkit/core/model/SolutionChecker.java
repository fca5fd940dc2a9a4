package io.github.dlxkit.core.model;

import java.util.Optional;

/**
 * Checks a set of options against the definition of a solution, independently of the search code:
 * every primary item exactly once
 * (or between its bounds, see {@link ExactCoverProblem#lowerBound}), every secondary item at most once or else always with the same
 * colour, and no dropped option.
 *
 * <pre>{@code
 * Optional<String> problemFound = SolutionChecker.check(problem, solution.optionIds());
 * assert problemFound.isEmpty();
 * }</pre>
 */
public final class SolutionChecker {
  private SolutionChecker() {}

  /**
   * {@return empty if {@code optionIds} is a solution of {@code problem}, or else why not: one line
   * naming the first fault found (an id out of range, a dropped option, an item covered twice or
   * more than its bound, with clashing colours, or not covered enough)}
   *
   * @param problem the problem; not null
   * @param optionIds the chosen options, in any order; any int (ids out of range are a fault, not
   *     an exception)
   */
  public static Optional<String> check(ExactCoverProblem problem, int[] optionIds) {
    int n = problem.itemCount();
    int[] uses = new int[n];
    int[] colour = new int[n];
    for (int option : optionIds) {
      if (option < 0 || option >= problem.optionCount()) {
        return Optional.of("no option with id " + option);
      }
      if (problem.isDropped(option)) {
        return Optional.of("option " + option + " has no primary item");
      }
      for (int k = problem.optionStart(option); k < problem.optionStart(option + 1); k++) {
        int item = problem.entryItem(k);
        int c = problem.entryColour(k);
        if (problem.isPrimary(item)) {
          int upper = problem.upperBound(item);
          if (uses[item] == upper) {
            return Optional.of(upper == 1 ? "item '" + problem.itemName(item) + "' is covered twice"
                : "primary item '" + problem.itemName(item) + "' is covered more than " + upper + " times");
          }
        } else if (uses[item] > 0) {
          if (c == 0 || colour[item] != c) {
            return Optional.of("item '" + problem.itemName(item) + "' is covered twice"
                + (c == 0 && colour[item] == 0 ? "" : " with different colours or without one"));
          }
        }
        uses[item]++;
        colour[item] = c;
      }
    }
    for (int item = 0; item < n; item++) {
      if (problem.isPrimary(item) && uses[item] < problem.lowerBound(item)) {
        return Optional.of("primary item '" + problem.itemName(item) + "' is not covered"
            + (problem.lowerBound(item) == 1 ? "" : " " + problem.lowerBound(item) + " times"));
      }
    }
    return Optional.empty();
  }

  /**
   * {@return whether {@code optionIds} is a solution of {@code problem}} As {@link #check}, without
   * the reason.
   *
   * @param problem the problem; not null
   * @param optionIds the chosen options, in any order
   */
  public static boolean isSolution(ExactCoverProblem problem, int[] optionIds) {
    return check(problem, optionIds).isEmpty();
  }
}
