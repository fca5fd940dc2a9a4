package io.github.dlxkit.core.search;

import io.github.dlxkit.core.kernel.Matrices;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.kernel.SearchMatrix;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.model.Solution;
import io.github.dlxkit.core.model.SolutionChecker;
import io.github.dlxkit.core.testing.BoundedBruteForce;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Assume;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;

/** Algorithm M against an independent brute force, on random problems with bounds and colours. */
class DancingMultiplicitiesPropertiesTest {

  @Provide
  Arbitrary<ExactCoverProblem> problems() {
    return BoundedBruteForce.problems();
  }

  /** The two kernels of Algorithm M: on links (DancingMultiplicities) and on bitsets (BitMultiplicities). */
  @Provide
  Arbitrary<Kernel> mKernels() {
    return Arbitraries.of(Kernel.DANCING_LINKS, Kernel.DANCING_BITS);
  }

  @Provide
  Arbitrary<Integer> seeds() {
    return Arbitraries.integers();
  }

  /**
   * Algorithm M on bitsets walks the tree of Algorithm M on links: the same solutions in the same
   * order, the same node and branch-node counts (and so DLX3's, which the links kernel matches),
   * also after a copy, and with the matrix as it was afterwards.
   */
  @Property(tries = 400)
  void theBitsetKernelWalksTheLinksKernelsTree(@ForAll("problems") ExactCoverProblem p) {
    Assume.that(p.hasMultiplicities()); // else the kernels are DancingLinks and DancingBits
    SearchMatrix links = Matrices.links(p);
    SearchMatrix bits = Matrices.bits(p).copy();
    while (links.nextSolution()) {
      assertTrue(bits.nextSolution(), () -> KnuthFormat.toText(p));
      assertArrayEquals(links.solution(), bits.solution(), () -> KnuthFormat.toText(p));
    }
    assertEquals(false, bits.nextSolution(), () -> KnuthFormat.toText(p));
    assertEquals(links.nodes(), bits.nodes(), () -> "nodes\n" + KnuthFormat.toText(p));
    assertEquals(links.branchNodes(), bits.branchNodes(), () -> "branch nodes\n" + KnuthFormat.toText(p));
    bits.restart();
    assertEquals(links.solutions(), bits.countAll(), () -> "recount\n" + KnuthFormat.toText(p));
  }

