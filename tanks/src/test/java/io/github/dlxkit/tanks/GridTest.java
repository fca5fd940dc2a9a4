package io.github.dlxkit.tanks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tanks.model.Board;
import io.github.dlxkit.tanks.model.Grid;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import org.junit.jupiter.api.Test;

class GridTest {
  @Test
  void attackersFollowTheRules() {
    Grid g = Grid.parse("2 2 2 2\n2 2 2 2\n2 2 2 2\n2 2 2 2", false);
    assertEquals(2, g.attackers(0, 0)); // (0,2) and (2,0)
    assertEquals(2, g.attackers(1, 1)); // (1,3) and (3,1)
    assertTrue(g.isSolution());
    assertFalse(Grid.parse("1 1\n1 1", false).isSolution()); // each cell attacked twice
  }

  @Test
  void torusCountsATankOnceWhenBothShotsMeet() {
    // 2x2 torus, range 1: left and right neighbour are the same cell, attacked once
    Board b = Board.of(2, true);
    assertTrue(b.attacks(0, 1, 1));
    Grid g = Grid.parse("1 1\n1 1", true);
    assertEquals(2, g.attackers(0, 0)); // one tank from the row, one from the column
    assertEquals(NaiveTanks.attackers(g.rows(), true, 0, 0), g.attackers(0, 0));
  }

  @Test
  void emptyCellsAttackNothingAndPrintAsDots() {
    Grid g = Grid.parse(". 1\n1 .", false);
    assertEquals(2, g.holes());
    assertEquals(0, g.attackers(1, 0)); // only (0,0) and (1,1) could reach it with range 1: both empty
    assertEquals(". 1\n1 .", g.toString());
    assertFalse(g.isSolution());
  }

  @Test
  void badGridsAreRejectedNamingTheCell() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Grid.parse("1 1\n3 1", false));
    assertTrue(e.getMessage().contains("(2,1)"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Grid.parse("1 2\n1", false));
    assertTrue(e.getMessage().contains("row 2"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Grid.parse("1 x\n1 1", false));
    assertTrue(e.getMessage().contains("line 1, column 2"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Board.of(0, false));
    assertTrue(e.getMessage().contains("got 0"), e.getMessage());
  }

  @Test
  void symmetryOrbits() {
    int[] rot90 = RequiredSymmetry.ROT90.orbitRepresentatives(3);
    assertEquals(0, rot90[2]); // corners form one orbit
    assertEquals(0, rot90[8]);
    assertEquals(4, rot90[4]); // the centre is alone
    int[] rot180 = RequiredSymmetry.ROT180.orbitRepresentatives(4);
    assertEquals(1, rot180[14]); // (3,2) pairs with (0,1)
    assertTrue(RequiredSymmetry.ROT180.holdsFor(PaperClaimsTest.FIVE_A));
    assertFalse(RequiredSymmetry.ROT90.holdsFor(PaperClaimsTest.FIVE_A));
  }

  @Test
  void equalityAndRows() {
    Grid a = Grid.parse("1 1\n1 1", false);
    assertEquals(a, Grid.of(new int[][] {{1, 1}, {1, 1}}, false));
    assertFalse(a.equals(Grid.parse("1 1\n1 1", true)));
    assertEquals(1, a.rows()[1][0]);
  }
}
