package io.github.dlxkit.tanks.search;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.Runner;
import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.TreeSizeEstimate;
import java.time.Duration;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;
import java.util.function.Supplier;

/**
 * Runs a {@link GridSearch} with core's {@link Runner} (threads, limits, progress, split into
 * subproblems), lists its solutions lazily and estimates its tree size.
 */
public final class SearchRunner {
  private final Supplier<GridSearch> factory;
  private final int cells;
  private final Runner<GridSearch> runner;

  /**
   * A runner making searches with {@code factory} (one per thread) for grids of {@code cells}
   * cells; {@code listener} may be null.
   */
  public SearchRunner(Supplier<GridSearch> factory, int cells, SearchLimits limits,
      ProgressListener listener, Duration interval) {
    this.factory = factory;
    this.cells = cells;
    this.runner = new Runner<>(factory, limits, listener, interval);
  }

  /**
   * Explores the whole tree (within the limits) with {@code threads} threads, calling
   * {@code visitor} (if not null; concurrently when threads &gt; 1) for every solution.
   */
  public SearchResult run(int threads, CellVisitor visitor) {
    if (visitor == null) {
      return runner.run(threads, null);
    }
    ThreadLocal<int[]> buffers = ThreadLocal.withInitial(() -> new int[cells]);
    return runner.run(threads, search -> visitor.visit(search.copyCells(buffers.get())));
  }

  /** The search as subproblems for parts and checkpoints, named {@code identity}. */
  public SplittableSearch splittable(String identity) {
    return runner.splittable(identity);
  }

  /** The solutions one by one, sequentially and lazily; a limit that stops the search throws. */
  public Iterator<int[]> iterator() {
    SearchControl control = runner.newControl();
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
  public TreeSizeEstimate estimateTreeSize(int probes, long seed, long speedSample) {
    if (probes < 1) {
      throw new BadInputException("probes must be at least 1, got " + probes);
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
    return new TreeSizeEstimate(probes, walks.mean(), walks.standardError(), 0, 0, 0, rate);
  }
}
