package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Jobs as the page needs them (issue 52): every search can be a job it polls and cancels, a job no page
 * polls is cancelled, a finished job's time stops, short requests never wait behind long counts, and
 * the secrets (job tokens, game ids) are 128 bits. The long search is the count of the empty 9×9 Sudoku
 * (6,670,903,752,021,072,936,960 grids, Felgenhauer and Jarvis 2005): it never ends within a test.
 */
class JobsTest {
  private static final String EMPTY = ".".repeat(81);
  /** Sage's Sudoku documentation: 5 solutions (docs/web.md's example). */
  private static final String SAGE =
      "8..6..9.5.............2.31...7318.6.24.....73...........279.1..5...8..36..3......";
  private static final String README =
      "5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3";
  private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  private record Answer(int status, JsonObject json) {}

  private Answer call(WebServer s, String method, String path, String body) throws Exception {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(s.uri() + path.substring(1)))
        .timeout(Duration.ofSeconds(5))
        .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
    if (body != null) {
      b.header("Content-Type", "application/json");
    }
    HttpResponse<String> r = client.send(b.build(), HttpResponse.BodyHandlers.ofString());
    return new Answer(r.statusCode(), JsonParser.parseString(r.body()).getAsJsonObject());
  }

  private static String grid(String g) {
    return "{\"grid\":\"" + g + "\"}";
  }

  private static String jobPath(JsonObject job, String action) {
    return "/api/jobs/" + job.get("job").getAsString() + action + "?token=" + job.get("token").getAsString();
  }

  /** Polls the job until it leaves queued and running (at most 10 s). */
  private JsonObject finished(WebServer s, JsonObject job) throws Exception {
    long end = System.nanoTime() + Duration.ofSeconds(10).toNanos();
    JsonObject j = job;
    while ((j.get("state").getAsString().equals("queued") || j.get("state").getAsString().equals("running"))
        && System.nanoTime() < end) {
      Thread.sleep(50);
      j = call(s, "GET", jobPath(job, ""), null).json();
    }
    return j;
  }

  @Test
  void aFinishedJobsTimeStops() throws Exception {
    try (WebServer s = WebServer.start("127.0.0.1", 0, ServerLimits.defaults())) {
      Answer a = call(s, "POST", "/api/sudoku/count?wait", grid(SAGE));
      assertEquals("done", a.json().get("state").getAsString(), a.json().toString());
      double seconds = a.json().get("seconds").getAsDouble();
      Thread.sleep(300);
      JsonObject later = call(s, "GET", jobPath(a.json(), ""), null).json();
      assertEquals(seconds, later.get("seconds").getAsDouble(), later.toString());
    }
  }

  @Test
  void aJobNoPagePollsIsCancelled() throws Exception {
    try (WebServer s = WebServer.start("127.0.0.1", 0,
        ServerLimits.defaults().withAbandonAfter(Duration.ofMillis(800)))) {
      Answer left = call(s, "POST", "/api/sudoku/count", grid(EMPTY));
      Answer polled = call(s, "POST", "/api/sudoku/count", grid(EMPTY));
      assertEquals(202, left.status(), left.json().toString());
      long end = System.nanoTime() + Duration.ofMillis(2500).toNanos();
      while (System.nanoTime() < end) {
        Thread.sleep(200);
        assertEquals("running", call(s, "GET", jobPath(polled.json(), ""), null).json().get("state").getAsString());
      }
      JsonObject j = call(s, "GET", jobPath(left.json(), ""), null).json();
      assertEquals("stopped", j.get("state").getAsString(), j.toString());
      assertEquals("abandoned", j.get("stopReason").getAsString(), j.toString());
      call(s, "POST", jobPath(polled.json(), "/cancel"), null);
    }
  }

  /** A search the API answers when it ends (Tank Attack's list, a Sudoku solve) is a job with {@code ?job}. */
  @Test
  void everySearchCanBeAJob() throws Exception {
    try (WebServer s = WebServer.start("127.0.0.1", 0, ServerLimits.defaults())) {
      // the 5×5 torus: one solution, every range 4 (TanksPageTest)
      Answer list = call(s, "POST", "/api/tanks/list?job", "{\"n\":5,\"torus\":true}");
      assertEquals(202, list.status(), list.json().toString());
      assertEquals("tanks-list", list.json().get("kind").getAsString());
      JsonObject done = finished(s, list.json());
      assertEquals(1, done.getAsJsonObject("result").getAsJsonArray("solutions").size(), done.toString());

      Answer solve = call(s, "POST", "/api/sudoku/solve?job", grid(README));
      assertEquals(202, solve.status(), solve.json().toString());
      assertTrue(finished(s, solve.json()).getAsJsonObject("result").get("unique").getAsBoolean());

      // 6×6 without symmetry: its first solution takes the search longer than this test waits
      Answer slow = call(s, "POST", "/api/tanks/list?job", "{\"n\":6}");
      Thread.sleep(300);
      Answer cancelled = call(s, "POST", jobPath(slow.json(), "/cancel"), null);
      assertEquals(200, cancelled.status(), cancelled.json().toString());
      JsonObject stopped = finished(s, slow.json());
      assertEquals("stopped", stopped.get("state").getAsString(), stopped.toString());
      assertEquals("cancelled", stopped.get("stopReason").getAsString(), stopped.toString());
    }
  }

  /** One search thread held by two counts: a hint and a Sudoku solve still answer at once. */
  @Test
  void hintsNeverWaitBehindLongCounts() throws Exception {
    try (WebServer s = WebServer.start("127.0.0.1", 0, ServerLimits.defaults().withSearchThreads(1))) {
      JsonObject first = call(s, "POST", "/api/sudoku/count", grid(EMPTY)).json();
      JsonObject second = call(s, "POST", "/api/sudoku/count", grid(EMPTY)).json();
      Answer hint = call(s, "POST", "/api/sudoku/hint", grid(README));
      assertEquals(200, hint.status(), hint.json().toString());
      assertEquals(9, hint.json().get("value").getAsInt(), "README's first hint: row 3, column 6 is 9");
      Answer solve = call(s, "POST", "/api/sudoku/solve", grid(README));
      assertEquals(200, solve.status(), solve.json().toString());
      call(s, "POST", jobPath(first, "/cancel"), null);
      call(s, "POST", jobPath(second, "/cancel"), null);
    }
  }

  /** The case: two Tank Attack solves (6×6, seconds each) hold both threads; a 3-tile Tantrix hint answers. */
  @Test
  void aTantrixHintNeverWaitsBehindTwoSolves() throws Exception {
    try (WebServer s = WebServer.start("127.0.0.1", 0, ServerLimits.defaults())) {
      JsonObject first = call(s, "POST", "/api/tanks/list?job", "{\"n\":6}").json();
      JsonObject second = call(s, "POST", "/api/tanks/list?job", "{\"n\":6}").json();
      Thread.sleep(200);
      Answer hint = call(s, "POST", "/api/tantrix/hint", "{\"puzzle\":\"discovery:3\",\"tiles\":[]}");
      assertEquals(200, hint.status(), hint.json().toString());
      assertTrue(hint.json().has("tile") && !hint.json().get("tile").isJsonNull(), hint.json().toString());
      assertEquals("running", call(s, "GET", jobPath(first, ""), null).json().get("state").getAsString());
      call(s, "POST", jobPath(first, "/cancel"), null);
      call(s, "POST", jobPath(second, "/cancel"), null);
    }
  }

  @Test
  void gameIdsAre128Bits() throws Exception {
    try (WebServer s = WebServer.start("127.0.0.1", 0, ServerLimits.defaults())) {
      JsonObject made = call(s, "POST", "/api/tantrix/games", "{\"seats\":[\"here\",\"greedy\"]}").json();
      assertTrue(made.get("id").getAsString().matches("[0-9a-f]{32}"), made.get("id").getAsString());
      assertTrue(made.get("token").getAsString().matches("[0-9a-f]{32}"), made.get("token").getAsString());
    }
  }
}
