package io.github.dlxkit.hexad.steiner;

import java.util.Objects;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.hexad.model.BlockDesign;
import io.github.dlxkit.hexad.model.Subsets;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The order of the automorphism group of a Steiner system S(t,k,v): the permutations of the points
 * that map blocks to blocks.
 *
 * <p>Method: a stabilizer chain. With {@code G_i} the permutations fixing points {@code 0..i-1},
 * {@code |G_i| = |orbit of i under G_i| * |G_(i+1)|}, so {@code |G|} is the product of the orbit
 * sizes; the orbit of {@code i} is found by asking, for each point {@code q}, whether some
 * automorphism fixes {@code 0..i-1} and sends {@code i} to {@code q}. That question is a small
 * backtracking search which uses the Steiner property: once {@code t} points of a block have
 * images, the block's image is the unique block through them, so every further point of the block
 * must map into it.
 *
 * <pre>{@code
 * DesignAutomorphisms.groupOrder(fano, 2);    // 168, the order of PSL(2,7)
 * }</pre>
 */
public final class DesignAutomorphisms {
  private final int v;
  private final int t;
  private final long[] blocks;
  private final int[][] blocksThrough;
  /** The unique block through each t-subset (mask to mask). */
  private final Map<Long, Long> blockThrough = new HashMap<>();

  private final int[] image;
  private long assigned;
  private long used;
  private int[] order;

  private DesignAutomorphisms(BlockDesign design, int t) {
    this.v = design.pointCount();
    this.t = t;
    this.blocks = design.masks();
    this.blocksThrough = new int[v][];
    for (int p = 0; p < v; p++) {
      int n = 0;
      int[] through = new int[blocks.length];
      for (int b = 0; b < blocks.length; b++) {
        if ((blocks[b] & (1L << p)) != 0) {
          through[n++] = b;
        }
      }
      blocksThrough[p] = Arrays.copyOf(through, n);
    }
    for (long b : blocks) {
      int[] pts = Subsets.points(b);
      long sub = (1L << t) - 1;
      for (long r = Subsets.binomial(pts.length, t); r > 0; r--, sub = Subsets.next(sub)) {
        long tset = 0;
        for (long m = sub; m != 0; m &= m - 1) {
          tset |= 1L << pts[Long.numberOfTrailingZeros(m)];
        }
        blockThrough.put(tset, b);
      }
    }
    this.image = new int[v];
  }

  /**
   * {@return the order of the automorphism group of {@code design}, which must be a Steiner system
   * S(t,k,v)}
   *
   * @param design the system; its points are {@code 0..v-1}
   * @param t every {@code t} points of {@code design} lie in exactly one block
   * @throws NullPointerException if {@code design} is null
   * @throws IllegalArgumentException if it is not one
   */
  public static BigInteger groupOrder(BlockDesign design, int t) {
    if (!Objects.requireNonNull(design, "design").isSteinerSystem(t)) {
      throw new BadInputException("the design is not a Steiner system S(" + t + "," + design.blockSize()
          + "," + design.pointCount() + ")");
    }
    if (design.blockSize() == t) {
      return Subsets.factorial(design.pointCount()); // every t-subset is a block
    }
    return new DesignAutomorphisms(design, t).order();
  }

  /**
   * {@return whether {@code permutation} (point p to {@code permutation[p]}) maps the blocks onto the blocks}
   *
   * @param design any block design
   * @param permutation a permutation of the design's points {@code 0..v-1}
   * @throws NullPointerException if {@code design} is null
   * @throws IllegalArgumentException if {@code permutation} has not {@code v} entries
   */
  public static boolean isAutomorphism(BlockDesign design, int[] permutation) {
    return Objects.requireNonNull(design, "design").relabelled(permutation).equals(design);
  }

  private BigInteger order() {
    BigInteger order = BigInteger.ONE;
    for (int i = 0; i < v; i++) {
      order = order.multiply(BigInteger.valueOf(orbitSize(i)));
    }
    return order;
  }

  /** The size of the orbit of point {@code i} under the automorphisms that fix {@code 0..i-1}. */
  private int orbitSize(int i) {
    planOrder(i);
    int size = 1; // the identity sends i to itself
    for (int q = i + 1; q < v; q++) {
      if (exists(i, q)) {
        size++;
      }
    }
    return size;
  }

  /**
   * The order in which points after {@code 0..i} get images: each time the point that lies with
   * the most assigned points in one block, so that the Steiner property restricts it soonest.
   */
  private void planOrder(int i) {
    order = new int[v - i - 1];
    long done = (1L << (i + 1)) - 1;
    for (int n = 0; n < order.length; n++) {
      int best = -1;
      int bestScore = -1;
      for (int p = 0; p < v; p++) {
        if ((done & (1L << p)) != 0) {
          continue;
        }
        int score = 0;
        for (int b : blocksThrough[p]) {
          score = Math.max(score, Long.bitCount(blocks[b] & done));
        }
        if (score > bestScore) {
          best = p;
          bestScore = score;
        }
      }
      order[n] = best;
      done |= 1L << best;
    }
  }

  /** Whether some automorphism fixes {@code 0..i-1} and sends {@code i} to {@code q}. */
  private boolean exists(int i, int q) {
    assigned = 0;
    used = 0;
    for (int p = 0; p < i; p++) {
      if (!assign(p, p)) {
        return false;
      }
    }
    return assign(i, q) && extend(0);
  }

  private boolean extend(int n) {
    if (n == order.length) {
      return true;
    }
    int p = order[n];
    long candidates = allowedImages(p);
    for (long c = candidates; c != 0; c &= c - 1) {
      int img = Long.numberOfTrailingZeros(c);
      image[p] = img;
      assigned |= 1L << p;
      used |= 1L << img;
      if (extend(n + 1)) {
        return true;
      }
      assigned &= ~(1L << p);
      used &= ~(1L << img);
    }
    return false;
  }

  /** Assigns {@code p -> img} if the Steiner property allows it. */
  private boolean assign(int p, int img) {
    if ((used & (1L << img)) != 0 || (allowedImages(p) & (1L << img)) == 0) {
      return false;
    }
    image[p] = img;
    assigned |= 1L << p;
    used |= 1L << img;
    return true;
  }

  /**
   * The unused points {@code p} may map to: for every block through {@code p} that already has
   * {@code t} or more assigned points, the image must lie in the block through the images of the
   * first {@code t} of them.
   */
  private long allowedImages(int p) {
    long allowed = ((v == 64 ? 0 : 1L << v) - 1) & ~used;
    for (int b : blocksThrough[p]) {
      long known = blocks[b] & assigned;
      if (Long.bitCount(known) >= t) {
        long tImages = 0;
        long m = known;
        for (int j = 0; j < t; j++, m &= m - 1) {
          tImages |= 1L << image[Long.numberOfTrailingZeros(m)];
        }
        allowed &= blockThrough.get(tImages);
        if (allowed == 0) {
          return 0;
        }
      }
    }
    return allowed;
  }
}
