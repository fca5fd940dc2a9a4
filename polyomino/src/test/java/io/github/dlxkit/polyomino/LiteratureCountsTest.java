package io.github.dlxkit.polyomino;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.TreeSizeEstimate;
import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.Region;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Counts from the literature. Pentomino rectangles: C. B. and J. Haselgrove, "A computer program
 * for pentominoes", Eureka 23 (1960), as quoted by D. E. Knuth, "Dancing Links" (2000): 2339, 1010,
 * 368 and 2 packings of the 6x10, 5x12, 4x15 and 3x20 boxes up to symmetry, each seen in 4
 * orientations. Scott's 8x8 board without its centre: D. Scott (1958), 65 packings up to the 8
 * symmetries of the square (Knuth 2000), 520 in all (SageMath's documentation). Soma cube: 240
 * solutions up to rotations and reflections (J. H. Conway and M. J. T. Guy; Berlekamp, Conway and
 * Guy, Winning Ways, ch. 24), 11520 = 240 x 48 in all.
 */
class LiteratureCountsTest {
  static TilingSolver pentominoes(Region region) {
    return TilingSolver.builder(PieceSets.pentominoes(), region).reflection(true).build();
  }

  @ParameterizedTest(name = "pentominoes {0}x{1}: {2} packings, {3} up to symmetry (Haselgrove 1960, Knuth 2000)")
  @CsvSource({"6, 10, 9356, 2339", "5, 12, 4040, 1010", "4, 15, 1472, 368", "3, 20, 8, 2"})
  void pentominoRectangles(int rows, int cols, long all, long distinct) {
    TilingSolver t = pentominoes(Region.box(rows, cols));
    assertEquals(4, t.symmetries().size());
    assertEquals(all, t.count());
    assertEquals(distinct, t.countDistinct());
    // no packing of a rectangle is symmetric (12 different pieces cannot map onto each other)
    assertEquals(t.count(), t.countDistinct() * t.symmetries().size());
  }

  @Test
  @DisplayName("pentominoes 6x10 counted in parallel: 9356 (Knuth 2000)")
  void pentominoesInParallel() {
    TilingSolver t = pentominoes(Region.box(6, 10));
    assertEquals(9356, t.count(2));
    assertEquals(2339, t.countDistinct(2));
  }

  @Test
  @DisplayName("Scott's 8x8 board without its centre: 1568 rows, 520 packings, 65 up to symmetry (Scott 1958, Sage doc)")
  void scott() {
    Region board = Region.box(8, 8).minus(Region.box(2, 2).translate(Cell.of(3, 3)));
    TilingSolver t = pentominoes(board);
    assertEquals(1568, t.rows().size());
    assertEquals(8, t.symmetries().size());
    assertEquals(520, t.count());
    assertEquals(65, t.countDistinct());
    assertEquals(520, t.withKernel(TilingKernel.DANCING_LINKS).count());
  }

  @Test
  @DisplayName("Soma cube: 11520 solutions, 240 up to rotations and reflections (Conway and Guy; Winning Ways ch. 24)")
  void soma() {
    TilingSolver t = TilingSolver.of(PieceSets.soma(), Region.box(3, 3, 3));
    assertEquals(48, t.symmetries().size()); // reflections swap the two screws A and B
    assertEquals(11520, t.count());
    assertEquals(240, t.countDistinct());
    assertEquals(11520, t.withKernel(TilingKernel.DANCING_LINKS).withSymmetryBreaking(false).count());
    assertEquals(240, t.withSymmetryBreaking(false).countDistinct());
  }

  @Test
  @DisplayName("pentominoes 5x12: the cost estimate of depth 0 is the exact count, 4040 (Haselgrove 1960, Knuth 2000)")
  void costEstimateOfDepthZeroIsExact() {
    // a walk of depth 0 stops at once and counts the whole subtree below each representative
    TreeSizeEstimate e = pentominoes(Region.box(5, 12)).estimateCountCost(0, 1, 1);
    assertEquals(4040, e.solutions());
    // deeper walks estimate: unbiased, so 4040 lies within a few standard errors of 400 walks
    TreeSizeEstimate deep = pentominoes(Region.box(5, 12)).estimateCountCost(3, 400, 7);
    assertTrue(Math.abs(deep.solutions() - 4040) <= 5 * deep.solutionsStandardError() + 1e-9,
        deep.solutions() + " ± " + deep.solutionsStandardError());
  }

  @Test
  @DisplayName("pentominoes 3x20 by every method: 8 packings, 2 up to symmetry (Knuth 2000)")
  void everyMethodAgrees() {
    everyMethodAgrees(3, 20, 8, 2);
  }

  @Tag("slow")
  @Test
  @DisplayName("pentominoes 4x15 by every method: 1472 packings, 368 up to symmetry (Knuth 2000)")
  void everyMethodAgreesOn4x15() {
    everyMethodAgrees(4, 15, 1472, 368);
  }

  private static void everyMethodAgrees(int rows, int cols, long all, long distinct) {
    TilingSolver t = pentominoes(Region.box(rows, cols));
    assertEquals(all, t.withKernel(TilingKernel.DANCING_LINKS).withSymmetryBreaking(false).count());
    assertEquals(all, t.withKernel(TilingKernel.DANCING_LINKS).count());
    assertEquals(all, t.withKernel(TilingKernel.BITBOARD).withSymmetryBreaking(false).count());
    assertEquals(distinct, t.withSymmetryBreaking(false).countDistinct());
    assertEquals(distinct, t.withKernel(TilingKernel.DANCING_LINKS).countDistinct());
  }

  @Tag("slow")
  @Test
  @DisplayName("pentominoes 6x10 on the plain Dancing Links engine: 9356 (Knuth 2000)")
  void pentominoesPlainEngine() {
    assertEquals(9356, pentominoes(Region.box(6, 10)).withKernel(TilingKernel.DANCING_LINKS).withSymmetryBreaking(false)
        .count(2));
  }

  @Test
  @DisplayName("dominoes tile the 8x8 board in 12988816 ways (Kasteleyn 1961; Temperley and Fisher 1961)")
  void dominoes() {
    TilingSolver t = TilingSolver.of(java.util.List.of(io.github.dlxkit.polyomino.model.Polyomino.of(
        new int[] {0, 0}, new int[] {0, 1})), Region.box(8, 8), true, false, true);
    assertEquals(12988816, t.count(2));
  }
}
