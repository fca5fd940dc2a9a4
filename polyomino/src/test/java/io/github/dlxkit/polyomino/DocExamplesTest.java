package io.github.dlxkit.polyomino;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.polyomino.frontier.FrontierCounter;
import io.github.dlxkit.polyomino.frontier.FrontierSearch;
import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.QuantuminoPieces;
import io.github.dlxkit.polyomino.model.Isometry;
import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.Region;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the Java examples of polyomino's Javadoc and of docs/polyomino.md, each copied here word for
 * word (cli's OrphanExamplesTest checks that), and asserts what their comments say. Sources: the
 * 6×10 pentomino box has 2339 solutions up to its 4 symmetries (Haselgrove and Haselgrove 1960),
 * hence 9356 oriented ones, and 2056 placements (the options of Knuth's pentominoes6x10.dlx, in
 * core's test resources); Scott's problem has 65 solutions up to the board's 8 symmetries (Scott
 * 1958), hence 520; the stick and Quantumino figures are SageMath's doctests
 * (sage/combinat/tiling.py, sage/games/quantumino.py); the rest is counted by hand in the comments.
 *
 * <p>{@code JavadocExamplesTest} runs the examples of the packages this module exports to everyone
 * as written, and checks what their comments say: a case here copies one of those only where it
 * asserts more; copies that asserted nothing more are gone (issue 33).
 */
class DocExamplesTest {
  static final List<Polyomino> STICKS = List.of(Polyomino.of(new int[][] {{0}}),
      Polyomino.of(new int[][] {{0}, {1}}), Polyomino.of(new int[][] {{0}, {1}, {2}}));

  @Test
  void packageStick() {
    List<Polyomino> sticks = List.of(Polyomino.of(new int[][] {{0}}),
        Polyomino.of(new int[][] {{0}, {1}}), Polyomino.of(new int[][] {{0}, {1}, {2}}));
    TilingSolver t = TilingSolver.of(sticks, Region.box(6));
    t.rows().size();                           // 15
    t.solutions().map(Tiling::toAscii).toList();   // [ABBCCC, ACCCBB, BBCCCA, ...]

    assertEquals(15, t.rows().size()); // Sage: "15 rows"
    List<String> all = t.solutions().map(Tiling::toAscii).toList();
    // Sage's order (its solve() doctest rows [[0, 7, 14], [0, 12, 10], [6, 13, 5], ...]) of the
    // 3! orders of the three sticks along the line
    assertEquals(List.of("ABBCCC", "ACCCBB", "BBCCCA"), all.subList(0, 3));
    assertEquals(Set.of("ABBCCC", "ACCCBB", "BBACCC", "BBCCCA", "CCCABB", "CCCBBA"), Set.copyOf(all));
  }

  @Test
  void packageScott() {
    Region board = Region.box(8, 8).minus(Region.box(2, 2).translate(Cell.of(3, 3)));
    TilingSolver scott = TilingSolver.builder(PieceSets.pentominoes(), board).reflection(true).build();
    scott.count();            // 520
    scott.countDistinct();    // 65
    System.out.println(scott.findFirst().orElseThrow().toAscii());

    assertEquals(520, scott.count());
    assertEquals(65, scott.countDistinct());
    assertTrue(scott.findFirst().orElseThrow().isComplete());
  }

  @Test
  void packageQuantumino(@TempDir Path dir) throws Exception {
    QuantuminoSolver q = QuantuminoSolver.of(12);
    QuantuminoState s = q.findFirst().orElseThrow();   // milliseconds; Sage takes about 10 s
    Files.writeString(dir.resolve("quantumino.svg"), s.toSvg());   // dir: a Path of your choice

    assertTrue(s.isComplete());
    assertEquals(16, s.pieces().size());
    assertTrue(Files.readString(dir.resolve("quantumino.svg")).contains("<svg"));
  }

  @Test
  void tilingSolver() {
    // SageMath's 1-D example: a stick of length 6 from sticks of lengths 1, 2 and 3
    List<Polyomino> sticks = List.of(Polyomino.of(new int[][] {{0}}),
        Polyomino.of(new int[][] {{0}, {1}}), Polyomino.of(new int[][] {{0}, {1}, {2}}));
    TilingSolver t = TilingSolver.of(sticks, Region.box(6));
    t.rows().size();                        // 15
    t.count();                              // 6
    t.solutions().findFirst().get().toAscii();  // "ABBCCC"

    // Scott's pentomino problem: the 8x8 board without its centre, reflections allowed
    Region board = Region.box(8, 8).minus(Region.box(2, 2).translate(Cell.of(3, 3)));
    TilingSolver scott = TilingSolver.builder(PieceSets.pentominoes(), board).reflection(true).build();
    scott.count();                          // 520
    scott.countDistinct();                  // 65, up to the board's 8 symmetries

    assertEquals(15, t.rows().size());
    assertEquals(6, t.count());
    assertEquals("ABBCCC", t.solutions().findFirst().get().toAscii());
    assertEquals(520, scott.count());
    assertEquals(65, scott.countDistinct());
  }

  @Test
  void polyominoDoc(@TempDir Path dir) throws Exception {
    TilingSolver t = TilingSolver.builder(PieceSets.pentominoes(), Region.box(6, 10)).reflection(true).build();
    t.rows().size();                         // 2056 placements
    t.count();                               // 9356
    t.countDistinct();                       // 2339
    Tiling first = t.solutions().findFirst().orElseThrow();   // lazy stream, Sage's order
    System.out.println(first.toAscii());
    Files.writeString(dir.resolve("six-by-ten.svg"), first.toSvg());   // dir: a Path of your choice

    QuantuminoSolver q = QuantuminoSolver.of(0);          // piece 0 aside, 5x8x2
    q.tilingSolver().rows().size();          // 5484
    q.findFirst().orElseThrow().toAscii();
    q.solutions(Partial.INCREMENTAL).limit(100); // one piece added or removed per step, as Sage's animations

    assertEquals(2056, t.rows().size());
    assertEquals(9356, t.count());
    assertEquals(2339, t.countDistinct());
    assertTrue(first.isComplete());
    assertEquals(5484, q.tilingSolver().rows().size());
    List<QuantuminoState> steps = q.solutions(Partial.INCREMENTAL).limit(100).toList();
    assertEquals(100, steps.size());
    for (int i = 1; i < steps.size(); i++) {
      assertEquals(1, Math.abs(steps.get(i).pieces().size() - steps.get(i - 1).pieces().size()), "step " + i);
    }
  }

  @Test
  void quantuminoSolver() {
    QuantuminoSolver q = QuantuminoSolver.of(0);
    q.tilingSolver().rows().size();                  // 5484 (Sage's documentation)
    q.tilingSolver().problem().itemCount();          // 96: 16 pieces + 80 cells
    QuantuminoState s = q.solutions().findFirst().get();
    System.out.println(s.toAscii());                 // two layers of 5x8, piece numbers 0-9 then A-G
    QuantuminoSolver.of(7, 4, 4, 5).solutions().findFirst();   // other boxes of 80 cells work too
    QuantuminoSolver.of(7, 3, 3, 9).solutions().findFirst();   // empty: 81 cells

    assertEquals(5484, q.tilingSolver().rows().size());
    assertEquals(96, q.tilingSolver().problem().itemCount());
    assertTrue(s.isComplete());
    assertTrue(QuantuminoSolver.of(7, 3, 3, 9).solutions().findFirst().isEmpty(), "16 pentacubes have 80 cells");
  }

  @Test
  void tiling(@TempDir Path dir) throws Exception {
    TilingSolver solver = TilingSolver.of(STICKS, Region.box(6));
    Tiling t = solver.solutions().findFirst().orElseThrow();
    t.polyominoes();          // the placed copies, with their names and colours
    System.out.println(t.toAscii());
    Files.writeString(dir.resolve("tiling.svg"), t.toSvg());   // dir: a Path of your choice

    assertEquals(3, t.polyominoes().size());
    assertEquals("ABBCCC", t.toAscii());
  }

  @Test
  void cell() {
    Cell c = Cell.of(1, 2, 0);
    c.get(1);                       // 2
    c.plus(Cell.of(1, 1, 1));       // (2, 3, 1)

    assertEquals(2, c.get(1));
    assertEquals(Cell.of(2, 3, 1), c.plus(Cell.of(1, 1, 1)));
    assertEquals("(2, 3, 1)", c.plus(Cell.of(1, 1, 1)).toString());
  }

  @Test
  void isometry() {
    List<Isometry> turns = Isometry.rotations(2);          // 4 rotations of the square, the identity first
    Isometry half = turns.get(1);
    half.apply(Cell.of(1, 0));                             // (-1, 0)

    assertEquals(4, turns.size());
    assertEquals(Isometry.identity(2), turns.get(0));
    assertEquals(Cell.of(-1, 0), half.apply(Cell.of(1, 0))); // a half turn negates both coordinates
    assertEquals(Cell.of(-2, -3), half.apply(Cell.of(2, 3)));
  }

  @Test
  void polyomino() {
    Polyomino l = Polyomino.of(new int[][] {{0, 0}, {1, 0}, {2, 0}, {2, 1}}).withName("L").withColour("magenta");
    l.orientations(true, false).size();            // 4 rotations
    l.orientations(true, true).size();             // 8 with reflections
    l.translationsInside(Region.box(3, 3)).size(); // 2

    // the L tetromino has no symmetry; its 3x2 bounding box fits twice in 3x3
    assertEquals(4, l.orientations(true, false).size());
    assertEquals(8, l.orientations(true, true).size());
    assertEquals(2, l.translationsInside(Region.box(3, 3)).size());
  }

  @Test
  void region() {
    Region box = Region.box(6, 10);                 // 6 rows of 10 cells
    Region ring = Region.box(8, 8).minus(Region.box(2, 2).translate(Cell.of(3, 3)));
    ring.size();                                    // 60

    assertEquals(60, box.size());
    assertEquals(60, ring.size());
  }

  /** FrontierCounter's Javadoc: 8 pieces in 4x5x2, against the exact-cover engine (backtracking). */
  @Test
  void frontierCounter() {
    FrontierCounter c = FrontierCounter.of(QuantuminoPieces.all().subList(0, 8), 4, 5, 2);
    long packings = c.count().getOrDefault(0xFFL, 0L);       // all 8 pieces used
    assertEquals(TilingSolver.of(QuantuminoPieces.all().subList(0, 8), Region.box(4, 5, 2)).count(), packings);
    assertTrue(packings > 0);
  }

  /** FrontierSearch's Javadoc: the slices of aside 16 in 2x2x20 add up to the engine's count, and so do
   * entries of the all-asides vector. */
  @Test
  void frontierSearch() {
    FrontierSearch search = FrontierSearch.quantumino(16, new int[] {2, 2, 20});
    long n = 0;
    for (Subproblem s : search.split(4)) n += search.count(s).count();   // the aside's packings
    FrontierSearch all = FrontierSearch.quantuminoAllAsides(new int[] {2, 2, 20});
    long[] byAside = all.count(all.split(1).get(0)).vector();   // 17 counts, byAside[16] == n
    // the exact-cover engine's counts (an independent search: backtracking,
    // QuantuminoSolver.of(aside, 2, 2, 20).count(), run 2026-12-07), written here: the three took
    // 25 s of this test (10.3, 4.8 and 10.5 s under load), and FrontierSearchTest and
    // FrontierCounterTest run the engine against the sweep for asides 16 and 0 in this box in every build
    assertEquals(2_327_552L, n, "aside 16: the engine's count");
    // the vector of all asides: entry 16 is the one-aside sweep's count, and two other entries
    // are the engine's counts for their asides
    assertEquals(17, byAside.length);
    assertEquals(n, byAside[16]);
    assertEquals(281_472L, byAside[0], "aside 0: the engine's count");
    assertEquals(3_556_224L, byAside[7], "aside 7: the engine's count");
  }
}
