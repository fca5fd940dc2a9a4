package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Unreadable input gets one clear line, batches keep their good answers. */
class InputRobustnessTest {
  private static final String A = "5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3";
  private static final String A_SOLVED =
      "513687249849521637267349581158463972974218365326795418782934156635172894491856723";

  @Test
  void aFileThatIsNotUtf8IsNamedWithLineAndByte(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("bad.dlx");
    Files.write(f, new byte[] {'A', ' ', 'B', '\n', 'A', (byte) 0xff, '\n'});
    CliRun r = CliRun.of("count", f.toString());
    assertEquals(2, r.status());
    assertEquals(List.of("dlx count: cannot read " + f + ": not UTF-8 at line 2, byte 6 of the file"), r.errLines());
  }

  /**
   * A batch line that is not UTF-8 is a bad line like any other: '!' in its place, named on stderr
   * with its line and byte, exit 1 at the end; the other lines keep their answers (issue 50: since
   * issue 32 the whole batch was refused with exit 2 and no answer). Bytes that are not UTF-8 in a
   * comment line are skipped with it. On one thread and on two.
   */
  @Test
  void aBatchLineThatIsNotUtf8IsABadLineAndTheOthersAreAnswered(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("batch.txt");
    byte[] a = (A + "\n").getBytes(StandardCharsets.US_ASCII);
    byte[] bad = {'g', (byte) 0xc3, 'x', '\n'};
    byte[] latin1Comment = {'#', ' ', 'c', 'a', 'f', (byte) 0xe9, '\n'};
    Files.write(f, concat(a, a, a, bad, latin1Comment, a));
    // lines 1-3 are 82 bytes each: line 4's second byte, 0xc3 not followed by a continuation byte, is byte 248
    String why = "line 4: not UTF-8 at byte 248 of the file";
    for (String threads : List.of("1", "2")) {
      CliRun solve = CliRun.of("sudoku", "solve", "--threads", threads, "--file", f.toString());
      assertEquals(1, solve.status(), solve.err());
      assertEquals(List.of(A_SOLVED, A_SOLVED, A_SOLVED, "!", A_SOLVED), solve.outLines());
      assertEquals("dlx sudoku solve: " + f + ": " + why, solve.errLines().get(0));
      assertTrue(solve.errLines().get(1).startsWith("puzzles=5 solved=4 unique=4 bad=1 "), solve.err());
      CliRun count = CliRun.of("sudoku", "count", "--threads", threads, "--json", "--file", f.toString());
      assertEquals(1, count.status(), count.err());
      assertEquals("{\"line\":4,\"error\":\"not UTF-8 at byte 248 of the file\"}", count.outLines().get(3));
      assertEquals("dlx sudoku count: " + f + ": " + why, count.errLines().get(0));
    }
  }

  /** A byte-order mark at the start of any text input is skipped, not read as part of the first word. */
  @Test
  void aByteOrderMarkIsSkipped(@TempDir Path dir) throws IOException {
    byte[] bom = {(byte) 0xef, (byte) 0xbb, (byte) 0xbf};
    Path dlx = dir.resolve("queens8.dlx");
    Files.write(dlx, concat(bom, Files.readAllBytes(Path.of("core/src/test/resources/xcc/queens8.dlx"))));
    assertEquals(List.of("92"), CliRun.of("count", dlx.toString()).outLines()); // OEIS A000170
    Path batch = dir.resolve("batch.txt");
    Files.write(batch, concat(bom, (A + "\n").getBytes(StandardCharsets.US_ASCII)));
    CliRun solved = CliRun.of("sudoku", "solve", "--file", batch.toString());
    assertEquals(0, solved.status(), solved.err());
    assertEquals(List.of(A_SOLVED), solved.outLines());
    Path pieces = dir.resolve("dominoes.txt");
    Files.write(pieces, concat(bom, "piece D *\n##\n\nregion\n##\n##\n".getBytes(StandardCharsets.US_ASCII)));
    assertEquals(List.of("2"), CliRun.of("polyomino", pieces.toString(), "--count").outLines());
    CliRun stdin = CliRun.withStdin("\uFEFF" + A + "\n", "sudoku", "count");
    assertEquals(List.of("1"), stdin.outLines(), stdin.err());
    Path tantrix = dir.resolve("blue.json");
    Files.write(tantrix, concat(bom, Files.readAllBytes(Path.of("tantrix/src/test/resources/rainbow-blue-solution.json"))));
    CliRun check = CliRun.of("tantrix", "check", tantrix.toString());
    assertEquals(0, check.status(), check.out() + check.err());
  }

  @Test
  void aBatchCapsItsErrorLines() {
    String input = "bad\n".repeat(30) + A + "\n";
    CliRun r = CliRun.withStdin(input, "sudoku", "solve");
    assertEquals(1, r.status());
    assertEquals(31, r.outLines().size());
    assertEquals(22, r.errLines().size(), r.err()); // 20 lines, "10 more", the summary
    assertTrue(r.errLines().get(20).contains("10 more bad lines"), r.err());
  }

  @Test
  void aHugeTokenIsNotEchoedWhole() {
    CliRun r = CliRun.withStdin("A\n" + "x".repeat(10_000_000) + "\n", "count", "-");
    assertEquals(2, r.status());
    assertEquals(1, r.errLines().size());
    assertTrue(r.err().length() < 300, () -> r.err().substring(0, 300));
  }

  /** Needs a real child process: only a process can start with its stdin closed. */
  @Test
  void aClosedStdinIsBadInput() throws Exception {
    for (String command : List.of("count -", "sudoku solve", "tantrix check -")) {
      Process p = new ProcessBuilder("/bin/sh", "-c", "exec \"$0\" -Xmx64m -cp \"$1\" io.github.dlxkit.cli.main.Dlx "
          + command + " <&-", Path.of(System.getProperty("java.home"), "bin", "java").toString(),
          System.getProperty("java.class.path")).start();
      assertTrue(p.waitFor(60, TimeUnit.SECONDS), command);
      String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertEquals(2, p.exitValue(), command + ": " + err);
      assertEquals("", out, command);
      assertTrue(err.strip().endsWith("cannot read <stdin>: standard input is closed"), err);
      assertEquals(1, err.strip().split("\n").length, err);
    }
  }

  private static byte[] concat(byte[]... parts) {
    int n = 0;
    for (byte[] p : parts) {
      n += p.length;
    }
    byte[] out = new byte[n];
    int at = 0;
    for (byte[] p : parts) {
      System.arraycopy(p, 0, out, at, p.length);
      at += p.length;
    }
    return out;
  }
}
