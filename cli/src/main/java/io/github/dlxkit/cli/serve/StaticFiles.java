package io.github.dlxkit.cli.serve;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The page: files from the class path's {@code io/github/dlxkit/cli/serve/static/}, never from the server's
 * disk. A name must be one plain file name with a known extension, so no path can climb out of the
 * folder ({@code ..}, {@code /}, {@code %2e} are refused before any lookup).
 */
final class StaticFiles {
  private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9-]*\\.(html|css|js|svg|png|dlx)");
  private static final Map<String, String> TYPES = Map.of(
      "html", "text/html; charset=utf-8",
      "css", "text/css; charset=utf-8",
      "js", "text/javascript; charset=utf-8",
      "svg", "image/svg+xml",
      "png", "image/png",
      "dlx", "text/plain; charset=utf-8");

  private StaticFiles() {}

  /** The file at {@code path} ("/" is index.html), as its bytes and content type; 404 otherwise. */
  static Map.Entry<String, byte[]> find(String path) throws IOException {
    String name = path.equals("/") ? "index.html" : path.substring(1);
    if (!NAME.matcher(name).matches()) {
      throw HttpError.notFound(path);
    }
    try (InputStream in = StaticFiles.class.getResourceAsStream("static/" + name)) {
      if (in == null) {
        throw HttpError.notFound(path);
      }
      String type = TYPES.get(name.substring(name.lastIndexOf('.') + 1));
      return Map.entry(type, in.readAllBytes());
    }
  }
}
