package io.github.dlxkit.tantrix.freeshape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.tantrix.PuzzleCatalog;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.Tile;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Knuth's estimate by random walks ({@link GrowthSearch#walk}) converges to what it estimates, the
 * branches below a node counted by a whole run ({@link GrowthSearch#branchesBelow}): the mean of
 * 20,000 walks is within 5% of it, from the root and from a subtree, on Discovery 7 and 8.
 */
class WalkEstimateTest {
  @Test
  void theMeanOfManyWalksIsTheBranchCount() {
    for (String name : new String[] {"discovery:7", "discovery:8"}) {
      var puzzle = io.github.dlxkit.tantrix.FreeShapePuzzle.of(PuzzleCatalog.get(name));
      List<Tile> tiles = puzzle.tiles();
      Goal goal = puzzle.goal();
      List<int[]> cut = new GrowthSearch(tiles, goal, SearchLimits.none(), null, null).cut(2);
      for (int[] path : new int[][] {{}, cut.get(cut.size() / 2)}) {
        long exact = new GrowthSearch(tiles, goal, SearchLimits.none(), null, null).branchesBelow(path);
        Random random = new Random(7);
        double sum = 0;
        int walks = 20_000;
        for (int i = 0; i < walks; i++) {
          sum += new GrowthSearch(tiles, goal, SearchLimits.none(), null, null).walk(path, random);
        }
        double mean = sum / walks;
        assertTrue(exact > 10, name + ": a tree worth estimating, " + exact);
        assertEquals(exact, mean, 0.05 * exact, name + " below " + java.util.Arrays.toString(path));
      }
    }
  }
}
