package io.github.dlxkit.cli.serve;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.github.dlxkit.core.io.DlxFile;
import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.Kernel;
import io.github.dlxkit.core.search.Progress;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.StopReason;
import java.io.IOException;
import java.time.Duration;

/**
 * Any problem in Knuth's format (the body, as text): {@code POST /api/xcc/count} and
 * {@code POST /api/xcc/solve?limit=N}, as {@code dlx count} and {@code dlx solve --json}.
 */
final class XccApi {
  /** How often a running count publishes its progress. */
  static final Duration PROGRESS_INTERVAL = Duration.ofMillis(200);
  static final long MAX_LISTED = 1000;

  private XccApi() {}

  static void register(Routes routes, Searches searches) {
    routes.post("/api/xcc/count", r -> {
      DlxFile dlx = parse(r);
      return Api.job(r, searches, "xcc-count", job -> count(dlx, job));
    });
    routes.post("/api/xcc/solve", r -> {
      DlxFile dlx = parse(r);
      long limit = r.query("limit", 10, 1, MAX_LISTED);
      return Api.job(r, searches, "xcc-solve", job -> solve(dlx, limit, job));
    });
  }

  /** The body parsed before any job is queued, so that bad input is a 400 at once. */
  private static DlxFile parse(Request r) throws IOException {
    return KnuthFormat.parse(r.text(), "problem");
  }

  private static JsonObject count(DlxFile dlx, Job job) {
    ExactCoverSolver solver = ExactCoverSolver.of(dlx.problem()).withKernel(Kernel.fastestFor(dlx.problem()))
        .withLimits(job.limits()).withProgress(job, PROGRESS_INTERVAL);
    SearchResult result = solver.run();
    if (!result.isComplete()) {
      throw new SearchStoppedException(result);
    }
    job.onProgress(new Progress(1, result.statistics().nodes(), result.solutions(), result.statistics().elapsed()));
    JsonObject o = new JsonObject();
    o.addProperty("count", result.solutions());
    o.addProperty("nodes", result.statistics().nodes());
    o.add("warnings", warnings(dlx));
    return o;
  }

  /** The first {@code limit} solutions, each as {@code dlx solve --json} prints it. */
  private static JsonObject solve(DlxFile dlx, long limit, Job job) {
    JsonArray solutions = new JsonArray();
    SearchResult result = ExactCoverSolver.of(dlx.problem()).withLimits(job.limits()).withProgress(job, PROGRESS_INTERVAL)
        .forEachSolution((ids, n) -> {
          JsonObject s = new JsonObject();
          JsonArray lines = new JsonArray();
          JsonArray items = new JsonArray();
          for (int i = 0; i < n; i++) {
            lines.add(dlx.lineOf(ids[i]));
            JsonArray tokens = new JsonArray();
            dlx.problem().optionTokens(ids[i]).forEach(tokens::add);
            items.add(tokens);
          }
          s.add("options", lines);
          s.add("items", items);
          solutions.add(s);
          return solutions.size() < limit;
        });
    if (!result.isComplete() && result.stopReason() != StopReason.VISITOR) {
      throw new SearchStoppedException(result);
    }
    JsonObject o = new JsonObject();
    o.add("solutions", solutions);
    o.addProperty("all", result.isComplete());
    o.add("warnings", warnings(dlx));
    return o;
  }

  private static JsonArray warnings(DlxFile dlx) {
    JsonArray a = new JsonArray();
    dlx.warnings().forEach(a::add);
    return a;
  }
}
