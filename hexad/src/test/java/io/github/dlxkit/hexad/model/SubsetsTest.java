package io.github.dlxkit.hexad.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Gosper's next subset, and its one argument without an answer (issue 53's review). */
class SubsetsTest {
  /** The 3-subsets of 0..4 in colex order, C(5, 3) = 10 of them, each one rank more. */
  @Test
  void nextWalksTheSubsetsOfOneSizeInColexOrder() {
    long mask = 0b00111;
    for (long rank = 0; rank < 10; rank++, mask = Subsets.next(mask)) {
      assertEquals(rank, Subsets.rank(mask));
      assertEquals(mask, Subsets.unrank(rank, 3));
    }
  }

  /** The empty set has no next subset of its size: an error that says so (it divided by zero). */
  @Test
  void theEmptySetHasNoNext() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Subsets.next(0));
    assertEquals("next(0): the empty set has no next subset of its size", e.getMessage());
  }
}
