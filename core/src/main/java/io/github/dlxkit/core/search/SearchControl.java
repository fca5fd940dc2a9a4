package io.github.dlxkit.core.search;

import io.github.dlxkit.core.BadInputException;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.DoubleAdder;

/**
 * The one control of a search run, used by every search of the project: it enforces the
 * {@link SearchLimits}, sees cancellation and the thread's interrupt flag, adds up the counters of
 * all threads and reports {@link Progress} to a listener.
 *
 * <h2>How a search uses it</h2>
 * Each searching thread takes a {@link Worker} and {@linkplain Worker#attach attaches} its search
 * (a {@link WatchedSearch}). In its hot loop the search pays one compare per node against the
 * node count of its next poll, kept in a field:
 *
 * <pre>{@code
 * SearchControl control = SearchControl.of(SearchLimits.none().withMaxNodes(10_000));
 * SearchControl.Worker worker = control.worker();
 * long[] nodes = {0};   // the search's own counter, read by the worker at polls only
 * long nextPoll = worker.attach(new WatchedSearch() {
 *   public long nodes() { return nodes[0]; }
 *   public long solutions() { return 0; }
 *   public double progress() { return 0; }
 * });
 * boolean stopped = false;
 * while (!stopped) {   // the hot loop, one node per turn
 *   // every few thousand nodes, never per node; -1: a limit, cancellation or interrupt, stop cleanly
 *   if (++nodes[0] >= nextPoll && (nextPoll = worker.poll()) < 0) stopped = true;
 * }
 * StopReason why = control.stopReason();   // NODE_LIMIT
 * long n = control.nodes();                // 10000
 * }</pre>
 *
 * At a poll the worker hands the search's new nodes and solutions to the shared counters and
 * checks, in this order: another thread's stop, the node limit, the cancellation token, the
 * interrupt flag, the time limit; then, if a listener is set and the interval has passed, it
 * reports progress. Polls are {@link #INTERVAL} nodes apart, closer when the node limit is
 * nearly spent: a single-threaded search stops at exactly the node limit, a parallel one within
 * {@code INTERVAL} nodes per thread.
 *
 * <h2>Progress of a split search</h2>
 * A run split into tasks (subtrees) gives each task a weight, its share of the whole tree (Knuth's
 * weight of its prefix, or 1/tasks); a worker says {@link Worker#beginTask} and
 * {@link Worker#endTask}. The reported fraction is the weight of the finished tasks plus, for each
 * running task, its weight times the search's own {@link WatchedSearch#progress()}. An unsplit run
 * is one task of weight 1.
 *
 * <p>Thread-safe: one control per run, one worker per thread.
 */
public final class SearchControl {
  /** Nodes between polls: small enough to react within milliseconds, large enough to be free. */
  public static final long INTERVAL = 4096;

  private final SearchLimits limits;
  private final ProgressListener listener;
  private final long intervalNanos;
  private final long start = System.nanoTime();
  private final long deadline;
  private final AtomicLong nodes = new AtomicLong();
  private final AtomicLong solutions = new AtomicLong();
  private final DoubleAdder finishedWeight = new DoubleAdder();
  private final List<Worker> workers = new CopyOnWriteArrayList<>();
  private final AtomicReference<StopReason> stop = new AtomicReference<>();
  private volatile long nextReport;

  /**
   * A control for one run within {@code limits}, reporting to {@code listener} about once per
   * {@code progressInterval} (ignored without a listener); with a null listener, to the limits' own
   * ({@link SearchLimits#withProgress}), if they have one, at their interval. The time limit
   * counts from now.
   *
   * @param limits the run's limits; not null
   * @param listener told about progress, from the searching threads; null for the limits' own
   *     listener, or none if they have none
   * @param progressInterval about how often the listener is told, positive; may be null without a
   *     listener
   * @throws IllegalArgumentException ({@link BadInputException}) if there is a listener and the
   *     interval is null, zero or negative
   */
  public SearchControl(SearchLimits limits, ProgressListener listener, Duration progressInterval) {
    this.limits = Objects.requireNonNull(limits, "limits");
    if (listener == null && limits.progress() != null) {
      listener = limits.progress();
      progressInterval = limits.progressInterval();
    }
    this.listener = listener;
    if (listener != null && (progressInterval == null || progressInterval.isNegative() || progressInterval.isZero())) {
      throw new BadInputException("progress interval must be positive, got " + progressInterval);
    }
    this.intervalNanos = listener == null ? Long.MAX_VALUE : progressInterval.toNanos();
    this.deadline = limits.timeLimit() == null ? Long.MAX_VALUE : start + limits.timeLimit().toNanos();
    this.nextReport = listener == null ? Long.MAX_VALUE : start + intervalNanos;
  }

