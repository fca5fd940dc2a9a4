package io.github.dlxkit.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.dlxkit.core.search.Progress;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.StopReason;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A free-shape puzzle's limits that carry a progress listener ({@link SearchLimits#withProgress}, as
 * core's runner hands each piece its limits) reach every search the puzzle makes: each run of
 * {@link FreeShapePuzzle#findFirst()} and each subtree of {@link FreeShapePuzzle#solutions()}, which
 * rebuild the limits for what is left of the nodes and time (they dropped the listener: seen failing).
 */
class FreeShapeProgressTest {

  private static SearchLimits watched(List<Progress> seen) {
    return SearchLimits.none().withProgress(seen::add, Duration.ofNanos(1));
  }

  /**
   * super_genius (lines: one run) and discovery:36 (a loop: restarts) find no solution in their
   * first 20,000 nodes (tantrix solve --max-nodes 20000 says so), far more than a search's poll.
   */
  @Test
  void findFirstReportsToTheLimitsListener() {
    for (String name : List.of("super_genius", "discovery:36")) {
      List<Progress> seen = new ArrayList<>();
      FreeShapePuzzle p = FreeShapePuzzle.of(PuzzleCatalog.get(name)).withLimits(watched(seen).withMaxNodes(20_000));
      SearchStoppedException e = assertThrows(SearchStoppedException.class, p::findFirst, name);
      assertEquals(StopReason.NODE_LIMIT, e.partialResult().stopReason(), name);
      assertEquals(20_000, e.partialResult().statistics().nodes(), name);
      assertFalse(seen.isEmpty(), name + ": no progress reported");
    }
  }

  /** discovery:10: 1280 solutions up to rotation and translation (docs/tantrix.md's table), 17,173 nodes. */
  @Test
  void theStreamReportsToTheLimitsListener() {
    List<Progress> seen = new ArrayList<>();
    long n = FreeShapePuzzle.of(PuzzleCatalog.get("discovery:10")).withLimits(watched(seen)).solutions().count();
    assertEquals(1280, n);
    assertFalse(seen.isEmpty(), "no progress reported");
  }
}
