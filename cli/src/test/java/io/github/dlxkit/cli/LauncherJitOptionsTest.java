package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher (cli/src/dist/bin/dlx) compiles Sudoku's code at the JDK's own thresholds while the
 * rest of dlx starts with ten times them (issue 54: a batch's per-puzzle methods stayed with C1's
 * profiling code for a whole 17-clue file; docs/DESIGN.md), and those options print nothing on
 * stdout, where the answers go.
 */
class LauncherJitOptionsTest {
  /** The puzzle of docs/sudoku.md's first example and its one solution (SudokuCommandTest's A). */
  private static final String PUZZLE =
      "5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3";
  private static final String SOLVED =
      "513687249849521637267349581158463972974218365326795418782934156635172894491856723";

  @TempDir Path dir;

  @Test
  void sudokuCodeIsCompiledAtTheJdksThresholds() throws Exception {
    String scaling = scalingFlags();
    assertTrue(scaling.contains("CompileThresholdScaling,io.github.dlxkit.sudoku.*::*,0.1"), scaling);
    assertTrue(scaling.contains("CompileThresholdScaling,io.github.dlxkit.cli.sudoku.*::*,0.1"), scaling);
    assertTrue(scaling.matches("(?s).*double CompileThresholdScaling\\s+= 10\\.0.*"), scaling); // the rest
  }

  /**
   * And core's SHA-256 (issue 54): a checkpoint's or part's identity digests the problem's text,
   * some thousand blocks for pentominoes 6×10, which ran interpreted throughout at ten times the
   * thresholds (Java Flight Recorder, 1 ms samples, four checkpointed 6×10 counts: 73 samples in
   * it; with the command, 13).
   */
  @Test
  void theDigestIsCompiledAtTheJdksThresholds() throws Exception {
    String scaling = scalingFlags();
    assertTrue(scaling.contains("CompileThresholdScaling,io.github.dlxkit.core.search.Sha256::*,0.1"), scaling);
  }

  /**
   * And core's search kernels (issue 54): a count of a few seconds ran its search loop in code
   * compiled later and from younger profiles at ten times the thresholds (rb3 3.43 → 3.01 s CPU,
   * six alternated pairs, each faster; docs/DESIGN.md).
   */
  @Test
  void theKernelsAreCompiledAtTheJdksThresholds() throws Exception {
    String scaling = scalingFlags();
    assertTrue(scaling.contains("CompileThresholdScaling,io.github.dlxkit.core.kernel.*::*,0.1"), scaling);
  }

  /** The classes a Sudoku batch reads and writes its text through, as bin/dlx names them. */
  private static final List<String> TEXT_CODE = List.of("io.github.dlxkit.core.io.Utf8Reader",
      "java.io.BufferedReader", "java.lang.String", "java.lang.StringCoding", "java.lang.StringLatin1",
      "java.lang.StringUTF16", "sun.nio.cs.*");

  @Test
  void aSudokuCommandAlsoCompilesItsTextCodeAtTheJdksThresholds() throws Exception {
    String sudoku = launch(List.of("sudoku", "--version"), "-XX:+PrintFlagsFinal");
    String other = launch(List.of("--version"), "-XX:+PrintFlagsFinal");
    for (String cls : TEXT_CODE) {
      String command = "CompileThresholdScaling," + cls + "::*,0.1";
      assertTrue(sudoku.contains(command), cls);
      // the other commands' start-up runs these classes a few hundred times: not compiled sooner
      assertFalse(other.contains(command), cls);
    }
  }

  @Test
  void aBatchThroughTheLauncherPrintsOnlyItsAnswers() throws Exception {
    Path file = dir.resolve("puzzles.txt");
    Files.write(file, Collections.nCopies(300, PUZZLE));
    String out = launch(List.of("sudoku", "solve", "--file", file.toString()), "");
    // one line per puzzle, nothing else: a line of the JVM's would be the first that differs
    assertEquals("", out.lines().filter(l -> !l.equals(SOLVED)).findFirst().orElse(""));
    assertEquals(300, out.lines().count());
  }

  /** The lines of {@code dlx --version}'s {@code -XX:+PrintFlagsFinal} that name CompileThresholdScaling. */
  private String scalingFlags() throws Exception {
    return launch(List.of("--version"), "-XX:+PrintFlagsFinal").lines()
        .filter(l -> l.contains("CompileThresholdScaling")).reduce("", (a, b) -> a + b + "\n");
  }

  /** Runs the launcher with no start-up cache, returns its stdout; it must end with 0. */
  private String launch(List<String> args, String javaOptions) throws Exception {
    ProcessBuilder pb = LauncherRun.of(dir, args);
    pb.environment().put("DLX_CDS", "off");
    pb.environment().put("DLX_JAVA_OPTS", javaOptions);
    return LauncherRun.stdout(pb);
  }
}
