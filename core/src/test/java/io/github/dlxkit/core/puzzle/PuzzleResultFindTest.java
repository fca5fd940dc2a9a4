package io.github.dlxkit.core.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.model.Solution;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.core.testing.Queens;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * {@link PuzzleResult#find(int, SearchLimits, PuzzleResult.VisitedSearch)}, the find of every entry
 * point whose search shows its solutions to a visitor, on the 8 queens (92 solutions, OEIS
 * A000170), read against core's own solution stream.
 */
class PuzzleResultFindTest {
  private static final ExactCoverSolver QUEENS = ExactCoverSolver.of(Queens.problem(8));

  private static PuzzleResult<Solution> find(int max, SearchLimits limits) {
    return PuzzleResult.find(max, limits, (l, visitor) -> QUEENS.withLimits(l).forEachSolution((ids, n) ->
        visitor.test(new Solution(QUEENS.problem(), Arrays.copyOf(ids, n)))));
  }

  private static List<String> firstOfTheStream(long n) {
    return QUEENS.solutions().limit(n).map(Solution::toString).collect(Collectors.toList());
  }

  @Test
  void keepsTheFirstMaxInSearchOrderAndSaysWhyItStopped() {
    PuzzleResult<Solution> r = find(5, SearchLimits.none());
    assertEquals(StopReason.SOLUTION_LIMIT, r.stopReason());
    assertEquals(5, r.count());
    assertEquals(firstOfTheStream(5), r.solutions().stream().map(Solution::toString).collect(Collectors.toList()));
    assertFalse(r.isComplete());
  }

  @Test
  void fewerThanMaxIsTheWholeTree() {
    PuzzleResult<Solution> r = find(1000, SearchLimits.none());
    assertEquals(StopReason.COMPLETED, r.stopReason());
    assertEquals(92, r.count());
    assertTrue(r.nodes() > 0);
  }

  @Test
  void theSearchsOwnStopIsKept() {
    PuzzleResult<Solution> r = find(1000, SearchLimits.none().withMaxNodes(10));
    assertEquals(StopReason.NODE_LIMIT, r.stopReason());
    assertEquals(r.solutions().size(), r.count());
  }

  @Test
  void argumentsAreCheckedBeforeTheSearchRuns() {
    PuzzleResult.VisitedSearch<Solution> never = (l, v) -> {
      throw new AssertionError("the search ran");
    };
    assertEquals("limits", assertThrows(NullPointerException.class, () -> PuzzleResult.find(1, null, never))
        .getMessage());
    assertEquals("search", assertThrows(NullPointerException.class,
        () -> PuzzleResult.find(1, SearchLimits.none(), null)).getMessage());
    String max = assertThrows(IllegalArgumentException.class, () -> PuzzleResult.find(0, SearchLimits.none(), never))
        .getMessage();
    assertTrue(max.contains("at least 1") && max.contains("0"), max);
  }
}
