package io.github.dlxkit.tantrix.optimise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tantrix.PuzzleCatalog;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.OrientedTile;
import io.github.dlxkit.tantrix.model.PathScore;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.Tile;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The exact repair's refill is the best one: on regions of four tiles of a random layout of the
 * first twelve tiles, the score after the repair equals the highest score over every other way of
 * putting the same four tiles on the same four cells (all 4! orders × 6^4 rotations, kept when
 * {@link Tantrix#check()} passes), scored by a fresh {@link Layout#of} of each — a brute force that
 * shares none of the repair's search.
 */
class ExactRepairTest {
  private static final Set<Colour> ALL = EnumSet.copyOf(Colour.ARC_COLOURS);

  @ParameterizedTest
  @CsvSource({"1, CURVE, 0", "3, LOOP, 0", "4, LOOP, 0.5"})
  void theRefillIsTheBestOtherArrangement(long seed, PathScore.Scoring scoring, double lineWeight) {
    List<Tile> tiles = PuzzleCatalog.get("discovery:12").tiles();
    Layout l = Layout.grow(tiles, scoring, ALL, seed).withLineWeight(lineWeight);
    SplittableRandom random = new SplittableRandom(seed);
    int checked = 0;
    for (int attempt = 0; attempt < 40 && checked < 2; attempt++) {
      Tantrix before = l.snapshot();
      boolean made = l.repair(random.nextInt(l.size()), 4, random);
      List<Hex> region = l.lastRegion();
      if (region.size() < 4) {
        if (made) {
          l.undo();
        }
        continue;
      }
      double best = bruteForce(before, region, scoring, lineWeight);
      if (!made) {
        assertEquals(Double.NEGATIVE_INFINITY, best, "the repair found no other arrangement, the brute force did");
        continue;
      }
      checked++;
      assertEquals(best, l.score(), 1e-9, "region " + region);
      assertTrue(l.snapshot().check().isValid());
      assertFalse(l.snapshot().placements().equals(before.placements()), "the present arrangement is not a refill");
    }
    assertTrue(checked > 0, "some region of four tiles was repaired");
  }

  /** The highest score over every legal arrangement of the region's tiles on its cells but the present one. */
  private static double bruteForce(Tantrix before, List<Hex> region, PathScore.Scoring scoring, double lineWeight) {
    List<OrientedTile> present = new ArrayList<>();
    for (Hex h : region) {
      present.add(before.at(h));
    }
    int k = region.size();
    double best = Double.NEGATIVE_INFINITY;
    for (int[] order : permutations(k)) {
      for (int rots = 0; rots < Math.pow(6, k); rots++) {
        Map<Hex, OrientedTile> p = new HashMap<>(before.placements());
        int code = rots;
        boolean same = true;
        for (int i = 0; i < k; i++) {
          OrientedTile o = new OrientedTile(present.get(order[i]).tile(), code % 6);
          code /= 6;
          same &= o.equals(present.get(i));
          p.put(region.get(i), o);
        }
        if (same || !matches(p, region)) {
          continue;
        }
        Tantrix t = Tantrix.of(p);
        assertTrue(t.check().isValid(), "the shape is the same, the colours match");
        best = Math.max(best, Layout.of(t, scoring, ALL).withLineWeight(lineWeight).score());
      }
    }
    return best;
  }

  /** Whether every side of the region's cells shows the colour of the tile beside it, if any. */
  private static boolean matches(Map<Hex, OrientedTile> p, List<Hex> region) {
    for (Hex h : region) {
      for (Side s : Side.values()) {
        OrientedTile other = p.get(h.neighbour(s));
        if (other != null && other.colour(s.opposite()) != p.get(h).colour(s)) {
          return false;
        }
      }
    }
    return true;
  }

  private static List<int[]> permutations(int k) {
    List<int[]> all = new ArrayList<>();
    permute(new int[k], new boolean[k], 0, all);
    return all;
  }

  private static void permute(int[] p, boolean[] used, int d, List<int[]> all) {
    if (d == p.length) {
      all.add(p.clone());
      return;
    }
    for (int i = 0; i < p.length; i++) {
      if (!used[i]) {
        used[i] = true;
        p[d] = i;
        permute(p, used, d + 1, all);
        used[i] = false;
      }
    }
  }
}
