package io.github.dlxkit.polyomino;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.PartCount;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.polyomino.model.Region;
import org.junit.jupiter.api.Test;

/**
 * {@link TilingSolver#splittable()}, the search behind {@code --checkpoint}, {@code --part} and
 * Spark, is {@code count()}'s: the bitboard with symmetry breaking (issue 54: it was core's plain
 * search, 15 times slower on pentominoes 6x10). Counts: the 12 pentominoes tile the 3x20 box in 2
 * ways up to its 4 symmetries (Haselgrove and Haselgrove, 1960), so 8 tilings (SageMath's
 * example, as TilingSolver's).
 */
class SplitRouteTest {
  private final TilingSolver box3x20 =
      TilingSolver.builder(PieceSets.pentominoes(), Region.box(3, 20)).reflection(true).build();

  @Test
  void thePartsAreTheBitboardsWithItsSymmetryBreaking() {
    SplittableSearch split = box3x20.splittable();
    assertTrue(split.identity().startsWith("polyomino-bitboard:"), split.identity());
    long count = 0;
    long nodes = 0;
    for (Subproblem s : split.split(16)) {
      PartCount c = split.count(Subproblem.parse(s.toLine()));
      count += c.count();
      nodes += c.nodes();
    }
    assertEquals(8, count);
    assertEquals(8, box3x20.count());
    // the same tree as count()'s: below the representatives of the orbits, a quarter or so of the
    // bitboard's whole tree (the representatives' plan) and never more than it
    BitboardCounter bitboard = BitboardCounter.of(box3x20.encoding());
    BitboardTree whole = new BitboardTree(bitboard);
    while (whole.nextSolution()) {
      // counted in one call
    }
    assertEquals(8, whole.solutions());
    assertTrue(nodes < whole.nodes() / 2, nodes + " nodes in the parts, " + whole.nodes() + " in the whole tree");
  }

  /** Without symmetry breaking (the slow twin) the parts are the bitboard's whole tree. */
  @Test
  void withoutSymmetryBreakingThePartsAreTheWholeTree() {
    SplittableSearch split = box3x20.withSymmetryBreaking(false).splittable();
    long count = 0;
    for (Subproblem s : split.split(16)) {
      count += split.count(s).count();
    }
    assertEquals(8, count);
    assertTrue(!split.identity().equals(box3x20.splittable().identity()), "another tree, another identity");
  }

  /** Beyond 128 cells the bitboard does not go: core's split of the whole problem, as before. */
  @Test
  void theLinksKernelAskedForSplitsOnCore() {
    SplittableSearch split = box3x20.withKernel(TilingKernel.DANCING_LINKS).splittable();
    assertTrue(split.identity().startsWith("xcc:"), split.identity());
    long count = 0;
    for (Subproblem s : split.split(16)) {
      count += split.count(s).count();
    }
    assertEquals(8, count);
  }
}
