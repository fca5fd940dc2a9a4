package io.github.dlxkit.core.search;

import io.github.dlxkit.core.model.ExactCoverProblem;
import java.util.SplittableRandom;

/**
 * A copy of a problem with its items and its options declared in a random order, for
 * {@link RestartingSearch}: the same solutions up to renumbering, but the kernels' ties (the first
 * declared item among those with fewest options) and the order in which an item's options are
 * tried fall differently. Names, primary/secondary, bounds, colours and costs are kept.
 *
 * <p>Layout: {@code original[o]} is the id in the original problem of option {@code o} of the
 * copy, {@code copyOf[o]} the id in the copy of original option {@code o}.
 */
final class PermutedProblem {
  final ExactCoverProblem problem;
  final int[] original;
  final int[] copyOf;

  PermutedProblem(ExactCoverProblem source, SplittableRandom random) {
    this(source, random, true);
  }

  /**
   * A copy with its options in a random order and, if {@code shuffleItems}, its items too; with
   * the items kept in place every item keeps its id, so that branch items
   * ({@link ExactCoverSolver#withBranchItems}) and ties between items stay as given and only the
   * order in which each item's options are tried changes.
   */
  PermutedProblem(ExactCoverProblem source, SplittableRandom random, boolean shuffleItems) {
    int items = source.itemCount();
    // itemOrder[i]: the source item declared i-th
    int[] itemOrder = shuffleItems ? shuffled(items, random) : shuffled(items, null);
    int[] itemCopy = new int[items];
    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    for (int i = 0; i < items; i++) {
      int item = itemOrder[i];
      itemCopy[item] = i;
      String name = source.itemName(item);
      if (!source.isPrimary(item)) {
        b.addSecondary(name);
      } else if (source.lowerBound(item) != 1 || source.upperBound(item) != 1) {
        b.addPrimary(name, source.lowerBound(item), source.upperBound(item));
      } else {
        b.addPrimary(name);
      }
    }
    int options = source.optionCount();
    original = shuffled(options, random);
    copyOf = new int[options];
    for (int o = 0; o < options; o++) {
      int from = original[o];
      copyOf[from] = o;
      int[] its = source.optionItems(from);
      int[] colours = source.optionColours(from);
      for (int j = 0; j < its.length; j++) {
        its[j] = itemCopy[its[j]];
        colours[j] = colours[j] == 0 ? 0 : b.colour(source.colourName(colours[j]));
      }
      b.addOption(its, colours, source.optionCost(from));
    }
    problem = b.build();
  }

  /** 0..n-1 in a random order (Fisher–Yates); in order if {@code random} is null. */
  private static int[] shuffled(int n, SplittableRandom random) {
    int[] a = new int[n];
    for (int i = 0; i < n; i++) {
      a[i] = i;
    }
    for (int i = n - 1; i > 0 && random != null; i--) {
      int j = random.nextInt(i + 1);
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
    return a;
  }
}
