package io.github.dlxkit.cli.polyomino;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.CliRun;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code dlx polyomino}. Counts: Knuth, "Dancing Links" (2000); Scott (1958); SageMath's documentation. */
class PolyominoCommandTest {
  /** Runs {@code dlx args} with empty stdin. */
  static CliRun run(String... args) {
    return CliRun.of(args);
  }

  static final String PUZZLES = "polyomino/src/test/resources/puzzles/";

  @TempDir Path dir;

  static CliRun ok(String... args) {
    CliRun r = run(args);
    assertEquals(0, r.status(), () -> "stderr: " + r.err());
    assertEquals("", r.err());
    return r;
  }

  @Test
  @DisplayName("--set pentominoes --box 3x20: the first packing, then 8 in all and 2 up to symmetry (Knuth 2000)")
  void pentominoes3x20() {
    assertEquals(List.of("UUXIIIIINNNFTWYYYYZV", "UXXXPPLNNFFFTWWYZZZV", "UUXPPPLLLLFTTTWWZVVV"),
        ok("polyomino", "--set", "pentominoes", "--box", "3x20").outLines());
    assertEquals(List.of("8"), ok("polyomino", "--set", "pentominoes", "--box", "3x20", "--count").outLines());
    assertEquals(List.of("2"), ok("polyomino", "--set", "pentominoes", "--box", "3x20", "--distinct").outLines());
    assertEquals(List.of("{\"count\":8}"),
        ok("polyomino", "--set", "pentominoes", "--box", "3x20", "--count", "--json").outLines());
    assertEquals(List.of("0"),
        ok("polyomino", "--set", "pentominoes", "--box", "3x20", "--count", "--no-reflections").outLines());
  }

  @Test
  @DisplayName("--all prints the 8 packings of 3x20 separated by blank lines; --limit 2 the first two")
  void allAndLimit() {
    List<String> all = ok("polyomino", "--set", "pentominoes", "--box", "3x20", "--all").outLines();
    assertEquals(8 * 3 + 7, all.size());
    List<String> two = ok("polyomino", "--set", "pentominoes", "--box", "3x20", "--limit", "2").outLines();
    assertEquals(all.subList(0, 7), two);
    assertEquals(List.of(), ok("polyomino", "--set", "pentominoes", "--box", "3x20", "--limit", "0").outLines());
  }

  @Test
  @DisplayName("6x10 counted with 2 threads: 9356 (Knuth 2000); 6x10 has 2056 rows")
  void pentominoes6x10() {
    assertEquals(List.of("9356"),
        ok("polyomino", "--set", "pentominoes", "--box", "6x10", "--count", "--threads", "2").outLines());
    assertEquals(List.of("2056"), ok("polyomino", "--set", "pentominoes", "--box", "6x10", "--rows").outLines());
    assertEquals(List.of("{\"rows\":2056,\"columns\":72}"),
        ok("polyomino", "--set", "pentominoes", "--box", "6x10", "--rows", "--json").outLines());
  }

  @Test
  @DisplayName("Soma cube: 11520 solutions, 240 up to symmetry (Conway and Guy); JSON cells in 3-D")
  void soma() {
    assertEquals(List.of("11520"), ok("polyomino", "--set", "soma", "--box", "3x3x3", "--count").outLines());
    assertEquals(List.of("240"), ok("polyomino", "--set", "soma", "--box", "3x3x3", "--distinct").outLines());
    String json = ok("polyomino", "--set", "soma", "--box", "3x3x3", "--json").out();
    assertTrue(json.startsWith("{\"pieces\":[{\"piece\":\"V\",\"cells\":[[0,0,0],"), json);
  }

