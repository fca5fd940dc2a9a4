package io.github.dlxkit.core.preprocess;

import io.github.dlxkit.core.model.ExactCoverProblem;

/**
 * A problem reduced by {@link Preprocessor}: the same solutions, fewer options and items.
 *
 * <pre>{@code
 * Preprocessed pre = Preprocessor.reduce(problem);
 * long n = ExactCoverSolver.of(pre.problem()).count();   // 92
 * System.out.println(pre.report());
 * }</pre>
 *
 * @param problem the reduced problem; its options are the surviving options of the original, in
 *     their original order, some without the items that were struck
 * @param originalOptions {@code originalOptions[o]}: the original id of reduced option o
 * @param optionsRemoved options removed (not counting those dropped for having no primary item)
 * @param itemsRemoved items removed
 * @param rounds rounds of the rules, the last one being the round that changed nothing (as DLX-PRE
 *     counts them)
 */
public record Preprocessed(ExactCoverProblem problem, int[] originalOptions, int optionsRemoved,
    int itemsRemoved, int rounds) {

  /**
   * {@return the id, in the original problem, of reduced option {@code option}}
   *
   * @param option an option id of the reduced {@link #problem()}
   */
  public int originalOption(int option) {
    return originalOptions[option];
  }

  /**
   * {@return the original option ids of a solution of the reduced problem, in the same order; a new
   * array of length {@code n}}
   *
   * @param reducedIds the solution's option ids in the reduced problem (e.g. a visitor's buffer)
   * @param n how many of them make the solution
   */
  public int[] originalOptions(int[] reducedIds, int n) {
    int[] ids = new int[n];
    for (int i = 0; i < n; i++) {
      ids[i] = originalOptions[reducedIds[i]];
    }
    return ids;
  }

  /**
   * {@return what was removed, as DLX-PRE reports it: {@code Removed 2 options and 1 item, 2
   * rounds.}}
   */
  public String report() {
    return "Removed " + optionsRemoved + " option" + (optionsRemoved == 1 ? "" : "s") + " and "
        + itemsRemoved + " item" + (itemsRemoved == 1 ? "" : "s") + ", " + rounds + " round"
        + (rounds == 1 ? "" : "s") + ".";
  }
}
