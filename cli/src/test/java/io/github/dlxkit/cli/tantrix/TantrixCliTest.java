package io.github.dlxkit.cli.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.CliRun;
import io.github.dlxkit.tantrix.io.TantrixJson;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code dlx tantrix}: fixed-board puzzles, JSON, pictures, checking and every bad input. */
class TantrixCliTest {

  /** Counts cross-checked by the plain backtracking twin in the tantrix module's tests. */
  @Test
  void countsTheBluePyramid() {
    assertEquals(List.of("15"), run("tantrix", "solve", "rainbow_blue", "--count").outLines());
    assertEquals(List.of("5"), run("tantrix", "solve", "rainbow_blue", "--count", "--distinct").outLines());
    assertEquals(List.of("5"), run("tantrix", "solve", "--tiles", "6,7,8,13,14,39-43", "--shape", "tri4",
        "--line", "B", "--count", "--distinct", "--threads", "2").outLines());
  }

  @Test
  void printsTheFirstSolutionAsText() {
    CliRun run = run("tantrix", "solve", "rainbow_blue");
    assertEquals(0, run.status(), run.err());
    assertEquals(4, run.outLines().size(), run.out());
    assertTrue(run.outLines().get(3).contains("/"));
  }

  @Test
  void jsonSolutionsAreValidAndCheckable(@TempDir Path dir) throws IOException {
    CliRun run = run("tantrix", "solve", "rainbow_blue", "--json", "--all");
    assertEquals(15, run.outLines().size());
    for (String line : run.outLines()) {
      TantrixJson.Entry e = TantrixJson.read(line);
      assertEquals("rainbow_blue", e.puzzle());
      assertTrue(e.tantrix().check().satisfies(Goal.line(Colour.BLUE)));
    }
    Path file = dir.resolve("blue.json");
    Files.writeString(file, run.out());
    CliRun check = run("tantrix", "check", file.toString());
    assertEquals(0, check.status(), check.out());
    assertEquals(15, check.outLines().stream().filter(l -> l.endsWith("): valid")).count());
  }

  @Test
  void checkReportsEachBrokenRuleAndExitsOne(@TempDir Path dir) throws IOException {
    String line = run("tantrix", "solve", "rainbow_blue", "--json").outLines().get(0);
    Path file = dir.resolve("bad.json");
    Files.writeString(file, line.replaceFirst("\"rot\":\\d", "\"rot\":5").replace("\"tile\":43", "\"tile\":44"));
    CliRun check = run("tantrix", "check", file.toString());
    assertEquals(1, check.status());
    assertTrue(check.out().contains("NOT valid"));
    assertTrue(check.out().contains("tiles: FAILED, tile 43 missing, tile 44 used once, not in the puzzle"), check.out());
    assertTrue(check.out().contains("golden rule: FAILED"), check.out());
  }

  /** Issue 32: a repeated tile is named with how often it is used and how often it may be. */
  @Test
  void checkSaysHowOftenARepeatedTileIsUsed(@TempDir Path dir) throws IOException {
    String line = run("tantrix", "solve", "rainbow_blue", "--json").outLines().get(0);
    Path file = dir.resolve("three-sixes.json");
    Files.writeString(file, line.replace("\"tile\":7,", "\"tile\":6,").replace("\"tile\":8,", "\"tile\":6,"));
    CliRun check = run("tantrix", "check", file.toString());
    assertEquals(1, check.status());
    assertTrue(check.out().contains("tiles: FAILED, tile 6 used 3 times, the puzzle has it once, tile 7 missing,"
        + " tile 8 missing"), check.out());
  }

