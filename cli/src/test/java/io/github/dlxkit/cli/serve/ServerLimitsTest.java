package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * "Safe by default" (docs/web.md), each bound tried: the body size, the search time, the pool and its
 * queue, Cancel, and no file outside the page. The long search is the pentominoes in a 6×10 box
 * (about a million nodes: seconds, never instant).
 */
class ServerLimitsTest {
  private static final HttpClient CLIENT = HttpClient.newHttpClient();

  private static HttpResponse<String> send(WebServer s, String method, String path, String body) throws Exception {
    return CLIENT.send(HttpRequest.newBuilder(URI.create(s.uri() + path.substring(1)))
        .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body))
        .build(), HttpResponse.BodyHandlers.ofString());
  }

  private static JsonObject json(HttpResponse<String> r) {
    return JsonParser.parseString(r.body()).getAsJsonObject();
  }

  private static String pentominoes() throws Exception {
    return Files.readString(Path.of("core/src/test/resources/xcc/pentominoes6x10.dlx"));
  }

  @Test
  void aBodyOverTheLimitIs413() throws Exception {
    try (WebServer s = WebServer.start("127.0.0.1", 0, new ServerLimits(1000, Duration.ofSeconds(5), 1, 1))) {
      HttpResponse<String> r = send(s, "POST", "/api/xcc/count", "a ".repeat(600));
      assertEquals(413, r.statusCode());
      assertEquals("request body of 1200 bytes is over the limit of 1000", json(r).get("error").getAsString());
      assertEquals(200, send(s, "GET", "/api/version", null).statusCode());
    }
  }

  @Test
  void aSearchStopsAtTheTimeLimit() throws Exception {
    try (WebServer s = WebServer.start("127.0.0.1", 0, ServerLimits.defaults().withMaxSearchTime(Duration.ofMillis(300)))) {
      HttpResponse<String> r = send(s, "POST", "/api/xcc/count?wait", pentominoes());
      assertEquals(200, r.statusCode(), r.body());
      assertEquals("stopped", json(r).get("state").getAsString(), r.body());
      assertEquals("time_limit", json(r).get("stopReason").getAsString(), r.body());
    }
  }

  @Test
  void aFullPoolAnswers503AndCancelFreesIt() throws Exception {
    try (WebServer s = WebServer.start("127.0.0.1", 0, new ServerLimits(1 << 20, Duration.ofMinutes(1), 1, 1))) {
      HttpResponse<String> running = send(s, "POST", "/api/xcc/count", pentominoes());
      HttpResponse<String> queued = send(s, "POST", "/api/xcc/count", pentominoes());
      assertEquals(202, running.statusCode());
      assertEquals(202, queued.statusCode());
      HttpResponse<String> refused = send(s, "POST", "/api/xcc/count", pentominoes());
      assertEquals(503, refused.statusCode());
      assertTrue(json(refused).get("error").getAsString().startsWith("the server is busy"), refused.body());

      for (HttpResponse<String> job : java.util.List.of(queued, running)) {
        String id = json(job).get("job").getAsString();
        assertEquals(200, send(s, "POST", "/api/jobs/" + id + "/cancel", null).statusCode());
      }
      String id = json(running).get("job").getAsString();
      long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
      JsonObject state;
      do {
        Thread.sleep(50);
        state = json(send(s, "GET", "/api/jobs/" + id, null));
      } while (!state.get("state").getAsString().equals("stopped") && System.nanoTime() < deadline);
      assertEquals("cancelled", state.get("stopReason").getAsString(), state.toString());
      // the pool is free again: a small count runs
      HttpResponse<String> small = send(s, "POST", "/api/xcc/count?wait",
          Files.readString(Path.of("core/src/test/resources/xcc/queens8.dlx")));
      assertEquals(92, json(small).getAsJsonObject("result").get("count").getAsInt(), small.body());
    }
  }

  @Test
  void noFileOutsideThePage() throws Exception {
    try (WebServer s = WebServer.start("127.0.0.1", 0, ServerLimits.defaults())) {
      for (String path : new String[] {"/../pom.xml", "/%2e%2e/pom.xml", "/static/index.html", "/index.html/..",
          "/WebServer.class", "/..%2fpom.xml", "/app.js%00.html"}) {
        assertEquals(404, send(s, "GET", path, null).statusCode(), path);
      }
      assertEquals(200, send(s, "GET", "/app.js", null).statusCode());
      assertEquals(405, send(s, "DELETE", "/app.js", null).statusCode());
    }
  }
}
