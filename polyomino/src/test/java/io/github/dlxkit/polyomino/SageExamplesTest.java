package io.github.dlxkit.polyomino;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.polyomino.encoding.Placement;
import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.Region;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The examples of SageMath's {@code sage.combinat.tiling} documentation (src/sage/combinat/tiling.py),
 * with the numbers, rows and orders it prints.
 */
class SageExamplesTest {
  static Polyomino p(int[]... cells) {
    return Polyomino.of(cells);
  }

  static List<List<Integer>> optionItems(TilingSolver t) {
    List<List<Integer>> rows = new ArrayList<>();
    for (int r = 0; r < t.problem().optionCount(); r++) {
      rows.add(Arrays.stream(t.problem().optionItems(r)).boxed().collect(Collectors.toList()));
    }
    return rows;
  }

  static final List<Polyomino> STICKS = List.of(p(new int[] {0, 0, 0}), p(new int[] {0, 0, 0}, new int[] {0, 0, 1}),
      p(new int[] {0, 0, 0}, new int[] {0, 0, 1}, new int[] {0, 0, 2}));

  @Test
  @DisplayName("stick of length 6 from sticks 1, 2, 3: 15 rows [[0,3],[0,4],...] and 6 solutions (Sage doc)")
  void stick() {
    TilingSolver t = TilingSolver.of(STICKS, Region.box(1, 1, 6));
    assertEquals(List.of(List.of(0, 3), List.of(0, 4), List.of(0, 5), List.of(0, 6), List.of(0, 7), List.of(0, 8),
        List.of(1, 3, 4), List.of(1, 4, 5), List.of(1, 5, 6), List.of(1, 6, 7), List.of(1, 7, 8),
        List.of(2, 3, 4, 5), List.of(2, 4, 5, 6), List.of(2, 5, 6, 7), List.of(2, 6, 7, 8)), optionItems(t));
    assertEquals(6, t.count());
    assertEquals(9, t.problem().itemCount()); // "Dancing links solver for 9 columns and 15 rows"
    assertEquals("[[0, 7, 14], [0, 12, 10], [6, 13, 5], [6, 14, 2], [11, 9, 5], [11, 10, 3]]",
        t.solutionRows(Partial.NONE).map(Arrays::toString).collect(Collectors.toList()).toString());
    Tiling first = t.solve().findFirst().orElseThrow();
    assertEquals("[Polyomino: [(0, 0, 0)], Color: gray, Polyomino: [(0, 0, 1), (0, 0, 2)], Color: gray, "
        + "Polyomino: [(0, 0, 3), (0, 0, 4), (0, 0, 5)], Color: gray]", first.toString());
    assertFalse(TilingSolver.of(STICKS, Region.box(1, 1, 7)).isSuitable());
    assertEquals(0, TilingSolver.of(STICKS, Region.box(1, 1, 7)).count());
    assertEquals(0, TilingSolver.of(STICKS, Region.box(1, 1, 7)).solve().count());
  }

  @Test
  @DisplayName("1-D stick: 15 rows and 6 solutions, the first [(0)], [(1),(2)], [(3),(4),(5)] (Sage doc)")
  void stickInOneDimension() {
    List<Polyomino> sticks = List.of(p(new int[] {0}), p(new int[] {0}, new int[] {1}),
        p(new int[] {0}, new int[] {1}, new int[] {2}));
    TilingSolver t = TilingSolver.of(sticks, Region.box(6));
    assertEquals(15, t.rows().size());
    assertEquals(6, t.count());
    assertEquals("[Polyomino: [(0)], Color: gray, Polyomino: [(1), (2)], Color: gray, "
        + "Polyomino: [(3), (4), (5)], Color: gray]", t.solve().findFirst().orElseThrow().toString());
    assertEquals("ABBCCC", t.solve().findFirst().orElseThrow().toAscii());
  }

  @Test
  @DisplayName("3x2 box from a domino and a square: exactly two solutions, in Sage's order (Sage doc)")
  void easy2d() {
    Polyomino domino = p(new int[] {0, 0}, new int[] {0, 1});
    Polyomino square = p(new int[] {0, 0}, new int[] {0, 1}, new int[] {1, 0}, new int[] {1, 1});
    TilingSolver t = TilingSolver.of(List.of(domino, square), Region.box(3, 2));
    List<String> solutions = t.solve().map(Tiling::toString).collect(Collectors.toList());
    assertEquals(List.of(
        "[Polyomino: [(0, 0), (0, 1), (1, 0), (1, 1)], Color: gray, Polyomino: [(2, 0), (2, 1)], Color: gray]",
        "[Polyomino: [(1, 0), (1, 1), (2, 0), (2, 1)], Color: gray, Polyomino: [(0, 0), (0, 1)], Color: gray]"),
        solutions);
    assertEquals(2, t.count());
  }

