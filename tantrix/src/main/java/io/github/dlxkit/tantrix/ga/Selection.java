package io.github.dlxkit.tantrix.ga;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;

/**
 * Tantrix-GA's next generation (Downing 2005, section 5.3): the worst half of the population is
 * removed; the top 5% genotypically distinct genomes are copied unchanged (the elite); 10% are new
 * random genomes; the rest (85%) are bred from the surviving half, each parent drawn by roulette on
 * sigma-scaled fitness, crossed over with probability 0.5 (a tenth of those with a random genome:
 * headless chicken), then mutated, inverted and priority-swapped at the paper's rates.
 *
 * <p>Guesses: shares are rounded to whole genomes (at least one elite); a crossover makes one
 * child (the first parent's genes before the cut, the mate's after); a child that is not crossed
 * over is a copy of one parent; mutation and the other operators apply to every bred child; sigma
 * scaling is Mitchell's (1 + (f − mean)/(2σ), 1 where σ = 0, at least 0.1), over the survivors.
 */
final class Selection {
  /**
   * A next generation in its three parts.
   *
   * @param elite copied unchanged
   * @param bred made by crossover and mutation
   * @param fresh random
   */
  record Next(List<Genome> elite, List<Genome> bred, List<Genome> fresh) {
    /** All of it: elite, bred, fresh. */
    List<Genome> all() {
      List<Genome> out = new ArrayList<>(elite);
      out.addAll(bred);
      out.addAll(fresh);
      return out;
    }
  }

  private Selection() {}

  /** The number of elite genomes in a population of {@code n}. */
  static int eliteCount(int n, Breeding b) {
    return Math.max(1, (int) Math.round(b.elite() * n));
  }

  /** The number of random newcomers in a population of {@code n}. */
  static int freshCount(int n, Breeding b) {
    return Math.min(n - eliteCount(n, b), (int) Math.round(b.fresh() * n));
  }

  /**
   * The next generation after {@code population} with {@code fitness} (same order); {@code bins}
   * are the priority-swapping bins, {@code randomGenome} makes newcomers.
   */
  static Next next(List<Genome> population, double[] fitness, Breeding b, int[][] bins, RandomGenerator random,
      Supplier<Genome> randomGenome) {
    int n = population.size();
    Integer[] rank = new Integer[n];
    for (int i = 0; i < n; i++) {
      rank[i] = i;
    }
    Arrays.sort(rank, (x, y) -> Double.compare(fitness[y], fitness[x])); // stable: ties keep their order
    int survivors = (n + 1) / 2;
    List<Genome> elite = new ArrayList<>();
    int wantElite = eliteCount(n, b);
    for (int i = 0; i < n && elite.size() < wantElite; i++) {
      Genome g = population.get(rank[i]);
      if (!elite.contains(g)) {
        elite.add(g);
      }
    }
    List<Genome> fresh = new ArrayList<>();
    int wantFresh = freshCount(n, b);
    for (int i = 0; i < wantFresh; i++) {
      fresh.add(randomGenome.get());
    }
    double[] top = new double[survivors];
    for (int i = 0; i < survivors; i++) {
      top[i] = fitness[rank[i]];
    }
    double[] wheel = sigmaScaled(top);
    for (int i = 1; i < survivors; i++) {
      wheel[i] += wheel[i - 1];
    }
    List<Genome> bred = new ArrayList<>();
    int wantBred = n - elite.size() - fresh.size();
    for (int i = 0; i < wantBred; i++) {
      Genome a = population.get(rank[spin(wheel, random)]);
      Genome child;
      if (random.nextDouble() < b.crossover()) {
        Genome mate = random.nextDouble() < b.headless() ? randomGenome.get() : population.get(rank[spin(wheel, random)]);
        child = Operators.crossover(a, mate, random);
      } else {
        child = a.copy();
      }
      Operators.mutate(child, b.mutation(), random);
      if (random.nextDouble() < b.inversion()) {
        Operators.invert(child, random);
      }
      if (random.nextDouble() < b.swap()) {
        Operators.swapPriorities(child, bins, b.maxSwaps(), random);
      }
      bred.add(child);
    }
    return new Next(elite, bred, fresh);
  }

  /**
   * Sigma scaling (Mitchell 1996, after Forrest): the expected number of offspring
   * 1 + (f − mean) / (2σ), 1 for everyone when σ = 0, and at least 0.1.
   */
  static double[] sigmaScaled(double[] f) {
    int n = f.length;
    double mean = 0;
    for (double x : f) {
      mean += x;
    }
    mean /= n;
    double var = 0;
    for (double x : f) {
      var += (x - mean) * (x - mean);
    }
    double sigma = Math.sqrt(var / n);
    double[] out = new double[n];
    for (int i = 0; i < n; i++) {
      out[i] = sigma == 0 ? 1 : Math.max(0.1, 1 + (f[i] - mean) / (2 * sigma));
    }
    return out;
  }

  /** A roulette index on the cumulative {@code wheel}. */
  private static int spin(double[] wheel, RandomGenerator random) {
    double x = random.nextDouble() * wheel[wheel.length - 1];
    int i = Arrays.binarySearch(wheel, x);
    i = i >= 0 ? i + 1 : -i - 1;
    return Math.min(i, wheel.length - 1);
  }
}
