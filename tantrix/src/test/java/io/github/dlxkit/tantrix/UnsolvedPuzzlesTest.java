package io.github.dlxkit.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tantrix.io.TantrixJson;
import io.github.dlxkit.tantrix.model.ArcGraphTwin;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.PathScore;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.TileSet;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The two Unsolved puzzles in the catalogue (Downing 2005, section 3.4): all 56 tiles, a free shape,
 * scored; and their check on {@code unsolved-curve-strip.json}, a legal 56-tile layout in one row
 * (found by a small depth-first search for this test: each tile's west side matches its neighbour's
 * east side), the example of docs/tantrix.md.
 */
class UnsolvedPuzzlesTest {
  private static String strip() throws IOException {
    try (java.io.InputStream in = UnsolvedPuzzlesTest.class.getResourceAsStream("/unsolved-curve-strip.json")) {
      return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).strip();
    }
  }

  @Test
  void bothPuzzlesAreInTheCatalogueWithAllTilesAndAScore() {
    for (PathScore.Scoring scoring : PathScore.Scoring.values()) {
      String name = "unsolved_" + scoring.name().toLowerCase(java.util.Locale.ROOT);
      assertTrue(PuzzleCatalog.names().contains(name), name);
      TantrixPuzzle p = PuzzleCatalog.get(name);
      assertEquals(TileSet.standard().tiles(), p.tiles());
      assertFalse(p.isFixedShape());
      assertTrue(p.goal().isEmpty());
      assertEquals(scoring, p.scoring().orElseThrow());
    }
    assertFalse(PuzzleCatalog.get("rainbow_blue").isScored());
  }

  /** The figures the manual gives, as quoted by the paper: maxima 146 and 136, records 140 and 136. */
  @Test
  void theScoringsKnowTheRecordedFigures() {
    assertEquals(146, PathScore.Scoring.CURVE.maximum());
    assertEquals(140, PathScore.Scoring.CURVE.record());
    assertEquals(136, PathScore.Scoring.LOOP.maximum());
    assertEquals(136, PathScore.Scoring.LOOP.record());
    assertEquals(4 * 42, PathScore.PERFECT);
  }

  /**
   * The strip keeps every rule and scores what the arc graph twin finds: 31 = red 8 + green 8 +
   * blue 7 + yellow 8 as a Curve layout; no loop, so 0 as a Loop layout.
   */
  @Test
  void theStripPassesAndScoresAsTheTwinSays() throws IOException {
    TantrixJson.Entry e = TantrixJson.read(strip());
    assertEquals("unsolved_curve", e.puzzle());
    Tantrix t = e.tantrix();
    PuzzleCheck c = PuzzleCheck.of("unsolved_curve", t);
    assertTrue(c.passed(), c.rules()::toString);
    PathScore s = c.score().orElseThrow();
    Map<Colour, Integer> twin = ArcGraphTwin.longest(t, false);
    assertEquals(new LinkedHashMap<>(Map.of(Colour.RED, 8, Colour.GREEN, 8, Colour.BLUE, 7, Colour.YELLOW, 8)), twin);
    assertEquals(31, s.total());
    assertEquals("31 = red 8 + green 8 + blue 7 + yellow 8", s.toString());
    PuzzleCheck loop = PuzzleCheck.of("unsolved_loop", t);
    assertTrue(loop.passed());
    assertEquals(0, loop.score().orElseThrow().total());
  }

  /** A layout without all 56 tiles breaks the tiles rule but is still scored. */
  @Test
  void aPartialLayoutFailsTheTilesRuleAndIsStillScored() throws IOException {
    Tantrix t = TantrixJson.read(strip()).tantrix();
    Map<io.github.dlxkit.tantrix.model.Hex, io.github.dlxkit.tantrix.model.OrientedTile> first = new LinkedHashMap<>();
    t.placements().entrySet().stream().limit(10).forEach(x -> first.put(x.getKey(), x.getValue()));
    Tantrix part = Tantrix.of(first);
    PuzzleCheck c = PuzzleCheck.of("unsolved_curve", part);
    assertFalse(c.passed());
    assertEquals(PathScore.of(part, PathScore.Scoring.CURVE).total(), c.score().orElseThrow().total());
    assertFalse(PuzzleCheck.of("rainbow_blue", part).score().isPresent());
  }
}
