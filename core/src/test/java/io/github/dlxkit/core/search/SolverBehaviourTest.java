package io.github.dlxkit.core.search;

import io.github.dlxkit.core.kernel.Matrices;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.kernel.SearchMatrix;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.model.Solution;
import io.github.dlxkit.core.model.SolutionChecker;
import io.github.dlxkit.core.testing.Queens;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Results, limits, cancellation, progress and fixed options of {@link ExactCoverSolver}. */
class SolverBehaviourTest {
  private static final ExactCoverProblem QUEENS_8 = Queens.problem(8); // 92 solutions (A000170)

  @Test
  void countUpToAndUniqueness() {
    ExactCoverSolver s = ExactCoverSolver.of(QUEENS_8);
    assertEquals(10, s.countUpTo(10));
    assertEquals(92, s.countUpTo(1000));
    assertEquals(0, s.countUpTo(0));
    assertFalse(s.isUnique());
    assertFalse(ExactCoverSolver.of(Queens.problem(3)).isUnique());
    assertTrue(ExactCoverSolver.of(Queens.problem(1)).isUnique());
  }

  @Test
  void streamIsLazyAndInSearchOrder() {
    ExactCoverSolver s = ExactCoverSolver.of(QUEENS_8);
    List<Solution> all = s.solutions().toList();
    assertEquals(92, all.size());
    assertEquals(92, all.stream().distinct().count());
    List<Solution> firstThree = s.solutions().limit(3).toList();
    assertEquals(all.subList(0, 3), firstThree);
    assertEquals(all.get(0), s.findFirst().orElseThrow());
    // the first solution is found long before the tree is explored: laziness, measured in nodes
    SearchMatrix dl = s.prepare();
    assertTrue(dl.nextSolution());
    assertTrue(dl.nodes() < 1199 / 4, "nodes to the first solution: " + dl.nodes());
  }

  @Test
  void visitorSeesEverySolutionWithoutCopiesAndCanStop() {
    List<int[]> seen = new ArrayList<>();
    SearchResult r = ExactCoverSolver.of(QUEENS_8).forEachSolution((ids, n) -> {
      seen.add(java.util.Arrays.copyOf(ids, n));
      return seen.size() < 5;
    });
    assertEquals(5, seen.size());
    assertEquals(StopReason.VISITOR, r.stopReason());
    assertFalse(r.isComplete());
    seen.forEach(ids -> assertTrue(SolutionChecker.isSolution(QUEENS_8, ids)));
  }

  @Test
  void nodeLimitStopsAndSaysSo() {
    ExactCoverProblem q12 = Queens.problem(12);
    SearchResult r = ExactCoverSolver.of(q12).withLimits(SearchLimits.none().withMaxNodes(10_000)).run();
    assertEquals(StopReason.NODE_LIMIT, r.stopReason());
    assertFalse(r.isComplete());
    assertTrue(r.statistics().nodes() >= 10_000 && r.statistics().nodes() < 10_000 + SearchControl.INTERVAL + 10);
    SearchStoppedException e = assertThrows(SearchStoppedException.class,
        () -> ExactCoverSolver.of(q12).withLimits(SearchLimits.none().withMaxNodes(10_000)).count());
    assertEquals(StopReason.NODE_LIMIT, e.partialResult().stopReason());
    assertTrue(e.getMessage().startsWith("search stopped before the end (node limit) after "));
    assertThrows(SearchStoppedException.class,
        () -> ExactCoverSolver.of(q12).withLimits(SearchLimits.none().withMaxNodes(10)).solutions().count());
  }

  @Test
  void timeLimitStops() {
    ExactCoverProblem q = Queens.problem(16); // far more than a second of search
    SearchResult r = ExactCoverSolver.of(q).withLimits(SearchLimits.none().withTimeLimit(Duration.ofMillis(200))).run();
    assertEquals(StopReason.TIME_LIMIT, r.stopReason());
    assertTrue(r.statistics().elapsed().toMillis() < 5_000);
  }

  @Test
  void cancellationTokenStopsOtherThreadsSearch() throws Exception {
    CancellationToken token = new CancellationToken();
    ExactCoverSolver s = ExactCoverSolver.of(Queens.problem(16)).withLimits(SearchLimits.none().withCancellation(token));
    AtomicInteger progressCalls = new AtomicInteger();
    s = s.withProgress(p -> progressCalls.incrementAndGet(), Duration.ofMillis(10));
    ExactCoverSolver solver = s;
    SearchResult[] result = new SearchResult[1];
    Thread t = new Thread(() -> result[0] = solver.run());
    t.start();
    Thread.sleep(300);
    token.cancel();
    t.join(10_000);
    assertFalse(t.isAlive());
    assertEquals(StopReason.CANCELLED, result[0].stopReason());
    assertTrue(progressCalls.get() > 0);
  }

  @Test
  void interruptStopsTheSearch() throws Exception {
    ExactCoverSolver solver = ExactCoverSolver.of(Queens.problem(16));
    SearchResult[] result = new SearchResult[1];
    Thread t = new Thread(() -> result[0] = solver.run());
    t.start();
    Thread.sleep(200);
    t.interrupt();
    t.join(10_000);
    assertEquals(StopReason.INTERRUPTED, result[0].stopReason());
  }

