package io.github.dlxkit.cli;

import io.github.dlxkit.cli.main.Dlx;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * One in-process run of {@code dlx}, with its exit status, stdout and stderr; the CLI tests' way to
 * run commands (stdin is swapped for the run, so runs must not be concurrent).
 */
public record CliRun(int status, String out, String err) {

  /** Runs {@code dlx args} with empty stdin. */
  public static CliRun of(String... args) {
    return withStdin(null, args);
  }

  /** Runs {@code dlx args} with {@code stdin} (null for empty) as standard input. */
  public static synchronized CliRun withStdin(String stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    InputStream oldIn = System.in;
    System.setIn(new ByteArrayInputStream((stdin == null ? "" : stdin).getBytes(StandardCharsets.UTF_8)));
    try {
      int status = Dlx.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
          new PrintStream(err, true, StandardCharsets.UTF_8));
      return new CliRun(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    } finally {
      System.setIn(oldIn);
    }
  }

  /** Stdout split into lines (no trailing empty line). */
  public List<String> outLines() {
    return lines(out);
  }

  /** Stderr split into lines (no trailing empty line). */
  public List<String> errLines() {
    return lines(err);
  }

  private static List<String> lines(String text) {
    String[] parts = text.split("\r?\n", -1);
    int n = text.endsWith("\n") ? parts.length - 1 : parts.length;
    return text.isEmpty() ? List.of() : Arrays.asList(parts).subList(0, n);
  }
}
