package io.github.dlxkit.tantrix.ga;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tantrix.PuzzleCatalog;
import io.github.dlxkit.tantrix.model.Colour;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Section 5.3 of Downing (2005): 5% elite (genotypically distinct, unchanged), 85% bred from the
 * top half, 10% random; Mitchell's sigma scaling (values worked out in the comments); and the
 * operators of section 5.2 on small genomes.
 */
class SelectionTest {
  static final SplittableRandom RANDOM = new SplittableRandom(5);

  static List<Genome> population(int n, int tiles, SplittableRandom random) {
    List<Genome> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(Genome.random(tiles, true, random));
    }
    return out;
  }

  @Test
  void fivePercentEliteEightyFiveBredTenRandom() {
    for (int n : new int[] {100, 200, 500}) {
      List<Genome> pop = population(n, 10, RANDOM);
      double[] f = new double[n];
      for (int i = 0; i < n; i++) {
        f[i] = i;
      }
      Selection.Next next = Selection.next(pop, f, Breeding.PAPER, new int[0][], RANDOM, () -> Genome.random(10, true, RANDOM));
      assertEquals(n * 5 / 100, next.elite().size(), "elite of " + n);
      assertEquals(n * 85 / 100, next.bred().size(), "bred of " + n);
      assertEquals(n * 10 / 100, next.fresh().size(), "random of " + n);
      assertEquals(n, next.all().size());
      // the elite are the fittest, best first: fitness i, so the last genomes
      for (int i = 0; i < next.elite().size(); i++) {
        assertEquals(pop.get(n - 1 - i), next.elite().get(i));
      }
    }
  }

  @Test
  void theEliteIsGenotypicallyDistinct() {
    List<Genome> pop = population(100, 8, RANDOM);
    double[] f = new double[100];
    Genome best = pop.get(0);
    for (int i = 0; i < 10; i++) {
      pop.set(i, best.copy()); // ten copies of the best
      f[i] = 50;
    }
    for (int i = 10; i < 100; i++) {
      f[i] = (i - 10) / 100.0; // 0 .. 0.89, below the copies
    }
    f[10] = 49;
    f[11] = 48;
    Selection.Next next = Selection.next(pop, f, Breeding.PAPER, new int[0][], RANDOM, () -> Genome.random(8, true, RANDOM));
    assertEquals(5, next.elite().size());
    assertEquals(5, new HashSet<>(next.elite()).size(), "distinct");
    assertEquals(best, next.elite().get(0));
    // then fitness 49, 48, 0.89, 0.88: the copies of the best count once
    assertEquals(List.of(best, pop.get(10), pop.get(11), pop.get(99), pop.get(98)), next.elite());
  }

  @Test
  void withoutVariationEveryBredChildIsOneOfTheTopHalf() {
    Breeding copiesOnly = new Breeding(0.05, 0.10, 0, 0, 0, 0, 0, 3);
    List<Genome> pop = population(100, 12, RANDOM);
    double[] f = new double[100];
    for (int i = 0; i < 100; i++) {
      f[i] = RANDOM.nextDouble();
    }
    Integer[] rank = new Integer[100];
    for (int i = 0; i < 100; i++) {
      rank[i] = i;
    }
    Arrays.sort(rank, (x, y) -> Double.compare(f[y], f[x]));
    Set<Genome> top = new HashSet<>();
    for (int i = 0; i < 50; i++) {
      top.add(pop.get(rank[i]));
    }
    Selection.Next next = Selection.next(pop, f, copiesOnly, new int[0][], RANDOM, () -> Genome.random(12, true, RANDOM));
    assertEquals(85, next.bred().size());
    for (Genome g : next.bred()) {
      assertTrue(top.contains(g), "a bred child of the culled half");
    }
  }

  @Test
  void sigmaScaling() {
    // mean 2.5, σ = √1.25: 1 + (f − 2.5) / (2√1.25)
    double s = 2 * Math.sqrt(1.25);
    assertArrayEquals(new double[] {1 - 1.5 / s, 1 - 0.5 / s, 1 + 0.5 / s, 1 + 1.5 / s},
        Selection.sigmaScaled(new double[] {1, 2, 3, 4}), 1e-12);
    assertArrayEquals(new double[] {1, 1, 1}, Selection.sigmaScaled(new double[] {7, 7, 7}), 0); // σ = 0
    // 0 and nine 100s: mean 90, σ = 30; 1 + (0 − 90)/60 = −0.5, raised to 0.1; 1 + 10/60 for the others
    double[] f = new double[10];
    Arrays.fill(f, 1, 10, 100);
    double[] e = Selection.sigmaScaled(f);
    assertEquals(0.1, e[0], 1e-12);
    assertEquals(1 + 10 / 60.0, e[1], 1e-12);
  }

  @Test
  void operators() {
    SplittableRandom r = new SplittableRandom(11);
    Genome a = Genome.random(30, true, r);
    Genome b = Genome.random(30, true, r);
    assertEquals(595, a.bits()); // the paper's length for 30 tiles (Figures 7 and 15)
    Genome c = Operators.crossover(a, b, r);
    int cut = 0;
    while (cut < a.genes() && c.genes[cut] == a.genes[cut]) {
      cut++;
    }
    for (int i = cut; i < a.genes(); i++) {
      assertEquals(b.genes[i], c.genes[i], "after the cut the mate's genes");
    }
    Genome inv = a.copy();
    Operators.invert(inv, r);
    int[] before = Arrays.copyOf(a.genes, 29);
    int[] after = Arrays.copyOf(inv.genes, 29);
    Arrays.sort(before);
    Arrays.sort(after);
    assertArrayEquals(before, after, "inversion moves shape genes only");
    assertArrayEquals(Arrays.copyOfRange(a.genes, 29, a.genes()), Arrays.copyOfRange(inv.genes, 29, a.genes()));
    Genome m = a.copy();
    Operators.mutate(m, 0.01, r);
    for (int i = 0; i < m.genes(); i++) {
      assertTrue(m.genes[i] >= 0 && m.genes[i] < 1 << Genome.width(29, i), "a gene stays within its bits");
    }
    // discovery:10, red focal: the bins hold tiles with a red arc of one angle; swaps stay in them
    var p = PuzzleCatalog.get("discovery:10");
    int[][] bins = Operators.bins(p.tiles(), Set.of(Colour.RED));
    Genome g = Genome.random(10, true, r);
    Genome s = g.copy();
    Operators.swapPriorities(s, bins, 3, r);
    for (int t = 0; t < 10; t++) {
      if (s.priority(t) != g.priority(t)) {
        int tile = t;
        assertTrue(Arrays.stream(bins).anyMatch(bin -> Arrays.stream(bin).anyMatch(x -> x == tile)), "tile " + t);
      }
      assertEquals(g.orientation(t), s.orientation(t));
    }
  }
}
