package io.github.dlxkit.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Discovery counts beyond the published table (which stops at 10 tiles), up to rotation and
 * translation. Source: the second method, every polyhex board without holes on the exact-cover
 * engine ({@link DiscoveryByShapesCheck}, run with {@code -Ddlxkit.discoveryByShapes=11}: 8808,
 * 343 s on the shared machine; {@code -Ddlxkit.packByShapes=11}: 3390 up to translation, 1162 s);
 * the table with the larger k is in docs/tantrix.md.
 */
class DiscoveryCountsTest {
  @Test
  void elevenTilesOfTheGameSet() {
    assertEquals(8808, FreeShapePuzzle.of(PuzzleCatalog.get("discovery:11")).countDistinct());
  }

  @Test
  void elevenTilesOfThePack() {
    FreeShapePuzzle p = FreeShapePuzzle.of(PuzzleCatalog.get("discovery-pack:11"));
    assertEquals(3390, p.count(), "up to translation");
    assertEquals(565, p.countDistinct(), "up to rotation and translation");
  }
}
