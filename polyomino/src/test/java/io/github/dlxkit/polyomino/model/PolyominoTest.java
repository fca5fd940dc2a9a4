package io.github.dlxkit.polyomino.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.polyomino.PieceSets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class PolyominoTest {
  @Test
  @DisplayName("the 12 free pentominoes have 63 fixed orientations (F8 I2 L8 N8 P8 T4 U4 V4 W4 X1 Y8 Z4; Golomb, Polyominoes)")
  void pentominoOrientations() {
    List<Polyomino> set = PieceSets.pentominoes();
    assertEquals(12, set.size());
    int[] expected = {8, 2, 8, 8, 8, 4, 4, 4, 4, 1, 8, 4};
    int total = 0;
    for (int i = 0; i < 12; i++) {
      assertEquals(5, set.get(i).size());
      assertEquals(expected[i], set.get(i).orientations(true, true).size(), set.get(i).name());
      total += set.get(i).orientations(true, true).size();
    }
    assertEquals(63, total);
    assertPairwiseDifferent(set, true);
  }

  @Test
  @DisplayName("the 5 free tetrominoes have 19 fixed orientations (Golomb, Polyominoes)")
  void tetrominoOrientations() {
    List<Polyomino> set = PieceSets.tetrominoes();
    int total = 0;
    for (Polyomino p : set) {
      assertEquals(4, p.size());
      total += p.orientations(true, true).size();
    }
    assertEquals(19, total);
    assertPairwiseDifferent(set, true);
  }

  @Test
  @DisplayName("Soma: 27 cubes in 7 pieces; A and B are mirror images, not rotations, of each other (Winning Ways ch. 24)")
  void soma() {
    List<Polyomino> set = PieceSets.soma();
    assertEquals(7, set.size());
    assertEquals(27, set.stream().mapToInt(Polyomino::size).sum());
    assertPairwiseDifferent(set, false);
    Polyomino a = set.get(4);
    Polyomino b = set.get(5);
    assertEquals("A", a.name());
    assertEquals("B", b.name());
    assertFalse(a.orientations(true, false).contains(b.canonical()) || sameShape(a, b, false));
    assertTrue(sameShape(a, b, true));
  }

  static boolean sameShape(Polyomino p, Polyomino q, boolean reflection) {
    Set<List<Cell>> ps = new HashSet<>();
    for (Polyomino o : p.orientations(true, reflection)) {
      ps.add(o.cells());
    }
    return ps.contains(q.canonical().cells());
  }

  static void assertPairwiseDifferent(List<Polyomino> set, boolean reflection) {
    for (int i = 0; i < set.size(); i++) {
      for (int j = i + 1; j < set.size(); j++) {
        assertFalse(sameShape(set.get(i), set.get(j), reflection), set.get(i).name() + " = " + set.get(j).name());
      }
    }
  }

  @Test
  void basics() {
    Polyomino p = Polyomino.of(new int[] {2, 3}, new int[] {2, 4}, new int[] {3, 3}, new int[] {2, 3}).withName("x")
        .withColour("red");
    assertEquals(3, p.size());
    assertEquals(Cell.of(2, 3), p.min());
    assertEquals(Cell.of(3, 4), p.max());
    assertEquals("Polyomino x: [(0, 0), (0, 1), (1, 0)], Color: red", p.canonical().toString());
    assertEquals("[[2,3],[2,4],[3,3]]", p.coordinatesText());
    assertTrue(p.contains(Cell.of(3, 3)));
    assertEquals(4, p.orientations(true, false).size());
    assertEquals(1, p.orientations(false, false).size());
  }

  @Test
  @DisplayName("bad polyominoes are refused with a message naming the problem")
  void badInput() {
    assertEquals("a polyomino needs at least one cell",
        assertThrows(IllegalArgumentException.class, () -> Polyomino.of(List.of())).getMessage());
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> Polyomino.of(new int[] {0, 0}, new int[] {0, 0, 0})).getMessage().contains("(0, 0, 0)"));
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> Polyomino.of(new int[] {0}).orientations(false, true)).getMessage().contains("reflections"));
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> Polyomino.of(new int[] {0}).translationsInside(Region.box(2, 2))).getMessage().contains("dimension"));
  }

  @Test
  void regions() {
    Region ring = Region.box(8, 8).minus(Region.box(2, 2).translate(Cell.of(3, 3)));
    assertEquals(60, ring.size());
    assertFalse(ring.isBox());
    assertEquals(-1, ring.indexOf(Cell.of(3, 3)));
    assertEquals(0, ring.indexOf(Cell.of(0, 0)));
    assertEquals(59, ring.indexOf(Cell.of(7, 7)));
    assertEquals("box 6x10", Region.box(6, 10).toString());
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Region.box(3, 0)).getMessage().contains("positive"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Region.box(100000, 100000)).getMessage()
        .contains("too large"));
  }
}
