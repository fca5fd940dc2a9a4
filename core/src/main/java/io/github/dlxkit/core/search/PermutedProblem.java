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
    int items = source.itemCount();
    int[] itemOrder = shuffled(items, random); // itemOrder[i]: the source item declared i-th
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

  /** 0..n-1 in a random order (Fisher–Yates). */
  private static int[] shuffled(int n, SplittableRandom random) {
    int[] a = new int[n];
    for (int i = 0; i < n; i++) {
      a[i] = i;
    }
    for (int i = n - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
    return a;
  }
}
