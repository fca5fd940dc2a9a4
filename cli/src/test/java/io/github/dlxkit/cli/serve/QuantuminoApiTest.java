package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The Quantumino API. The count table's total up to rotation is S. Labb&eacute;'s 13,366,431,646
 * (2015); the packings are checked here by their cells: the 16 pieces other than the aside one, 5 cells
 * each, filling the 5×8×2 box exactly.
 */
class QuantuminoApiTest {
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
  void theCountTableAddsUpToLabbesTotal() throws Exception {
    HttpCalls.Answer a = api.get("/api/quantumino/counts");
    assertEquals(200, a.status());
    assertEquals(17, a.json().getAsJsonArray("counts").size());
    assertEquals(13_366_431_646L, a.json().getAsJsonObject("total").get("upToRotation").getAsLong());
    long sum = 0;
    for (JsonElement row : a.json().getAsJsonArray("counts")) {
      sum += row.getAsJsonObject().get("raw").getAsLong();
    }
    assertEquals(sum, a.json().getAsJsonObject("total").get("raw").getAsLong());
  }

  @Test
  void packingsWithPiece7AsideFillTheBox() throws Exception {
    HttpCalls.Answer a = api.post("/api/quantumino/solve", "{\"aside\":7,\"limit\":3}");
    assertEquals(200, a.status(), a.json().toString());
    JsonArray solutions = a.json().getAsJsonArray("solutions");
    assertEquals(3, solutions.size());
    Set<String> distinct = new HashSet<>();
    for (JsonElement s : solutions) {
      assertEquals(7, s.getAsJsonObject().get("aside").getAsInt());
      Set<Integer> pieces = new HashSet<>();
      Set<String> cells = new HashSet<>();
      for (JsonElement p : s.getAsJsonObject().getAsJsonArray("pieces")) {
        int piece = p.getAsJsonObject().get("piece").getAsInt();
        assertNotEquals(7, piece);
        pieces.add(piece);
        for (JsonElement c : p.getAsJsonObject().getAsJsonArray("cells")) {
          JsonArray xyz = c.getAsJsonArray();
          assertTrue(xyz.get(0).getAsInt() < 5 && xyz.get(1).getAsInt() < 8 && xyz.get(2).getAsInt() < 2, xyz.toString());
          assertTrue(cells.add(xyz.toString()), "cell covered twice: " + xyz);
        }
      }
      assertEquals(16, pieces.size());
      assertEquals(80, cells.size());
      assertTrue(s.getAsJsonObject().get("svg").getAsString().contains("<svg"));
      distinct.add(s.getAsJsonObject().getAsJsonArray("pieces").toString());
    }
    assertEquals(3, distinct.size(), "three different packings");
  }

  @Test
  void the17PiecesAreDrawn() throws Exception {
    JsonArray pieces = api.get("/api/quantumino/pieces").json().getAsJsonArray("pieces");
    assertEquals(17, pieces.size());
    assertTrue(pieces.get(16).getAsJsonObject().get("svg").getAsString().contains("<svg"));
  }

  /** 81 cells cannot hold 16 pieces of 5: no packing, found without a search. */
  @Test
  void aBoxOf81CellsHasNoPackingAndBadRequestsAre400() throws Exception {
    HttpCalls.Answer a = api.post("/api/quantumino/solve", "{\"aside\":0,\"box\":\"3x3x9\"}");
    assertEquals(0, a.json().getAsJsonArray("solutions").size());
    HttpCalls.Answer bad = api.post("/api/quantumino/solve", "{\"aside\":17}");
    assertEquals(400, bad.status());
    assertEquals("aside must be in [0, 16], got 17", bad.error());
    HttpCalls.Answer flat = api.post("/api/quantumino/solve", "{\"box\":\"8x10\"}");
    assertEquals(400, flat.status());
    assertEquals("a Quantumino box has three sizes, like 5x8x2; got '8x10'", flat.error());
  }
}
