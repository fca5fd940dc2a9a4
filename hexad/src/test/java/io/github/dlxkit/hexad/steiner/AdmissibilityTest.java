package io.github.dlxkit.hexad.steiner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@link SteinerSystem#isAdmissible} against the classical existence theorems. */
class AdmissibilityTest {
  /** Kirkman (1847): a Steiner triple system S(2,3,v) exists iff v = 1 or 3 (mod 6). */
  @Test
  void tripleSystems() {
    for (int v = 3; v <= 62; v++) {
      assertEquals(v % 6 == 1 || v % 6 == 3, SteinerSystem.isAdmissible(2, 3, v), "v=" + v);
    }
  }

  /** Hanani (1960): a Steiner quadruple system S(3,4,v) exists iff v = 2 or 4 (mod 6). */
  @Test
  void quadrupleSystems() {
    for (int v = 4; v <= 62; v++) {
      assertEquals(v % 6 == 2 || v % 6 == 4, SteinerSystem.isAdmissible(3, 4, v), "v=" + v);
    }
  }

  /**
   * Regression: S(4,5,62) passes the first condition (C(62,4)/5 = 111569 blocks) but not the
   * second (C(61,3)/C(4,3) = 35990/4 is not whole), and the search ran for hours.
   */
  @Test
  void everyConditionIsChecked() {
    assertFalse(SteinerSystem.isAdmissible(4, 5, 62));
    assertTrue(SteinerSystem.isAdmissible(5, 6, 12));   // Witt's S(5,6,12)
    assertTrue(SteinerSystem.isAdmissible(5, 8, 24));   // Witt's S(5,8,24)
    assertTrue(SteinerSystem.isAdmissible(4, 5, 11));   // exists (derived from S(5,6,12))
  }
}
