package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Garbage at the API: random paths, methods and bodies (text, JSON of the wrong shape, bytes that are
 * not UTF-8). Every answer is a refusal the client can read (400, 404, 405, 413, 503) or a success,
 * never a 500 or a dropped connection, and the server still answers afterwards.
 */
class ApiFuzzTest {
  private static final Set<Integer> ALLOWED = Set.of(200, 202, 400, 404, 405, 413, 503);
  private static final List<String> PATHS = List.of("/api/xcc/count", "/api/xcc/solve", "/api/jobs/1",
      "/api/jobs/1/cancel", "/api/version", "/api/tantrix/check", "/api/tantrix/hint", "/api/tantrix/solve",
      "/api/tantrix/puzzle", "/api/tantrix/puzzles", "/api/sudoku/solve", "/api/sudoku/hint",
      "/api/sudoku/count", "/api/sudoku/generate", "/api/sudoku/check", "/api/hexad/blackjack/move",
      "/api/hexad/complete", "/api/tantrix/games", "/api/tantrix/games/x",
      "/api/tantrix/games/x/move", "/", "/index.html", "/../pom.xml", "/%2e%2e/pom.xml",
      "/api/polyomino/solve", "/api/polyomino/classes", "/api/polyomino/count", "/api/quantumino/solve",
      "/api/quantumino/counts", "/api/quantumino/pieces", "/api/steiner/find", "/api/steiner/count",
      "/api/tanks/solve", "/api/tanks/list", "/api/tanks/count");
  private static WebServer server;
  private static HttpClient client;

  @BeforeContainer
  static void start() throws IOException {
    // a short search time: a garbage problem that happens to be hard must not hold the run
    server = WebServer.start("127.0.0.1", 0, ServerLimits.defaults().withMaxSearchTime(Duration.ofSeconds(2)));
    client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
  }

  @AfterContainer
  static void stop() {
    server.close();
  }

  @Property(tries = 300)
  void garbageIsRefusedPolitely(@ForAll("paths") String path, @ForAll("methods") String method,
      @ForAll("bodies") byte[] body) throws Exception {
    String[] answer = rawRequest(method, path, body);
    int status = Integer.parseInt(answer[0]);
    assertTrue(ALLOWED.contains(status), method + " " + path + " → " + status + " " + answer[1]);
    // the JDK's HttpServer answers a request line it cannot parse ("//x" has no path) itself, before
    // any handler, in HTML
    boolean jdkRefusal = answer[1].startsWith("<h1>" + status + " ");
    if (status >= 400 && !method.equals("HEAD") && !jdkRefusal) {
      assertTrue(answer[1].matches("\\{\"error\":\"[^\\n]+\"}"), answer[1]);
    }
  }

  /**
   * Sends the request as bytes on a socket (an HTTP client would refuse the malformed paths) and
   * returns the status and the body.
   */
  private static String[] rawRequest(String method, String path, byte[] body) throws IOException {
    try (Socket socket = new Socket("127.0.0.1", server.uri().getPort())) {
      socket.setSoTimeout(20_000);
      OutputStream out = socket.getOutputStream();
      out.write((method + " " + path + " HTTP/1.1\r\nHost: localhost\r\nContent-Length: " + body.length
          + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
      out.write(body);
      out.flush();
      String reply = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertTrue(reply.startsWith("HTTP/1.1 "), "no HTTP answer to " + method + " " + path + ": " + reply);
      int split = reply.indexOf("\r\n\r\n");
      return new String[] {reply.substring(9, 12), split < 0 ? "" : reply.substring(split + 4)};
    }
  }

  /**
   * A request line with a malformed escape or no path: the JDK's server refuses it itself and closes the
   * connection without reading a body, so it is sent without one (the property above would see the
   * connection reset while still writing).
   */
  @Property(tries = 1)
  void aMalformedRequestLineIsRefused(@ForAll("methods") String unused) throws Exception {
    assertEquals("400", rawRequest("GET", "/api/xcc/count?%zz", new byte[0])[0]);
    assertEquals("400", rawRequest("GET", "/%zz", new byte[0])[0]);
    assertEquals("404", rawRequest("GET", "//api/version", new byte[0])[0]);
  }

  @Property(tries = 1)
  void theServerStillAnswers(@ForAll("methods") String unused) throws Exception {
    HttpResponse<String> r = client.send(HttpRequest.newBuilder(server.uri().resolve("/api/version")).build(),
        HttpResponse.BodyHandlers.ofString());
    assertEquals(200, r.statusCode());
  }

  @Provide
  Arbitrary<String> paths() {
    Arbitrary<String> known = Arbitraries.of(PATHS);
    Arbitrary<String> junk = Arbitraries.strings().withChars("/abcdjob.?&=0129-_~").ofMaxLength(30)
        .map(s -> "/" + s.replaceFirst("^/+", "")); // "//x" is for the JDK (aMalformedRequestLineIsRefused)
    Arbitrary<String> query = Arbitraries.of("", "?wait", "?limit=0", "?limit=-3", "?limit=x", "?wait=maybe",
        "?limit=99999999999999999999", "?%41=%42", "?limit=2&wait=true");
    return Arbitraries.oneOf(known, known, junk).flatMap(p -> query.map(q -> p + q));
  }

  @Provide
  Arbitrary<String> methods() {
    return Arbitraries.of("GET", "POST", "PUT", "DELETE", "HEAD", "OPTIONS");
  }

  @Provide
  Arbitrary<byte[]> bodies() {
    Arbitrary<byte[]> text = Arbitraries.strings().ofMaxLength(200).map(s -> s.getBytes(StandardCharsets.UTF_8));
    Arbitrary<byte[]> json = Arbitraries.of("{}", "[]", "null", "1", "\"x\"", "{\"puzzle\":3}", "{\"tiles\":[1,2]}",
        "{\"grid\":\"..\"}", "{\"size\":-1}", "{\"puzzle\":\"discovery:99\"}", "{\"cells\":[[{}]]}",
        "{\"grid\":\"" + ".".repeat(81) + "\"}", "{\"placed\":[{\"tile\":1,\"q\":0,\"r\":0,\"rotation\":9}]}",
        "a b\nc", "| x\na b\nb", "a b c\na\nb\nc", "{\"text\":\"" + "9".repeat(1000) + "\"}",
        "{\"set\":\"pentominoes\",\"box\":\"3x20\",\"reflections\":7}", "{\"set\":\"x\",\"box\":\"0x-1\"}",
        "{\"puzzle\":\"piece A\\n#\\n\\nregion\\n#.\\n\"}", "{\"puzzle\":\"region\\n##\\n\"}", "{\"puzzle\":[]}",
        "{\"aside\":-1}", "{\"aside\":3,\"box\":\"2x2x20\",\"limit\":2}", "{\"box\":\"99999x99999x2\"}",
        "{\"t\":5,\"k\":8,\"v\":24}", "{\"t\":2,\"k\":3,\"v\":9,\"plain\":\"no\"}", "{\"t\":1,\"k\":1,\"v\":62}",
        "{\"n\":3,\"torus\":true,\"holes\":1}", "{\"n\":4,\"holes\":true,\"limit\":101}", "{\"n\":\"4x\"}")
        .map(s -> s.getBytes(StandardCharsets.UTF_8));
    Arbitrary<byte[]> bytes = Arbitraries.bytes().array(byte[].class).ofMaxSize(300);
    return Arbitraries.oneOf(text, json, bytes);
  }
}
