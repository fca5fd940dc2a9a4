package io.github.dlxkit.core.search;

import io.github.dlxkit.core.BadInputException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The one thread pool of the project's searches: the one runner, {@link Runner} (threads of every
 * {@link PrefixSearch}, the exact-cover engine's included, and of every split's subproblems,
 * checkpoints and parts), and the Sudoku batch (puzzles solved or counted in parallel, {@code dlx
 * sudoku solve|count --threads}) start their threads here and nowhere else. Each of {@code threads} daemon threads runs one worker to its end; the workers share their
 * work through the caller's own queue or counter.
 *
 * <p>The first worker to fail stops the others (they are interrupted, which their
 * {@link SearchControl} sees at its next poll) and its exception is rethrown as it was thrown.
 *
 * <pre>{@code
 * java.util.concurrent.atomic.AtomicInteger next = new java.util.concurrent.atomic.AtomicInteger();
 * List<Integer> done = Workers.run("squares", 2, () -> {  // two threads share the numbers 0..9
 *   int sum = 0;
 *   for (int i; (i = next.getAndIncrement()) < 10; ) {
 *     sum += i * i;
 *   }
 *   return sum;
 * });
 * int total = done.get(0) + done.get(1);                 // 285
 * }</pre>
 */
public final class Workers {
  /**
   * The most threads a search takes: each holds a copy of the search's matrix, and more threads
   * than this outnumber the cores of any machine the project knows by far; beyond it a search
   * would spend its time starting threads (10,000 threads on a three-option problem ran for more
   * than 20 s). Checked at the door by {@link #checkThreads}.
   */
  public static final int MAX_THREADS = 1024;

  private Workers() {}

  /**
   * Checks a thread count at the door, for every entry point of the project that takes one.
   *
   * @param threads the thread count a user asked for
   * @return {@code threads}
   * @throws BadInputException unless {@code 1 <= threads <= }{@link #MAX_THREADS}, naming the range
   */
  public static int checkThreads(int threads) {
    if (threads < 1 || threads > MAX_THREADS) {
      throw new BadInputException("threads must be in 1.." + MAX_THREADS + ", got " + threads);
    }
    return threads;
  }

  /**
   * Runs {@code threads} copies of {@code worker}, each in its own thread named {@code name}, and
   * returns their results in the order they finished. The threads are daemon threads of a pool
   * made for this call and shut down before it returns.
   *
   * @param <T> what a worker hands back
   * @param name the name of every thread (for thread dumps and profilers)
   * @param threads how many threads, 1 to {@link #MAX_THREADS}
   * @param worker run once in each thread, concurrently: it must be thread-safe; not null
   * @return the {@code threads} results, in the order the workers finished
   * @throws BadInputException unless {@code 1 <= threads <= }{@link #MAX_THREADS}
   * @throws InterruptedException if the calling thread is interrupted while waiting (the workers
   *     are interrupted too)
   * @throws IOException as thrown by a worker
   */
  public static <T> List<T> run(String name, int threads, Callable<T> worker)
      throws InterruptedException, IOException {
    checkThreads(threads);
    ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, name);
      t.setDaemon(true);
      return t;
    });
    try {
      CompletionService<T> done = new ExecutorCompletionService<>(pool);
      for (int w = 0; w < threads; w++) {
        done.submit(worker);
      }
      List<T> results = new ArrayList<>(threads);
      for (int w = 0; w < threads; w++) {
        results.add(done.take().get());
      }
      return results;
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof IOException io) {
        throw io;
      }
      if (cause instanceof RuntimeException r) {
        throw r;
      }
      if (cause instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(name + " worker failed", cause);
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * As {@link #run}, for workers that throw no checked exception: an interrupt of the calling
   * thread stops {@code control} ({@link StopReason#INTERRUPTED}) and returns the results so far
   * (none).
   *
   * @param <T> what a worker hands back
   * @param name the name of every thread
   * @param threads how many threads, 1 to {@link #MAX_THREADS}
   * @param worker run once in each thread, concurrently; not null
   * @param control the run's control, stopped on an interrupt; not null
   * @return the results in the order the workers finished, or an empty list after an interrupt
   *     (the interrupt flag is set again)
   * @throws BadInputException unless {@code 1 <= threads <= }{@link #MAX_THREADS}
   * @throws java.io.UncheckedIOException wrapping an {@link IOException} a worker threw
   */
  public static <T> List<T> run(String name, int threads, Callable<T> worker, SearchControl control) {
    try {
      return run(name, threads, worker);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      control.stop(StopReason.INTERRUPTED);
      return List.of();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
