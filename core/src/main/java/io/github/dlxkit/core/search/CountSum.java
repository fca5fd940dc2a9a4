package io.github.dlxkit.core.search;

import io.github.dlxkit.core.BadInputException;
import java.math.BigInteger;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

/**
 * Adds up the counts of subproblems or parts exactly, beyond {@code Long.MAX_VALUE}: counts and
 * nodes as {@link BigInteger}s (kept in longs while they fit), time as the total of the parts' times (CPU-like, not wall clock).
 * A sum of vector counts ({@link PartCount#vector()}, a sum of {@link #width()} above 1) adds them
 * entry by entry too. Not thread-safe.
 *
 * <pre>{@code
 * SplittableSearch search = ExactCoverSolver.of(problem).splittable();
 * CountSum sum = new CountSum();
 * for (Subproblem s : search.split(16)) sum.add(search.count(s));
 * BigInteger n = sum.count();   // 92
 * CountSum pair = new CountSum(2).add(PartCount.of(new long[] {1, 2}, 5, Duration.ZERO));
 * pair.counts();   // [1, 2]
 * }</pre>
 */
public final class CountSum {
  // Each total is a long while it fits and the BigInteger (Duration) it overflowed into: adding a
  // count allocates nothing, where a BigInteger sum allocated four objects (issue 54: a
  // checkpointed count adds thousands of pieces a second, twice each)
  private long count;
  private BigInteger countBeyond = BigInteger.ZERO;
  private long nodes;
  private BigInteger nodesBeyond = BigInteger.ZERO;
  private long elapsedNanos;
  private Duration elapsedBeyond = Duration.ZERO;
  private long added;
  /** The sums entry by entry; null for a sum of one number (no array on the scalar path). */
  private final BigInteger[] vector;

  /** An empty sum of counts of one number: no counts yet, zero. */
  public CountSum() {
    this(1);
  }

  /**
   * An empty sum of counts of {@code width} numbers each (1 for one number).
   *
   * @param width the numbers in each count added, at least 1 ({@link SplittableSearch#width()})
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code width} is less than 1
   */
  public CountSum(int width) {
    if (width < 1) {
      throw new BadInputException("a count has at least one number, got width " + width);
    }
    if (width == 1) {
      vector = null;
    } else {
      vector = new BigInteger[width];
      Arrays.fill(vector, BigInteger.ZERO);
    }
  }

  /**
   * Adds one subproblem's or part's count.
   *
   * @param c the count; not null
   * @return this sum
   * @throws IllegalArgumentException if its width is not this sum's
   */
  public CountSum add(PartCount c) {
    if (c.vector() != null || vector != null) {
      checkWidth(c.width());
      for (int i = 0; i < vector.length; i++) {
        vector[i] = vector[i].add(BigInteger.valueOf(c.vector()[i]));
      }
    }
    long n = c.count();
    long sum = count + n;
    if (overflows(count, n, sum)) {
      countBeyond = countBeyond.add(BigInteger.valueOf(count)).add(BigInteger.valueOf(n));
      sum = 0;
    }
    count = sum;
    long x = c.nodes();
    sum = nodes + x;
    if (overflows(nodes, x, sum)) {
      nodesBeyond = nodesBeyond.add(BigInteger.valueOf(nodes)).add(BigInteger.valueOf(x));
      sum = 0;
    }
    nodes = sum;
    addElapsed(c.elapsed());
    added++;
    return this;
  }

  /** Whether {@code a + b} overflowed a long into {@code sum} (the test of {@link Math#addExact(long, long)}). */
  private static boolean overflows(long a, long b, long sum) {
    return ((a ^ sum) & (b ^ sum)) < 0;
  }

  /** Adds {@code d} to the long of nanoseconds while it fits (seconds of a piece do), else to the Duration. */
  private void addElapsed(Duration d) {
    long seconds = d.getSeconds();
    if (seconds >= 0 && seconds < 1L << 32) {
      long sum = elapsedNanos + d.toNanos();
      if (sum >= 0) { // two non-negative longs: an overflow shows as a negative sum
        elapsedNanos = sum;
        return;
      }
    }
    elapsedBeyond = elapsedBeyond.plus(d);
  }

  /**
   * Adds the counts {@code counts} (as many as this sum's {@link #width()}, one for a sum of width
   * 1; their sum is the count) and a node count, e.g. read back from a part's output line.
   *
   * @param counts the counts, entry by entry, {@link #width()} of them
   * @param nodes the nodes of the counts
   * @param elapsed their time
   * @return this sum
   * @throws IllegalArgumentException if there are not {@link #width()} counts
   */
  public CountSum add(List<BigInteger> counts, BigInteger nodes, Duration elapsed) {
    checkWidth(counts.size());
    BigInteger total = BigInteger.ZERO;
    for (int i = 0; i < counts.size(); i++) {
      total = total.add(counts.get(i));
      if (vector != null) {
        vector[i] = vector[i].add(counts.get(i));
      }
    }
    return addTotal(total, nodes, elapsed);
  }

  private CountSum addTotal(BigInteger count, BigInteger nodes, Duration elapsed) {
    this.countBeyond = this.countBeyond.add(count);
    this.nodesBeyond = this.nodesBeyond.add(nodes);
    addElapsed(elapsed);
    added++;
    return this;
  }

  private void checkWidth(int width) {
    if (width != width()) {
      throw new IllegalArgumentException("a count of " + width + " numbers added to a sum of " + width()
          + " (counts of another kind of search?)");
    }
  }

  /** {@return the total count: for vector counts, the sum of all their entries} */
  public BigInteger count() {
    return countBeyond.add(BigInteger.valueOf(count));
  }

  /** {@return the sums entry by entry: {@code [count()]} for counts of one number} */
  public List<BigInteger> counts() {
    return vector == null ? List.of(count()) : List.of(vector);
  }

  /** {@return how many numbers each count added has: 1, or the vectors' length} */
  public int width() {
    return vector == null ? 1 : vector.length;
  }

  /** {@return the total node count} */
  public BigInteger nodes() {
    return nodesBeyond.add(BigInteger.valueOf(nodes));
  }

  /** {@return the sum of the parts' times} */
  public Duration elapsed() {
    return elapsedBeyond.plus(Duration.ofNanos(elapsedNanos));
  }

  /** {@return how many counts were added} */
  public long added() {
    return added;
  }
}
