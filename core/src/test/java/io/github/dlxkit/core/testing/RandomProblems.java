package io.github.dlxkit.core.testing;

import io.github.dlxkit.core.model.ExactCoverProblem;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** Small random exact-cover problems with secondary items and colours, for property tests. */
public final class RandomProblems {
  private RandomProblems() {}

  /**
   * jqwik's generator of {@link #make} problems: 1 to {@code maxPrimaries} primary items, 0 to
   * {@code maxSecondaries} secondary ones, 1 to {@code maxOptions} options, any seed (the one
   * provider of the property tests that compare the engine with a twin on random problems).
   */
  public static Arbitrary<ExactCoverProblem> arbitrary(int maxPrimaries, int maxSecondaries, int maxOptions) {
    return Combinators.combine(
            Arbitraries.integers().between(1, maxPrimaries),
            Arbitraries.integers().between(0, maxSecondaries),
            Arbitraries.integers().between(1, maxOptions),
            Arbitraries.longs().withoutEdgeCases())
        .as(RandomProblems::make);
  }

  /**
   * A problem with {@code primaries} primary and {@code secondaries} secondary items and
   * {@code options} options, drawn from {@code seed}: each option takes each primary item with
   * probability 0.35 and each secondary one with probability 0.3, coloured 0, 1 or 2 at random
   * (0 = no colour); empty options are given one random item.
   */
  public static ExactCoverProblem make(int primaries, int secondaries, int options, long seed) {
    Random random = new Random(seed);
    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    // declare items in a random interleaving, to exercise ids that mix primary and secondary
    int p = 0;
    int s = 0;
    while (p < primaries || s < secondaries) {
      if (s == secondaries || (p < primaries && random.nextBoolean())) {
        b.addPrimary("p" + p++);
      } else {
        b.addSecondary("s" + s++);
      }
    }
    int c1 = b.colour("red");
    int c2 = b.colour("blue");
    int n = primaries + secondaries;
    for (int o = 0; o < options; o++) {
      int[] items = new int[n];
      int[] colours = new int[n];
      int k = 0;
      for (int item = 0; item < n; item++) {
        boolean isPrimary = b.isPrimary(item);
        if (random.nextDouble() < (isPrimary ? 0.35 : 0.3)) {
          items[k] = item;
          colours[k] = isPrimary ? 0 : new int[] {0, c1, c2}[random.nextInt(3)];
          k++;
        }
      }
      if (k == 0) {
        items[0] = random.nextInt(n);
        k = 1;
      }
      b.addOption(java.util.Arrays.copyOf(items, k), java.util.Arrays.copyOf(colours, k));
    }
    return b.build();
  }

  /**
   * {@code problem} with every option given a cost drawn uniformly from 0..{@code maxCost} with
   * {@code seed} (a small maxCost makes ties).
   */
  public static ExactCoverProblem withCosts(ExactCoverProblem problem, int maxCost, long seed) {
    Random random = new Random(seed);
    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    for (int i = 0; i < problem.itemCount(); i++) {
      if (problem.isPrimary(i)) {
        b.addPrimary(problem.itemName(i), problem.lowerBound(i), problem.upperBound(i));
      } else {
        b.addSecondary(problem.itemName(i));
      }
    }
    for (int o = 0; o < problem.optionCount(); o++) {
      b.option(random.nextInt(maxCost + 1), problem.optionTokens(o).toArray(new String[0]));
    }
    return b.build();
  }
}
