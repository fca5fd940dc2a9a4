package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.split.Parts;
import io.github.dlxkit.core.testing.BoundedBruteForce;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Problems with bounds (Algorithm M, Knuth's DLX3) split like every count: a subproblem's prefix
 * replays Algorithm M's choices level by level (the item, then the option or the null move), so
 * the counts of a split's subproblems add up to the unsplit count on both Algorithm M kernels, the
 * refined pieces of a subproblem to its count, and on {@code xcc/a001499-6.dlx} to DLX3's
 * solution and node counts (run here, {@code dlx3 < file}: 67,950 solutions, 198,658 nodes;
 * xcc/README.md).
 */
class BoundedSplitTest {

  @Provide
  Arbitrary<ExactCoverProblem> problems() {
    return BoundedBruteForce.problems();
  }

  /** The two kernels of Algorithm M: on links (DancingMultiplicities) and on bitsets (BitMultiplicities). */
  @Provide
  Arbitrary<Kernel> mKernels() {
    return Arbitraries.of(Kernel.DANCING_LINKS, Kernel.DANCING_BITS);
  }

  /**
   * For several targets, the subproblems (through their line of text) add up to the unsplit count
   * and to the brute force's, counted on either kernel of Algorithm M; each refined subproblem's
   * pieces add up to its count and extend its prefix; the split does not depend on the kernel.
   */
  @Property(tries = 300)
  void subproblemsAddUpToTheUnsplitCount(@ForAll("problems") ExactCoverProblem p,
      @ForAll("mKernels") Kernel kernel) {
    ExactCoverSolver solver = ExactCoverSolver.of(p).withKernel(kernel);
    long unsplit = solver.count();
    assertEquals(BoundedBruteForce.solutions(p).size(), unsplit, () -> KnuthFormat.toText(p));
    SplittableSearch search = solver.splittable();
    for (int target : new int[] {1, 2, 5, 17, 60}) {
      List<Subproblem> split = search.split(target);
      assertEquals(split, ExactCoverSolver.of(p).withKernel(Kernel.DANCING_CELLS).splittable().split(target),
          "the split does not depend on the kernel");
      long sum = 0;
      for (Subproblem s : split) {
        long c = search.count(Subproblem.parse(s.toLine())).count();
        sum += c;
        long pieces = 0;
        for (Subproblem piece : search.refine(s)) {
          assertTrue(SplittableSearch.extendsPrefix(piece, s), piece.toLine() + " below " + s.toLine());
          pieces += search.count(piece).count();
        }
        if (!search.refine(s).isEmpty()) {
          assertEquals(c, pieces, "the pieces of " + s.toLine() + "\n" + KnuthFormat.toText(p));
        }
      }
      assertEquals(unsplit, sum, "target " + target + ", " + split.size() + " subproblems\n" + KnuthFormat.toText(p));
      Statistics.collect(split.size() > 1 ? "split" : "one piece");
    }
  }

  /** The parts of a job array (--part K/N) add up too, each subproblem in exactly one part. */
  @Property(tries = 100)
  void partsAddUpToTheUnsplitCount(@ForAll("problems") ExactCoverProblem p, @ForAll("mKernels") Kernel kernel) {
    ExactCoverSolver solver = ExactCoverSolver.of(p).withKernel(kernel);
    SplittableSearch search = solver.splittable();
    for (int n : new int[] {2, 3, 7}) {
      List<Subproblem> split = search.split(Parts.target(n));
      long total = 0;
      int seen = 0;
      for (int k = 1; k <= n; k++) {
        for (Subproblem s : Parts.part(split, k, n)) {
          total += search.count(s).count();
          seen++;
        }
      }
      assertEquals(split.size(), seen);
      assertEquals(solver.count(), total, n + " parts\n" + KnuthFormat.toText(p));
    }
  }

  /**
   * With an option fixed, the split replays its codes on the matrix with that option fixed: the
   * subproblems add up to the unsplit count of the same solver, which is the brute force's count
   * of the solutions that contain the option.
   */
  @Property(tries = 100)
  void aSplitWithAFixedOptionAddsUpToItsCount(@ForAll("problems") ExactCoverProblem p,
      @ForAll("mKernels") Kernel kernel, @ForAll int seed) {
    int fixed = Math.floorMod(seed, p.optionCount());
    ExactCoverSolver solver = ExactCoverSolver.of(p).withKernel(kernel).withFixedOptions(fixed);
    long expected = BoundedBruteForce.solutions(p).stream()
        .filter(ids -> java.util.Arrays.stream(ids).anyMatch(o -> o == fixed)).count();
    assertEquals(expected, solver.count(), () -> "fixed " + fixed + "\n" + KnuthFormat.toText(p));
    SplittableSearch search = solver.splittable();
    long sum = 0;
    for (Subproblem s : search.split(9)) {
      sum += search.count(s).count();
    }
    assertEquals(expected, sum, () -> "fixed " + fixed + "\n" + KnuthFormat.toText(p));
  }

  static ExactCoverProblem read(String file) throws IOException {
    try (InputStream in = BoundedSplitTest.class.getResourceAsStream("/xcc/" + file)) {
      return KnuthFormat.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), file).problem();
    }
  }

  /**
   * a001499-6 split in about 100 subproblems: their counts add up to DLX3's 67,950 solutions, and
   * their nodes, with the nodes the cut itself entered above them, to DLX3's 198,658 nodes (the
   * solutions above the cut are counted by the cut and again by their subproblems of one node).
   */
  @ParameterizedTest
  @EnumSource(value = Kernel.class, names = {"DANCING_LINKS", "DANCING_BITS"})
  void a001499Of6SplitsIntoDlx3sCounts(Kernel kernel) throws IOException {
    ExactCoverProblem p = read("a001499-6.dlx");
    ExactCoverSolver solver = ExactCoverSolver.of(p).withKernel(kernel);
    SplittableSearch search = solver.splittable();
    List<Subproblem> split = search.split(100);
    assertTrue(split.size() >= 100, split.size() + " subproblems");
    long solutions = 0;
    long nodes = 0;
    for (Subproblem s : split) {
      PartCount c = search.count(s);
      solutions += c.count();
      nodes += c.nodes();
    }
    assertEquals(67_950, solutions, "DLX3's count of a001499-6 (xcc/README.md)");
    // the cut the split makes (always on links), as the runner makes it
    Cutter.Cut cut = Cutter.cut(new MatrixSearch(solver.prepare(Kernel.DANCING_LINKS)), 100,
        SearchControl.of(SearchLimits.none()).worker());
    assertEquals(split.size(), cut.prefixes.size() + cut.above.size());
    assertEquals(198_658, nodes + cut.nodes - cut.above.size(), "DLX3's nodes of a001499-6 (xcc/README.md)");
  }

  /**
   * A subproblem that does not belong to the problem is refused, and the search's matrix still
   * counts right afterwards (a replay that fails part-way leaves nothing behind).
   */
  @Test
  void aForeignSubproblemIsRefusedAndLeavesNothingBehind() throws IOException {
    ExactCoverProblem p = read("a001499-6.dlx"); // 12 primary items r0..r5 c0..c5, 36 options
    for (Kernel kernel : new Kernel[] {Kernel.DANCING_LINKS, Kernel.DANCING_BITS}) {
      SplittableSearch search = ExactCoverSolver.of(p).withKernel(kernel).splittable();
      List<Subproblem> split = search.split(20);
      long first = search.count(split.get(0)).count();
      int[] good = split.get(0).prefix();
      // an odd number of codes; an item out of range; an option out of range; an option without its item
      for (int[] bad : new int[][] {{0}, {99, 0}, {0, 999}, {0, 35}, concat(good, new int[] {0, 0})}) {
        assertThrows(IllegalArgumentException.class, () -> search.count(new Subproblem(0, bad)),
            java.util.Arrays.toString(bad));
        assertEquals(first, search.count(split.get(0)).count(), "after " + java.util.Arrays.toString(bad));
      }
      long total = 0;
      for (Subproblem s : split) {
        total += search.count(s).count();
      }
      assertEquals(67_950, total, "DLX3's count of a001499-6 (xcc/README.md)");
    }
  }

  private static int[] concat(int[] a, int[] b) {
    int[] c = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, c, a.length, b.length);
    return c;
  }

  /**
   * Two counting threads really count a bounded problem's subproblems side by side: each thread
   * waits at its first subproblem until the other has reached its own (a barrier that would time
   * out with one thread), and both count some; the total is DLX3's.
   */
  @Test
  void twoThreadsCountTheSubproblemsOfABoundedProblem() throws Exception {
    SplittableSearch search = ExactCoverSolver.of(read("a001499-6.dlx")).withKernel(Kernel.DANCING_BITS).splittable();
    CyclicBarrier both = new CyclicBarrier(2);
    Map<Thread, Integer> counted = new ConcurrentHashMap<>();
    Set<Thread> waited = ConcurrentHashMap.newKeySet();
    SplittableSearch watched = new SplittableSearch() {
      @Override
      public String identity() {
        return search.identity();
      }

      @Override
      public List<Subproblem> split(int target) {
        return search.split(target);
      }

      @Override
      public PartCount count(Subproblem s, SearchLimits limits) {
        Thread me = Thread.currentThread();
        if (waited.add(me)) {
          try {
            both.await(30, TimeUnit.SECONDS);
          } catch (Exception e) {
            throw new AssertionError("the other thread never came", e);
          }
        }
        counted.merge(me, 1, Integer::sum);
        return search.count(s, limits);
      }
    };
    List<Subproblem> split = watched.split(64);
    CountSum sum = Runner.count(watched, split, Runner.Recorded.NOTHING, 2, (s, c) -> { }, 0);
    assertEquals(67_950, sum.count().longValue(), "DLX3's count of a001499-6 (xcc/README.md)");
    assertEquals(2, counted.size(), "threads that counted: " + counted);
    assertEquals(split.size(), counted.values().stream().mapToInt(Integer::intValue).sum());
  }

  /**
   * The unsplit parallel search ({@code dlx count --threads 2} without --checkpoint or --part) of a
   * bounded problem runs two threads side by side too, on the default kernel (Algorithm M on
   * bitsets): each thread waits at its first solution until the other has one (a barrier that would
   * time out with one thread); the count is DLX3's. (This route already worked before bounded
   * problems split; the test keeps it so.)
   */
  @Test
  void twoThreadsSearchABoundedProblemSideBySide() throws Exception {
    ExactCoverProblem p = read("a001499-6.dlx");
    assertEquals(Kernel.DANCING_BITS, Kernel.fastestFor(p));
    CyclicBarrier both = new CyclicBarrier(2);
    Map<Thread, Integer> found = new ConcurrentHashMap<>();
    SearchResult r = ExactCoverSolver.of(p).withKernel(Kernel.fastestFor(p)).forEachSolution(2, (ids, n) -> {
      if (found.merge(Thread.currentThread(), 1, Integer::sum) == 1) {
        try {
          both.await(30, TimeUnit.SECONDS);
        } catch (Exception e) {
          throw new AssertionError("the other thread never came", e);
        }
      }
      return true;
    });
    assertEquals(67_950, r.solutions(), "DLX3's count of a001499-6 (xcc/README.md)");
    assertEquals(2, found.size(), "threads that found solutions: " + found);
    assertEquals(198_658, r.statistics().nodes(), "DLX3's nodes of a001499-6 (xcc/README.md)");
  }
}
