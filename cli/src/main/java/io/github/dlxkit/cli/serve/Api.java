package io.github.dlxkit.cli.serve;

import com.google.gson.JsonObject;

/**
 * The API's routes, one small class per area (docs/web.md lists them all). A new area (a Tantrix game)
 * adds its routes here.
 */
final class Api {
  private Api() {}

  static Routes routes(Searches searches) {
    Routes routes = new Routes();
    routes.get("/api/version", r -> version());
    routes.get("/api/jobs/", r -> {
      Job job = searches.find(r.rest, r.parameter("token"));
      job.polled();
      return job.toJson();
    });
    routes.post("/api/jobs/", r -> cancel(searches, r));
    XccApi.register(routes, searches);
    TantrixApi.register(routes, searches);
    SudokuApi.register(routes, searches);
    HexadApi.register(routes);
    PolyominoApi.register(routes, searches);
    TanksApi.register(routes, searches);
    QuantuminoApi.register(routes, searches);
    SteinerApi.register(routes, searches);
    TantrixGameApi.register(routes);
    return routes;
  }

  private static JsonObject version() {
    JsonObject o = new JsonObject();
    String v = Api.class.getPackage().getImplementationVersion();
    o.addProperty("version", v == null ? "development build" : v);
    return o;
  }

  /** {@code POST /api/jobs/ID/cancel?token=T}. */
  private static JsonObject cancel(Searches searches, Request r) {
    String rest = r.rest;
    if (!rest.endsWith("/cancel")) {
      throw HttpError.notFound("/api/jobs/" + rest);
    }
    Job job = searches.find(rest.substring(0, rest.length() - "/cancel".length()), r.parameter("token"));
    job.cancel();
    return job.toJson();
  }

  /**
   * Queues {@code work} as a job: with {@code ?wait} the answer is the finished job (its result, or why
   * it stopped); without, 202 and the job to poll at {@code GET /api/jobs/ID}.
   */
  static Object job(Request r, Searches searches, String kind, Job.Work work) throws InterruptedException {
    boolean wait = r.flag("wait");
    Job job = searches.submit(r.client(), kind, work);
    if (!wait) {
      job.polled();
      return new Routes.Reply(202, job.toJson());
    }
    job.await(java.time.Duration.ofDays(1));
    if (job.state().equals("failed")) {
      throw new HttpError(job.isInternalError() ? 500 : 400, job.error());
    }
    return job.toJson();
  }
}
