package io.github.dlxkit.cli.serve;

import io.github.dlxkit.core.io.Messages;
import com.google.gson.JsonElement;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The server behind {@code dlx serve}: the page (static files from the class path) and the JSON API
 * (docs/web.md) on the JDK's {@link HttpServer}. Requests are answered by a few threads; searches run on
 * the bounded pool of {@link Searches}; every request is bounded by {@link ServerLimits}.
 *
 * <pre>{@code
 * WebServer server = WebServer.start("127.0.0.1", 0, ServerLimits.defaults());
 * URI page = server.uri();   // http://127.0.0.1:PORT/
 * server.close();
 * }</pre>
 */
public final class WebServer implements AutoCloseable {
  private static final int REQUEST_THREADS = 8;
  private final HttpServer http;
  private final ExecutorService requests;
  private final Searches searches;
  private final Routes routes;
  private final ServerLimits limits;

  private WebServer(HttpServer http, ServerLimits limits) {
    this.http = http;
    this.limits = limits;
    this.searches = new Searches(limits);
    this.routes = Api.routes(searches);
    this.requests = Executors.newFixedThreadPool(REQUEST_THREADS, r -> {
      Thread t = new Thread(r, "dlx-serve-request");
      t.setDaemon(true);
      return t;
    });
    http.setExecutor(requests);
    http.createContext("/", this::serve);
  }

  /**
   * Starts a server on {@code host}:{@code port} (0 picks a free port).
   *
   * @throws IOException if the address cannot be bound (in use, not this machine's)
   */
  public static WebServer start(String host, int port, ServerLimits limits) throws IOException {
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("port must be in [0, 65535], got " + port);
    }
    HttpServer http = HttpServer.create(new InetSocketAddress(host, port), 0);
    WebServer server = new WebServer(http, limits);
    http.start();
    return server;
  }

  /** The page's address, e.g. {@code http://127.0.0.1:8080/}. */
  public URI uri() {
    InetSocketAddress a = http.getAddress();
    String host = a.getAddress().getHostAddress();
    return URI.create("http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + a.getPort() + "/");
  }

  /** Stops answering, cancels every search. */
  @Override
  public void close() {
    http.stop(0);
    searches.close();
    requests.shutdownNow();
  }

  private void serve(HttpExchange ex) throws IOException {
    try (ex) {
      String path = ex.getRequestURI().getRawPath();
      try {
        if (path.startsWith("/api/")) {
          Routes.Match match = routes.find(ex.getRequestMethod(), path);
          Object answer = match.handler().handle(new Request(ex, match.rest(), limits.maxBodyBytes()));
          if (answer instanceof Routes.Reply r) {
            Http.sendJson(ex, r.status(), r.body());
          } else {
            Http.sendJson(ex, 200, (JsonElement) answer);
          }
        } else if (ex.getRequestMethod().equals("GET") || ex.getRequestMethod().equals("HEAD")) {
          Map.Entry<String, byte[]> file = StaticFiles.find(path);
          Http.send(ex, 200, file.getKey(), file.getValue());
        } else {
          throw new HttpError(405, "method " + Messages.quote(ex.getRequestMethod()) + " not allowed on the page");
        }
      } catch (HttpError e) {
        Http.sendError(ex, e.status, e.getMessage());
      } catch (IllegalArgumentException e) {
        // the modules' validation (BadInputException): the user's input named, as the CLI prints it
        Http.sendError(ex, 400, e.getMessage());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        Http.sendError(ex, 503, "the server is stopping");
      } catch (IOException e) {
        throw e;
      } catch (Exception | StackOverflowError e) {
        Http.sendError(ex, 500, "internal error: " + e);
      }
    }
  }
}
