package io.github.dlxkit.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.HexShape;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.TileSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every fixed-shape puzzle of the catalogue, counted in full and cross-checked with the plain
 * backtracking twin written for these tests ({@link PlainBacktracking}). No published counts are
 * known to us; the numbers below are what both searches find (and what docs/tantrix.md reports).
 */
class FixedShapePuzzleTest {
  private static final TileSet SET = TileSet.standard();

  /** name, all solutions (each turn of the board apart), distinct up to the board's turns. */
  static Stream<Arguments> quickPuzzles() {
    return Stream.of(
        Arguments.of("rainbow_blue", 15, 5),
        Arguments.of("pyramid_1", 54, 18),
        Arguments.of("pyramid_2", 288, 96),
        Arguments.of("xtreme", 42, 14),
        Arguments.of("xtreme_blue", 18, 6));
  }

  /** The two 15-tile line puzzles, whose twin search takes several seconds. */
  static Stream<Arguments> slowPuzzles() {
    return Stream.of(
        Arguments.of("rainbow_red", 81, 27),
        Arguments.of("pyramid_3", 132, 44));
  }

  @ParameterizedTest(name = "{0}: {1} solutions, {2} up to rotation")
  @MethodSource("quickPuzzles")
  void countsAgreeWithTheTwin(String name, long all, long distinct) {
    checkPuzzle(name, all, distinct, new int[] {1, 7, 64});
    FixedShapePuzzle puzzle = PuzzleCatalog.get(name).fixed();
    assertEquals(distinct, puzzle.countDistinct());
    List<Tantrix> distinctOnes = puzzle.solutions(true).toList();
    assertEquals(distinct, distinctOnes.size());
    Set<Tantrix> orbits = new HashSet<>();
    for (Tantrix t : distinctOnes) {
      assertTrue(orbits.add(canonical(t, puzzle.shape())), "two solutions of one orbit");
    }
  }

  @Tag("slow")
  @ParameterizedTest(name = "{0}: {1} solutions, {2} up to rotation")
  @MethodSource("slowPuzzles")
  void countsOfTheFifteenTileLinesAgreeWithTheTwin(String name, long all, long distinct) {
    // each count of these takes seconds: their split is checked at one size (the quick puzzles
    // take three), which keeps the class within CI's time
    checkPuzzle(name, all, distinct, new int[] {7});
  }

  /**
   * Issue 54: --checkpoint and --part count on the count's own route (one of each orbit, times the
   * board's turns), not on the encoding of every solution, which searched 2.3 times the nodes on
   * the Red Rainbow (150,418 against 65,740). The counts are the twin's (countsAgreeWithTheTwin);
   * the nodes are the plain count's, run here.
   */
  @ParameterizedTest(name = "{0}")
  @org.junit.jupiter.params.provider.ValueSource(strings = {"rainbow_blue", "rainbow_red"})
  void splitCountsTakeTheCountsRoute(String name) {
    FixedShapePuzzle puzzle = PuzzleCatalog.get(name).fixed();
    SearchResult counted = puzzle.count(1, false);
    io.github.dlxkit.core.search.SplittableSearch split = puzzle.splittable(false);
    long sum = 0;
    long nodes = 0;
    List<io.github.dlxkit.core.search.Subproblem> parts = split.split(1);
    for (io.github.dlxkit.core.search.Subproblem sub : parts) {
      io.github.dlxkit.core.search.PartCount part = split.count(sub);
      sum += part.count();
      nodes += part.nodes();
    }
    assertEquals(counted.solutions(), sum);
    // the same search: the count's nodes, plus at most one per part (its fixed prefix's node)
    long plain = counted.statistics().nodes();
    assertTrue(nodes >= plain && nodes <= plain + parts.size(),
        nodes + " nodes in " + parts.size() + " parts against the count's " + plain);
  }

