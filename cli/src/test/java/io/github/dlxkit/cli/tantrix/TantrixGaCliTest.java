package io.github.dlxkit.cli.tantrix;

import static io.github.dlxkit.cli.tantrix.TantrixCliTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.CliRun;
import io.github.dlxkit.tantrix.PuzzleCheck;
import io.github.dlxkit.tantrix.io.TantrixJson;
import io.github.dlxkit.tantrix.model.PathScore;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 51: {@code dlx tantrix ga}, short seeded runs (a line per trial, a summary like a row of
 * Downing's tables; a scored puzzle's best layout, checked and scored again here), and every bad
 * input (exit 2, one line).
 */
class TantrixGaCliTest {
  @Test
  void aLinePerTrialAndATableRow() {
    CliRun run = run("tantrix", "ga", "discovery:6", "--population", "30", "--generations", "40", "--trials", "2", "--seed", "1");
    assertEquals(0, run.status(), run.err());
    List<String> lines = run.outLines();
    assertEquals(3, lines.size(), run.out());
    assertTrue(lines.get(0).startsWith("trial 1 (seed 1): solved at generation "), run.out());
    assertTrue(lines.get(1).startsWith("trial 2 (seed 2): solved at generation "), run.out());
    assertTrue(lines.get(2).startsWith("discovery:6: population 30, generation limit 40, trials 2, solved 2, average solution generation "),
        run.out());
  }

  @Test
  void aScoredPuzzlePrintsItsBestLayout() {
    CliRun run = run("tantrix", "ga", "unsolved_curve", "--population", "20", "--generations", "3", "--fitness", "max");
    assertEquals(0, run.status(), run.err());
    List<String> lines = run.outLines();
    assertTrue(lines.get(0).startsWith("trial 1 (seed 1): best score "), run.out());
    assertTrue(lines.get(1).startsWith("unsolved_curve: population 20, generation limit 3, trials 1, best score "), run.out());
    TantrixJson.Entry e = TantrixJson.read(lines.get(2));
    assertTrue(PuzzleCheck.of("unsolved_curve", e.tantrix()).passed());
    int score = PathScore.of(e.tantrix(), PathScore.Scoring.CURVE).total();
    assertTrue(lines.get(1).endsWith("best score " + score), run.out() + " vs " + score);
  }

  @Test
  void badInput() {
    assertBad("nosuch", "tantrix", "ga", "nosuch");
    assertBad("'1' is out of range (allowed: 2..100000)", "tantrix", "ga", "discovery:10", "--population", "1");
    assertBad("--generations", "tantrix", "ga", "discovery:10", "--generations", "0");
    assertBad("--trials", "tantrix", "ga", "discovery:10", "--trials", "many");
    assertBad("unknown fitness 'mean' (use sum or max)", "tantrix", "ga", "discovery:10", "--fitness", "mean");
    assertBad("bad time", "tantrix", "ga", "discovery:10", "--time-limit", "soon");
    assertBad("Discovery challenges run from 3 tiles to 47", "tantrix", "ga", "discovery:2");
  }

  private static void assertBad(String part, String... args) {
    CliRun run = run(args);
    assertEquals(2, run.status(), run.out() + run.err());
    assertEquals(1, run.errLines().size(), run.err());
    assertTrue(run.err().contains(part), run.err());
    assertTrue(!run.err().contains("Exception"), run.err());
  }
}
