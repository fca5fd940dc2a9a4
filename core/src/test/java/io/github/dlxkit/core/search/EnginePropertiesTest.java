package io.github.dlxkit.core.search;

import io.github.dlxkit.core.kernel.Matrices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.kernel.SearchMatrix;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.model.Solution;
import io.github.dlxkit.core.model.SolutionChecker;
import io.github.dlxkit.core.testing.BruteForceExactCover;
import io.github.dlxkit.core.testing.RandomProblems;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/** The engine against its brute-force twin, on random small problems with colours. */
class EnginePropertiesTest {

  @Provide
  Arbitrary<ExactCoverProblem> problems() {
    return RandomProblems.arbitrary(6, 3, 14);
  }

  private static Set<List<Integer>> asSets(List<int[]> solutions) {
    Set<List<Integer>> set = new HashSet<>();
    for (int[] s : solutions) {
      int[] sorted = s.clone();
      Arrays.sort(sorted);
      assertTrue(set.add(Arrays.stream(sorted).boxed().toList()), "solution reported twice");
    }
    return set;
  }

  @Property(tries = 300)
  void everySolutionIsAnExactCoverAndTheyAreAllFound(@ForAll("problems") ExactCoverProblem p,
      @ForAll Kernel kernel) {
    List<int[]> engine = ExactCoverSolver.of(p).withKernel(kernel).solutions().map(Solution::optionIds).toList();
    for (int[] ids : engine) {
      assertEquals(java.util.Optional.empty(), SolutionChecker.check(p, ids), KnuthFormat.toText(p));
    }
    assertEquals(asSets(BruteForceExactCover.solutions(p)), asSets(engine), kernel + "\n" + KnuthFormat.toText(p));
  }

  @Property(tries = 200)
  @net.jqwik.api.statistics.StatisticsReport(format = net.jqwik.api.statistics.Histogram.class)
  void countsAgreeSequentialParallelAndBruteForce(@ForAll("problems") ExactCoverProblem p,
      @ForAll Kernel kernel) {
    long brute = BruteForceExactCover.count(p);
    // the generator must give problems with and without solutions, or the property proves little
    Statistics.collect(brute == 0 ? "no solution" : brute == 1 ? "one solution" : "several solutions");
    ExactCoverSolver solver = ExactCoverSolver.of(p).withKernel(kernel);
    SearchResult seq = solver.run();
    assertEquals(brute, seq.solutions(), kernel + "\n" + KnuthFormat.toText(p));
    for (int threads : new int[] {2, 4}) {
      SearchResult par = solver.run(threads);
      assertEquals(brute, par.solutions(), threads + " threads\n" + KnuthFormat.toText(p));
      assertEquals(seq.statistics().nodes(), par.statistics().nodes(), "nodes, " + threads + " threads");
    }
    assertEquals(Math.min(brute, 2), solver.countUpTo(2));
  }

  /**
   * The split count refined to the smallest pieces (a budget of one node: every subproblem that can
   * be cut is cut, down to pieces that cannot) gives the brute-force count, every piece extending
   * its subproblem.
   */
  @Property(tries = 500) // about one in seven random problems is deep enough to be cut at all
  void aCountRefinedToTheSmallestPiecesIsExact(@ForAll("problems") ExactCoverProblem p,
      @ForAll @net.jqwik.api.constraints.IntRange(min = 1, max = 3) int target, @ForAll Kernel kernel)
      throws Exception {
    io.github.dlxkit.core.search.SplittableSearch search = ExactCoverSolver.of(p).withKernel(kernel).splittable();
    List<io.github.dlxkit.core.search.Subproblem> split = search.split(target);
    java.util.concurrent.atomic.AtomicLong pieces = new java.util.concurrent.atomic.AtomicLong();
    io.github.dlxkit.core.search.CountSum sum = io.github.dlxkit.core.search.Runner.count(search, split,
        io.github.dlxkit.core.search.Runner.Recorded.NOTHING, 2, (s, c) -> {
          io.github.dlxkit.core.search.Subproblem whole = split.get(s.index());
          assertTrue(s.equals(whole) || io.github.dlxkit.core.search.SplittableSearch.extendsPrefix(s, whole),
              s.toLine());
          pieces.incrementAndGet();
        }, 1);
    assertEquals(BruteForceExactCover.count(p), sum.count().longValue(), KnuthFormat.toText(p));
    Statistics.collect(pieces.get() > split.size() ? "refined" : "not refined");
  }

