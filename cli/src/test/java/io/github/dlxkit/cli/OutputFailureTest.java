package io.github.dlxkit.cli;

import io.github.dlxkit.cli.main.Dlx;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;

/**
 * Output that cannot be written is a failure, never exit status 0 (docs/cli.md, exit status): a
 * full disk ({@code > /dev/full}) or a closed stdout ({@code >&-}) gives exit 2 and one line on
 * stderr, in every command — a job-array part whose result is lost must not report success.
 */
class OutputFailureTest {
  private static final String QUEENS = "core/src/test/resources/xcc/queens8.dlx";
  private static final String PUZZLE =
      "5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3";

  /** One command of each kind of output: a number, solutions, a batch, part lines, help text. */
  private static List<String> commands(Path parts) {
    return List.of(
        "count " + QUEENS,
        "count --part 1/2 " + QUEENS,
        "solve " + QUEENS,
        "solve --json --limit 1 " + QUEENS,
        "sum " + parts,
        "sudoku solve " + PUZZLE,
        "tanks count 5",
        "steiner 2 3 7",
        "tantrix solve discovery:3",
        "--help");
  }

  @Test
  void aFullDiskIsExit2WithOneLine(@TempDir Path dir) throws Exception {
    assumeTrue(Files.exists(Path.of("/dev/full")), "needs Linux's /dev/full");
    // assertAll: every command's result is reported, not only the first one that fails
    assertAll(commands(parts(dir)).stream().map(command -> (Executable)
        () -> check(command, run(command + " > /dev/full"), "No space left on device")));
  }

  /** A closed stdout is found before the command runs, so three commands stand for all. */
  @Test
  void aClosedStdoutIsExit2WithOneLine() throws Exception {
    assertAll(Stream.of("count " + QUEENS, "sudoku solve " + PUZZLE, "--version").map(command -> (Executable)
        () -> check(command, run(command + " >&-"), "standard output is closed")));
  }

  /**
   * A reader that closed the pipe ({@code dlx sum FILES | head -1}) is not an error: exit 141
   * (128 + SIGPIPE, as a shell reports a tool the signal killed) and nothing on stderr. The pipe's
   * read end is closed before the JVM has started, so the first write meets EPIPE.
   */
  @Test
  void aClosedPipeIsExit141Silently(@TempDir Path dir) throws Exception {
    Path parts = parts(dir);
    assertAll(Stream.of("sum " + parts, "solve " + QUEENS, "--help").map(command -> (Executable) () -> {
      List<String> args = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
          "-Xmx128m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
          "io.github.dlxkit.cli.main.Dlx"));
      args.addAll(List.of(command.split(" ")));
      assertSilent141(command, args);
    }));
  }

  /** Starts {@code args}, closes the read end of its stdout at once, and expects exit 141, stderr empty. */
  private static void assertSilent141(String command, List<String> args) throws Exception {
    Process p = new ProcessBuilder(args).start();
    p.getInputStream().close();
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), command);
    assertEquals("", err, command);
    assertEquals(141, p.exitValue(), command);
  }

  /**
   * The same rule for a file an option names that is a pipe ({@code --svg /dev/stdout | head -1}):
   * its reader left, so the command ends silently with 141, where it said "cannot write
   * /dev/stdout: Broken pipe" (or only "Broken pipe") with exit 2. Here the pipe is descriptor 3,
   * whose read end is closed before the JVM has started, and stdout goes to /dev/null.
   */
  @Test
  void anOptionsFileOnAClosedPipeIsExit141Silently() throws Exception {
    assumeTrue(Files.isDirectory(Path.of("/dev/fd")), "needs /dev/fd");
    assertAll(Stream.of("polyomino --set pentominoes --box 6x10 --svg /dev/fd/3",
        "tantrix solve discovery:3 --svg /dev/fd/3",
        "tantrix game --players random,random --seed 1 --final --save /dev/fd/3",
        // appended to as the cubes are decided, not written once at the end
        "tanks cubes 5 --sat-solver java --cube-log /dev/fd/3").map(command -> (Executable) () -> {
          List<String> args = new ArrayList<>(List.of("/bin/sh", "-c",
              "exec \"$0\" -Xmx128m -XX:TieredStopAtLevel=1 -cp \"$1\" io.github.dlxkit.cli.main.Dlx " + command
                  + " 3>&1 >/dev/null",
              Path.of(System.getProperty("java.home"), "bin", "java").toString(), System.getProperty("java.class.path")));
          assertSilent141(command, args);
        }));
  }

  /** The in-process runner (the tests' CliRun) sees a failing PrintStream the same way. */
  @Test
  void aFailingPrintStreamIsExit2() {
    OutputStream broken = new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        throw new IOException("broken");
      }
    };
    java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
    int status = Dlx.run(new String[] {"count", QUEENS}, new PrintStream(broken, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(2, status);
    assertEquals("dlx count: cannot write <stdout>: write error", err.toString(StandardCharsets.UTF_8).strip());
  }

  private static void check(String command, String[] result, String reason) {
    String err = result[1].strip();
    assertEquals("2", result[0], command + ": " + err);
    assertEquals(1, err.lines().count(), command + ": " + err);
    assertTrue(err.startsWith("dlx") && err.endsWith("cannot write <stdout>: " + reason), command + ": " + err);
  }

  private static Path parts(Path dir) throws IOException {
    Path f = dir.resolve("parts.json");
    Files.writeString(f, CliRun.of("count", "--part", "1/1", QUEENS).out());
    return f;
  }

  /** Runs {@code dlx} with the shell redirection in {@code command}; returns exit status and stderr. */
  private static String[] run(String command) throws Exception {
    List<String> args = new ArrayList<>(List.of("/bin/sh", "-c",
        "exec \"$0\" -Xmx128m -XX:TieredStopAtLevel=1 -cp \"$1\" io.github.dlxkit.cli.main.Dlx " + command,
        Path.of(System.getProperty("java.home"), "bin", "java").toString(), System.getProperty("java.class.path")));
    Process p = new ProcessBuilder(args).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), command);
    return new String[] {Integer.toString(p.exitValue()), err};
  }
}
