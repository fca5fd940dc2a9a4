package io.github.dlxkit.hexad.model;

import java.util.Objects;
import io.github.dlxkit.core.BadInputException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A set of blocks (k-subsets) of the points {@code 0..v-1}: what an exact cover of a Steiner
 * system S(t,k,v) decodes to. Immutable; blocks are kept in lexicographic order of their sorted
 * points ({@code 0 1 3} before {@code 0 2 4}), as designs are usually listed.
 *
 * <pre>{@code
 * BlockDesign fano = BlockDesign.of(7, List.of(new int[] {0, 1, 2}, new int[] {0, 3, 4}, new int[] {0, 5, 6},
 *     new int[] {1, 3, 5}, new int[] {1, 4, 6}, new int[] {2, 3, 6}, new int[] {2, 4, 5}));
 * fano.isSteinerSystem(2);        // every pair of points in exactly one block
 * fano.derived(6);                // the blocks through point 6, without it: an S(1,2,6)
 * }</pre>
 */
public final class BlockDesign {
  private final int v;
  private final int k;
  private final long[] blocks;

  private BlockDesign(int v, int k, long[] sortedBlocks) {
    this.v = v;
    this.k = k;
    this.blocks = sortedBlocks;
  }

  /**
   * {@return a design on {@code v} points with the given blocks, all of one size}
   *
   * @throws IllegalArgumentException naming a block that repeats a point, lies outside
   *     {@code 0..v-1}, has the wrong size or appears twice, or if {@code v} is not in 1..62
   * @param v the number of points, 1..{@value Subsets#MAX_POINTS}
   * @param blocks the blocks, each its points in any order; the arrays are not kept
   */
  public static BlockDesign of(int v, Collection<int[]> blocks) {
    long[] masks = new long[Objects.requireNonNull(blocks, "blocks").size()];
    int i = 0;
    for (int[] b : blocks) {
      long m = 0;
      for (int p : b) {
        if (p < 0 || p >= v) {
          throw new BadInputException("block " + Arrays.toString(b) + ": point " + p + " is not in 0.." + (v - 1));
        }
        if ((m & (1L << p)) != 0) {
          throw new BadInputException("block " + Arrays.toString(b) + " repeats point " + p);
        }
        m |= 1L << p;
      }
      masks[i++] = m;
    }
    return ofMasks(v, masks);
  }

  /**
   * {@return a design from block masks (bit p = point p)}
   *
   * @param v the number of points, 1..{@value Subsets#MAX_POINTS}
   * @param masks the blocks, all of one size, in any order; the array is not kept
   * @throws BadInputException if {@code v} is out of range, or a block has another size than the
   *     first, lies outside {@code 0..v-1} or appears twice
   */
  public static BlockDesign ofMasks(int v, long[] masks) {
    if (v < 1 || v > Subsets.MAX_POINTS) {
      throw new BadInputException("a design has 1.." + Subsets.MAX_POINTS + " points, got " + v);
    }
    int size = masks.length == 0 ? 0 : Long.bitCount(masks[0]);
    for (long m : masks) {
      if (Long.bitCount(m) != size) {
        throw new BadInputException("block " + Arrays.toString(Subsets.points(m)) + " has "
            + Long.bitCount(m) + " points, but block " + Arrays.toString(Subsets.points(masks[0])) + " has " + size);
      }
    }
    long[] sorted = sortLexicographically(masks);
    for (int i = 0; i < sorted.length; i++) {
      if ((sorted[i] >>> v) != 0) {
        throw new BadInputException("block " + Arrays.toString(Subsets.points(sorted[i])) + " is not inside 0.." + (v - 1));
      }
      if (i > 0 && sorted[i] == sorted[i - 1]) {
        throw new BadInputException("block " + Arrays.toString(Subsets.points(sorted[i])) + " appears twice");
      }
    }
    return new BlockDesign(v, size, sorted);
  }

  /**
   * Sorts same-size point sets lexicographically: {@code a} comes first when the smallest point in
   * exactly one of them is in {@code a}.
   */
  private static long[] sortLexicographically(long[] masks) {
    Long[] boxed = new Long[masks.length];
    for (int i = 0; i < masks.length; i++) {
      boxed[i] = masks[i];
    }
    Arrays.sort(boxed, (a, b) -> {
      long differ = a ^ b;
      return differ == 0 ? 0 : (a & differ & -differ) != 0 ? -1 : 1;
    });
    long[] out = new long[masks.length];
    for (int i = 0; i < masks.length; i++) {
      out[i] = boxed[i];
    }
    return out;
  }

  /** {@return the number of points} */
  public int pointCount() {
    return v;
  }

  /** {@return the block size (0 if there are no blocks)} */
  public int blockSize() {
    return k;
  }

  /** {@return the number of blocks} */
  public int blockCount() {
    return blocks.length;
  }

