package io.github.dlxkit.cli.serve;

import io.github.dlxkit.core.io.Messages;
import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.tanks.TankAttack;
import io.github.dlxkit.tanks.model.Board;
import io.github.dlxkit.tanks.model.Grid;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import io.github.dlxkit.core.search.Progress;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.StopReason;
import java.util.Locale;
import java.util.Optional;

/**
 * Tank Attack for the page: for a board side, a symmetry, the torus and holes (as {@code dlx tanks solve N
 * --symmetry S --torus --holes}), the first solution in the shape of {@code dlx tanks solve N --json}
 * ({@code {"n":N,"grid":[[...],...]}}, 0 for an empty cell), the first few, and the count as a job.
 */
final class TanksApi {
  static final int MAX_LISTED = 100;

  private TanksApi() {}

  static void register(Routes routes, Searches searches) {
    routes.post("/api/tanks/solve", r -> {
      TankAttack puzzle = puzzle(r);
      return searches.call(r, "tanks-solve", job -> solve(puzzle, job));
    });
    routes.post("/api/tanks/list", r -> {
      TankAttack puzzle = puzzle(r);
      int limit = (int) r.integer("limit", 10, 1, MAX_LISTED);
      return searches.call(r, "tanks-list", job -> list(puzzle, limit, job));
    });
    routes.post("/api/tanks/count", r -> {
      TankAttack puzzle = puzzle(r);
      return Api.job(r, searches, "tanks-count", job -> count(puzzle, job));
    });
  }

  private static TankAttack puzzle(Request r) throws java.io.IOException {
    int n = (int) r.integer("n", 6, 1, Board.MAX_SIZE);
    RequiredSymmetry symmetry = symmetry(r.string("symmetry", "none"));
    return TankAttack.of(n).withSymmetry(symmetry).withTorus(r.bool("torus", false)).withHoles(r.bool("holes", false));
  }

  private static RequiredSymmetry symmetry(String text) {
    try {
      return RequiredSymmetry.valueOf(text.strip().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new BadInputException("symmetry must be none, rot180 or rot90, got " + Messages.quote(text));
    }
  }

  private static JsonObject solve(TankAttack puzzle, Job job) {
    Optional<Grid> g = puzzle.withLimits(job.limits()).findFirst();
    return board(puzzle.size(), g.orElse(null));
  }

  /** {@code {"solutions":[{"n","grid"},...],"all":B}}: the first {@code limit}, and whether they are all. */
  private static JsonObject list(TankAttack puzzle, int limit, Job job) {
    JsonArray solutions = new JsonArray();
    SearchResult r = puzzle.withLimits(job.limits()).forEach(1, g -> {
      solutions.add(board(puzzle.size(), g));
      return solutions.size() < limit;
    });
    if (!r.isComplete() && r.stopReason() != StopReason.VISITOR) {
      throw new SearchStoppedException(r);
    }
    JsonObject o = new JsonObject();
    o.add("solutions", solutions);
    o.addProperty("all", r.isComplete());
    return o;
  }

  /** {@code {"count": N}}, as {@code dlx tanks count N --json}. */
  private static JsonObject count(TankAttack puzzle, Job job) {
    SearchResult r = puzzle.withLimits(job.limits()).withProgress(job, XccApi.PROGRESS_INTERVAL).run(1);
    if (!r.isComplete()) {
      throw new SearchStoppedException(r);
    }
    job.onProgress(new Progress(1, r.statistics().nodes(), r.solutions(), r.statistics().elapsed()));
    JsonObject o = new JsonObject();
    o.addProperty("count", r.solutions());
    return o;
  }

  private static JsonObject board(int n, Grid g) {
    JsonObject o = new JsonObject();
    o.addProperty("n", n);
    if (g == null) {
      o.add("grid", JsonNull.INSTANCE);
      return o;
    }
    JsonArray rows = new JsonArray();
    for (int[] row : g.rows()) {
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
