package io.github.dlxkit.cli.serve;

import io.github.dlxkit.core.io.Messages;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.sun.net.httpserver.HttpExchange;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/** Reading a request (bounded) and writing a reply: the only place that touches the exchange's streams. */
final class Http {
  static final com.google.gson.Gson GSON = new com.google.gson.GsonBuilder().disableHtmlEscaping().serializeNulls().create();

  private Http() {}

  /** The body as UTF-8 text, refused with 413 beyond {@code max} bytes (before reading more). */
  static String body(HttpExchange ex, int max) throws IOException {
    String length = ex.getRequestHeaders().getFirst("Content-Length");
    if (length != null) {
      try {
        if (Long.parseLong(length.strip()) > max) {
          throw new HttpError(413, "request body of " + length.strip() + " bytes is over the limit of " + max);
        }
      } catch (NumberFormatException e) {
        throw HttpError.badRequest("bad Content-Length " + Messages.quote(length));
      }
    }
    InputStream in = ex.getRequestBody();
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    byte[] chunk = new byte[8192];
    for (int n; (n = in.read(chunk)) > 0; ) {
      if (buffer.size() + n > max) {
        throw new HttpError(413, "request body over the limit of " + max + " bytes");
      }
      buffer.write(chunk, 0, n);
    }
    return buffer.toString(StandardCharsets.UTF_8);
  }

  /** The query string's parameters (the last of repeated names). */
  static Map<String, String> query(HttpExchange ex) {
    Map<String, String> params = new HashMap<>();
    String raw = ex.getRequestURI().getRawQuery();
    if (raw == null || raw.isEmpty()) {
      return params;
    }
    for (String pair : raw.split("&")) {
      int eq = pair.indexOf('=');
      try {
        String name = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
        String value = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
        params.put(name, value);
      } catch (IllegalArgumentException e) {
        throw HttpError.badRequest("bad query parameter " + Messages.quote(pair));
      }
    }
    return params;
  }

  static void sendJson(HttpExchange ex, int status, JsonElement json) throws IOException {
    send(ex, status, "application/json; charset=utf-8", GSON.toJson(json).getBytes(StandardCharsets.UTF_8));
  }

  static void sendError(HttpExchange ex, int status, String message) throws IOException {
    JsonObject o = new JsonObject();
    o.addProperty("error", Messages.oneLine(message));
    sendJson(ex, status, o);
  }

  static void send(HttpExchange ex, int status, String type, byte[] bytes) throws IOException {
    ex.getResponseHeaders().set("Content-Type", type);
    ex.getResponseHeaders().set("Cache-Control", "no-store");
    ex.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
    boolean head = "HEAD".equals(ex.getRequestMethod());
    ex.sendResponseHeaders(status, head ? -1 : bytes.length == 0 ? -1 : bytes.length);
    if (!head && bytes.length > 0) {
      try (OutputStream out = ex.getResponseBody()) {
        out.write(bytes);
      }
    }
  }
}
