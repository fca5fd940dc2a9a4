package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.BadInputException;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The one counting pool: every worker runs once, the first failure stops the others and comes out as thrown. */
class WorkersTest {
  @Test
  void everyWorkerRunsOnceInItsOwnThread() throws Exception {
    AtomicInteger calls = new AtomicInteger();
    List<String> names = Workers.run("test-pool", 3, () -> {
      calls.incrementAndGet();
      return Thread.currentThread().getName();
    });
    assertEquals(3, calls.get());
    assertEquals(List.of("test-pool", "test-pool", "test-pool"), names);
  }

  @Test
  void theFirstFailureInterruptsTheOthersAndIsRethrownAsThrown() {
    IllegalStateException boom = new IllegalStateException("boom");
    AtomicInteger started = new AtomicInteger();
    CountDownLatch interrupted = new CountDownLatch(2);
    long t0 = System.nanoTime();
    IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> Workers.run("test-pool", 3, () -> {
      if (started.getAndIncrement() == 0) {
        Thread.sleep(50); // let the others start waiting
        throw boom;
      }
      try {
        Thread.sleep(60_000);
      } catch (InterruptedException e) {
        interrupted.countDown();
      }
      return null;
    }));
    assertSame(boom, thrown);
    assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(30), "the others were not left to run");
    assertTrue(awaitQuietly(interrupted), "the other workers were interrupted");
  }

  @Test
  void anIoExceptionComesOutAsAnIoException() {
    IOException io = new IOException("disk full");
    assertSame(io, assertThrows(IOException.class, () -> Workers.run("test-pool", 2, () -> {
      throw io;
    })));
  }

  @Test
  void refusesFewerThanOneThread() {
    BadInputException e = assertThrows(BadInputException.class, () -> Workers.run("test-pool", 0, () -> 1));
    assertEquals("threads must be in 1..1024, got 0", e.getMessage());
  }

  private static boolean awaitQuietly(CountDownLatch latch) {
    try {
      return latch.await(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