  @Test
  @DisplayName("rows_for_piece of an L tricube in the 2x1x3 box, in Sage's order (Sage doc)")
  void rowOrder() {
    Polyomino a = p(new int[] {0, 0, 0}, new int[] {0, 0, 1}, new int[] {1, 0, 0}).withColour("blue");
    Polyomino b = p(new int[] {0, 0, 0}, new int[] {1, 0, 0}, new int[] {0, 1, 0}).withColour("red");
    TilingSolver t = TilingSolver.of(List.of(a, b), Region.box(2, 1, 3));
    assertEquals(16, t.rows().size());
    assertEquals(List.of(List.of(0, 2, 3, 5), List.of(0, 3, 4, 6), List.of(0, 2, 3, 6), List.of(0, 3, 4, 7),
        List.of(0, 2, 5, 6), List.of(0, 3, 6, 7), List.of(0, 3, 5, 6), List.of(0, 4, 6, 7)),
        optionItems(t).subList(0, 8));
    assertEquals("Polyomino: [(0, 0, 2), (1, 0, 1), (1, 0, 2)], Color: blue", t.rows().get(7).polyomino().toString());
    assertEquals("Polyomino: [(0, 0, 1), (1, 0, 1), (1, 0, 2)], Color: red", t.rows().get(13).polyomino().toString());
  }

  @Test
  @DisplayName("reusable pieces have no item and keep their colours: rows 0-3 of a blue and a red domino (Sage issue 32252)")
  void reusableColours() {
    Polyomino v = p(new int[] {0, 0}, new int[] {0, 1}).withColour("blue");
    Polyomino h = p(new int[] {0, 0}, new int[] {1, 0}).withColour("red");
    TilingSolver t = TilingSolver.of(List.of(v, h), Region.box(2, 2), false, false, true);
    assertEquals(List.of("Polyomino: [(0, 0), (0, 1)], Color: blue", "Polyomino: [(1, 0), (1, 1)], Color: blue",
        "Polyomino: [(0, 0), (1, 0)], Color: red", "Polyomino: [(0, 1), (1, 1)], Color: red"),
        t.rows().stream().map(r -> r.polyomino().toString()).collect(Collectors.toList()));
    assertEquals(4, t.problem().itemCount()); // cells only, numbered 0..3
    assertEquals(2, t.count());
  }

  @Test
  @DisplayName("a polyomino of 8 cells tiled by reusable dominoes: 2 solutions (Sage doc)")
  void tilingAPolyomino() {
    Region b = Region.of(p(new int[] {0, 0}, new int[] {1, 0}, new int[] {1, 1}, new int[] {2, 1}, new int[] {1, 2},
        new int[] {2, 2}, new int[] {0, 3}, new int[] {1, 3}));
    assertEquals(2, TilingSolver.of(List.of(p(new int[] {0, 0}, new int[] {1, 0})), b, true, false, true).count());
  }

  @Test
  @DisplayName("5-D: the 2x2x2x2x2 box by reusable unit cubes: 32 rows [[0],...,[31]], 1 solution (Sage doc)")
  void fiveDimensions() {
    TilingSolver t = TilingSolver.of(List.of(p(new int[] {0, 0, 0, 0, 0})), Region.box(2, 2, 2, 2, 2), true, false,
        true);
    List<List<Integer>> expected = new ArrayList<>();
    for (int i = 0; i < 32; i++) {
      expected.add(List.of(i));
    }
    assertEquals(expected, optionItems(t));
    assertEquals(1, t.count());
  }

  static final List<Polyomino> HIVERT = List.of(
      p(new int[] {0, 0}, new int[] {0, 1}, new int[] {0, 2}, new int[] {0, 3}, new int[] {1, 0}, new int[] {1, 1},
          new int[] {1, 2}, new int[] {1, 3}),
      p(new int[] {0, 0}, new int[] {0, 1}, new int[] {0, 2}, new int[] {0, 3}, new int[] {1, 0}, new int[] {1, 1},
          new int[] {1, 2}),
      p(new int[] {0, 0}, new int[] {0, 1}, new int[] {0, 2}, new int[] {0, 3}, new int[] {1, 0}, new int[] {1, 1},
          new int[] {1, 3}),
      p(new int[] {0, 0}, new int[] {0, 1}, new int[] {0, 2}, new int[] {0, 3}, new int[] {1, 0}, new int[] {1, 3}),
      p(new int[] {0, 0}, new int[] {0, 1}, new int[] {0, 2}, new int[] {0, 3}, new int[] {1, 0}, new int[] {1, 1}),
      p(new int[] {0, 0}, new int[] {0, 1}, new int[] {0, 2}, new int[] {0, 3}, new int[] {1, 1}, new int[] {1, 2}),
      p(new int[] {0, 0}, new int[] {0, 1}, new int[] {0, 2}, new int[] {0, 3}, new int[] {1, 1}, new int[] {1, 3}),
      p(new int[] {0, 1}, new int[] {0, 2}, new int[] {0, 3}, new int[] {1, 0}, new int[] {1, 1}, new int[] {1, 3}),
      p(new int[] {0, 1}, new int[] {0, 2}, new int[] {0, 3}, new int[] {1, 0}, new int[] {1, 1}, new int[] {1, 2}),
      p(new int[] {0, 0}, new int[] {0, 1}, new int[] {0, 2}, new int[] {1, 0}, new int[] {1, 1}, new int[] {1, 2}));

