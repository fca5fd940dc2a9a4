package io.github.dlxkit.tantrix.ga;

import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.LinkKind;
import io.github.dlxkit.tantrix.model.Tile;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * Tantrix-GA's genetic operators (Downing 2005, section 5.2): bit-flip mutation, single-point
 * crossover cut between genes, inversion (a run of shape genes moved elsewhere in the shape region)
 * and priority swapping (two tiles whose focal-colour arcs have the same angle trade priority
 * genes). Headless-chicken crossover is {@link #crossover} with a random genome as the mate.
 */
final class Operators {
  private Operators() {}

  /** Flips each bit of {@code g} with probability {@code rate} (the gaps between flips drawn at once). */
  static void mutate(Genome g, double rate, RandomGenerator random) {
    if (rate <= 0) {
      return;
    }
    int bits = g.bits();
    double log = Math.log1p(-Math.min(rate, 0.999999));
    int shapeBits = g.shapeGenes() * Genome.SHAPE_BITS;
    int pair = Genome.PRIORITY_BITS + Genome.ORIENTATION_BITS;
    for (long pos = gap(random, log); pos < bits; pos += 1 + gap(random, log)) {
      int p = (int) pos;
      if (p < shapeBits) {
        g.genes[p / Genome.SHAPE_BITS] ^= 1 << (p % Genome.SHAPE_BITS);
      } else {
        int rel = p - shapeBits;
        int within = rel % pair;
        int gene = g.shapeGenes() + 2 * (rel / pair);
        if (within < Genome.PRIORITY_BITS) {
          g.genes[gene] ^= 1 << within;
        } else {
          g.genes[gene + 1] ^= 1 << (within - Genome.PRIORITY_BITS);
        }
      }
    }
  }

  /** The number of bits left alone before the next flip: geometric with the flip rate. */
  private static long gap(RandomGenerator random, double log) {
    double u = 1 - random.nextDouble(); // in (0, 1]
    return (long) Math.floor(Math.log(u) / log);
  }

  /** A child of {@code a}'s genes before a random cut between genes and {@code b}'s after it. */
  static Genome crossover(Genome a, Genome b, RandomGenerator random) {
    int n = a.genes.length;
    if (n < 2) {
      return a.copy();
    }
    int cut = 1 + random.nextInt(n - 1);
    int[] g = a.genes.clone();
    System.arraycopy(b.genes, cut, g, cut, n - cut);
    return new Genome(a.tiles(), a.shapeGenes(), g);
  }

  /**
   * Moves a run of 1 .. s−1 shape genes (s of them in all) to a random new place in the shape
   * region; nothing with fewer than two shape genes.
   */
  static void invert(Genome g, RandomGenerator random) {
    int s = g.shapeGenes();
    if (s < 2) {
      return;
    }
    int length = 1 + random.nextInt(s - 1);
    int from = random.nextInt(s - length + 1);
    int[] run = new int[length];
    System.arraycopy(g.genes, from, run, 0, length);
    int[] rest = new int[s - length];
    System.arraycopy(g.genes, 0, rest, 0, from);
    System.arraycopy(g.genes, from + length, rest, from, s - length - from);
    int to = random.nextInt(rest.length + 1);
    System.arraycopy(rest, 0, g.genes, 0, to);
    System.arraycopy(run, 0, g.genes, to, length);
    System.arraycopy(rest, to, g.genes, to + length, rest.length - to);
  }

  /**
   * The priority-swapping bins: one per arc angle (corner, bend, straight), each holding the tiles
   * that have a focal-colour arc of that angle (a tile with two focal colours may be in two bins);
   * bins of fewer than two tiles are left out.
   */
  static int[][] bins(List<Tile> tiles, Set<Colour> focal) {
    List<int[]> out = new ArrayList<>();
    for (LinkKind kind : LinkKind.values()) {
      List<Integer> members = new ArrayList<>();
      for (int t = 0; t < tiles.size(); t++) {
        for (Colour c : focal) {
          if (tiles.get(t).has(c) && tiles.get(t).link(c).kind() == kind) {
            members.add(t);
            break;
          }
        }
      }
      if (members.size() >= 2) {
        out.add(members.stream().mapToInt(Integer::intValue).toArray());
      }
    }
    return out.toArray(new int[0][]);
  }

  /** 1..{@code maxSwaps} swaps, each of the priority genes of two tiles of one bin. */
  static void swapPriorities(Genome g, int[][] bins, int maxSwaps, RandomGenerator random) {
    if (bins.length == 0) {
      return;
    }
    int swaps = 1 + random.nextInt(maxSwaps);
    for (int i = 0; i < swaps; i++) {
      int[] bin = bins[random.nextInt(bins.length)];
      int i1 = random.nextInt(bin.length);
      int i2 = random.nextInt(bin.length - 1);
      if (i2 >= i1) {
        i2++; // two different tiles
      }
      int ga = g.shapeGenes() + 2 * bin[i1];
      int gb = g.shapeGenes() + 2 * bin[i2];
      int x = g.genes[ga];
      g.genes[ga] = g.genes[gb];
      g.genes[gb] = x;
    }
  }
}
