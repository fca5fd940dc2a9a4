package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Keeps docs/web.md true: each {@code ```http} block is a request (a line {@code METHOD PATH}, its
 * headers {@code Name: value}, then the body: {@code < FILE} or the lines themselves), a blank line, and
 * the answer ({@code STATUS JSON}). Only the headers shown are sent (with the HTTP client's own).
 * The request is sent to a server and the answer must have that status and every field shown, with the
 * values shown (arrays in full; objects may hold more fields).
 */
class WebDocExamplesTest {
  record Example(int line, String method, String path, Map<String, String> headers, String body, int status,
      JsonElement expected) {}

  private static final java.util.regex.Pattern HEADER = java.util.regex.Pattern.compile("([A-Za-z-]+): (.+)");

  private static WebServer server;

  @BeforeAll
  static void start() throws IOException {
    server = WebServer.start("127.0.0.1", 0, ServerLimits.defaults());
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @TestFactory
  Stream<DynamicTest> everyHttpExampleHolds() throws IOException {
    List<Example> examples = parse(Path.of("docs/web.md"));
    assertFalse(examples.isEmpty(), "no ```http examples in docs/web.md");
    HttpClient client = HttpClient.newHttpClient();
    return examples.stream().map(e -> DynamicTest.dynamicTest("docs/web.md:" + e.line() + " " + e.method() + " "
        + e.path(), () -> {
          HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(server.uri() + e.path().substring(1)));
          request.method(e.method(), e.body() == null ? HttpRequest.BodyPublishers.noBody()
              : HttpRequest.BodyPublishers.ofString(e.body()));
          e.headers().forEach(request::header);
          HttpResponse<String> r = client.send(request.build(), HttpResponse.BodyHandlers.ofString());
          assertEquals(e.status(), r.statusCode(), r.body());
          assertContains(e.expected(), JsonParser.parseString(r.body()), "answer");
        }));
  }

  /** Every field of {@code expected} is in {@code actual} with the same value. */
  static void assertContains(JsonElement expected, JsonElement actual, String where) {
    if (expected.isJsonObject()) {
      assertTrue(actual.isJsonObject(), where + " is not an object: " + actual);
      JsonObject a = actual.getAsJsonObject();
      for (Map.Entry<String, JsonElement> field : expected.getAsJsonObject().entrySet()) {
        assertTrue(a.has(field.getKey()), where + " has no field " + field.getKey() + ": " + actual);
        assertContains(field.getValue(), a.get(field.getKey()), where + "." + field.getKey());
      }
    } else if (expected.isJsonArray()) {
      assertTrue(actual.isJsonArray(), where + " is not an array: " + actual);
      assertEquals(expected.getAsJsonArray().size(), actual.getAsJsonArray().size(), where + ": " + actual);
      for (int i = 0; i < expected.getAsJsonArray().size(); i++) {
        assertContains(expected.getAsJsonArray().get(i), actual.getAsJsonArray().get(i), where + "[" + i + "]");
      }
    } else {
      assertEquals(expected, actual, where);
    }
  }

  static List<Example> parse(Path doc) throws IOException {
    List<String> lines = Files.readAllLines(doc, StandardCharsets.UTF_8);
    List<Example> examples = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      if (!lines.get(i).strip().equals("```http")) {
        continue;
      }
      int start = i + 1;
      int end = start;
      while (!lines.get(end).strip().startsWith("```")) {
        end++;
      }
      List<String> block = lines.subList(start, end);
      int blank = block.indexOf("");
      String[] request = block.get(0).split(" ", 2);
      Map<String, String> headers = new java.util.LinkedHashMap<>();
      int first = 1;
      for (java.util.regex.Matcher m; first < blank && (m = HEADER.matcher(block.get(first))).matches(); first++) {
        headers.put(m.group(1), m.group(2));
      }
      List<String> bodyLines = block.subList(first, blank);
      String body = bodyLines.isEmpty() ? null
          : bodyLines.size() == 1 && bodyLines.get(0).startsWith("< ")
              ? Files.readString(Path.of(bodyLines.get(0).substring(2)), StandardCharsets.UTF_8)
              : String.join("\n", bodyLines) + "\n";
      String answer = String.join("\n", block.subList(blank + 1, block.size()));
      int space = answer.indexOf(' ');
      examples.add(new Example(start, request[0], request[1], headers, body, Integer.parseInt(answer.substring(0, space)),
          JsonParser.parseString(answer.substring(space + 1))));
      i = end;
    }
    return examples;
  }
}
