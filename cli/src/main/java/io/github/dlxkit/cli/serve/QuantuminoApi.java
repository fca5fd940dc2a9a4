package io.github.dlxkit.cli.serve;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.io.Messages;
import io.github.dlxkit.polyomino.QuantuminoCounts;
import io.github.dlxkit.polyomino.QuantuminoSolver;
import io.github.dlxkit.polyomino.QuantuminoState;
import io.github.dlxkit.polyomino.TilingSolver;
import io.github.dlxkit.polyomino.model.QuantuminoPieces;
import io.github.dlxkit.polyomino.model.Region;
import io.github.dlxkit.polyomino.TilingJson;
import java.util.Iterator;
import java.util.List;

/**
 * Quantumino for the page: the 17 pentacubes, the packings with one put aside (as
 * {@code dlx quantumino --aside K --json}, plus the SVG of the box and its two layers), and the
 * shipped per-aside count table ({@link QuantuminoCounts}: counting one aside again takes hours, longer
 * than the server's search time).
 */
final class QuantuminoApi {
  static final int MAX_SOLUTIONS = 50;
  /** The pieces and their pictures, drawn once; kept as text so that each answer is its own copy. */
  private static final String PIECES = pieces().toString();

  private QuantuminoApi() {}

  static void register(Routes routes, Searches searches) {
    routes.get("/api/quantumino/pieces", r -> JsonParser.parseString(PIECES));
    routes.get("/api/quantumino/counts", r -> counts());
    routes.post("/api/quantumino/solve", r -> {
      int aside = (int) r.integer("aside", 0, 0, QuantuminoPieces.COUNT - 1);
      int[] box = PolyominoApi.box(r.string("box", "5x8x2"));
      if (box.length != 3) {
        throw new BadInputException("a Quantumino box has three sizes, like 5x8x2; got "
            + Messages.quote(r.string("box")));
      }
      int limit = (int) r.integer("limit", 10, 1, MAX_SOLUTIONS);
      return searches.call(r, "quantumino-solve", job -> solve(aside, box, limit));
    });
  }

  /** {@code {"pieces":[{"piece":K,"colour":C,"svg":...}]}}: each pentacube drawn alone, in its colour. */
  private static JsonObject pieces() {
    JsonArray a = new JsonArray();
    for (int k = 0; k < QuantuminoPieces.COUNT; k++) {
      var piece = QuantuminoPieces.get(k);
      TilingSolver alone = TilingSolver.of(List.of(piece), Region.of(piece))
          .withAlphabet(QuantuminoSolver.SYMBOLS.substring(k, k + 1));
      JsonObject o = new JsonObject();
      o.addProperty("piece", k);
      o.addProperty("colour", piece.colour());
      o.addProperty("svg", alone.findFirst().orElseThrow().toSvg());
      a.add(o);
    }
    JsonObject o = new JsonObject();
    o.add("pieces", a);
    return o;
  }

  /** {@code {"box":[5,8,2],"counts":[{"aside","raw","upToRotation"}],"total":{"raw","upToRotation"}}}. */
  private static JsonObject counts() {
    JsonArray rows = new JsonArray();
    long raw = 0;
    long up = 0;
    for (QuantuminoCounts.Row row : QuantuminoCounts.table()) {
      JsonObject o = new JsonObject();
      o.addProperty("aside", row.aside());
      o.addProperty("raw", row.raw());
      o.addProperty("upToRotation", row.upToRotation());
      rows.add(o);
      raw += row.raw();
      up += row.upToRotation();
    }
    JsonObject total = new JsonObject();
    total.addProperty("raw", raw);
    total.addProperty("upToRotation", up);
    JsonObject o = new JsonObject();
    JsonArray box = new JsonArray();
    QuantuminoSolver.DEFAULT_BOX.forEach(box::add);
    o.add("box", box);
    o.add("counts", rows);
    o.add("total", total);
    return o;
  }

  private static JsonObject solve(int aside, int[] box, int limit) throws InterruptedException {
    QuantuminoSolver q = QuantuminoSolver.of(aside, box);
    JsonArray solutions = new JsonArray();
    for (Iterator<QuantuminoState> it = q.solutions().iterator(); solutions.size() < limit && it.hasNext(); ) {
      if (Thread.interrupted()) {
        throw new InterruptedException();
      }
      QuantuminoState s = it.next();
      JsonObject o = JsonParser.parseString(TilingJson.quantumino(s)).getAsJsonObject();
      o.addProperty("svg", s.toSvg());
      solutions.add(o);
    }
    JsonObject o = new JsonObject();
    o.add("solutions", solutions);
    return o;
  }
}
