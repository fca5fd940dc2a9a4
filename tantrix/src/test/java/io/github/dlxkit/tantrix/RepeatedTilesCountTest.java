package io.github.dlxkit.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.Tile;
import io.github.dlxkit.tantrix.model.TileSet;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Free-shape counts with repeated tiles (the 10-tile pack beyond 10) against the second method:
 * every polyhex board on the exact-cover engine, placements divided by the swaps of the copies.
 */
class RepeatedTilesCountTest {
  @ParameterizedTest(name = "tiles {0}, {1} loop")
  // sets with solutions; in the 2nd and 3rd some solutions are their own turns (the free search
  // counts 36 and 6 up to translation, 8 and 2 up to rotation too: fewer than 6 times over)
  @CsvSource({"'1,2,3,4,5,6,3', B", "'1,2,3,4,1,2,3,4', B", "'1,2,3,1,2,3', B", "'5,6,7,8,5,6', Y"})
  void upToTranslationBothWays(String numbers, String colour) {
    List<Tile> all = TileSet.standard().tiles();
    List<Tile> tiles = java.util.Arrays.stream(numbers.split(","))
        .map(n -> all.get(Integer.parseInt(n.trim()) - 1)).toList();
    Goal goal = Goal.loop(Colour.parse(colour));
    long byShapes = ShapeByShapeCount.countUpToTranslation(tiles, goal, Polyhexes.withoutHoles(tiles.size()));
    assertTrue(byShapes > 0, "a set with solutions");
    assertEquals(byShapes, FreeShapePuzzle.ofRepeated(tiles, goal).count());
  }
}
