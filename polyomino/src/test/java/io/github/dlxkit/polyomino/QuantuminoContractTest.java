package io.github.dlxkit.polyomino;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.puzzle.PuzzleResult;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.StopReason;
import org.junit.jupiter.api.Test;

/**
 * {@link QuantuminoSolver} keeps the puzzle's manners. No Quantumino box has few enough packings
 * for the whole of PuzzleContract (TilingContractTest runs it on the tiling solver this one
 * delegates to); here: the first packing, a node limit, an interrupt, the door checks.
 */
class QuantuminoContractTest {
  private final QuantuminoSolver q = QuantuminoSolver.of(0);

  @Test
  void theFirstPackingIsOneAndAgreesWithFindFirst() {
    PuzzleResult<QuantuminoState> r = q.find(1, SearchLimits.none());
    assertEquals(StopReason.SOLUTION_LIMIT, r.stopReason());
    QuantuminoState s = r.first().orElseThrow();
    assertTrue(s.isComplete());
    assertEquals(q.findFirst().orElseThrow().toAscii(), s.toAscii(), "the stream's order");
  }

  @Test
  void limitsAndInterruptsSaySo() {
    assertEquals(StopReason.NODE_LIMIT, q.count(1, SearchLimits.none().withMaxNodes(10_000)).stopReason());
    try {
      Thread.currentThread().interrupt();
      assertEquals(StopReason.INTERRUPTED, q.count(2, SearchLimits.none()).stopReason());
      // a few thousand nodes may pass before the first poll sees the flag: ask for more than they find
      assertEquals(StopReason.INTERRUPTED, q.find(Integer.MAX_VALUE, SearchLimits.none()).stopReason());
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void argumentsAreCheckedAtTheDoor() {
    assertEquals("limits", assertThrows(NullPointerException.class, () -> q.find(1, null)).getMessage());
    assertEquals("limits", assertThrows(NullPointerException.class, () -> q.count(1, null)).getMessage());
    assertThrows(IllegalArgumentException.class, () -> q.find(0, SearchLimits.none()));
    assertThrows(IllegalArgumentException.class, () -> q.count(0, SearchLimits.none()));
  }
}
