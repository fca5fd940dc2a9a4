package io.github.dlxkit.core.search;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.DoubleAdder;

/**
 * Parallel search by splitting the tree into independent subtrees.
 *
 * <p>A splitter runs Algorithm C itself, but treats every node at depth {@code d} as a leaf and
 * records the path to it: the options chosen on levels 0..d-1 (a <em>prefix</em>). Because the
 * search below a prefix depends only on the prefix, the subtrees below distinct prefixes are
 * disjoint and together with the solutions found above depth {@code d} they make up exactly the
 * sequential tree: the parallel count (and node count) equals the sequential one. The depth grows
 * until there are many more prefixes than threads, so that uneven subtrees even out.
 *
 * <p>Each worker owns a copy of the matrix; it replays a prefix ({@link SearchMatrix#enterPrefix}),
 * explores the subtree, undoes the prefix and takes the next one.
 */
final class ParallelSearch {
  /** Aim for this many prefixes per thread: subtree sizes vary by orders of magnitude. */
  private static final int TASKS_PER_THREAD = 64;
  /** Never enumerate more prefixes than this (memory), whatever the thread count. */
  private static final int MAX_TASKS = 1 << 20;

  private final ExactCoverSolver solver;
  private final int threads;
  private final SolutionVisitor visitor;
  private final SearchLimits limits;
  private final long start = System.nanoTime();
  private final long deadline;

  private final AtomicLong nodesSoFar = new AtomicLong();
  private final AtomicLong solutionsSoFar = new AtomicLong();
  private final DoubleAdder completedWeight = new DoubleAdder();
  private volatile StopReason stop;

  private List<int[]> prefixes;
  private double[] weights;
  private final AtomicInteger nextTask = new AtomicInteger();
  private volatile double[] workerFraction; // per worker: weight done inside its current task
  private volatile long nextReport;

  private ParallelSearch(ExactCoverSolver solver, int threads, SolutionVisitor visitor) {
    this.solver = solver;
    this.threads = threads;
    this.visitor = visitor;
    this.limits = solver.limits();
    this.deadline = limits.timeLimit() == null ? Long.MAX_VALUE : start + limits.timeLimit().toNanos();
    this.nextReport = solver.listener() == null ? Long.MAX_VALUE
        : start + solver.progressInterval().toNanos();
  }

  static SearchResult run(ExactCoverSolver solver, int threads, SolutionVisitor visitor) {
    return new ParallelSearch(solver, threads, visitor).run();
  }

  private SearchResult run() {
    SearchMatrix splitter = solver.prepare();
    if (splitter == null) {
      return result(0, 0, 0);
    }
    int target = Math.min(MAX_TASKS, threads * TASKS_PER_THREAD);
    Split split = null;
    for (int depth = 1; ; depth++) {
      Split deeper = Split.enumerate(splitter, depth, depth == 1 ? Integer.MAX_VALUE : MAX_TASKS);
      if (deeper == null) {
        break; // too many prefixes at this depth: keep the previous one
      }
      split = deeper;
      if (split.prefixes.size() >= target || split.prefixes.isEmpty()
          || depth >= splitter.primaryItemCount()) {
        break;
      }
    }
    prefixes = split.prefixes;
    weights = split.weights;
    List<int[]> shallow = split.shallowSolutions;
    long shallowSolutions = shallow.size();
    long splitNodes = split.nodes;
    long splitUpdates = split.updates;
    splitter.restart();
    nodesSoFar.addAndGet(splitNodes);
    solutionsSoFar.addAndGet(shallowSolutions);
    if (visitor != null) {
      for (int[] s : shallow) {
        if (!visitor.visit(s, s.length)) {
          stop = StopReason.VISITOR;
          return result(shallowSolutions, splitNodes, splitUpdates);
        }
      }
    }

    workerFraction = new double[threads];
    ForkJoinPool pool = new ForkJoinPool(threads);
    List<Future<long[]>> futures = new ArrayList<>();
    try {
      for (int w = 0; w < threads; w++) {
        SearchMatrix copy = solver.prepare();
        int id = w;
        futures.add(pool.submit(() -> work(id, copy)));
      }
      long solutions = shallowSolutions;
      long nodes = splitNodes;
      long updates = splitUpdates;
      for (Future<long[]> f : futures) {
        long[] r = f.get();
        solutions = Math.addExact(solutions, r[0]);
        nodes += r[1];
        updates += r[2];
      }
      return result(solutions, nodes, updates);
    } catch (InterruptedException ex) {
      Thread.currentThread().interrupt();
      stop = StopReason.INTERRUPTED;
      return result(solutionsSoFar.get(), nodesSoFar.get(), 0);
    } catch (ExecutionException ex) {
      Throwable cause = ex.getCause();
      if (cause instanceof RuntimeException) {
        throw (RuntimeException) cause;
      }
      if (cause instanceof Error) {
        throw (Error) cause;
      }
      throw new IllegalStateException(cause);
    } finally {
      pool.shutdownNow();
    }
  }

