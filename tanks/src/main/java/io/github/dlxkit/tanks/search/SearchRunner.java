package io.github.dlxkit.tanks.search;

import io.github.dlxkit.core.search.Progress;
import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStatistics;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.core.search.TreeSizeEstimate;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * Runs a {@link GridSearch} to the end, in one thread or several, within {@link SearchLimits} and
 * with progress reports in the core's format; lists solutions lazily; estimates the tree size.
 *
 * <p>In parallel the tree is split like the core engine splits it: a first search, cut off at
 * depth d, lists the nodes at that depth (their <em>prefixes</em>, the decisions leading to them),
 * d growing until there are many more prefixes than threads; each worker replays a prefix on its
 * own search and explores the subtree below it. The subtrees are disjoint and cover the tree, so
 * the count is the sequential count.
 */
public final class SearchRunner {
  private static final int TASKS_PER_THREAD = 64;
  private static final int MAX_SPLIT_DEPTH = 12;

  private final Supplier<GridSearch> factory;
  private final int cells;
  private final SearchLimits limits;
  private final ProgressListener listener;
  private final Duration interval;

  /**
   * A runner making searches with {@code factory} (one per thread) for grids of {@code cells}
   * cells; {@code listener} may be null.
   */
  public SearchRunner(Supplier<GridSearch> factory, int cells, SearchLimits limits,
      ProgressListener listener, Duration interval) {
    this.factory = factory;
    this.cells = cells;
    this.limits = limits;
    this.listener = listener;
    this.interval = interval;
  }

