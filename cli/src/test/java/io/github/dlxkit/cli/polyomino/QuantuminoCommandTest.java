package io.github.dlxkit.cli.polyomino;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.CliRun;
import io.github.dlxkit.cli.main.Dlx;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code dlx quantumino}, against SageMath's documentation of {@code sage.games.quantumino}. */
class QuantuminoCommandTest {
  /**
   * The help quotes the measured time of the full count, the figure of docs/polyomino.md (26,899 s,
   * 7.5 hours, all 17 asides), not "takes days" as it did after the sweep made it hours (issue 32).
   */
  @Test
  void theHelpQuotesTheMeasuredTimeOfTheFullCount() throws java.io.IOException {
    String help = String.join(" ", run("quantumino", "--help").outLines()).replaceAll("\\s+", " ");
    assertTrue(!help.contains("days"), help);
    assertTrue(help.contains("every aside of the 5x8x2 box took 7.5 hours of wall time in all"), help);
    assertTrue(Files.readString(Path.of("docs/polyomino.md")).contains("**26,899 s\n(7.5 hours) of wall time in all**"));
  }

  /** Runs {@code dlx args} with empty stdin. */
  static CliRun run(String... args) {
    return CliRun.of(args);
  }

  @TempDir Path dir;

  @Test
  @DisplayName("--rows: 5484 for piece 0 aside (Sage doc), 5172 for piece 8")
  void rows() {
    assertEquals(List.of("5484"), run("quantumino", "--aside", "0", "--rows").outLines());
    assertEquals(List.of("5172"), run("quantumino", "--aside", "8", "--rows").outLines());
    assertEquals(List.of("{\"rows\":5484,\"columns\":96}"), run("quantumino", "--rows", "--json").outLines());
  }

  @Test
  @DisplayName("the first solution: two 5x8 layers using every piece but the one aside")
  void findFirst() {
    CliRun r = run("quantumino", "--aside", "12");
    assertEquals(0, r.status(), r.err());
    List<String> lines = r.outLines();
    assertEquals(11, lines.size());
    assertEquals("--", lines.get(5));
    Set<Character> symbols = new HashSet<>();
    for (String line : lines) {
      if (!line.equals("--")) {
        assertEquals(8, line.length());
        for (char c : line.toCharArray()) {
          symbols.add(c);
        }
      }
    }
    assertEquals(16, symbols.size());
    assertTrue(!symbols.contains('C'), "piece 12 (C) is aside");
  }

  @Test
  @DisplayName("--json: aside, box and 16 pieces of 5 cells each")
  void json() {
    String line = run("quantumino", "--aside", "7", "--json").out().strip();
    assertTrue(line.startsWith("{\"aside\":7,\"box\":[5,8,2],\"pieces\":[{\"piece\":"), line);
    assertEquals(16, line.split("\"piece\":").length - 1);
    String pieces = line.substring(line.indexOf("\"pieces\""));
    assertEquals(80, pieces.split("\\[\\d+,\\d+,\\d+\\]").length - 1); // 16 pieces of 5 cells
    assertTrue(!line.contains("\"piece\":7,"));
  }

