package io.github.dlxkit.tanks;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tanks.encoding.CnfEncoding;
import io.github.dlxkit.tanks.encoding.TankEncoding;
import io.github.dlxkit.tanks.model.Board;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import io.github.dlxkit.tanks.sat.UnitPropagation;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * A cell, option, range, variable or literal out of range given to a public method of tanks is an
 * {@link IllegalArgumentException} that names the value and the range (as tantrix's BadIndexTest
 * asks of its own): never a raw {@link ArrayIndexOutOfBoundsException} (Board.attackers, rangeMasks
 * and attackCount; Board.attacks and RequiredSymmetry's cells and sides answered in silence, TankEncoding.rangeOf and decode, CnfEncoding.valueVariable's cell,
 * UnitPropagation.isTrue and assume), nor an answer in silence (UnitPropagation.isAssigned(0) read
 * the unused slot 0 and said false). Seen failing before the checks.
 */
class BadIndexTest {

  @Test
  void boardCellsOutOfRange() {
    Board b = Board.of(5, false);
    assertEquals(8, b.attackers(24).length);  // four in its row, four in its column
    assertAll(
        () -> assertBad("cell must be 0 to 24, got 25", () -> b.attackers(25)),
        () -> assertBad("cell must be 0 to 24, got -1", () -> b.rangeMasks(-1)),
        () -> assertBad("cell must be 0 to 24, got 25", () -> b.attackCount(new int[25], 25)),
        () -> assertBad("attacker's cell must be 0 to 24, got -5", () -> b.attacks(-5, 1, 0)),
        () -> assertBad("cell must be 0 to 24, got 25", () -> b.attacks(20, 1, 25)));
  }

  /**
   * A symmetry's image of a cell off the board, or of a board side below 1, was an answer in
   * silence (NONE.generatorImage(-1, 4) and ROT90.generatorImage(16, 4) both gave -1;
   * orbitRepresentatives(-2) gave four numbers) or an ArithmeticException (a side of 0). Seen so on
   * the code before the checks, as Board.attacks(-5, 1, 0), which said true.
   */
  @Test
  void symmetryCellsAndSidesOutOfRange() {
    assertEquals(3, RequiredSymmetry.ROT90.generatorImage(0, 4));  // (0,0) to (0,3)
    assertAll(
        () -> assertBad("cell must be 0 to 15, got 16", () -> RequiredSymmetry.ROT90.generatorImage(16, 4)),
        () -> assertBad("cell must be 0 to 15, got -1", () -> RequiredSymmetry.NONE.generatorImage(-1, 4)),
        () -> assertBad("board side must be 1 to " + Board.MAX_SIZE + ", got 0",
            () -> RequiredSymmetry.ROT180.generatorImage(0, 0)),
        () -> assertBad("board side must be 1 to " + Board.MAX_SIZE + ", got -2",
            () -> RequiredSymmetry.ROT180.orbitRepresentatives(-2)));
  }

  @Test
  void encodingOptionsAndCellsOutOfRange() {
    Board b = Board.of(4, false);
    TankEncoding e = TankEncoding.of(b, RequiredSymmetry.NONE, true);
    int options = e.problem().optionCount();
    assertEquals(e.rangeOf(options - 1), e.rangeOf(options - 1));  // in range: answers
    CnfEncoding cnf = CnfEncoding.of(b, RequiredSymmetry.NONE, true);
    int min = cnf.minRange();
    assertAll(
        () -> assertBad("option must be 0 to " + (options - 1) + ", got " + options, () -> e.rangeOf(options)),
        () -> assertBad("option must be 0 to " + (options - 1) + ", got -1", () -> e.decode(new int[] {-1}, 1)),
        () -> assertBad("count must be 0 to 0, got 1", () -> e.decode(new int[0], 1)),
        () -> assertBad("cell must be 0 to 15, got 16", () -> cnf.valueVariable(16, min)),
        () -> assertBad("range must be " + min + " to 3, got 4", () -> cnf.valueVariable(0, 4)));
  }

  @Test
  void variablesAndLiteralsOutOfRange() {
    UnitPropagation up = new UnitPropagation(2, List.of(new int[] {1, 2}));
    assertTrue(up.assume(-1));  // x1 false: the clause makes x2 true
    assertTrue(up.isAssigned(2) && up.isTrue(2));
    assertFalse(up.isTrue(1));
    assertAll(
        () -> assertBad("variable must be 1 to 2, got 0", () -> up.isAssigned(0)),
        () -> assertBad("variable must be 1 to 2, got 3", () -> up.isTrue(3)),
        () -> assertBad("literal 0 is not a variable of 1..2", () -> up.assume(0)),
        () -> assertBad("literal -3 is not a variable of 1..2", () -> up.assume(-3)));
  }

  private static void assertBad(String message, Executable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
    assertEquals(message, e.getMessage());
  }
}
