package io.github.dlxkit.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.tantrix.freeshape.GrowthSearch;
import io.github.dlxkit.tantrix.io.TantrixJson;
import io.github.dlxkit.tantrix.loopfirst.LoopCores;
import io.github.dlxkit.tantrix.loopfirst.LoopShapes;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.HexShape;
import io.github.dlxkit.tantrix.model.LinkKind;
import io.github.dlxkit.tantrix.model.PathKind;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.TantrixCheck;
import io.github.dlxkit.tantrix.model.Tile;
import io.github.dlxkit.tantrix.model.TileSet;
import io.github.dlxkit.tantrix.render.SvgRenderer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Runs the Java examples of tantrix's Javadoc, each copied here word for word (cli's
 * OrphanExamplesTest checks that), and asserts what their comments say. Sources: the Discovery
 * counts are Lorenz Wiest's table (github.com/lwiest/SolvingTantrix, README: tiles 1..4, red loop,
 * 2 solutions; tiles 1..9, yellow loop, 114), times 6 turns up to translation (distinct tiles: no
 * solution is its own turn); the Blue rainbow's 15 and 5 are what the exact-cover search and the
 * plain backtracking twin of FixedShapePuzzleTest both find; tile edges are tiles.tsv's (see the
 * README beside it); the rest is worked out by hand in the comments.
 *
 * <p>{@code JavadocExamplesTest} runs the examples of the packages this module exports to everyone
 * as written, and checks what their comments say: a case here copies one of those only where it
 * asserts more; copies that asserted nothing more are gone (issue 33).
 */
class DocExamplesTest {
  static final TileSet SET = TileSet.standard();

  static Tantrix blueSolution() {
    return PuzzleCatalog.get("rainbow_blue").fixed().findFirst().orElseThrow();
  }

  @Test
  void packageSmallCase() {
    FreeShapePuzzle three = FreeShapePuzzle.of(PuzzleCatalog.get("discovery:3"));
    three.countDistinct();                    // 2
    System.out.println(three.findFirst().orElseThrow());

    assertEquals(2, three.countDistinct()); // Wiest's table
    assertEquals(Goal.loop(Colour.YELLOW), PuzzleCatalog.get("discovery:3").goal());
    assertTrue(PuzzleCheck.of("discovery:3", three.findFirst().orElseThrow()).passed());
  }

  @Test
  void packageClassic() {
    FixedShapePuzzle blue = PuzzleCatalog.get("rainbow_blue").fixed();
    blue.count();                             // 15
    blue.countDistinct();                     // 5, up to the triangle's turns
    String svg = SvgRenderer.render(blue.findFirst().orElseThrow(), Goal.line(Colour.BLUE), "Rainbow Blue");

    assertEquals(15, blue.count());
    assertEquals(5, blue.countDistinct());
    assertEquals(HexShape.pyramid(4), blue.shape());
    assertTrue(svg.contains("<svg"));
  }

  @Test
  void packageHardOne() {
    FreeShapePuzzle thirty = FreeShapePuzzle.of(PuzzleCatalog.get("discovery:30"));
    Tantrix t = thirty.findFirst().orElseThrow();
    PuzzleCheck.of("discovery:30", t).passed();   // true: Golden Rule, no holes, one red loop

    assertEquals(30, t.size());
    assertEquals(Goal.loop(Colour.RED), PuzzleCatalog.get("discovery:30").goal());
    assertTrue(t.check().satisfies(Goal.loop(Colour.RED)));
    assertTrue(PuzzleCheck.of("discovery:30", t).passed());
    assertTrue(t.check().isValid());
  }

  @Test
  void fixedShapePuzzle() {
    TileSet set = TileSet.standard();
    FixedShapePuzzle blue = FixedShapePuzzle.of(set.tiles(List.of(6, 7, 8, 13, 14, 39, 40, 41, 42, 43)),
        HexShape.pyramid(4), Goal.line(Colour.BLUE));
    Tantrix first = blue.findFirst().orElseThrow();
    long all = blue.count();              // 15: each turn of the board counts apart
    long distinct = blue.countDistinct(); // 5: up to the turns that map the board onto itself

    assertTrue(PuzzleCheck.of("rainbow_blue", first).passed());
    assertEquals(15, all);
    assertEquals(5, distinct);
    assertEquals(3 * distinct, all, "the triangle has 3 turns and no solution is its own turn");
  }

  @Test
  void fixedShapeSplittable() {
    SplittableSearch s = PuzzleCatalog.get("rainbow_blue").fixed().splittable(true);
    long total = 0;
    for (Subproblem p : s.split(16)) {
      total += s.count(p).count();         // 5, the Blue Rainbow's distinct solutions
    }

    assertEquals(5, total); // as the whole count and the plain-backtracking twin of FixedShapePuzzleTest
  }

