package io.github.dlxkit.tantrix.optimise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.optimise.Acceptance;
import io.github.dlxkit.core.optimise.Optimiser;
import io.github.dlxkit.core.optimise.Optimum;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.tantrix.PuzzleCatalog;
import io.github.dlxkit.tantrix.TantrixPuzzle;
import io.github.dlxkit.tantrix.model.PathScore;
import io.github.dlxkit.tantrix.model.Tantrix;
import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The optimiser on small instances whose optimum is known: Discovery k scored as a Loop puzzle in
 * its one colour has optimum k (all k tiles in one loop), since the puzzle has solutions (the
 * exact search finds them; DiscoveryCountsTest counts them). With a fixed seed the optimiser must
 * reach k within seconds (here: under half a second each), and the tantrix must solve the Discovery
 * puzzle by its own check. Discovery 7 to 10 are not reached reliably within seconds (seen: 7 in
 * about 20 s with seed 1, 10 stuck at a loop of 4 to 8 after 20 s): the single-loop landscape is
 * flat and the moves are local, see docs/tantrix.md.
 */
class SmallOptimumTest {
  @ParameterizedTest
  @ValueSource(ints = {5, 6})
  void reachesTheDiscoveryLoop(int k) {
    TantrixPuzzle p = PuzzleCatalog.get("discovery:" + k);
    Layout start = Layout.grow(p.tiles(), PathScore.Scoring.LOOP, p.goal().colours(), 1);
    Optimum<Tantrix> o = Optimiser.of(start, Acceptance.lateAcceptance(200)).withSeed(1).withTarget(k)
        .run(SearchControl.of(SearchLimits.none().withTimeLimit(Duration.ofSeconds(10))));
    assertEquals(k, (int) o.score(), "discovery:" + k + " after " + o.moves() + " moves");
    assertTrue(o.best().check().satisfies(p.goal()));
  }

  /**
   * With the exact repair among the moves (regions of 8 tiles, one move in twenty) Discovery 7,
   * which the random moves alone took about 20 s to reach: seen here in 4.7 s on the loaded shared
   * machine. Discovery 8 took 19 s, and 9 and 10 were not reached in 25 s (a region of 8 of 9 or
   * 10 tiles has few neighbours to match, so one repair tries up to its 200 000 nodes).
   */
  @ParameterizedTest
  @ValueSource(ints = {7})
  void reachesTheLargerDiscoveryLoopsWithTheExactRepair(int k) {
    TantrixPuzzle p = PuzzleCatalog.get("discovery:" + k);
    Layout start = Layout.grow(p.tiles(), PathScore.Scoring.LOOP, p.goal().colours(), 1).withRepair(8, 0.05);
    Optimum<Tantrix> o = Optimiser.of(start, Acceptance.lateAcceptance(200)).withSeed(1).withTarget(k)
        .run(SearchControl.of(SearchLimits.none().withTimeLimit(Duration.ofSeconds(10))));
    assertEquals(k, (int) o.score(), "discovery:" + k + " after " + o.moves() + " moves, " + o.elapsed());
    assertTrue(o.best().check().satisfies(p.goal()));
  }
}