  @Test
  @DisplayName("Florent Hivert's puzzle in the 8x8 box: 0 with rotations only, 328 with reflections (Sage doc)")
  void hivert() {
    assertEquals(0, TilingSolver.of(HIVERT, Region.box(8, 8)).count());
    TilingSolver reflected = TilingSolver.of(HIVERT, Region.box(8, 8), true, true, false);
    assertEquals(328, reflected.count());
    assertTrue(reflected.solve().findFirst().isPresent());
  }

  @Test
  @DisplayName("Hivert's pieces in the 8x8x1 box in 3-D, rotations only: 328 (Sage doc)")
  void hivert3d() {
    List<Polyomino> flat = new ArrayList<>();
    for (Polyomino piece : HIVERT) {
      List<Cell> cells = new ArrayList<>();
      for (Cell c : piece.cells()) {
        cells.add(Cell.of(c.get(0), c.get(1), 0));
      }
      flat.add(Polyomino.of(cells));
    }
    assertEquals(328, TilingSolver.of(flat, Region.box(8, 8, 1)).count());
  }

  @Test
  @DisplayName("Knuth's Y pentomino in the 5x10 box: Sage's 10 solutions as row lists, 19 common-prefix and 123 incremental steps")
  void yPentomino() {
    Polyomino y = p(new int[] {0, 0}, new int[] {1, 0}, new int[] {2, 0}, new int[] {3, 0}, new int[] {2, 1});
    TilingSolver t = TilingSolver.of(List.of(y), Region.box(5, 10), true, true, true);
    assertEquals(10, t.count());
    int[][] sage = {
      {0, 83, 114, 43, 158, 5, 128, 183, 168, 25},
      {0, 83, 114, 43, 158, 33, 128, 183, 104, 25},
      {0, 83, 114, 100, 52, 183, 128, 33, 95, 47},
      {0, 83, 178, 15, 158, 5, 128, 183, 168, 25},
      {0, 83, 178, 15, 158, 33, 128, 183, 104, 25},
      {56, 1, 113, 15, 159, 34, 155, 182, 168, 24},
      {56, 1, 113, 164, 51, 118, 155, 34, 96, 47},
      {56, 1, 113, 164, 51, 182, 155, 34, 96, 19},
      {56, 29, 113, 100, 51, 118, 155, 34, 96, 47},
      {56, 29, 113, 100, 51, 182, 155, 34, 96, 19},
    };
    assertArrayEquals(sage, t.solutionRows(Partial.NONE).toArray(int[][]::new));
    int[][] common = t.solutionRows(Partial.COMMON).toArray(int[][]::new);
    assertEquals(19, common.length);
    assertArrayEquals(new int[] {0, 83, 114, 43, 158}, common[1]);
    assertArrayEquals(new int[] {0, 83, 114}, common[3]);
    assertArrayEquals(new int[] {0, 83}, common[5]);
    assertArrayEquals(new int[] {}, common[9]);
    assertArrayEquals(new int[] {56, 1, 113}, common[11]);
    assertArrayEquals(new int[] {56}, common[15]);
    assertEquals(123, t.solutionRows(Partial.INCREMENTAL).count());
  }

  @Test
  @DisplayName("the common-prefix and incremental sequences of the stick (Sage doc)")
  void partialSequences() {
    TilingSolver t = TilingSolver.of(STICKS, Region.box(1, 1, 6));
    assertEquals("[[0, 7, 14], [0], [0, 12, 10], [], [6, 13, 5], [6], [6, 14, 2], [], [11, 9, 5], [11], [11, 10, 3]]",
        t.solutionRows(Partial.COMMON).map(Arrays::toString).collect(Collectors.toList()).toString());
    assertEquals("[[0, 7, 14], [0, 7], [0], [0, 12], [0, 12, 10], [0, 12], [0], [], [6], [6, 13], [6, 13, 5], "
        + "[6, 13], [6], [6, 14], [6, 14, 2], [6, 14], [6], [], [11], [11, 9], [11, 9, 5], [11, 9], [11], [11, 10], "
        + "[11, 10, 3]]",
        t.solutionRows(Partial.INCREMENTAL).map(Arrays::toString).collect(Collectors.toList()).toString());
    List<Tiling> partial = t.solve(Partial.COMMON).collect(Collectors.toList());
    assertEquals(1, partial.get(1).size());
    assertFalse(partial.get(1).isComplete());
    assertEquals("A\n--\n#\n--\n#\n--\n#\n--\n#\n--\n#", partial.get(1).toAscii()); // six 1x1 layers
  }

