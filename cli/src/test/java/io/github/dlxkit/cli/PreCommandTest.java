package io.github.dlxkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code dlx pre} and {@code --preprocess}. Expected outputs are Knuth's: DLX-PRE's documentation
 * gives the reduced colour example, and DLX-PRE's stderr line for each file is in core's
 * {@code xcc/knuth-dlx-pre.tsv}; counts are the literature's (pentominoes 6x10: 9356 = 4 x 2339,
 * Knuth 2000; queens 8: 92, OEIS A000170).
 */
class PreCommandTest {
  private static final String XCC = "core/src/test/resources/xcc/";

  @Test
  void theColourExampleAsDlxPresDocumentationShowsIt() {
    CliRun r = CliRun.of("pre", XCC + "knuth-colours.dlx");
    assertEquals(0, r.status(), r.err());
    assertEquals(List.of("A B | X Y", "A X:1 Y:1", "B X:1"), r.outLines());
    assertEquals("Removed 2 options and 1 item, 2 rounds.", r.errLines().get(r.errLines().size() - 1));
  }

  @Test
  void originsNameTheInputLines() {
    CliRun r = CliRun.of("pre", "--origins", XCC + "knuth-colours.dlx");
    assertEquals(List.of("A B | X Y", "A X:1 Y:1", "| from line 4", "B X:1", "| from line 6"), r.outLines());
  }

  @Test
  void theReducedProblemHasTheSameCount() {
    CliRun pre = CliRun.of("pre", XCC + "queens8.dlx");
    CliRun count = CliRun.withStdin(pre.out(), "count", "-");
    assertEquals("92", count.out().strip());
  }

  @Test
  void countPreprocessReportsAsDlxPre() {
    CliRun r = CliRun.of("count", "--preprocess", XCC + "pentominoes6x10.dlx");
    assertEquals(0, r.status(), r.err());
    assertEquals("9356", r.out().strip());
    assertEquals(List.of("Removed 144 options and 0 items, 2 rounds."), r.errLines());
  }

  @Test
  void solvePreprocessPrintsTheOriginalLines() {
    CliRun r = CliRun.of("solve", "--preprocess", XCC + "knuth2000.dlx");
    assertEquals(0, r.status(), r.err());
    // Knuth 2000's unique solution {A D}, {B G}, {C E F}, as the file writes those options
    assertEquals(List.of("A D", "B G", "C E F"), r.outLines().stream().sorted().toList());
  }

  @Test
  void boundsAreBadInput() {
    CliRun r = CliRun.of("pre", XCC + "knuth-dlx3.dlx");
    assertEquals(2, r.status());
    assertEquals(1, r.errLines().size(), r.err());
    assertTrue(r.err().contains("bounds"), r.err());
    assertEquals("", r.out());
  }
}
