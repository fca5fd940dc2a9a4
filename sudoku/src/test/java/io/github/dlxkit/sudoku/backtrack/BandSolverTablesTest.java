package io.github.dlxkit.sudoku.backtrack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The band kernel's pattern tables, on cases worked by hand. A 3×3 occupancy matrix has bit 3i + j
 * when line i may meet box j; a pattern is a permutation (one box per line, all different).
 */
class BandSolverTablesTest {
  static int bits(int... indices) {
    int m = 0;
    for (int k : indices) {
      m |= 1 << k;
    }
    return m;
  }

  @Test
  void fullMatrixKeepsEverything() {
    assertEquals(511, BandSolver.PATTERNS[511]);
    assertEquals((1 << 27) - 1, BandSolver.ALLOWED[511]);
  }

  @Test
  void aSinglePermutationKeepsItself() {
    int diagonal = bits(0, 4, 8);
    assertEquals(diagonal, BandSolver.PATTERNS[diagonal]);
    // line 0 in box 0 (cells 0-2), line 1 in box 1 (cells 12-14), line 2 in box 2 (cells 24-26)
    assertEquals(7 | 7 << 12 | 7 << 24, BandSolver.ALLOWED[diagonal]);
  }

  @Test
  void lockedCandidatesAreRemoved() {
    // line 0 only in box 0 and line 1 only in box 0: no box is left for both -> nothing fits
    assertEquals(0, BandSolver.PATTERNS[bits(0, 3, 6, 7, 8)]);
    // line 0 only in box 0: lines 1 and 2 lose box 0 (pointing/claiming)
    int m = bits(0, 3, 4, 5, 6, 7, 8);
    assertEquals(bits(0, 4, 5, 7, 8), BandSolver.PATTERNS[m]);
  }

  @Test
  void aLineWithNoBoxIsAContradiction() {
    assertEquals(0, BandSolver.PATTERNS[bits(0, 1, 2, 3, 4, 5)]);
  }

  @Test
  void allowedByBoxIsAllowedWithRowsAndBoxesSwapped() {
    for (int m = 0; m < 512; m++) {
      int byBox = 0;
      for (int row = 0; row < 3; row++) {
        for (int box = 0; box < 3; box++) {
          if ((m >> (3 * row + box) & 1) != 0) {
            byBox |= 1 << (3 * box + row);
          }
        }
      }
      assertEquals(BandSolver.ALLOWED[m], BandSolver.ALLOWED_BY_BOX[byBox], "mini-rows " + m);
    }
  }
}