  @Test
  @DisplayName("translated copies of Sage's deeppink pentacube in the 5x8x2 box: 24, in Sage's order (Sage doc)")
  void translatedCopies() {
    Polyomino pink = p(new int[] {0, 0, 0}, new int[] {1, 0, 0}, new int[] {1, 1, 0}, new int[] {1, 1, 1},
        new int[] {1, 2, 0});
    List<Polyomino> copies = pink.translationsInside(Region.box(5, 8, 2));
    assertEquals(24, copies.size());
    assertEquals("[(0, 1, 0), (1, 1, 0), (1, 2, 0), (1, 2, 1), (1, 3, 0)]", copies.get(1).cells().toString());
    assertEquals("[(1, 0, 0), (2, 0, 0), (2, 1, 0), (2, 1, 1), (2, 2, 0)]", copies.get(6).cells().toString());
    assertEquals("[(3, 5, 0), (4, 5, 0), (4, 6, 0), (4, 6, 1), (4, 7, 0)]", copies.get(23).cells().toString());
    assertEquals(0, pink.translationsInside(Region.box(2, 2, 3)).size());
    assertEquals(1, pink.translationsInside(Region.box(2, 3, 2)).size());
    assertEquals(0, pink.translationsInside(Region.box(3, 2, 2)).size());
    assertEquals(0, pink.translationsInside(Region.box(1, 1, 1)).size());
    Polyomino far = p(new int[] {34, 7, -9}, new int[] {35, 7, -9});
    assertEquals("[[(0, 0, 0), (1, 0, 0)], [(0, 1, 0), (1, 1, 0)]]",
        far.translationsInside(Region.box(2, 2, 1)).stream().map(Polyomino::cells).collect(Collectors.toList())
            .toString());
  }

  @Test
  @DisplayName("translations and orientations inside a polyomino region (Sage doc)")
  void copiesInsideAPolyomino() {
    Region b = Region.of(p(new int[] {0, 0}, new int[] {1, 0}, new int[] {2, 0}, new int[] {0, 1}, new int[] {1, 1},
        new int[] {0, 2}));
    Polyomino corner = p(new int[] {0, 0}, new int[] {1, 0}, new int[] {0, 1});
    assertEquals("[[(0, 0), (0, 1), (1, 0)], [(0, 1), (0, 2), (1, 1)], [(1, 0), (1, 1), (2, 0)]]",
        corner.translationsInside(b).stream().map(Polyomino::cells).collect(Collectors.toList()).toString());
    List<String> all = new ArrayList<>();
    TilingSolver t = TilingSolver.of(List.of(corner), b, true, false, true);
    for (Placement r : t.rows()) {
      all.add(r.polyomino().cells().toString());
    }
    all.sort(null);
    assertEquals("[[(0, 0), (0, 1), (1, 0)], [(0, 0), (0, 1), (1, 1)], [(0, 0), (1, 0), (1, 1)], "
        + "[(0, 1), (0, 2), (1, 1)], [(0, 1), (1, 0), (1, 1)], [(1, 0), (1, 1), (2, 0)]]", all.toString());
  }

  @Test
  @DisplayName("orientations: 12 rotations, 24 with reflections for Sage's blue tetracube (Sage doc)")
  void orientations() {
    Polyomino blue = p(new int[] {0, 0, 0}, new int[] {0, 1, 0}, new int[] {1, 1, 0}, new int[] {1, 1, 1});
    assertEquals(12, blue.orientations(true, false).size());
    assertEquals(24, blue.orientations(true, true).size());
    Polyomino orange = p(new int[] {0, 0, 0}, new int[] {1, 0, 0}, new int[] {1, 1, 0}, new int[] {1, 2, 0},
        new int[] {1, 2, 1});
    TilingSolver rot = TilingSolver.of(List.of(orange), Region.box(5, 8, 2), true, false, true);
    TilingSolver refl = TilingSolver.of(List.of(orange), Region.box(5, 8, 2), true, true, true);
    assertEquals(180, rot.rows().size());
    assertEquals(360, refl.rows().size());
  }

  @Test
  @DisplayName("the solver describes itself as Sage does")
  void description() {
    assertEquals("Tiling solver of 3 pieces into a region of 6 cells\nRotation allowed: true\n"
        + "Reflection allowed: false\nReusing pieces allowed: false", TilingSolver.of(STICKS, Region.box(1, 1, 6))
        .toString());
  }
}
