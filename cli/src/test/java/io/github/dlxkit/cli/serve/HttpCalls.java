package io.github.dlxkit.cli.serve;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/** A server on a free port and calls to its API, for the API tests (no browser). */
final class HttpCalls implements AutoCloseable {
  /** An answer: the status and the JSON body. */
  record Answer(int status, JsonObject json) {
    /** The one-line error of a refusal. */
    String error() {
      return json.get("error").getAsString();
    }
  }

  final WebServer server;
  private final HttpClient client = HttpClient.newHttpClient();

  HttpCalls() throws IOException {
    server = WebServer.start("127.0.0.1", 0, ServerLimits.defaults());
  }

  Answer get(String path) throws IOException, InterruptedException {
    return send(HttpRequest.newBuilder(uri(path)).GET());
  }

  Answer post(String path, JsonElement body) throws IOException, InterruptedException {
    return send(HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(body.toString())));
  }

  /** {@code post} of a JSON text. */
  Answer post(String path, String json) throws IOException, InterruptedException {
    return post(path, JsonParser.parseString(json));
  }

  private URI uri(String path) {
    return URI.create(server.uri() + path.substring(1));
  }

  private Answer send(HttpRequest.Builder b) throws IOException, InterruptedException {
    HttpResponse<String> r = client.send(b.build(), HttpResponse.BodyHandlers.ofString());
    return new Answer(r.statusCode(), JsonParser.parseString(r.body()).getAsJsonObject());
  }

  @Override
  public void close() {
    server.close();
  }
}