  @Test
  @DisplayName("puzzle files: Scott's board 520 / 65 with reflections (Scott 1958), Y pentomino 10 (Sage doc), stdin")
  void files() throws Exception {
    assertEquals(List.of("520"), ok("polyomino", PUZZLES + "scott.txt", "--reflections", "--count").outLines());
    assertEquals(List.of("65"), ok("polyomino", PUZZLES + "scott.txt", "--reflections", "--distinct").outLines());
    assertEquals(List.of("10"), ok("polyomino", PUZZLES + "y-pentomino-5x10.txt", "--reflections", "--count")
        .outLines());
    String text = Files.readString(Path.of(PUZZLES + "cube2.txt"));
    CliRun r = CliRun.withStdin(text, "polyomino", "-", "--count");
    assertEquals(List.of("72"), r.outLines());
  }

  @Test
  @DisplayName("--svg writes the first solution as SVG")
  void svg() throws Exception {
    Path out = dir.resolve("p.svg");
    ok("polyomino", "--set", "pentominoes", "--box", "3x20", "--svg", out.toString());
    String svg = Files.readString(out, StandardCharsets.UTF_8);
    assertTrue(svg.startsWith("<?xml") && svg.contains("<svg") && svg.trim().endsWith("</svg>"));
  }

  @Test
  @DisplayName("--progress prints nothing for a short search and does not change the answer")
  void progress() {
    CliRun r = run("polyomino", "--set", "pentominoes", "--box", "3x20", "--count", "--progress");
    assertEquals(0, r.status());
    assertEquals(List.of("8"), r.outLines());
  }

