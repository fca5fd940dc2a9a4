package io.github.dlxkit.cli.serve;

import io.github.dlxkit.core.io.Messages;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.hexad.HexadJson;
import io.github.dlxkit.hexad.Minimog;
import io.github.dlxkit.hexad.model.InfinityStyle;
import io.github.dlxkit.hexad.model.Point;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The MINIMOG (shuffle labelling, as {@code dlx hexad}): the 3×4 array, the hexad through five
 * points, and the blackjack move, in the shapes of {@code dlx hexad find --json} and
 * {@code dlx hexad blackjack --json}.
 */
final class HexadApi {
  private static final Minimog MINIMOG = Minimog.shuffle();

  private HexadApi() {}

  static void register(Routes routes) {
    routes.get("/api/hexad/minimog", r -> array());
    routes.post("/api/hexad/complete", r -> JsonParser.parseString(
        HexadJson.hexad(MINIMOG.findHexad(points(r, "points", 5)), InfinityStyle.ASCII)));
    routes.post("/api/hexad/blackjack", r -> JsonParser.parseString(
        HexadJson.blackjack(MINIMOG.blackjackMove(points(r, "cards", 6)))));
  }

  private static JsonObject array() {
    JsonArray rows = new JsonArray();
    for (int row = 0; row < 3; row++) {
      JsonArray cells = new JsonArray();
      for (int column = 0; column < 4; column++) {
        cells.add(MINIMOG.at(row, column).number());
      }
      rows.add(cells);
    }
    JsonObject o = new JsonObject();
    o.add("minimog", rows);
    return o;
  }

  /** The array {@code name} of {@code n} card numbers 0..11. */
  private static List<Point> points(Request r, String name, int n) throws IOException {
    JsonElement e = r.json().get(name);
    if (e == null || !e.isJsonArray()) {
      throw new BadInputException("the request needs \"" + name + "\": an array of " + n + " numbers 0..11");
    }
    List<Point> out = new ArrayList<>();
    for (JsonElement p : e.getAsJsonArray()) {
      if (!p.isJsonPrimitive() || !p.getAsJsonPrimitive().isNumber()) {
        throw new BadInputException("\"" + name + "\" holds " + Messages.quote(p.toString()) + ", not a number 0..11");
      }
      out.add(Point.parse(p.getAsString()));
    }
    return out;
  }
}
