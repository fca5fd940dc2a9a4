package io.github.dlxkit.core.puzzle;

import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStatistics;
import io.github.dlxkit.core.search.StopReason;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The one answer of a {@link Puzzle}'s searches: how many solutions, the solutions found (for
 * {@link Puzzle#find}; none for {@link Puzzle#count}), why the search stopped, and its statistics
 * (nodes, time).
 *
 * <pre>{@code
 * Puzzle<Solution> queens = ExactCoverPuzzle.of(ExactCoverSolver.of(problem), s -> s);
 * PuzzleResult<Solution> r = queens.find(3, SearchLimits.none());
 * r.count();                  // 3
 * r.solutions().size();       // 3
 * r.stopReason();             // SOLUTION_LIMIT
 * r.first().isPresent();      // true
 * r.nodes() > 0;              // true
 * }</pre>
 *
 * <p>Immutable if the solutions are; thread-safe.
 *
 * @param count the solutions found or counted (exact when {@link #isComplete()})
 * @param solutions the solutions found, in search order (empty for a count)
 * @param stopReason why the search ended ({@link StopReason#COMPLETED}: the tree was explored)
 * @param statistics nodes, updates, solutions and time, as the search that ran counts them
 * @param <S> the puzzle's solution
 */
public record PuzzleResult<S>(long count, List<S> solutions, StopReason stopReason, SearchStatistics statistics) {
  /**
   * Checks and copies.
   *
   * @param count the solutions found or counted, at least {@code solutions.size()}
   * @param solutions the solutions found, copied (no element may be null)
   * @param stopReason why the search ended; not null
   * @param statistics the search's statistics; not null
   * @throws NullPointerException if an argument is null (named)
   * @throws IllegalArgumentException if {@code count} is negative or smaller than the solutions listed
   */
  public PuzzleResult {
    solutions = List.copyOf(Objects.requireNonNull(solutions, "solutions"));
    Objects.requireNonNull(stopReason, "stopReason");
    Objects.requireNonNull(statistics, "statistics");
    if (count < solutions.size()) {
      throw new IllegalArgumentException("count must be at least the " + solutions.size()
          + " solutions listed, got " + count);
    }
  }

  /**
   * The result of a count: {@code r}'s count, stop reason and statistics, no solutions.
   *
   * @param <S> the puzzle's solution
   * @param r the count's result; not null
   * @return a result with an empty solution list
   */
  public static <S> PuzzleResult<S> counted(SearchResult r) {
    Objects.requireNonNull(r, "r");
    return new PuzzleResult<>(r.solutions(), List.of(), r.stopReason(), r.statistics());
  }

  /**
   * The result of a {@link Puzzle#find}: the {@code solutions} a visited search {@code r} found,
   * its statistics, and its stop reason, where the visitor's stop (it had {@code max}) reads
   * {@link StopReason#SOLUTION_LIMIT}.
   *
   * @param <S> the puzzle's solution
   * @param solutions the solutions the visitor collected, in search order; copied
   * @param r the visited search's result; not null
   * @return a result whose count is {@code solutions.size()}
   */
  public static <S> PuzzleResult<S> found(List<S> solutions, SearchResult r) {
    Objects.requireNonNull(r, "r");
    StopReason reason = r.stopReason() == StopReason.VISITOR ? StopReason.SOLUTION_LIMIT : r.stopReason();
    return new PuzzleResult<>(solutions.size(), solutions, reason, r.statistics());
  }

  /**
   * A search that shows its solutions to a visitor, one at a time, in search order, and stops when
   * the visitor returns false: what an entry point hands {@link #find(int, SearchLimits, VisitedSearch)}.
   *
   * @param <S> the puzzle's solution
   */
  @FunctionalInterface
  public interface VisitedSearch<S> {
    /**
     * Runs the search within {@code limits}, showing each solution to {@code visitor} until it
     * returns false.
     *
     * @param limits the limits to search within
     * @param visitor sees each solution; false stops the search
     * @return the search's result: its stop reason ({@link StopReason#VISITOR} when the visitor
     *     stopped it) and statistics
     */
    SearchResult run(SearchLimits limits, Predicate<S> visitor);
  }

  /**
   * {@link Puzzle#find} on a search that shows its solutions to a visitor, written once for every
   * such entry point: checks the arguments ({@link PuzzleArguments#checkFind}), runs
   * {@code search} within {@code limits} with a visitor that keeps each solution until it holds
   * {@code max}, and answers as {@link #found} does.
   *
   * <pre>{@code
   * ExactCoverSolver queens = ExactCoverSolver.of(problem);   // the 8 queens
   * PuzzleResult<Integer> r = PuzzleResult.find(3, SearchLimits.none(),
   *     (limits, visitor) -> queens.withLimits(limits).forEachSolution((ids, n) -> visitor.test(n)));
   * r.solutions().size();   // 3
   * r.stopReason();         // SOLUTION_LIMIT
   * }</pre>
   *
   * @param max how many solutions to find, at least 1
   * @param limits the search's limits
   * @param search the search, run once within {@code limits}
   * @param <S> the puzzle's solution
   * @return the solutions found (at most {@code max}), why the search stopped, its statistics
   * @throws NullPointerException if {@code limits} or {@code search} is null (named)
   * @throws IllegalArgumentException if {@code max < 1}
   */
  public static <S> PuzzleResult<S> find(int max, SearchLimits limits, VisitedSearch<S> search) {
    PuzzleArguments.checkFind(max, limits);
    Objects.requireNonNull(search, "search");
    List<S> found = new ArrayList<>();
    SearchResult r = search.run(limits, s -> {
      found.add(s);
      return found.size() < max;
    });
    return found(found, r);
  }

  /**
   * {@return whether the search explored everything it had to: for a count, the count is exact}
   */
  public boolean isComplete() {
    return stopReason == StopReason.COMPLETED;
  }

  /** {@return the first solution found, or empty if there is none (always for a count)} */
  public Optional<S> first() {
    return solutions.isEmpty() ? Optional.empty() : Optional.of(solutions.get(0));
  }

  /** {@return the search-tree nodes, {@code statistics().nodes()}} */
  public long nodes() {
    return statistics.nodes();
  }

  /** {@return the search's wall-clock time, {@code statistics().elapsed()}} */
  public Duration elapsed() {
    return statistics.elapsed();
  }

  /** {@return this result as core's count result: the count, the stop reason, the statistics} */
  public SearchResult toSearchResult() {
    return new SearchResult(count, stopReason, statistics);
  }
}
