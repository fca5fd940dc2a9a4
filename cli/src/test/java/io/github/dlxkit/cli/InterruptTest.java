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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Ctrl-C and --time-limit during a long search say what was done (docs/cli.md, "Interrupts"). */
class InterruptTest {
  /**
   * Every searching command, interrupted after its first progress line, prints solutions, nodes and
   * the estimated share done on stderr and exits 130 (128 + SIGINT, the shell's convention).
   */
  @ParameterizedTest
  @ValueSource(strings = {
      "count --progress QUEENS",
      "count --progress --checkpoint CHECKPOINT QUEENS",
      "count --memo --recount --memo-budget 64 --progress QUEENS",
      "polyomino --count --progress DOMINOES",
      "tanks count 8 --progress",
      "steiner 3 4 16 --count --plain --progress",
      "sudoku count --progress .................................................................................",
      // --round: the growth search (a plain one-loop count is loop shape first, done in a second)
      "tantrix solve --count --round --progress discovery:16"})
  void sigintReportsProgressAndExits130(String command, @TempDir Path dir) throws Exception {
    Path queens = dir.resolve("queens20.dlx");
    Files.writeString(queens, queens(20));
    Path dominoes = dir.resolve("dominoes.txt");
    Files.writeString(dominoes, "piece D *\n##\n\nregion\n" + "##########\n".repeat(10));
    List<String> args = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx256m", "-cp", System.getProperty("java.class.path"), Dlx.class.getName()));
    for (String word : command.split(" ")) {
      args.add(word.equals("QUEENS") ? queens.toString() : word.equals("DOMINOES") ? dominoes.toString()
          : word.equals("CHECKPOINT") ? dir.resolve("checkpoint").toString() : word);
    }
    Process p = new ProcessBuilder(args).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    java.io.BufferedReader err = new java.io.BufferedReader(
        new java.io.InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8));
    // wait for the first progress line (however loaded the machine), then interrupt
    String line = err.readLine();
    while (line != null && !line.startsWith("progress")) {
      line = err.readLine();
    }
    assertTrue(line != null && p.isAlive(), "the search must still be running");
    new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start().waitFor();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    String last = "";
    for (String l = err.readLine(); l != null; l = err.readLine()) {
      if (!l.isBlank() && !l.startsWith("progress")) {
        last = l.strip();
      }
    }
    String name = "dlx " + (command.startsWith("sudoku") || command.startsWith("tantrix") || command.startsWith("tanks")
        ? command.substring(0, command.indexOf(' ', command.indexOf(' ') + 1)) : command.substring(0, command.indexOf(' ')));
    assertEquals(130, p.exitValue(), last);
    assertTrue(last.matches(name + ": interrupted after [0-9.]+ s: solutions=\\d+ nodes=\\d+ so far, "
        + "about [0-9.]+% of the search tree done \\(estimate\\)"), last);
  }

  /**
   * dlx solve, interrupted while it prints solutions, reports solutions and nodes so far on stderr
   * and exits 130, as count does (it exited 130 without a word). A child JVM gets SIGINT once its
   * first solution is out and a progress snapshot (one a second) has been taken.
   */
  @Test
  void sigintDuringSolveReportsToo(@TempDir Path dir) throws Exception {
    Path queens = dir.resolve("queens20.dlx");
    Files.writeString(queens, queens(20));
    List<String> args = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx256m", "-cp", System.getProperty("java.class.path"), Dlx.class.getName(), "solve", queens.toString());
    Process p = new ProcessBuilder(args).start();
    java.io.BufferedReader out = new java.io.BufferedReader(
        new java.io.InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
    assertTrue(out.readLine() != null, "a first solution");
    Thread drain = new Thread(() -> {
      try {
        out.transferTo(java.io.Writer.nullWriter());
      } catch (java.io.IOException closed) {
        // the child is gone
      }
    });
    drain.start();
    Thread.sleep(2500);
    assertTrue(p.isAlive(), "queens20 has far too many solutions to finish");
    new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start().waitFor();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    String last = "";
    for (String l : new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
      if (!l.isBlank()) {
        last = l.strip();
      }
    }
    assertEquals(130, p.exitValue(), last);
    assertTrue(last.matches("dlx solve: interrupted after [0-9.]+ s: solutions=\\d+ nodes=\\d+ so far, "
        + "about [0-9.]+% of the search tree done \\(estimate\\)"), last);
  }

  /**
   * dlx solve, stopped by Ctrl-C (SIGINT) or SIGTERM, prints what it found so far, as
   * --time-limit does, and then the report line, whose solutions are the ones printed (issue 50:
   * --min-cost exited 130 or 143 with nothing on stdout or stderr). 20 queens with option costs
   * (no solution costs 0, so no bound proves the cheapest early): far too many solutions for any of
   * these searches to end. The signal goes once the listing has printed, or once the cheapest
   * search (which prints at its end) has spent 3 s of CPU time, well past start-up.
   */
  @ParameterizedTest
  @ValueSource(strings = {"INT solve --min-cost --best 5", "TERM solve --min-cost --best 5",
      "INT solve --min-cost", "TERM solve", "INT solve --json"})
  void solveStoppedBySignalPrintsWhatItFound(String run, @TempDir Path dir) throws Exception {
    Path queens = dir.resolve("queens20-costs.dlx");
    Files.writeString(queens, queensWithCosts(20));
    String signal = run.substring(0, run.indexOf(' '));
    List<String> args = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx256m", "-cp", System.getProperty("java.class.path"), Dlx.class.getName()));
    args.addAll(List.of(run.substring(run.indexOf(' ') + 1).split(" ")));
    args.add(queens.toString());
    Path out = dir.resolve("out.txt");
    Path err = dir.resolve("err.txt");
    Process p = new ProcessBuilder(args).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    long deadline = System.nanoTime() + 60_000_000_000L;
    boolean minCost = run.contains("--min-cost");
    while (p.isAlive() && System.nanoTime() < deadline && (minCost
        ? p.info().totalCpuDuration().orElse(java.time.Duration.ZERO).toMillis() < 3000 : Files.size(out) == 0)) {
      Thread.sleep(100);
    }
    assertTrue(p.isAlive(), "the search must still be running: " + Files.readString(err));
    new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).start().waitFor();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the child must exit after SIG" + signal);
    List<String> errLines = Files.readAllLines(err);
    String last = errLines.isEmpty() ? "" : errLines.get(errLines.size() - 1);
    assertEquals(signal.equals("INT") ? 130 : 143, p.exitValue(), last);
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("dlx solve: interrupted after [0-9.]+ s: "
        + "solutions=(\\d+) nodes=\\d+ so far, about [0-9.]+% of the search tree done \\(estimate\\)").matcher(last);
    assertTrue(m.matches(), last);
    assertEquals(1, errLines.size(), "the report alone: " + errLines);
    long found = Long.parseLong(m.group(1));
    List<String> lines = Files.readAllLines(out);
    if (minCost) {
      // the cheapest kept so far, cheapest first: '| cost N' and 20 queens each, a blank line between
      long kept = Math.min(found, run.contains("--best") ? 5 : 1);
      assertTrue(kept >= 1, "a first solution in 3 s: " + last);
      assertEquals(kept * 22 - 1, lines.size(), String.join("\n", lines));
      long previous = -1;
      for (int i = 0; i < lines.size(); i += 22) {
        long cost = Long.parseLong(lines.get(i).substring("| cost ".length()));
        assertTrue(cost >= previous, lines.get(i));
        previous = cost;
      }
    } else {
      // every solution found is printed, whole: 20 lines and a blank line between (one line with --json)
      assertTrue(found >= 1, last);
      assertEquals(run.contains("--json") ? found : found * 21 - 1, lines.size());
    }
  }

  /**
   * A listing that writes to a file in blocks (polyomino --all: domino tilings of the 8×8 board,
   * 12,988,816 of them, OEIS A004003, far too many to end), stopped by SIGTERM, ends with whole
   * solutions: eight rows of eight and a blank line between (it ended mid-line when the command's
   * blocks went on being written while the JVM exited).
   */
  @Test
  void aListingStoppedBySignalEndsWithWholeSolutions(@TempDir Path dir) throws Exception {
    Path dominoes = dir.resolve("dominoes8.txt");
    Files.writeString(dominoes, "piece D *\n##\n\nregion\n" + "########\n".repeat(8));
    Path out = dir.resolve("out.txt");
    List<String> args = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx256m", "-cp", System.getProperty("java.class.path"), Dlx.class.getName(), "polyomino",
        dominoes.toString(), "--all");
    Process p = new ProcessBuilder(args).redirectOutput(out.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD)
        .start();
    long deadline = System.nanoTime() + 60_000_000_000L;
    while (p.isAlive() && System.nanoTime() < deadline && Files.size(out) < 100_000) {
      Thread.sleep(50);
    }
    assertTrue(p.isAlive(), "the listing must still be running");
    new ProcessBuilder("kill", "-TERM", Long.toString(p.pid())).start().waitFor();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the child must exit after SIGTERM");
    assertEquals(143, p.exitValue());
    String text = Files.readString(out);
    assertTrue(text.endsWith("\n"), "ends with a whole line: ..." + text.substring(Math.max(0, text.length() - 40)));
    List<String> lines = text.lines().toList();
    assertEquals(0, (lines.size() + 1) % 9, lines.size() + " lines: not whole solutions"); // 9n - 1 for n
    for (int i = 0; i < lines.size(); i++) {
      assertEquals(i % 9 == 8 ? 0 : 8, lines.get(i).length(), "line " + (i + 1));
    }
  }

  /**
   * {@link #queens} with a cost (7r + 3c) mod 10 on the queen at row r, column c: the cheapest of
   * the 20-queens solutions found in 2 s cost 60 (a run of dlx solve --min-cost --best 5).
   */
  static String queensWithCosts(int n) {
    StringBuilder sb = new StringBuilder();
    String[] lines = queens(n).split("\n");
    sb.append(lines[0]).append('\n');
    for (int i = 1; i < lines.length; i++) {
      int r = (i - 1) / n;
      int c = (i - 1) % n;
      sb.append(lines[i]).append(" |").append((7 * r + 3 * c) % 10).append('\n');
    }
    return sb.toString();
  }

  /** count and solve take --time-limit too, and a stopped count prints no number (docs/cli.md). */
  @Test
  void countAndSolveStopAtTheirTimeLimit(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("queens20.dlx");
    Files.writeString(file, queens(20));
    for (String command : new String[] {"count", "solve", "count --memo --recount"}) {
      long start = System.nanoTime();
      List<String> args = new ArrayList<>(List.of(command.split(" ")));
      args.addAll(List.of("--time-limit", "1", file.toString()));
      CliRun r = CliRun.of(args.toArray(new String[0]));
      assertTrue(System.nanoTime() - start < 20_000_000_000L);
      assertEquals(1, r.status(), r.err());
      assertTrue(r.err().contains("search stopped before the end"), r.err());
      if (command.startsWith("count")) {
        assertEquals("", r.out());
      }
    }
  }

  /** The n-queens problem in Knuth's format: rows and columns primary, diagonals secondary. */
  static String queens(int n) {
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