  @Property(tries = 200)
  void fixingAnOptionKeepsExactlyTheSolutionsThatContainIt(
      @ForAll("problems") ExactCoverProblem p, @ForAll("seeds") int pick, @ForAll Kernel kernel) {
    int option = Math.floorMod(pick, p.optionCount());
    long expected = BruteForceExactCover.solutions(p).stream()
        .filter(s -> Arrays.stream(s).anyMatch(o -> o == option)).count();
    ExactCoverSolver solver = ExactCoverSolver.of(p).withKernel(kernel).withFixedOptions(option);
    assertEquals(expected, solver.count(), kernel + " fixing " + option + "\n" + KnuthFormat.toText(p));
    assertEquals(expected, solver.count(2));
  }

  @Property(tries = 200)
  void fixingTwoOptionsAndResettingAgreesWithBruteForce(@ForAll("problems") ExactCoverProblem p,
      @ForAll("seeds") int a, @ForAll("seeds") int b, @ForAll Kernel kernel) {
    int o1 = Math.floorMod(a, p.optionCount());
    int o2 = Math.floorMod(b, p.optionCount());
    List<int[]> all = BruteForceExactCover.solutions(p);
    SearchMatrix m = kernel.build(p);
    for (int round = 0; round < 2; round++) { // the second round checks that reset() restores everything
      boolean fixed1 = m.fix(o1);
      boolean fixed2 = fixed1 && (o1 == o2 ? !m.fix(o2) || true : m.fix(o2));
      long expected = all.stream().filter(s -> contains(s, o1) && contains(s, o2)).count();
      if (fixed1 && fixed2) {
        assertEquals(expected, m.countAll(), kernel + " fixing " + o1 + "," + o2 + "\n" + KnuthFormat.toText(p));
      } else {
        assertEquals(0, expected, "a refused fix means no solution has both");
      }
      m.reset();
      assertEquals(all.size(), m.countAll());
      m.restart();
    }
  }

  @Property(tries = 200)
  void abandoningASearchMidwayRestoresTheMatrix(@ForAll("problems") ExactCoverProblem p,
      @ForAll("seeds") int a, @ForAll("seeds") int t, @ForAll Kernel kernel) {
    // stopping after a few solutions leaves the search deep in the tree; restart() and reset()
    // must undo every level (the cells kernel keeps the entry state of the base level only)
    int o = Math.floorMod(a, p.optionCount());
    int taken = Math.floorMod(t, 4);
    List<int[]> all = BruteForceExactCover.solutions(p);
    long withO = all.stream().filter(s -> contains(s, o)).count();
    SearchMatrix m = kernel.build(p);
    boolean fixed = m.fix(o);
    if (!fixed) {
      assertEquals(0, withO, "a refused fix means no solution has the option");
    }
    for (int i = 0; i < taken && m.nextSolution(); i++) {
      // walk into the tree
    }
    m.restart();
    assertEquals(fixed ? withO : all.size(), m.countAll(), kernel + " fixing " + o + "\n" + KnuthFormat.toText(p));
    m.restart();
    for (int i = 0; i < taken && m.nextSolution(); i++) {
      // and again, then drop the fix too
    }
    m.reset();
    assertEquals(all.size(), m.countAll(), kernel + " after reset\n" + KnuthFormat.toText(p));
  }

  private static boolean contains(int[] s, int o) {
    return Arrays.stream(s).anyMatch(x -> x == o);
  }

  @Provide
  Arbitrary<Integer> seeds() {
    return Arbitraries.integers();
  }

  @Property(tries = 300)
  void readWriteReadIsTheIdentity(@ForAll("problems") ExactCoverProblem p) {
    ExactCoverProblem once = KnuthFormat.parse(KnuthFormat.toText(p), "once").problem();
    String text = KnuthFormat.toText(once);
    ExactCoverProblem twice = KnuthFormat.parse(text, "twice").problem();
    assertEquals(once, twice);
    assertEquals(text, KnuthFormat.toText(twice));
    assertEquals(ExactCoverSolver.of(p).count(), ExactCoverSolver.of(once).count());
  }
}
