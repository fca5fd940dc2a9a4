package io.github.dlxkit.polyomino;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.Region;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Regions of 65 to 128 cells, where the bitboard uses its second word. */
class WideBitboardTest {
  static final Polyomino DOMINO = Polyomino.of(new int[] {0, 0}, new int[] {0, 1});

  @Test
  @DisplayName("dominoes tile the 3x24 box (72 cells) in 5757961 ways (OEIS A001835, a(12))")
  void dominoes3x24() {
    TilingSolver t = TilingSolver.of(List.of(DOMINO), Region.box(3, 24), true, false, true);
    assertEquals(5757961, t.count());
    assertEquals(5757961, t.count(2));
    assertEquals(5757961, t.withKernel(TilingKernel.BITBOARD).withSymmetryBreaking(false).count());
  }

  @Test
  @DisplayName("dominoes tile the 4x17 box (68 cells) as the recurrence of OEIS A005178 says")
  void dominoes4x17() {
    long[] a = new long[18];
    a[0] = 1;
    a[1] = 1;
    a[2] = 5;
    a[3] = 11;
    for (int n = 4; n <= 17; n++) {
      a[n] = a[n - 1] + 5 * a[n - 2] + a[n - 3] - a[n - 4];
    }
    TilingSolver t = TilingSolver.of(List.of(DOMINO), Region.box(4, 17), true, false, true);
    assertEquals(a[17], t.count(2));
  }

  /**
   * A 1 x n strip (65..110 cells) tiled by reusable sticks of random lengths: the count is the
   * number of compositions of n into those lengths, found by a simple recurrence.
   */
  @Property(tries = 40)
  void stripsAgreeWithTheCompositionCount(@ForAll long seed) {
    Random rnd = new Random(seed);
    int n = 65 + rnd.nextInt(46);
    List<Integer> lengths = new ArrayList<>();
    for (int len = 3; len <= 9; len++) {
      if (rnd.nextInt(3) == 0) {
        lengths.add(len);
      }
    }
    Assume.that(!lengths.isEmpty());
    long[] ways = new long[n + 1];
    ways[0] = 1;
    for (int i = 1; i <= n; i++) {
      for (int len : lengths) {
        if (len <= i) {
          ways[i] += ways[i - len];
        }
      }
    }
    Assume.that(ways[n] < 300_000);
    List<Polyomino> sticks = new ArrayList<>();
    for (int len : lengths) {
      int[][] cells = new int[len][];
      for (int k = 0; k < len; k++) {
        cells[k] = new int[] {0, k};
      }
      sticks.add(Polyomino.of(cells));
    }
    TilingSolver t = TilingSolver.of(sticks, Region.box(1, n), true, false, true);
    assertEquals(ways[n], t.withKernel(TilingKernel.BITBOARD).count(), "n=" + n + " lengths=" + lengths);
    assertEquals(ways[n], t.withKernel(TilingKernel.DANCING_LINKS).count(), "n=" + n + " lengths=" + lengths);
    assertEquals(ways[n], t.withKernel(TilingKernel.BITBOARD).count(2), "n=" + n + " lengths=" + lengths);
  }
}
