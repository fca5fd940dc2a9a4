package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.dlxkit.core.search.Progress;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class ProgressPrinterTest {
  @Test
  void printsEstimateSolutionsRateAndTimeToGo() {
    StringWriter sw = new StringWriter();
    ProgressPrinter printer = new ProgressPrinter(new PrintWriter(sw), false);
    printer.onProgress(new Progress(0.25, 3_000_000, 42, Duration.ofSeconds(10)));
    printer.onProgress(new Progress(0.5, 6_000_000, 84, Duration.ofSeconds(20)));
    printer.finish();
    // not a terminal: one plain line per report; 3M nodes in 10 s = 300k/s; 30 s to go
    assertEquals("progress  25.00%  solutions 42  nodes 3.0M  300.0k nodes/s  elapsed 0:10  to go ~0:30\n"
            + "progress  50.00%  solutions 84  nodes 6.0M  300.0k nodes/s  elapsed 0:20  to go ~0:20\n",
        sw.toString().replace(System.lineSeparator(), "\n"));
  }

  @Test
  void onATerminalRedrawsOneLineAndEndsIt() {
    StringWriter sw = new StringWriter();
    ProgressPrinter printer = new ProgressPrinter(new PrintWriter(sw), true);
    printer.onProgress(new Progress(0.25, 3_000_000, 42, Duration.ofSeconds(10)));
    printer.onProgress(new Progress(0.5, 6_000_000, 84, Duration.ofSeconds(20)));
    printer.finish();
    // carriage return + erase-to-end-of-line per report, one newline at the end
    assertEquals("\rprogress  25.00%  solutions 42  nodes 3.0M  300.0k nodes/s  elapsed 0:10  to go ~0:30\u001b[K"
            + "\rprogress  50.00%  solutions 84  nodes 6.0M  300.0k nodes/s  elapsed 0:20  to go ~0:20\u001b[K\n",
        sw.toString().replace(System.lineSeparator(), "\n"));
  }

  @Test
  void stderrIsJudgedApartFromStdinAndStdout() throws Exception {
    // `script` runs a shell on a pseudo-terminal: there System.console() is non-null either way, but
    // only the run without `2> file` has a terminal on stderr
    assumeTrue(Files.isExecutable(Path.of("/usr/bin/script")), "needs util-linux script");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String probe = "'" + java + "' -cp '" + System.getProperty("java.class.path") + "' '"
        + TerminalProbe.class.getName() + "'";
    Path log = Files.createTempFile("dlx-stderr", ".log");
    try {
      assertEquals("console true, stderr true", onPty(probe));
      assertEquals("console true, stderr false", onPty(probe + " 2> " + log));
    } finally {
      Files.delete(log);
    }
  }

  private static String onPty(String command) throws Exception {
    return onPty(command, 0);
  }

  private static String onPty(String command, int status) throws Exception {
    Process p = new ProcessBuilder("/usr/bin/script", "-qec", command, "/dev/null")
        .redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
    assertEquals(status, p.waitFor(), out);
    return out;
  }

  /**
   * On a terminal a count that runs past a second shows the progress line without {@code
   * --progress}, as cargo, pip and curl do; {@code --no-progress} turns it off (issue 53). The
   * count of 20 queens is stopped by its time limit (exit 1), after at least two reports.
   */
  @Test
  void onATerminalACountShowsProgressByDefault(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
    assumeTrue(Files.isExecutable(Path.of("/usr/bin/script")), "needs util-linux script");
    Path queens = dir.resolve("queens20.dlx");
    Files.writeString(queens, InterruptTest.queens(20));
    String dlx = "'" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '"
        + System.getProperty("java.class.path") + "' '" + io.github.dlxkit.cli.main.Dlx.class.getName() + "' count"
        + " --time-limit 2500ms '" + queens + "'";
    String shown = onPty(dlx, 1);
    // drawn in place (a carriage return before it), with the share done and the solutions so far
    assertTrue(shown.matches("(?s).*\rprogress +[0-9.]+%  solutions \\d+  nodes .*"), shown);
    String off = onPty(dlx.replace(" count ", " count --no-progress "), 1);
    assertFalse(off.contains("progress"), off);
    // not a terminal: no line without --progress (what every other test of the CLI sees)
    Process p = new ProcessBuilder(dlx.replace("'", "").split(" ")).redirectErrorStream(true).start();
    String plain = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(1, p.waitFor(), plain);
    assertFalse(plain.contains("progress"), plain);
  }

  /**
   * When stdout is the terminal the progress line is drawn on, a line written to stdout first
   * clears the progress line, so that a solution never follows the progress text on one line;
   * the line is drawn again at the next report, and finish adds no newline for a cleared line.
   */
  @Test
  void outputOnTheSameTerminalClearsTheLineFirst() {
    String old = System.getProperty(Terminal.STDOUT_PROPERTY);
    try {
      System.setProperty(Terminal.STDOUT_PROPERTY, "true");
      StringWriter sw = new StringWriter();
      ProgressPrinter printer = new ProgressPrinter(new PrintWriter(sw), true);
      printer.onProgress(new Progress(0.25, 3_000_000, 42, Duration.ofSeconds(10)));
      java.io.ByteArrayOutputStream stdout = new java.io.ByteArrayOutputStream();
      StandardOutput out = new StandardOutput(stdout);
      out.write("1 2 3\n".getBytes(StandardCharsets.UTF_8), 0, 6);
      out.flush(); // held until then: the line is cleared when stdout is written
      printer.finish();
      String expected = "\rprogress  25.00%  solutions 42  nodes 3.0M  300.0k nodes/s  elapsed 0:10  to go ~0:30"
          + "\u001b[K\r\u001b[K";
      assertEquals(expected, sw.toString());
      assertEquals("1 2 3\n", stdout.toString(StandardCharsets.UTF_8));
      // finished: a later write to stdout touches stderr no more
      out.write("4\n".getBytes(StandardCharsets.UTF_8), 0, 2);
      out.flush();
      assertEquals(expected, sw.toString());
    } finally {
      if (old == null) {
        System.clearProperty(Terminal.STDOUT_PROPERTY);
      } else {
        System.setProperty(Terminal.STDOUT_PROPERTY, old);
      }
    }
  }

  /** Prints what {@code System.console()} and {@link Terminal} say. */
  static final class TerminalProbe {
    public static void main(String[] args) {
      System.out.println("console " + (System.console() != null) + ", stderr " + Terminal.isStderr());
    }
  }

  @Test
  void theLaunchersPropertyDecides() {
    String old = System.getProperty(Terminal.PROPERTY);
    try {
      System.setProperty(Terminal.PROPERTY, "true");
      assertTrue(Terminal.isStderr());
      System.setProperty(Terminal.PROPERTY, "false");
      assertFalse(Terminal.isStderr());
    } finally {
      if (old == null) {
        System.clearProperty(Terminal.PROPERTY);
      } else {
        System.setProperty(Terminal.PROPERTY, old);
      }
    }
  }

  @Test
  void humanNumbersAndClock() {
    assertEquals("9999", ProgressPrinter.human(9999));
    assertEquals("12.3k", ProgressPrinter.human(12_345));
    assertEquals("1.2G", ProgressPrinter.human(1_234_567_890));
    assertEquals("1:01:01", ProgressPrinter.clock(Duration.ofSeconds(3661)));
    assertEquals("0:59", ProgressPrinter.clock(Duration.ofSeconds(59)));
  }
}
