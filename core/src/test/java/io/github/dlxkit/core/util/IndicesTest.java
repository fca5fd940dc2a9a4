package io.github.dlxkit.core.util;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** {@link Indices}: the index in range comes back; out of it, one message naming value and range. */
class IndicesTest {
  @Test
  void fromZero() {
    assertEquals(0, Indices.checked("edge", 0, 6));
    assertEquals(5, Indices.checked("edge", 5, 6));
    assertAll(
        () -> assertBad("edge must be 0 to 5, got 6", () -> Indices.checked("edge", 6, 6)),
        () -> assertBad("edge must be 0 to 5, got -1", () -> Indices.checked("edge", -1, 6)),
        () -> assertBad("there is no game 0: there are none", () -> Indices.checked("game", 0, 0)));
  }

  @Test
  void betweenTwoBounds() {
    assertEquals(1, Indices.checked("variable", 1, 1, 9));
    assertEquals(9, Indices.checked("variable", 9, 1, 9));
    assertAll(
        () -> assertBad("variable must be 1 to 9, got 0", () -> Indices.checked("variable", 0, 1, 9)),
        () -> assertBad("variable must be 1 to 9, got 10", () -> Indices.checked("variable", 10, 1, 9)),
        () -> assertBad("there is no variable 1: there are none", () -> Indices.checked("variable", 1, 1, 0)));
  }

  private static void assertBad(String message, Executable call) {
    assertEquals(message, assertThrows(IllegalArgumentException.class, call).getMessage());
  }
}