  /** Issue 51: the Unsolved puzzles are listed with how they are scored. */
  @Test
  void listShowsTheUnsolvedPuzzles() {
    List<String> lines = run("tantrix", "list").outLines();
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("unsolved_curve") && l.contains("56 tiles")
        && l.contains("free") && l.contains("longest path, line or loop (168 perfect, 146 possible, 140 recorded)")),
        String.join("\n", lines));
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("unsolved_loop") && l.contains("56 tiles")
        && l.contains("longest loop (168 perfect, 136 possible, 136 recorded)")), String.join("\n", lines));
  }

  /** Issue 51: a scored puzzle is not solved; one line says so and points to check. */
  @Test
  void solveRefusesAScoredPuzzle() {
    for (String name : List.of("unsolved_curve", "unsolved_loop")) {
      CliRun run = run("tantrix", "solve", name);
      assertEquals(2, run.status());
      assertEquals("", run.out());
      assertEquals(1, run.errLines().size(), run.err());
      assertTrue(run.err().contains(name + " is scored, not solved") && run.err().contains("dlx tantrix check"),
          run.err());
    }
  }

  /**
   * Issue 51: check reports the rules and the score of a 56-tile layout; the strip's 31 = red 8 +
   * green 8 + blue 7 + yellow 8 comes from the tantrix module's arc-graph twin (UnsolvedPuzzlesTest).
   */
  @Test
  void checkScoresAnUnsolvedLayout(@TempDir Path dir) throws IOException {
    Path strip = Path.of("tantrix/src/test/resources/unsolved-curve-strip.json");
    CliRun check = run("tantrix", "check", strip.toString());
    assertEquals(0, check.status(), check.err());
    assertTrue(check.out().contains("solution 1 (unsolved_curve): valid"), check.out());
    assertTrue(check.out().contains("  score: 31 = red 8 + green 8 + blue 7 + yellow 8 (longest path of each colour;"
        + " 168 perfect, 146 possible, 140 recorded)\n"), check.out());
    Path part = dir.resolve("part.json");
    Files.writeString(part, Files.readString(strip).replaceFirst(",\\{\"tile\":56,[^}]*\\}", ""));
    CliRun partial = run("tantrix", "check", part.toString());
    assertEquals(1, partial.status());
    assertTrue(partial.out().contains("tiles: FAILED, tile 56 missing"), partial.out());
    assertTrue(partial.out().contains(", not counted: a rule is broken"), partial.out());
  }

  @Test
  void customPuzzlesNameTheirGoalSoThatCheckKnowsIt() {
    CliRun run = run("tantrix", "solve", "--tiles", "6,7,8,13,14,39,40,41,42,43", "--shape", "tri4",
        "--line", "B", "--json");
    assertTrue(run.out().startsWith("{\"puzzle\":\"custom:line:B@tri4\""), run.out());
    CliRun check = withStdin(run.out(), "tantrix", "check", "-");
    assertEquals(0, check.status(), check.out());
    assertTrue(check.out().contains("blue line: ok"), check.out());
  }

  @Test
  void drawsTheFirstSolution(@TempDir Path dir) throws IOException {
    Path svg = dir.resolve("red.svg");
    assertEquals(0, run("tantrix", "solve", "rainbow_blue", "--svg", svg.toString()).status());
    String picture = Files.readString(svg);
    assertTrue(picture.startsWith("<svg"));
    assertEquals(30, picture.split("<path d=").length - 1 - 10, "30 links plus 10 highlight halos");
  }

  @Test
  void anotherGoalForANamedPuzzle() {
    CliRun run = run("tantrix", "solve", "xtreme", "--line", "G", "--count", "--distinct");
    assertEquals(0, run.status(), run.err());
    assertEquals(List.of("105"), run.outLines());
  }

  /** Wiest's table (github.com/lwiest/SolvingTantrix): 1280 red loops with tiles 1..10. */
  @Test
  void countsAFreeShapePuzzleBothWays() {
    assertEquals(List.of("1280"), run("tantrix", "solve", "discovery:10", "--count", "--distinct").outLines());
    assertEquals(List.of("7680"), run("tantrix", "solve", "discovery:10", "--count").outLines(),
        "each of the 1280 once per turn");
    assertEquals(List.of("388"), run("tantrix", "solve", "--tiles", "1-10", "--loop", "Y", "--count", "--distinct")
        .outLines());
  }

  @Test
  void freeShapeSolutionsStartAtTheOriginAndCheck(@TempDir Path dir) throws IOException {
    CliRun run = run("tantrix", "solve", "discovery:12", "--json", "--limit", "3");
    assertEquals(3, run.outLines().size());
    for (String line : run.outLines()) {
      assertTrue(line.contains("\"tiles\":[{\"tile\":") && line.contains("\"q\":0,\"r\":0,"), line);
      assertTrue(TantrixJson.read(line).tantrix().check().satisfies(Goal.loop(Colour.YELLOW)));
    }
    Path file = dir.resolve("d12.json");
    Files.writeString(file, run.out());
    assertEquals(0, run("tantrix", "check", file.toString()).status());
  }

  @Test
  void aBudgetThatRunsOutSaysSoAndExitsOne() {
    CliRun run = run("tantrix", "solve", "discovery-pack:34", "--max-nodes", "1000");
    assertEquals(1, run.status(), run.out());
    assertEquals(1, run.errLines().size(), run.err());
    assertTrue(run.err().contains("search stopped before the end (node limit)"), run.err());
    assertEquals(List.of(), run.outLines(), "no claim of 'no solution'");
  }

  /** Regression: --max-nodes 1000 stopped after 4096 nodes (the limit was checked every 4096 nodes). */
  @Test
  void maxNodesStopsAtTheLimit() {
    for (String mode : new String[] {"--all", "--count"}) {
      CliRun run = run("tantrix", "solve", "--tiles", "1-14", "--loop", "Y", mode, "--max-nodes", "1000");
      assertEquals(1, run.status(), run.err());
      java.util.regex.Matcher m = java.util.regex.Pattern.compile("after (\\d+) nodes").matcher(run.err());
      assertTrue(m.find(), run.err());
      long nodes = Long.parseLong(m.group(1));
      assertTrue(nodes >= 1000 && nodes <= 1001, run.err());
    }
  }

  @Test
  void exhaustedSearchesSayNoSolution() {
    CliRun run = run("tantrix", "solve", "discovery:31");
    assertEquals(1, run.status(), run.err());
    assertEquals(List.of(), run.outLines());
    assertEquals(List.of("dlx tantrix solve: no solution: an odd number (9) of yellow bends: a loop turns by a whole"
        + " turn"), run.errLines());
    run = run("tantrix", "solve", "discovery:44");
    assertEquals(1, run.status(), run.err());
    assertEquals(List.of("dlx tantrix solve: no solution: green crosses the yellow link on 5 of the yellow tiles, an"
        + " odd number: each green line crosses a yellow loop an even number of times"), run.errLines());
  }

  @Test
  void listsThePuzzles() {
    CliRun run = run("tantrix", "list");
    assertTrue(run.outLines().get(0).startsWith("rainbow_blue"));
    assertTrue(run.out().contains("discovery-pack:K"));
  }

  /**
   * The picture's scratch file ({@code --svg} streams the solutions through it) cannot be made: one
   * line naming the directory for temporary files and what to do, exit 2. Before, the line named
   * the --svg file alone ("a file cannot be created there"), which could be written.
   */
  @Test
  void aScratchDirectoryThatIsMissingIsNamed(@TempDir Path dir) {
    Path missing = dir.resolve("missing"); // @TempDir made a temporary file before: the JDK's dir is read
    Path svg = dir.resolve("all.svg");
    String old = System.getProperty("java.io.tmpdir");
    CliRun run;
    try {
      System.setProperty("java.io.tmpdir", missing.toString());
      run = run("tantrix", "solve", "rainbow_blue", "--all", "--svg", svg.toString());
    } finally {
      System.setProperty("java.io.tmpdir", old);
    }
    assertEquals(2, run.status(), run.err());
    assertEquals(List.of("dlx tantrix solve: cannot write --svg " + svg + ": no scratch file can be made in "
        + missing + ", the directory for temporary files (no such directory): set TMPDIR or java.io.tmpdir to a"
        + " writable directory"), run.errLines());
  }

  /** Runs {@code dlx args} with empty stdin. */
  static CliRun run(String... args) {
    return CliRun.of(args);
  }

  /** Runs {@code dlx args} with {@code stdin}. */
  static CliRun withStdin(String stdin, String... args) {
    return CliRun.withStdin(stdin, args);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', quoteCharacter = '"', value = { // JUnit 6: text after a closing ' quote is an error
      "--tiles 6,7,8,13,14,39,40,41,42,57 --shape tri4 --line B | no tile 57",
      "--tiles 6,6,8,13,14,39,40,41,42,43 --shape tri4 --line B | tile 6 is given twice",
      // issue 50: a free shape used tile 1 twice and answered (exit 0; --count printed 2)
      "--tiles 1,1,2 --loop Y | tile 1 is given twice",
      "--tiles 1,1,1 --loop Y --count | tile 1 is given twice",
      "--tiles 6,7,8,13,14,39,40,41,42,43 --shape square --line B | unknown shape 'square'",
      "--tiles 6,7,8,13,14,39,40,41,42 --shape tri4 --line B | 9 tiles but the shape has 10 cells",
      "--tiles 6,7,8,13,14,39,40,41,42,43 --shape tri4 --line Q | unknown colour 'Q'",
      "--tiles 6,x --shape tri4 --line B | bad tile number 'x'",
      "--tiles 6,7 --shape tri4 | needs a goal",
      "nosuch | unknown puzzle 'nosuch'",
      "rainbow_blue --tiles 1,2,3 | not both",
      "rainbow_blue --limit -1 | '-1' is out of range (allowed: 0..2^63-1)",
      "rainbow_blue --all --limit 3 | exclude each other",
      "rainbow_blue --count --svg x.svg | --count prints a number only",
      "rainbow_blue --time-limit 1x | bad time '1x'",
      "rainbow_blue --svg /no/such/dir/x.svg | cannot write --svg /no/such/dir/x.svg: no such directory /no/such/dir",
      "rainbow_blue --time-limit 99999999999h | '99999999999h' is out of range",
      "rainbow_blue --line B --loop B | asked for twice",
      "discovery:2 | from 3 tiles",
      "discovery:48 | white number",
      "--line B | give a puzzle name",
      "discovery:20 --threads 2 | --threads applies to fixed boards, and to free shapes counted with --checkpoint",
      "discovery:20 --max-nodes 0 | '0' is out of range (allowed: 1..2^63-1)",
      "discovery-pack:401 | pack challenges run from 3 to 400",
  })
  void badInputGivesOneLineAndStatusTwo(String args, String message) {
    CliRun run = run(("tantrix solve " + args).split(" "));
    assertEquals(2, run.status(), run.out());
    assertEquals(1, run.errLines().size(), run.err());
    assertTrue(run.err().contains(message), run.err());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "not json | line 1: bad JSON: malformed JSON at line 1 column 1",
      "{\"puzzle\":\"nosuch\",\"tiles\":[]} | unknown puzzle 'nosuch'",
      "{\"puzzle\":\"rainbow_blue\",\"tiles\":[{\"tile\":6,\"q\":0,\"r\":0,\"rot\":9}]} | rot must be 0..5",
      "{\"puzzle\":\"rainbow_blue\",\"tiles\":[{\"tile\":99,\"q\":0,\"r\":0,\"rot\":0}]} | no tile 99",
      "{\"puzzle\":\"rainbow_blue\",\"tiles\":[{\"tile\":6,\"q\":0,\"rot\":0}]} | \"r\" must be an integer (missing)",
      "{\"puzzle\":\"rainbow_blue\"} | missing \"tiles\"",
  })
  void badSolutionFilesGiveOneLineAndStatusTwo(String json, String message) {
    CliRun run = withStdin(json, "tantrix", "check", "-");
    assertEquals(2, run.status(), run.out());
    assertEquals(1, run.errLines().size(), run.err());
    assertTrue(run.err().contains(message), run.err());
  }

  @Test
  void missingFileAndEmptyInput() {
    CliRun run = run("tantrix", "check", "no/such/file.json");
    assertEquals(2, run.status());
    assertTrue(run.err().contains("no such file"), run.err());
    run = withStdin("", "tantrix", "check", "-");
    assertEquals(2, run.status());
    assertTrue(run.err().contains("holds no solution"), run.err());
  }
}
