package io.github.dlxkit.cli.serve;

import io.github.dlxkit.core.io.Messages;
import com.google.gson.JsonElement;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The API's table: method and path to handler. A path ending in '/' is a prefix whose rest (a job id)
 * the handler reads as {@link Request#rest}.
 */
final class Routes {
  /** An API call: the JSON it answers (status 200), or a {@link Reply} for another status. */
  @FunctionalInterface
  interface Handler {
    Object handle(Request request) throws Exception;
  }

  /** A JSON answer with a status other than 200 (202 for a job just queued). */
  record Reply(int status, JsonElement body) {}

  /** A handler found for a request, with the rest of its path. */
  record Match(Handler handler, String rest) {}

  private final Map<String, Handler> table = new LinkedHashMap<>();

  Routes get(String path, Handler h) {
    table.put("GET " + path, h);
    return this;
  }

  Routes post(String path, Handler h) {
    table.put("POST " + path, h);
    return this;
  }

  /** The handler of {@code method path}: 404 when no route has the path, 405 when the method differs. */
  Match find(String method, String path) {
    String m = "HEAD".equals(method) ? "GET" : method;
    boolean pathKnown = false;
    for (Map.Entry<String, Handler> e : table.entrySet()) {
      String key = e.getKey();
      int space = key.indexOf(' ');
      String routePath = key.substring(space + 1);
      String rest;
      if (routePath.endsWith("/")) {
        if (!path.startsWith(routePath) || path.length() == routePath.length()) {
          continue;
        }
        rest = path.substring(routePath.length());
      } else if (path.equals(routePath)) {
        rest = "";
      } else {
        continue;
      }
      pathKnown = true;
      if (key.substring(0, space).equals(m)) {
        return new Match(e.getValue(), rest);
      }
    }
    if (pathKnown) {
      throw new HttpError(405, "method " + Messages.quote(method) + " not allowed on " + Messages.quote(path));
    }
    throw HttpError.notFound(path);
  }
}
