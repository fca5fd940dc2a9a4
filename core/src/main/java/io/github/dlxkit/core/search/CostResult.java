package io.github.dlxkit.core.search;

import io.github.dlxkit.core.model.Solution;
import java.util.List;

/**
 * The outcome of a search for the cheapest solutions ({@link ExactCoverSolver#runCheapest(int)}).
 *
 * <pre>{@code
 * ExactCoverProblem costs = KnuthFormat.read(new StringReader("A B\nA B |5\nA |1\nB |1\n"), "costs").problem();
 * CostResult r = ExactCoverSolver.of(costs).runCheapest(2);
 * r.isComplete();                      // true
 * r.solutions().get(0).cost();         // 2: options A |1 and B |1
 * }</pre>
 *
 * @param solutions the cheapest solutions found, cheapest first (equal costs in the order of their
 *     sorted option ids); when {@link #isComplete()}, the k cheapest of the problem (all of them if
 *     it has fewer), otherwise the k cheapest seen before the stop
 * @param stopReason why the search ended
 * @param statistics nodes, updates, improving solutions seen (as DLX5 counts them) and time
 */
public record CostResult(List<Solution> solutions, StopReason stopReason, SearchStatistics statistics) {
  /**
   * Copies the solutions.
   *
   * @param solutions the cheapest solutions found, cheapest first; copied, no element null
   * @param stopReason why the search ended
   * @param statistics the search's statistics
   */
  public CostResult {
    solutions = List.copyOf(solutions);
  }

  /** {@return whether the whole tree was explored, so that {@link #solutions()} are the cheapest there are} */
  public boolean isComplete() {
    return stopReason == StopReason.COMPLETED;
  }

  /** {@return the outcome as a {@link SearchResult} (solutions = those kept), e.g. for a {@link SearchStoppedException}} */
  public SearchResult toSearchResult() {
    return new SearchResult(solutions.size(), stopReason, statistics);
  }
}
