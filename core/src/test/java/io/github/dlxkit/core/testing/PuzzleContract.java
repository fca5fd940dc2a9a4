package io.github.dlxkit.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.puzzle.Puzzle;
import io.github.dlxkit.core.puzzle.PuzzleResult;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.StopReason;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The {@link Puzzle} contract, one test class for every implementation: each puzzle module's
 * {@code …ContractTest} extends it with a small instance whose count comes from a named source,
 * a large one that no test finishes (for limits and interrupts), and an independent check of a
 * solution. The manners asserted are those {@link Puzzle}'s Javadoc states.
 *
 * @param <S> the puzzle's solution
 */
public abstract class PuzzleContract<S> {
  /** How soon after an interrupt a search must have returned: "promptly", on a loaded 2-core machine. */
  protected static final Duration PROMPTLY = Duration.ofMillis(1000);

  /** How long a limited search of {@link #large()} may take before the test calls the limit ignored. */
  private static final Duration LIMITED = Duration.ofSeconds(30);

  /** A puzzle with a few solutions (at least 2), counted in a second. */
  protected abstract Puzzle<S> small();

  /** The number of solutions of {@link #small()}, from the source the implementing test names. */
  protected abstract long smallCount();

  /** A puzzle whose count takes far longer than a test may run (minutes at least). */
  protected abstract Puzzle<S> large();

  /** Fails unless {@code solution} solves {@link #small()}, checked independently of the search. */
  protected abstract void assertSolves(S solution);

  /** Whether {@link Puzzle#solutions()} lists them in {@link Puzzle#find}'s order (true unless the entry point says otherwise). */
  protected boolean streamInFindOrder() {
    return true;
  }

  /**
   * What tells two solutions apart, for the distinctness and order checks: the solution itself
   * (its {@code equals}) unless the solution type has no value equality.
   */
  protected Object key(S solution) {
    return solution;
  }

  private List<Object> keys(List<S> solutions) {
    return solutions.stream().map(this::key).collect(Collectors.toList());
  }

  private static final SearchLimits NONE = SearchLimits.none();

  @Test
  void theFirstSolutionIsASolution() {
    PuzzleResult<S> r = small().find(1, NONE);
    assertEquals(1, r.count());
    assertEquals(1, r.solutions().size());
    assertEquals(StopReason.SOLUTION_LIMIT, r.stopReason());
    assertSolves(r.first().orElseThrow());
  }

  @Test
  void findingAllListsTheCountDistinctSolutions() {
    PuzzleResult<S> r = small().find(Integer.MAX_VALUE, NONE);
    assertEquals(StopReason.COMPLETED, r.stopReason());
    assertTrue(r.isComplete());
    assertEquals(smallCount(), r.count());
    assertEquals(smallCount(), new HashSet<>(keys(r.solutions())).size(), "distinct solutions");
    r.solutions().forEach(this::assertSolves);
  }

  @Test
  void theStreamAgreesWithTheCountOnOneAndTwoThreads() {
    PuzzleResult<S> one = small().count(1, NONE);
    assertEquals(StopReason.COMPLETED, one.stopReason());
    assertEquals(smallCount(), one.count());
    assertTrue(one.solutions().isEmpty(), "a count lists no solution");
    assertEquals(smallCount(), small().count(2, NONE).count());
    List<S> streamed = small().solutions().collect(Collectors.toList());
    assertEquals(smallCount(), streamed.size());
    List<S> found = small().find(Integer.MAX_VALUE, NONE).solutions();
    if (streamInFindOrder()) {
      assertEquals(keys(found), keys(streamed), "the stream is find's order");
    } else {
      assertEquals(new HashSet<>(keys(found)), new HashSet<>(keys(streamed)), "the stream has find's solutions");
    }
  }

  @Test
  void findStopsAtMax() {
    PuzzleResult<S> r = small().find(2, NONE);
    assertEquals(2, r.solutions().size());
    assertEquals(StopReason.SOLUTION_LIMIT, r.stopReason());
    assertFalse(r.isComplete());
  }

  @Test
  void aNodeLimitStopsTheCountAndSaysSo() {
    // preemptively: a search that ignored its limit would run for hours
    PuzzleResult<S> r = assertTimeoutPreemptively(LIMITED, () -> large().count(1, NONE.withMaxNodes(20_000)));
    assertEquals(StopReason.NODE_LIMIT, r.stopReason());
    assertFalse(r.isComplete());
  }

  @Test
  void aTimeLimitStopsTheCountAndSaysSo() {
    PuzzleResult<S> r = assertTimeoutPreemptively(LIMITED,
        () -> large().count(1, NONE.withTimeLimit(Duration.ofMillis(100))));
    assertEquals(StopReason.TIME_LIMIT, r.stopReason());
    assertTrue(r.elapsed().compareTo(PROMPTLY.multipliedBy(5)) < 0, "stopped after " + r.elapsed());
  }

  @Test
  void anInterruptedThreadSearchesNoFurtherAndSaysSo() {
    Puzzle<S> p = large();
    try {
      Thread.currentThread().interrupt();
      assertEquals(StopReason.INTERRUPTED, p.count(1, NONE).stopReason());
      assertTrue(Thread.currentThread().isInterrupted(), "the flag stays set");
      assertEquals(StopReason.INTERRUPTED, p.count(2, NONE).stopReason());
      assertTrue(Thread.currentThread().isInterrupted(), "the flag stays set");
      assertEquals(StopReason.INTERRUPTED, p.find(Integer.MAX_VALUE, NONE).stopReason());
      assertTrue(Thread.currentThread().isInterrupted(), "the flag stays set");
      assertThrows(SearchStoppedException.class, () -> p.solutions().count());
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void anInterruptStopsARunningCountPromptly() throws Exception {
    Puzzle<S> p = large();
    CountDownLatch started = new CountDownLatch(1);
    AtomicReference<Thread> searcher = new AtomicReference<>();
    CompletableFuture<PuzzleResult<S>> result = new CompletableFuture<>();
    Thread t = new Thread(() -> {
      searcher.set(Thread.currentThread());
      started.countDown();
      try {
        result.complete(p.count(1, NONE));
      } catch (RuntimeException e) {
        result.completeExceptionally(e);
      }
    }, "contract-search");
    t.setDaemon(true);
    t.start();
    started.await();
    Thread.sleep(200); // well into the search
    assertFalse(result.isDone(), "the large puzzle must outlast 200 ms");
    long interrupted = System.nanoTime();
    t.interrupt();
    PuzzleResult<S> r = result.get(PROMPTLY.toMillis(), TimeUnit.MILLISECONDS);
    long millis = (System.nanoTime() - interrupted) / 1_000_000;
    assertEquals(StopReason.INTERRUPTED, r.stopReason(), "after " + millis + " ms");
    t.join(PROMPTLY.toMillis());
    assertFalse(t.isAlive());
  }

  @Test
  void argumentsAreCheckedAtTheDoor() {
    Puzzle<S> p = small();
    assertEquals("limits", assertThrows(NullPointerException.class, () -> p.find(1, null)).getMessage());
    assertEquals("limits", assertThrows(NullPointerException.class, () -> p.count(1, null)).getMessage());
    String max = assertThrows(IllegalArgumentException.class, () -> p.find(0, NONE)).getMessage();
    assertTrue(max.contains("at least 1") && max.contains("0"), max);
    String threads = assertThrows(IllegalArgumentException.class, () -> p.count(0, NONE)).getMessage();
    assertTrue(threads.contains("1..") && threads.contains("0"), threads);
  }
}
