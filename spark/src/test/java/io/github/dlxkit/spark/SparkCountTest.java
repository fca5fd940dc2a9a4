package io.github.dlxkit.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Spark in local mode (two threads, up to two attempts per task) counts the test problems of
 * {@code core/src/test/resources/xcc} exactly: the counts Knuth's DLX2 reports
 * ({@code xcc/knuth-dlx2-stats.tsv}); the pentomino files are left out for CI's time budget.
 * A task made to fail on its first attempt is retried and the count is still exact.
 */
class SparkCountTest {
  private static JavaSparkContext sc;

  record Expected(String file, long solutions) {
    @Override
    public String toString() {
      return file;
    }
  }

  @BeforeAll
  static void start() {
    sc = new JavaSparkContext(new SparkConf().setMaster("local[2,2]").setAppName("dlxkit-test")
        .set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1"));
  }

  @AfterAll
  static void stop() {
    sc.close();
  }

  static String text(String file) throws IOException {
    try (InputStream in = SparkCountTest.class.getResourceAsStream("/xcc/" + file)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  static List<Expected> expected() throws IOException {
    List<Expected> rows = new ArrayList<>();
    String[] lines = text("knuth-dlx2-stats.tsv").split("\n");
    for (int i = 1; i < lines.length; i++) {
      String[] f = lines[i].strip().split("\t");
      if (!f[0].startsWith("pentominoes")) {
        rows.add(new Expected(f[0], Long.parseLong(f[1])));
      }
    }
    return rows;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("expected")
  void countsLikeDlx2(Expected e) throws IOException {
    assertEquals(BigInteger.valueOf(e.solutions()), SparkCount.count(sc, text(e.file()), e.file(), 200));
  }

  /**
   * A file with bounds (Algorithm M) is counted too, its tasks' subproblems replaying Algorithm M's
   * choices: DLX3's count of a001499-6 (run here, {@code dlx3 < file}: 67,950; core's
   * xcc/README.md), with a task that fails on its first attempt retried.
   */
  @Test
  void countsAProblemWithBoundsLikeDlx3() throws IOException {
    assertEquals(BigInteger.valueOf(67_950), SparkCount.count(sc, text("a001499-6.dlx"), "a001499-6.dlx", 200, 3, null));
  }

  @Test
  void aTaskThatFailsOnceIsRetriedAndTheCountStaysExact() throws IOException {
    // 12 queens: 14200 (OEIS A000170); task 3's first attempt throws
    assertEquals(BigInteger.valueOf(14200), SparkCount.count(sc, text("queens12.dlx"), "queens12.dlx", 200, 3, null));
  }

  /** The progress ends with every task done and 100% of the estimated tree, a retried task counted once. */
  @Test
  void progressCountsEveryTaskOnce() throws IOException {
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    java.io.PrintStream out = new java.io.PrintStream(bytes, true, StandardCharsets.UTF_8);
    assertEquals(BigInteger.valueOf(14200), SparkCount.count(sc, text("queens12.dlx"), "queens12.dlx", 200, 2, out));
    String[] lines = bytes.toString(StandardCharsets.UTF_8).strip().split("\n");
    String last = lines[lines.length - 1];
    int tasks = SparkCount.tasks(SparkCount.searchFor(text("queens12.dlx"), "queens12.dlx").split(200)).size();
    assertTrue(last.matches("progress " + tasks + "/" + tasks + " tasks, about 100.00% of the search tree done "
        + "\\(estimate\\), [0-9.]+ s"), last);
  }

  /**
   * A completed count's last line names every task, whether or not Spark's listener bus has
   * delivered the last tasks' end events yet (it delivers them asynchronously: CI once printed
   * "progress 93/94 tasks, about 99.06%" after progressCountsEveryTaskOnce's complete count). Here
   * no event is delivered at all; a count that did not complete keeps what it saw.
   */
  @Test
  void aCompletedCountsLastLineNamesEveryTask() throws IOException {
    SplittableSearch search = SparkCount.searchFor(text("queens12.dlx"), "queens12.dlx");
    List<Subproblem> split = search.split(200);
    int tasks = SparkCount.tasks(split).size();
    for (boolean completed : new boolean[] {true, false}) {
      java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
      SparkProgress.of(search, split, tasks, new java.io.PrintStream(bytes, true, StandardCharsets.UTF_8))
          .finish(completed);
      String line = bytes.toString(StandardCharsets.UTF_8).strip();
      String expected = completed ? tasks + "/" + tasks + " tasks, about 100.00%" : "0/" + tasks + " tasks, about 0.00%";
      assertTrue(line.startsWith("progress " + expected), line);
    }
  }

  /**
   * Any count the CLI makes, through its command line: Tantrix Discovery 10 has 1,280 solutions up
   * to turns (Wiest's exhaustive solver, docs/tantrix.md); 6x10 pentomino tilings 9,356 (2,339 up
   * to the rectangle's 4 symmetries, none symmetric: Haselgrove 1960). A retried task still counts
   * once.
   */
  @Test
  void countsAnyCountTheCliMakes() {
    assertEquals(BigInteger.valueOf(1280), SparkCount.countCommand(sc,
        List.of("tantrix", "solve", "discovery:10", "--count", "--distinct"), 100, null));
    assertEquals(BigInteger.valueOf(1280), SparkCount.count(sc, SparkCount.source(
        List.of("tantrix", "solve", "discovery:10", "--count", "--distinct")), "discovery", 100, 1, null));
    assertEquals(BigInteger.valueOf(9356), SparkCount.countCommand(sc,
        List.of("polyomino", "--set", "pentominoes", "--box", "6x10", "--count"), 100, null));
  }

  /**
   * A count of several numbers travels too: {@code quantumino --count --aside all} in 2x2x20 is a
   * count per aside, each task's subproblems run by core's runner; the entries of asides 0 and 16
   * are those of the one-aside counts (an independent computation: sweeps of those 16 pieces
   * alone), the vector's sum is the total, and a retried task still counts once.
   */
  @Test
  void countsAVectorCountAsideByAside() {
    List<String> all = List.of("quantumino", "--aside", "all", "--box", "2x2x20", "--count");
    List<BigInteger> counts = SparkCount.countsCommand(sc, all, 4, null);
    assertEquals(17, counts.size());
    for (int a : new int[] {0, 16}) {
      assertEquals(SparkCount.countCommand(sc, List.of("quantumino", "--aside", Integer.toString(a), "--box", "2x2x20",
          "--count"), 4, null), counts.get(a), "aside " + a);
    }
    assertTrue(counts.get(16).signum() > 0);
    assertEquals(counts, SparkCount.counts(sc, SparkCount.source(all), "all", 4, 1, null));
    assertEquals(counts.stream().reduce(BigInteger.ZERO, BigInteger::add), SparkCount.countCommand(sc, all, 4, null));
  }

  /** A command that is not a count that splits is refused before any task, with its own message. */
  @Test
  void aCommandThatDoesNotCountIsRefused() {
    io.github.dlxkit.core.BadInputException e = org.junit.jupiter.api.Assertions.assertThrows(
        io.github.dlxkit.core.BadInputException.class,
        () -> SparkCount.check(SparkCount.source(List.of("tantrix", "list")), "dlx tantrix list"));
    assertTrue(e.getMessage().contains("not a count that can be split"), e.getMessage());
    e = org.junit.jupiter.api.Assertions.assertThrows(io.github.dlxkit.core.BadInputException.class,
        () -> SparkCount.check(SparkCount.source(List.of("tantrix", "solve", "discovery:10", "--distinct")), "x"));
    assertTrue(e.getMessage().contains("--count"), e.getMessage());
  }
}