  @Test
  @DisplayName("other boxes: 4x4x5 has a solution; 3x3x9 has none: exit 1 (Sage doc)")
  void boxes() throws Exception {
    Path svg = dir.resolve("q.svg");
    CliRun r = run("quantumino", "--aside", "7", "--box", "4x4x5", "--svg", svg.toString());
    assertEquals(0, r.status(), r.err());
    assertTrue(Files.readString(svg).contains("layer 4"));
    CliRun none = run("quantumino", "--aside", "7", "--box", "3x3x9");
    assertEquals(1, none.status());
    assertEquals(List.of("dlx quantumino: no solution"), none.errLines());
    assertEquals(List.of("0"), run("quantumino", "--aside", "4", "--box", "3x2x2", "--count").outLines());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
    "--aside 17|--aside must be a piece number from 0 to 16, got 17",
    "--aside -1|--aside must be a piece number from 0 to 16, got -1",
    "--box 5x8|--box must have three sizes, like 5x8x2; got '5x8'",
    "--box 5x8xz|--box must be sizes separated by 'x', like 6x10 or 5x8x2, each at least 1; got '5x8xz'",
    "--count --rows|--count and --rows cannot be used together",
    "--rows --limit 3|--all, --limit and --svg print solutions; they cannot be combined with --rows",
    "--aside all|--aside all needs --count",
    "--threads 0|Invalid value for option '--threads': '0' is out of range (allowed: 1..1024) (see 'dlx quantumino --help')",
  })
  void badUsage(String args, String message) {
    CliRun r = run(("quantumino " + args).split(" "));
    assertEquals(2, r.status());
    assertEquals(List.of("dlx quantumino: " + message), r.errLines());
  }

  /** A whole count that does not fit in the heap is exit 2 with advice, never an OutOfMemoryError (64 MiB heap). */
  @Test
  void aCountTooBigForTheHeapIsRefusedWithAdvice() throws Exception {
    Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx64m", "-cp", System.getProperty("java.class.path"), Dlx.class.getName(), "quantumino", "--count",
        "--aside", "0").redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    assertTrue(p.waitFor(120, TimeUnit.SECONDS));
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    assertEquals(2, p.exitValue(), err);
    assertTrue(err.startsWith("dlx quantumino: frontier count: ") && err.contains("--part K/N with a larger N") && !err.contains("\n"), err);
  }

  /**
   * 81 cells for 16 pentacubes (80): no packing, answered at once by the cheap checks on every
   * counting path (the sweep's volume, the split's sizes). The split path used to run past a minute;
   * 'all' with --count was refused (it built the matrix of aside -1).
   */
  @Test
  void aBoxOfTheWrongVolumeIsZeroAtOnce() {
    org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(30), () ->
        assertEquals(List.of("0"), run("quantumino", "--aside", "7", "--box", "3x3x9", "--count").outLines()));
  }

  /** The same on the split path, a test of its own so that it is seen to fail by itself (issue 32, more 1). */
  @Test
  void aBoxOfTheWrongVolumeIsZeroAtOnceOnTheSplitPath() {
    org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(30), () -> {
      String part = run("quantumino", "--aside", "7", "--box", "3x3x9", "--count", "--part", "1/1").outLines().get(0);
      assertTrue(part.startsWith("{\"part\":1,\"of\":1,\"count\":0,\"nodes\":0,"), part);
    });
  }

  /** The same for every piece set aside at once (--aside all), one line each. */
  @Test
  void aBoxOfTheWrongVolumeIsZeroAtOnceForEveryAside() {
    org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(30), () -> {
      CliRun all = run("quantumino", "--aside", "all", "--box", "3x3x9", "--count");
      assertEquals(0, all.status(), all.errLines().toString());
      assertEquals(17, all.outLines().size());
      assertTrue(all.outLines().stream().allMatch(l -> l.endsWith("\t0")), all.outLines().toString());
    });
  }

  /**
   * All asides are one split search too, whose counts are vectors (a count per aside), run by core's
   * runner as every count is: the plain count, the parts of {@code --part} added by
   * {@code dlx sum}, a --checkpoint resumed after losing records, and {@code --json} all give the
   * same 17 counts (the last with two threads and --progress), which are those of the 17 one-aside
   * counts in 2x2x20 (an independent computation: each a sweep of its 16 pieces alone, whose aside
   * 16 FrontierSearchTest checks against backtracking); and {@code Dlx.splittable} (Spark's way in) hands over the same search. The
   * deprecated {@code --slice I/K} still counts a slice, and says so in one line on stderr.
   */
  @Test
  void allAsidesCountLikeEveryOtherSplitCount() throws Exception {
    List<String> expected = new java.util.ArrayList<>();
    for (int a = 0; a <= 16; a++) {
      CliRun one = run("quantumino", "--aside", Integer.toString(a), "--box", "2x2x20", "--count");
      assertEquals(0, one.status(), one.err());
      expected.add(a + "\t" + one.outLines().get(0));
    }
    assertTrue(expected.stream().anyMatch(l -> !l.endsWith("\t0")), "2x2x20 has packings: " + expected);
    String[] q = {"quantumino", "--aside", "all", "--box", "2x2x20", "--count"};
    CliRun whole = run(q);
    assertEquals(0, whole.status(), whole.err());
    assertEquals(expected, whole.outLines(), "one sweep, the 17 one-aside counts");
    CliRun slice = run("quantumino", "--aside", "all", "--box", "3x3x9", "--count", "--slice", "1/1");
    assertEquals(List.of("dlx quantumino: --slice is deprecated, use --part K/N (--slice goes in the next release)"),
        slice.errLines()); // the box of the wrong volume: no sweep
    assertEquals(17, slice.outLines().size());
    List<String> sum = new java.util.ArrayList<>(List.of("sum"));
    for (int k = 1; k <= 2; k++) {
      Path part = dir.resolve("all" + k + ".json");
      CliRun r = run(concat(q, "--part", k + "/2"));
      assertEquals(0, r.status(), r.err());
      assertTrue(r.outLines().get(0).matches("\\{\"part\":" + k + ",\"of\":2,\"count\":[0-9]+,\"counts\":\\[([0-9]+,){16}[0-9]+],"
          + "\"nodes\":[0-9]+,\"problem\":\"frontier:[0-9a-f]{32}\"}"), r.outLines().get(0));
      Files.writeString(part, r.out());
      sum.add(part.toString());
    }
    assertEquals(expected, run(sum.toArray(new String[0])).outLines(), "dlx sum of the two parts");
    Path checkpoint = dir.resolve("all.checkpoint");
    assertEquals(expected, run(concat(q, "--checkpoint", checkpoint.toString())).outLines());
    List<String> records = Files.readAllLines(checkpoint);
    assertTrue(records.size() > 3 && records.get(1).split(" ").length == 6, records.get(1));
    Files.write(checkpoint, records.subList(0, records.size() - 2)); // two records lost: a count stopped early
    assertEquals(expected, run(concat(q, "--checkpoint", checkpoint.toString(), "--threads", "2")).outLines(),
        "resumed: the two slices lost counted again");
    List<String> resumed = Files.readAllLines(checkpoint);
    assertEquals(records.size(), resumed.size(), "the slices recorded not counted again");
    assertEquals(records.subList(0, records.size() - 2), resumed.subList(0, records.size() - 2), "kept as they were");
    List<String> json = run(concat(q, "--json", "--threads", "2", "--progress")).outLines();
    for (int a = 0; a <= 16; a++) {
      assertEquals("{\"aside\":" + a + ",\"count\":" + expected.get(a).split("\t")[1] + "}", json.get(a));
    }
    assertEquals(17, Dlx.splittable(q).width());
  }

  /**
   * One aside's count is a split search run by core's runner, as every count is: the plain count,
   * two threads with --progress, one --slice per subproblem, the parts of --part added by
   * {@code dlx sum}, and a --checkpoint resumed all give the same number, which is the engine's
   * (backtracking, {@code QuantuminoSolver.count}: FrontierSearchTest) for aside 16 in 2x2x20; and
   * {@code Dlx.splittable} (Spark's way in) hands over the same search.
   */
  @Test
  void oneAsideCountsLikeEveryOtherSplitCount() throws Exception {
    String[] q = {"quantumino", "--aside", "16", "--box", "2x2x20", "--count"};
    CliRun whole = run(q);
    assertEquals(0, whole.status(), whole.err());
    String count = whole.outLines().get(0);
    assertEquals(List.of(count), run(concat(q, "--threads", "2", "--progress")).outLines());
    long slices = 0;
    for (int i = 0; i < 4; i++) {
      slices += Long.parseLong(run(concat(q, "--slice", i + "/2")).outLines().get(0));
    }
    assertEquals(count, Long.toString(slices), "the four slices of 2^2");
    List<String> sum = new java.util.ArrayList<>(List.of("sum"));
    for (int k = 1; k <= 3; k++) {
      Path part = dir.resolve("part" + k + ".json");
      CliRun r = run(concat(q, "--part", k + "/3"));
      assertEquals(0, r.status(), r.err());
      assertTrue(r.outLines().get(0).matches("\\{\"part\":" + k + ",\"of\":3,.*\"problem\":\"frontier:[0-9a-f]{32}\"}"),
          r.outLines().get(0));
      Files.writeString(part, r.out());
      sum.add(part.toString());
    }
    assertEquals(List.of(count), run(sum.toArray(new String[0])).outLines(), "dlx sum of the three parts");
    Path checkpoint = dir.resolve("q.checkpoint");
    assertEquals(List.of(count), run(concat(q, "--checkpoint", checkpoint.toString())).outLines());
    long lines = Files.readAllLines(checkpoint).size();
    assertEquals(List.of(count), run(concat(q, "--checkpoint", checkpoint.toString(), "--threads", "2")).outLines(),
        "resumed: every slice is in the checkpoint");
    assertEquals(lines, Files.readAllLines(checkpoint).size(), "nothing counted again");
    assertTrue(Dlx.splittable(q).identity().startsWith("frontier:"));
  }

  private static String[] concat(String[] a, String... b) {
    String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
