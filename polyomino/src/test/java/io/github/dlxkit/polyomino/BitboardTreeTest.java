package io.github.dlxkit.polyomino;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.Cutter;

import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.polyomino.encoding.TilingEncoding;
import io.github.dlxkit.polyomino.model.Region;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The bitboard counter's tree as core's cutter sees it ({@link BitboardTree}): walked whole it
 * counts what the counter counts, and the subtrees of a cut add up to the whole. Counts: dominoes
 * tiling the 3 x 2n box, OEIS A001835 (a(6) = 2131 for 3 x 12).
 */
class BitboardTreeTest {
  private static BitboardCounter dominoes3x12() {
    return BitboardCounter.of(new TilingEncoding(List.of(WideBitboardTest.DOMINO), new boolean[] {true},
        Region.box(3, 12), true, false));
  }

  /** Walked without a depth limit the tree counts in one call (the hot loop): its solutions tell. */
  private static long countAll(BitboardTree tree) {
    while (tree.nextSolution()) {
      // none reported one by one
    }
    return tree.solutions();
  }

  /** The model rows that cover the box's first cell (a domino at the corner: two placements). */
  private static int[] cornerRows(BitboardCounter c) {
    return java.util.stream.IntStream.range(0, c.rowCount())
        .filter(r -> (c.rowLo[r] & 1) != 0).toArray();
  }

  @Test
  @DisplayName("walked whole, the tree has the 2131 domino tilings of the 3x12 box (OEIS A001835)")
  void wholeTree() {
    BitboardCounter c = dominoes3x12();
    BitboardTree tree = new BitboardTree(c);
    assertEquals(2131, countAll(tree));
    assertEquals(2131, tree.solutions());
    assertEquals(2131, c.countAll(1));
    assertEquals(2131, c.countAll(3), "three threads: the cut subtrees add up");
  }

  @Test
  @DisplayName("the subtrees of core's cut, replayed and counted, add up to 2131")
  void cutAddsUp() {
    BitboardCounter c = dominoes3x12();
    for (int target : new int[] {1, 5, 40, 1000}) {
      Cutter.Cut cut = Cutter.cut(new BitboardTree(c), target,
          SearchControl.of(SearchLimits.none()).worker());
      long sum = cut.above().size();
      double weights = 0;
      for (int i = 0; i < cut.prefixes().size(); i++) {
        BitboardTree below = new BitboardTree(c);
        assertTrue(below.replay(cut.prefixes().get(i)));
        sum += countAll(below);
        weights += cut.weight(i);
      }
      assertEquals(2131, sum, "target " + target);
      assertTrue(cut.prefixes().size() >= Math.min(target, 2) && weights > 0 && weights <= 1 + 1e-9,
          "target " + target + ": " + cut.prefixes().size() + " prefixes, weights " + weights);
    }
  }

  @Test
  @DisplayName("roots with weights: each solution counts as its root's weight, whole or cut by the runner")
  void rootsWeighSolutions() {
    BitboardCounter c = dominoes3x12();
    int[] roots = cornerRows(c);
    assertEquals(2, roots.length, "a domino covers the corner lying or standing");
    long[] ones = {1, 1};
    long[] weights = {3, 5};
    assertEquals(2131, countAll(new BitboardTree(c, roots, ones, null)));
    long lying = c.countContaining(new int[] {roots[0]}, new long[] {1}, 1);
    long standing = 2131 - lying;
    assertTrue(lying > 0 && standing > 0);
    assertEquals(3 * lying + 5 * standing, countAll(new BitboardTree(c, roots, weights, null)));
    for (int threads : new int[] {1, 3}) {
      assertEquals(3 * lying + 5 * standing, c.countContaining(roots, weights, threads), threads + " threads");
      assertEquals(0, c.countContaining(new int[0], new long[0], threads), "no roots, no solutions");
    }
    for (int target : new int[] {1, 7, 300}) {
      Cutter.Cut cut = Cutter.cut(new BitboardTree(c, roots, weights, null), target,
          SearchControl.of(SearchLimits.none()).worker());
      long sum = 0;
      for (int i = 0; i < cut.prefixes().size(); i++) {
        BitboardTree below = new BitboardTree(c, roots, weights, null);
        assertTrue(below.replay(cut.prefixes().get(i)));
        sum += countAll(below);
      }
      assertTrue(cut.above().isEmpty(), "no tiling above a cut this shallow");
      assertEquals(3 * lying + 5 * standing, sum, "target " + target);
    }
  }
}
