package io.github.dlxkit.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.LoopParity;
import io.github.dlxkit.tantrix.model.Tile;
import io.github.dlxkit.tantrix.model.TileSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * {@link LoopParity} against searches that do not use it: the exact cover on every board shape
 * (shares nothing with it but the tile model), and the Discovery challenges whose status is known
 * by other means.
 */
class LoopParityTest {

  @Test
  void neverRulesOutAPuzzleThatTheExactCoverSolvesAndRulesOutOnlyWhereItFindsNothing() {
    // every run of 3..6 consecutive game-set tiles, a loop of each colour they carry: the every-board
    // exact cover (ShapeByShapeCount) decides each one
    int solvable = 0;
    int crossingsOnly = 0;
    List<Tile> all = TileSet.standard().tiles();
    for (int k = 3; k <= 6; k++) {
      for (int first = 0; first + k <= all.size(); first++) {
        List<Tile> tiles = all.subList(first, first + k);
        for (Colour c : Colour.values()) {
          if (tiles.stream().noneMatch(t -> t.has(c))) {
            continue;
          }
          Optional<String> why = LoopParity.obstruction(tiles, c);
          long solutions = ShapeByShapeCount.count(tiles, Goal.loop(c)).distinct();
          String what = c + " loop with " + tiles + ": " + solutions + " solutions, " + why;
          if (solutions > 0) {
            solvable++;
            assertTrue(why.isEmpty(), what);
          }
          if (why.isPresent()) {
            assertEquals(0, solutions, what);
            crossingsOnly += why.get().contains("crosses") ? 1 : 0;
          }
        }
      }
    }
    assertTrue(solvable >= 60, "puzzles with solutions: " + solvable);
    assertTrue(crossingsOnly >= 20, "puzzles ruled out by crossings alone: " + crossingsOnly);
  }

  @Test
  void theDiscoveryChallengesItRulesOut() {
    // 3..30, 35, 36, 38, 40, 42, 43 have solutions (counts in DiscoveryCountsTest, first solutions
    // checked by TantrixCheck in docs/tantrix.md's runs); 32 and 33 were proved impossible by the
    // loop-first search, which does not use these conditions (docs/tantrix.md, "Loop first");
    // 31, 34, 37, 41, 45, 46, 47 have an odd number of bends
    Set<Integer> ruledOut = new TreeSet<>();
    Set<Integer> byCrossings = new TreeSet<>();
    for (int k = 3; k <= 47; k++) {
      TantrixPuzzle p = PuzzleCatalog.discovery(k);
      Optional<String> why = LoopParity.obstruction(p.tiles(), p.goal().colours().iterator().next());
      why.ifPresent(w -> ruledOut.add(p.tiles().size()));
      why.filter(w -> w.contains("crosses")).ifPresent(w -> byCrossings.add(p.tiles().size()));
    }
    assertEquals(Set.of(31, 32, 33, 34, 37, 39, 41, 44, 45, 46, 47), ruledOut);
    assertEquals(Set.of(32, 33, 39, 44), byCrossings);
  }

  @Test
  void theJavadocExample() {
    List<Tile> tiles = TileSet.standard().tiles(TileSet.parseNumbers("1-39"));
    assertEquals(Optional.of("red crosses the blue link on 5 of the blue tiles, an odd number: each red line"
        + " crosses a blue loop an even number of times"), LoopParity.obstruction(tiles, Colour.BLUE));
  }
}
