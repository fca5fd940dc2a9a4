package io.github.dlxkit.core.search;

import io.github.dlxkit.core.BadInputException;
import java.time.Duration;
import java.util.Arrays;

/**
 * The outcome of counting one subproblem (or, added up, one part): exact when it exists — a count
 * stopped by a limit throws instead of returning a partial figure.
 *
 * <p>A count is a vector: most searches count one number (width 1, {@code vector} null, no array
 * made), but one sweep may count several at once — {@code dlx quantumino --count --aside all}
 * counts the packings of each of the 17 asides — and then {@code vector} holds them, one per
 * entry, and {@code count} is their sum (see {@link SplittableSearch#width()}).
 *
 * <pre>{@code
 * SplittableSearch search = ExactCoverSolver.of(problem).splittable();
 * PartCount c = search.count(search.split(8).get(0));
 * c.count();   // the solutions under this subproblem's prefix
 * c.nodes();
 * PartCount v = PartCount.of(new long[] {3, 4}, 10, Duration.ZERO);
 * v.count();   // 7
 * }</pre>
 *
 * @param count solutions in the subproblem (see the package documentation for counts beyond 2^63);
 *     for a vector, the sum of its entries
 * @param nodes search-tree nodes visited below the subproblem's root, as the search counts them
 * @param elapsed wall-clock time of the count
 * @param vector the counts of a search of {@link SplittableSearch#width()} above 1, at least two
 *     (not copied: do not modify); null for a count of one number
 */
public record PartCount(long count, long nodes, Duration elapsed, long[] vector) {
  /**
   * Checks the count: a vector's entries must add up to {@code count}.
   *
   * @param count the solutions, not negative; for a vector, the sum of its entries
   * @param nodes the nodes visited, not negative
   * @param elapsed the time of the count
   * @param vector at least two counts, none negative, kept (not copied); null for one number
   * @throws IllegalArgumentException ({@link BadInputException}) if a count or the nodes are
   *     negative, the vector has fewer than two entries, or its sum is not {@code count}
   */
  public PartCount {
    if (vector != null) {
      long sum = sumOf(vector);
      if (sum != count) {
        throw new BadInputException("the count " + count + " is not the sum " + sum + " of its vector");
      }
    }
    if (count < 0 || nodes < 0) {
      throw new BadInputException("count and nodes must not be negative, got " + count + ", " + nodes);
    }
  }

  /**
   * A count of one number.
   *
   * @param count the solutions, not negative
   * @param nodes the nodes visited, not negative
   * @param elapsed the time of the count
   * @throws IllegalArgumentException ({@link BadInputException}) if the count or the nodes are
   *     negative
   */
  public PartCount(long count, long nodes, Duration elapsed) {
    this(count, nodes, elapsed, null);
  }

  /**
   * {@return a vector count ({@code counts} has at least two entries, kept, not copied): its count
   * is their sum}
   *
   * @param counts the counts, one per entry, at least two, none negative
   * @param nodes the nodes visited, not negative
   * @param elapsed the time of the count
   * @throws IllegalArgumentException ({@link BadInputException}) if there are fewer than two
   *     counts or one is negative
   * @throws ArithmeticException if their sum passes {@code Long.MAX_VALUE}
   */
  public static PartCount of(long[] counts, long nodes, Duration elapsed) {
    // the constructor sums them again to check the record whoever makes it (a checkpoint's line
    // too); a vector has a few dozen entries at most, so one sum more costs nothing
    return new PartCount(sumOf(counts), nodes, elapsed, counts);
  }

  /** The sum of a vector's entries, which must be at least two and none negative. */
  private static long sumOf(long[] vector) {
    if (vector.length < 2) {
      throw new BadInputException("a vector count has at least two counts, got " + vector.length);
    }
    long sum = 0;
    for (long n : vector) {
      if (n < 0) {
        throw new BadInputException("counts must not be negative, got " + n);
      }
      sum = Math.addExact(sum, n);
    }
    return sum;
  }

  /** {@return how many counts: 1, or the vector's length} */
  public int width() {
    return vector == null ? 1 : vector.length;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PartCount p && p.count == count && p.nodes == nodes && p.elapsed.equals(elapsed)
        && Arrays.equals(p.vector, vector);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(count) * 31 + Long.hashCode(nodes) + Arrays.hashCode(vector);
  }

  @Override
  public String toString() {
    return "PartCount[count=" + count + ", nodes=" + nodes + ", elapsed=" + elapsed
        + (vector == null ? "" : ", vector=" + Arrays.toString(vector)) + "]";
  }
}
