package io.github.dlxkit.tantrix.ga;

import io.github.dlxkit.core.util.Indices;
import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * A Tantrix-GA chromosome (Downing 2005, section 5): first the shape region, one gene per move of
 * the growth ({@code k − 1} moves for {@code k} tiles; none on a fixed board, whose cells are
 * filled in a fixed order), then one pair per tile: its priority (low goes first) and its
 * orientation (which of the fitting rotations it takes). Genes are unsigned bit fields: shape
 * {@value #SHAPE_BITS} bits, priority {@value #PRIORITY_BITS}, orientation
 * {@value #ORIENTATION_BITS}. The paper gives only the total, 595 bits for the 30-tile puzzle, and
 * the example orientation values 65 and 131; 29 × 5 + 30 × (7 + 8) = 595 is the one split with
 * shape genes of equal width under 30 bits, and an orientation of 131 needs 8 bits. Mutation flips
 * bits; crossover cuts only between genes. Values are kept in an {@code int[]}, one per gene;
 * mutable only through {@link Operators} (package-private), immutable to everyone else.
 *
 * <pre>{@code
 * Genome g = Genome.random(30, true, new SplittableRandom(1));
 * g.bits();        // 595: the paper's length for the 30-tile Discovery puzzle
 * g.shapeGenes();  // 29
 * }</pre>
 */
public final class Genome {
  /** Bits of a shape gene: a move 0..5 is its value mod 6. */
  public static final int SHAPE_BITS = 5;
  /** Bits of a priority gene. */
  public static final int PRIORITY_BITS = 7;
  /** Bits of an orientation gene. */
  public static final int ORIENTATION_BITS = 8;

  private final int tiles;
  private final int shapeGenes;
  final int[] genes; // shape genes, then (priority, orientation) per tile

  Genome(int tiles, int shapeGenes, int[] genes) {
    this.tiles = tiles;
    this.shapeGenes = shapeGenes;
    this.genes = genes;
  }

  /**
   * {@return a random genome for {@code tiles} tiles, with shape genes ({@code tiles − 1}) if
   * {@code withShape} (a free shape) and none otherwise (a fixed board)}
   *
   * @param tiles the number of tiles, 1 or more
   * @param withShape true for a free shape (shape genes), false for a fixed board
   * @param random draws each gene's bits uniformly; not null
   * @throws IllegalArgumentException if {@code tiles} is below 1
   */
  public static Genome random(int tiles, boolean withShape, RandomGenerator random) {
    if (tiles < 1) {
      throw new IllegalArgumentException("a genome needs at least one tile, got " + tiles);
    }
    int s = withShape ? tiles - 1 : 0;
    int[] g = new int[s + 2 * tiles];
    for (int i = 0; i < g.length; i++) {
      g[i] = random.nextInt(1 << width(s, i));
    }
    return new Genome(tiles, s, g);
  }

  /** The width in bits of gene {@code i} of a genome with {@code shapeGenes} shape genes. */
  static int width(int shapeGenes, int i) {
    if (i < shapeGenes) {
      return SHAPE_BITS;
    }
    return (i - shapeGenes) % 2 == 0 ? PRIORITY_BITS : ORIENTATION_BITS;
  }

  /** {@return the number of tiles} */
  public int tiles() {
    return tiles;
  }

  /** {@return the number of shape genes (moves)} */
  public int shapeGenes() {
    return shapeGenes;
  }

  /** {@return the number of genes} */
  public int genes() {
    return genes.length;
  }

  /** {@return the length of the chromosome in bits} */
  public int bits() {
    return shapeGenes * SHAPE_BITS + tiles * (PRIORITY_BITS + ORIENTATION_BITS);
  }

  /**
   * {@return move {@code i}: the side 0..5 the growth tries first (the shape gene mod 6)}
   *
   * @param i the move, 0 to {@link #shapeGenes()} − 1
   * @throws IllegalArgumentException if there is no move {@code i} (a fixed board's genome has none)
   */
  public int move(int i) {
    if (shapeGenes == 0) {
      throw new IllegalArgumentException("a genome of a fixed board has no moves, got move " + i);
    }
    // checked here and below: a bad index would read the gene of another region, not fail
    return genes[Indices.checked("move", i, shapeGenes)] % 6;
  }

  /**
   * {@return the priority gene of tile {@code t}, 0 to 2^{@value #PRIORITY_BITS} − 1 (low goes
   * first)}
   *
   * @param t the tile's index in the puzzle's tile list, 0 to {@link #tiles()} − 1
   * @throws IllegalArgumentException if {@code t} is out of range
   */
  public int priority(int t) {
    return genes[shapeGenes + 2 * Indices.checked("tile", t, tiles)];
  }

  /**
   * {@return the orientation gene of tile {@code t}, 0 to 2^{@value #ORIENTATION_BITS} − 1: which of
   * the fitting rotations it takes}
   *
   * @param t the tile's index in the puzzle's tile list, 0 to {@link #tiles()} − 1
   * @throws IllegalArgumentException if {@code t} is out of range
   */
  public int orientation(int t) {
    return genes[shapeGenes + 2 * Indices.checked("tile", t, tiles) + 1];
  }

  /** A copy, to be changed by the operators. */
  Genome copy() {
    return new Genome(tiles, shapeGenes, genes.clone());
  }

  /** Genomes are equal when all their genes are (the elite is genotypically distinct). */
  @Override
  public boolean equals(Object o) {
    return o instanceof Genome g && g.shapeGenes == shapeGenes && Arrays.equals(g.genes, genes);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(genes);
  }

  /** The gene values, shape genes first. */
  @Override
  public String toString() {
    return Arrays.toString(genes);
  }
}