  /**
   * {@return a control for one run within {@code limits}, reporting progress only where the limits
   * say ({@link SearchLimits#withProgress})}
   *
   * @param limits the run's limits, its time limit counted from now; not null
   */
  public static SearchControl of(SearchLimits limits) {
    return new SearchControl(limits, null, null);
  }

  /** {@return the limits of this run} */
  public SearchLimits limits() {
    return limits;
  }

  /** {@return a new worker for one searching thread} */
  public Worker worker() {
    Worker w = new Worker();
    workers.add(w);
    return w;
  }

  /**
   * Stops the run (every worker stops at its next poll); the first reason given wins. Any thread
   * may call it.
   *
   * @param reason why the run stops, e.g. {@link StopReason#VISITOR}; not null
   */
  public void stop(StopReason reason) {
    stop.compareAndSet(null, Objects.requireNonNull(reason, "reason"));
  }

  /** {@return whether the run was stopped} */
  public boolean isStopped() {
    return stop.get() != null;
  }

  /** {@return why the run ended: the first stop reason, or {@link StopReason#COMPLETED} if none} */
  public StopReason stopReason() {
    StopReason r = stop.get();
    return r == null ? StopReason.COMPLETED : r;
  }

  /**
   * {@return the nodes handed in by the workers so far (and by {@link #addNodes})} A running
   * worker's nodes since its last poll are not in it yet.
   */
  public long nodes() {
    return nodes.get();
  }

  /**
   * {@return the solutions handed in by the workers so far (and by {@link #addSolutions})} A
   * running worker's solutions since its last poll are not in it yet.
   */
  public long solutions() {
    return solutions.get();
  }

  /**
   * Counts nodes explored outside any worker (e.g. while splitting the tree).
   *
   * @param n the number of nodes to add, 0 or more
   */
  public void addNodes(long n) {
    nodes.addAndGet(n);
  }

  /**
   * Counts solutions found outside any worker (e.g. above the split depth).
   *
   * @param n the number of solutions to add, 0 or more
   */
  public void addSolutions(long n) {
    solutions.addAndGet(n);
  }

  /** {@return the time since this control was created (on the monotonic clock)} */
  public Duration elapsed() {
    return Duration.ofNanos(System.nanoTime() - start);
  }

  /**
   * {@return the result of the run with these totals, its stop reason and its elapsed time}
   *
   * @param solutions the solutions counted, reported as the result's count
   * @param nodes the nodes explored
   * @param updates the link updates made (Knuth's "updates"), 0 where a search does not count them
   */
  public SearchResult result(long solutions, long nodes, long updates) {
    return new SearchResult(solutions, stopReason(), new SearchStatistics(nodes, updates, solutions, elapsed()));
  }

  /**
   * {@return the result of the run with the totals handed in, and {@code updates}} Call it after
   * every worker has {@linkplain Worker#detach() detached}, so that their last counts are in.
   *
   * @param updates the link updates made (Knuth's "updates"), 0 where a search does not count them
   */
  public SearchResult result(long updates) {
    return result(solutions.get(), nodes.get(), updates);
  }

  /** Checks the limits in the documented order; the reason to stop, or null. */
  private StopReason limitReached(long now) {
    if (nodes.get() >= limits.maxNodes()) {
      return StopReason.NODE_LIMIT;
    }
    CancellationToken token = limits.cancellation();
    if (token != null && token.isCancelled()) {
      return StopReason.CANCELLED;
    }
    if (Thread.currentThread().isInterrupted()) {
      return StopReason.INTERRUPTED;
    }
    if (deadline != Long.MAX_VALUE && now - deadline >= 0) {
      return StopReason.TIME_LIMIT;
    }
    return null;
  }

  private synchronized void report(long now) {
    if (now - nextReport < 0) {
      return; // another worker just reported
    }
    nextReport = now + intervalNanos;
    double done = finishedWeight.sum();
    for (Worker w : workers) {
      done += w.done;
    }
    listener.onProgress(new Progress(Math.min(1, done), nodes.get(), solutions.get(), Duration.ofNanos(now - start)));
  }

  /** Reports progress now (e.g. at the end of a phase), if a listener is set. */
  public void reportNow() {
    if (listener != null) {
      nextReport = System.nanoTime();
      report(nextReport);
    }
  }

