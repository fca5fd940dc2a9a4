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

  /**
   * On the core engine (beyond 128 cells, a solid region, or asked for) the parts are core's split
   * below the same representatives, weighted by their orbits (it was core's plain split of the whole
   * problem, without symmetry breaking): fewer nodes than the plain split's parts.
   */
  @Test
  void theLinksKernelSplitsOnCoreBelowTheRepresentatives() {
    TilingSolver links = box3x20.withKernel(TilingKernel.DANCING_LINKS);
    SplittableSearch split = links.splittable();
    assertTrue(split.identity().startsWith("xcc-roots:"), split.identity());
    SplittableSearch plain = links.solver().splittable();
    long[] counted = new long[2];
    long[] nodes = new long[2];
    SplittableSearch[] both = {split, plain};
    for (int i = 0; i < 2; i++) {
      for (Subproblem s : both[i].split(16)) {
        PartCount c = both[i].count(Subproblem.parse(s.toLine()));
        counted[i] += c.count();
        nodes[i] += c.nodes();
      }
    }
    assertEquals(8, counted[0]);
    assertEquals(8, counted[1]);
    assertTrue(nodes[0] < nodes[1], nodes[0] + " nodes below the representatives, " + nodes[1] + " in the plain parts");
  }

  /**
   * A solid region goes to the core engine by default (TilingKernel.AUTO), its parts below the
   * representatives: the Soma cube, 11520 solutions (240 up to the cube's 48 symmetries; Conway and
   * Guy, Winning Ways ch. 24, as LiteratureCountsTest).
   */
  @Test
  void aSolidRegionCountsAndSplitsOnTheCoreEngine() {
    TilingSolver soma = TilingSolver.of(PieceSets.soma(), Region.box(3, 3, 3));
    SplittableSearch split = soma.splittable();
    assertTrue(split.identity().startsWith("xcc-roots:"), split.identity());
    long count = 0;
    for (Subproblem s : split.split(32)) {
      count += split.count(Subproblem.parse(s.toLine())).count();
    }
    assertEquals(11520, count);
    assertEquals(11520, soma.count());
    assertTrue(!TilingKernel.suitsBitboard(Region.box(3, 3, 3)));
    assertTrue(TilingKernel.suitsBitboard(Region.box(2, 5, 6)));
    assertTrue(TilingKernel.suitsBitboard(Region.box(6, 10)));
  }
}
