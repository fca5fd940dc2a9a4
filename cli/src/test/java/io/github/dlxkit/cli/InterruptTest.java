package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 12 item 9: Ctrl-C during a long count says what was done, then exits 130. */
class InterruptTest {
  @Test
  void sigintReportsProgressAndExits130(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("queens20.dlx");
    Files.writeString(file, queens(20));
    Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx256m", "-cp", System.getProperty("java.class.path"), Dlx.class.getName(), "count", file.toString())
        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    Thread.sleep(3000); // past the first progress snapshot (1 s) and the JVM's start
    assertTrue(p.isAlive(), "the count must still be running");
    new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start().waitFor();
    assertTrue(p.waitFor(30, TimeUnit.SECONDS));
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    assertEquals(130, p.exitValue(), err);
    assertTrue(err.matches("dlx count: interrupted after [0-9.]+ s: solutions=\\d+ nodes=\\d+ so far, "
        + "about [0-9.]+% of the search tree done \\(estimate\\)"), err);
  }

  /** The n-queens problem in Knuth's format: rows and columns primary, diagonals secondary. */
  private static String queens(int n) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      sb.append("R").append(i).append(" C").append(i).append(' ');
    }
    sb.append('|');
    for (int d = 0; d < 2 * n - 1; d++) {
      sb.append(" A").append(d).append(" B").append(d);
    }
    sb.append('\n');
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        sb.append("R").append(r).append(" C").append(c).append(" A").append(r + c)
            .append(" B").append(r - c + n - 1).append('\n');
      }
    }
    return sb.toString();
  }
}
