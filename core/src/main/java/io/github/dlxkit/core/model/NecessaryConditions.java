package io.github.dlxkit.core.model;

import java.util.Optional;

/**
 * Conditions every solution of an exact-cover problem must meet that cost one pass over the
 * matrix, checked before a search builds anything: when one fails there is no solution, and every
 * counting path answers 0 at once instead of exploring a tree with no leaf (81 cells for 16
 * pentacubes, a box whose volume is no sum of its pieces).
 *
 * <ul>
 *   <li><b>Enough options.</b> A primary item needs at least its lower bound of options.
 *   <li><b>Sizes</b> (no bounds: each primary item exactly once). The chosen options' primary
 *       sizes add up to the number of primary items, so their greatest common divisor divides it.
 *   <li><b>Volume</b> (no bounds). If some primary items, the <em>anchors</em> (a tiling's
 *       pieces), are such that every option holds exactly one of them, and all options through one
 *       anchor have the same primary size (its piece's cells plus one), a solution has one option
 *       per anchor, so those sizes add up to the number of primary items. The anchors are found
 *       greedily among the items whose options all have one size, in the items' order and, failing
 *       that, in reverse; when neither finds them, the condition says nothing.
 * </ul>
 *
 * <pre>{@code
 * Optional<String> why = NecessaryConditions.violated(problem);
 * long n = why.isPresent() ? 0 : ExactCoverSolver.of(problem).count();   // why.get() says which condition failed
 * }</pre>
 */
public final class NecessaryConditions {
  private NecessaryConditions() {}

  /**
   * {@return empty if {@code problem} passes every condition (it may still have no solution), or
   * else the one that fails}
   *
   * @param problem the problem to check, without a search; not null
   */
  public static Optional<String> violated(ExactCoverProblem problem) {
    int items = problem.itemCount();
    int[] optionsOf = new int[items];
    // size[o]: option o's primary items; sizeOf[i]: the primary size all options through i share, or -1
    int[] size = new int[problem.optionCount()];
    int[] sizeOf = new int[items];
    java.util.Arrays.fill(sizeOf, 0);
    long gcd = 0;
    for (int o = 0; o < problem.optionCount(); o++) {
      if (problem.isDropped(o)) {
        continue;
      }
      for (int item : problem.optionItems(o)) {
        if (problem.isPrimary(item)) {
          size[o]++;
        }
      }
      gcd = gcd(gcd, size[o]);
      for (int item : problem.optionItems(o)) {
        if (problem.isPrimary(item)) {
          optionsOf[item]++;
          sizeOf[item] = sizeOf[item] == 0 || sizeOf[item] == size[o] ? size[o] : -1;
        }
      }
    }
    for (int i = 0; i < items; i++) {
      if (problem.isPrimary(i) && optionsOf[i] < problem.lowerBound(i)) {
        return Optional.of("item '" + problem.itemName(i) + "' is in " + optionsOf[i] + " options, fewer than "
            + problem.lowerBound(i));
      }
    }
    if (problem.hasMultiplicities() || problem.primaryCount() == 0) {
      return Optional.empty();
    }
    int primaries = problem.primaryCount();
    if (gcd > 1 && primaries % gcd != 0) {
      return Optional.of("every option holds a multiple of " + gcd + " primary items, and " + primaries
          + " is not one");
    }
    long volume = anchorVolume(problem, sizeOf, true);
    if (volume < 0) {
      volume = anchorVolume(problem, sizeOf, false);
    }
    if (volume >= 0 && volume != primaries) {
      return Optional.of("each solution has one option per anchor item, " + volume + " primary items in all,"
          + " but there are " + primaries);
    }
    return Optional.empty();
  }

  /**
   * The sum of the anchors' option sizes, anchors taken greedily in the items' order
   * ({@code forward}) or in reverse; -1 if the anchors found do not hold every option exactly once.
   */
  private static long anchorVolume(ExactCoverProblem problem, int[] sizeOf, boolean forward) {
    int items = problem.itemCount();
    // the options through each item, as one pass over the entries would give them
    int[] start = new int[items + 1];
    for (int o = 0; o < problem.optionCount(); o++) {
      if (!problem.isDropped(o)) {
        for (int item : problem.optionItems(o)) {
          start[item + 1]++;
        }
      }
    }
    for (int i = 0; i < items; i++) {
      start[i + 1] += start[i];
    }
    int[] through = new int[start[items]];
    int[] fill = java.util.Arrays.copyOf(start, items);
    for (int o = 0; o < problem.optionCount(); o++) {
      if (!problem.isDropped(o)) {
        for (int item : problem.optionItems(o)) {
          through[fill[item]++] = o;
        }
      }
    }
    boolean[] claimed = new boolean[problem.optionCount()];
    int unclaimed = 0;
    for (int o = 0; o < problem.optionCount(); o++) {
      unclaimed += problem.isDropped(o) ? 0 : 1;
    }
    long volume = 0;
    for (int n = 0; n < items; n++) {
      int i = forward ? n : items - 1 - n;
      if (!problem.isPrimary(i) || sizeOf[i] <= 0) {
        continue;
      }
      boolean free = true;
      for (int k = start[i]; k < start[i + 1] && free; k++) {
        free = !claimed[through[k]];
      }
      if (free) {
        for (int k = start[i]; k < start[i + 1]; k++) {
          claimed[through[k]] = true;
        }
        unclaimed -= start[i + 1] - start[i];
        volume += sizeOf[i];
      }
    }
    return unclaimed == 0 ? volume : -1;
  }

  private static long gcd(long a, long b) {
    return b == 0 ? a : gcd(b, a % b);
  }
}
