package io.github.dlxkit.cli;

import io.github.dlxkit.cli.main.CommandTree;
import io.github.dlxkit.core.io.Messages;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code --json} means JSON (docs/cli.md, "Conventions"): every stdout line of every command's JSON
 * output is one complete JSON value under Gson's strict parser; a count is keyed "count"; a bad
 * batch line is an object with its error; no solution leaves stdout empty.
 */
class JsonOutputTest {
  private static final String QUEENS = "core/src/test/resources/xcc/queens8.dlx";
  private static final String PUZZLE =
      "5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3";
  /** A 4×4 puzzle without solution: row 1 and column 3 leave no symbol for the cell between them. */
  private static final String NONE = "12....3...4.....";

  /** Every command that offers --json (or --format json), run on small input, one way or more. */
  private static final List<String> RUNS = List.of(
      "solve --json --limit 3 " + QUEENS,
      "count --json " + QUEENS,
      "count --memo --json " + QUEENS,
      "count --part 2/3 " + QUEENS,
      // a puzzle without solution as an argument is exit 1 (SudokuCommandTest); in a batch, below
      "sudoku solve --format json " + PUZZLE,
      "sudoku count --json " + PUZZLE,
      "sudoku generate --size 4 --seed 3 --count 2 --format json",
      "polyomino --set pentominoes --box 6x10 --json --limit 2",
      "polyomino --set pentominoes --box 6x10 --count --json",
      "polyomino --set pentominoes --box 6x10 --distinct --json",
      "polyomino --set pentominoes --box 6x10 --rows --json",
      "quantumino --rows --json",
      "tanks solve 4 --all --json",
      "tanks count 5 --json",
      "steiner 2 3 7 --json",
      "steiner 2 3 9 --count --plain --json",
      "hexad find 2 3 4 5 8 --json",
      "hexad list --json",
      "hexad blackjack 0 2 4 6 7 11 --json",
      "tantrix solve discovery:3 --json",
      "tantrix solve discovery:4 --count --json",
      "tantrix solve discovery:4 --count --distinct --json",
      "tantrix game --players random,random --seed 3 --json",
      "tantrix tournament --players random,greedy --games 2 --seed 1 --json");

  @Test
  void everyLineOfEveryJsonOutputParsesStrictly() {
    // assertAll: every command that fails is reported, not only the first
    assertAll(RUNS.stream().map(command -> (Executable) () -> {
      CliRun r = CliRun.of(command.split(" "));
      assertEquals(0, r.status(), command + ": " + r.err());
      assertFalse(r.outLines().isEmpty(), command);
      for (String line : r.outLines()) {
        JsonElement e = parseStrictly(line, command);
        if (e.isJsonObject()) {
          assertFalse(e.getAsJsonObject().has("solutions"), command + ": a count is keyed \"count\": " + line);
        }
      }
    }));
  }

