package io.github.dlxkit.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.StopReason;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.ToLongFunction;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Issue 53: the one-thread searches of {@link Sudoku} stop promptly when their thread is interrupted
 * (as {@code ExactCoverSolver} does: a {@link SearchStoppedException} whose partial result says
 * {@link StopReason#INTERRUPTED}, the interrupt flag left set), so {@code Future.cancel(true)} frees
 * the thread. The empty 9×9 grid has 6.67·10²¹ solutions: without the check these run for ever.
 */
class InterruptTest {
  /** The bound, from the interrupt to the return of the call. */
  private static final long BOUND_MILLIS = 100;

  @ParameterizedTest
  @EnumSource(SudokuKernel.class)
  void countStopsOnInterrupt(SudokuKernel kernel) throws InterruptedException {
    assertStopsOnInterrupt(s -> s.count(kernel));
  }

  @ParameterizedTest
  @EnumSource(SudokuKernel.class)
  void countUpToStopsOnInterrupt(SudokuKernel kernel) throws InterruptedException {
    assertStopsOnInterrupt(s -> s.countUpTo(Long.MAX_VALUE, kernel));
  }

  @ParameterizedTest
  @EnumSource(SudokuKernel.class)
  void streamStopsOnInterrupt(SudokuKernel kernel) throws InterruptedException {
    assertStopsOnInterrupt(s -> s.solutions(kernel).count());
  }

  private static void assertStopsOnInterrupt(ToLongFunction<Sudoku> search) throws InterruptedException {
    Sudoku empty = new Sudoku(new int[81]);
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    AtomicLong returnedAt = new AtomicLong();
    AtomicReference<Boolean> flagAfter = new AtomicReference<>();
    CountDownLatch searching = new CountDownLatch(1);
    Thread t = new Thread(() -> {
      try {
        // the thread's pooled solver is built first (the 9×9 DLX matrix takes a while on a cold,
        // busy JVM): the bound is on the search's reaction, not on that setup
        search.applyAsLong(new Sudoku("8..6..9.5.............2.31...7318.6.24.....73...........279.1..5...8..36..3......"));
        searching.countDown();
        search.applyAsLong(empty);
      } catch (Throwable e) {
        thrown.set(e);
      }
      returnedAt.set(System.nanoTime());
      flagAfter.set(Thread.currentThread().isInterrupted());
    });
    t.setDaemon(true); // should the check fail, the test JVM still ends
    t.start();
    assertTrue(searching.await(30, TimeUnit.SECONDS), "the warm-up search did not end");
    Thread.sleep(150); // well into the search
    long interruptedAt = System.nanoTime();
    t.interrupt();
    t.join(5_000);
    assertFalse(t.isAlive(), "still searching 5 s after the interrupt");
    long millis = TimeUnit.NANOSECONDS.toMillis(returnedAt.get() - interruptedAt);
    assertTrue(millis <= BOUND_MILLIS, "returned " + millis + " ms after the interrupt");
    SearchStoppedException e = assertInstanceOf(SearchStoppedException.class, thrown.get());
    assertEquals(StopReason.INTERRUPTED, e.partialResult().stopReason());
    assertTrue(flagAfter.get(), "the interrupt flag is cleared");
  }
}
