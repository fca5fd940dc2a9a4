package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Garbage at the API: random paths, methods, content types and bodies (text, JSON of the wrong shape,
 * bytes that are not UTF-8). Every answer is a refusal the client can read (400, 404, 405, 413, 415, 429,
 * 503) or a success, never a 500, a Java class name or a dropped connection, and the server still
 * answers afterwards. Then other sites (docs/web.md, "Safe by default"): a forged Host, a cross-site
 * Origin or Sec-Fetch-Site, JSON sent as text, and clients that stall in the middle of a request.
 */
class ApiFuzzTest {
  private static final Set<Integer> ALLOWED = Set.of(200, 202, 400, 404, 405, 413, 415, 429, 503);
  /** A Java class name in an error's text ("com.google.gson.stream.MalformedJsonException"). */
  private static final java.util.regex.Pattern CLASS_NAME =
      java.util.regex.Pattern.compile("\\b([a-z][a-z0-9_]*\\.)+[A-Z][A-Za-z0-9_$]*(Exception|Error)\\b");
  /** A library's method named in an error ("Use JsonReader.setStrictness(Strictness.LENIENT) to ..."). */
  private static final java.util.regex.Pattern METHOD_CALL =
      java.util.regex.Pattern.compile("\\b[A-Z][A-Za-z0-9_]*\\.[a-z][A-Za-z0-9_]*\\(");
  private static final List<String> TYPES = List.of("application/json", "application/json; charset=utf-8",
      "text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "multipart/form-data", "");
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
      @ForAll("types") String type, @ForAll("bodies") byte[] body) throws Exception {
    String[] answer = rawRequest(method, path, type.isEmpty() ? "" : "Content-Type: " + type + "\r\n", body);
    int status = Integer.parseInt(answer[0]);
    assertTrue(ALLOWED.contains(status), method + " " + path + " → " + status + " " + answer[1]);
    // the JDK's HttpServer answers a request line it cannot parse ("//x" has no path) itself, before
    // any handler, in HTML
    boolean jdkRefusal = answer[1].startsWith("<h1>" + status + " ");
    if (status >= 400 && !method.equals("HEAD") && !jdkRefusal) {
      assertTrue(answer[1].matches("\\{\"error\":\"[^\\n]+\"}"), answer[1]);
      assertFalse(CLASS_NAME.matcher(answer[1]).find(), "a class name in " + answer[1]);
      assertFalse(METHOD_CALL.matcher(answer[1]).find(), "a library's method in " + answer[1]);
    }
  }

  /**
   * JSON that is not JSON: the error names the place in the project's words, not the parser's class
   * (it was "the request body is not JSON: com.google.gson.stream.MalformedJsonException: ...").
   */
  @Example
  void badJsonIsNamedWithoutTheParsersClass() throws Exception {
    String[] answer = rawRequest("POST", "/api/sudoku/solve", "Content-Type: application/json\r\n",
        "{\"grid\": \"..\" x".getBytes(StandardCharsets.UTF_8));
    assertEquals("400", answer[0], answer[1]);
    assertTrue(answer[1].startsWith("{\"error\":\"the request body is not JSON: "), answer[1]);
    assertTrue(answer[1].contains("line 1 column"), answer[1]);
    assertFalse(CLASS_NAME.matcher(answer[1]).find(), answer[1]);
    // a saved game that is not JSON: Gson's advice to programmers was the message
    answer = rawRequest("POST", "/api/tantrix/games", "Content-Type: application/json\r\n",
        "{\"saved\": \"{bad\"}".getBytes(StandardCharsets.UTF_8));
    assertEquals("400", answer[0], answer[1]);
    // the game's reader words it "line 1, column 3" (GameJson), the server's "line 1 column 3"
    assertTrue(answer[1].matches(".*line 1,? column 3\\b.*"), answer[1]);
    assertFalse(METHOD_CALL.matcher(answer[1]).find(), answer[1]);
    assertFalse(answer[1].contains("JsonReader"), answer[1]);
  }

  /** A page on another site that rebinds its name to 127.0.0.1 sends its own name as the Host: 403. */
  @Property(tries = 40)
  void aForeignHostIsRefused(@ForAll("foreignHosts") String host, @ForAll("methods") String method) throws Exception {
    for (String path : List.of("/", "/app.js", "/api/version", "/api/tantrix/games", "/api/xcc/count")) {
      String[] answer = rawRequestHeaders(method, path, "Host: " + host + "\r\n", new byte[0]);
      assertEquals("403", answer[0], method + " " + path + " for Host " + host + ": " + answer[1]);
    }
  }

