package io.github.dlxkit.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The second method for the Discovery counts beyond the published table (k ≥ 11): the free-shape
 * search against every polyhex board without holes on the exact-cover engine. Minutes per k, so
 * it runs only on request (docs/tantrix.md, "Discovery counts"; otherwise Surefire reports its tests as
 * skipped):
 * {@code mvn -B -o -pl tantrix -am test -Dtest=DiscoveryByShapesTest
 * -Dsurefire.failIfNoSpecifiedTests=false -Ddlxkit.discoveryByShapes=11,12}; the pack edition
 * (repeated tiles, counted up to translation) with {@code -Ddlxkit.packByShapes=11,12}.
 */
class DiscoveryByShapesTest {
  @Test
  @EnabledIfSystemProperty(named = "dlxkit.discoveryByShapes", matches = "[0-9, ]+")
  void freeSearchAgreesWithEveryShape() {
    for (int k : ks("dlxkit.discoveryByShapes")) {
      TantrixPuzzle p = PuzzleCatalog.discovery(k);
      long t0 = System.nanoTime();
      long free = FreeShapePuzzle.of(p).countDistinct();
      long t1 = System.nanoTime();
      ShapeByShapeCount.Counts byShapes = ShapeByShapeCount.count(p.tiles(), p.goal());
      long t2 = System.nanoTime();
      System.out.printf("discovery:%d free=%d (%.1f s) byShapes=%d (%.1f s)%n", k, free, (t1 - t0) / 1e9,
          byShapes.distinct(), (t2 - t1) / 1e9);
      assertEquals(free, byShapes.distinct(), "discovery:" + k);
    }
  }

  @Test
  @EnabledIfSystemProperty(named = "dlxkit.packByShapes", matches = "[0-9, ]+")
  void packFreeSearchAgreesWithEveryShape() {
    for (int k : ks("dlxkit.packByShapes")) {
      TantrixPuzzle p = PuzzleCatalog.discoveryPack(k);
      long t0 = System.nanoTime();
      FreeShapePuzzle free = FreeShapePuzzle.of(p);
      long distinct = free.countDistinct();
      long turned = free.count();
      long t1 = System.nanoTime();
      long byShapes = ShapeByShapeCount.countUpToTranslation(p.tiles(), p.goal());
      long t2 = System.nanoTime();
      System.out.printf("discovery-pack:%d free distinct=%d up-to-translation=%d (%.1f s) byShapes=%d (%.1f s)%n",
          k, distinct, turned, (t1 - t0) / 1e9, byShapes, (t2 - t1) / 1e9);
      assertEquals(turned, byShapes, "discovery-pack:" + k);
    }
  }

  private static int[] ks(String property) {
    return Arrays.stream(System.getProperty(property).split(","))
        .map(String::trim).filter(s -> !s.isEmpty()).mapToInt(Integer::parseInt).toArray();
  }
}
