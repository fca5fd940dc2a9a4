package io.github.dlxkit.cli;

import io.github.dlxkit.cli.main.Dlx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One checkpoint, one writer (issue 32: two counts on one file left 13 damaged lines and a resume
 * that refused it): a second {@code dlx count --checkpoint F} in another JVM is refused at once
 * with one line naming F (exit 2) while the first counts; the first, killed with SIGKILL, leaves a
 * checkpoint that a third run resumes to the exact count.
 */
class CheckpointWritersTest {
  private static final String QUEENS13 = "core/src/test/resources/xcc/queens13.dlx";

  @TempDir Path dir;

  private static Process dlx(String... words) throws Exception {
    List<String> args = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), Dlx.class.getName()));
    args.addAll(List.of(words));
    return new ProcessBuilder(args).start();
  }

  /**
   * The file's lines, 0 while it is not there yet. Read without an exists test first: the run's
   * up-front check of {@code --checkpoint} used to make and remove the file once before the run
   * made it for good, so it could vanish between the two (seen once on Temurin 25 in CI); the check
   * no longer makes it (OutputsTest), and a read that finds nothing still means "not yet".
   */
  private static long lines(Path file) throws Exception {
    try {
      return Files.readAllLines(file).size();
    } catch (java.nio.file.NoSuchFileException e) {
      return 0;
    }
  }

  @Test
  void aSecondWriterIsRefusedAndTheResumedCountIsExact() throws Exception {
    Path file = dir.resolve("q13.checkpoint");
    Process first = dlx("count", "--checkpoint", file.toString(), QUEENS13);
    // wait until the first run holds the file and has recorded some subproblems
    long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
    while (first.isAlive() && lines(file) < 20 && System.nanoTime() < deadline) {
      Thread.sleep(5);
    }
    assertTrue(first.isAlive(), "the first count must still be running when the second starts");
    // freeze it (SIGSTOP: it keeps its lock) so that it cannot finish while the second JVM starts:
    // 13 queens take about a second, no longer than a JVM start on a loaded machine
    assertEquals(0, new ProcessBuilder("kill", "-STOP", Long.toString(first.pid())).start().waitFor());

    Process second = dlx("count", "--checkpoint", file.toString(), QUEENS13);
    assertTrue(second.waitFor(2, TimeUnit.MINUTES), "the second run ends at once");
    String err = new String(second.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(2, second.exitValue(), err);
    assertEquals("", new String(second.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
    assertEquals(1, err.lines().count(), err);
    assertTrue(err.startsWith("dlx count: checkpoint " + file + " is in use by another count"), err);

    assertTrue(first.isAlive(), "the refused run did not disturb the first");
    first.destroyForcibly().waitFor(); // SIGKILL: the lock goes with the process
    long kept = lines(file) - 1;

    Process third = dlx("count", "--checkpoint", file.toString(), "--stats", QUEENS13);
    assertTrue(third.waitFor(5, TimeUnit.MINUTES), "the resumed count finishes");
    String out = new String(third.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    err = new String(third.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, third.exitValue(), err);
    assertEquals("73712", out.strip(), "13 queens: OEIS A000170");
    assertTrue(kept > 0, "the killed run had recorded subproblems: " + kept);
    System.out.println("two writers: the first recorded " + kept + " subproblems before its kill; " + err.strip());
  }
}
