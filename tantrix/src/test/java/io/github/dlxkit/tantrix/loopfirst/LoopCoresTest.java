package io.github.dlxkit.tantrix.loopfirst;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.tantrix.FreeShapePuzzle;
import io.github.dlxkit.tantrix.PuzzleCatalog;
import io.github.dlxkit.tantrix.TantrixPuzzle;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.LoopParity;
import io.github.dlxkit.tantrix.model.PathKind;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.TantrixCheck;
import io.github.dlxkit.tantrix.model.Tile;
import io.github.dlxkit.tantrix.model.TileSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The loop-first method against the free-shape search, which shares nothing with it but the tile
 * model: where every tile carries the loop colour, cores are solutions, so the counts must agree.
 */
class LoopCoresTest {
  private static LoopCores.Outcome count(TantrixPuzzle p) {
    return new LoopCores(p.tiles(), p.goal().colours().iterator().next()).count(null);
  }

  @ParameterizedTest
  @ValueSource(ints = {3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
  void discoveryCountsEqualTheFreeShapeSearch(int k) {
    TantrixPuzzle p = PuzzleCatalog.discovery(k);
    LoopCores.Outcome o = count(p);
    assertTrue(o.complete());
    assertEquals(FreeShapePuzzle.of(p).countDistinct(), o.cores(), "discovery:" + k);
  }

  @Test
  void discoveryCountsBeyondTheTests() {
    // the free-shape search's counts (docs/tantrix.md, DiscoveryCountsTest for 13; 14 also by
    // every polyhex board), Lorenz Wiest's table for 10
    assertEquals(1280, count(PuzzleCatalog.discovery(10)).cores());
    assertEquals(178_240, count(PuzzleCatalog.discovery(13)).cores());
    assertEquals(825_112, count(PuzzleCatalog.discovery(14)).cores());
  }

  @Test
  void theJavadocExample() {
    LoopCores.Outcome o = new LoopCores(TileSet.standard().tiles(TileSet.parseNumbers("1-10")), Colour.RED)
        .count(null);
    assertEquals(1280, o.cores());
  }

  @ParameterizedTest
  @ValueSource(strings = {"15-22 1", "15-20 1-2", "17-24 1", "18-25 2-4"})
  void aPuzzleWithTilesOffTheLoopHasACoreWhenItHasASolution(String numbers) {
    // green loops with tiles 1..4, which carry no green: the cores are not the solutions here, but
    // every solution holds one, so the free-shape search finds solutions only where cores exist
    List<Tile> tiles = TileSet.standard().tiles(TileSet.parseNumbers(numbers));
    long solutions = FreeShapePuzzle.of(tiles, Goal.loop(Colour.GREEN)).countDistinct();
    LoopCores.Outcome o = new LoopCores(tiles, Colour.GREEN).decide(null);
    assertTrue(o.complete());
    assertEquals(solutions > 0, o.firstCore().isPresent(), numbers + ": " + solutions + " solutions");
    o.firstCore().ifPresent(core -> {
      TantrixCheck c = core.check();
      assertTrue(c.mismatches().isEmpty(), () -> c.mismatches().toString());
      assertTrue(c.holes().isEmpty());
      assertTrue(c.hasSingle(Colour.GREEN, PathKind.LOOP));
      assertEquals(tiles.stream().filter(t -> t.has(Colour.GREEN)).count(),
          core.tiles().stream().filter(t -> t.has(Colour.GREEN)).count());
    });
  }

  @Test
  void aParityImpossibleChallengeHasNoLoopShape() {
    // challenge 31, a yellow loop: an odd number of yellow bends (docs/tantrix.md), so no loop closes
    TantrixPuzzle p = PuzzleCatalog.discovery(31);
    LoopCores.Outcome o = new LoopCores(p.tiles(), p.goal().colours().iterator().next()).decide(null);
    assertTrue(o.complete());
    assertEquals(0, o.shapes());
    assertFalse(o.firstCore().isPresent());
  }

  @Test
  void tilesRuledOutByCrossingsTakeNoCoreWhenSearchedAnyway() {
    // LoopParity's crossing condition checked by exhaustion, as Discovery 32 and 33 were: runs of
    // 6..9 consecutive game-set tiles whose loop colour has even bends but an odd crossing count
    List<Tile> all = TileSet.standard().tiles();
    int searched = 0;
    for (int k = 6; k <= 9; k++) {
      for (int first = 0; first + k <= all.size(); first += 3) {
        List<Tile> tiles = all.subList(first, first + k);
        for (Colour c : Colour.values()) {
          if (tiles.stream().filter(t -> t.has(c)).count() < 3
              || !LoopParity.obstruction(tiles, c).map(w -> w.contains("crosses")).orElse(false)) {
            continue;
          }
          LoopCores.Outcome o = new LoopCores(tiles, c).searchingAnyway().decide(null);
          assertTrue(o.complete());
          assertFalse(o.firstCore().isPresent(), c + " loop with " + tiles);
          searched += o.shapes() > 0 ? 1 : 0;
        }
      }
    }
    assertTrue(searched >= 10, "puzzles with loop shapes searched: " + searched);
  }

  @Test
  void smallLoopShapes() {
    List<LoopShape> ring = new ArrayList<>();
    LoopShapes.forEach(0, 6, 0, ring::add); // six bends: the ring round one cell
    assertEquals(1, ring.size());
    assertEquals(6, ring.get(0).symmetry());
    assertEquals(1, ring.get(0).inside().size());
    List<LoopShape> triangle = new ArrayList<>();
    LoopShapes.forEach(0, 0, 3, triangle::add); // three corners: three cells round a point
    assertEquals(1, triangle.size());
    assertEquals(3, triangle.get(0).symmetry());
    assertEquals(0, triangle.get(0).inside().size());
    assertEquals(26, countShapes(2, 6, 2), "the turns of Discovery 10's red links");
  }

  @Test
  void partsAndTheirPiecesAddUpToTheWholeCount() {
    // Discovery 13: 178,240 (the free-shape search's count, above); every part of the walk's tree
    // counted alone, and each part cut once more into its pieces
    TantrixPuzzle p = PuzzleCatalog.discovery(13);
    SplittableSearch search = new LoopCores(p.tiles(), Colour.BLUE).splittable();
    List<Subproblem> parts = search.split(40);
    assertTrue(parts.size() >= 40, "parts: " + parts.size());
    long sum = 0;
    long pieces = 0;
    for (Subproblem part : parts) {
      long whole = search.count(Subproblem.parse(part.toLine())).count();
      long refined = 0;
      for (Subproblem piece : search.refine(part)) {
        assertTrue(SplittableSearch.extendsPrefix(piece, part));
        refined += search.count(piece).count();
        pieces++;
      }
      assertEquals(whole, refined, "the pieces of " + part);
      sum += whole;
    }
    assertTrue(pieces > parts.size());
    assertEquals(178_240, sum);
    assertEquals(search.split(40), search.split(40), "the split is the same every time");
  }

  /**
   * A node limit holds from the first step, because the loop walk's steps are nodes: Discovery
   * 30's 30 tiles all carry red, so a shape must enclose no cell, and the walk closes walk after
   * walk into shapes that do before one is searched. Counting only the cells filled, a 50-node
   * limit waited for those shapes: 174 s in a loaded test run (FreeShapePuzzleTest's
   * budgetsStopTheSearch). A time limit of 5 s stands behind the node limit, so that a walk that
   * ignores the node limit ends with TIME_LIMIT rather than after minutes.
   */
  @Test
  void aNodeLimitHoldsWhileTheWalkLooksForShapes() {
    TantrixPuzzle p = PuzzleCatalog.discovery(30);
    LoopCores.Outcome o = new LoopCores(p.tiles(), Colour.RED)
        .countWithin(SearchLimits.none().withMaxNodes(50).withTimeLimit(Duration.ofSeconds(5)));
    assertEquals(StopReason.NODE_LIMIT, o.stopReason());
    assertEquals(50, o.nodes());
    assertEquals(0, o.shapes(), "no shape is searched within 50 steps of a 30-cell walk");
  }

  @Test
  void aSubproblemOfAnotherSearchIsRefused() {
    SplittableSearch search = new LoopCores(PuzzleCatalog.discovery(5).tiles(), Colour.RED).splittable();
    assertThrows(IllegalArgumentException.class, () -> search.count(new Subproblem(0, new int[] {7})));
    assertThrows(IllegalArgumentException.class, () -> search.count(new Subproblem(0, new int[] {0, 0, 0, 0})));
  }

  private static long countShapes(int straights, int bends, int corners) {
    long[] n = new long[1];
    LoopShapes.forEach(straights, bends, corners, s -> ++n[0] > 0);
    return n[0];
  }
}
