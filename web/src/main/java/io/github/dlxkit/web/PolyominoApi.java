package io.github.dlxkit.web;

import io.github.dlxkit.core.io.Messages;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.Progress;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.polyomino.PieceSets;
import io.github.dlxkit.polyomino.Tiling;
import io.github.dlxkit.polyomino.TilingJson;
import io.github.dlxkit.polyomino.TilingSolver;
import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.Region;
import java.io.IOException;
import java.util.Iterator;
import java.util.List;

/**
 * Polyomino tilings for the page: a built-in piece set in a box, as {@code dlx polyomino --set S --box B}.
 * Solutions come as {@code --json}'s objects with the module's SVG picture; counts are jobs.
 */
final class PolyominoApi {
  /** The largest box accepted, in cells (a box of that size already takes the pieces of no set). */
  static final int MAX_BOX_CELLS = 1000;
  static final int MAX_SOLUTIONS = 100;

  private PolyominoApi() {}

  static void register(Routes routes, Searches searches) {
    routes.post("/api/polyomino/solve", r -> {
      TilingSolver.Builder b = problem(r);
      int limit = (int) r.integer("limit", 10, 1, MAX_SOLUTIONS);
      return searches.call("polyomino-solve", job -> solve(b, limit, job));
    });
    routes.post("/api/polyomino/count", r -> {
      TilingSolver.Builder b = problem(r);
      return Api.job(r, searches, "polyomino-count", job -> count(b, job));
    });
  }

  private static TilingSolver.Builder problem(Request r) throws IOException {
    String set = r.string("set");
    List<Polyomino> pieces = PieceSets.named(set);
    int[] sizes = box(r.string("box"));
    if (pieces.get(0).dimension() != sizes.length) {
      throw new BadInputException("the " + set + " are " + pieces.get(0).dimension() + "-D pieces but the box "
          + Messages.quote(r.string("box")) + " has " + sizes.length + " sizes");
    }
    return TilingSolver.builder(pieces, Region.box(sizes)).reflection(PieceSets.reflectedByDefault(set));
  }

  private static int[] box(String text) {
    String[] parts = text.strip().split("[xX×]", -1);
    int[] sizes = new int[parts.length];
    long cells = 1;
    for (int i = 0; i < parts.length; i++) {
      try {
        sizes[i] = Integer.parseInt(parts[i].strip());
      } catch (NumberFormatException e) {
        sizes[i] = 0;
      }
      if (sizes[i] < 1) {
        throw new BadInputException("the box must be sizes separated by 'x', like 6x10 or 3x3x3, each at least 1;"
            + " got " + Messages.quote(text));
      }
      cells = Math.min(cells * sizes[i], MAX_BOX_CELLS + 1L);
    }
    if (cells > MAX_BOX_CELLS) {
      throw new BadInputException("the box " + Messages.quote(text) + " has more than " + MAX_BOX_CELLS + " cells");
    }
    return sizes;
  }

  private static JsonObject solve(TilingSolver.Builder b, int limit, Job job) throws InterruptedException {
    JsonArray solutions = new JsonArray();
    if (b.cellCountAdmits()) {
      TilingSolver solver = b.build();
      for (Iterator<Tiling> it = solver.solutions().iterator(); solutions.size() < limit && it.hasNext(); ) {
        if (Thread.interrupted()) {
          throw new InterruptedException();
        }
        Tiling t = it.next();
        JsonObject s = JsonParser.parseString(TilingJson.tiling(t, solver.pieces())).getAsJsonObject();
        s.addProperty("svg", t.toSvg());
        solutions.add(s);
      }
    }
    JsonObject o = new JsonObject();
    o.add("solutions", solutions);
    return o;
  }

  private static JsonObject count(TilingSolver.Builder b, Job job) {
    JsonObject o = new JsonObject();
    if (!b.cellCountAdmits()) {
      o.addProperty("count", 0);
      return o;
    }
    SearchResult r = b.build().solver().withLimits(job.limits()).withProgress(job, XccApi.PROGRESS_INTERVAL).run();
    if (!r.isComplete()) {
      throw new SearchStoppedException(r);
    }
    job.onProgress(new Progress(1, r.statistics().nodes(), r.solutions(), r.statistics().elapsed()));
    o.addProperty("count", r.solutions());
    return o;
  }
}
