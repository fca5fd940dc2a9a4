package io.github.dlxkit.core.search;

import java.time.Duration;

/**
 * Measurements of a search, counted as Knuth's DLX2 counts them.
 *
 * <pre>{@code
 * SearchStatistics s = ExactCoverSolver.of(problem).run().statistics();
 * s.solutions();   // 92
 * System.out.println(s.toLine());   // nodes, updates, solutions and time on one line
 * }</pre>
 *
 * @param nodes search-tree nodes: one per level entered, plus one per solution
 * @param updates one per item covered, plus one per node removed from an item's list
 * @param solutions solutions found
 * @param elapsed wall-clock time of the search (not of building the matrix)
 */
public record SearchStatistics(long nodes, long updates, long solutions, Duration elapsed) {
  /** {@return the line {@code nodes=N updates=N solutions=N seconds=S} that {@code dlx count --stats} prints} */
  public String toLine() {
    return String.format(java.util.Locale.ROOT, "nodes=%d updates=%d solutions=%d seconds=%.3f",
        nodes, updates, solutions, elapsed.toNanos() / 1e9);
  }
}
