package io.github.dlxkit.cli.serve;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.dlxkit.tantrix.io.TantrixJson;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.OrientedTile;
import io.github.dlxkit.tantrix.model.Tantrix;

/**
 * Tiles placed on the page as the project's Tantrix JSON: read through {@link TantrixJson} (its strict
 * checks and messages: unknown tile, repeated cell, rotation out of 0..5), written as it writes them.
 */
final class TantrixPlacements {
  private TantrixPlacements() {}

  /** The {@code "tiles"} of a request ({@code [{"tile":N,"q":Q,"r":R,"rot":K},…]}); none if absent. */
  static Tantrix read(JsonObject request) {
    JsonElement tiles = request.get("tiles");
    if (tiles == null || tiles.isJsonNull()) {
      return Tantrix.builder().build();
    }
    JsonObject line = new JsonObject();
    line.addProperty("puzzle", "page");
    line.add("tiles", tiles);
    return TantrixJson.read(Http.GSON.toJson(line)).tantrix();
  }

  /** {@code t} as {@code dlx tantrix solve --json} prints it. */
  static JsonObject json(String puzzle, Tantrix t) {
    return JsonParser.parseString(TantrixJson.write(puzzle, t)).getAsJsonObject();
  }

  /** One placed tile, {@code {"tile":N,"q":Q,"r":R,"rot":K}}. */
  static JsonObject json(Hex cell, OrientedTile o) {
    JsonArray one = json("x", Tantrix.builder().place(cell, o).build()).getAsJsonArray("tiles");
    return one.get(0).getAsJsonObject();
  }
}
