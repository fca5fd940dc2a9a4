package io.github.dlxkit.core.preprocess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.testing.BruteForceExactCover;
import io.github.dlxkit.core.testing.RandomProblems;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * The preprocessor against brute force on random problems with colours: the reduced problem's
 * solutions, mapped back to original option ids, are exactly the original's (so the count is the
 * same and no removed option is in a solution); and DLX-PRE's documented examples.
 */
class PreprocessorTest {

  @Provide
  Arbitrary<ExactCoverProblem> problems() {
    return RandomProblems.arbitrary(7, 4, 16);
  }

  private static Set<List<Integer>> sorted(List<int[]> solutions) {
    return solutions.stream().map(s -> Arrays.stream(s).sorted().boxed().toList()).collect(Collectors.toSet());
  }

  @Property(tries = 500)
  void sameSolutionsAndNoRemovedOptionInAny(@ForAll("problems") ExactCoverProblem p) {
    Preprocessed pre = Preprocessor.reduce(p);
    List<int[]> original = BruteForceExactCover.solutions(p);
    List<int[]> reduced = ExactCoverSolver.of(pre.problem()).solutions()
        .map(s -> pre.originalOptions(s.optionIds(), s.size())).toList();
    String text = KnuthFormat.toText(p) + "->\n" + KnuthFormat.toText(pre.problem());
    assertEquals(sorted(original), sorted(reduced), text);
    assertEquals(original.size(), ExactCoverSolver.of(pre.problem()).count(), text);
    Set<Integer> kept = new HashSet<>();
    for (int o : pre.originalOptions()) {
      kept.add(o);
    }
    for (int[] s : original) {
      for (int o : s) {
        assertTrue(kept.contains(o), "option " + o + " removed but in a solution\n" + text);
      }
    }
    int live = (int) java.util.stream.IntStream.range(0, p.optionCount()).filter(o -> !p.isDropped(o)).count();
    if (pre.problem().optionCount() > 0 || original.size() > 0) {
      assertEquals(live - pre.optionsRemoved(), pre.problem().optionCount(), "removed options counted");
      assertEquals(p.itemCount() - pre.itemsRemoved(), pre.problem().itemCount(), "removed items counted");
    }
    Statistics.collect(pre.optionsRemoved() > 0 ? "options removed" : "nothing removed");
  }

  @Property(tries = 100)
  void reducingTwiceChangesNothing(@ForAll("problems") ExactCoverProblem p) {
    Preprocessed once = Preprocessor.reduce(p);
    Preprocessed twice = Preprocessor.reduce(once.problem());
    if (once.problem().optionCount() > 0) {
      assertEquals(0, twice.optionsRemoved(), KnuthFormat.toText(once.problem()));
      assertEquals(0, twice.itemsRemoved(), KnuthFormat.toText(once.problem()));
    }
  }

  /**
   * DLX-PRE writes the surviving options item by item: each under the item of its first surviving
   * entry, items in their order, options of one item in input order. Knuth's 2000 example as
   * /tmp/anchors/bin/dlx-pre wrote it, run here: items A B E, options A, B, E (dlx pre wrote E, A, B).
   */
  @Example
  void optionsInDlxPresOrder() throws Exception {
    java.nio.file.Path file = java.nio.file.Path.of(getClass().getResource("/xcc/knuth2000.dlx").toURI());
    ExactCoverProblem p = Preprocessor.reduce(KnuthFormat.read(file).problem()).problem();
    List<String> lines = new java.util.ArrayList<>();
    for (int o = 0; o < p.optionCount(); o++) {
      StringBuilder line = new StringBuilder();
      for (int e = p.optionStart(o); e < p.optionStart(o + 1); e++) {
        line.append(line.length() == 0 ? "" : " ").append(p.itemName(p.entryItem(e)));
      }
      lines.add(line.toString());
    }
    assertEquals(List.of("A", "B", "E"), lines);
  }

  @Example
  void dlxPresFirstExample() {
    // DLX-PRE's documentation, the example of Knuth's 2000 paper with A-E primary, F G secondary:
    // "three primary items A, B, E, and three singleton options A, B, E"
    ExactCoverProblem p = KnuthFormat.parse("A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n", "ex").problem();
    Preprocessed pre = Preprocessor.reduce(p);
    assertEquals(3, pre.problem().itemCount());
    assertEquals(3, pre.problem().optionCount());
    for (int o = 0; o < 3; o++) {
      assertEquals(1, pre.problem().optionSize(o));
    }
    assertEquals(1, ExactCoverSolver.of(pre.problem()).count());
  }

  @Example
  void dlxPresColourExample() {
    // DLX-PRE's documentation: "A B | X Y", options "A X:1 Y:1" and "B X:1"
    ExactCoverProblem p = KnuthFormat.parse("A B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nX:0 Y:1\nB X:1\nC Y:1\n", "ex")
        .problem();
    Preprocessed pre = Preprocessor.reduce(p);
    assertEquals("A B | X Y\nA X:1 Y:1\nB X:1\n", KnuthFormat.toText(pre.problem()));
    assertEquals("Removed 2 options and 1 item, 2 rounds.", pre.report());
    assertEquals(1, pre.originalOption(0));
    assertEquals(3, pre.originalOption(1));
  }

  @Example
  void anUncoverableItemIsAllThatIsLeft() {
    ExactCoverProblem p = KnuthFormat.parse("A B C\nA B\nB C\n", "ex").problem();
    Preprocessed pre = Preprocessor.reduce(p);
    assertEquals(0, ExactCoverSolver.of(pre.problem()).count());
    assertEquals(1, pre.problem().itemCount());
    assertEquals(0, pre.problem().optionCount());
  }

  @Example
  void boundsAreRefused() {
    ExactCoverProblem p = ExactCoverProblem.builder().primary("A", 0, 2).option("A").build();
    assertThrows(BadInputException.class, () -> Preprocessor.reduce(p));
  }

  @Example
  void costsStayWithTheirOptions() {
    ExactCoverProblem p = KnuthFormat.parse("A B C\nA B |5\nA C |2\nB |1\nC |7\n", "ex").problem();
    Preprocessed pre = Preprocessor.reduce(p);
    assertEquals(ExactCoverSolver.of(p).best(5).stream().map(s -> s.cost()).toList(),
        ExactCoverSolver.of(pre.problem()).best(5).stream().map(s -> s.cost()).toList());
  }
}
