package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The Tank Attack API on the torus and with holes. The counts are checked against a brute force written
 * here from the rule (docs/tanks.md, "What the variants mean"): every grid of a 3×3 board (values
 * 1..2, or 0..2 with holes) is tried; and each listed grid is checked by the same rule.
 */
class TanksApiTest {
  private static HttpCalls api;

  @BeforeAll
  static void start() throws Exception {
    api = new HttpCalls();
  }

  @AfterAll
  static void stop() {
    api.close();
  }

  @Test
  void countsOn3x3AgreeWithABruteForce() throws Exception {
    for (boolean torus : new boolean[] {false, true}) {
      for (boolean holes : new boolean[] {false, true}) {
        String body = "{\"n\":3,\"torus\":" + torus + ",\"holes\":" + holes + "}";
        HttpCalls.Answer a = api.post("/api/tanks/count?wait", body);
        assertEquals(200, a.status(), a.json().toString());
        assertEquals(bruteForce(3, torus, holes), a.json().getAsJsonObject("result").get("count").getAsLong(), body);
      }
    }
  }

  /** Every solution of the 4×4 torus with holes, each a solution by the rule, all different. */
  @Test
  void listsTheTorusWithHoles() throws Exception {
    HttpCalls.Answer a = api.post("/api/tanks/list", "{\"n\":4,\"torus\":true,\"holes\":true,\"limit\":100}");
    assertEquals(200, a.status(), a.json().toString());
    assertTrue(a.json().get("all").getAsBoolean());
    JsonArray solutions = a.json().getAsJsonArray("solutions");
    Set<String> seen = new HashSet<>();
    for (JsonElement s : solutions) {
      int[][] g = grid(s.getAsJsonObject().getAsJsonArray("grid"));
      assertTrue(isSolution(g, true, true), s.toString());
      assertTrue(seen.add(s.toString()));
    }
    HttpCalls.Answer c = api.post("/api/tanks/count?wait", "{\"n\":4,\"torus\":true,\"holes\":true}");
    assertEquals(solutions.size(), c.json().getAsJsonObject("result").get("count").getAsInt());
    HttpCalls.Answer first = api.post("/api/tanks/solve", "{\"n\":5,\"torus\":true}");
    assertTrue(isSolution(grid(first.json().getAsJsonArray("grid")), true, false), first.json().toString());
  }

  @Test
  void badFlagsAreA400() throws Exception {
    HttpCalls.Answer a = api.post("/api/tanks/solve", "{\"n\":4,\"torus\":\"maybe\"}");
    assertEquals(400, a.status());
    assertEquals("\"torus\" must be true or false, got '\"maybe\"'", a.error());
    assertEquals(400, api.post("/api/tanks/list", "{\"n\":4,\"limit\":0}").status());
    assertEquals(400, api.post("/api/tanks/count", "{\"n\":32}").status());
  }

  private static int[][] grid(JsonArray rows) {
    int[][] g = new int[rows.size()][];
    for (int i = 0; i < g.length; i++) {
      JsonArray row = rows.get(i).getAsJsonArray();
      g[i] = new int[row.size()];
      for (int j = 0; j < g[i].length; j++) {
        g[i][j] = row.get(j).getAsInt();
      }
    }
    return g;
  }

  private static long bruteForce(int n, boolean torus, boolean holes) {
    int low = holes ? 0 : 1;
    int base = n - low; // values low..n-1
    long total = (long) Math.pow(base, n * n);
    long count = 0;
    int[][] g = new int[n][n];
    for (long code = 0; code < total; code++) {
      long c = code;
      for (int i = 0; i < n * n; i++) {
        g[i / n][i % n] = low + (int) (c % base);
        c /= base;
      }
      if (isSolution(g, torus, holes)) {
        count++;
      }
    }
    return count;
  }

  /** The rule: each cell's value is the number of tanks that attack it (a hole is 0 and attacks nothing). */
  private static boolean isSolution(int[][] g, boolean torus, boolean holes) {
    int n = g.length;
    int[][] attacked = new int[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        int k = g[i][j];
        if (k == 0) {
          if (!holes) {
            return false;
          }
          continue;
        }
        Set<Integer> targets = new HashSet<>();
        int[][] steps = {{k, 0}, {-k, 0}, {0, k}, {0, -k}};
        for (int[] s : steps) {
          int a = i + s[0];
          int b = j + s[1];
          if (torus) {
            targets.add(Math.floorMod(a, n) * n + Math.floorMod(b, n));
          } else if (a >= 0 && b >= 0 && a < n && b < n) {
            targets.add(a * n + b);
          }
        }
        for (int t : targets) {
          attacked[t / n][t % n]++;
        }
      }
    }
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        if (attacked[i][j] != g[i][j]) {
          return false;
        }
      }
    }
    return true;
  }
}
