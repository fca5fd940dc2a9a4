package io.github.dlxkit.cli.tanks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.CliRun;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TanksCommandTest {
  private static CliRun run(String... args) {
    return CliRun.of(args);
  }

  @Test
  void printsTheFirstSolution() {
    CliRun r = run("tanks", "solve", "4");
    assertEquals(0, r.status(), r.err());
    assertEquals(List.of("2 2 2 2", "2 2 2 2", "2 2 2 2", "2 2 2 2"), r.outLines());
  }

  @Test
  void allSolutionsAreSeparatedByABlankLine() {
    // the two 5x5 solutions (the paper says there are none; see docs/tanks.md)
    CliRun r = run("tanks", "solve", "5", "--all");
    assertEquals(0, r.status(), r.err());
    assertEquals(11, r.outLines().size());
    assertEquals("", r.outLines().get(5));
  }

  @Test
  void cnfIsDimacsWithTheCellVariablesNamed() {
    CliRun r = run("tanks", "cnf", "4", "--symmetry", "rot90");
    assertEquals(0, r.status(), r.err());
    List<String> lines = r.outLines();
    assertEquals("c Tank Attack 4x4 symmetry rot90 (written by dlxkit)", lines.get(0));
    // the four cells of an orbit share their variables: (0,0) and its quarter turn (0,3)
    assertEquals("c cell 0 0 range 1 var 1", lines.get(1));
    assertTrue(lines.contains("c cell 0 3 range 1 var 1"));
    String header = lines.stream().filter(l -> l.startsWith("p cnf ")).findFirst().orElseThrow();
    long clauses = lines.stream().filter(l -> !l.startsWith("c") && !l.startsWith("p")).count();
    assertEquals(clauses, Long.parseLong(header.split(" ")[3]));
  }

  @Test
  void notSymmetricIsAnOptionOfTheSatSubcommandsOnly() {
    // was "--not-symmetric works with --cnf or --sat-cubes only" (issue 53: gone by construction)
    CliRun r = run("tanks", "count", "8", "--not-symmetric", "rot180");
    assertEquals(2, r.status());
    assertEquals("dlx tanks count: Unknown options: '--not-symmetric', 'rot180' (see 'dlx tanks count --help')", r.err().strip());
    CliRun ok = run("tanks", "cnf", "8", "--not-symmetric", "rot180");
    assertEquals(0, ok.status(), ok.err());
    assertEquals("c Tank Attack 8x8 symmetry none not rot180 (written by dlxkit)", ok.outLines().get(0));
  }

  @Test
  void satCubesCountWithTheJavaSolverAndACheckpoint(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
    // 1: the all-2s 4x4 (Chlond); the 5x5's two solutions are one class, a transposed pair (docs/tanks.md)
    CliRun r = run("tanks", "cubes", "4", "--sat-solver", "java");
    assertEquals(0, r.status(), r.err());
    assertEquals(List.of("1"), r.outLines());
    String file = dir.resolve("cubes.checkpoint").toString();
    String log = dir.resolve("cubes.log").toString();
    CliRun c = run("tanks", "cubes", "5", "--sat-solver", "java", "--break-symmetry", "--checkpoint", file,
        "--refine-after", "50", "--cube-log", log);
    assertEquals(0, c.status(), c.err());
    assertEquals(List.of("1"), c.outLines());
    CliRun again = run("tanks", "cubes", "5", "--sat-solver", "java", "--break-symmetry", "--checkpoint", file,
        "--refine-after", "50");
    assertEquals(List.of("1"), again.outLines(), "resumed from the finished checkpoint");
  }

  @Test
  void sampleCubesEstimatesTheRun() {
    // 4x4 with holes: 22 solutions in 8 classes (RowScanLeadersTest); its split is of complete grids, so every probe sees 8
    CliRun r = run("tanks", "sample-cubes", "4", "--holes", "--break-symmetry", "--sat-solver", "java", "--refine-after", "3",
        "--probes", "20", "--sample-seed", "3");
    assertEquals(0, r.status(), r.err());
    assertEquals("probes 20 (truncated 0), split 8 cubes, cut after 3 conflicts, sampled in 0.0 CPU s", r.outLines().get(0));
    assertTrue(r.outLines().get(1).endsWith("solutions 8.00 ± 0.0 (± one standard error)"), r.out());
    assertEquals(20, r.err().lines().filter(l -> l.startsWith("probe ")).count(), r.err());
  }

  @Test
  void checkProofsVerifiesCadicalsProofsWhenInstalled(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
    org.junit.jupiter.api.Assumptions.assumeTrue(io.github.dlxkit.tanks.sat.Cadical.isInstalled("cadical"),
        "CaDiCaL is not installed (Debian: apt-get install cadical)");
    String log = dir.resolve("cubes.log").toString();
    CliRun c = run("tanks", "cubes", "5", "--sat-solver", "java", "--break-symmetry", "--part", "1/1", "--cube-log", log);
    assertEquals(0, c.status(), c.err());
    CliRun r = run("tanks", "check-proofs", "5", "--sat-solver", "cadical", "--break-symmetry", "--cube-log", log, "--sample", "2");
    assertEquals(0, r.status(), r.err());
    assertEquals(2, r.outLines().size(), r.out());
    for (String line : r.outLines()) {
      assertTrue(line.startsWith("proof ") && line.contains(" verified lemmas "), line);
    }
  }

  @ParameterizedTest(name = "dlx tanks {0}: exit 2, {1}")
  @CsvSource(delimiter = '|', value = {
      // checked before the run, as --svg is: a typo must not cost a long run its log
      "cubes 4 --sat-solver java --cube-log /no/such/dir/x.log | cubes: cannot write --cube-log /no/such/dir/x.log: no such directory /no/such/dir",
      "cubes 4 --sat-solver no-such-solver-here | cubes: --sat-solver: cannot run 'no-such-solver-here' (install Debian's cadical, or give its path)",
      "sample-cubes 4 --sat-solver java --probes 5 | sample-cubes: Missing required option: '--refine-after=CONFLICTS' (see 'dlx tanks sample-cubes --help')",
      "check-proofs 4 --sat-solver java --cube-log x.log | check-proofs: --sat-solver java writes no proof: give cadical (or a path to it)",
      "check-proofs 4 --sat-solver cadical | check-proofs: Missing required option: '--cube-log=FILE' (see 'dlx tanks check-proofs --help')",
      "count 4 --break-symmetry --kernel propagation | count: symmetry breaking is done by the row scan and the exact-cover kernel"
          + " (and dlx tanks cnf, cubes), not by propagation"})
  void badCubeOptions(String args, String message) {
    CliRun r = run(("tanks " + args).split(" "));
    assertEquals(2, r.status(), r.out());
    assertEquals("dlx tanks " + message, r.err().strip());
  }

  /**
   * Issue 53: each subcommand has only its own options, so what one mode cannot do is an unknown
   * option there (exit 2), where the one command refused it with a message of its own (in
   * brackets, the refusal it replaces).
   */
  @ParameterizedTest(name = "dlx tanks {0}: exit 2, {1}")
  @CsvSource(delimiter = '|', value = {
      "count 4 --all | count: Unknown option: '--all'", // --count and --all cannot be used together
      "count 4 --limit 2 --json | count: Unknown options: '--limit', '2'", // --count and --limit ...
      "cnf 4 --threads 2 | cnf: Unknown options: '--threads', '2'", // --cnf and --threads ...
      "cnf 4 --progress | cnf: Unknown option: '--progress'", // --cnf and --progress ...
      "estimate 6 --probes 5 --json | estimate: Unknown option: '--json'", // --estimate does not search ...
      "solve 4 --cube-log x.log | solve: Unknown options: '--cube-log', 'x.log'", // --cube-log works with --sat-cubes only
      "solve 5 --part 1/2 | solve: Unknown options: '--part', '1/2'", // --checkpoint and --part work with --count only
      "cubes 4 --sat-solver java --kernel row-scan | cubes: Unknown options: '--kernel', 'row-scan'", // --sat-cubes and --kernel ...
      "cubes 4 --sat-solver java --json | cubes: Unknown option: '--json'"}) // --sat-cubes counts: it needs --count, and not --json
  void aModesOptionIsUnknownInTheOthers(String args, String message) {
    CliRun r = run(("tanks " + args).split(" "));
    assertEquals(2, r.status(), r.out());
    assertEquals("", r.out());
    assertEquals(1, r.errLines().size(), r.err());
    assertTrue(r.err().startsWith("dlx tanks " + message + " (see 'dlx tanks "), r.err());
  }

  /**
   * The flag forms of the release before still run, as the subcommand they stand for, with one
   * line on stderr naming it (issue 53: deprecated for one release); the count is the
   * subcommand's (5x5: 2 solutions, docs/tanks.md; 4x4 by cubes: 1, the all-2s grid).
   */
  @ParameterizedTest(name = "dlx tanks {0}")
  @CsvSource(delimiter = '|', value = {
      "5 --count | count 5 | 2",
      "5 --symmetry rot180 --count --threads 2 | count 5 --symmetry rot180 --threads 2 | 2",
      "4 | solve 4 | 2 2 2 2",
      "4 --sat-cubes java --count | cubes 4 --sat-solver java | 1",
      "4 --cnf --torus | cnf 4 --torus | c Tank Attack 4x4 torus symmetry none (written by dlxkit)",
      "6 --estimate 5 | estimate 6 --probes 5 | nodes"})
  void flagFormsRunTheirSubcommandWithOneDeprecationLine(String old, String now, String firstLine) {
    CliRun r = run(("tanks " + old).split(" "));
    assertEquals(0, r.status(), r.err());
    assertTrue(r.outLines().get(0).startsWith(firstLine), r.out());
    assertEquals(List.of("dlx tanks: dlx tanks " + old + " is deprecated, use dlx tanks " + now
        + " (the flag forms go in the next release)"), r.errLines());
    assertEquals(List.of(now.split(" ")), TanksCommand.translate(List.of(old.split(" "))));
  }

  @Test
  void flagFormsOfTheSamplingAndProofModesAreTranslatedToo() {
    assertEquals(List.of("sample-cubes", "4", "--sat-solver", "java", "--refine-after", "3", "--probes", "20"),
        TanksCommand.translate(List.of("4", "--sat-cubes", "java", "--refine-after", "3", "--sample-cubes", "20")));
    assertEquals(List.of("check-proofs", "8", "--sat-solver", "cadical", "--cube-log", "L", "--sample", "0"),
        TanksCommand.translate(List.of("8", "--sat-cubes", "cadical", "--cube-log", "L", "--check-proofs", "0")));
  }

  /** A flag form the subcommand refuses: exit 2, the deprecation line, then the subcommand's one line. */
  @Test
  void aBadFlagFormIsRefusedByItsSubcommand() {
    CliRun r = run("tanks", "4", "--cnf", "--threads", "2");
    assertEquals(2, r.status(), r.out());
    assertEquals("", r.out());
    assertEquals(2, r.errLines().size(), r.err());
    assertTrue(r.errLines().get(1).startsWith("dlx tanks cnf: Unknown options: '--threads', '2'"), r.err());
  }

  @Test
  void jsonHasZeroForEmptyCells() {
    CliRun r = run("tanks", "solve", "2", "--holes", "--json");
    assertEquals(0, r.status(), r.err());
    assertEquals(List.of("{\"n\":2,\"grid\":[[0,0],[0,0]]}"), r.outLines());
  }

  @Test
  void holesPrintAsDots() {
    CliRun r = run("tanks", "solve", "3", "--holes", "--all");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.outLines().contains(". . ."), r.out());
  }

  @ParameterizedTest(name = "dlx tanks {0} counts {1}")
  @CsvSource({
      "'4', 1",
      "'5', 2",
      "'5 --break-symmetry', 1",
      "'4 --holes --break-symmetry', 8", // 22 grids in 8 classes: orbits of the propagation search's list, computed outside dlxkit
      "'5 --kernel exact-cover --symmetry rot180', 2",
      "'6 --symmetry rot180 --threads 2', 13",
      "'7 --symmetry rot90', 0",
      "'8 --symmetry rot90 --threads 2', 4",
      "'5 --torus', 1",
      "'4 --holes --kernel propagation', 22",
      "'4 --holes --kernel row-scan', 22"})
  void counts(String args, long expected) {
    String[] words = ("tanks count " + args).split(" ");
    CliRun r = run(words);
    assertEquals(0, r.status(), r.err());
    assertEquals(List.of(Long.toString(expected)), r.outLines());
  }

  @Test
  void noSolutionExitsOne() {
    CliRun r = run("tanks", "solve", "3");
    assertEquals(1, r.status());
    assertEquals(List.of(), r.outLines());
    assertEquals(List.of("dlx tanks solve: no solution"), r.errLines());
  }

  @Test
  void limitPrintsAtMostN() {
    CliRun r = run("tanks", "solve", "6", "--symmetry", "rot180", "--limit", "2");
    assertEquals(0, r.status(), r.err());
    assertEquals(13, r.outLines().size());
  }

  @Test
  void estimatePrintsOneLine() {
    CliRun r = run("tanks", "estimate", "6", "--probes", "50");
    assertEquals(0, r.status(), r.err());
    assertEquals(1, r.outLines().size());
    assertTrue(r.out().startsWith("nodes "), r.out());
  }

  @ParameterizedTest(name = "bad input: dlx tanks {0}")
  @CsvSource(delimiter = '|', value = {
      "solve 0 | got 0",
      "count 32 | got 32",
      "cnf 32 | got 32",
      "cubes 0 --sat-solver java | got 0",
      "estimate 0 --probes 5 | got 0",
      "solve -3 | got -3",
      "count x | x",
      "count 4 --threads 0 | --threads",
      "solve 4 --limit -1 | --limit",
      "solve 4 --all --limit 2 | --limit",
      "count 4 --kernel magic | magic",
      "count 13 --kernel exact-cover | 12x12",
      "solve 6 --kernel row-scan --symmetry rot90 | symmetry",
      "cnf 4 --symmetry rot45 | rot45",
      "count 4 --time-limit 0 | --time-limit",
      "estimate 4 --probes 0 | --probes",
      "count 5 --part 1/2 --time-limit 5 | --part counts without --time-limit",
      "solve 4 --frobnicate | --frobnicate"})
  void badInputExitsTwoWithOneLine(String args, String mentioned) {
    CliRun r = run(("tanks " + args).split(" "));
    assertEquals(2, r.status(), r.out() + r.err());
    assertEquals(1, r.errLines().size(), r.err());
    assertTrue(r.err().contains(mentioned), r.err());
    assertTrue(r.err().startsWith("dlx tanks " + args.split(" ")[0] + ": "), r.err());
  }

  @Test
  void minimiseReachesTheFourByFourSolution() {
    // the 4x4's one solution, all 2s (docs/tanks.md); seed 1 reaches it within a second
    CliRun r = run("tanks", "minimise", "4", "--seed", "1");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.outLines().get(0).startsWith("violations 0 (a solution: Grid.isSolution() true); "), r.out());
    assertEquals(List.of("2 2 2 2", "2 2 2 2", "2 2 2 2", "2 2 2 2"), r.outLines().subList(1, 5));
  }

  @Test
  void minimiseWithoutTheHalfTurnKeepsAViolationOnTheFiveByFive(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
      throws java.io.IOException {
    // both 5x5 solutions are half-turn symmetric (docs/tanks.md), so a violation at least remains
    java.nio.file.Path best = dir.resolve("best.txt");
    CliRun r = run("tanks", "minimise", "5", "--not-symmetric", "rot180", "--time-limit", "300ms", "--out", best.toString());
    assertEquals(1, r.status(), r.err());
    int violations = Integer.parseInt(r.outLines().get(0).split("[ ;]")[1]);
    assertTrue(violations >= 1, r.out());
    io.github.dlxkit.tanks.model.Grid g = io.github.dlxkit.tanks.model.Grid.parse(java.nio.file.Files.readString(best), false);
    assertEquals(String.join("\n", r.outLines().subList(1, 6)), g.toString(), "--out holds the best grid printed");
    assertTrue(!io.github.dlxkit.tanks.model.RequiredSymmetry.ROT180.holdsFor(g));
    // resumed from it: never worse than where it starts
    CliRun again = run("tanks", "minimise", "5", "--not-symmetric", "rot180", "--time-limit", "300ms", "--from", best.toString());
    assertEquals(1, again.status(), again.err());
    assertTrue(Integer.parseInt(again.outLines().get(0).split("[ ;]")[1]) <= violations, again.out());
  }

  @ParameterizedTest(name = "bad input: dlx tanks {0}")
  @CsvSource(delimiter = '|', value = {
      "minimise 2 | got 2",
      "minimise 32 | got 32",
      "minimise 5 --symmetry rot90 --not-symmetric rot180 | rot90",
      "minimise 5 --not-symmetric rot45 | rot45",
      "minimise 4 --temperature 0 | --temperature",
      "minimise 4 --temperature x | x",
      "minimise 4 --from no-such-file.txt | no-such-file.txt",
      "minimise 4 --frobnicate | --frobnicate"})
  void minimiseBadInputExitsTwoWithOneLine(String args, String mentioned) {
    CliRun r = run(("tanks " + args).split(" "));
    assertEquals(2, r.status(), r.out() + r.err());
    assertEquals(1, r.errLines().size(), r.err());
    assertTrue(r.err().contains(mentioned), r.err());
    assertTrue(r.err().startsWith("dlx tanks"), r.err());
  }

  @Test
  void tanksWithoutASubcommandExitsTwo() {
    CliRun r = run("tanks");
    assertEquals(2, r.status(), r.out() + r.err());
    assertEquals("dlx tanks: missing a subcommand: solve, count, estimate, cnf, cubes, sample-cubes, check-proofs,"
        + " minimise (dlx tanks --help)", r.err().strip());
  }
}
