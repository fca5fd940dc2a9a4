package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.model.Solution;
import io.github.dlxkit.core.testing.BoundedBruteForce;
import io.github.dlxkit.core.testing.BruteForceExactCover;
import io.github.dlxkit.core.testing.Queens;
import io.github.dlxkit.core.testing.RandomProblems;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.statistics.Statistics;

/** {@link RestartingSearch}: restarts change neither the answer's truth nor "no solution". */
class RestartingSearchTest {

  @Provide
  Arbitrary<ExactCoverProblem> problems() {
    return RandomProblems.arbitrary(6, 3, 14);
  }

  private static List<Integer> sorted(int[] ids) {
    int[] s = ids.clone();
    Arrays.sort(s);
    return Arrays.stream(s).boxed().toList();
  }

  /**
   * Against the brute-force twin (every subset of the options checked by SolutionChecker): with a
   * cut of 1 to 4 nodes (so that runs are cut and restarted on shuffled copies), exactly min(k, all) distinct valid solutions come back, none when there
   * is none, the answer complete when fewer than k exist; the same seed gives the same answer.
   */
  @Property(tries = 200)
  void restartsChangeNeitherExistenceNorValidity(@ForAll("problems") ExactCoverProblem p,
      @ForAll Kernel kernel, @ForAll long seed, @ForAll @LongRange(min = 1, max = 4) long unit,
      @ForAll @IntRange(min = 1, max = 3) int k) {
    check(p, BruteForceExactCover.solutions(p), kernel, seed, unit, k);
  }

  /** The same with bounds on the primary items (Algorithm M), against its brute-force twin. */
  @Property(tries = 100)
  void restartsKeepBounds(@ForAll("bounded") ExactCoverProblem p, @ForAll long seed,
      @ForAll @LongRange(min = 1, max = 4) long unit, @ForAll @IntRange(min = 1, max = 3) int k) {
    check(p, BoundedBruteForce.solutions(p), Kernel.DANCING_LINKS, seed, unit, k);
  }

  @Provide
  Arbitrary<ExactCoverProblem> bounded() {
    return BoundedBruteForce.problems();
  }

  private static void check(ExactCoverProblem p, List<int[]> brute, Kernel kernel, long seed, long unit, int k) {
    Set<List<Integer>> all = new HashSet<>();
    for (int[] s : brute) {
      all.add(sorted(s));
    }
    RestartingSearch search = ExactCoverSolver.of(p).withKernel(kernel).withRestarts(seed).withUnit(unit);
    RestartingSearch.Result r = search.first(k);
    String where = kernel + " seed " + seed + " unit " + unit + " k " + k + "\n" + KnuthFormat.toText(p);
    Statistics.collect(all.isEmpty() ? "no solution" : "solutions", r.restarts() > 0 ? "restarted" : "one run");
    assertEquals(Math.min(k, all.size()), r.solutions().size(), where);
    assertEquals(all.size() < k ? StopReason.COMPLETED : StopReason.SOLUTION_LIMIT, r.stopReason(), where);
    Set<List<Integer>> seen = new HashSet<>();
    for (Solution s : r.solutions()) {
      assertTrue(all.contains(sorted(s.optionIds())), "not a solution: " + where);
      assertTrue(seen.add(sorted(s.optionIds())), "a solution twice: " + where);
    }
    RestartingSearch.Result again = search.first(k);
    assertEquals(r.restarts(), again.restarts(), where);
    for (int i = 0; i < r.solutions().size(); i++) {
      assertArrayEquals(r.solutions().get(i).optionIds(), again.solutions().get(i).optionIds(), where);
    }
  }

  /** Luby, Sinclair and Zuckerman (1993), the universal sequence; OEIS A182105. */
  @Example
  void lubySequence() {
    long[] expected = {1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 16};
    for (int i = 0; i < expected.length; i++) {
      assertEquals(expected[i], RestartingSearch.luby(i + 1), "luby(" + (i + 1) + ")");
    }
    for (long run = 1; run <= 64; run++) { // the runs on the given order: where luby reaches a new maximum
      long max = 0;
      for (long earlier = 1; earlier < run; earlier++) {
        max = Math.max(max, RestartingSearch.luby(earlier));
      }
      assertEquals(RestartingSearch.luby(run) > max, RestartingSearch.isRecord(run), "run " + run);
    }
    assertEquals(Long.MAX_VALUE, RestartingSearch.cut(Long.MAX_VALUE / 2 + 1, 3)); // 2 × unit overflows: no cut
  }

  /** 6 queens (4 solutions, OEIS A000170): cut at 1 node, every run but the last is cut. */
  @Example
  void restartsFindQueensAndTheLimitsStillApply() {
    ExactCoverSolver queens = ExactCoverSolver.of(Queens.problem(6));
    RestartingSearch.Result r = queens.withRestarts(7).withUnit(1).first(4);
    assertEquals(4, r.solutions().size());
    assertTrue(r.restarts() > 0, "a 1-node cut must restart: " + r);
    RestartingSearch.Result none = ExactCoverSolver.of(Queens.problem(3)).withRestarts(7).withUnit(1).first(1);
    assertTrue(none.isComplete() && none.solutions().isEmpty(), "3 queens have no solution: " + none);
    assertTrue(none.restarts() > 0, "proven only after restarts: " + none);
    // DLX2's tree for 3 queens (the links kernel's) is more than 3 nodes; the bitset kernel, the
    // default, proves it empty in fewer
    RestartingSearch limited = ExactCoverSolver.of(Queens.problem(3)).withKernel(Kernel.DANCING_LINKS)
        .withLimits(SearchLimits.none().withMaxNodes(3)).withRestarts(7).withUnit(1);
    assertEquals(StopReason.NODE_LIMIT, limited.first(1).stopReason());
    assertThrows(SearchStoppedException.class, limited::findFirst);
  }
}
