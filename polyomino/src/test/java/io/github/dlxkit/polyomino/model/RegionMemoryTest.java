package io.github.dlxkit.polyomino.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.BadInputException;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Issue 53: a box is refused by the memory it would take, before any is taken. 8192×8192 passed
 * the cell-count check and died of OutOfMemoryError after 29 s; the tests run with -Xmx4g (the
 * root pom's argLine), and its 2^26 cells need several GB.
 */
class RegionMemoryTest {
  @Test
  void aBoxTooLargeForTheHeapIsRefusedAtOnce() {
    BadInputException e = assertTimeoutPreemptively(Duration.ofSeconds(5),
        () -> assertThrows(BadInputException.class, () -> Region.box(8192, 8192)));
    assertTrue(e.getMessage().contains("[8192, 8192]") && e.getMessage().contains("MB"), e.getMessage());
  }

  @Test
  void theEstimateFollowsTheDataLayout() {
    // per cell: a Cell (header and reference, 16 bytes), its int[2] coordinates (16 + 8 bytes),
    // a list slot (8) and a lookup entry (4)
    assertEquals(52, Region.bytesPerCell(2));
    assertEquals(1_000_000L * 52, Region.estimatedBytes(1_000_000, 2));
  }

  @Test
  void aLargeBoxThatFitsIsStillBuilt() {
    assertEquals(1_000_000, Region.box(1000, 1000).size());
  }
}
