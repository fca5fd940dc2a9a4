package io.github.dlxkit.hexad.encoding;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.hexad.model.BlockDesign;
import io.github.dlxkit.hexad.model.Subsets;
import java.util.Locale;

/**
 * A Steiner system S(t,k,v) as an exact-cover problem: one primary item per t-subset of the
 * points {@code 0..v-1}, one option per k-subset, holding the items of its t-subsets. An exact
 * cover picks k-subsets that contain every t-subset exactly once: a Steiner system.
 *
 * <p>Items and options are both numbered by colex rank ({@link Subsets#rank}): item {@code i} is
 * the t-subset of rank {@code i}, option {@code o} the k-subset of rank {@code o}. Items are named
 * by their points' one-character names ({@code 01234} for {0,1,2,3,4}), as Knuth's format needs.
 *
 * <p>Size: {@code C(v,t)} items and {@code C(v,k)} options of {@code C(k,t)} items each; S(5,8,24)
 * has 42,504 items, 735,471 options and 41,186,376 entries.
 *
 * <pre>{@code
 * SteinerEncoding e = SteinerEncoding.of(2, 3, 7);
 * e.problem().itemCount();     // 21: the pairs of 7 points
 * e.problem().optionCount();   // 35: the triples
 * ExactCoverSolver.of(e.problem()).count();   // 30 labelled Fano planes
 * }</pre>
 */
public final class SteinerEncoding {
  /**
   * Heap needed per matrix entry, roughly: the problem's arrays (item and colour ids, 8 bytes), the
   * builder's growing lists while building (up to 16 more), and two copies of the engine's matrix
   * (a pristine one and a working one, 16 bytes each).
   */
  public static final long BYTES_PER_ENTRY = 56;
  /** The engine numbers nodes with ints, four per node; leave room for spacers and headers. */
  public static final long MAX_ENTRIES = 400_000_000L;

  private final int t;
  private final int k;
  private final int v;
  private final ExactCoverProblem problem;

  private SteinerEncoding(int t, int k, int v) {
    this.t = t;
    this.k = k;
    this.v = v;
    this.problem = build();
  }

  /**
   * Encodes S(t,k,v).
   *
   * @throws IllegalArgumentException unless {@code 1 <= t <= k <= v <= 62}, or if the matrix is too
   *     large for the engine or for this JVM's heap (the message says how much it needs)
   * @param t every {@code t} points lie in exactly one block
   * @param k the block size
   * @param v the number of points, {@code 0..v-1}
   * @return the encoding, its matrix built now ({@link #entryCount} entries)
   */
  public static SteinerEncoding of(int t, int k, int v) {
    check(t, k, v);
    return new SteinerEncoding(t, k, v);
  }

  /**
   * Checks the parameters and the size, as {@link #of} does, without building anything.
   *
   * @param t every {@code t} points lie in exactly one block, at least 1
   * @param k the block size, at least {@code t}
   * @param v the number of points, {@code k} to {@link Subsets#MAX_POINTS}
   * @throws BadInputException unless {@code 1 <= t <= k <= v <= 62}, or if the matrix has more than
   *     {@link #MAX_ENTRIES} entries or would need more heap than this JVM may use
   */
  public static void check(int t, int k, int v) {
    if (t < 1) {
      throw new BadInputException("S(" + t + "," + k + "," + v + "): t must be at least 1, got " + t);
    }
    if (k < t) {
      throw new BadInputException("S(" + t + "," + k + "," + v + "): the block size k must be at least t, got k=" + k);
    }
    if (v < k) {
      throw new BadInputException("S(" + t + "," + k + "," + v + "): v must be at least k, got v=" + v);
    }
    if (v > Subsets.MAX_POINTS) {
      throw new BadInputException("S(" + t + "," + k + "," + v + "): at most " + Subsets.MAX_POINTS + " points, got v=" + v);
    }
    long entries = entryCount(t, k, v);
    if (entries > MAX_ENTRIES) {
      throw new BadInputException(String.format(Locale.ROOT,
          "S(%d,%d,%d) has %,d options and %,d matrix entries; the engine takes at most %,d entries",
          t, k, v, Subsets.binomial(v, k), entries, MAX_ENTRIES));
    }
    long needed = entries * BYTES_PER_ENTRY;
    long heap = Runtime.getRuntime().maxMemory();
    if (needed > heap) {
      long gb = (needed + (1L << 30) - 1) >> 30;
      throw new BadInputException(String.format(Locale.ROOT,
          "S(%d,%d,%d) has %,d matrix entries and needs about %.1f GB of heap, but this JVM may use %.1f GB:"
              + " run Java with -Xmx%dg (for dlx: DLX_JAVA_OPTS=-Xmx%dg)",
          t, k, v, entries, needed / 1e9, heap / 1e9, gb + 1, gb + 1));
    }
  }

