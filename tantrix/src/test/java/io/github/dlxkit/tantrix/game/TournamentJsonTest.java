package io.github.dlxkit.tantrix.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A tournament's JSON is written by Gson (issue 53: it was a hand-built string that left names
 * unescaped, so a name with a quote or a backslash broke the line).
 */
class TournamentJsonTest {
  @Test
  void namesAreEscaped() {
    // two games by hand: the second player wins the first, the second is a draw
    TournamentResult r = new TournamentResult(List.of("a \"quoted\" one", "back\\slash"), 7,
        new int[][] {{3, 5}, {4, 4}});
    JsonReader reader = new JsonReader(new StringReader(r.toJson()));
    reader.setStrictness(Strictness.STRICT);
    JsonObject o = JsonParser.parseReader(reader).getAsJsonObject();
    assertEquals("a \"quoted\" one", o.getAsJsonArray("players").get(0).getAsJsonObject().get("name").getAsString());
    assertEquals("back\\slash", o.getAsJsonArray("players").get(1).getAsJsonObject().get("name").getAsString());
    assertEquals(2, o.get("count").getAsInt());
    assertEquals(1, o.get("draws").getAsInt());
    // the share of the second player: a win and a draw of two games, 0.75
    assertEquals(0.75, o.getAsJsonObject("share").get("mean").getAsDouble());
  }

  @Test
  void theNumbersKeepTheirForm() {
    // the form before issue 53: four decimals, null where the interval is undefined (one game)
    TournamentResult r = new TournamentResult(List.of("random", "greedy"), 1, new int[][] {{3, 5}});
    assertEquals("{\"count\":1,\"seed\":1,\"players\":[{\"name\":\"random\",\"wins\":0,\"meanScore\":3.0000},"
        + "{\"name\":\"greedy\",\"wins\":1,\"meanScore\":5.0000}],\"draws\":0,"
        + "\"margin\":{\"mean\":2.0000,\"low\":null,\"high\":null},"
        + "\"share\":{\"mean\":1.0000,\"low\":null,\"high\":null}}", r.toJson());
    assertTrue(r.toText().startsWith("1 games"), r.toText());
  }
}
