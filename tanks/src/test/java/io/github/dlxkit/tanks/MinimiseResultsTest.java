package io.github.dlxkit.tanks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tanks.model.Grid;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The grids committed in tanks/results by the 8x8 runs of {@code dlx tanks minimise --not-symmetric
 * rot180} (docs/tanks.md, "Local search: the fewest violations without the half turn"): each is
 * recounted by {@link NaiveTanks} (no code shared with the minimiser) and checked to differ from its
 * half turn by an explicit loop, so the violations the docs report are the grids' own.
 */
class MinimiseResultsTest {
  private static final Path RESULTS = Path.of("results");

  private static int[][] read(String name) throws IOException {
    return Grid.parse(Files.readString(RESULTS.resolve(name)), false).rows();
  }

  private static int violations(int[][] g) {
    int v = 0;
    for (int i = 0; i < g.length; i++) {
      for (int j = 0; j < g.length; j++) {
        v += NaiveTanks.attackers(g, false, i, j) != g[i][j] ? 1 : 0;
      }
    }
    return v;
  }

  private static boolean halfTurnSymmetric(int[][] g) {
    int n = g.length;
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        if (g[i][j] != g[n - 1 - i][n - 1 - j]) {
          return false;
        }
      }
    }
    return true;
  }

  @Test
  void oneCellOfAQuarterTurnSolutionChangedLeavesOneViolation() throws IOException {
    int[][] g = read("8x8-rot90-solution-one-cell-changed.txt");
    assertEquals(1, violations(g));
    // the cell (2, 4): its 7, like the solution's 6, reaches no cell of the board, so only it is wrong
    assertEquals(7, g[2][4]);
    assertEquals(6, NaiveTanks.attackers(g, false, 2, 4));
    assertFalse(halfTurnSymmetric(g));
    g[2][4] = 6;
    assertTrue(NaiveTanks.isSolution(g, false), "one of the four 8x8 quarter-turn solutions (docs/tanks.md)");
    assertTrue(RequiredSymmetry.ROT90.holdsFor(Grid.of(g, false)));
  }

  @Test
  void theRunsBestGridsHaveTheViolationsTheyReport() throws IOException {
    // the counts the runs printed (tanks/runs/8x8-minimise.log), recounted here
    Map<String, Integer> reported = Map.of(
        "8x8-not-rot180-best.txt", 1,
        "8x8-not-rot180-seed1.txt", 4,
        "8x8-not-rot180-seed2-from-rot90.txt", 1,
        "8x8-not-rot180-seed3.txt", 5);
    for (Map.Entry<String, Integer> e : reported.entrySet()) {
      int[][] g = read(e.getKey());
      assertEquals(8, g.length, e.getKey());
      assertEquals(e.getValue(), violations(g), e.getKey());
      assertFalse(halfTurnSymmetric(g), e.getKey());
    }
  }
}
