package io.github.dlxkit.hexad.steiner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.dlxkit.hexad.model.BlockDesign;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The stabilizer-chain group order against its slow twin: trying every permutation of the points. */
class DesignAutomorphismsTest {

  /** Counts the permutations of {@code 0..v-1} that map the blocks onto the blocks: all v! of them. */
  private static long bruteForceOrder(BlockDesign d) {
    int v = d.pointCount();
    int[] perm = new int[v];
    for (int i = 0; i < v; i++) {
      perm[i] = i;
    }
    long count = 0;
    do {
      if (DesignAutomorphisms.isAutomorphism(d, perm)) {
        count++;
      }
    } while (nextPermutation(perm));
    return count;
  }

  private static boolean nextPermutation(int[] a) {
    int i = a.length - 2;
    while (i >= 0 && a[i] >= a[i + 1]) {
      i--;
    }
    if (i < 0) {
      return false;
    }
    int j = a.length - 1;
    while (a[j] <= a[i]) {
      j--;
    }
    int tmp = a[i];
    a[i] = a[j];
    a[j] = tmp;
    for (int l = i + 1, r = a.length - 1; l < r; l++, r--) {
      tmp = a[l];
      a[l] = a[r];
      a[r] = tmp;
    }
    return true;
  }

  @ParameterizedTest(name = "S({0},{1},{2})")
  @CsvSource({"2, 3, 7", "3, 4, 8", "2, 3, 9", "1, 2, 8", "1, 3, 9"})
  @DisplayName("group order = number of permutations that preserve the blocks (all v! tried)")
  void agreesWithBruteForce(int t, int k, int v) {
    BlockDesign d = SteinerSystem.exactCover(t, k, v).findFirst().orElseThrow();
    assertEquals(BigInteger.valueOf(bruteForceOrder(d)), DesignAutomorphisms.groupOrder(d, t));
  }

  @Test
  @DisplayName("a design whose every t-subset is a block has the full symmetric group")
  void completeDesign() {
    BlockDesign d = SteinerSystem.exactCover(2, 2, 5).findFirst().orElseThrow();
    assertEquals(BigInteger.valueOf(120), DesignAutomorphisms.groupOrder(d, 2));
  }

  @Test
  void rejectsANonSteinerDesign() {
    BlockDesign d = BlockDesign.of(4, List.of(new int[] {0, 1}, new int[] {0, 2}));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DesignAutomorphisms.groupOrder(d, 2));
    assertEquals("the design is not a Steiner system S(2,2,4)", e.getMessage());
  }
}
