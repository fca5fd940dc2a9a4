package io.github.dlxkit.web;

import io.github.dlxkit.core.io.Messages;
import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.tanks.TankAttack;
import io.github.dlxkit.tanks.model.Board;
import io.github.dlxkit.tanks.model.Grid;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import java.util.Locale;
import java.util.Optional;

/**
 * Tank Attack for the page: the first solution for a board side and a symmetry, in the shape of
 * {@code dlx tanks N --json} ({@code {"n":N,"grid":[[...],...]}}, 0 for an empty cell).
 */
final class TanksApi {
  private TanksApi() {}

  static void register(Routes routes, Searches searches) {
    routes.post("/api/tanks/solve", r -> {
      int n = (int) r.integer("n", 6, 1, Board.MAX_SIZE);
      RequiredSymmetry symmetry = symmetry(r.string("symmetry", "none"));
      boolean torus = "true".equals(r.string("torus", "false"));
      return searches.call("tanks-solve", job -> solve(n, symmetry, torus, job));
    });
  }

  private static RequiredSymmetry symmetry(String text) {
    try {
      return RequiredSymmetry.valueOf(text.strip().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new BadInputException("symmetry must be none, rot180 or rot90, got " + Messages.quote(text));
    }
  }

  private static JsonObject solve(int n, RequiredSymmetry symmetry, boolean torus, Job job) {
    Optional<Grid> g = TankAttack.of(n).withSymmetry(symmetry).withTorus(torus).withLimits(job.limits()).findFirst();
    JsonObject o = new JsonObject();
    o.addProperty("n", n);
    if (g.isEmpty()) {
      o.add("grid", JsonNull.INSTANCE);
      return o;
    }
    JsonArray rows = new JsonArray();
    for (int[] row : g.get().rows()) {
      JsonArray a = new JsonArray();
      for (int v : row) {
        a.add(v);
      }
      rows.add(a);
    }
    o.add("grid", rows);
    return o;
  }
}
