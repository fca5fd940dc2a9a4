package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.memo.MemoCounter;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.model.Solution;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Issue 53, the contract's manners in core: arguments are checked at the door, with the parameter
 * named — {@code NullPointerException} for a null, {@code IllegalArgumentException} with the range —
 * not later with a library-internal exception, and the thread count is capped.
 */
class DoorChecksTest {
  /** Three options, two solutions: {a b} and {a}{b} (counted by hand). */
  private static final ExactCoverProblem THREE = ExactCoverProblem.builder()
      .primary("a", "b").option("a", "b").option("a").option("b").build();

  @Test
  void threadsAreCappedAtTheDoor() {
    assertEquals(2L, ExactCoverSolver.of(THREE).count(1));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ExactCoverSolver.of(THREE).count(10_000));
    assertTrue(e.getMessage().contains("1.." + Workers.MAX_THREADS) && e.getMessage().contains("10000"),
        e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> ExactCoverSolver.of(THREE).count(0));
    // the cap itself is sensible: the most threads allowed still answer at once on a tiny problem
    assertEquals(2L, assertTimeoutPreemptively(Duration.ofSeconds(20),
        () -> ExactCoverSolver.of(THREE).count(Workers.MAX_THREADS)));
  }

  @Test
  void aSolutionsOptionsAreCheckedAtTheDoor() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new Solution(THREE, new int[] {99}));
    assertTrue(e.getMessage().contains("99") && e.getMessage().contains("0..2"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> new Solution(THREE, new int[] {-1}));
    assertEquals(1, new Solution(THREE, new int[] {0}).size());
  }

  @Test
  void nullsAreNamedAtTheDoor() {
    Map<String, Executable> calls = Map.of(
        "problem", () -> ExactCoverSolver.of(null),
        "optionIds", () -> new Solution(THREE, null),
        "problem ", () -> new Solution(null, new int[0]),
        "item name", () -> ExactCoverProblem.builder().primary((String) null),
        "names", () -> ExactCoverProblem.builder().secondary((String[]) null),
        "tokens", () -> ExactCoverProblem.builder().option((String[]) null),
        "text", () -> KnuthFormat.parse(null, "x"),
        "problem  ", () -> MemoCounter.of(null),
        "line", () -> Subproblem.parse(null),
        "limits", () -> SearchControl.of(null));
    calls.forEach((name, call) -> {
      NullPointerException e = assertThrows(NullPointerException.class, call, name.trim());
      assertEquals(name.trim(), e.getMessage(), "the message names the parameter");
    });
  }
}