  private SearchResult result(long solutions, long nodes, long updates) {
    StopReason reason = stop == null ? StopReason.COMPLETED : stop;
    return new SearchResult(solutions, reason,
        new SearchStatistics(nodes, updates, solutions, Duration.ofNanos(System.nanoTime() - start)));
  }

  /** One worker: takes prefixes until none are left; returns {solutions, nodes, updates}. */
  private long[] work(int id, SearchMatrix dl) {
    int[] buffer = new int[dl.solutionCapacity()];
    WorkerControl control = new WorkerControl(id);
    dl.setLimiter(control, SearchControl.INTERVAL);
    long solutions = 0;
    int task;
    while (stop == null && (task = nextTask.getAndIncrement()) < prefixes.size()) {
      control.task = task;
      dl.enterPrefix(prefixes.get(task));
      boolean finished = false;
      while (true) {
        SearchMatrix.Event e = dl.step();
        if (e == SearchMatrix.Event.SOLUTION) {
          solutions++;
          if (visitor != null && !visitor.visit(buffer, dl.solution(buffer))) {
            stop = StopReason.VISITOR;
            break;
          }
        } else if (e == SearchMatrix.Event.EXHAUSTED) {
          finished = true;
          break;
        } else if (e == SearchMatrix.Event.STOPPED) {
          break;
        }
      }
      dl.leavePrefix();
      if (finished) {
        completedWeight.add(weights[task]);
        workerFraction[id] = 0;
      }
    }
    control.flush(dl);
    return new long[] {solutions, dl.nodes(), dl.updates()};
  }

  /** Shared budgets and progress for the workers, checked at each worker's checkpoints. */
  private final class WorkerControl implements SearchMatrix.Limiter {
    private final int id;
    private long reportedNodes;
    private long reportedSolutions;
    int task;

    WorkerControl(int id) {
      this.id = id;
    }

    void flush(SearchMatrix dl) {
      nodesSoFar.addAndGet(dl.nodes() - reportedNodes);
      solutionsSoFar.addAndGet(dl.solutions() - reportedSolutions);
      reportedNodes = dl.nodes();
      reportedSolutions = dl.solutions();
    }

    @Override
    public boolean shouldStop(SearchMatrix dl) {
      flush(dl);
      if (stop != null) {
        return true;
      }
      StopReason reason = null;
      CancellationToken token = limits.cancellation();
      long now = System.nanoTime();
      if (nodesSoFar.get() >= limits.maxNodes()) {
        reason = StopReason.NODE_LIMIT;
      } else if (token != null && token.isCancelled()) {
        reason = StopReason.CANCELLED;
      } else if (Thread.currentThread().isInterrupted()) {
        reason = StopReason.INTERRUPTED;
      } else if (deadline != Long.MAX_VALUE && now - deadline >= 0) {
        reason = StopReason.TIME_LIMIT;
      }
      if (reason != null) {
        stop = reason;
        return true;
      }
      workerFraction[id] = weights[task] * dl.progress();
      if (nextReport != Long.MAX_VALUE && now - nextReport >= 0) {
        report(now);
      }
      dl.setCheckpoint(dl.nodes() + SearchControl.INTERVAL);
      return false;
    }
  }

  private synchronized void report(long now) {
    if (now - nextReport < 0) {
      return; // another worker just reported
    }
    nextReport = now + solver.progressInterval().toNanos();
    double estimate = completedWeight.sum();
    for (double f : workerFraction) {
      estimate += f;
    }
    solver.listener().onProgress(new Progress(Math.min(1, estimate), nodesSoFar.get(),
        solutionsSoFar.get(), Duration.ofNanos(now - start)));
  }

  /** The prefixes at one depth, with their weights, and the solutions above that depth. */
  private static final class Split {
    final List<int[]> prefixes = new ArrayList<>();
    double[] weights;
    final List<int[]> shallowSolutions = new ArrayList<>();
    long nodes;
    long updates;

    /** Enumerates the prefixes of length {@code depth}, or returns null if there are more than {@code cap}. */
    static Split enumerate(SearchMatrix splitter, int depth, int cap) {
      splitter.restart();
      splitter.resetStatistics();
      splitter.setLeafLevel(depth);
      Split split = new Split();
      List<Double> weights = new ArrayList<>();
      SearchMatrix.Event e;
      while ((e = splitter.step()) != SearchMatrix.Event.EXHAUSTED) {
        if (e == SearchMatrix.Event.PREFIX) {
          if (split.prefixes.size() >= cap) {
            splitter.restart();
            return null;
          }
          split.prefixes.add(splitter.prefixNodes(depth));
          weights.add(splitter.prefixWeight(depth));
        } else if (e == SearchMatrix.Event.SOLUTION) {
          split.shallowSolutions.add(splitter.solution());
        }
      }
      split.weights = new double[weights.size()];
      for (int i = 0; i < split.weights.length; i++) {
        split.weights[i] = weights.get(i);
      }
      split.nodes = splitter.nodes();
      split.updates = splitter.updates();
      splitter.restart();
      return split;
    }
  }
}