  @Test
  void freeShapeSplittable() {
    SplittableSearch s = FreeShapePuzzle.of(PuzzleCatalog.get("discovery:9")).splittable(true);
    long total = 0;
    for (Subproblem p : s.split(8)) {
      total += s.count(p).count();
    }
    // total == 114

    assertEquals(114, total); // Wiest's table, as the whole count in FreeShapePuzzleTest
  }

  @Test
  void freeShapePuzzle() {
    FreeShapePuzzle d9 = FreeShapePuzzle.of(PuzzleCatalog.get("discovery:9"));
    Tantrix first = d9.findFirst().orElseThrow();   // first tile at (0,0)
    long distinct = d9.countDistinct();             // 114: up to rotation and translation
    long turned = d9.count();                       // 684: up to translation, each turn apart

    assertEquals(Hex.ORIGIN, first.cells().get(0));
    assertTrue(PuzzleCheck.of("discovery:9", first).passed());
    assertEquals(114, distinct);
    assertEquals(6 * 114, turned);
  }

  @Test
  void puzzleCatalog() {
    TantrixPuzzle red = PuzzleCatalog.get("rainbow_red");   // 15 tiles, tri5, one red line
    TantrixPuzzle d20 = PuzzleCatalog.get("discovery:20");  // tiles 1..20, one yellow loop
    TantrixPuzzle p40 = PuzzleCatalog.get("discovery-pack:40");

    assertEquals(15, red.tiles().size());
    assertEquals(HexShape.pyramid(5), red.shape().orElseThrow());
    assertEquals(Goal.line(Colour.RED), red.goal());
    assertEquals(TileSet.parseNumbers("1-20"), d20.tileNumbers());
    assertEquals(Goal.loop(Colour.YELLOW), d20.goal());
    assertEquals(40, p40.tiles().size());
  }

  @Test
  void roundness() {
    // seven tiles on the hexagon of radius 1: in every direction rows of 2, 3, 2 tiles, all above
    // 30% of the longest (3), so round; a straight row of ten is not (rows across hold 1 tile)
    Tantrix.Builder b = Tantrix.builder();
    List<Hex> hexagon = HexShape.hexagon(1).cells();
    for (int i = 0; i < hexagon.size(); i++) {
      b.place(hexagon.get(i), SET.tile(i + 1), 0);
    }
    Tantrix tantrix = b.build();
    Roundness.isRound(tantrix.cells());

    assertTrue(Roundness.isRound(tantrix.cells()));
    List<Hex> row = new ArrayList<>();
    for (int q = 0; q < 10; q++) {
      row.add(Hex.of(q, 0));
    }
    assertFalse(Roundness.isRound(row));
  }

  @Test
  void solutionCheck() {
    Tantrix tantrix = blueSolution();
    PuzzleCheck c = PuzzleCheck.of("rainbow_blue", tantrix);
    c.passed();
    c.rules().forEach(r -> System.out.println(r.name() + ": " + (r.ok() ? "ok" : "FAILED") + " " + r.detail()));

    assertTrue(c.passed());
    assertTrue(c.rules().stream().allMatch(PuzzleCheck.Rule::ok));
    Tantrix turned = tantrix.rotate(1);
    assertFalse(PuzzleCheck.of("rainbow_blue", turned).passed(), "a sixth of a turn leaves the board");
  }

  @Test
  void growthSearch() {
    List<Tile> tiles = SET.tiles(TileSet.parseNumbers("1-4"));
    GrowthSearch.Outcome o = new GrowthSearch(tiles, Goal.loop(Colour.RED), SearchLimits.none(), null, null)
        .run((solution, stabiliser) -> { System.out.println(solution); return true; });

    assertEquals(2, o.distinct());
    assertEquals(12, o.turned());
    assertTrue(o.isComplete());
  }

  @Test
  void tantrixJson() {
    Tantrix tantrix = blueSolution();
    String line = TantrixJson.write("rainbow_blue", tantrix);
    TantrixJson.Entry back = TantrixJson.read(line);   // back.puzzle(), back.tantrix()

    assertEquals("rainbow_blue", back.puzzle());
    assertEquals(tantrix, back.tantrix());
  }

  @Test
  void colour() {
    Colour c = Colour.parse("B");       // BLUE; "blue" works too
    c.letter();                         // 'B'

    assertEquals(Colour.BLUE, c);
    assertEquals(Colour.BLUE, Colour.parse("blue"));
    assertEquals('B', c.letter());
  }

