package io.github.dlxkit.cli.serve;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.hexad.encoding.SteinerEncoding;
import io.github.dlxkit.hexad.model.BlockDesign;
import io.github.dlxkit.hexad.HexadJson;
import io.github.dlxkit.hexad.steiner.SteinerSystem;
import java.io.IOException;
import java.util.Locale;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Steiner systems S(t,k,v) for the page, as {@code dlx steiner T K V [--count] [--plain] --json}: one
 * system ({@code {"t","k","v","blocks"}}, {@code null} when there is none) and the number of labelled
 * systems as a job ({@code {"t","k","v","count"}}). The server builds at most {@value #MAX_ENTRIES}
 * matrix entries (S(5,6,24) fits; the 759 octads of S(5,8,24) need the CLI and 2.5 GB).
 */
final class SteinerApi {
  static final long MAX_ENTRIES = 2_000_000;

  private SteinerApi() {}

  /** The parameters of a request, checked before any search is queued. */
  private record Params(int t, int k, int v, boolean plain) {}

  static void register(Routes routes, Searches searches) {
    routes.post("/api/steiner/find", r -> {
      Params p = params(r);
      return searches.call(r, "steiner-find", job -> find(p, job));
    });
    routes.post("/api/steiner/count", r -> {
      Params p = params(r);
      return Api.job(r, searches, "steiner-count", job -> count(p, job));
    });
  }

  private static Params params(Request r) throws IOException {
    int t = (int) r.integer("t", 2, 1, 62);
    int k = (int) r.integer("k", 3, 1, 62);
    int v = (int) r.integer("v", 7, 1, 62);
    SteinerEncoding.check(t, k, v);
    long entries = SteinerEncoding.entryCount(t, k, v);
    if (entries > MAX_ENTRIES && SteinerSystem.isAdmissible(t, k, v)) {
      throw new BadInputException(String.format(Locale.ROOT,
          "S(%d,%d,%d) has %,d matrix entries; this server builds at most %,d (use dlx steiner)",
          t, k, v, entries, MAX_ENTRIES));
    }
    return new Params(t, k, v, r.bool("plain", false));
  }

  private static UnaryOperator<SteinerSystem> setup(Job job) {
    return s -> s.withLimits(job.limits()).withProgress(job, XccApi.PROGRESS_INTERVAL);
  }

  private static JsonObject find(Params p, Job job) {
    Optional<BlockDesign> d = SteinerSystem.findOne(p.t(), p.k(), p.v(), 1, p.plain(), setup(job));
    return JsonParser.parseString(HexadJson.steiner(p.t(), p.k(), p.v(), null, true, d)).getAsJsonObject();
  }

  private static JsonObject count(Params p, Job job) {
    long n = SteinerSystem.countLabelled(p.t(), p.k(), p.v(), 1, p.plain(), setup(job));
    return JsonParser.parseString(HexadJson.steiner(p.t(), p.k(), p.v(), n, false, Optional.empty()))
        .getAsJsonObject();
  }
}
