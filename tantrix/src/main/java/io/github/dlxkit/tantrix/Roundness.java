package io.github.dlxkit.tantrix;

import io.github.dlxkit.tantrix.model.Hex;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;

/**
 * The roundness condition for official records ({@code --round}), as read here. A tantrix has
 * three families of rows, one per axis of the grid: the cells with equal r (horizontal rows), with
 * equal q, and with equal s = −q − r. A row's length is the number of tiles in it; only rows with
 * tiles count. Let L be the longest row of all, and A a family holding a row of length L. The
 * tantrix is round if, for some such A, in each of the two other families more than 75% of the
 * rows hold more than 30% of L tiles.
 *
 * <pre>{@code
 * Roundness.isRound(tantrix.cells());
 * }</pre>
 *
 * For example, seven tiles on a hexagon are round (rows of 2, 3 and 2 in every direction); a
 * straight row of ten is not (the rows across it hold one tile each).
 */
public final class Roundness {
  private Roundness() {}

  /**
   * {@return whether the cells satisfy the condition above}
   *
   * @param cells the cells of a tantrix, each once; not null
   */
  public static boolean isRound(Collection<Hex> cells) {
    int[][] lengths = new int[3][];
    int longest = 0;
    for (int axis = 0; axis < 3; axis++) {
      Map<Integer, Integer> rows = new HashMap<>();
      for (Hex h : cells) {
        int key = axis == 0 ? h.r() : axis == 1 ? h.q() : h.s();
        rows.merge(key, 1, Integer::sum);
      }
      lengths[axis] = rows.values().stream().mapToInt(Integer::intValue).toArray();
      for (int n : lengths[axis]) {
        longest = Math.max(longest, n);
      }
    }
    for (int a = 0; a < 3; a++) {
      if (max(lengths[a]) != longest) {
        continue;
      }
      boolean round = true;
      for (int other = 0; other < 3 && round; other++) {
        if (other != a) {
          round = fullEnough(lengths[other], longest);
        }
      }
      if (round) {
        return true;
      }
    }
    return false;
  }

  /** More than 75% of the rows hold more than 30% of {@code longest} tiles. */
  private static boolean fullEnough(int[] rows, int longest) {
    int full = 0;
    for (int n : rows) {
      if (10 * n > 3 * longest) {
        full++;
      }
    }
    return 4 * full > 3 * rows.length;
  }

  private static int max(int[] a) {
    int m = 0;
    for (int x : a) {
      m = Math.max(m, x);
    }
    return m;
  }
}
