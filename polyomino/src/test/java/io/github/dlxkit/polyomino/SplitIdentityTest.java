package io.github.dlxkit.polyomino;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.dlxkit.core.testing.DigestCount;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.polyomino.model.Region;
import org.junit.jupiter.api.Test;

/**
 * {@link TilingSolver#splittable()} builds only the split its route counts on and names the problem
 * only when asked (issue 54: it built core's plain split, digesting the problem, on every route,
 * and threw it away on the Dancing Links one; the weighted split digested it again, once more per
 * root). Digests are counted by core's {@link DigestCount}. The identities are those the
 * command line printed before this change ({@code dlx polyomino --set soma --box 3x3x3 --count
 * --part 1/1}, {@code … --set pentominoes --box 3x20 …}), so that earlier checkpoints resume;
 * counts as {@link SplitRouteTest}: 11520 for the Soma cube, 8 for pentominoes in 3x20.
 */
class SplitIdentityTest {
  private static long count(SplittableSearch split, int target) {
    long total = 0;
    for (Subproblem s : split.split(target)) {
      total += split.count(s).count();
    }
    return total;
  }

  @Test
  void theLinksRouteDigestsWhenAskedOnly() {
    TilingSolver soma = TilingSolver.of(PieceSets.soma(), Region.box(3, 3, 3));
    long before = DigestCount.computed();
    SplittableSearch split = soma.splittable();
    assertEquals(11520, count(split, 32));
    assertEquals(0, DigestCount.computed() - before, "made, split and counted: no digest");
    assertEquals("xcc-roots:bec198c485fd4e7702243e5dec69ef52", split.identity());
    assertEquals(2, DigestCount.computed() - before, "the problem once, its roots and weights once");
  }

  @Test
  void theBitboardRouteDigestsWhenAskedOnly() {
    TilingSolver box3x20 = TilingSolver.builder(PieceSets.pentominoes(), Region.box(3, 20)).reflection(true).build();
    long before = DigestCount.computed();
    SplittableSearch split = box3x20.splittable();
    assertEquals(8, count(split, 16));
    assertEquals(0, DigestCount.computed() - before, "made, split and counted: no digest");
    assertEquals("polyomino-bitboard:1ad4b6c45c360a59bea9a74a62e2f358", split.identity());
    assertEquals("polyomino-bitboard:1ad4b6c45c360a59bea9a74a62e2f358", split.identity());
    assertEquals(2, DigestCount.computed() - before, "the problem once, its roots and weights once");
  }
}
