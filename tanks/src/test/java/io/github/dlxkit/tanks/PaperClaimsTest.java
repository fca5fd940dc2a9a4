package io.github.dlxkit.tanks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tanks.model.Grid;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The claims of Chlond's paper (M. J. Chlond, Puzzle—Tank Attack, INFORMS Transactions on
 * Education 8(3), 2008), checked exhaustively where they are checkable in seconds. Where our count contradicts the
 * paper the test says so and pins the grids.
 */
class PaperClaimsTest {
  /** The two 5x5 solutions found by all three kernels; the paper says there are none. */
  static final Grid FIVE_A = Grid.parse("""
      1 3 1 3 1
      4 3 1 3 4
      1 1 4 1 1
      4 3 1 3 4
      1 3 1 3 1""", false);
  static final Grid FIVE_B = Grid.parse("""
      1 4 1 4 1
      3 3 1 3 3
      1 1 4 1 1
      3 3 1 3 3
      1 4 1 4 1""", false);

  @ParameterizedTest(name = "paper: no {0}x{0} solution (exhaustive, three kernels)")
  @ValueSource(ints = {1, 2, 3})
  void noSmallSolutions(int n) {
    for (TankKernel m : TankKernel.values()) {
      assertEquals(0, TankAttack.of(n).withKernel(m).count(2), m.toString());
    }
  }

  @Test
  @DisplayName("paper: the 4x4 of all 2s, and it is the only 4x4 solution (three kernels)")
  void fourByFour() {
    Grid twos = Grid.parse("2 2 2 2\n2 2 2 2\n2 2 2 2\n2 2 2 2", false);
    assertTrue(twos.isSolution());
    for (TankKernel m : TankKernel.values()) {
      assertEquals(Set.of(twos), KernelsAgreeTest.solutions(TankAttack.of(4), m), m.toString());
    }
  }

  @Test
  @DisplayName("CONTRADICTS the paper: 5x5 has exactly two solutions (row scan and propagation, exhaustive)")
  void fiveByFiveHasTwoSolutions() {
    assertTrue(FIVE_A.isSolution());
    assertTrue(NaiveTanks.isSolution(FIVE_A.rows(), false));
    assertTrue(NaiveTanks.isSolution(FIVE_B.rows(), false));
    for (TankKernel m : new TankKernel[] {TankKernel.ROW_SCAN, TankKernel.PROPAGATION}) {
      assertEquals(Set.of(FIVE_A, FIVE_B), KernelsAgreeTest.solutions(TankAttack.of(5), m), m.toString());
    }
    // the exact-cover kernel over the half-turn-symmetric grids, where both solutions lie
    assertEquals(Set.of(FIVE_A, FIVE_B), KernelsAgreeTest.solutions(
        TankAttack.of(5).withSymmetry(RequiredSymmetry.ROT180), TankKernel.EXACT_COVER));
  }

  @Test
  @DisplayName("paper: the 6x6 with the centre four 4s and all other cells 2 is a solution")
  void sixBySixCentreFours() {
    Grid g = Grid.parse("""
        2 2 2 2 2 2
        2 2 2 2 2 2
        2 2 4 4 2 2
        2 2 4 4 2 2
        2 2 2 2 2 2
        2 2 2 2 2 2""", false);
    assertTrue(g.isSolution());
    assertTrue(NaiveTanks.isSolution(g.rows(), false));
    assertTrue(RequiredSymmetry.ROT90.holdsFor(g));
  }

  @Test
  @DisplayName("6x6: 13 half-turn-symmetric solutions (propagation and exact cover agree); the row scan's full count is 13 too (docs/tanks.md)")
  void sixBySixHalfTurn() {
    TankAttack puzzle = TankAttack.of(6).withSymmetry(RequiredSymmetry.ROT180);
    Set<Grid> found = KernelsAgreeTest.solutions(puzzle, TankKernel.PROPAGATION);
    assertEquals(13, found.size());
    assertEquals(found, KernelsAgreeTest.solutions(puzzle, TankKernel.EXACT_COVER));
  }

  @Test
  @DisplayName("paper: no 7x7 with 90-degree symmetry (two kernels)")
  void noQuarterTurnSevenBySeven() {
    assertEquals(0, TankAttack.of(7).withSymmetry(RequiredSymmetry.ROT90).withKernel(TankKernel.PROPAGATION).count(2));
    assertEquals(0, TankAttack.of(7).withSymmetry(RequiredSymmetry.ROT90).withKernel(TankKernel.EXACT_COVER).count(2));
  }

  @Test
  @DisplayName("paper: an 8x8 with 90-degree symmetry is found in seconds; there are exactly 4")
  void eightByEightQuarterTurn() {
    TankAttack puzzle = TankAttack.of(8).withSymmetry(RequiredSymmetry.ROT90);
    Grid first = puzzle.findFirst().orElseThrow();
    assertTrue(first.isSolution());
    assertTrue(NaiveTanks.isSolution(first.rows(), false));
    assertTrue(RequiredSymmetry.ROT90.holdsFor(first));
    Set<Grid> all = KernelsAgreeTest.solutions(puzzle, TankKernel.PROPAGATION);
    assertEquals(4, all.size());
    assertTrue(all.contains(first));
    assertFalse(all.stream().anyMatch(g -> g.holes() > 0));
  }
}