  /**
   * Block {@code i}'s points, increasing.
   *
   * @param i the block's index in the design's lexicographic order, 0..blockCount()-1
   * @return a fresh array of the block's points
   * @throws ArrayIndexOutOfBoundsException if there is no block {@code i}
   */
  public int[] block(int i) {
    return Subsets.points(blocks[i]);
  }

  /** {@return all blocks, each as its points} */
  public List<int[]> blocks() {
    List<int[]> out = new ArrayList<>(blocks.length);
    for (long b : blocks) {
      out.add(Subsets.points(b));
    }
    return out;
  }

  /** {@return all blocks as masks, in the design's (lexicographic) order} */
  public long[] masks() {
    return blocks.clone();
  }

  /**
   * {@return whether every {@code t}-subset of the points lies in exactly one block: the definition of a
   * Steiner system S(t,k,v), checked by counting (a plain, slow check, independent of any search)}
   *
   * @param t the size of the subsets to check, 1..k; any other {@code t} gives false
   */
  public boolean isSteinerSystem(int t) {
    if (t < 1 || t > k) {
      return false;
    }
    Map<Long, Integer> seen = new HashMap<>();
    for (long b : blocks) {
      int[] pts = Subsets.points(b);
      int[] idx = new int[t];
      for (int i = 0; i < t; i++) {
        idx[i] = i;
      }
      while (true) {
        long sub = 0;
        for (int i : idx) {
          sub |= 1L << pts[i];
        }
        if (seen.merge(sub, 1, Integer::sum) > 1) {
          return false;
        }
        int i = t - 1;
        while (i >= 0 && idx[i] == pts.length - t + i) {
          i--;
        }
        if (i < 0) {
          break;
        }
        idx[i]++;
        for (int j = i + 1; j < t; j++) {
          idx[j] = idx[j - 1] + 1;
        }
      }
    }
    return seen.size() == Subsets.binomial(v, t);
  }

  /**
   * {@return the derived design at {@code point}: the blocks through it, without it, on the other
   * {@code v-1} points renumbered in order (points above {@code point} move down by one)} The
   * derived design of an S(t,k,v) is an S(t-1,k-1,v-1).
   *
   * @param point the point, 0..v-1
   * @throws BadInputException if {@code point} is not in 0..v-1, or {@code v} is 1 (no point would
   *     be left)
   */
  public BlockDesign derived(int point) {
    if (point < 0 || point >= v) {
      throw new BadInputException("point " + point + " is not in 0.." + (v - 1));
    }
    long low = (1L << point) - 1;
    List<Long> out = new ArrayList<>();
    for (long b : blocks) {
      if ((b & (1L << point)) != 0) {
        out.add((b & low) | ((b >>> (point + 1)) << point));
      }
    }
    return ofMasks(v - 1, out.stream().mapToLong(Long::longValue).toArray());
  }

  /**
   * {@return this design on {@code v+1} points with the new point {@code v} added to every block: how the
   * blocks through the last point of an S(t,k,v+1) look when its derived design is this one}
   *
   * @throws BadInputException if this design has {@value Subsets#MAX_POINTS} points already
   */
  public BlockDesign lifted() {
    long[] out = new long[blocks.length];
    for (int i = 0; i < blocks.length; i++) {
      out[i] = blocks[i] | (1L << v);
    }
    return ofMasks(v + 1, out);
  }

  /**
   * {@return this design with point {@code p} renamed {@code permutation[p]}}
   *
   * @param permutation a permutation of {@code 0..v-1}, not checked to be one (repeated images
   *     merge points: a {@link BadInputException} or a design with smaller blocks)
   * @throws IllegalArgumentException if {@code permutation} has not {@code v} entries
   */
  public BlockDesign relabelled(int[] permutation) {
    if (permutation.length != v) {
      throw new IllegalArgumentException("a relabelling of " + v + " points needs " + v + " images, got " + permutation.length);
    }
    long[] out = new long[blocks.length];
    for (int i = 0; i < blocks.length; i++) {
      for (long m = blocks[i]; m != 0; m &= m - 1) {
        out[i] |= 1L << permutation[Long.numberOfTrailingZeros(m)];
      }
    }
    return ofMasks(v, out);
  }

  /**
   * {@return whether {@code o} is a design on as many points with the same blocks}
   *
   * @param o any object
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof BlockDesign d && d.v == v && Arrays.equals(d.blocks, blocks);
  }

  /** {@return a hash consistent with {@link #equals}} */
  @Override
  public int hashCode() {
    return 31 * v + Arrays.hashCode(blocks);
  }

  /** {@return one block per line, points separated by spaces, in the design's order} */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (long b : blocks) {
      int[] pts = Subsets.points(b);
      for (int i = 0; i < pts.length; i++) {
        sb.append(i > 0 ? " " : "").append(pts[i]);
      }
      sb.append('\n');
    }
    return sb.toString();
  }
}
