package io.github.dlxkit.tanks.search;

import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
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
import java.util.function.Supplier;

/**
 * Runs a {@link GridSearch} to the end, in one thread or several, under the core's
 * {@link SearchControl} (limits, cancellation, progress); lists solutions lazily; estimates the
 * tree size.
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

  private SearchControl newControl() {
    return new SearchControl(limits, listener, interval);
  }

  /**
   * Explores the whole tree (within the limits) with {@code threads} threads, calling
   * {@code visitor} (if not null; concurrently when threads &gt; 1) for every solution.
   */
  public SearchResult run(int threads, CellVisitor visitor) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, got " + threads);
    }
    SearchControl control = newControl();
    if (threads == 1) {
      SearchControl.Worker worker = control.worker();
      GridSearch search = factory.get();
      search.watch(worker);
      explore(search, control, visitor);
      worker.detach();
      return control.result(0);
    }
    // split: cut the tree at growing depths until there are enough prefixes
    List<int[]> prefixes = new ArrayList<>();
    List<int[]> above = new ArrayList<>(); // solutions found above the cut
    SearchControl.Worker splitWorker = control.worker();
    for (int depth = 1; ; depth++) {
      prefixes.clear();
      above.clear();
      GridSearch splitter = factory.get();
      splitter.limitDepth(depth);
      splitter.watch(splitWorker);
      while (splitter.nextSolution()) {
        if (splitter.atLeaf()) {
          above.add(splitter.copyCells(new int[cells]));
        } else {
          prefixes.add(splitter.prefix());
        }
      }
      splitWorker.detach();
      // the solutions above the cut are counted as they are visited, below
      control.addSolutions(-splitter.solutions());
      if (splitter.isStopped()) {
        return control.result(0);
      }
      if (prefixes.size() >= TASKS_PER_THREAD * threads || depth >= MAX_SPLIT_DEPTH || prefixes.isEmpty()) {
        break;
      }
    }
    splitWorker.endTask(false);
    for (int[] solution : above) {
      control.addSolutions(1);
      if (visitor != null && !visitor.visit(solution)) {
        control.stop(StopReason.VISITOR);
        return control.result(0);
      }
    }
    List<int[]> tasks = prefixes;
    double weight = 1.0 / Math.max(1, tasks.size());
    AtomicInteger next = new AtomicInteger();
    ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "tanks-search");
      t.setDaemon(true);
      return t;
    });
    try {
      List<Future<?>> futures = new ArrayList<>();
      for (int w = 0; w < threads; w++) {
        SearchControl.Worker worker = control.worker();
        futures.add(pool.submit(() -> {
          GridSearch search = factory.get();
          search.watch(worker);
          while (!control.isStopped()) {
            int t = next.getAndIncrement();
            if (t >= tasks.size()) {
              break;
            }
            search.reset();
            worker.beginTask(weight);
            if (search.replay(tasks.get(t))) {
              explore(search, control, visitor);
            }
            worker.endTask(!search.isStopped() && !control.isStopped());
          }
          worker.detach();
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
    return control.result(0);
  }

  /** Explores one (sub)tree; the search hands its solutions and nodes to its worker. */
  private void explore(GridSearch search, SearchControl control, CellVisitor visitor) {
    int[] buffer = new int[cells];
    while (search.nextSolution()) {
      if (visitor != null && !visitor.visit(search.copyCells(buffer))) {
        control.stop(StopReason.VISITOR);
        break;
      }
      if (control.isStopped()) {
        break;
      }
    }
  }

  /** The solutions one by one, sequentially and lazily; a limit that stops the search throws. */
  public Iterator<int[]> iterator() {
    SearchControl control = newControl();
    SearchControl.Worker worker = control.worker();
    GridSearch search = factory.get();
    search.watch(worker);
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
          next = search.copyCells(new int[cells]);
          return true;
        }
        done = true;
        worker.detach();
        if (search.isStopped()) {
          throw new SearchStoppedException(control.result(0));
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
    TreeSizeEstimate.Walks walks = new TreeSizeEstimate.Walks();
    for (int p = 0; p < probes; p++) {
      walks.add(search.probe(random));
    }
    double rate = 0;
    if (speedSample > 0) {
      search.reset();
      SearchControl sample = SearchControl.of(SearchLimits.none().withMaxNodes(speedSample));
      search.watch(sample.worker());
      long start = System.nanoTime();
      while (search.nextSolution()) {
        // count nodes only
      }
      double seconds = (System.nanoTime() - start) / 1e9;
      rate = seconds > 0 ? search.nodes() / seconds : 0;
    }
    return new TreeSizeEstimate(probes, walks.mean(), walks.standardError(), 0, 0, rate);
  }
}
