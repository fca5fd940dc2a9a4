package io.github.dlxkit.polyomino.frontier;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.BadInputException;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Slice lines add up to the whole: checked on the 2x2x20 box, where the whole count is cheap, with
 * a run that mixes slices of 2^2 and halves of them (slices of 2^3), as a run short of memory does.
 */
class QuantuminoSlicesTest {
  /** The lines the 2026 run wrote for a slice, counted as {@code slicing} says (cut 40 or 40e). */
  private static List<String> lines(int k, int slice, FrontierCounter.Slicing slicing) {
    Map<Integer, Long> counts = QuantuminoCount.count(QuantuminoCount.ALL, new int[] {2, 2, 20}, 40, k, slice, slicing);
    String cut = slicing == FrontierCounter.Slicing.ENDS_AFTER ? "40" + QuantuminoSlices.ENDS : "40";
    List<String> out = new ArrayList<>();
    for (int a = 0; a < 17; a++) {
      out.add(a + "\t" + slice + "\t" + k + "\t" + cut + "\tall\t" + counts.getOrDefault(a, 0L) + "\t1");
    }
    return out;
  }

  private static List<String> lines(int k, int slice) {
    return lines(k, slice, QuantuminoCount.slicing(new int[] {2, 2, 20}, 40, k, slice));
  }

  @Test
  void mixedSlicesAddUpToTheWholeCountAndGapsAreNamed() {
    Map<Integer, Long> whole = QuantuminoCount.count(QuantuminoCount.ALL, new int[] {2, 2, 20}, 40, 0, 0);
    assertEquals(40, QuantuminoCount.middleCut(new int[] {2, 2, 20}));
    assertEquals(whole, QuantuminoCount.count(QuantuminoCount.ALL, new int[] {2, 2, 20}, 0, 0), "cut at the middle");
    long[] expected = new long[17];
    whole.forEach((a, n) -> expected[a] = n);
    List<String> run = new ArrayList<>();
    run.addAll(lines(2, 0));
    run.addAll(lines(2, 1));
    run.addAll(lines(3, 2)); // slice 2 of 4 as its halves 2 and 6 of 8
    run.addAll(lines(3, 6));
    assertNull(QuantuminoSlices.of(run, 40).total(2));
    assertEquals(List.of("3/4"), QuantuminoSlices.of(run, 40).missing(2));
    run.addAll(lines(2, 3));
    run.addAll(lines(3, 3)); // a half of slice 3, already counted whole: must not count twice
    assertArrayEquals(expected, QuantuminoSlices.of(run, 40).total(2));
    // slice 3 of 4 (pattern 11) was counted with ENDS_AFTER; counted the other way too, it must agree
    assertTrue(run.get(run.size() - 1 - 17 - 16).contains("\t40e\t"), run.get(run.size() - 1 - 17 - 16));
    run.addAll(lines(2, 3, FrontierCounter.Slicing.STARTS_BEFORE));
    assertArrayEquals(expected, QuantuminoSlices.of(run, 40).total(2));
    List<String> wrong = new ArrayList<>(run);
    wrong.set(wrong.size() - 1, wrong.get(wrong.size() - 1).replaceFirst("\t(\\d+)\t1$", "\t9$1\t1"));
    assertThrows(BadInputException.class, () -> QuantuminoSlices.of(wrong, 40), "a disagreement is refused");
  }

