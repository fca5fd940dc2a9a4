package io.github.dlxkit.core.search;

import java.time.Duration;

/**
 * Knuth's Monte Carlo estimate of a search tree (random root-to-leaf walks, each node standing for
 * the product of the branching factors above it). The estimates are unbiased but can have a large
 * variance on irregular trees; the standard error says how far to trust them.
 *
 * <p>The one estimate type of the project: the exact-cover engine's
 * ({@link ExactCoverSolver#estimateTreeSize}), the module searches' (Tank Attack's runner, the
 * polyomino bitboard counter's walks that count the subtree where they stop) all answer with it.
 *
 * <p>This class also holds the one formula every search of the project uses for the fraction of
 * its tree already explored ({@link #fractionDone}), and the one way to average random walks
 * ({@link Walks}).
 *
 * <pre>{@code
 * TreeSizeEstimate e = ExactCoverSolver.of(problem).estimateTreeSize(1_000, 42, 100_000);
 * System.out.println(e.nodes() + " ± " + e.nodesStandardError() + " nodes, about " + e.estimatedTime());
 * }</pre>
 *
 * @param probes the number of random walks
 * @param nodes estimated search-tree nodes (counted as Knuth's DLX2 counts them: the {@link Kernel#DANCING_LINKS} kernel's nodes)
 * @param nodesStandardError the standard error of {@code nodes}
 * @param solutions estimated number of solutions
 * @param solutionsStandardError the standard error of {@code solutions}
 * @param updates estimated updates
 * @param nodesPerSecond the search speed measured on this problem while estimating, or 0 if not
 *     measured
 */
public record TreeSizeEstimate(int probes, double nodes, double nodesStandardError, double solutions,
    double solutionsStandardError, double updates, double nodesPerSecond) {

  /** {@return the estimated time of a complete single-thread search, from the node estimate and the speed} */
  public Duration estimatedTime() {
    if (nodesPerSecond <= 0) {
      return Duration.ZERO;
    }
    double seconds = nodes / nodesPerSecond;
    return seconds > Long.MAX_VALUE / 2e9 ? Duration.ofSeconds(Long.MAX_VALUE / 2) : Duration.ofNanos((long) (seconds * 1e9));
  }

  /** {@return the standard error of {@link #estimatedTime()} in seconds (of the node estimate at the measured speed)} */
  public double estimatedTimeStandardError() {
    return nodesPerSecond <= 0 ? 0 : nodesStandardError / nodesPerSecond;
  }

  /**
   * Knuth's estimate of the fraction of a search tree already explored, from the path to the
   * current node (TAOCP 7.2.2, "progress reports"): level l of the path, whose node has
   * {@code branches[l]} = d_l children of which the one taken is number {@code position[l]} = k_l
   * (1-based), contributes (k_l - 1) / (d_0 d_1 ... d_l); the current node itself adds half its
   * weight 1 / (d_0 ... d_{last}), so that a search never reports 0 or 1 while it runs. Positions
   * are clamped to 1..d_l; a level with no branches (d_l &lt;= 0) ends the path.
   *
   * <p>Cost O(levels); call it at polls, not per node.
   *
   * @param position the 1-based position of the branch taken on each level
   * @param branches the number of branches on each level
   * @param from the first level of the path (levels below it belong to a replayed prefix)
   * @param to one past the last level of the path
   * @return the fraction done, in [0, 1]
   */
  public static double fractionDone(int[] position, int[] branches, int from, int to) {
    // one formula: the kernels, which cannot read this package, call the same code
    return io.github.dlxkit.core.kernel.SearchMatrix.fractionDone(position, branches, from, to);
  }

  /**
   * Sums of random walks, for their mean and the standard error of the mean. Not thread-safe; one
   * per estimate.
   */
  public static final class Walks {
    private int count;
    private double sum;
    private double sumSquares;

    /** No walks yet. */
    public Walks() {}

    /**
     * Adds the estimate {@code x} of one walk.
     *
     * @param x the walk's estimate (of nodes, solutions or updates), 0 or more
     */
    public void add(double x) {
      count++;
      sum += x;
      sumSquares += x * x;
    }

    /** {@return the number of walks added} */
    public int count() {
      return count;
    }

    /** {@return the mean of the walks (0 if none)} */
    public double mean() {
      return count == 0 ? 0 : sum / count;
    }

    /** {@return the standard error of {@link #mean()}: the sample standard deviation over sqrt(count)} */
    public double standardError() {
      if (count < 2) {
        return 0;
      }
      double mean = sum / count;
      double variance = Math.max(0, (sumSquares - count * mean * mean) / (count - 1));
      return Math.sqrt(variance / count);
    }
  }
}