  /**
   * One thread's view of the run: hands its search's counters to the shared totals and decides at
   * its polls whether to stop. Not thread-safe: one per thread.
   */
  public final class Worker {
    private WatchedSearch search;
    private long reportedNodes;
    private long reportedSolutions;
    private long next = INTERVAL;
    /** Nodes the next attached search may explore before it is cut (see {@link #cutAfter}). */
    private long cutNodes = Long.MAX_VALUE;
    /** The watched search's node count at which it is cut; Long.MAX_VALUE for never. */
    private long cutoff = Long.MAX_VALUE;
    private boolean cut;
    private double weight = 1;
    private volatile double done;

    private Worker() {}

    /**
     * Watches {@code search} from now on (after {@link #detach()} of any search watched before):
     * its counters count from their present values. Call again after the search resets its
     * counters.
     *
     * @param search the search this worker's thread runs; not null
     * @return the search's node count at which to poll first, as {@link #nextPoll()}
     */
    public long attach(WatchedSearch search) {
      this.search = Objects.requireNonNull(search, "search");
      reportedNodes = search.nodes();
      reportedSolutions = search.solutions();
      cutoff = cutNodes == Long.MAX_VALUE ? Long.MAX_VALUE : reportedNodes + cutNodes;
      cut = false;
      next = reportedNodes + budgetStep();
      return next;
    }

    /** Hands in the watched search's last counts; call when it ends or before it resets them. */
    public void detach() {
      flush();
      search = null;
    }

    private void flush() {
      if (search != null) {
        long n = search.nodes();
        long s = search.solutions();
        nodes.addAndGet(n - reportedNodes);
        solutions.addAndGet(s - reportedSolutions);
        reportedNodes = n;
        reportedSolutions = s;
      }
    }

    /**
     * Cuts the next search this worker {@linkplain #attach attaches} after {@code nodes} nodes of
     * its own: at that poll it is told to stop, but the run is not ({@link SearchControl#isStopped()}
     * stays false; {@link #wasCut()} tells the cut from a limit). For searches that restart, such as
     * {@link RestartingSearch}; {@code Long.MAX_VALUE} for no cut. ({@code RestartingSearchExamplesTest.cutAfter}
     * shows a cut run on 8 queens.)
     *
     * @param nodes the nodes the search may explore before it is cut, at least 1
     * @throws IllegalArgumentException if {@code nodes} is less than 1
     */
    public void cutAfter(long nodes) {
      if (nodes < 1) {
        throw new IllegalArgumentException("cut must be at least 1 node, got " + nodes);
      }
      cutNodes = nodes;
    }

    /** {@return whether the watched search was stopped by its cut ({@link #cutAfter}), not by a limit} */
    public boolean wasCut() {
      return cut;
    }

    /** The nodes to the next poll: the interval, or what is left of the node limit or of the cut. */
    private long budgetStep() {
      long left = limits.maxNodes() - nodes.get();
      if (cutoff != Long.MAX_VALUE) {
        left = Math.min(left, cutoff - reportedNodes);
      }
      return Math.max(1, Math.min(INTERVAL, left));
    }

    /**
     * {@return the poll: hands in the counts, checks the limits and reports progress} Returns true if
     * the search must stop (see {@link SearchControl#stopReason()}).
     */
    public boolean check() {
      flush();
      if (stop.get() != null) {
        return true;
      }
      long now = System.nanoTime();
      StopReason reason = limitReached(now);
      if (reason != null) {
        stop(reason);
        return true;
      }
      if (reportedNodes >= cutoff) {
        cut = true; // this search only: the run goes on
        return true;
      }
      if (listener != null) {
        done = weight * search.progress();
        if (now - nextReport >= 0) {
          report(now);
        }
      }
      next = reportedNodes + budgetStep();
      return false;
    }

    /**
     * {@link #check()} and {@link #nextPoll()} in one: the node count of the
     * next poll, or -1 if the search must stop (then every later call says -1 too).
     *
     * @return the watched search's node count at which to poll next, or -1 to stop
     */
    public long poll() {
      return check() ? -1 : next;
    }

    /** {@return the node count (of the watched search) at which to call {@link #check()} next} */
    public long nextPoll() {
      return next;
    }

    /**
     * Starts a task with {@code weight}, its share of the whole tree.
     *
     * @param weight the task's share of the whole tree, in [0, 1]; the weights of a run's tasks add
     *     up to 1
     */
    public void beginTask(double weight) {
      this.weight = weight;
      this.done = 0;
    }

    /**
     * Ends the current task; its weight counts as done if it was {@code finished}.
     *
     * @param finished whether the task's subtree was explored to its end (false when it was
     *     stopped)
     */
    public void endTask(boolean finished) {
      if (finished) {
        finishedWeight.add(weight);
      }
      done = 0;
    }

    /** {@return the run this worker belongs to} */
    public SearchControl control() {
      return SearchControl.this;
    }
  }
}