  /** The runs above cover every command that has a --json option or a json format. */
  @Test
  void theRunsCoverEveryCommandWithJson() {
    Set<String> withJson = new TreeSet<>();
    collect(CommandTree.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter())), withJson);
    Set<String> run = new TreeSet<>();
    for (String command : RUNS) {
      for (String name : withJson) {
        if (("dlx " + command).startsWith(name + " ")) {
          run.add(name);
        }
      }
    }
    assertEquals(withJson, run);
  }

  @Test
  void aCountUnderJsonIsAnObjectWithCount() {
    // the numbers are the same commands' without --json (their own tests name the sources)
    // dlx count (issue 53: it refused --json), its memo, and split counts (--checkpoint), which printed a
    // bare number under --json (tanks and sudoku count refuse --json with --checkpoint)
    assertAll(Stream.of("tanks count 5", "tantrix solve discovery:4 --count",
        "polyomino --set pentominoes --box 6x10 --count", "sudoku count " + PUZZLE, "count " + QUEENS,
        "count --memo " + QUEENS, "count --checkpoint cli/target/json-output-count.checkpoint " + QUEENS,
        "polyomino --set pentominoes --box 6x10 --count --checkpoint cli/target/json-output-polyomino.checkpoint",
        "tantrix solve discovery:4 --count --checkpoint cli/target/json-output-tantrix.checkpoint")
        .map(command -> (Executable) () -> {
      CliRun plain = CliRun.of(command.split(" "));
      CliRun json = CliRun.of((command + " --json").split(" "));
      assertEquals(0, json.status(), command + ": " + json.err());
      JsonObject o = parseStrictly(json.out().strip(), command).getAsJsonObject();
      assertEquals(Long.parseLong(plain.out().strip()), o.get("count").getAsLong(), command);
    }));
  }

  /**
   * Every command's count under --json is read by one key path, {@code .count} (issue 53: six
   * shapes, {"distinct":N} among them), whatever optional fields follow (docs/cli.md, "Output
   * forms"); the number is the same command's without --json. Counts whose text form is not the
   * number alone (a part line, a count per aside, a Steiner system's line) are checked for the key.
   */
  @Test
  void everyCountIsReadByOneKeyPath() {
    List<String> countsAlone = List.of("count " + QUEENS, "count --memo " + QUEENS,
        "count --checkpoint cli/target/json-output-keypath.checkpoint " + QUEENS,
        "sudoku count " + PUZZLE, "polyomino --set pentominoes --box 6x10 --count",
        "polyomino --set pentominoes --box 6x10 --distinct", "quantumino --aside 7 --box 3x3x9 --count",
        "tanks count 5", "tanks count 5 --checkpoint cli/target/json-output-tanks.checkpoint",
        "tantrix solve discovery:4 --count", "tantrix solve discovery:4 --count --distinct",
        "tantrix solve discovery:10 --count --distinct");
    List<String> countsWithMore = List.of("count --part 2/3 " + QUEENS, "steiner 2 3 9 --count --plain",
        "quantumino --aside all --box 3x3x9 --count");
    assertAll(Stream.concat(countsAlone.stream(), countsWithMore.stream()).map(command -> (Executable) () -> {
      CliRun json = CliRun.of((command + (command.contains("--part") ? "" : " --json")).split(" "));
      assertEquals(0, json.status(), command + ": " + json.err());
      assertFalse(json.outLines().isEmpty(), command);
      for (String line : json.outLines()) {
        JsonObject o = parseStrictly(line, command).getAsJsonObject();
        assertTrue(o.has("count") && o.get("count").getAsJsonPrimitive().isNumber(), command + ": " + line);
      }
      if (countsAlone.contains(command)) {
        CliRun plain = CliRun.of(command.split(" "));
        assertEquals(plain.out().strip(), countOf(json.out()), command);
      }
    }));
  }

  /** The one key path of a count: {@code .count} of the first line's object. */
  private static String countOf(String jsonOut) {
    return parseStrictly(jsonOut.strip(), "count").getAsJsonObject().get("count").getAsBigInteger().toString();
  }

  /**
   * Every --stats line has the same fields (docs/cli.md, "Output forms"): nodes, solutions and
   * seconds, in that order, updates only between nodes and solutions, the command's own words after.
   */
  @Test
  void everyStatsLineHasTheSameFields() throws IOException {
    java.nio.file.Path parts = java.nio.file.Files.createTempFile("json-output-parts", ".jsonl");
    CliRun part = CliRun.of("count", "--part", "1/1", QUEENS);
    java.nio.file.Files.writeString(parts, part.out());
    List<String> runs = List.of("count --stats " + QUEENS, "count --stats --kernel links " + QUEENS,
        "count --memo --stats " + QUEENS, "count --part 1/2 --stats " + QUEENS,
        "count --checkpoint cli/target/json-output-stats.checkpoint --stats " + QUEENS,
        "solve --stats --limit 1 " + QUEENS, "sum --stats " + parts,
        "tantrix solve discovery:4 --count --stats", "tantrix solve discovery:10 --count --distinct --stats",
        "tantrix solve discovery:10 --count --distinct --round --stats", "tantrix solve discovery:3 --stats",
        "tantrix loops discovery:10 --stats");
    java.util.regex.Pattern shape = java.util.regex.Pattern.compile(
        "nodes=\\d+( updates=\\d+)? solutions=\\d+ seconds=\\d+\\.\\d{3}( [a-z_]+=\\S+)*");
    try {
      assertAll(runs.stream().map(command -> (Executable) () -> {
        CliRun r = CliRun.of(command.split(" "));
        assertEquals(0, r.status(), command + ": " + r.err());
        List<String> lines = r.errLines().stream().filter(l -> l.startsWith("nodes=")).toList();
        assertEquals(1, lines.size(), command + ": " + r.err());
        assertTrue(shape.matcher(lines.get(0)).matches(), command + ": " + lines.get(0));
      }));
    } finally {
      java.nio.file.Files.deleteIfExists(parts);
    }
  }

  @Test
  void aBadBatchLineIsAnObjectWithItsError() {
    CliRun r = CliRun.withStdin(PUZZLE + "\nbad\n" + NONE + "\n", "sudoku", "count", "--json");
    assertEquals(1, r.status(), r.err());
    assertEquals(3, r.outLines().size(), r.out());
    JsonObject bad = parseStrictly(r.outLines().get(1), "sudoku count").getAsJsonObject();
    assertEquals(2, bad.get("line").getAsInt());
    assertTrue(bad.get("error").getAsString().contains("n⁴ characters"), r.out());
    assertEquals(0, parseStrictly(r.outLines().get(2), "sudoku count").getAsJsonObject().get("count").getAsLong());
    assertTrue(r.err().contains("line 2:"), r.err());

    CliRun solve = CliRun.withStdin(PUZZLE + "\nbad\n" + NONE + "\n", "sudoku", "solve", "--format", "json");
    assertEquals(1, solve.status(), solve.err());
    for (String line : solve.outLines()) {
      parseStrictly(line, "sudoku solve --format json");
    }
    assertEquals("null", solve.outLines().get(2));
  }

  /** docs/cli.md: with no solution stdout stays empty, --json or not; S(4,5,62) does not exist. */
  @Test
  void noSolutionLeavesStdoutEmpty() {
    CliRun r = CliRun.of("steiner", "4", "5", "62", "--json");
    assertEquals(1, r.status(), r.err());
    assertEquals("", r.out());
    assertEquals(List.of("dlx steiner: there is no S(4,5,62)"), r.errLines());
  }

  /**
   * Every --json command on a problem without solution (docs/cli.md, "Conventions"): a search for
   * solutions prints nothing on stdout and exits 1; a count prints its object with 0 and exits 0; a
   * count asked for together with a solution (steiner --count --first) prints the count without
   * blocks and exits 1 (it printed nothing). No S(4,5,62): a derived S(3,4,61) would have 61·60·59/24
   * blocks, not a whole number; no pentomino tiling of 7×9 (63 cells, not 60); no Tank Attack grid of
   * size 3 (TanksCommandTest); Discovery 31's odd number of yellow bends (TantrixLoopsCommandTest);
   * 81 cells for 80 cubes (quantumino, aside 7, box 3×3×9).
   */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "steiner 4 5 62 --json|1|",
      "steiner 4 5 62 --count --first --json|1|{\"t\":4,\"k\":5,\"v\":62,\"count\":0}",
      "steiner 4 5 62 --count --json|0|{\"t\":4,\"k\":5,\"v\":62,\"count\":0}",
      "polyomino --set pentominoes --box 7x9 --json|1|",
      "polyomino --set pentominoes --box 7x9 --count --json|0|{\"count\":0}",
      "polyomino --set pentominoes --box 7x9 --distinct --json|0|{\"count\":0,\"distinct\":true}",
      "quantumino --aside 7 --box 3x3x9 --json|1|",
      "quantumino --aside 7 --box 3x3x9 --count --json|0|{\"count\":0}",
      "tanks solve 3 --json|1|",
      "tanks count 3 --json|0|{\"count\":0}",
      "tantrix solve discovery:31 --json|1|",
      "tantrix solve discovery:31 --count --json|0|{\"count\":0}"})
  void noSolutionUnderJson(String command, int status, String json) {
    CliRun r = CliRun.of(command.split(" "));
    assertEquals(status, r.status(), command + ": " + r.err());
    if (json == null) {
      assertEquals("", r.out(), command);
      assertEquals(1, r.errLines().size(), command + ": " + r.err());
    } else {
      assertEquals(1, r.outLines().size(), command + ": " + r.out());
      assertEquals(parseStrictly(json, "expected"), parseStrictly(r.outLines().get(0), command), command);
    }
  }

  @Test
  void noSolutionOfAFileUnderJson() {
    CliRun r = CliRun.withStdin("a b\na\n", "solve", "--json", "-");
    assertEquals(1, r.status(), r.err());
    assertEquals("", r.out());
    assertEquals(List.of("dlx solve: no solution"), r.errLines());
  }

  private static void collect(picocli.CommandLine cl, Set<String> withJson) {
    var spec = cl.getCommandSpec();
    var json = spec.findOption("--json");
    var format = spec.findOption("--format");
    if (json != null || (format != null && format.paramLabel().contains("json"))) {
      withJson.add(spec.qualifiedName());
    }
    if (spec.findOption("--part") != null && spec.name().equals("count")) {
      withJson.add(spec.qualifiedName());
    }
    cl.getSubcommands().values().forEach(sub -> collect(sub, withJson));
  }

  /** {@code line} as one JSON value, read by Gson's strict reader to its end. */
  static JsonElement parseStrictly(String line, String command) {
    try (JsonReader reader = new JsonReader(new StringReader(line))) {
      reader.setStrictness(Strictness.STRICT);
      JsonElement e = new Gson().getAdapter(JsonElement.class).read(reader);
      assertEquals(JsonToken.END_DOCUMENT, reader.peek(), command + ": more than one value on: " + line);
      return e;
    } catch (IOException | RuntimeException ex) {
      throw new AssertionError(command + ": not one strict JSON value: " + Messages.quote(line) + ": " + ex.getMessage(), ex);
    }
  }
}
