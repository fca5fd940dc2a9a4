package io.github.dlxkit.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The page's JavaScript as ES modules (issue 53), checked over HTTP without a browser: index.html
 * loads one module, app.js; every module the page imports (following the imports from app.js) is
 * served with a JavaScript MIME type (a browser refuses a module served otherwise, the more so under
 * the server's {@code nosniff}); no module reaches for the old global namespace {@code dlx}; and one
 * module, jobs.js, runs jobs: no other polls {@code /api/jobs/}.
 */
class PageModulesTest {
  private static final Pattern IMPORT = Pattern.compile("^import [^;]*? from '\\./([a-z0-9-]+\\.js)';", Pattern.MULTILINE);

  @Test
  void everyModuleIsServedAsJavaScriptAndOnlyJobsJsFollowsJobs() throws Exception {
    try (WebServer s = WebServer.start("127.0.0.1", 0, ServerLimits.defaults())) {
      HttpClient client = HttpClient.newHttpClient();
      String index = get(client, s, "/").body();
      Matcher scripts = Pattern.compile("<script[^>]*>").matcher(index);
      assertTrue(scripts.find());
      assertEquals("<script type=\"module\" src=\"app.js\">", scripts.group());
      assertFalse(scripts.find(), "one script: app.js imports the rest");

      Set<String> seen = new LinkedHashSet<>();
      Deque<String> todo = new ArrayDeque<>(Set.of("app.js"));
      while (!todo.isEmpty()) {
        String name = todo.pop();
        if (!seen.add(name)) {
          continue;
        }
        HttpResponse<String> r = get(client, s, "/" + name);
        assertEquals(200, r.statusCode(), name);
        assertEquals("text/javascript; charset=utf-8", r.headers().firstValue("Content-Type").orElse(""), name);
        String js = r.body();
        assertFalse(Pattern.compile("\\bdlx\\.[a-z]").matcher(js.replaceAll("(?m)//.*$", "")).find(),
            name + " uses the old global dlx");
        assertEquals(name.equals("jobs.js"), js.contains("/api/jobs/"), name + ": only jobs.js follows jobs");
        Matcher m = IMPORT.matcher(js);
        while (m.find()) {
          todo.push(m.group(1));
        }
      }
      assertTrue(seen.containsAll(Set.of("page.js", "jobs.js", "xcc.js", "tantrix.js", "tantrixgame.js", "sudoku.js",
          "polyomino.js", "quantumino.js", "tanks.js", "steiner.js", "hexad.js")), seen.toString());
    }
  }

  private static HttpResponse<String> get(HttpClient client, WebServer s, String path) throws Exception {
    return client.send(HttpRequest.newBuilder(URI.create(s.uri() + path.substring(1))).GET().build(),
        HttpResponse.BodyHandlers.ofString());
  }
}
