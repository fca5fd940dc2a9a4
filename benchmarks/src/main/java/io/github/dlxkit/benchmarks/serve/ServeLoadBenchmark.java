package io.github.dlxkit.benchmarks.serve;

import io.github.dlxkit.cli.serve.ServerLimits;
import io.github.dlxkit.cli.serve.WebServer;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@code dlx serve} under load (issue 52): 1, 8, 32 and 128 concurrent clients, each a JMH thread with
 * one kept-alive connection of its own, ask {@code POST /api/sudoku/solve} for the README's puzzle one
 * request after another, as the page's fetches do. The server is {@link WebServer} with its defaults
 * (what {@code dlx serve} runs) in this process on a free port of 127.0.0.1. Mode
 * {@link Mode#SampleTime} reports each answer's time (p50, p99 and more) and, with
 * {@link Mode#Throughput}, answers per second (for all threads together). Any answer but a 200 fails
 * the benchmark, so a run that ends counts 128 clients served without an error.
 *
 * <p>Run on a quiet machine (a smoke run: {@code -f 0 -wi 0 -i 1 -r 1s}):
 * <pre>java -jar benchmarks/target/benchmarks.jar ServeLoadBenchmark -f 1 -wi 3 -w 2s -i 5 -r 3s</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode({Mode.Throughput, Mode.SampleTime})
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 3)
public class ServeLoadBenchmark {
  /** The README's puzzle (unique; its solve takes microseconds, so the HTTP path is what is measured). */
  static final String PUZZLE =
      "5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3";

  private WebServer server;
  private int port;

  /** Starts the server with {@code dlx serve}'s limits. */
  @Setup(Level.Trial)
  public void start() throws IOException {
    server = WebServer.start("127.0.0.1", 0, ServerLimits.defaults());
    port = server.uri().getPort();
  }

  /** Stops the server. */
  @TearDown(Level.Trial)
  public void stop() {
    server.close();
  }

  /** One client: a kept-alive connection and the request it sends again and again. */
  @State(Scope.Thread)
  public static class Client {
    private Socket socket;
    private OutputStream out;
    private InputStream in;
    private byte[] request;

    /** Opens the client's connection to the benchmark's server. */
    @Setup(Level.Trial)
    public void connect(ServeLoadBenchmark b) throws IOException {
      socket = new Socket();
      socket.setTcpNoDelay(true);
      socket.connect(new InetSocketAddress("127.0.0.1", b.port));
      socket.setSoTimeout(60_000);
      out = socket.getOutputStream();
      in = new BufferedInputStream(socket.getInputStream());
      byte[] body = ("{\"grid\":\"" + PUZZLE + "\"}").getBytes(StandardCharsets.UTF_8);
      byte[] head = ("POST /api/sudoku/solve HTTP/1.1\r\nHost: 127.0.0.1:" + b.port
          + "\r\nContent-Type: application/json\r\nContent-Length: " + body.length + "\r\n\r\n")
          .getBytes(StandardCharsets.ISO_8859_1);
      request = new byte[head.length + body.length];
      System.arraycopy(head, 0, request, 0, head.length);
      System.arraycopy(body, 0, request, head.length, body.length);
    }

    /** Closes the connection. */
    @TearDown(Level.Trial)
    public void close() throws IOException {
      socket.close();
    }

    /** Sends the request in one write and reads the whole answer; its length, after a 200 only. */
    int solve() throws IOException {
      out.write(request);
      out.flush();
      String status = line();
      if (!status.startsWith("HTTP/1.1 200")) {
        throw new IllegalStateException("the server answered " + status);
      }
      int length = -1;
      for (String h = line(); !h.isEmpty(); h = line()) {
        if (h.regionMatches(true, 0, "Content-Length:", 0, 15)) {
          length = Integer.parseInt(h.substring(15).strip());
        }
      }
      if (length < 0) {
        throw new IllegalStateException("an answer without Content-Length");
      }
      int read = 0;
      while (read < length) {
        long n = in.skip(length - read);
        if (n <= 0) {
          if (in.read() < 0) {
            throw new IOException("the connection closed inside an answer");
          }
          n = 1;
        }
        read += (int) n;
      }
      return length;
    }

    private String line() throws IOException {
      StringBuilder sb = new StringBuilder();
      for (int c = in.read(); c != '\n'; c = in.read()) {
        if (c < 0) {
          throw new IOException("the connection closed");
        }
        if (c != '\r') {
          sb.append((char) c);
        }
      }
      return sb.toString();
    }
  }

  /** One client. */
  @Benchmark
  @Threads(1)
  public int clients001(Client c) throws IOException {
    return c.solve();
  }

  /** 8 clients at once. */
  @Benchmark
  @Threads(8)
  public int clients008(Client c) throws IOException {
    return c.solve();
  }

  /** 32 clients at once. */
  @Benchmark
  @Threads(32)
  public int clients032(Client c) throws IOException {
    return c.solve();
  }

  /** 128 clients at once. */
  @Benchmark
  @Threads(128)
  public int clients128(Client c) throws IOException {
    return c.solve();
  }
}
