package io.github.dlxkit.cli.serve;

import io.github.dlxkit.core.io.Messages;
import com.google.gson.JsonElement;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The server behind {@code dlx serve}: the page (static files from the class path) and the JSON API
 * (docs/web.md) on the JDK's {@link HttpServer}. Requests are answered by a pool of threads; searches run on
 * the bounded pool of {@link Searches}; every request is bounded by {@link ServerLimits}, and one from
 * another web site is refused by {@link Guard} (docs/web.md, "Safe by default").
 *
 * <pre>{@code
 * WebServer server = WebServer.start("127.0.0.1", 0, ServerLimits.defaults());
 * URI page = server.uri();   // http://127.0.0.1:PORT/
 * server.close();
 * }</pre>
 */
public final class WebServer implements AutoCloseable {
  /**
   * Request threads: the JDK's server reads a request's headers and body on one, so a client that
   * stalls holds one until {@link #MAX_REQUEST_SECONDS}; 64 stalled clients are needed to make others
   * wait, and then for at most that time. Idle threads end.
   */
  static final int REQUEST_THREADS = 64;
  /**
   * The longest a client may take to send its request, headers and body (the JDK server's
   * {@code sun.net.httpserver.maxReqTime}, which closes the connection then; the server's timer checks
   * about once a second).
   */
  static final int MAX_REQUEST_SECONDS = 10;

  static {
    // read once, when the JDK's server is first created; a value given with -D is kept
    setIfAbsent("sun.net.httpserver.maxReqTime", Integer.toString(MAX_REQUEST_SECONDS));
    // without it every request after the first on a kept-alive connection waits ~40 ms (Nagle's
    // algorithm against delayed ACKs; issue 52)
    setIfAbsent("sun.net.httpserver.nodelay", "true");
  }

  private final HttpServer http;
  private final Guard guard;
  private final ExecutorService requests;
  private final Searches searches;
  private final Routes routes;
  private final ServerLimits limits;

  private WebServer(HttpServer http, ServerLimits limits, Set<String> allowedHosts) {
    this.http = http;
    this.limits = limits;
    this.guard = new Guard(allowedHosts);
    this.searches = new Searches(limits);
    this.routes = Api.routes(searches);
    ThreadPoolExecutor pool = new ThreadPoolExecutor(REQUEST_THREADS, REQUEST_THREADS, 30, TimeUnit.SECONDS,
        new LinkedBlockingQueue<>(), r -> {
          Thread t = new Thread(r, "dlx-serve-request");
          t.setDaemon(true);
          return t;
        });
    pool.allowCoreThreadTimeOut(true);
    this.requests = pool;
    http.setExecutor(requests);
    http.createContext("/", this::serve);
  }

  /**
   * Starts a server on {@code host}:{@code port} (0 picks a free port).
   *
   * @throws IOException if the address cannot be bound (in use, not this machine's)
   */
  public static WebServer start(String host, int port, ServerLimits limits) throws IOException {
    return start(host, port, limits, Set.of());
  }

  /**
   * Starts a server that also answers requests for the host names {@code allowedHosts} ({@code dlx
   * serve --allow-host}); {@code localhost} and IP addresses are always allowed.
   *
   * @throws IOException if the address cannot be bound (in use, not this machine's)
   */
  public static WebServer start(String host, int port, ServerLimits limits, Set<String> allowedHosts)
      throws IOException {
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("port must be in [0, 65535], got " + port);
    }
    HttpServer http = HttpServer.create(new InetSocketAddress(host, port), 0);
    WebServer server = new WebServer(http, limits, allowedHosts);
    http.start();
    return server;
  }

  /** The page's address, e.g. {@code http://127.0.0.1:8080/}. */
  public URI uri() {
    InetSocketAddress a = http.getAddress();
    String host = a.getAddress().getHostAddress();
    return URI.create("http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + a.getPort() + "/");
  }

  /** The server's searches (for tests: which jobs still run). */
  Searches searches() {
    return searches;
  }

  /** Stops answering, cancels every search. */
  @Override
  public void close() {
    http.stop(0);
    searches.close();
    requests.shutdownNow();
  }

  private static void setIfAbsent(String property, String value) {
    if (System.getProperty(property) == null) {
      System.setProperty(property, value);
    }
  }

  private void serve(HttpExchange ex) throws IOException {
    try (ex) {
      String path = ex.getRequestURI().getRawPath();
      try {
        guard.check(ex.getRequestMethod(), ex.getRequestHeaders());
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
        // a bug: the client sees its words, the server's console where it happened
        System.err.println("dlx serve: internal error on " + ex.getRequestMethod() + " " + path);
        e.printStackTrace();
        Http.sendError(ex, 500, "internal error: " + Http.plain(e));
      }
    }
  }
}
