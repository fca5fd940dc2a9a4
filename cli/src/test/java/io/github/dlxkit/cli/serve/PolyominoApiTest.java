package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The polyomino API's symmetry classes and puzzle files. Counts: the pentominoes in 3×20 have 2
 * solutions up to symmetry (Haselgrove 1960), 8 in all; Scott's 8×8 board without its centre has 65
 * up to symmetry (Scott 1958; Knuth, "Dancing Links", 2000), 520 in all (Knuth, ibid.); 6×10 has 2339
 * (Haselgrove 1960; Knuth, ibid.).
 */
class PolyominoApiTest {
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
  void thePentominoesIn3x20ComeInTwoClassesOfFour() throws Exception {
    HttpCalls.Answer a = api.post("/api/polyomino/classes", "{\"set\":\"pentominoes\",\"box\":\"3x20\",\"limit\":100}");
    assertEquals(200, a.status(), a.json().toString());
    assertEquals(4, a.json().get("symmetries").getAsInt(), "the rectangle's 4 symmetries");
    JsonArray classes = a.json().getAsJsonArray("classes");
    assertEquals(2, classes.size());
    for (JsonElement c : classes) {
      assertEquals(4, c.getAsJsonObject().get("classSize").getAsInt());
      assertTrue(c.getAsJsonObject().get("svg").getAsString().contains("<svg"));
      assertEquals(12, c.getAsJsonObject().getAsJsonArray("pieces").size());
    }
  }

  /** Every class once: 65 classes whose sizes add up to the 520 solutions. */
  @Test
  void scottsPuzzleFromItsFileHas65ClassesOf520Solutions() throws Exception {
    JsonObject body = new JsonObject();
    body.addProperty("puzzle", Files.readString(Path.of("polyomino/src/test/resources/puzzles/scott.txt")));
    body.addProperty("reflections", true);
    body.addProperty("limit", 100);
    HttpCalls.Answer a = api.post("/api/polyomino/classes", body);
    assertEquals(200, a.status(), a.json().toString());
    JsonArray classes = a.json().getAsJsonArray("classes");
    assertEquals(65, classes.size());
    int sum = 0;
    for (JsonElement c : classes) {
      sum += c.getAsJsonObject().get("classSize").getAsInt();
    }
    assertEquals(520, sum);
    body.remove("limit");
    body.addProperty("distinct", true);
    HttpCalls.Answer d = api.post("/api/polyomino/count?wait", body);
    // the CLI's count shape, {"count":N,"distinct":true} (docs/cli.md, "Output forms")
    assertEquals(65, d.json().getAsJsonObject("result").get("count").getAsLong(), d.json().toString());
    assertTrue(d.json().getAsJsonObject("result").get("distinct").getAsBoolean(), d.json().toString());
  }

  @Test
  void countsThePentominoes6x10UpToSymmetry() throws Exception {
    HttpCalls.Answer a = api.post("/api/polyomino/count?wait", "{\"set\":\"pentominoes\",\"box\":\"6x10\",\"distinct\":true}");
    assertEquals(2339, a.json().getAsJsonObject("result").get("count").getAsLong(), a.json().toString());
  }

  @Test
  void aBadPuzzleFileIsA400NamingTheLine() throws Exception {
    HttpCalls.Answer a = api.post("/api/polyomino/solve", "{\"puzzle\":\"piece A\\n#x\\n\\nregion\\n##\\n\"}");
    assertEquals(400, a.status());
    assertTrue(a.error().startsWith("puzzle: line 2"), a.error());
    assertEquals(400, api.post("/api/polyomino/solve", "{\"puzzle\":3}").status());
    HttpCalls.Answer r = api.post("/api/polyomino/classes", "{\"set\":\"pentominoes\",\"box\":\"3x20\",\"reflections\":\"maybe\"}");
    assertEquals(400, r.status());
    assertEquals("\"reflections\" must be true or false, got '\"maybe\"'", r.error());
  }
}
