package io.github.dlxkit.core.puzzle;

import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.model.Solution;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.SearchLimits;
import java.util.Arrays;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The {@link Puzzle} contract on core's exact-cover engine: a puzzle that is one exact-cover
 * problem hands its {@link ExactCoverSolver} (its kernel, fixed options, branch items and
 * progress listener as set) and the decoding of a solution, and gets the contract's searches,
 * limits and manners from the engine. Nodes are the solver's kernel's.
 *
 * <pre>{@code
 * Puzzle<Integer> sizes = ExactCoverPuzzle.of(solver, Solution::size);
 * sizes.find(1, SearchLimits.none()).first().orElseThrow();   // 8
 * sizes.count(1, SearchLimits.none()).count();                // 92
 * }</pre>
 *
 * <p>Immutable and thread-safe if {@code decode} is (it is called on the searching thread).
 *
 * @param <S> the decoded solution
 */
public final class ExactCoverPuzzle<S> implements Puzzle<S> {
  private final ExactCoverSolver solver;
  private final Function<Solution, ? extends S> decode;

  private ExactCoverPuzzle(ExactCoverSolver solver, Function<Solution, ? extends S> decode) {
    this.solver = solver;
    this.decode = decode;
  }

  /**
   * The contract on {@code solver}, each solution decoded by {@code decode}.
   *
   * @param <S> the puzzle's solution
   * @param solver the solver, with its fixed options and kernel; its own limits are replaced by
   *     each call's
   * @param decode turns a solution of the exact-cover problem into the puzzle's; called in the
   *     searching thread, once per solution found
   * @return the puzzle contract on the engine
   * @throws NullPointerException if an argument is null (named)
   */
  public static <S> ExactCoverPuzzle<S> of(ExactCoverSolver solver, Function<Solution, ? extends S> decode) {
    return new ExactCoverPuzzle<>(Objects.requireNonNull(solver, "solver"), Objects.requireNonNull(decode, "decode"));
  }

  @Override
  public PuzzleResult<S> find(int max, SearchLimits limits) {
    ExactCoverProblem problem = solver.problem();
    return PuzzleResult.find(max, limits, (l, visitor) -> solver.withLimits(l).forEachSolution((ids, n) ->
        visitor.test(decode.apply(new Solution(problem, Arrays.copyOf(ids, n))))));
  }

  @Override
  public PuzzleResult<S> count(int threads, SearchLimits limits) {
    PuzzleArguments.checkCount(threads, limits);
    return PuzzleResult.counted(solver.withLimits(limits).run(threads));
  }

  @Override
  public Stream<S> solutions() {
    return solver.solutions().map(decode);
  }

  @Override
  public String toString() {
    return "ExactCoverPuzzle[" + solver + "]";
  }
}
