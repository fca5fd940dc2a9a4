package io.github.dlxkit.sudoku.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Geometry is immutable and shared by every caller (issue 53's review: the unit and peer tables it
 * handed out were its own, so one caller's change was every caller's).
 */
class GeometryTest {
  @Test
  void aCallerCannotChangeTheTables() {
    Geometry g = Geometry.of(3);
    int[][] units = g.units();
    int[][] peers = g.peers();
    units[0][0] = 99;
    units[26] = new int[0];
    peers[0][0] = 99;
    assertEquals(0, Geometry.of(3).units()[0][0]);
    assertEquals(9, Geometry.of(3).units()[26].length);
    assertEquals(1, Geometry.of(3).peers()[0][0]);
  }

  /** 9×9: 27 units of 9, each cell with 20 peers (8 in its row, 8 in its column, 4 more in its box). */
  @Test
  void theTablesOfTheUsualGrid() {
    Geometry g = Geometry.of(3);
    assertEquals(27, g.units().length);
    assertArrayEquals(new int[] {0, 1, 2, 9, 10, 11, 18, 19, 20}, g.units()[18]);
    for (int[] p : g.peers()) {
      assertEquals(20, p.length);
    }
  }
}