  @Test
  @DisplayName("no solution: exit 1 and one line on stderr")
  void noSolution() {
    CliRun r = run("polyomino", "--set", "tetrominoes", "--box", "4x5");
    assertEquals(1, r.status());
    assertEquals(List.of("dlx polyomino: no solution"), r.errLines());
    assertEquals(List.of("0"), ok("polyomino", "--set", "tetrominoes", "--box", "4x5", "--count").outLines());
    // 60 cells of pentominoes cannot fill 10,000: answered from the cell counts, no placement built
    CliRun big = run("polyomino", "--set", "pentominoes", "--box", "100x100");
    assertEquals(1, big.status());
    assertEquals(List.of("dlx polyomino: no solution"), big.errLines());
    assertEquals(List.of("0"), ok("polyomino", "--set", "pentominoes", "--box", "100x100", "--count").outLines());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
    "--set pentominoes|give a puzzle FILE or --set NAME --box AxB, not --set alone: --set needs --box, e.g. --set pentominoes --box 6x10",
    "--set hexominoes --box 6x10|unknown piece set 'hexominoes' (known: pentominoes, tetrominoes, soma)",
    "--set pentominoes --box 6x|--box must be sizes separated by 'x', like 6x10 or 5x8x2, each at least 1; got '6x'",
    "--set pentominoes --box 0x10|--box must be sizes separated by 'x', like 6x10 or 5x8x2, each at least 1; got '0x10'",
    "--set pentominoes --box 6x10 --svg /no/such/dir/x.svg|cannot write --svg /no/such/dir/x.svg: no such directory /no/such/dir",
    "--set pentominoes --box 6x10 --svg /proc/a.svg|cannot write --svg /proc/a.svg: a file cannot be created there",
    "--set pentominoes --box 1000x1000|--box 1000x1000 has more than 10000 cells (allowed: 1..10000 cells)",
    "--set pentominoes --box 99999x99999x99999|--box 99999x99999x99999 has more than 10000 cells (allowed: 1..10000 cells)",
    "--set pentominoes --box 3x3x3|the pentominoes are 2-D pieces but --box 3x3x3 has 3 sizes",
    "--set pentominoes --box 6x10 --threads 0|Invalid value for option '--threads': '0' is out of range (allowed: 1..1024) (see 'dlx polyomino --help')",
    "--set pentominoes --box 6x10 --limit -1|Invalid value for option '--limit': '-1' is out of range (allowed: 0..2^63-1) (see 'dlx polyomino --help')",
    "--set pentominoes --box 6x10 --all --limit 2|--all and --limit cannot be used together",
    "--set pentominoes --box 6x10 --count --svg x.svg|--all, --limit and --svg print solutions; they cannot be combined with --count",
    "--set pentominoes --box 6x10 --rows --count|--rows cannot be combined with --count or --distinct",
    "--set pentominoes --box 6x10 --distinct --part 1/2|--checkpoint and --part count every solution; --distinct does not go with them",
    "|give a puzzle FILE or --set NAME --box AxB",
    "polyomino/src/test/resources/puzzles/scott.txt --set soma|give a puzzle FILE or --set, not both",
    "polyomino/src/test/resources/puzzles/scott.txt --box 8x8|--box goes with --set (a puzzle FILE has its own region)",
    "no-such-file.txt|cannot read no-such-file.txt: no such file",
  })
  void badUsage(String args, String message) {
    String[] argv = args == null ? new String[] {"polyomino"}
        : ("polyomino " + args).split(" ");
    CliRun r = run(argv);
    assertEquals(2, r.status(), r.err());
    assertEquals(1, r.errLines().size(), r.err());
    String expected = message.contains(": --set needs") ? "dlx polyomino: --set needs --box, e.g. --set pentominoes --box 6x10"
        : "dlx polyomino: " + message;
    assertEquals(expected, r.errLines().get(0));
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(delimiter = '|', value = {
    "piece A\\n##\\n#\\n\\nregion\\n###|line 3: ragged rows in piece A: this row has 1 characters, the block's first row 2",
    "piece A\\n##|no region: add a block starting with the line 'region'",
    "piece A\\n..\\n\\nregion\\n##|line 1: piece A has no cell",
    "piece A\\n#?\\n\\nregion\\n##|line 2, column 2: unexpected '?' in piece A (rows are made of '#' for a cell and '.' for none)",
    "region\\n##|no pieces: add blocks starting with 'piece NAME'",
  })
  void badFilesNameTheLine(String text, String message) throws Exception {
    Path file = dir.resolve("bad.txt");
    Files.writeString(file, text.replace("\\n", "\n"));
    CliRun r = run("polyomino", file.toString());
    assertEquals(2, r.status());
    assertEquals(List.of("dlx polyomino: " + file + ": " + message), r.errLines());
    CliRun stdin = CliRun.withStdin(text.replace("\\n", "\n"), "polyomino", "-");
    assertEquals(List.of("dlx polyomino: <stdin>: " + message), stdin.errLines());
  }

  /**
   * --part and --checkpoint cut --count's search, the bitboard with its symmetry breaking (issue 54:
   * they cut core's plain search, 15 times slower on 6x10): the part line names the route. 3x20: 2
   * packings up to symmetry (Knuth, Dancing Links, 2000), 8 with the box's 4 symmetries.
   */
  @Test
  void splitCountsTakeTheCountsSearch(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
    CliRun part = CliRun.of("polyomino", "--set", "pentominoes", "--box", "3x20", "--count", "--part", "1/1");
    assertEquals(0, part.status(), part.err());
    assertTrue(part.out().matches("\\{\"part\":1,\"of\":1,\"count\":8,\"nodes\":\\d+,\"problem\":\"polyomino-bitboard:[0-9a-f]{32}\"}\\n"),
        part.out());
    String checkpoint = dir.resolve("pento.ckpt").toString();
    CliRun counted = CliRun.of("polyomino", "--set", "pentominoes", "--box", "3x20", "--count", "--checkpoint", checkpoint);
    assertEquals(List.of("8"), counted.outLines(), counted.err());
  }

  /**
   * 63 cells for the 12 pentominoes (60): the split path answers from the cheap checks, before any
   * node (it used to search for 8.5 s; plain --count answered 0 from the cell counts).
   */
  @Test
  void aSplitCountOfTheWrongAreaIsZeroWithoutSearching() {
    CliRun r = CliRun.of("polyomino", "--set", "pentominoes", "--box", "7x9", "--count", "--part", "1/2");
    assertEquals(0, r.status(), r.errLines().toString());
    assertTrue(r.outLines().get(0).startsWith("{\"part\":1,\"of\":2,\"count\":0,\"nodes\":0,"), r.outLines().toString());
  }
}