  /**
   * Explores the whole tree (within the limits) with {@code threads} threads, calling
   * {@code visitor} (if not null; concurrently when threads &gt; 1) for every solution.
   */
  public SearchResult run(int threads, CellVisitor visitor) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, got " + threads);
    }
    Control control = new Control();
    if (threads == 1) {
      explore(factory.get(), control, visitor, 0);
      return control.result();
    }
    // split: cut the tree at growing depths until there are enough prefixes
    List<int[]> prefixes = new ArrayList<>();
    List<int[]> above = new ArrayList<>(); // solutions found above the cut
    for (int depth = 1; ; depth++) {
      prefixes.clear();
      above.clear();
      GridSearch splitter = factory.get();
      splitter.limitDepth(depth);
      splitter.setStopCheck(() -> control.shouldStop(0));
      while (splitter.nextSolution()) {
        if (splitter.atLeaf()) {
          above.add(splitter.copyCells(new int[cells]));
        } else {
          prefixes.add(splitter.prefix());
        }
      }
      control.nodes.addAndGet(splitter.nodes());
      if (splitter.isStopped()) {
        return control.result();
      }
      if (prefixes.size() >= TASKS_PER_THREAD * threads || depth >= MAX_SPLIT_DEPTH || prefixes.isEmpty()) {
        break;
      }
    }
    for (int[] solution : above) {
      control.solutions.incrementAndGet();
      if (visitor != null && !visitor.visit(solution)) {
        control.stop(StopReason.VISITOR);
        return control.result();
      }
    }
    List<int[]> tasks = prefixes;
    AtomicInteger next = new AtomicInteger();
    control.tasks = tasks.size();
    control.workerFraction = new double[threads];
    ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "tanks-search");
      t.setDaemon(true);
      return t;
    });
    try {
      List<Future<?>> futures = new ArrayList<>();
      for (int w = 0; w < threads; w++) {
        int worker = w;
        futures.add(pool.submit(() -> {
          GridSearch search = factory.get();
          while (!control.stopped()) {
            int t = next.getAndIncrement();
            if (t >= tasks.size()) {
              break;
            }
            search.reset();
            if (search.replay(tasks.get(t))) {
              explore(search, control, visitor, worker);
            }
            control.completed.incrementAndGet();
            control.workerFraction[worker] = 0;
          }
        }));
      }
      for (Future<?> f : futures) {
        f.get();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      control.stop(StopReason.INTERRUPTED);
    } catch (java.util.concurrent.ExecutionException e) {
      throw new IllegalStateException("search worker failed", e.getCause());
    } finally {
      pool.shutdownNow();
    }
    return control.result();
  }

  /** Explores one (sub)tree, adding its solutions and nodes to the control's counts. */
  private void explore(GridSearch search, Control control, CellVisitor visitor, int worker) {
    int[] buffer = new int[cells];
    long[] counted = {search.nodes()};
    search.setStopCheck(() -> {
      long now = search.nodes();
      control.nodes.addAndGet(now - counted[0]);
      counted[0] = now;
      if (control.workerFraction != null) {
        control.workerFraction[worker] = search.progress();
      } else {
        control.singleFraction = search.progress();
      }
      return control.shouldStop(worker);
    });
    while (search.nextSolution()) {
      control.solutions.incrementAndGet();
      if (visitor != null && !visitor.visit(search.copyCells(buffer))) {
        control.stop(StopReason.VISITOR);
        break;
      }
      if (control.stopped()) {
        break;
      }
    }
    control.nodes.addAndGet(search.nodes() - counted[0]);
  }

  /** The solutions one by one, sequentially and lazily; a limit that stops the search throws. */
  public Iterator<int[]> iterator() {
    Control control = new Control();
    GridSearch search = factory.get();
    search.setStopCheck(() -> {
      control.nodes.set(search.nodes());
      control.singleFraction = search.progress();
      return control.shouldStop(0);
    });
    return new Iterator<>() {
      private int[] next;
      private boolean done;

      @Override
      public boolean hasNext() {
        if (next != null) {
          return true;
        }
        if (done) {
          return false;
        }
        if (search.nextSolution()) {
          control.solutions.incrementAndGet();
          next = search.copyCells(new int[cells]);
          return true;
        }
        done = true;
        if (search.isStopped()) {
          control.nodes.set(search.nodes());
          throw new SearchStoppedException(control.result());
        }
        return false;
      }

      @Override
      public int[] next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        int[] r = next;
        next = null;
        return r;
      }
    };
  }

  /**
   * Knuth's estimate of the tree size from {@code probes} random walks, with the search speed
   * measured on {@code speedSample} nodes of real search (0 for none).
   */
  public TreeSizeEstimate estimate(int probes, long seed, long speedSample) {
    if (probes < 1) {
      throw new IllegalArgumentException("probes must be at least 1, got " + probes);
    }
    GridSearch search = factory.get();
    SplittableRandom random = new SplittableRandom(seed);
    double sum = 0;
    double sumSquares = 0;
    for (int p = 0; p < probes; p++) {
      double x = search.probe(random);
      sum += x;
      sumSquares += x * x;
    }
    double mean = sum / probes;
    double variance = probes > 1 ? Math.max(0, (sumSquares - probes * mean * mean) / (probes - 1)) : 0;
    double rate = 0;
    if (speedSample > 0) {
      search.reset();
      long start = System.nanoTime();
      search.setStopCheck(() -> search.nodes() >= speedSample);
      while (search.nextSolution()) {
        // count nodes only
      }
      double seconds = (System.nanoTime() - start) / 1e9;
      rate = seconds > 0 ? search.nodes() / seconds : 0;
    }
    return new TreeSizeEstimate(probes, mean, Math.sqrt(variance / probes), 0, 0, rate);
  }

  /** Shared stop state, counters and progress reporting of one run. */
  private final class Control {
    private final long start = System.nanoTime();
    private final long deadline = limits.timeLimit() == null ? Long.MAX_VALUE
        : start + limits.timeLimit().toNanos();
    private final AtomicLong nodes = new AtomicLong();
    private final AtomicLong solutions = new AtomicLong();
    private final AtomicInteger completed = new AtomicInteger();
    private volatile StopReason stop;
    private volatile double[] workerFraction;
    private volatile double singleFraction;
    private int tasks;
    private long nextReport = listener == null ? Long.MAX_VALUE : start + interval.toNanos();

    boolean stopped() {
      return stop != null;
    }

    void stop(StopReason reason) {
      if (stop == null) {
        stop = reason;
      }
    }

    boolean shouldStop(int worker) {
      if (stop != null) {
        return true;
      }
      long now = System.nanoTime();
      if (now > deadline) {
        stop(StopReason.TIME_LIMIT);
      } else if (nodes.get() >= limits.maxNodes()) {
        stop(StopReason.NODE_LIMIT);
      } else if (limits.cancellation() != null && limits.cancellation().isCancelled()) {
        stop(StopReason.CANCELLED);
      } else if (Thread.currentThread().isInterrupted()) {
        stop(StopReason.INTERRUPTED);
      }
      if (now >= nextReport) {
        report(now);
      }
      return stop != null;
    }

    private synchronized void report(long now) {
      if (now < nextReport) {
        return;
      }
      nextReport = now + interval.toNanos();
      double fraction;
      double[] fractions = workerFraction;
      if (fractions == null) {
        fraction = singleFraction;
      } else {
        double running = 0;
        for (double f : fractions) {
          running += f;
        }
        fraction = Math.min(1, (completed.get() + running) / Math.max(1, tasks));
      }
      listener.onProgress(new Progress(fraction, nodes.get(), solutions.get(),
          Duration.ofNanos(now - start)));
    }

    SearchResult result() {
      StopReason reason = stop == null ? StopReason.COMPLETED : stop;
      return new SearchResult(solutions.get(), reason, new SearchStatistics(nodes.get(), 0,
          solutions.get(), Duration.ofNanos(System.nanoTime() - start)));
    }
  }
}
