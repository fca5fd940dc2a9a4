package io.github.dlxkit.cli;

import io.github.dlxkit.cli.main.Dlx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SplittableSearch;
import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the Java examples of cli's Javadoc (how a subcommand uses the shared options), each copied
 * here word for word (OrphanExamplesTest checks that), on the 8 queens problem of core's test
 * resources: 92 solutions (OEIS A000170).
 */
class DocExamplesTest {
  static ExactCoverSolver queens8() throws Exception {
    return ExactCoverSolver.of(KnuthFormat.read(Path.of("core/src/test/resources/xcc/queens8.dlx")).problem());
  }

  /** MatrixOption's example: the Fano plane problem S(2,3,7) written out; it has 30 solutions (labelled Fano planes). */
  @Test
  void stdoutWriter() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();   // dlx: new FileOutputStream(FileDescriptor.out)
    StdoutWriter out = StdoutWriter.of(new StandardOutput(bytes), false);   // dlx: StdoutWriter.isTerminal()
    out.println("92");   // held: not a terminal
    out.end();   // written ("92" and a line end); may throw StandardOutput.Failed

    assertEquals("92" + System.lineSeparator(), bytes.toString(java.nio.charset.StandardCharsets.UTF_8));
  }

  @Test
  void matrixOption() throws Exception {
    MatrixOption matrix = new MatrixOption();
    matrix.dlx = true;
    io.github.dlxkit.hexad.steiner.SteinerSystem system = io.github.dlxkit.hexad.steiner.SteinerSystem.exactCover(2, 3, 7);
    StringWriter text = new StringWriter();
    PrintWriter out = new PrintWriter(text);
    assertEquals(0, example(matrix, system, out));
    assertEquals(30, ExactCoverSolver.of(io.github.dlxkit.core.io.KnuthFormat.parse(text.toString(), "fano").problem()).count());
  }

  private static int example(MatrixOption matrix, io.github.dlxkit.hexad.steiner.SteinerSystem system, PrintWriter out) {
    if (matrix.requested()) {
      return matrix.write("dlx steiner 2 3 7", system.problem(), List.of(), out);
    }
    return 1;
  }

  /** The invocation of a toy command given {@code options}, each an option of one name. */
  static Invocation toy(String... options) {
    PrintWriter none = new PrintWriter(new StringWriter());
    List<String> args = new java.util.ArrayList<>(List.of("toy"));
    args.addAll(List.of(options));
    return new Invocation("dlx toy", none, none,
        java.util.Arrays.stream(options).map(o -> new Invocation.Option(List.of(o))).toList(), args);
  }

  /** Invocation's example, word for word. */
  @Test
  void invocation() {
    PrintWriter out = new PrintWriter(new StringWriter());
    PrintWriter err = new PrintWriter(new StringWriter());
    Invocation run = new Invocation("dlx count", out, err,
        List.of(new Invocation.Option(List.of("--json"))), List.of("count", "--json", "queens8.dlx"));
    run.given("--json");      // true
    run.given("--stats");     // false
    run.name();               // "dlx count"
    assertTrue(run.given("--json"));
    assertTrue(!run.given("--stats"));
    assertEquals("dlx count", run.name());
    assertEquals("--limit", new Invocation.Option(List.of("-n", "--limit")).longestName());
  }

  /** Combinations' example: --cnf with --torus passes; the refusal's words; --cnf with --count is refused so. */
  @Test
  void combinations() {
    Invocation invocation = toy("--cnf", "--torus");
    Combinations.allowOnly(invocation, "--cnf", "--cnf writes the CNF, no search", List.of("--symmetry", "--torus"));
    BadInputException e = Combinations.refused("--count", "--all", "--count prints the number of solutions alone");
    e.getMessage();   // "--count and --all cannot be used together: --count prints the number of solutions alone"
    assertEquals("--count and --all cannot be used together: --count prints the number of solutions alone", e.getMessage());

    BadInputException refused = org.junit.jupiter.api.Assertions.assertThrows(
        BadInputException.class,
        () -> Combinations.allowOnly(toy("--count", "--cnf"), "--cnf", "--cnf writes the CNF, no search", List.of("--symmetry", "--torus")));
    assertEquals("--cnf and --count cannot be used together: --cnf writes the CNF, no search", refused.getMessage());
  }

  @Test
  void interrupts() throws Exception {
    ExactCoverSolver solver = queens8();
    PrintWriter err = new PrintWriter(new StringWriter());
    int threads = 2;
    SearchResult r = Interrupts.run("dlx count", err, null, Duration.ZERO,   // or a listener to chain
        (listener, token) -> solver.withProgress(listener, ProgressPrinter.INTERVAL).run(threads));

    assertEquals(92, r.solutions());
  }

  @Test
  void searchOptions() throws Exception {
    ExactCoverSolver solver = queens8();
    StringWriter text = new StringWriter();
    PrintWriter err = new PrintWriter(text);
    SearchOptions search = new SearchOptions();
    search.threads = 2;
    search.progress = true;
    long n = search.withProgress(err, listener -> solver.withProgress(listener, ProgressPrinter.INTERVAL).count());

    assertEquals(92, n);
  }

  @Test
  void splitOptions(@TempDir Path dir) throws Exception {
    SplitOptions split = new SplitOptions();
    split.checkpoint = dir.resolve("journal");
    StringWriter text = new StringWriter();
    SearchOptions search = new SearchOptions();
    search.threads = 2;
    assertEquals(0, countCommand(split, search, queens8(), new PrintWriter(text, true)));
    assertEquals("92", text.toString().strip());
  }

  /** The start of a counting subcommand's {@code call()}, as CountCommand's. */
  static int countCommand(SplitOptions split, SearchOptions search, ExactCoverSolver solver, PrintWriter out) {
    PrintWriter err = new PrintWriter(new StringWriter());
    if (split.isActive()) return split.count(solver.splittable(), search, out, err);
    return -1;
  }

  /** Dlx.splittable's Javadoc: the search of a counting command, named as its --part lines name it. */
  @Test
  void splittableOfACommand() {
    SplittableSearch s = Dlx.splittable("tantrix", "solve", "discovery:10", "--count", "--distinct");
    s.identity();   // "tantrix-loops:…", the same as the command's --part lines name
    assertTrue(s.identity().startsWith("tantrix-loops:"), s.identity());
  }
}
