package io.github.dlxkit.core.search;

import java.math.BigInteger;
import java.time.Duration;

/**
 * Adds up the counts of subproblems or parts exactly, beyond {@code Long.MAX_VALUE}: counts and
 * nodes in {@link BigInteger}, time as the total of the parts' times (CPU-like, not wall clock).
 * Not thread-safe.
 *
 * <pre>{@code
 * SplittableSearch search = ExactCoverSolver.of(problem).splittable();
 * CountSum sum = new CountSum();
 * for (Subproblem s : search.split(16)) sum.add(search.count(s));
 * BigInteger n = sum.count();   // 92
 * }</pre>
 */
public final class CountSum {
  private BigInteger count = BigInteger.ZERO;
  private BigInteger nodes = BigInteger.ZERO;
  private Duration elapsed = Duration.ZERO;
  private long added;

  /** An empty sum: no counts yet, zero. */
  public CountSum() {}

  /** Adds one subproblem's or part's count. */
  public CountSum add(PartCount c) {
    return add(BigInteger.valueOf(c.count()), BigInteger.valueOf(c.nodes()), c.elapsed());
  }

  /** Adds a count and node count (e.g. read back from a part's output line). */
  public CountSum add(BigInteger count, BigInteger nodes, Duration elapsed) {
    this.count = this.count.add(count);
    this.nodes = this.nodes.add(nodes);
    this.elapsed = this.elapsed.plus(elapsed);
    added++;
    return this;
  }

  /** The total count. */
  public BigInteger count() {
    return count;
  }

  /** The total node count. */
  public BigInteger nodes() {
    return nodes;
  }

  /** The sum of the parts' times. */
  public Duration elapsed() {
    return elapsed;
  }

  /** How many counts were added. */
  public long added() {
    return added;
  }
}
