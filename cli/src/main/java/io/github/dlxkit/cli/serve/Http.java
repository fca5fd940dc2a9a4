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
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/** Reading a request (bounded) and writing a reply: the only place that touches the exchange's streams. */
final class Http {
  static final com.google.gson.Gson GSON = new com.google.gson.GsonBuilder().disableHtmlEscaping().serializeNulls().create();
  /** The type of a JSON body. */
  static final String JSON = "application/json";
  /** The type of a problem in Knuth's format sent as is (what the page sends, and curl's users). */
  static final String KNUTH = "text/plain";
  /** A Java class name with a package, as an exception's text shows it: never shown to a client. */
  private static final Pattern CLASS_NAME = Pattern.compile(
      "\\b(?:[a-z][a-z0-9_]*\\.)+[A-Z][A-Za-z0-9_$]*(?:Exception|Error)\\b:? ?");

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

  /**
   * Refuses (415) a body not sent as {@code type} (parameters such as {@code charset} aside). A request
   * without a Content-Type passes only with no body (a cancel), never a body of unknown type.
   */
  static void checkType(HttpExchange ex, String type) {
    String sent = ex.getRequestHeaders().getFirst("Content-Type");
    if (sent == null) {
      String length = ex.getRequestHeaders().getFirst("Content-Length");
      boolean empty = ex.getRequestHeaders().getFirst("Transfer-Encoding") == null
          && (length == null || length.strip().equals("0"));
      if (!empty) {
        throw new HttpError(415, "the request body must be sent as Content-Type: " + type + " (the request has no"
            + " Content-Type)");
      }
      return;
    }
    int semicolon = sent.indexOf(';');
    String media = (semicolon < 0 ? sent : sent.substring(0, semicolon)).strip().toLowerCase(Locale.ROOT);
    if (!media.equals(type)) {
      throw new HttpError(415, "the request body must be sent as Content-Type: " + type + ", got "
          + Messages.quote(sent));
    }
  }

  /** What went wrong, in one line without the library's class names (the deepest cause's own words). */
  static String plain(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String message = root.getMessage() != null ? root.getMessage() : e.getMessage();
    return plain(message == null ? "no details" : message);
  }

  /** {@code message} on one line with every Java class name taken out. */
  static String plain(String message) {
    String line = CLASS_NAME.matcher(Messages.oneLine(message)).replaceAll("").strip();
    line = Messages.jsonSyntax(line);   // Gson's advice to its programmer: not for a client
    return line.isEmpty() ? "no details" : line;
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
    o.addProperty("error", plain(message));
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
