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

  /**
   * Fisher's inequality (1940): a 2-design with k < v has at least v blocks. S(2,6,21) passes
   * every divisibility condition (14 blocks, 4 through a point) but has 14 blocks on 21 points;
   * it used to be searched for minutes. The projective planes S(2,q+1,q^2+q+1) (b = v) and the
   * affine planes S(2,q,q^2) (b = q^2+q) meet it.
   */
  @Test
  void fishersInequality() {
    assertFalse(SteinerSystem.isAdmissible(2, 6, 21));
    for (int q : new int[] {2, 3, 4, 5, 7}) {
      assertTrue(SteinerSystem.isAdmissible(2, q + 1, q * q + q + 1), "projective plane of order " + q);
      assertTrue(SteinerSystem.isAdmissible(2, q, q * q), "affine plane of order " + q);
    }
  }

  /** Soundness: a system the conditions refuse has no solution, by the plain engine count, for v <= 9. */
  @Test
  void aRefusedSystemHasNone() {
    int refused = 0;
    for (int v = 1; v <= 9; v++) {
      for (int k = 1; k <= v; k++) {
        for (int t = 1; t <= k; t++) {
          if (!SteinerSystem.isAdmissible(t, k, v)) {
            refused++;
            assertEquals(0, SteinerSystem.exactCover(t, k, v).count(), "S(" + t + "," + k + "," + v + ")");
          }
        }
      }
    }
    assertTrue(refused > 0);
  }

  /** S(t,t,v) is every t-subset, S(t,v,v) the one block of all points: S(2,2,2) and S(3,3,3) have 1 (was "1..62 points, got 0"). */
  @Test
  void trivialSystemsCountOne() {
    for (int t = 1; t <= 4; t++) {
      assertEquals(1, SteinerSystem.countLabelled(t, t, t, 1, false, s -> s), "S(" + t + "," + t + "," + t + ")");
    }
    assertEquals(1, SteinerSystem.countLabelled(2, 2, 5, 1, false, s -> s), "all 10 pairs of 5 points");
  }
}
