package io.github.dlxkit.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Discovery counts beyond the published table (which stops at 10 tiles), up to rotation and
 * translation. Source: the second method, every polyhex board without holes on the exact-cover
 * engine ({@link DiscoveryByShapesCheck}, run with {@code -Ddlxkit.discoveryByShapes=11}: 8808,
 * 343 s on the shared machine); the table with the larger k is in docs/tantrix.md.
 */
class DiscoveryCountsTest {
  @Test
  void elevenTilesOfTheGameSet() {
    assertEquals(8808, FreeShapePuzzle.of(PuzzleCatalog.get("discovery:11")).countDistinct());
  }
}
