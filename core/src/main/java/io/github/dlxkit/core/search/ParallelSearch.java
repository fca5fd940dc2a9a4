package io.github.dlxkit.core.search;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

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

  private final ExactCoverSolver solver;
  private final int threads;
  private final SolutionVisitor visitor;
  private final SearchControl control;

  private List<int[]> prefixes;
  private double[] weights;
  private final AtomicInteger nextTask = new AtomicInteger();

  private ParallelSearch(ExactCoverSolver solver, int threads, SolutionVisitor visitor) {
    this.solver = solver;
    this.threads = threads;
    this.visitor = visitor;
    this.control = new SearchControl(solver.limits(), solver.listener(), solver.progressInterval());
  }

  static SearchResult run(ExactCoverSolver solver, int threads, SolutionVisitor visitor) {
    return new ParallelSearch(solver, threads, visitor).run();
  }

  private SearchResult run() {
    SearchMatrix splitter = solver.prepare();
    if (splitter == null) {
      return result(0, 0, 0);
    }
    PrefixSplit split = PrefixSplit.forTarget(splitter, threads * TASKS_PER_THREAD);
    prefixes = split.prefixes;
    weights = split.weights;
    List<int[]> shallow = split.shallowSolutions;
    long shallowSolutions = shallow.size();
    long splitNodes = split.nodes;
    long splitUpdates = split.updates;
    splitter.restart();
    control.addNodes(splitNodes);
    control.addSolutions(shallowSolutions);
    if (visitor != null) {
      for (int[] s : shallow) {
        if (!visitor.visit(s, s.length)) {
          control.stop(StopReason.VISITOR);
          return result(shallowSolutions, splitNodes, splitUpdates);
        }
      }
    }

    ForkJoinPool pool = new ForkJoinPool(threads);
    List<Future<long[]>> futures = new ArrayList<>();
    try {
      for (int w = 0; w < threads; w++) {
        SearchMatrix copy = solver.prepare();
        SearchControl.Worker worker = control.worker();
        futures.add(pool.submit(() -> work(worker, copy)));
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
      control.stop(StopReason.INTERRUPTED);
      return result(control.solutions(), control.nodes(), 0);
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
    return control.result(solutions, nodes, updates);
  }

  /** One worker: takes prefixes until none are left; returns {solutions, nodes, updates}. */
  private long[] work(SearchControl.Worker worker, SearchMatrix dl) {
    int[] buffer = new int[dl.solutionCapacity()];
    dl.watch(worker);
    long solutions = 0;
    int task;
    while (!control.isStopped() && (task = nextTask.getAndIncrement()) < prefixes.size()) {
      worker.beginTask(weights[task]);
      dl.enterPrefix(prefixes.get(task));
      boolean finished = false;
      while (true) {
        SearchMatrix.Event e = dl.step();
        if (e == SearchMatrix.Event.SOLUTION) {
          solutions++;
          if (visitor != null && !visitor.visit(buffer, dl.solution(buffer))) {
            control.stop(StopReason.VISITOR);
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
      worker.endTask(finished);
    }
    worker.detach();
    return new long[] {solutions, dl.nodes(), dl.updates()};
  }
}
