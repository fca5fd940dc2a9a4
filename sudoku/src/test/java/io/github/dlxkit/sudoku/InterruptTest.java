package io.github.dlxkit.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.StopReason;
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
    Thread t = new Thread(() -> {
      try {
        search.applyAsLong(empty);
      } catch (Throwable e) {
        thrown.set(e);
      }
      returnedAt.set(System.nanoTime());
      flagAfter.set(Thread.currentThread().isInterrupted());
    });
    t.setDaemon(true); // should the check fail, the test JVM still ends
    t.start();
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
