package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * {@link SearchLimits#left}: what a run's limits leave to its next search (a restart, the next piece),
 * with the cancellation token and the progress listener kept; expected values worked by hand.
 */
class SearchLimitsLeftTest {
  private final CancellationToken token = new CancellationToken();
  private final ProgressListener listener = p -> { };
  private final SearchLimits all = SearchLimits.none().withMaxNodes(500).withTimeLimit(Duration.ofSeconds(5))
      .withCancellation(token).withProgress(listener, Duration.ofMillis(250));

  @Test
  void subtractsWhatWasUsedAndKeepsTheRest() {
    SearchLimits left = all.left(200, Duration.ofSeconds(2));
    assertEquals(300, left.maxNodes());
    assertEquals(Duration.ofSeconds(3), left.timeLimit());
    assertSame(token, left.cancellation());
    assertSame(listener, left.progress());
    assertEquals(Duration.ofMillis(250), left.progressInterval());
  }

  @Test
  void noLimitStaysNone() {
    SearchLimits left = SearchLimits.none().withProgress(listener, Duration.ofSeconds(1)).left(1_000_000, Duration.ofHours(1));
    assertEquals(Long.MAX_VALUE, left.maxNodes());
    assertNull(left.timeLimit());
    assertNull(left.cancellation());
    assertTrue(left.isUnlimited());
    assertSame(listener, left.progress());
  }

  @Test
  void aSpentLimitIsLeftAtItsLeast() {
    SearchLimits left = all.left(500, Duration.ofSeconds(5));
    assertEquals(1, left.maxNodes());
    assertEquals(Duration.ofNanos(1), left.timeLimit());
    SearchLimits over = all.left(600, Duration.ofSeconds(9));
    assertEquals(1, over.maxNodes());
    assertEquals(Duration.ofNanos(1), over.timeLimit());
  }

  @Test
  void refusesNegativeUse() {
    assertEquals("nodes used must be 0 or more, got -1",
        assertThrows(IllegalArgumentException.class, () -> all.left(-1, Duration.ZERO)).getMessage());
    assertEquals("time elapsed must be 0 or more, got PT-1S",
        assertThrows(IllegalArgumentException.class, () -> all.left(0, Duration.ofSeconds(-1))).getMessage());
    assertEquals("elapsed", assertThrows(NullPointerException.class, () -> all.left(0, null)).getMessage());
  }
}
