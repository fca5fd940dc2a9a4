package io.github.dlxkit.core.search;

/**
 * Why a search ended. Only {@link #COMPLETED} means the whole search tree was explored.
 *
 * <pre>{@code
 * SearchLimits ten = SearchLimits.none().withMaxNodes(10);
 * StopReason why = ExactCoverSolver.of(problem).withLimits(ten).run().stopReason();   // NODE_LIMIT
 * StopReason done = ExactCoverSolver.of(problem).run().stopReason();                  // COMPLETED
 * }</pre>
 */
public enum StopReason {
  /** The whole tree was explored: the counts are exact. */
  COMPLETED,
  /** The requested number of solutions was reached. */
  SOLUTION_LIMIT,
  /** The visitor asked to stop. */
  VISITOR,
  /** The node limit ({@link SearchLimits#withMaxNodes}) ran out. */
  NODE_LIMIT,
  /** The time limit ({@link SearchLimits#withTimeLimit}) ran out. */
  TIME_LIMIT,
  /** The {@link CancellationToken} was cancelled. */
  CANCELLED,
  /** The searching thread was interrupted. */
  INTERRUPTED
}