  /** Checks the counts, the solutions and the parts of splits into about each of {@code targets}. */
  private static void checkPuzzle(String name, long all, long distinct, int[] targets) {
    TantrixPuzzle p = PuzzleCatalog.get(name);
    FixedShapePuzzle puzzle = p.fixed();
    Set<Tantrix> byTwin = new HashSet<>();
    long twin = new PlainBacktracking(p.tiles(), p.shape().orElseThrow(), p.goal()).count(byTwin::add);
    assertEquals(all, twin, "plain backtracking");
    assertEquals(all, puzzle.count(), "exact cover, one of each orbit times the board's turns");
    assertEquals(all, distinct * puzzle.symmetryCount());
    SearchResult counted = puzzle.count(2, false);
    assertEquals(all, counted.solutions(), "two threads, the number the CLI prints");
    assertTrue(counted.isComplete() && counted.statistics().nodes() > 0, "with the engine's statistics");
    assertEquals(distinct, puzzle.count(2, true).solutions());
    // the split count (--checkpoint, --part, Spark): the parts add up, with and without orbits
    for (boolean orbits : new boolean[] {false, true}) {
      io.github.dlxkit.core.search.SplittableSearch split = puzzle.splittable(orbits);
      for (int target : targets) {
        long sum = 0;
        for (io.github.dlxkit.core.search.Subproblem sub : split.split(target)) {
          sum += split.count(io.github.dlxkit.core.search.Subproblem.parse(sub.toLine())).count();
        }
        assertEquals(orbits ? distinct : all, sum, "split into about " + target + ", orbits " + orbits);
      }
    }
    List<Tantrix> listed = puzzle.solutions().toList();
    assertEquals(byTwin, new HashSet<>(listed), "the same solutions");
    for (Tantrix t : listed) {
      assertTrue(t.check().satisfies(p.goal()), t::toString);
      assertEquals(new HashSet<>(p.shape().orElseThrow().cells()), new HashSet<>(t.cells()));
      assertEquals(new HashSet<>(p.tiles()), new HashSet<>(t.tiles()));
    }
  }

  /** The least of a solution's images under the board's turns, as a string. */
  private static Tantrix canonical(Tantrix t, HexShape board) {
    Tantrix best = null;
    for (HexShape.Symmetry s : board.symmetries()) {
      Tantrix image = t.rotate(s.rotation()).translate(s.shift()).sorted();
      if (best == null || image.toString().compareTo(best.toString()) < 0) {
        best = image;
      }
    }
    return best;
  }

  @Test
  void solutionsComeWithTheirTurnsOnASymmetricBoard() {
    FixedShapePuzzle blue = PuzzleCatalog.get("rainbow_blue").fixed();
    Set<Tantrix> all = new HashSet<>(blue.solutions().toList());
    for (Tantrix t : all) {
      for (HexShape.Symmetry s : blue.shape().symmetries()) {
        assertTrue(all.contains(t.rotate(s.rotation()).translate(s.shift()).sorted()));
      }
    }
  }

  @Test
  void budgetsStopTheSearch() {
    FixedShapePuzzle red = PuzzleCatalog.get("rainbow_red").fixed().withLimits(SearchLimits.none().withMaxNodes(100));
    SearchStoppedException e = assertThrows(SearchStoppedException.class, red::count);
    assertTrue(e.getMessage().contains("node limit"), e.getMessage());
  }

  @Test
  void badPuzzlesAreRefusedNamingTheProblem() {
    HexShape tri4 = HexShape.pyramid(4);
    Goal blue = Goal.line(Colour.BLUE);
    assertMessage("tile 6 is given twice",
        () -> FixedShapePuzzle.of(SET.tiles(List.of(6, 6, 8, 13, 14, 39, 40, 41, 42, 43)), tri4, blue));
    assertMessage("9 tiles but the shape has 10 cells",
        () -> FixedShapePuzzle.of(SET.tiles(List.of(6, 7, 8, 13, 14, 39, 40, 41, 42)), tri4, blue));
    assertMessage("no tile carries green",
        () -> FixedShapePuzzle.of(SET.tiles(List.of(1, 2, 3)), HexShape.pyramid(2), Goal.loop(Colour.GREEN)));
    assertMessage("hole at (0,0)", () -> FixedShapePuzzle.of(SET.tiles(List.of(1, 2, 3, 4, 5, 6)),
        HexShape.parse("1,-1 1,0 0,1 -1,1 -1,0 0,-1"), blue));
  }

  private static void assertMessage(String part, org.junit.jupiter.api.function.Executable e) {
    IllegalArgumentException x = assertThrows(IllegalArgumentException.class, e);
    assertTrue(x.getMessage().contains(part), x.getMessage());
  }
}
