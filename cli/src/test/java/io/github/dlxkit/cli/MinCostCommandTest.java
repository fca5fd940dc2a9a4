package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code dlx solve --min-cost [--best K]}. The expected costs are Knuth's DLX5's on the same files
 * (core's {@code xcc/knuth-dlx5-costs.tsv}, made by {@code dlx5 k5}); each printed solution's cost
 * is also re-added here from the {@code |n} entries of its printed option lines.
 */
class MinCostCommandTest {
  private static final String XCC = "core/src/test/resources/xcc/";

  /** The costs printed ('| cost N' lines), checking each against the sum of its lines' |n entries. */
  private static List<Long> costs(List<String> lines) {
    List<Long> costs = new ArrayList<>();
    long sum = 0;
    for (String line : lines) {
      if (line.startsWith("| cost ")) {
        if (!costs.isEmpty()) {
          assertEquals(costs.get(costs.size() - 1), sum, "printed cost against its options' |n");
        }
        costs.add(Long.parseLong(line.substring(7)));
        sum = 0;
      } else {
        for (String token : line.trim().split("\\s+")) {
          if (token.startsWith("|")) {
            sum += Long.parseLong(token.substring(1));
          }
        }
      }
    }
    if (!costs.isEmpty()) {
      assertEquals(costs.get(costs.size() - 1), sum, "printed cost against its options' |n");
    }
    return costs;
  }

  @Test
  void theFiveCheapestAsDlx5() {
    CliRun r = CliRun.of("solve", "--min-cost", "--best", "5", XCC + "langford8-costs.dlx");
    assertEquals(0, r.status(), r.err());
    assertEquals(List.of(12L, 13L, 16L, 19L, 19L), costs(r.outLines())); // dlx5 k5
  }

  @Test
  void minCostAloneIsTheOptimum() {
    CliRun r = CliRun.of("solve", "--min-cost", XCC + "queens8-costs.dlx");
    assertEquals(0, r.status(), r.err());
    assertEquals(List.of(159L), costs(r.outLines())); // dlx5 k1
    assertEquals(9, r.outLines().size()); // the cost line and 8 queens
  }

  @Test
  void jsonCarriesTheCost() {
    CliRun r = CliRun.of("solve", "--min-cost", "--best", "2", "--json", XCC + "queens8-costs.dlx");
    assertEquals(0, r.status(), r.err());
    assertEquals(2, r.outLines().size());
    assertTrue(r.outLines().get(0).startsWith("{\"cost\":159,\"options\":["), r.out());
    assertTrue(r.outLines().get(1).startsWith("{\"cost\":199,\"options\":["), r.out()); // dlx5 k5
  }

  @Test
  void noSolutionIsExitOne() {
    CliRun r = CliRun.withStdin("A B\nA |3\n", "solve", "--min-cost", "-");
    assertEquals(1, r.status());
    assertEquals("", r.out());
    assertEquals(List.of("dlx solve: no solution"), r.errLines());
  }

  @Test
  void badUsageIsExitTwoWithOneLine(@TempDir Path dir) throws IOException {
    for (String[] args : List.of(
        new String[] {"solve", "--best", "3", XCC + "queens8-costs.dlx"},
        new String[] {"solve", "--min-cost", "--best", "0", XCC + "queens8-costs.dlx"},
        new String[] {"solve", "--min-cost", "--limit", "2", XCC + "queens8-costs.dlx"},
        new String[] {"solve", "--min-cost", XCC + "knuth-dlx3.dlx"})) {
      CliRun r = CliRun.of(args);
      assertEquals(2, r.status(), String.join(" ", args) + ": " + r.err());
      assertEquals(1, r.errLines().size(), r.err());
      assertEquals("", r.out());
    }
    Path bad = dir.resolve("bad.dlx");
    Files.writeString(bad, "A B\nA |3\nB |x4\n");
    CliRun r = CliRun.of("solve", "--min-cost", bad.toString());
    assertEquals(2, r.status());
    assertEquals(1, r.errLines().size(), r.err());
    assertTrue(r.err().contains("bad.dlx:3:4"), r.err());
  }
}
