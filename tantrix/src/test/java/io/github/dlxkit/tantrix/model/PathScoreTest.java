package io.github.dlxkit.tantrix.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tantrix.FreeShapePuzzle;
import io.github.dlxkit.tantrix.PuzzleCatalog;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;

/**
 * {@link PathScore} against its twin {@link ArcGraphTwin} on random tantrices, and on tantrices whose
 * lines and loops are known from the puzzle they solve.
 */
class PathScoreTest {
  private static final TileSet SET = TileSet.standard();

  /** Loops must turn up in a good share of the tries, or the Loop scoring would go untested. */
  @Property(tries = 200)
  void scoreAgreesWithTheArcGraphOnLegalTantrices(@ForAll long seed, @ForAll @IntRange(min = 1, max = 40) int size) {
    Tantrix t = randomLegalTantrix(seed, size);
    assertTrue(t.check().isValid(), t::toString);
    assertAgreesWithTwin(t);
    Statistics.label("has a loop").collect(PathScore.of(t, PathScore.Scoring.LOOP).total() > 0);
    Statistics.label("has a loop").coverage(c -> c.check(true).percentage(p -> p >= 10));
  }

  /** A partial tantrix that breaks the Golden Rule is scored too: its paths end at the broken edges. */
  @Property(tries = 200)
  void scoreAgreesWithTheArcGraphOnAnyPlacement(@ForAll long seed, @ForAll @IntRange(min = 1, max = 12) int size) {
    assertAgreesWithTwin(TantrixPropertiesTest.randomTantrix(seed, size));
  }

  /** One tile: a line of one tile in each of its three colours, no loop. */
  @Test
  void oneTileHasThreeLinesOfOne() {
    Tile t = SET.tile(1);
    Tantrix one = Tantrix.builder().place(Hex.ORIGIN, t, 2).build();
    PathScore curve = PathScore.of(one, PathScore.Scoring.CURVE);
    assertEquals(3, curve.total());
    assertEquals(0, curve.length(t.missing()));
    assertEquals(0, PathScore.of(one, PathScore.Scoring.LOOP).total());
  }

  /**
   * A solution of Rainbow Blue: its goal, checked by {@link TantrixCheck}, is one blue line through
   * all 10 tiles (all carry blue), so the blue path has 10 tiles and no blue loop exists.
   */
  @Test
  void rainbowBlueSolutionHasABlueLineOfTen() {
    Tantrix t = PuzzleCatalog.get("rainbow_blue").fixed().findFirst().orElseThrow();
    assertTrue(t.check().satisfies(Goal.line(Colour.BLUE)));
    assertEquals(10, PathScore.of(t, PathScore.Scoring.CURVE).length(Colour.BLUE));
    assertEquals(0, PathScore.of(t, PathScore.Scoring.LOOP).length(Colour.BLUE));
    assertAgreesWithTwin(t);
  }

  /**
   * Solutions of Discovery 3 and 7: one loop, in the back colour of the last tile, through every
   * tile (each of tiles 1..7 carries it: docs/tantrix.md), so that colour scores 3 and 7 in both
   * puzzles.
   */
  @Test
  void discoverySolutionsHaveALoopThroughEveryTile() {
    for (int k : List.of(3, 7)) {
      Colour c = SET.tile(k).back();
      Tantrix t = FreeShapePuzzle.of(PuzzleCatalog.get("discovery:" + k)).findFirst().orElseThrow();
      assertTrue(t.check().satisfies(Goal.loop(c)));
      assertEquals(k, PathScore.of(t, PathScore.Scoring.LOOP).length(c));
      assertEquals(k, PathScore.of(t, PathScore.Scoring.CURVE).length(c));
      assertEquals(PathScore.of(t, PathScore.Scoring.LOOP).length(c),
          PathScore.of(t, PathScore.Scoring.LOOP).total(), "the goal's loop is the only loop");
      assertAgreesWithTwin(t);
    }
  }

  @Test
  void scoreReadsAsItsSum() {
    Tantrix t = PuzzleCatalog.get("rainbow_blue").fixed().findFirst().orElseThrow();
    PathScore s = PathScore.of(t, PathScore.Scoring.CURVE);
    assertEquals(s.total() + " = red " + s.length(Colour.RED) + " + green " + s.length(Colour.GREEN) + " + blue 10"
        + " + yellow " + s.length(Colour.YELLOW), s.toString());
  }

  private static void assertAgreesWithTwin(Tantrix t) {
    for (PathScore.Scoring scoring : PathScore.Scoring.values()) {
      PathScore s = PathScore.of(t, scoring);
      Map<Colour, Integer> twin = ArcGraphTwin.longest(t, scoring == PathScore.Scoring.LOOP);
      int sum = 0;
      for (Colour c : Colour.ARC_COLOURS) {
        assertEquals(twin.get(c), s.length(c), () -> scoring + " " + c + " in " + t);
        sum += twin.get(c);
      }
      assertEquals(sum, s.total());
    }
  }

  /**
   * A random tantrix that keeps the rules: distinct tiles added one by one on empty cells next to
   * the group, each in a rotation matching all its neighbours, never enclosing a hole. Cells with
   * more neighbours are preferred, so that the group is compact and small loops appear.
   */
  static Tantrix randomLegalTantrix(long seed, int size) {
    Random random = new Random(seed);
    List<Tile> tiles = new ArrayList<>(SET.tiles());
    Collections.shuffle(tiles, random);
    Map<Hex, OrientedTile> placed = new LinkedHashMap<>();
    placed.put(Hex.ORIGIN, new OrientedTile(tiles.remove(0), random.nextInt(6)));
    for (int attempts = 0; placed.size() < size && attempts < 20 * size; attempts++) {
      Hex cell = pickFrontierCell(placed, random);
      tryTiles:
      for (int i = 0; i < tiles.size(); i++) {
        int first = random.nextInt(6);
        for (int k = 0; k < 6; k++) {
          OrientedTile o = new OrientedTile(tiles.get(i), (first + k) % 6);
          if (fits(placed, cell, o)) {
            placed.put(cell, o);
            if (HexRegions.holes(placed.keySet()).isEmpty()) {
              tiles.remove(i);
              break tryTiles;
            }
            placed.remove(cell);
          }
        }
      }
    }
    return Tantrix.of(placed);
  }

  private static Hex pickFrontierCell(Map<Hex, OrientedTile> placed, Random random) {
    List<Hex> frontier = new ArrayList<>();
    int most = 0;
    for (Hex h : placed.keySet()) {
      for (Side s : Side.values()) {
        Hex n = h.neighbour(s);
        if (!placed.containsKey(n) && !frontier.contains(n)) {
          frontier.add(n);
          most = Math.max(most, neighbours(placed, n));
        }
      }
    }
    if (random.nextInt(3) > 0) {
      int m = most;
      frontier.removeIf(n -> neighbours(placed, n) < m);
    }
    return frontier.get(random.nextInt(frontier.size()));
  }

  private static int neighbours(Map<Hex, OrientedTile> placed, Hex cell) {
    int n = 0;
    for (Side s : Side.values()) {
      n += placed.containsKey(cell.neighbour(s)) ? 1 : 0;
    }
    return n;
  }

  private static boolean fits(Map<Hex, OrientedTile> placed, Hex cell, OrientedTile o) {
    for (Side s : Side.values()) {
      OrientedTile n = placed.get(cell.neighbour(s));
      if (n != null && n.colour(s.opposite()) != o.colour(s)) {
        return false;
      }
    }
    return true;
  }
}