  @Example
  void aRequestWithoutHostIsRefused() throws Exception {
    assertEquals("400", rawRequestHeaders("GET", "/", "", new byte[0])[0]);
  }

  /** This server's own names pass, in any case and with any port; a name given with --allow-host too. */
  @Example
  void theServersOwnNamesPass() throws Exception {
    int port = server.uri().getPort();
    for (String host : List.of("localhost", "LOCALHOST:" + port, "127.0.0.1:" + port, "[::1]:" + port,
        "dlx.localhost:" + port, "192.168.1.20:" + port)) {
      assertEquals("200", rawRequestHeaders("GET", "/api/version", "Host: " + host + "\r\n", new byte[0])[0], host);
    }
    assertEquals("403", rawRequestHeaders("GET", "/", "Host: dlx.example\r\n", new byte[0])[0]);
    try (WebServer named = WebServer.start("127.0.0.1", 0, ServerLimits.defaults(), Set.of("dlx.example"))) {
      assertEquals(200, client.send(HttpRequest.newBuilder(named.uri().resolve("/")).build(),
          HttpResponse.BodyHandlers.ofString()).statusCode());
      try (Socket socket = new Socket("127.0.0.1", named.uri().getPort())) {
        socket.getOutputStream().write(("GET / HTTP/1.1\r\nHost: DLX.example:" + named.uri().getPort()
            + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
        assertTrue(new String(socket.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1)
            .startsWith("HTTP/1.1 200 "));
      }
    }
  }

  /**
   * A POST from a page on another site (a "simple" text/plain or JSON request, or a form) is 403 before
   * it does anything; the server's own page's Origin passes.
   */
  @Property(tries = 60)
  void aCrossSitePostIsRefused(@ForAll("foreignOrigins") String origin, @ForAll("posts") String path,
      @ForAll("types") String type) throws Exception {
    String headers = origin + (type.isEmpty() ? "" : "Content-Type: " + type + "\r\n");
    String[] answer = rawRequest("POST", path, headers, "{\"seats\": [\"here\", \"here\"]}".getBytes(StandardCharsets.UTF_8));
    assertEquals("403", answer[0], "POST " + path + " with " + headers + ": " + answer[1]);
  }

  @Example
  void theOwnPagesOriginPasses() throws Exception {
    int port = server.uri().getPort();
    // https: the page behind a TLS proxy that passes the Host on (docs/DESIGN.md: a proxy publishes it)
    for (String origin : List.of("Origin: http://localhost:" + port + "\r\n", "Sec-Fetch-Site: same-origin\r\n",
        "Origin: https://localhost:" + port + "\r\n",
        "Origin: http://localhost:" + port + "\r\nSec-Fetch-Site: same-origin\r\n", "Sec-Fetch-Site: none\r\n")) {
      String[] answer = rawRequestHeaders("POST", "/api/sudoku/solve", origin + "Host: localhost:" + port
          + "\r\nContent-Type: application/json\r\n", "{\"grid\": \"................\"}".getBytes(StandardCharsets.UTF_8));
      assertEquals("200", answer[0], origin + answer[1]);
    }
  }

  /** The body's type is the endpoint's: JSON sent as text/plain (a "simple" request) is 415, and the converse. */
  @Example
  void aBodyOfTheWrongTypeIs415() throws Exception {
    byte[] json = "{\"grid\": \"................\"}".getBytes(StandardCharsets.UTF_8);
    for (String type : List.of("text/plain", "application/x-www-form-urlencoded", "text/json", "")) {
      String[] answer = rawRequest("POST", "/api/sudoku/solve", type.isEmpty() ? "" : "Content-Type: " + type + "\r\n", json);
      assertEquals("415", answer[0], type + ": " + answer[1]);
      assertTrue(answer[1].contains("must be sent as Content-Type: application/json"), answer[1]);
    }
    byte[] problem = "a b\na\nb\n".getBytes(StandardCharsets.UTF_8);
    assertEquals("415", rawRequest("POST", "/api/xcc/count?wait", "Content-Type: application/json\r\n", problem)[0]);
    assertEquals("200", rawRequest("POST", "/api/xcc/count?wait", "Content-Type: text/plain; charset=utf-8\r\n", problem)[0]);
    assertEquals("200", rawRequest("POST", "/api/sudoku/solve", "Content-Type: Application/JSON;charset=utf-8\r\n", json)[0]);
  }

  /**
   * Sixteen clients (loopback only) that send part of their headers, or their headers and part of the
   * body, and then nothing: a normal GET is answered at once (it waited 15 s and more on 8 request
   * threads with no read timeout), and the server closes each stalled connection after its request
   * time ({@link WebServer#MAX_REQUEST_SECONDS}, give or take the JDK timer's second).
   */
  @Example
  void stalledClientsDoNotStarveOthers() throws Exception {
    List<Socket> stalled = new java.util.ArrayList<>();
    try {
      for (int i = 0; i < 16; i++) {
        Socket s = new Socket("127.0.0.1", server.uri().getPort());
        stalled.add(s);
        String part = i % 2 == 0 ? "GET /api/version HTTP/1.1\r\nHost: localh"
            : "POST /api/sudoku/solve HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                + "Content-Length: 100\r\n\r\n{\"grid\":";
        s.getOutputStream().write(part.getBytes(StandardCharsets.ISO_8859_1));
        s.getOutputStream().flush();
      }
      Thread.sleep(300); // every stalled request is on a request thread by now
      long start = System.nanoTime();
      HttpResponse<String> r = client.send(HttpRequest.newBuilder(server.uri().resolve("/api/version"))
          .timeout(Duration.ofSeconds(20)).build(), HttpResponse.BodyHandlers.ofString());
      double seconds = (System.nanoTime() - start) / 1e9;
      assertEquals(200, r.statusCode());
      assertTrue(seconds < 3, "a GET behind 16 stalled clients took " + seconds + " s");
      long deadline = System.nanoTime() + Duration.ofSeconds(WebServer.MAX_REQUEST_SECONDS + 5).toNanos();
      for (Socket s : stalled) {
        s.setSoTimeout((int) Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
        try {
          s.getInputStream().readAllBytes(); // ends when the server closes the connection
        } catch (java.net.SocketException e) {
          // reset by the server: closed too
        }
      }
    } finally {
      for (Socket s : stalled) {
        s.close();
      }
    }
  }

  /**
   * Sends the request as bytes on a socket (an HTTP client would refuse the malformed paths) and
   * returns the status and the body.
   */
  private static String[] rawRequest(String method, String path, String headers, byte[] body) throws IOException {
    return rawRequestHeaders(method, path, "Host: localhost\r\n" + headers, body);
  }

  private static String[] rawRequest(String method, String path, byte[] body) throws IOException {
    return rawRequest(method, path, "", body);
  }

  /** {@code rawRequest} with the headers as given, Host included (or left out). */
  private static String[] rawRequestHeaders(String method, String path, String headers, byte[] body)
      throws IOException {
    try (Socket socket = new Socket("127.0.0.1", server.uri().getPort())) {
      socket.setSoTimeout(20_000);
      OutputStream out = socket.getOutputStream();
      out.write((method + " " + path + " HTTP/1.1\r\n" + headers + "Content-Length: " + body.length
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
  Arbitrary<String> types() {
    // a choice among equals: its "edge cases" (the first and last) mean nothing, and with the other
    // three parameters' they outnumbered the tries (jqwik's warning, which check-test-reports refuses)
    return Arbitraries.of(TYPES).withoutEdgeCases();
  }

  @Provide
  Arbitrary<String> foreignHosts() {
    int port = server.uri().getPort();
    return Arbitraries.of("evil.example", "evil.example:" + port, "EVIL.example:" + port, "localhost.evil.example",
        "127.0.0.1.nip.io:" + port, "localhost.:" + port, "[::1].evil.example", "localhost:80.evil.example", "[::1", "dlx.example", "0x7f000001:" + port);
  }

  @Provide
  Arbitrary<String> foreignOrigins() {
    int port = server.uri().getPort();
    return Arbitraries.of("Origin: http://evil.example\r\n", "Origin: null\r\n",
        "Origin: http://localhost:" + (port == 1 ? 2 : port - 1) + "\r\n", "Origin: https://localhost:" + port + "\r\n",
        "Origin: http://evil.example\r\nSec-Fetch-Site: cross-site\r\n", "Sec-Fetch-Site: cross-site\r\n",
        "Sec-Fetch-Site: same-site\r\n", "Origin: http://localhost:" + port + ".evil.example\r\n");
  }

  @Provide
  Arbitrary<String> posts() {
    return Arbitraries.of("/api/xcc/count", "/api/sudoku/count", "/api/tantrix/games", "/api/jobs/1/cancel",
        "/api/version", "/nowhere", "/api/hexad/blackjack");
  }

  @Provide
  Arbitrary<String> methods() {
    return Arbitraries.of("GET", "POST", "PUT", "DELETE", "HEAD", "OPTIONS").withoutEdgeCases(); // as types()
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
