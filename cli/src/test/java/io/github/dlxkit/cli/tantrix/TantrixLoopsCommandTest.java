package io.github.dlxkit.cli.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.CliRun;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code dlx tantrix loops}: the loop-first search from the command line. */
class TantrixLoopsCommandTest {

  @Test
  void countsDiscoveryTwelveAsTheFreeShapeSearchDoes() {
    // 21,272: the free-shape search and every polyhex board (tantrix's DiscoveryCountsTest)
    CliRun run = CliRun.of("tantrix", "loops", "discovery:12", "--count");
    assertEquals(0, run.status(), run.err());
    assertEquals(List.of("shapes=84 shapes-with-core=84 cores=21272 nodes=74660 complete=true"), run.outLines());
  }

  @Test
  void aParityImpossibleChallengeHasNoCore() {
    CliRun run = CliRun.of("tantrix", "loops", "discovery:31");
    assertEquals(List.of("shapes=0 shapes-with-core=0 cores=0 nodes=0 complete=true", "no core: no solution"),
        run.outLines());
  }

  @Test
  void printsTheFirstCore() {
    CliRun run = CliRun.of("tantrix", "loops", "discovery:10", "--stats");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.outLines().get(0).startsWith("shapes="), run.out());
    assertTrue(run.outLines().size() > 1 && run.out().contains("/"), run.out());
    assertTrue(run.err().startsWith("seconds="), run.err());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "rainbow_blue|not a fixed board",
      "discovery-pack:12|distinct tiles",
      "super_genius_rb|one loop",
      "no_such_puzzle|no_such_puzzle"})
  void refusesWhatItCannotDecide(String puzzle, String message) {
    CliRun run = CliRun.of("tantrix", "loops", puzzle);
    assertEquals(2, run.status());
    assertEquals(1, run.err().strip().lines().count(), run.err());
    assertTrue(run.err().contains(message), run.err());
  }
}
