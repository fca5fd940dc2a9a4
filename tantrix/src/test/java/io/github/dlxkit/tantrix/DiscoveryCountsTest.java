package io.github.dlxkit.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Discovery counts beyond the published table (which stops at 10 tiles), up to rotation and
 * translation. Source: the second method, every polyhex board without holes on the exact-cover
 * engine ({@link DiscoveryByShapesTest}, run with {@code -Ddlxkit.discoveryByShapes=11,12,13}: 8808,
 * 21,272 and 178,240 (343, 958 and 140 s); {@code -Ddlxkit.packByShapes=11,12,13}: 3390, 4614 and
 * 10,140 up to translation, 1162, 258 and 1127 s); the table with the larger k is in docs/tantrix.md.
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

  @Test
  void twelveAndThirteenTilesOfTheGameSet() {
    assertEquals(21272, FreeShapePuzzle.of(PuzzleCatalog.get("discovery:12")).countDistinct());
    assertEquals(178240, FreeShapePuzzle.of(PuzzleCatalog.get("discovery:13")).countDistinct());
  }

  @Test
  void twelveAndThirteenTilesOfThePack() {
    FreeShapePuzzle p = FreeShapePuzzle.of(PuzzleCatalog.get("discovery-pack:12"));
    assertEquals(4614, p.count(), "up to translation");
    assertEquals(769, p.countDistinct(), "up to rotation and translation");
    FreeShapePuzzle q = FreeShapePuzzle.of(PuzzleCatalog.get("discovery-pack:13"));
    assertEquals(10140, q.count(), "up to translation");
    assertEquals(1690, q.countDistinct(), "up to rotation and translation");
  }
}
