package io.github.dlxkit.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.TileSet;
import org.junit.jupiter.api.Test;

/**
 * A check against a puzzle (not its name) checks the tiles of a custom puzzle too, whose name spells
 * only goal and board (moved here from the web layer's check, issue 53). The layout is Discovery 3's
 * first solution, found by the search, not stored.
 */
class PuzzleCheckTest {
  private static final TantrixPuzzle D3 = PuzzleCatalog.discovery(3);
  private static final Tantrix SOLUTION = Completion.find(D3, Tantrix.builder().build(), SearchLimits.none()).orElseThrow();

  @Test
  void aCustomPuzzlesTilesAreCheckedAgainstThePuzzle() {
    TileSet set = TileSet.standard();
    TantrixPuzzle same = PuzzleCatalog.custom(set.tiles(TileSet.parseNumbers("1-3")), D3.goal(), null);
    PuzzleCheck ok = PuzzleCheck.of(same, SOLUTION);
    assertTrue(ok.passed(), ok.rules().toString());
    assertEquals(new PuzzleCheck.Rule("tiles", true, "the puzzle's 3 tiles"), ok.rules().get(0));

    TantrixPuzzle other = PuzzleCatalog.custom(set.tiles(TileSet.parseNumbers("1 2 4")), D3.goal(), null);
    PuzzleCheck wrong = PuzzleCheck.of(other, SOLUTION);
    assertFalse(wrong.passed());
    assertEquals(new PuzzleCheck.Rule("tiles", false, "tile 3 used once, not in the puzzle, tile 4 missing"),
        wrong.rules().get(0));
    assertTrue(PuzzleCheck.of(other.name(), SOLUTION).passed(), "the name alone does not know the tiles");
  }

  @Test
  void aCataloguePuzzleIsCheckedAsByItsName() {
    assertEquals(PuzzleCheck.of(D3.name(), SOLUTION).rules(), PuzzleCheck.of(D3, SOLUTION).rules());
    Tantrix two = Tantrix.builder().place(SOLUTION.placements().keySet().iterator().next(),
        SOLUTION.placements().values().iterator().next()).build();
    assertEquals(PuzzleCheck.of(D3.name(), two).rules(), PuzzleCheck.of(D3, two).rules());
  }
}
