package io.github.dlxkit.cli.polyomino;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.dlxkit.cli.main.Dlx;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A split count shows progress while its one long subproblem runs (issues 53 and 54): {@code dlx
 * quantumino --count --progress} counts the 5x8x2 box in one frontier slice for hours, and printed
 * nothing until Ctrl-C, which then said "before the first progress snapshot". Now the slice's sweep
 * reports through core's runner, so the line comes about a second into the count.
 */
class QuantuminoProgressTest {
  /** Start-up and the count's first second, with room for a loaded machine (the line came in about 2 s here). */
  private static final long WAIT_SECONDS = 30;

  @Test
  void aCountOfOneLongSliceShowsProgressAndCtrlCReportsIt() throws Exception {
    List<String> args = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx512m", "-cp", System.getProperty("java.class.path"), Dlx.class.getName(),
        "quantumino", "--count", "--progress");
    Process p = new ProcessBuilder(args).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    try {
      LinkedBlockingQueue<String> lines = new LinkedBlockingQueue<>();
      Thread reader = new Thread(() -> {
        try (BufferedReader err = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
          for (String l = err.readLine(); l != null; l = err.readLine()) {
            lines.add(l);
          }
        } catch (java.io.IOException closed) {
          // the child is gone
        }
        lines.add("<end>");
      });
      reader.start();
      long start = System.nanoTime();
      String line = lines.poll(WAIT_SECONDS, TimeUnit.SECONDS);
      while (line != null && !line.startsWith("progress") && !line.equals("<end>")) {
        line = lines.poll(WAIT_SECONDS * 1_000_000_000L - (System.nanoTime() - start), TimeUnit.NANOSECONDS);
      }
      assertNotNull(line, "no progress line within " + WAIT_SECONDS + " s");
      assertTrue(line.startsWith("progress") && p.isAlive(), "the count must still run and show progress: " + line);
      // the sweep's own fraction: a slice of 80 cells is not done in its first seconds
      assertTrue(line.matches("progress +[0-9.]+%  solutions 0  nodes \\S+ .*"), line);
      new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start().waitFor();
      assertTrue(p.waitFor(60, TimeUnit.SECONDS));
      reader.join(10_000);
      String last = "";
      for (String l : lines) {
        if (!l.isBlank() && !l.startsWith("progress") && !l.equals("<end>")) {
          last = l.strip();
        }
      }
      assertEquals(130, p.exitValue(), last);
      // Ctrl-C reports the snapshot (it said "before the first progress snapshot")
      assertTrue(last.matches("dlx quantumino: interrupted after [0-9.]+ s: solutions=0 nodes=[1-9]\\d* so far, "
          + "about [0-9.]+% of the search tree done \\(estimate\\)"), last);
    } finally {
      p.destroyForcibly();
    }
  }

  /**
   * On a terminal the same count draws its line in place without {@code --progress} (issue 53), as
   * {@code ProgressPrinterTest} shows for {@code dlx count}: {@code script} gives the child a
   * pseudo-terminal; the test stops reading at the first line drawn, and ends the run by closing
   * the terminal (the child's {@code timeout} ends it anyway).
   */
  @Test
  void onATerminalTheCountShowsProgressByDefault() throws Exception {
    assumeTrue(Files.isExecutable(Path.of("/usr/bin/script")), "needs util-linux script");
    String dlx = "timeout -s INT 60 '" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -Xmx512m -cp '"
        + System.getProperty("java.class.path") + "' '" + Dlx.class.getName() + "' quantumino --count";
    Process p = new ProcessBuilder("/usr/bin/script", "-qec", dlx, "/dev/null").redirectErrorStream(true).start();
    try {
      LinkedBlockingQueue<String> drawn = new LinkedBlockingQueue<>();
      Thread reader = new Thread(() -> {
        StringBuilder seen = new StringBuilder();
        try (InputStreamReader in = new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)) {
          for (int c = in.read(); c >= 0; c = in.read()) {
            seen.append((char) c);
            if (seen.toString().matches("(?s).*\rprogress +[0-9.]+%  solutions 0  nodes .*")) {
              drawn.add(seen.toString());
              return;
            }
          }
        } catch (java.io.IOException closed) {
          // the terminal is gone
        }
        drawn.add("<end> " + seen);
      });
      reader.setDaemon(true);
      reader.start();
      String shown = drawn.poll(WAIT_SECONDS, TimeUnit.SECONDS);
      assertNotNull(shown, "no progress line within " + WAIT_SECONDS + " s");
      assertTrue(!shown.startsWith("<end>"), "the line drawn in place: " + shown);
    } finally {
      p.destroy();
      p.waitFor(10, TimeUnit.SECONDS);
      p.destroyForcibly();
    }
  }
}
