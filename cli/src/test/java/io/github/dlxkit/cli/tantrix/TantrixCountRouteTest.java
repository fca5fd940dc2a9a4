package io.github.dlxkit.cli.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.CliRun;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * 'tantrix solve --count' on a one-loop free shape whose tiles all carry the loop colour counts
 * loop shape first, the search of 'tantrix loops --count' (issue 54: 8.4 s against 0.38 s on
 * discovery:14): the same nodes, and the count its cores give. Discovery 11: 8808 solutions up to
 * rotation and translation (DiscoveryCountsTest, the growth search), 6 x 8808 up to translation.
 */
class TantrixCountRouteTest {
  private static final Pattern NODES = Pattern.compile("nodes=(\\d+)");

  @Test
  void aOneLoopCountTakesTheLoopFirstSearch() {
    CliRun loops = CliRun.of("tantrix", "loops", "discovery:11", "--count");
    assertEquals(0, loops.status(), loops.err());
    assertTrue(loops.out().contains(" cores=8808 "), loops.out());
    CliRun distinct = CliRun.of("tantrix", "solve", "discovery:11", "--count", "--distinct", "--stats");
    assertEquals(List.of("8808"), distinct.outLines(), distinct.err());
    assertTrue(distinct.err().contains("route=loop-first"), distinct.err());
    assertEquals(nodes(loops.out()), nodes(distinct.err()), "the same search, node for node");
    CliRun all = CliRun.of("tantrix", "solve", "discovery:11", "--count");
    assertEquals(List.of(Long.toString(6 * 8808L)), all.outLines(), all.err());
  }

  /** Round solutions only: the growth search, which applies the condition to each solution. */
  @Test
  void roundCountsKeepTheGrowthSearch() {
    CliRun round = CliRun.of("tantrix", "solve", "discovery:10", "--count", "--distinct", "--round", "--stats");
    assertEquals(List.of("848"), round.outLines(), round.err()); // docs/tantrix.md: 848 of the 1280 are round
    assertTrue(round.err().contains("route=growth"), round.err());
  }

  private static long nodes(String text) {
    Matcher m = NODES.matcher(text);
    assertTrue(m.find(), text);
    return Long.parseLong(m.group(1));
  }
}