  /**
   * The same on problems of 65 to 256 options, whose bitsets are two to four words: the first
   * 30,000 nodes of each search (a poll stops both there) give the same solutions in the same order.
   */
  @Property(tries = 80)
  void theBitsetKernelWalksTheSameTreeOnSeveralWords(@ForAll @IntRange(min = 65, max = 256) int options,
      @ForAll @IntRange(min = 6, max = 40) int primaries, @ForAll @IntRange(min = 0, max = 4) int secondaries,
      @ForAll long seed) {
    ExactCoverProblem p = BoundedBruteForce.make(primaries, secondaries, options, seed);
    Assume.that(p.hasMultiplicities() && Kernel.DANCING_BITS.searchesBoundsOnBits(p));
    SearchMatrix links = Matrices.links(p);
    SearchMatrix bits = Matrices.bits(p);
    links.watch(() -> -1, 30_000);
    bits.watch(() -> -1, 30_000);
    int found = 0;
    while (links.nextSolution()) {
      assertTrue(bits.nextSolution(), () -> KnuthFormat.toText(p));
      assertArrayEquals(links.solution(), bits.solution(), () -> KnuthFormat.toText(p));
      found++;
    }
    assertEquals(false, bits.nextSolution(), () -> KnuthFormat.toText(p));
    assertEquals(links.isStopped(), bits.isStopped());
    assertEquals(links.nodes(), bits.nodes(), () -> "nodes\n" + KnuthFormat.toText(p));
    Statistics.collect(links.isStopped() ? "stopped" : "finished", found == 0 ? "none" : "some");
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

  @Property(tries = 400)
  void theSolutionsAreExactlyTheBruteForceOnes(@ForAll("problems") ExactCoverProblem p, @ForAll Kernel kernel) {
    List<int[]> brute = BoundedBruteForce.solutions(p);
    Statistics.collect(brute.isEmpty() ? "no solution" : brute.size() == 1 ? "one" : "several");
    List<int[]> engine = ExactCoverSolver.of(p).withKernel(kernel).solutions().map(Solution::optionIds).toList();
    for (int[] ids : engine) {
      assertEquals(java.util.Optional.empty(), SolutionChecker.check(p, ids), KnuthFormat.toText(p));
    }
    assertEquals(asSets(brute), asSets(engine), KnuthFormat.toText(p));
    assertEquals(brute.isEmpty(), ExactCoverSolver.of(p).findFirst().isEmpty());
  }

  @Property(tries = 200)
  void parallelCountsAgree(@ForAll("problems") ExactCoverProblem p, @ForAll("mKernels") Kernel kernel) {
    long brute = BoundedBruteForce.solutions(p).size();
    SearchResult seq = ExactCoverSolver.of(p).withKernel(kernel).run();
    assertEquals(brute, seq.solutions(), KnuthFormat.toText(p));
    for (int threads : new int[] {2, 3}) {
      SearchResult par = ExactCoverSolver.of(p).withKernel(kernel).run(threads);
      assertEquals(brute, par.solutions(), threads + " threads\n" + KnuthFormat.toText(p));
      assertEquals(seq.statistics().nodes(), par.statistics().nodes(), "nodes, " + threads + " threads");
    }
  }

  /**
   * {@link SearchMatrix#countAll} lets Algorithm M count a solution without returning it; the tree
   * must stay the one the solution-by-solution search walks: same solutions, nodes and updates, and
   * the matrix as it was afterwards (a second count equal to the first).
   */
  @Property(tries = 300)
  void countingWalksTheSameTreeAsListing(@ForAll("problems") ExactCoverProblem p, @ForAll("mKernels") Kernel kernel) {
    SearchMatrix listing = kernel.build(p);
    long listed = 0;
    while (listing.nextSolution()) {
      listed++;
    }
    SearchMatrix counting = kernel.build(p);
    assertEquals(listed, counting.countAll(), KnuthFormat.toText(p));
    assertEquals(listing.nodes(), counting.nodes(), "nodes\n" + KnuthFormat.toText(p));
    if (kernel == Kernel.DANCING_LINKS) { // on bitsets a count skips the work of leaves it can count at once
      assertEquals(listing.updates(), counting.updates(), "updates\n" + KnuthFormat.toText(p));
    }
    counting.resetStatistics();
    counting.restart();
    assertEquals(listed, counting.countAll(), "recount\n" + KnuthFormat.toText(p));
    assertEquals(listing.nodes(), counting.nodes(), "recount nodes\n" + KnuthFormat.toText(p));
  }

  /**
   * One matrix counting one prefix after another (what a --threads worker does) must count each as
   * a fresh matrix does: leaving a prefix restores the matrix even when a level is left on an option
   * rather than after its null move. This failed (an item with bound 0 and slack left inactive)
   * before the fix, which made parallel counts depend on which worker took which prefix.
   */
  @Property(tries = 150)
  void aMatrixLeavesEveryPrefixAsItFoundIt(@ForAll("problems") ExactCoverProblem p, @ForAll("mKernels") Kernel kernel) {
    ExactCoverSolver solver = ExactCoverSolver.of(p).withKernel(kernel);
    SearchMatrix splitter = solver.prepare();
    if (splitter == null) {
      return;
    }
    List<int[]> prefixes = Cutter.cut(new MatrixSearch(splitter), 12,
        SearchControl.of(SearchLimits.none()).worker()).prefixes;
    long[] fresh = new long[prefixes.size()];
    for (int j = 0; j < fresh.length; j++) {
      fresh[j] = countBelow(solver.prepare(), prefixes.get(j));
    }
    for (int[] before : prefixes) {
      SearchMatrix m = solver.prepare();
      countBelow(m, before);
      for (int j = 0; j < fresh.length; j++) {
        assertEquals(fresh[j], countBelow(m, prefixes.get(j)),
            "prefix " + Arrays.toString(prefixes.get(j)) + " after " + Arrays.toString(before) + "\n" + KnuthFormat.toText(p));
      }
    }
  }

  private static long countBelow(SearchMatrix m, int[] prefix) {
    SearchControl.Worker worker = new SearchControl(SearchLimits.none(), null, null).worker();
    MatrixSearch.watch(m, worker);
    m.enterPrefix(prefix);
    long solutions = 0;
    SearchMatrix.Event e;
    while ((e = m.nextEvent()) != SearchMatrix.Event.EXHAUSTED) {
      if (e == SearchMatrix.Event.SOLUTION) {
        solutions++;
      }
    }
    m.leavePrefix();
    worker.detach();
    return solutions;
  }

  @Property(tries = 200)
  void fixingAnOptionKeepsTheSolutionsThatContainIt(@ForAll("problems") ExactCoverProblem p,
      @ForAll("seeds") int a, @ForAll("seeds") int b, @ForAll("mKernels") Kernel kernel) {
    int o1 = Math.floorMod(a, p.optionCount());
    int o2 = Math.floorMod(b, p.optionCount());
    List<int[]> all = BoundedBruteForce.solutions(p);
    SearchMatrix m = kernel.build(p);
    for (int round = 0; round < 2; round++) { // the second round checks that reset() restores everything
      boolean fixed = m.fix(o1) && (o1 == o2 || m.fix(o2));
      long expected = all.stream().filter(s -> contains(s, o1) && contains(s, o2)).count();
      if (fixed) {
        assertEquals(expected, m.countAll(), "fixing " + o1 + "," + o2 + "\n" + KnuthFormat.toText(p));
      } else {
        assertEquals(0, expected, "a refused fix means no solution has both");
      }
      m.reset();
      assertEquals(all.size(), m.countAll());
      m.restart();
    }
  }

  private static boolean contains(int[] s, int o) {
    return Arrays.stream(s).anyMatch(x -> x == o);
  }

  @Property(tries = 200)
  void readWriteReadKeepsTheBounds(@ForAll("problems") ExactCoverProblem p) {
    ExactCoverProblem once = KnuthFormat.parse(KnuthFormat.toText(p), "once").problem();
    for (int i = 0; i < once.itemCount(); i++) {
      int j = p.itemId(once.itemName(i));
      assertEquals(p.lowerBound(j), once.lowerBound(i));
      assertEquals(p.upperBound(j), once.upperBound(i));
    }
    assertEquals(ExactCoverSolver.of(p).count(), ExactCoverSolver.of(once).count());
  }
}
