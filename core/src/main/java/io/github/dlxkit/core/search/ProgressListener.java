package io.github.dlxkit.core.search;

/**
 * Receives {@link Progress} snapshots during a long search, at most once per interval (see
 * {@link ExactCoverSolver#withProgress}). Called from the searching thread (in a parallel search,
 * from any worker, one call at a time); it should return quickly.
 *
 * <pre>{@code
 * ProgressListener log = p -> System.err.println(p.nodes() + " nodes, " + p.solutions() + " solutions");
 * long n = ExactCoverSolver.of(problem).withProgress(log, Duration.ofSeconds(1)).count();   // 92
 * }</pre>
 */
@FunctionalInterface
public interface ProgressListener {
  /**
   * Called with the latest snapshot.
   *
   * @param progress the fraction done, nodes and solutions so far and the time spent
   */
  void onProgress(Progress progress);
}
