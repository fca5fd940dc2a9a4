package io.github.dlxkit.cli.tantrix;

import static io.github.dlxkit.cli.tantrix.TantrixCliTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.CliRun;
import io.github.dlxkit.tantrix.PuzzleCheck;
import io.github.dlxkit.tantrix.io.TantrixJson;
import io.github.dlxkit.tantrix.model.PathScore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 51: {@code dlx tantrix optimise}, a short seeded run, resuming, and every bad input (exit 2, one line). */
class TantrixOptimiseCliTest {
  static final Path STRIP = Path.of("tantrix/src/test/resources/unsolved-curve-strip.json");

  @Test
  void writesALegalBestAndResumesFromIt(@TempDir Path dir) throws IOException {
    Path best = dir.resolve("best.json");
    CliRun run = run("tantrix", "optimise", "unsolved_curve", "--seed", "3", "--time-limit", "1s", "--out", best.toString());
    assertEquals(0, run.status(), run.err());
    assertTrue(run.outLines().get(0).startsWith("score "), run.out());
    TantrixJson.Entry e = TantrixJson.read(Files.readString(best).strip());
    assertTrue(PuzzleCheck.of("unsolved_curve", e.tantrix()).passed());
    int first = PathScore.of(e.tantrix(), PathScore.Scoring.CURVE).total();
    assertTrue(run.outLines().get(0).startsWith("score " + first + " ="), run.out() + " vs " + first);
    CliRun again = run("tantrix", "optimise", "unsolved_curve", "--from", best.toString(), "--time-limit", "1s",
        "--out", best.toString());
    assertEquals(0, again.status(), again.err());
    int resumed = PathScore.of(TantrixJson.read(Files.readString(best).strip()).tantrix(), PathScore.Scoring.CURVE).total();
    assertTrue(resumed >= first, resumed + " < " + first);
    assertTrue(!Files.exists(dir.resolve("best.json.part")), "the sibling file was moved over --out");
  }

  @Test
  void resumesFromTheStripOfTheCheckTest() {
    CliRun run = run("tantrix", "optimise", "unsolved_loop", "--from", STRIP.toString(), "--time-limit", "300ms");
    assertEquals(0, run.status(), run.err());
    assertTrue(PuzzleCheck.of("unsolved_loop", TantrixJson.read(run.outLines().get(1)).tantrix()).passed());
  }

  @Test
  void threadsRepairAndSvg(@TempDir Path dir) throws IOException {
    Path best = dir.resolve("best.json");
    Path svg = dir.resolve("best.svg");
    CliRun run = run("tantrix", "optimise", "unsolved_loop", "--seed", "4", "--threads", "2", "--region", "5",
        "--repair-share", "100", "--line-weight", "50", "--time-limit", "1s", "--out", best.toString(), "--svg",
        svg.toString());
    assertEquals(0, run.status(), run.err());
    TantrixJson.Entry e = TantrixJson.read(Files.readString(best).strip());
    assertTrue(PuzzleCheck.of("unsolved_loop", e.tantrix()).passed());
    int total = PathScore.of(e.tantrix(), PathScore.Scoring.LOOP).total();
    assertTrue(run.outLines().get(0).startsWith("score " + total + " ="), run.out() + " vs " + total);
    String picture = Files.readString(svg);
    assertTrue(picture.startsWith("<svg") || picture.startsWith("<?xml"), picture.substring(0, 40));
    assertTrue(picture.contains("score " + total), "the title names the score");
  }

  /** The Curve puzzle steered by lines and by the border: the best is still a checked layout of its score. */
  @Test
  void curveSteeredByLinesAndBorder(@TempDir Path dir) throws IOException {
    Path best = dir.resolve("best.json");
    CliRun run = run("tantrix", "optimise", "unsolved_curve", "--seed", "3", "--line-weight", "30", "--border-weight",
        "40", "--time-limit", "1s", "--out", best.toString());
    assertEquals(0, run.status(), run.err());
    TantrixJson.Entry e = TantrixJson.read(Files.readString(best).strip());
    assertTrue(PuzzleCheck.of("unsolved_curve", e.tantrix()).passed());
    int total = PathScore.of(e.tantrix(), PathScore.Scoring.CURVE).total();
    assertTrue(run.outLines().get(0).startsWith("score " + total + " ="), run.out() + " vs " + total);
  }

  @Test
  void badInputExitsTwoWithOneLine(@TempDir Path dir) throws IOException {
    Path part = dir.resolve("part.json");
    Files.writeString(part, Files.readString(STRIP).replaceFirst(",\\{\"tile\":56,[^}]*\\}", ""));
    Path junk = dir.resolve("junk.json");
    Files.writeString(junk, "{\"puzzle\":\n");
    Path empty = dir.resolve("empty.json");
    Files.writeString(empty, "");
    assertBad("has no score to optimise", "tantrix", "optimise", "rainbow_blue");
    assertBad("nosuch", "tantrix", "optimise", "nosuch");
    assertBad("bad time", "tantrix", "optimise", "unsolved_curve", "--time-limit", "soon");
    assertBad("missing.json", "tantrix", "optimise", "unsolved_curve", "--from", dir.resolve("missing.json").toString());
    assertBad("part.json line 1: not a layout of unsolved_curve: tiles", "tantrix", "optimise", "unsolved_curve",
        "--from", part.toString());
    assertBad("junk.json line 1", "tantrix", "optimise", "unsolved_curve", "--from", junk.toString());
    assertBad("empty.json line 1: no tantrix", "tantrix", "optimise", "unsolved_curve", "--from", empty.toString());
    assertBad("--out", "tantrix", "optimise", "unsolved_curve", "--out", dir.toString());
    assertBad("'1' is out of range (allowed: 0 or 2..12)", "tantrix", "optimise", "unsolved_curve", "--region", "1");
    assertBad("'13' is out of range", "tantrix", "optimise", "unsolved_curve", "--region", "13");
    assertBad("'100' is out of range (allowed: 0..99)", "tantrix", "optimise", "unsolved_loop", "--line-weight", "100");
    assertBad("'100' is out of range (allowed: 0..99)", "tantrix", "optimise", "unsolved_curve", "--border-weight",
        "100");
    assertBad("'1001' is out of range", "tantrix", "optimise", "unsolved_loop", "--repair-share", "1001");
    assertBad("--svg", "tantrix", "optimise", "unsolved_curve", "--svg", dir.toString());
  }

  private static void assertBad(String part, String... args) {
    CliRun run = run(args);
    assertEquals(2, run.status(), run.out() + run.err());
    assertEquals(1, run.errLines().size(), run.err());
    assertTrue(run.err().contains(part), run.err());
    assertTrue(!run.err().contains("Exception"), run.err());
  }
}
