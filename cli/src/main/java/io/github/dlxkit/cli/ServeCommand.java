package io.github.dlxkit.cli;

import io.github.dlxkit.core.io.Messages;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.cli.serve.Browser;
import io.github.dlxkit.cli.serve.ServerLimits;
import io.github.dlxkit.cli.serve.WebServer;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code dlx serve}: the web page and its JSON API (docs/web.md), until Ctrl-C. */
@Command(
    name = "serve",
    mixinStandardHelpOptions = true,
    description = "Serves a web page to play, solve and count every puzzle, and its JSON API"
        + " (docs/web.md), on this machine only unless --host says otherwise; Ctrl-C stops it.")
public final class ServeCommand implements Callable<Integer> {
  Invocation invocation;

  @Option(names = "--port", paramLabel = "N", defaultValue = "8080", converter = Port.class,
      description = "the port to listen on (default: ${DEFAULT-VALUE}; 0 picks a free one)")
  int port;

  @Option(names = "--host", paramLabel = "H", defaultValue = "127.0.0.1",
      description = "the address to listen on (default: ${DEFAULT-VALUE}, this machine only;"
          + " 0.0.0.0 lets every machine that reaches this one use the server)")
  String host;

  @Option(names = "--allow-host", paramLabel = "NAME",
      description = "also answer requests for the host name NAME (repeatable); localhost and IP addresses are"
          + " always answered, any other name is refused (403), so that no web site can rebind its name to"
          + " this server")
  List<String> allowHosts = new ArrayList<>();

  @Option(names = "--open", description = "open the page in the browser")
  boolean open;

  @Option(names = "--searches", paramLabel = "N", defaultValue = "2", converter = Ranges.Threads.class,
      description = "searches running at once (default: ${DEFAULT-VALUE}); more wait, up to 8, then the"
          + " server answers 503")
  int searches;

  @Option(names = "--time-limit", paramLabel = "TIME", defaultValue = "300", converter = Ranges.Time.class,
      description = "stop each search after TIME (seconds, or 500ms, 30s, 5m, 1h; default: ${DEFAULT-VALUE} seconds)")
  Duration timeLimit;

  @Override
  public Integer call() throws Exception {
    ServerLimits limits = ServerLimits.defaults().withSearchThreads(searches)
        .withMaxSearchTime(timeLimit);
    WebServer server;
    try {
      server = WebServer.start(host, port, limits, Set.copyOf(allowHosts));
    } catch (IOException | IllegalArgumentException e) {
      throw new BadInputException("cannot listen on " + host + ":" + port + ": " + Messages.oneLine(e.getMessage()));
    }
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      server.close();
      stopped.countDown();
    }));
    invocation.err().println("dlx serve: " + server.uri() + " (Ctrl-C stops)");
    if (open && !Browser.open(server.uri())) {
      invocation.err().println("dlx serve: no browser to open here; open " + server.uri());
    }
    stopped.await();
    return 0;
  }

  /** {@code --port}: 0..65535. */
  static final class Port implements picocli.CommandLine.ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
      return (int) Ranges.parse(value, 0, 65535);
    }
  }
}
