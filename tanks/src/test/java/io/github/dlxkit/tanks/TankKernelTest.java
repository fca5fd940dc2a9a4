package io.github.dlxkit.tanks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import org.junit.jupiter.api.Test;

/** The kernel names the CLI's --kernel takes (docs/tanks.md), and a bad one named in the error. */
class TankKernelTest {
  @Test
  void namesParse() {
    assertEquals(TankKernel.AUTO, TankKernel.parse("auto"));
    assertEquals(TankKernel.EXACT_COVER, TankKernel.parse("exact-cover"));
    assertEquals(TankKernel.EXACT_COVER, TankKernel.parse("DLX"));
    assertEquals(TankKernel.PROPAGATION, TankKernel.parse("propagation"));
    assertEquals(TankKernel.ROW_SCAN, TankKernel.parse("Row-Scan"));
  }

  @Test
  void anUnknownNameIsBadInput() {
    BadInputException e = assertThrows(BadInputException.class, () -> TankKernel.parse("magic"));
    assertTrue(e.getMessage().contains("'magic'"), e.getMessage());
  }

  /**
   * A kernel that cannot solve the variant is refused when the variant is made, whichever of the
   * two is set last (issue 53's review: withKernel checked, withSymmetry left it to the search).
   */
  @Test
  void aKernelThatCannotImposeTheSymmetryIsRefusedAtOnce() {
    String why = "the row scan cannot impose a symmetry; use the propagation or exact-cover kernel for ROT90";
    assertEquals(why, assertThrows(BadInputException.class,
        () -> TankAttack.of(8).withSymmetry(RequiredSymmetry.ROT90).withKernel(TankKernel.ROW_SCAN)).getMessage());
    assertEquals(why, assertThrows(BadInputException.class,
        () -> TankAttack.of(8).withKernel(TankKernel.ROW_SCAN).withSymmetry(RequiredSymmetry.ROT90)).getMessage());
    // the kernel and the symmetry breaking too: auto on a board too large for exact cover picks propagation
    assertThrows(BadInputException.class,
        () -> TankAttack.of(20).withSymmetryBreaking(true).withSymmetry(RequiredSymmetry.ROT90));
  }
}
