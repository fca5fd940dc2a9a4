package io.github.dlxkit.core.memo;

import java.math.BigInteger;

/**
 * The outcome of a memoized count: the exact number of solutions and what the memo did.
 *
 * <pre>{@code
 * MemoResult r = MemoCounter.of(problem).count();
 * BigInteger n = r.solutions();   // 92
 * System.out.println(r.toLine());
 * }</pre>
 *
 * @param solutions the number of solutions, exact at any size
 * @param states the distinct subproblems remembered
 * @param lookups the memo look-ups (one per subproblem met with something left to cover)
 * @param hits the look-ups answered from the memo
 * @param peakBytes the memo table's largest size, in bytes
 * @param full whether the budget was reached (then states met afterwards were recounted, not remembered)
 * @param seconds wall-clock time
 */
public record MemoResult(BigInteger solutions, long states, long lookups, long hits, long peakBytes, boolean full,
    double seconds) {
  /** {@return the statistics as one line: {@code states=N lookups=N hits=N peak_bytes=N full=B seconds=S}} */
  public String toLine() {
    return String.format("states=%d lookups=%d hits=%d peak_bytes=%d full=%b seconds=%.3f", states, lookups, hits,
        peakBytes, full, seconds);
  }
}
