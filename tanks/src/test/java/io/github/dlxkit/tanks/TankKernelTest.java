package io.github.dlxkit.tanks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.BadInputException;
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
}
