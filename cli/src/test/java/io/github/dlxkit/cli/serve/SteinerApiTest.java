package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The Steiner API. Counts of labelled systems are v!/|Aut| since each system here is unique up to
 * isomorphism: the Fano plane, 7!/168 = 30; the affine plane of order 3, 9!/432 = 840; the small
 * Witt design, 12!/|M12| = 12!/95040 = 5040 (ATLAS of Finite Groups). A system found is checked here by
 * its definition: every pair of points in exactly one block.
 */
class SteinerApiTest {
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
  void findsAFanoPlane() throws Exception {
    HttpCalls.Answer a = api.post("/api/steiner/find", "{\"t\":2,\"k\":3,\"v\":7}");
    assertEquals(200, a.status(), a.json().toString());
    JsonArray blocks = a.json().getAsJsonArray("blocks");
    assertEquals(7, blocks.size());
    int[][] pairs = new int[7][7];
    for (JsonElement b : blocks) {
      JsonArray p = b.getAsJsonArray();
      assertEquals(3, p.size());
      for (int i = 0; i < 3; i++) {
        for (int j = i + 1; j < 3; j++) {
          pairs[p.get(i).getAsInt()][p.get(j).getAsInt()]++;
          pairs[p.get(j).getAsInt()][p.get(i).getAsInt()]++;
        }
      }
    }
    for (int i = 0; i < 7; i++) {
      for (int j = 0; j < 7; j++) {
        assertEquals(i == j ? 0 : 1, pairs[i][j], "pair " + i + "," + j);
      }
    }
  }

  @Test
  void countsLabelledSystems() throws Exception {
    assertEquals(30, count("{\"t\":2,\"k\":3,\"v\":7}"));
    assertEquals(840, count("{\"t\":2,\"k\":3,\"v\":9,\"plain\":true}"));
    assertEquals(5040, count("{\"t\":5,\"k\":6,\"v\":12}"));
  }

  private static long count(String body) throws Exception {
    HttpCalls.Answer a = api.post("/api/steiner/count?wait", body);
    assertEquals(200, a.status(), a.json().toString());
    return a.json().getAsJsonObject("result").get("count").getAsLong();
  }

  /** 8 points: C(8,2)/C(3,2) = 28/3 blocks is not whole, so no S(2,3,8). */
  @Test
  void noSystemAndBadParameters() throws Exception {
    assertTrue(api.post("/api/steiner/find", "{\"t\":2,\"k\":3,\"v\":8}").json().get("blocks").isJsonNull());
    assertEquals(0, count("{\"t\":2,\"k\":3,\"v\":8}"));
    HttpCalls.Answer big = api.post("/api/steiner/find", "{\"t\":5,\"k\":8,\"v\":24}");
    assertEquals(400, big.status());
    assertTrue(big.error().startsWith("S(5,8,24) has 41,186,376 matrix entries; this server builds at most 2,000,000"),
        big.error());
    HttpCalls.Answer k = api.post("/api/steiner/count", "{\"t\":3,\"k\":2,\"v\":7}");
    assertEquals(400, k.status());
    assertEquals("S(3,2,7): the block size k must be at least t, got k=2", k.error());
    assertEquals(400, api.post("/api/steiner/count", "{\"t\":2,\"k\":3,\"v\":63}").status());
  }
}