  /**
   * {@return the number of matrix entries: {@code C(v,k) * C(k,t)}, saturating at {@code Long.MAX_VALUE}}
   *
   * @param t the size of the subsets covered, at least 1
   * @param k the block size
   * @param v the number of points, at most {@link Subsets#MAX_POINTS}
   */
  public static long entryCount(int t, int k, int v) {
    long options = Subsets.binomial(v, k);
    long perOption = Subsets.binomial(k, t);
    return perOption != 0 && options > Long.MAX_VALUE / perOption ? Long.MAX_VALUE : options * perOption;
  }

  private ExactCoverProblem build() {
    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    long items = Subsets.binomial(v, t);
    char[] name = new char[t];
    for (long s = (1L << t) - 1, r = 0; r < items; s = Subsets.next(s), r++) {
      int i = 0;
      for (long m = s; m != 0; m &= m - 1) {
        name[i++] = Subsets.name(Long.numberOfTrailingZeros(m));
      }
      b.addPrimary(new String(name));
    }
    // The t-subsets of a k-set, as index patterns into its sorted points, in colex order.
    int perOption = (int) Subsets.binomial(k, t);
    int[][] patterns = new int[perOption][];
    for (long s = (1L << t) - 1, r = 0; r < perOption; s = Subsets.next(s), r++) {
      patterns[(int) r] = Subsets.points(s);
    }
    long[] colex = new long[t + 1];
    int[] pts = new int[k];
    int[] row = new int[perOption];
    long options = Subsets.binomial(v, k);
    for (long s = (1L << k) - 1, r = 0; r < options; s = Subsets.next(s), r++) {
      int i = 0;
      for (long m = s; m != 0; m &= m - 1) {
        pts[i++] = Long.numberOfTrailingZeros(m);
      }
      for (int j = 0; j < perOption; j++) {
        long rank = 0;
        int[] pattern = patterns[j];
        for (int q = 0; q < t; q++) {
          rank += Subsets.binomial(pts[pattern[q]], q + 1);
        }
        row[j] = (int) rank;
      }
      b.addOption(row, null);
    }
    return b.build();
  }

  /** {@return t: every t-subset of points lies in exactly one block} */
  public int t() {
    return t;
  }

  /** {@return k: the block size} */
  public int k() {
    return k;
  }

  /** {@return v: the number of points, {@code 0..v-1}} */
  public int v() {
    return v;
  }

  /** {@return the exact-cover problem} */
  public ExactCoverProblem problem() {
    return problem;
  }

  /**
   * {@return the option of a block given as a mask of points (bit p = point p): its colex rank}
   *
   * @param block the block's points as a mask, {@code k} bits among the low {@code v}
   * @throws BadInputException naming the block if it is not a k-subset of {@code 0..v-1}
   */
  public int optionOf(long block) {
    if (Long.bitCount(block) != k || (block >>> v) != 0) {
      throw new BadInputException("block " + java.util.Arrays.toString(Subsets.points(block))
          + " is not a " + k + "-subset of 0.." + (v - 1));
    }
    return (int) Subsets.rank(block);
  }

  /**
   * {@return the block of option {@code option}, as a mask of points (bit p = point p)}
   *
   * @param option the option id, {@code 0 <= option < C(v,k)} (not checked)
   */
  public long blockOf(int option) {
    return Subsets.unrank(option, k);
  }

  /**
   * The design made of the blocks of options {@code optionIds[0..count)}, e.g. a solution the
   * engine found.
   *
   * @param optionIds the option ids; only the first {@code count} are read
   * @param count how many option ids to decode
   * @return the design on {@code v} points with those blocks
   */
  public BlockDesign decode(int[] optionIds, int count) {
    long[] blocks = new long[count];
    for (int i = 0; i < count; i++) {
      blocks[i] = blockOf(optionIds[i]);
    }
    return BlockDesign.ofMasks(v, blocks);
  }
}
