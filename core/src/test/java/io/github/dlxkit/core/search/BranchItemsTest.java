package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.model.Solution;
import io.github.dlxkit.core.testing.BruteForceExactCover;
import io.github.dlxkit.core.testing.RandomProblems;
import java.util.ArrayList;
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
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.statistics.Statistics;

/**
 * {@link ExactCoverSolver#withBranchItems}: branching on chosen items first changes neither the
 * count nor the set of solutions (against the brute-force solver, which checks every subset of the
 * options), on every kernel that supports it (the dancing-cells kernel), also with fixed options and
 * with restarts; it does change which item is branched on; the other kernels refuse it.
 */
class BranchItemsTest {

  @Provide
  Arbitrary<ExactCoverProblem> problems() {
    return RandomProblems.arbitrary(6, 3, 14);
  }

  private static Set<List<Integer>> sorted(List<int[]> solutions) {
    return solutions.stream().map(s -> Arrays.stream(s).sorted().boxed().toList()).collect(Collectors.toSet());
  }

  /** The primary items picked by the bits of {@code mask}, item i by bit i. */
  private static int[] branchItems(ExactCoverProblem p, long mask) {
    List<Integer> items = new ArrayList<>();
    for (int i = 0; i < p.itemCount(); i++) {
      if (p.isPrimary(i) && (mask >>> i & 1) != 0) {
        items.add(i);
      }
    }
    return items.stream().mapToInt(Integer::intValue).toArray();
  }

  @Property(tries = 300)
  void sameCountAndSameSolutionsAsBruteForce(@ForAll("problems") ExactCoverProblem p,
      @ForAll @LongRange(min = 0, max = 511) long mask) {
    int[] branch = branchItems(p, mask);
    List<int[]> brute = BruteForceExactCover.solutions(p);
    ExactCoverSolver s = ExactCoverSolver.of(p).withKernel(Kernel.DANCING_CELLS).withBranchItems(branch);
    String where = "branch items " + Arrays.toString(branch) + "\n" + KnuthFormat.toText(p);
    Statistics.collect(branch.length == 0 ? "no branch items" : "branch items",
        brute.isEmpty() ? "no solution" : "solutions");
    assertEquals(brute.size(), s.count(), where);
    List<int[]> found = s.solutions().map(Solution::optionIds).toList();
    assertEquals(brute.size(), found.size(), where);
    assertEquals(sorted(brute), sorted(found), where);
    // with an option fixed: the solutions through it
    if (p.optionCount() > 0) {
      int fixed = (int) (mask % p.optionCount());
      List<int[]> through = brute.stream().filter(x -> Arrays.stream(x).anyMatch(o -> o == fixed)).toList();
      assertEquals(sorted(through),
          sorted(s.withFixedOptions(fixed).solutions().map(Solution::optionIds).toList()), where + "fixed " + fixed);
    }
    // each branching node's options in a seeded order (SearchMatrix.setBranchOrder, which the
    // restarts use), random or fewest places first: the same count, the same solutions
    io.github.dlxkit.core.kernel.SearchMatrix m = io.github.dlxkit.core.kernel.Matrices.cells(p, branch);
    m.setBranchOrder(mask, (mask & 1) == 0);
    List<int[]> ordered = new ArrayList<>();
    while (m.nextSolution()) {
      ordered.add(m.solution());
    }
    assertEquals(sorted(brute), sorted(ordered), where + "branch order " + mask);
    assertEquals(brute.size(), ordered.size(), where + "branch order " + mask);
    // restarts with each branching node's options in a new order: every solution found is one
    RestartingSearch.Result r = s.withRestarts(mask).withUnit(1 + mask % 3).first(2);
    assertEquals(Math.min(2, brute.size()), r.solutions().size(), where);
    Set<List<Integer>> all = sorted(brute);
    for (Solution x : r.solutions()) {
      assertTrue(all.contains(Arrays.stream(x.optionIds()).sorted().boxed().toList()), "not a solution: " + where);
    }
  }

  /**
   * Item b has the fewest options (2, against a's 3): the plain choice branches on b, so the first
   * solution starts with b's first option (3); with branch item a it starts with a's (0). Both find
   * all 3 × 2 = 6 solutions.
   */
  @Example
  void aBranchItemIsBranchedOnBeforeAnItemWithFewerOptions() {
    ExactCoverProblem p = ExactCoverProblem.builder()
        .primary("a", "b")
        .option("a").option("a").option("a").option("b").option("b")
        .build();
    ExactCoverSolver plain = ExactCoverSolver.of(p).withKernel(Kernel.DANCING_CELLS);
    assertEquals(3, plain.findFirst().orElseThrow().optionIds()[0]);
    assertEquals(0, plain.withBranchItems(0).findFirst().orElseThrow().optionIds()[0]);
    assertEquals(6, plain.withBranchItems(0).count());
    // a forced move comes first whatever the item: b with one option is taken before branch item a
    ExactCoverProblem forced = ExactCoverProblem.builder()
        .primary("a", "b")
        .option("a").option("a").option("b")
        .build();
    assertEquals(2, ExactCoverSolver.of(forced).withKernel(Kernel.DANCING_CELLS).withBranchItems(0)
        .findFirst().orElseThrow().optionIds()[0]);
  }

  @Example
  void badItemsAndOtherKernelsAreRefused() {
    ExactCoverProblem p = ExactCoverProblem.builder().primary("a").secondary("x").option("a", "x").build();
    ExactCoverSolver s = ExactCoverSolver.of(p);
    assertTrue(assertThrows(IllegalArgumentException.class, () -> s.withBranchItems(1)).getMessage()
        .contains("secondary"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> s.withBranchItems(2)).getMessage()
        .contains("no item"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> s.withBranchItems(0, 0)).getMessage()
        .contains("twice"));
    for (Kernel k : new Kernel[] {Kernel.DANCING_LINKS, Kernel.DANCING_BITS}) {
      ExactCoverSolver other = s.withKernel(k).withBranchItems(0);
      String message = assertThrows(UnsupportedOperationException.class, other::count).getMessage();
      assertTrue(message.contains("DANCING_CELLS"), message);
    }
    ExactCoverProblem bounded = ExactCoverProblem.builder().primary("a", 1, 2).option("a").build();
    ExactCoverSolver algorithmM = ExactCoverSolver.of(bounded).withKernel(Kernel.DANCING_CELLS).withBranchItems(0);
    assertThrows(UnsupportedOperationException.class, algorithmM::count); // Algorithm M: not supported
    assertEquals(1, s.withKernel(Kernel.DANCING_CELLS).withBranchItems(0).count());
    assertEquals(1, s.withKernel(Kernel.DANCING_LINKS).withBranchItems().count()); // none: plain, any kernel
  }
}
