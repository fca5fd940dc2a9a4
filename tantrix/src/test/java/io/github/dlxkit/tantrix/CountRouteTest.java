package io.github.dlxkit.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.tantrix.loopfirst.LoopCores;
import io.github.dlxkit.tantrix.model.Colour;
import org.junit.jupiter.api.Test;

/**
 * A free-shape count takes the loop-first search where its cores are the solutions (issue 54:
 * discovery:14 counted by the growth search took 8.4 s, by 'tantrix loops --count' 0.38 s), the
 * growth search elsewhere. Discovery 10 (tiles 1-10, a red loop): 1280 solutions up to rotation and
 * translation, 7680 up to translation (docs/tantrix.md; counted here by the growth search too).
 */
class CountRouteTest {
  private final FreeShapePuzzle d10 = FreeShapePuzzle.of(PuzzleCatalog.get("discovery:10"));

  @Test
  void aLoopOfTilesThatAllCarryItIsCountedLoopShapeFirst() {
    assertTrue(d10.loopFirst().isPresent());
    SearchResult distinct = d10.countByLoops(true).orElseThrow();
    // the same search as 'dlx tantrix loops --count': the same cores and nodes
    LoopCores.Outcome loops = new LoopCores(d10.tiles(), Colour.RED).countWithin(SearchLimits.none());
    assertEquals(1280, loops.cores());
    assertEquals(loops.nodes(), distinct.statistics().nodes());
    assertEquals(1280, distinct.solutions());
    assertEquals(1280, d10.countDistinct());
    assertEquals(7680, d10.count());
    // the growth search, the route before, agrees
    assertEquals(1280, d10.runToEnd().count(true));
    assertEquals(7680, d10.runToEnd().count(false));
  }

  /** Round solutions only, a line goal, tiles without the loop colour: the growth search counts. */
  @Test
  void otherPuzzlesKeepTheGrowthSearch() {
    assertFalse(d10.withRound(true).loopFirst().isPresent());
    assertFalse(d10.withRound(true).countByLoops(false).isPresent());
    assertEquals(848, d10.withRound(true).countDistinct()); // docs/tantrix.md: 848 of the 1280 are round
    assertFalse(FreeShapePuzzle.of(PuzzleCatalog.get("super_genius")).loopFirst().isPresent());
  }
}
