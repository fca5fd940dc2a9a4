package io.github.dlxkit.hexad.model;

import java.math.BigInteger;

/**
 * Subsets of the points {@code 0..v-1} (v &le; 62) as {@code long} bit masks, and their ranks in
 * colexicographic order: the rank of {@code {p_0 < p_1 < ... < p_(k-1)}} is
 * {@code C(p_0, 1) + C(p_1, 2) + ... + C(p_(k-1), k)}, so the k-subsets of {@code 0..v-1} are
 * ranked {@code 0 .. C(v, k) - 1}, and in increasing numeric order of their masks.
 *
 * <pre>{@code
 * Subsets.binomial(12, 6);            // 924
 * Subsets.factorial(7);               // 5040
 * Subsets.next(0b0111);               // 11: the next mask of three points, 0b1011
 * }</pre>
 */
public final class Subsets {
  /** The most points a mask may hold (and the 62 one-character point names can name). */
  public static final int MAX_POINTS = 62;
  private static final long[][] BINOMIAL = new long[MAX_POINTS + 1][MAX_POINTS + 1];

  static {
    for (int n = 0; n <= MAX_POINTS; n++) {
      BINOMIAL[n][0] = 1;
      for (int k = 1; k <= n; k++) {
        BINOMIAL[n][k] = BINOMIAL[n - 1][k - 1] + BINOMIAL[n - 1][k]; // < 2^62 for n <= 62
      }
    }
  }

  private Subsets() {}

  /**
   * {@return {@code C(n, k)} for {@code 0 <= n <= 62} (0 when {@code k < 0} or {@code k > n})} From
   * a table: constant time, and exact (every value is below 2^62).
   *
   * @param n the size of the set, 0..62
   * @param k the size of the subsets, any
   * @throws IllegalArgumentException if {@code n} is not in 0..62
   */
  public static long binomial(int n, int k) {
    if (n < 0 || n > MAX_POINTS) {
      throw new IllegalArgumentException("binomial(" + n + ", " + k + "): n must be in 0.." + MAX_POINTS);
    }
    return k < 0 || k > n ? 0 : BINOMIAL[n][k];
  }

  /**
   * {@return {@code n!} exactly}
   *
   * @param n at least 0 (a negative {@code n} gives 1)
   */
  public static BigInteger factorial(int n) {
    BigInteger f = BigInteger.ONE;
    for (int i = 2; i <= n; i++) {
      f = f.multiply(BigInteger.valueOf(i));
    }
    return f;
  }

  /**
   * {@return the colex rank of {@code mask} among the subsets of its size}
   *
   * @param mask a set of points 0..61 (bit p = point p)
   */
  public static long rank(long mask) {
    long r = 0;
    int i = 1;
    for (long m = mask; m != 0; m &= m - 1, i++) {
      r += BINOMIAL[Long.numberOfTrailingZeros(m)][i];
    }
    return r;
  }

  /**
   * {@return the {@code k}-subset of colex rank {@code rank}, as a mask (bit p = point p)} The
   * inverse of {@link #rank}.
   *
   * @param rank the rank, {@code 0 <= rank < C(62, k)} (not checked)
   * @param k the subset's size, 0..61
   */
  public static long unrank(long rank, int k) {
    long mask = 0;
    long r = rank;
    for (int i = k; i >= 1; i--) {
      int p = i - 1;
      while (BINOMIAL[p + 1][i] <= r) {
        p++;
      }
      mask |= 1L << p;
      r -= BINOMIAL[p][i];
    }
    return mask;
  }

  /**
   * {@return the next larger mask with the same number of bits (Gosper's hack): the next subset in colex order}
   *
   * @param mask a non-empty set of points (bit p = point p)
   * @throws IllegalArgumentException if {@code mask} is 0: the empty set has no next subset of its size
   */
  public static long next(long mask) {
    if (mask == 0) {
      throw new IllegalArgumentException("next(0): the empty set has no next subset of its size");
    }
    long lowest = mask & -mask;
    long ripple = mask + lowest;
    return ripple | (((ripple ^ mask) >>> 2) / lowest);
  }

  /**
   * {@return the points of {@code mask}, increasing}
   *
   * @param mask a set of points (bit p = point p)
   */
  public static int[] points(long mask) {
    int[] out = new int[Long.bitCount(mask)];
    int i = 0;
    for (long m = mask; m != 0; m &= m - 1) {
      out[i++] = Long.numberOfTrailingZeros(m);
    }
    return out;
  }

  /**
   * {@return the one-character name of point {@code p}: 0-9, then a-z, then A-Z}
   *
   * @param p the point, 0..61 (not checked)
   */
  public static char name(int p) {
    return (char) (p < 10 ? '0' + p : p < 36 ? 'a' + p - 10 : 'A' + p - 36);
  }
}
