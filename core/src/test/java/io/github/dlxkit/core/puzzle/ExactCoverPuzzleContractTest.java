package io.github.dlxkit.core.puzzle;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.model.Solution;
import io.github.dlxkit.core.model.SolutionChecker;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.testing.PuzzleContract;
import io.github.dlxkit.core.testing.Queens;

/**
 * The contract on core's engine: the 8 queens problem, 92 solutions (OEIS A000170), and the 20
 * queens problem (39,029,188,884 solutions, A000170: hours of search) for limits and interrupts.
 */
class ExactCoverPuzzleContractTest extends PuzzleContract<Solution> {
  private static final ExactCoverSolver EIGHT = ExactCoverSolver.of(Queens.problem(8));

  @Override
  protected Puzzle<Solution> small() {
    return ExactCoverPuzzle.of(EIGHT, s -> s);
  }

  @Override
  protected long smallCount() {
    return 92;
  }

  @Override
  protected Puzzle<Solution> large() {
    return ExactCoverPuzzle.of(ExactCoverSolver.of(Queens.problem(20)), s -> s);
  }

  @Override
  protected void assertSolves(Solution s) {
    assertTrue(SolutionChecker.isSolution(Queens.problem(8), s.optionIds()), s::toString);
  }
}