  @Test
  void progressEstimateGrowsToOne() {
    List<Double> estimates = new ArrayList<>();
    ExactCoverSolver.of(Queens.problem(13)).withProgress(p -> estimates.add(p.estimate()), Duration.ofMillis(20)).run();
    for (int i = 1; i < estimates.size(); i++) {
      assertTrue(estimates.get(i) >= estimates.get(i - 1) - 1e-12, estimates.toString());
    }
    estimates.forEach(e -> assertTrue(e >= 0 && e <= 1));
  }

  @Test
  void fixedOptionsRestrictTheSolutions() {
    // queen on a1 (option 0): 4 of the 92 solutions of 8 queens have a queen in a corner square a1
    ExactCoverSolver s = ExactCoverSolver.of(QUEENS_8).withFixedOptions(0);
    List<Solution> all = s.solutions().toList();
    assertEquals(4, all.size());
    all.forEach(sol -> assertEquals(0, sol.optionId(0)));
    // two queens on the same rank conflict: no solution
    assertEquals(0, ExactCoverSolver.of(QUEENS_8).withFixedOptions(0, 1).count());
    assertThrows(IllegalArgumentException.class, () -> ExactCoverSolver.of(QUEENS_8).withFixedOptions(64));
  }

  @Test
  void matrixCanBeReusedAcrossFixAndReset() {
    SearchMatrix dl = Matrices.links(QUEENS_8);
    for (int corner : new int[] {0, 7, 56, 63}) {
      assertTrue(dl.fix(corner));
      assertEquals(4, dl.countAll());
      dl.reset();
    }
    assertTrue(dl.fix(0));
    assertFalse(dl.fix(9), "b2 is on a1's diagonal");
    assertTrue(dl.nextSolution());
    dl.reset(); // abandon mid-search
    assertEquals(92, dl.countAll());
    dl.restart();
    assertTrue(dl.nextSolution());
    assertThrows(IllegalStateException.class, () -> dl.fix(1));
    dl.restart();
    assertEquals(92, dl.countAll());
  }

  @Test
  void problemWithoutPrimaryItemsHasTheEmptySolution() {
    ExactCoverProblem p = ExactCoverProblem.builder().secondary("X").option("X").build();
    assertEquals(1, ExactCoverSolver.of(p).count());
    assertArrayEquals(new int[0], ExactCoverSolver.of(p).findFirst().orElseThrow().optionIds());
    assertEquals(1, ExactCoverSolver.of(p).count(3));
  }

  @Test
  void itemWithoutOptionsMeansNoSolution() {
    ExactCoverProblem p = ExactCoverProblem.builder().primary("A", "B").option("A").build();
    assertEquals(0, ExactCoverSolver.of(p).count());
    assertEquals(0, ExactCoverSolver.of(p).count(2));
  }

  @Test
  void fixedOptionsCoveringEverythingAreASolution() {
    ExactCoverProblem p = ExactCoverProblem.builder().primary("A", "B").option("A", "B").option("A").build();
    Iterator<Solution> it = ExactCoverSolver.of(p).withFixedOptions(0).iterator();
    assertArrayEquals(new int[] {0}, it.next().optionIds());
    assertFalse(it.hasNext());
  }

  @Test
  void parallelCountEqualsSequentialCountAndNodes() throws IOException {
    for (String file : new String[] {"queens10.dlx", "langford8.dlx", "knuth-colours.dlx", "knuth2000.dlx"}) {
      ExactCoverProblem p = KnuthDlx2StatsTest.read(file).problem();
      SearchResult seq = ExactCoverSolver.of(p).run();
      for (int threads : new int[] {2, 3, 4}) {
        SearchResult par = ExactCoverSolver.of(p).run(threads);
        assertEquals(seq.solutions(), par.solutions(), file + " with " + threads + " threads");
        assertEquals(seq.statistics().nodes(), par.statistics().nodes(), file + " nodes, " + threads + " threads");
        assertTrue(par.isComplete());
      }
    }
  }

  @Test
  void parallelVisitorSeesEachSolutionOnce() {
    java.util.Set<java.util.List<Integer>> seen = java.util.concurrent.ConcurrentHashMap.newKeySet();
    AtomicInteger calls = new AtomicInteger();
    SearchResult r = ExactCoverSolver.of(Queens.problem(9)).forEachSolution(4, (ids, n) -> {
      calls.incrementAndGet();
      int[] sorted = java.util.Arrays.copyOf(ids, n);
      java.util.Arrays.sort(sorted);
      seen.add(java.util.Arrays.stream(sorted).boxed().toList());
      return true;
    });
    assertEquals(352, r.solutions());
    assertEquals(352, calls.get());
    assertEquals(352, seen.size());
  }

  @Test
  void parallelSearchHonoursLimitsAndVisitorStops() {
    ExactCoverSolver q = ExactCoverSolver.of(Queens.problem(16));
    SearchResult r = q.withLimits(SearchLimits.none().withMaxNodes(200_000)).run(2);
    assertEquals(StopReason.NODE_LIMIT, r.stopReason());
    AtomicInteger calls = new AtomicInteger();
    SearchResult v = q.forEachSolution(2, (ids, n) -> calls.incrementAndGet() < 10);
    assertEquals(StopReason.VISITOR, v.stopReason());
    assertTrue(calls.get() >= 10 && calls.get() < 100, "calls " + calls.get());
  }

  @Test
  void parallelCountWithFixedOptions() {
    assertEquals(4, ExactCoverSolver.of(QUEENS_8).withFixedOptions(63).count(2));
  }
}
