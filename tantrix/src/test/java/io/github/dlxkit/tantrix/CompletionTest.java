package io.github.dlxkit.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.OrientedTile;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.TileSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Completions of the tiles a player placed (moved here from the web layer, issue 53). Every answer is
 * checked by {@link PuzzleCheck} and by comparing tile by tile with the tiles placed, not against a
 * stored layout. Rainbow Blue has 15 solutions (the catalogue's count, FixedShapePuzzleTest), so
 * placing all of one of them leaves exactly that one.
 */
class CompletionTest {
  private static final SearchLimits NONE = SearchLimits.none();

  private static Tantrix firstTiles(Tantrix s, int n) {
    Tantrix.Builder b = Tantrix.builder();
    List<Map.Entry<Hex, OrientedTile>> all = new ArrayList<>(s.placements().entrySet());
    for (int i = 0; i < n; i++) {
      b.place(all.get(i).getKey(), all.get(i).getValue());
    }
    return b.build();
  }

  private static void assertSolves(TantrixPuzzle p, Tantrix s) {
    assertTrue(PuzzleCheck.of(p.name(), s).passed(), s.toString());
  }

  @Test
  void onAFixedBoardEachSolutionIsTheOnlyCompletionOfItself() {
    TantrixPuzzle p = PuzzleCatalog.get("rainbow_blue");
    List<Tantrix> all = p.fixed().solutions().toList();
    assertEquals(15, all.size());
    for (Tantrix s : List.of(all.get(0), all.get(7), all.get(14))) {
      assertEquals(Optional.of(s), Completion.find(p, s, NONE));
      Tantrix two = firstTiles(s, 2);
      Tantrix c = Completion.find(p, two, NONE).orElseThrow();
      assertTrue(Completion.extendsPlaced(c, two));
      assertSolves(p, c);
    }
  }

  @Test
  void onAFreeShapeTheSolutionIsTurnedAndMovedOntoTheTilesPlaced() {
    TantrixPuzzle p = PuzzleCatalog.discovery(5);
    Tantrix any = Completion.find(p, Tantrix.builder().build(), NONE).orElseThrow();
    assertSolves(p, any);
    // the same layout elsewhere and turned: two of its tiles there must be completed there
    Tantrix moved = any.rotate(2).translate(Hex.of(3, -1));
    Tantrix two = firstTiles(moved, 2);
    Tantrix c = Completion.find(p, two, NONE).orElseThrow();
    assertTrue(Completion.extendsPlaced(c, two), c + " extends " + two);
    assertSolves(p, c);
  }

  /** Three tiles in one connected group cannot span two tiles four cells apart. */
  @Test
  void tilesNoSolutionExtendsHaveNoCompletion() {
    TantrixPuzzle p = PuzzleCatalog.discovery(3);
    TileSet set = TileSet.standard();
    Tantrix apart = Tantrix.builder().place(Hex.of(0, 0), set.tile(1), 0).place(Hex.of(4, 0), set.tile(2), 0).build();
    assertEquals(Optional.empty(), Completion.find(p, apart, NONE));
    Tantrix offBoard = Tantrix.builder().place(Hex.of(40, 40), set.tile(1), 0).build();
    assertEquals(Optional.empty(), Completion.find(PuzzleCatalog.get("rainbow_blue"), offBoard, NONE));
  }

  @Test
  void theNextTileTouchesTheTilesPlacedAndIsTheSolutions() {
    TantrixPuzzle p = PuzzleCatalog.get("rainbow_blue");
    Tantrix s = p.fixed().solutions().findFirst().orElseThrow();
    Tantrix one = firstTiles(s, 1);
    Map.Entry<Hex, OrientedTile> next = Completion.nextTile(s, one).orElseThrow();
    assertEquals(s.at(next.getKey()), next.getValue());
    assertEquals(null, one.at(next.getKey()));
    boolean touches = false;
    for (int side = 0; side < 6; side++) {
      touches |= one.at(next.getKey().neighbour(Side.of(side))) != null;
    }
    assertTrue(touches, next + " next to " + one);
    assertTrue(Completion.nextTile(s, Tantrix.builder().build()).isPresent(), "nothing placed: any tile");
    assertFalse(Completion.nextTile(s, s).isPresent(), "all placed");
  }

  /** The search's limits are the caller's: their stop is tested on the page (JobsPageTest's Super Genius). */
  @Test
  void aScoredPuzzleIsRefused() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Completion.find(PuzzleCatalog.get("unsolved_curve"), Tantrix.builder().build(), NONE));
    assertEquals("unsolved_curve is scored, not solved: it has no solution to extend", e.getMessage());
  }
}