  @Test
  void goal() {
    Goal g = Goal.line(Colour.BLUE);                      // the Blue rainbow pyramid
    Goal two = Goal.loop(Colour.BLUE).and(PathKind.LOOP, Colour.YELLOW);
    Goal parsed = Goal.parse("line:R line:Y");

    assertEquals(PuzzleCatalog.get("rainbow_blue").goal(), g);
    assertEquals(PathKind.LOOP, two.kind(Colour.YELLOW));
    assertEquals(PathKind.LOOP, two.kind(Colour.BLUE));
    assertEquals(Goal.line(Colour.RED).and(PathKind.LINE, Colour.YELLOW), parsed);
  }

  @Test
  void hexShape() {
    HexShape tri4 = HexShape.pyramid(4);          // rows of 1, 2, 3, 4 cells, apex at (0,0)
    HexShape same = HexShape.named("tri4");
    HexShape parsed = HexShape.parse("(0,0) (-1,1) (0,1)");
    tri4.symmetries();                            // the three rotations 0, 2, 4 (0°, 120°, 240°)

    assertEquals(10, tri4.size());
    assertTrue(tri4.contains(Hex.ORIGIN));
    assertEquals(tri4, same);
    assertEquals(HexShape.pyramid(2), parsed);
    assertEquals(List.of(0, 2, 4), tri4.symmetries().stream().map(HexShape.Symmetry::rotation).toList());
  }

  @Test
  void tantrixCheck() {
    TileSet set = TileSet.standard();
    Tantrix t = Tantrix.builder()
        .place(Hex.of(0, 0), set.tile(1), 0)
        .place(Hex.of(1, 0), set.tile(2), 3)
        .build();
    TantrixCheck c = t.check();
    c.mismatches();                       // edges that break the Golden Rule
    c.paths(Colour.YELLOW);               // its yellow lines and loops
    c.satisfies(Goal.loop(Colour.YELLOW));

    // (1,0) is the east neighbour of (0,0): one shared edge, a mismatch if its colours differ
    boolean differ = t.colourAt(Hex.of(0, 0), Side.E) != t.colourAt(Hex.of(1, 0), Side.W);
    assertEquals(differ ? 1 : 0, c.mismatches().size());
    assertFalse(c.satisfies(Goal.loop(Colour.YELLOW)), "two tiles cannot close a loop");
  }

  @Test
  void tile() {
    Tile t = TileSet.standard().tile(6);      // edges BRYRBY
    t.edge(0);                                // BLUE
    t.rotate(2).colour(Side.SE);              // BLUE: rotation 2 moves edge 0 to side SE
    t.link(Colour.YELLOW).kind();             // STRAIGHT

    assertEquals("BRYRBY", t.edgeLetters());
    assertEquals(Colour.BLUE, t.edge(0));
    assertEquals(Colour.BLUE, t.rotate(2).colour(Side.SE));
    assertEquals(LinkKind.STRAIGHT, t.link(Colour.YELLOW).kind()); // yellow on edges 2 and 5: opposite
  }

  @Test
  void tileSet() {
    TileSet set = TileSet.standard();
    Tile six = set.tile(6);
    List<Tile> ten = set.tiles(TileSet.parseNumbers("1-10"));

    assertEquals(56, set.size());
    assertEquals(6, six.number());
    assertEquals(10, ten.size());
    assertEquals(10, ten.get(9).number());
  }

  @Test
  void svgRenderer() {
    Tantrix tantrix = blueSolution();
    List<Tantrix> solutions = PuzzleCatalog.get("rainbow_blue").fixed().solutions().toList();
    Goal goal = Goal.line(Colour.BLUE);
    String svg = SvgRenderer.render(tantrix, Goal.line(Colour.BLUE), "Rainbow Blue");
    String gallery = SvgRenderer.renderAll(solutions, goal, "all 15 solutions");

    assertEquals(15, solutions.size());
    assertTrue(svg.contains("<svg") && svg.contains("Rainbow Blue"));
    assertTrue(gallery.contains("all 15 solutions"));
  }

  @Test
  void loopShapesExample() {
    long[] count = new long[1];
    LoopShapes.forEach(2, 6, 2, shape -> ++count[0] > 0); // the turns of Discovery 10's red links
    // count[0] == 26

    assertEquals(26, count[0]); // LoopCoresTest: these 26 shapes give Wiest's 1280 solutions
  }

  @Test
  void loopCoresExample() {
    List<Tile> tiles = TileSet.standard().tiles(TileSet.parseNumbers("1-10")); // Discovery 10: a red loop
    LoopCores.Outcome o = new LoopCores(tiles, Colour.RED).count(null);
    // o.cores() == 1280: the solutions of Discovery 10, up to rotation and translation

    assertEquals(1280, o.cores()); // Wiest's table
  }
}
