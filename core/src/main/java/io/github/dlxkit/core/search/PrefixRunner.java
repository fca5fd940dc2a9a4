package io.github.dlxkit.core.search;

import io.github.dlxkit.core.BadInputException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Runs any {@link PrefixSearch} under one {@link SearchControl}: in one thread or several, and
 * split into {@link Subproblem}s for the split API ({@link #splittable}), so a module's own search
 * gets limits, cancellation, progress, threads, parts and checkpoints from core.
 *
 * <p>The split is the one the engine uses for its own searches: a first search, cut off at depth d,
 * lists the nodes at that depth (their prefixes) and the solutions above it, d growing until there
 * are at least as many as the target (or d reaches {@link #MAX_SPLIT_DEPTH}). Each becomes a
 * subproblem (a solution above the cut is a subproblem of exactly one solution). The subtrees are
 * disjoint and cover the tree, so the counts of all subproblems add up to the count. The split is
 * deterministic because the search is.
 *
 * <pre>{@code
 * // QueensSearch: a PrefixSearch that places one queen per rank (in core's examples test)
 * PrefixRunner<QueensSearch> runner =
 *     new PrefixRunner<>(() -> new QueensSearch(8), SearchLimits.none(), null, null);
 * SearchResult all = runner.run(4, null);                     // exact count, 4 threads: 92
 * SplittableSearch parts = runner.splittable("queens:" + 8);  // for --part and --checkpoint
 * }</pre>
 *
 * @param <S> the search type
 */
public final class PrefixRunner<S extends PrefixSearch> {
  /** Subproblems per thread when running in parallel: subtree sizes vary by orders of magnitude. */
  public static final int TASKS_PER_THREAD = 64;
  /** The deepest cut tried. */
  public static final int MAX_SPLIT_DEPTH = 12;

  /** Told about each solution; the search stands on it. Return false to stop the run. */
  @FunctionalInterface
  public interface Visitor<S> {
    /** Called for each solution, concurrently from several threads in a parallel run. */
    boolean visit(S search);
  }

  private final Supplier<? extends S> factory;
  private final SearchLimits limits;
  private final ProgressListener listener;
  private final Duration interval;

  /**
   * A runner making searches with {@code factory} (one per thread), within {@code limits},
   * reporting to {@code listener} (null for none) about once per {@code interval}.
   */
  public PrefixRunner(Supplier<? extends S> factory, SearchLimits limits, ProgressListener listener,
      Duration interval) {
    this.factory = Objects.requireNonNull(factory, "factory");
    this.limits = Objects.requireNonNull(limits, "limits");
    this.listener = listener;
    this.interval = interval;
  }

  /** A new control for one run with this runner's limits and listener. */
  public SearchControl newControl() {
    return new SearchControl(limits, listener, interval);
  }

  /**
   * Explores the whole tree (within the limits) with {@code threads} threads, calling
   * {@code visitor} (if not null) for every solution.
   */
  public SearchResult run(int threads, Visitor<? super S> visitor) {
    if (threads < 1) {
      throw new BadInputException("threads must be at least 1, got " + threads);
    }
    SearchControl control = newControl();
    if (threads == 1) {
      SearchControl.Worker worker = control.worker();
      S search = factory.get();
      search.watch(worker);
      explore(search, control, visitor);
      worker.detach();
      return control.result(0);
    }
    SearchControl.Worker splitWorker = control.worker();
    Cut cut = cut(threads * TASKS_PER_THREAD, splitWorker);
    splitWorker.endTask(false);
    if (cut == null) {
      return control.result(0);
    }
    List<int[]> tasks = cut.paths;
    double weight = 1.0 / Math.max(1, tasks.size());
    AtomicInteger next = new AtomicInteger();
    ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "dlxkit-prefix");
      t.setDaemon(true);
      return t;
    });
    try {
      List<Future<?>> futures = new ArrayList<>();
      for (int w = 0; w < threads; w++) {
        SearchControl.Worker worker = control.worker();
        futures.add(pool.submit(() -> {
          S search = factory.get();
          search.watch(worker);
          int t;
          while (!control.isStopped() && (t = next.getAndIncrement()) < tasks.size()) {
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
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      throw new IllegalStateException("search worker failed", e.getCause());
    } finally {
      pool.shutdownNow();
    }
    return control.result(0);
  }

  /** Explores one (sub)tree; the search hands its solutions and nodes to its worker. */
  private void explore(S search, SearchControl control, Visitor<? super S> visitor) {
    while (search.nextSolution()) {
      if (visitor != null && !visitor.visit(search)) {
        control.stop(StopReason.VISITOR);
        break;
      }
      if (control.isStopped()) {
        break;
      }
    }
  }

  /** The paths of a cut: prefixes at the cut depth, then the solutions above it. */
  private static final class Cut {
    final List<int[]> paths = new ArrayList<>();
  }

  /**
   * Cuts the tree at growing depths until there are at least {@code target} paths; null if the
   * control stopped the cut. The nodes of every depth tried count in the run's statistics.
   */
  private Cut cut(int target, SearchControl.Worker worker) {
    for (int depth = 1; ; depth++) {
      S splitter = factory.get();
      splitter.limitDepth(depth);
      splitter.watch(worker);
      List<int[]> prefixes = new ArrayList<>();
      List<int[]> above = new ArrayList<>();
      while (splitter.nextSolution()) {
        (splitter.atLeaf() ? above : prefixes).add(splitter.prefix());
      }
      worker.detach();
      // solutions above the cut are counted again when their subproblem is explored
      worker.control().addSolutions(-splitter.solutions());
      if (splitter.isStopped()) {
        return null;
      }
      if (prefixes.size() + above.size() >= target || depth >= MAX_SPLIT_DEPTH || prefixes.isEmpty()) {
        Cut cut = new Cut();
        cut.paths.addAll(prefixes);
        cut.paths.addAll(above);
        return cut;
      }
    }
  }

  /**
   * This runner's search as a {@link SplittableSearch} named {@code identity} (which must name
   * everything that determines the search, e.g. {@code "tanks:8x8:rot90:propagation"}).
   */
  public SplittableSearch splittable(String identity) {
    Objects.requireNonNull(identity, "identity");
    return new SplittableSearch() {
      @Override
      public String identity() {
        return identity;
      }

      @Override
      public List<Subproblem> split(int target) {
        SplittableSearch.checkTarget(target);
        Cut cut = cut(target, SearchControl.of(SearchLimits.none()).worker());
        List<Subproblem> list = new ArrayList<>(cut.paths.size());
        for (int[] path : cut.paths) {
          list.add(new Subproblem(list.size(), path));
        }
        return list;
      }

      /**
       * {@inheritDoc} The nodes one decision below the subproblem's, and its solutions there. A
       * search may count the depth of {@link PrefixSearch#limitDepth} and of
       * {@link PrefixSearch#prefix} from the root or from the replayed node (the row scan does the
       * first, the propagation search the second): the length of the prefix right after the
       * replay tells which.
       */
      @Override
      public List<Subproblem> refine(Subproblem subproblem) {
        int[] prefix = subproblem.prefix();
        SearchControl control = SearchControl.of(SearchLimits.none());
        SearchControl.Worker worker = control.worker();
        S search = factory.get();
        search.reset();
        search.watch(worker);
        List<Subproblem> children = new ArrayList<>();
        try {
          if (!search.replay(prefix)) {
            return children;
          }
        } catch (RuntimeException e) {
          throw new BadInputException("subproblem " + subproblem.toLine()
              + " does not belong to " + identity + ": " + e.getMessage(), e);
        } finally {
          worker.detach();
        }
        int base = search.prefix().length; // prefix.length from the root, 0 from the replayed node
        search.limitDepth(base + 1);
        search.watch(worker = control.worker());
        while (search.nextSolution()) {
          int[] p = search.prefix();
          if (p.length > base) { // the subproblem itself a solution: nothing below it
            int[] path = java.util.Arrays.copyOf(prefix, prefix.length + p.length - base);
            System.arraycopy(p, base, path, prefix.length, p.length - base);
            children.add(new Subproblem(subproblem.index(), path));
          }
        }
        worker.detach();
        return children;
      }

      @Override
      public PartCount count(Subproblem subproblem, SearchLimits partLimits) {
        SearchControl control = SearchControl.of(partLimits);
        SearchControl.Worker worker = control.worker();
        S search = factory.get();
        search.reset();
        search.watch(worker);
        boolean live;
        try {
          live = search.replay(subproblem.prefix());
        } catch (RuntimeException e) {
          throw new BadInputException("subproblem " + subproblem.toLine()
              + " does not belong to " + identity + ": " + e.getMessage(), e);
        }
        if (live) {
          while (search.nextSolution()) {
            // counted by the search
          }
        }
        worker.detach();
        if (search.isStopped()) {
          throw new SearchStoppedException(control.result(0));
        }
        return new PartCount(search.solutions(), search.nodes(), control.elapsed());
      }
    };
  }
}
