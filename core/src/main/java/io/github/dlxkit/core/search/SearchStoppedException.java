package io.github.dlxkit.core.search;

/**
 * Thrown by the methods that promise an exact answer ({@link ExactCoverSolver#count()},
 * {@link ExactCoverSolver#solutions()} …) when a limit stopped the search before the end. The
 * partial result says how far it got.
 *
 * <pre>{@code
 * try {
 *   ExactCoverSolver.of(problem).withLimits(SearchLimits.none().withMaxNodes(10)).best(1);
 * } catch (SearchStoppedException e) {
 *   e.partialResult().stopReason();   // NODE_LIMIT
 * }
 * }</pre>
 */
public final class SearchStoppedException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final transient SearchResult partial;

  /**
   * A stop with the partial result so far; the message names the stop reason, the nodes and the
   * solutions.
   *
   * @param partial what the search found before it stopped, with the reason; not null (not
   *     serialized: a deserialized exception has none)
   */
  public SearchStoppedException(SearchResult partial) {
    super("search stopped before the end (" + partial.stopReason().name().toLowerCase(java.util.Locale.ROOT)
        .replace('_', ' ') + ") after " + partial.statistics().nodes() + " nodes and "
        + partial.solutions() + " solutions");
    this.partial = partial;
  }

  /** {@return what the search found before it stopped} */
  public SearchResult partialResult() {
    return partial;
  }
}
