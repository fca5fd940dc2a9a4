package io.github.dlxkit.cli.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.CliRun;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code dlx tantrix loops}: the loop-first search from the command line. */
class TantrixLoopsCommandTest {

  @Test
  void countsDiscoveryTwelveAsTheFreeShapeSearchDoes() {
    // 21,272: the free-shape search and every polyhex board (tantrix's DiscoveryCountsTest)
    CliRun run = CliRun.of("tantrix", "loops", "discovery:12", "--count");
    assertEquals(0, run.status(), run.err());
    assertEquals(List.of("shapes=84 shapes-with-core=84 cores=21272 nodes=37109 complete=true"), run.outLines());
  }

  @Test
  void countsInPartsAndWithACheckpoint(@TempDir Path dir) {
    // the same 21,272, in three parts of the loop walk's tree and through a checkpoint file
    long sum = 0;
    for (int k = 1; k <= 3; k++) {
      CliRun run = CliRun.of("tantrix", "loops", "discovery:12", "--count", "--part", k + "/3");
      assertEquals(0, run.status(), run.err());
      Matcher m = Pattern.compile("\\{\"part\":" + k + ",\"of\":3,\"count\":(\\d+),").matcher(run.out());
      assertTrue(m.find(), run.out());
      sum += Long.parseLong(m.group(1));
    }
    assertEquals(21_272, sum);
    Path file = dir.resolve("d12.checkpoint");
    for (int i = 0; i < 2; i++) { // the second run finds every part done
      CliRun run = CliRun.of("tantrix", "loops", "discovery:12", "--count", "--checkpoint", file.toString(),
          "--threads", "2");
      assertEquals(0, run.status(), run.err());
      assertEquals(List.of("21272"), run.outLines());
    }
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "--part 1/2|go with --count",
      "--count --part 1/2 --time-limit 5s|drop --time-limit",
      "--threads 2|go with --checkpoint or --part",
      "--progress|go with --checkpoint or --part"})
  void refusesSplitOptionsWithoutASplitCount(String options, String message) {
    List<String> args = new java.util.ArrayList<>(List.of("tantrix", "loops", "discovery:12"));
    args.addAll(List.of(options.split(" ")));
    CliRun run = CliRun.of(args.toArray(String[]::new));
    assertEquals(2, run.status(), run.out());
    assertTrue(run.err().contains(message), run.err());
  }

  @Test
  void aParityImpossibleChallengeHasNoCore() {
    CliRun run = CliRun.of("tantrix", "loops", "discovery:31");
    assertEquals(1, run.status());
    assertEquals(List.of(), run.outLines());
    assertEquals(List.of("shapes=0 shapes-with-core=0 cores=0 nodes=0 complete=true",
        "dlx tantrix loops: no solution: an odd number (9) of yellow bends: a loop turns by a whole"
        + " turn"), run.errLines());
  }

  @Test
  void searchesAnywayWhenAsked() {
    // --no-parity: the loop shapes searched even so; 31's odd bends leave no shape to search
    CliRun run = CliRun.of("tantrix", "loops", "discovery:31", "--no-parity");
    assertEquals(1, run.status());
    assertEquals(List.of(), run.outLines());
    assertEquals(List.of("shapes=0 shapes-with-core=0 cores=0 nodes=0 complete=true",
        "dlx tantrix loops: no solution: no core on any of the 0 loop shapes"), run.errLines());
  }

  @Test
  void challengeThirtyNineIsRuledOutByCrossings() {
    // LoopParity: red crosses the blue link on 5 of the 25 blue tiles (LoopParityTest)
    // no solution: stdout empty, the summary and the reason on stderr, exit 1, as docs/cli.md says for
    // every command (it was all on stdout with exit 0; then the summary stayed on stdout)
    CliRun run = CliRun.of("tantrix", "loops", "discovery:39");
    assertEquals(1, run.status(), run.err());
    assertEquals(List.of(), run.outLines());
    assertEquals(List.of("shapes=0 shapes-with-core=0 cores=0 nodes=0 complete=true",
        "dlx tantrix loops: no solution: red crosses the blue link on 5 of the blue tiles, an odd"
        + " number: each red line crosses a blue loop an even number of times"), run.errLines());
  }

  /**
   * A count --time-limit stops reports the stop as 'dlx count --time-limit' does: exit 1, the stop on
   * stderr, no partial count on stdout (it exited 0 with complete=false and no word of the stop).
   */
  @Test
  void aStoppedCountSaysItStopped() {
    CliRun run = CliRun.of("tantrix", "loops", "discovery:20", "--count", "--time-limit", "300ms");
    assertEquals(1, run.status(), run.out());
    assertEquals(List.of(), run.outLines());
    assertEquals(1, run.errLines().size(), run.err());
    assertTrue(run.errLines().get(0).startsWith("dlx tantrix loops: search stopped before the end (time limit) after "),
        run.err());
  }

  @Test
  void printsTheFirstCore() {
    CliRun run = CliRun.of("tantrix", "loops", "discovery:10", "--stats");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.outLines().get(0).startsWith("shapes="), run.out());
    assertTrue(run.outLines().size() > 1 && run.out().contains("/"), run.out());
    assertTrue(run.err().matches("nodes=\\d+ solutions=\\d+ seconds=\\d+\\.\\d{3}\\n"), run.err()); // docs/cli.md, "Output forms"
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
