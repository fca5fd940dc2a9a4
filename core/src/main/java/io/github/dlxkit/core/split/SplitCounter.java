package io.github.dlxkit.core.split;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.SearchLimits;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Counts a list of subproblems with several threads, each thread taking the next unfinished one,
 * and reports each finished subproblem (to a {@link Checkpoint}, a progress line …) as it finishes.
 * Works for any {@link SplittableSearch}.
 *
 * <pre>{@code
 * try (Checkpoint j = Checkpoint.open(file, search.identity(), split)) {
 *   CountSum sum = SplitCounter.count(search, split, j.finished().keySet()::contains, 2, j::record);
 * }
 * }</pre>
 */
public final class SplitCounter {
  /** Told about each subproblem as soon as it is counted; called from the counting threads, one at a time. */
  @FunctionalInterface
  public interface Listener {
    /** Subproblem {@code s} has count {@code c}. */
    void finished(Subproblem s, PartCount c) throws java.io.IOException;
  }

  /** Which subproblems are already counted (to skip). */
  @FunctionalInterface
  public interface Done {
    /** Whether subproblem {@code index} is already counted. */
    boolean contains(int index);
  }

  private SplitCounter() {}

  /**
   * Counts the subproblems of {@code list} not {@code done}, with {@code threads} threads, and
   * returns the sum of their counts (the skipped ones are not in it). The first failure stops all
   * threads and is rethrown.
   */
  public static CountSum count(SplittableSearch search, List<Subproblem> list, Done done, int threads,
      Listener listener) throws java.io.IOException, InterruptedException {
    if (threads < 1) {
      throw new BadInputException("threads must be at least 1, got " + threads);
    }
    AtomicInteger next = new AtomicInteger();
    CountSum sum = new CountSum();
    ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "dlxkit-split");
      t.setDaemon(true);
      return t;
    });
    List<Future<Void>> futures = new ArrayList<>();
    try {
      for (int w = 0; w < threads; w++) {
        futures.add(pool.submit(() -> {
          int i;
          while (!Thread.currentThread().isInterrupted() && (i = next.getAndIncrement()) < list.size()) {
            Subproblem s = list.get(i);
            if (done.contains(s.index())) {
              continue;
            }
            PartCount c = search.count(s, SearchLimits.none());
            synchronized (sum) {
              listener.finished(s, c);
              sum.add(c);
            }
          }
          return null;
        }));
      }
      for (Future<Void> f : futures) {
        f.get();
      }
      return sum;
    } catch (ExecutionException ex) {
      Throwable cause = ex.getCause();
      if (cause instanceof java.io.IOException io) {
        throw io;
      }
      if (cause instanceof RuntimeException r) {
        throw r;
      }
      if (cause instanceof Error e) {
        throw e;
      }
      throw new IllegalStateException(cause);
    } finally {
      pool.shutdownNow();
    }
  }
}
