package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * "Safe by default" (docs/web.md), each bound tried: the body size, the search time, the pool and its
 * queue, the share of one client, Cancel, a job's token, and no file outside the page. The long search is the pentominoes in a 6×10 box
 * (about a million nodes: seconds, never instant).
 */
class ServerLimitsTest {
  private static final HttpClient CLIENT = HttpClient.newHttpClient();

  /** A request with the type the API reads: Knuth's format for /api/xcc, JSON elsewhere. */
  private static HttpResponse<String> send(WebServer s, String method, String path, String body) throws Exception {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(s.uri() + path.substring(1)))
        .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
    if (body != null) {
      b.header("Content-Type", path.startsWith("/api/xcc/") ? "text/plain" : "application/json");
    }
    return CLIENT.send(b.build(), HttpResponse.BodyHandlers.ofString());
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

  /**
   * The pool (1 thread, 1 waiting) filled by two clients (loopback addresses 127.0.0.1 and 127.0.0.2):
   * a third client gets 503; Cancel frees the pool.
   */
  @Test
  void aFullPoolAnswers503AndCancelFreesIt() throws Exception {
    try (WebServer s = WebServer.start("127.0.0.1", 0, new ServerLimits(1 << 20, Duration.ofMinutes(1), 1, 1))) {
      JsonObject running = json(send(s, "POST", "/api/xcc/count", pentominoes()), 202);
      JsonObject queued = postFrom(s, "127.0.0.2", "/api/xcc/count", pentominoes(), 202);
      String[] refused = post(s, "127.0.0.3", "/api/xcc/count", pentominoes());
      assertEquals("503", refused[0], refused[1]);
      assertTrue(refused[1].startsWith("{\"error\":\"the server is busy"), refused[1]);

      for (JsonObject job : java.util.List.of(queued, running)) {
        assertEquals(200, send(s, "POST", jobPath(job, "/cancel"), null).statusCode());
      }
      long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
      for (JsonObject job : java.util.List.of(running, queued)) { // the queued one leaves the queue once stopped
        JsonObject state;
        do {
          Thread.sleep(50);
          state = json(send(s, "GET", jobPath(job, ""), null));
        } while (!state.get("state").getAsString().equals("stopped") && System.nanoTime() < deadline);
        assertEquals("cancelled", state.get("stopReason").getAsString(), state.toString());
      }
      // the pool is free again: a small count runs
      HttpResponse<String> small = send(s, "POST", "/api/xcc/count?wait",
          Files.readString(Path.of("core/src/test/resources/xcc/queens8.dlx")));
      assertEquals(92, json(small).getAsJsonObject("result").get("count").getAsInt(), small.body());
    }
  }

  /** One client holds at most half the slots (2 of 1 thread and 3 waiting); then 429, and others still get in. */
  @Test
  void oneClientCannotFillTheSlots() throws Exception {
    try (WebServer s = WebServer.start("127.0.0.1", 0, new ServerLimits(1 << 20, Duration.ofMinutes(1), 1, 3))) {
      assertEquals(2, new ServerLimits(1 << 20, Duration.ofMinutes(1), 1, 3).searchesPerClient());
      JsonObject first = json(send(s, "POST", "/api/xcc/count", pentominoes()), 202);
      JsonObject second = json(send(s, "POST", "/api/xcc/count", pentominoes()), 202);
      HttpResponse<String> third = send(s, "POST", "/api/xcc/count", pentominoes());
      assertEquals(429, third.statusCode(), third.body());
      assertTrue(json(third).get("error").getAsString().startsWith("this client already has 2 searches"), third.body());
      JsonObject other = postFrom(s, "127.0.0.2", "/api/xcc/count", pentominoes(), 202);
      for (JsonObject job : java.util.List.of(other, second, first)) {
        assertEquals(200, send(s, "POST", jobPath(job, "/cancel"), null).statusCode());
      }
    }
  }

  /**
   * A job's id is 128 random bits, not a count (it was 1, 2, 3, ...), and only its token reads or
   * cancels it: without it, or with another job's, 403.
   */
  @Test
  void aJobIsTheStartingPagesOnly() throws Exception {
    try (WebServer s = WebServer.start("127.0.0.1", 0, new ServerLimits(1 << 20, Duration.ofMinutes(1), 1, 3))) {
      JsonObject a = json(send(s, "POST", "/api/xcc/count", pentominoes()), 202);
      JsonObject b = json(send(s, "POST", "/api/xcc/count", pentominoes()), 202);
      String id = a.get("job").getAsString();
      for (JsonObject job : java.util.List.of(a, b)) {
        assertTrue(job.get("job").getAsString().matches("[0-9a-f]{32}"), job.toString());
        assertTrue(job.get("token").getAsString().matches("[0-9a-f]{32}"), job.toString());
      }
      assertFalse(id.equals(b.get("job").getAsString()));
      assertEquals(404, send(s, "GET", "/api/jobs/1", null).statusCode());
      for (String path : new String[] {"/api/jobs/" + id, "/api/jobs/" + id + "?token=",
          "/api/jobs/" + id + "?token=" + b.get("token").getAsString()}) {
        HttpResponse<String> r = send(s, "GET", path, null);
        assertEquals(403, r.statusCode(), path + ": " + r.body());
        assertEquals(403, send(s, "POST", path.replace(id, id + "/cancel"), null).statusCode(), path);
      }
      assertEquals("running", json(send(s, "GET", jobPath(a, ""), null), 200).get("state").getAsString());
      for (JsonObject job : java.util.List.of(b, a)) {
        assertEquals(200, send(s, "POST", jobPath(job, "/cancel"), null).statusCode());
      }
    }
  }

  private static String jobPath(JsonObject job, String action) {
    return "/api/jobs/" + job.get("job").getAsString() + action + "?token=" + job.get("token").getAsString();
  }

  private static JsonObject json(HttpResponse<String> r, int status) {
    assertEquals(status, r.statusCode(), r.body());
    return json(r);
  }

  private static JsonObject postFrom(WebServer s, String from, String path, String body, int status) throws Exception {
    String[] answer = post(s, from, path, body);
    assertEquals(Integer.toString(status), answer[0], answer[1]);
    return JsonParser.parseString(answer[1]).getAsJsonObject();
  }

  /** A POST of a problem from the loopback address {@code from} (another client): status and body. */
  private static String[] post(WebServer s, String from, String path, String body) throws Exception {
    try (Socket socket = new Socket()) {
      socket.bind(new InetSocketAddress(from, 0));
      socket.connect(new InetSocketAddress("127.0.0.1", s.uri().getPort()));
      socket.setSoTimeout(20_000);
      byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
      socket.getOutputStream().write(("POST " + path + " HTTP/1.1\r\nHost: localhost\r\n"
          + "Content-Type: text/plain\r\nContent-Length: " + bytes.length + "\r\nConnection: close\r\n\r\n")
          .getBytes(StandardCharsets.ISO_8859_1));
      socket.getOutputStream().write(bytes);
      String reply = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      return new String[] {reply.substring(9, 12), reply.substring(reply.indexOf("\r\n\r\n") + 4)};
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
