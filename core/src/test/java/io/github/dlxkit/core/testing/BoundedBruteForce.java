package io.github.dlxkit.core.testing;

import io.github.dlxkit.core.model.ExactCoverProblem;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Problems with bounds on their primary items (Knuth's DLX3 input), and their solutions found by
 * trying every subset of the options against the definition, written out here again rather than
 * borrowed from {@code SolutionChecker}, so that the engine and its checker are both under test.
 */
public final class BoundedBruteForce {
  private BoundedBruteForce() {}

  /**
   * Random problems of {@link #make}, small enough for {@link #solutions}: 1-5 primary and 0-3
   * secondary items, 1-13 options.
   */
  public static Arbitrary<ExactCoverProblem> problems() {
    return Combinators.combine(
            Arbitraries.integers().between(1, 5),
            Arbitraries.integers().between(0, 3),
            Arbitraries.integers().between(1, 13),
            Arbitraries.longs().withoutEdgeCases())
        .as(BoundedBruteForce::make);
  }

  /**
   * A {@link RandomProblems#make} problem whose primary items get random bounds a:b with
   * 0 &le; a &le; b &le; 3 and b &ge; 1, drawn from {@code seed}.
   */
  public static ExactCoverProblem make(int primaries, int secondaries, int options, long seed) {
    ExactCoverProblem shape = RandomProblems.make(primaries, secondaries, options, seed);
    Random random = new Random(~seed);
    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    for (int i = 0; i < shape.itemCount(); i++) {
      if (shape.isPrimary(i)) {
        int upper = 1 + random.nextInt(3);
        b.addPrimary(shape.itemName(i), random.nextInt(upper + 1), upper);
      } else {
        b.addSecondary(shape.itemName(i));
      }
    }
    for (int o = 0; o < shape.optionCount(); o++) {
      b.addOption(shape.optionTokens(o));
    }
    return b.build();
  }

  /** Every solution, as sorted option ids. */
  public static List<int[]> solutions(ExactCoverProblem p) {
    int n = p.optionCount();
    if (n > 20) {
      throw new IllegalArgumentException("brute force needs at most 20 options, got " + n);
    }
    List<int[]> found = new ArrayList<>();
    for (int mask = 0; mask < (1 << n); mask++) {
      if (isSolution(p, mask)) {
        int[] ids = new int[Integer.bitCount(mask)];
        int k = 0;
        for (int o = 0; o < n; o++) {
          if ((mask & (1 << o)) != 0) {
            ids[k++] = o;
          }
        }
        found.add(ids);
      }
    }
    return found;
  }

  private static boolean isSolution(ExactCoverProblem p, int mask) {
    int[] uses = new int[p.itemCount()];
    int[][] colours = new int[p.itemCount()][];
    for (int o = 0; o < p.optionCount(); o++) {
      if ((mask & (1 << o)) == 0) {
        continue;
      }
      int[] items = p.optionItems(o);
      int[] cs = p.optionColours(o);
      boolean hasPrimary = false;
      for (int k = 0; k < items.length; k++) {
        int i = items[k];
        hasPrimary |= p.isPrimary(i);
        uses[i]++;
        if (!p.isPrimary(i)) {
          // a secondary item taken twice must carry one colour, the same both times
          if (colours[i] == null) {
            colours[i] = new int[] {cs[k]};
          } else if (cs[k] == 0 || colours[i][0] != cs[k]) {
            return false;
          }
        }
      }
      if (!hasPrimary) {
        return false; // Knuth's rule: an option without a primary item is never chosen
      }
    }
    for (int i = 0; i < p.itemCount(); i++) {
      if (p.isPrimary(i) && (uses[i] < p.lowerBound(i) || uses[i] > p.upperBound(i))) {
        return false;
      }
    }
    return true;
  }
}
