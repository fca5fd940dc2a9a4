package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import io.github.dlxkit.tantrix.io.TantrixJson;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.PathScore;
import io.github.dlxkit.tantrix.model.Tantrix;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The Tantrix API on the two Unsolved puzzles, which are scored, not solved: the check gives the
 * score of any layout, a partial one too (PathScore's, per colour and in all), and Hint and Solve
 * refuse them in one line.
 *
 * <p>The partial layout is tiles 1, 2 and 3 of the game set around one corner (the Discovery 3
 * solution of TantrixPageTest): the three tiles meet only by their yellow arcs, which close a loop of
 * 3; red and blue are on single tiles, and no tile of the three carries green. So by hand: Curve
 * red 1 + green 0 + blue 1 + yellow 3 = 5, Loop yellow 3 alone = 3.
 */
class TantrixApiTest {
  private static final String CORNER = "[{\"tile\":1,\"q\":0,\"r\":0,\"rot\":0},{\"tile\":2,\"q\":-1,\"r\":0,\"rot\":2},"
      + "{\"tile\":3,\"q\":0,\"r\":-1,\"rot\":0}]";

  private static HttpCalls api;

  @BeforeAll
  static void start() throws Exception {
    api = new HttpCalls();
  }

  @AfterAll
  static void stop() {
    api.close();
  }

  private static JsonObject check(String puzzle, String tiles) throws Exception {
    HttpCalls.Answer a = api.post("/api/tantrix/check", "{\"puzzle\":\"" + puzzle + "\",\"tiles\":" + tiles + "}");
    assertEquals(200, a.status(), a.json().toString());
    return a.json();
  }

  private static void assertScore(PathScore expected, JsonObject score) {
    assertEquals(expected.total(), score.get("total").getAsInt(), score.toString());
    for (Colour c : Colour.ARC_COLOURS) {
      assertEquals(expected.length(c), score.getAsJsonObject("colours").get(c.displayName()).getAsInt(),
          c.displayName() + " in " + score);
    }
    assertEquals(expected.toString(), score.get("text").getAsString());
  }

  @Test
  void checkScoresAPartialLayoutAsPathScoreDoes() throws Exception {
    Tantrix corner = TantrixJson.read("{\"puzzle\":\"unsolved_curve\",\"tiles\":" + CORNER + "}").tantrix();
    JsonObject curve = check("unsolved_curve", CORNER);
    assertFalse(curve.get("passed").getAsBoolean(), "3 of the 56 tiles");
    JsonObject score = curve.getAsJsonObject("score");
    assertScore(PathScore.of(corner, PathScore.Scoring.CURVE), score);
    assertEquals("5 = red 1 + green 0 + blue 1 + yellow 3", score.get("text").getAsString());   // by hand
    assertEquals("curve", score.get("scoring").getAsString());
    assertFalse(score.get("counted").getAsBoolean(), "the tiles rule fails");
    assertEquals(168, score.get("perfect").getAsInt());
    assertEquals(146, score.get("possible").getAsInt());
    assertEquals(140, score.get("recorded").getAsInt());

    JsonObject loop = check("unsolved_loop", CORNER).getAsJsonObject("score");
    assertScore(PathScore.of(corner, PathScore.Scoring.LOOP), loop);
    assertEquals("3 = red 0 + green 0 + blue 0 + yellow 3", loop.get("text").getAsString());   // by hand
    assertEquals(136, loop.get("possible").getAsInt());
  }

  /** The 56 tiles in one row (tantrix module's test layout): valid, 31 by the arc-graph twin (docs/tantrix.md). */
  @Test
  void aFullLegalLayoutIsCounted() throws Exception {
    String line = Files.readString(Path.of("tantrix/src/test/resources/unsolved-curve-strip.json")).strip();
    JsonObject c = check("unsolved_curve", line.substring(line.indexOf("\"tiles\":") + 8, line.length() - 1));
    assertTrue(c.get("passed").getAsBoolean(), c.toString());
    JsonObject score = c.getAsJsonObject("score");
    assertTrue(score.get("counted").getAsBoolean());
    assertEquals("31 = red 8 + green 8 + blue 7 + yellow 8", score.get("text").getAsString());
  }

  @Test
  void aSolvedPuzzleHasNoScore() throws Exception {
    assertFalse(check("discovery:3", CORNER).has("score"));
  }

  @Test
  void describesHowAScoredPuzzleIsScored() throws Exception {
    HttpCalls.Answer a = api.post("/api/tantrix/puzzle", "{\"puzzle\":\"unsolved_loop\"}");
    assertEquals(200, a.status());
    assertEquals(56, a.json().getAsJsonArray("tileSet").size());
    JsonObject s = a.json().getAsJsonObject("scoring");
    assertEquals("loop", s.get("scoring").getAsString());
    assertEquals("loop", s.get("longest").getAsString());
    assertEquals(136, s.get("possible").getAsInt());
    assertTrue(api.post("/api/tantrix/puzzle", "{\"puzzle\":\"rainbow_blue\"}").json().get("scoring").isJsonNull());
  }

  @Test
  void hintAndSolveRefuseAScoredPuzzle() throws Exception {
    for (String call : new String[] {"/api/tantrix/hint", "/api/tantrix/solve"}) {
      for (String tiles : new String[] {"[]", CORNER}) {
        HttpCalls.Answer a = api.post(call, "{\"puzzle\":\"unsolved_curve\",\"tiles\":" + tiles + "}");
        assertEquals(400, a.status(), call + " " + a.json());
        assertTrue(a.error().startsWith("unsolved_curve is scored, not solved"), a.error());
      }
    }
  }
}