  /**
   * A rest line (one aside alone over the slices no all-asides line covers) completes that aside:
   * {@code countFamily} over a family equals the sum of the all-asides slices of the family
   * (independent sweeps), for asides whose piece is sliced on (0, 2) and one that is not (16); and
   * an all-asides line added later for a slice of the family is not counted twice.
   */
  @Test
  void restLinesCompleteAnAsideWithoutCountingTwice() {
    int[] box = {2, 2, 20};
    Map<Integer, Long> whole = QuantuminoCount.count(QuantuminoCount.ALL, box, 40, 0, 0);
    List<String> run = new ArrayList<>();
    run.addAll(lines(3, 0));
    run.addAll(lines(2, 1)); // slices 1 and 5 of 8
    run.addAll(lines(3, 3));
    assertTrue(QuantuminoSlices.of(run, 40).covered(3, 5));
    assertTrue(!QuantuminoSlices.of(run, 40).covered(3, 2) && !QuantuminoSlices.of(run, 40).covered(2, 2));
    long family = 0b11010100; // slices 2, 4, 6, 7 of 8: those not covered
    for (int aside : new int[] {0, 2, 16}) {
      long expected = 0;
      for (int slice : new int[] {2, 4, 6, 7}) {
        expected += QuantuminoCount.count(QuantuminoCount.ALL, box, 40, 3, slice).getOrDefault(aside, 0L);
      }
      long n = QuantuminoCount.countFamily(aside, box, 40, 3, family);
      assertEquals(expected, n, "aside " + aside);
      run.add(aside + "\tx" + Long.toHexString(family) + "\t3\t40\t" + aside + "\t" + n + "\t1");
    }
    QuantuminoSlices slices = QuantuminoSlices.of(run, 40);
    assertTrue(slices.hasFamily(2) && !slices.hasFamily(3));
    assertNull(slices.total(2), "asides without a rest line still miss slices 2, 4, 6, 7");
    run.addAll(lines(3, 2));
    run.addAll(lines(3, 4));
    run.addAll(lines(2, 2)); // slices 2 and 6 of 8 again, whole: not added to the rest lines
    run.addAll(lines(3, 7));
    long[] total = QuantuminoSlices.of(run, 40).total(2);
    for (int a = 0; a < 17; a++) {
      assertEquals(whole.getOrDefault(a, 0L), total[a], "aside " + a);
    }
    List<String> twice = new ArrayList<>(run);
    twice.add("2\tx1\t3\t40\t2\t5\t1");
    assertThrows(BadInputException.class, () -> QuantuminoSlices.of(twice, 40), "two rest lines for one aside");
  }

  /**
   * All 17 asides over a family in one sweep, spilled to disk (a 1 MiB budget): the same counts as
   * the family's slices counted one by one in memory (independent sweeps); its lines (fifth field
   * {@code all}) complete every aside.
   */
  @Test
  void anAllAsidesFamilySpilledToDiskCompletesEveryAside(@TempDir Path dir) {
    int[] box = {2, 2, 20};
    Map<Integer, Long> whole = QuantuminoCount.count(QuantuminoCount.ALL, box, 40, 0, 0);
    List<String> run = new ArrayList<>();
    run.addAll(lines(3, 0));
    run.addAll(lines(2, 1));
    run.addAll(lines(3, 3));
    long family = 0b11010100; // slices 2, 4, 6, 7 of 8
    Map<Integer, Long> expected = new TreeMap<>();
    for (int slice : new int[] {2, 4, 6, 7}) {
      QuantuminoCount.count(QuantuminoCount.ALL, box, 40, 3, slice).forEach((a, n) -> expected.merge(a, n, Long::sum));
    }
    Map<Integer, Long> counts = QuantuminoCount.countFamily(box, 40, 3, family,
        c -> c.withBudget(1 << 20).withSpill(dir));
    assertEquals(expected, counts);
    long before = QuantuminoSlices.of(run, 40).seconds(2);
    for (int a = 0; a < 17; a++) {
      run.add(a + "\tx" + Long.toHexString(family) + "\t3\t40\tall\t" + counts.getOrDefault(a, 0L) + "\t5");
    }
    assertEquals(before + 5, QuantuminoSlices.of(run, 40).seconds(2), "one run's time, not 17 times");
    long[] total = QuantuminoSlices.of(run, 40).total(2);
    for (int a = 0; a < 17; a++) {
      assertEquals(whole.getOrDefault(a, 0L), total[a], "aside " + a);
    }
  }
}
