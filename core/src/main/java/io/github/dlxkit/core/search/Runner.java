package io.github.dlxkit.core.search;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.CheckpointException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.TimeUnit;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The project's one runner. It runs any {@link PrefixSearch} under one {@link SearchControl}, in
 * one thread or several ({@link #run}), and counts the subproblems of any {@link SplittableSearch}
 * — a split's, a part's of a job array, those a checkpoint has not yet recorded — in threads,
 * refining a long one into its subtrees ({@link #count}); both go through one loop over the
 * pieces. The one cutter ({@link Cutter}) gives a {@link PrefixSearch}'s threads their subtrees and
 * its split ({@link #splittable}) its subproblems. The exact-cover engine ({@code ExactCoverSolver.count(threads)},
 * through a package-private {@code MatrixSearch} over any kernel), Tank Attack's two searches, the
 * polyomino bitboard counter, both Tantrix searches and the frontier sweep run here, the CLI's
 * {@code --checkpoint} and {@code --part} too. So every count gets the same limits, cancellation
 * and Ctrl-C (the thread's interrupt, seen at the next poll), progress (Knuth's weights of the
 * subtrees), threads (from {@link Workers}, the one pool), parts, checkpoints and Spark.
 *
 * <p>Two ways in, for two kinds of input: {@link #run} explores a search made in this process,
 * whose solutions a visitor may see; {@link #count} counts named subproblems, which are what a
 * checkpoint records and a Spark task receives. {@link #splittable} turns the first into the
 * second, and both share one loop.
 *
 * <h2>Counting subproblems</h2>
 * {@link #count(SplittableSearch, List, Recorded, int, Listener, long)} hands the subproblems of a
 * list to {@code threads} threads, each taking the next one not {@link Recorded recorded}, and
 * tells a {@link Listener} (a {@link io.github.dlxkit.core.split.Checkpoint} …) about each as it
 * finishes; given a {@link ProgressListener}, it reports the progress of the count, a long piece's
 * while it runs ({@link #count(SplittableSearch, List, Recorded, int, Listener, long,
 * ProgressListener, Duration)}). With a node budget per piece, a subproblem that runs past it is cut
 * into its subtrees ({@link SplittableSearch#refine}), and so on down, each piece reported when
 * counted: a long subproblem then survives a stop piece by piece.
 *
 * <pre>{@code
 * // QueensSearch: a PrefixSearch that places one queen per rank (in core's examples test)
 * Runner<QueensSearch> runner =
 *     new Runner<>(() -> new QueensSearch(8), SearchLimits.none(), null, null);
 * SearchResult all = runner.run(4, null);                     // exact count, 4 threads: 92
 * SplittableSearch parts = runner.splittable("queens:" + 8);  // for --part and --checkpoint
 * CountSum sum = Runner.count(parts, parts.split(16), Runner.Recorded.NOTHING, 2,
 *     (s, c) -> {}, 0);                                       // 92 again, subproblem by subproblem
 * }</pre>
 *
 * @param <S> the search type of {@link #run} and {@link #splittable}
 */
public final class Runner<S extends PrefixSearch> {
  /** Subproblems per thread when running in parallel: subtree sizes vary by orders of magnitude. */
  public static final int TASKS_PER_THREAD = 64;

  /** What a piece of {@link #run} hands back: the run's counts are its control's, not the pieces'. */
  private static final PartCount NOTHING_COUNTED = new PartCount(0, 0, Duration.ZERO);

  /**
   * Told about each solution; the search stands on it. Return false to stop the run.
   *
   * @param <S> the search type
   */
  @FunctionalInterface
  public interface Visitor<S> {
    /**
     * Called for each solution, concurrently from several threads in a parallel run (each thread
     * with its own search), so an implementation that collects must be thread-safe.
     *
     * @param search the search, standing on the solution: read it (e.g. its prefix) before
     *     returning, not later, as it moves on
     * @return true to go on, false to stop the run (its stop reason is then
     *     {@link StopReason#VISITOR})
     */
    boolean visit(S search);
  }

  private final Supplier<? extends S> factory;
  private final SearchLimits limits;
  private final ProgressListener listener;
  private final Duration interval;

  /**
   * A runner making searches with {@code factory} (one per thread), within {@code limits},
   * reporting to {@code listener} (null for none) about once per {@code interval}. A runner may
   * be used for several runs, one after another or at once; each run has its own control.
   *
   * @param factory makes a new search, at its root, each time it is called (once per thread and
   *     more); not null
   * @param limits the limits of each run; not null
   * @param listener told about progress from the searching threads; null for none
   * @param interval about how often the listener is told, positive (else {@link #run} throws a
   *     {@link BadInputException}); ignored, and may be null, without a listener
   */
  public Runner(Supplier<? extends S> factory, SearchLimits limits, ProgressListener listener,
      Duration interval) {
    this.factory = Objects.requireNonNull(factory, "factory");
    this.limits = Objects.requireNonNull(limits, "limits");
    this.listener = listener;
    this.interval = interval;
  }

  /** {@return a new control for one run with this runner's limits and listener} */
  public SearchControl newControl() {
    return new SearchControl(limits, listener, interval);
  }

  /**
   * Explores the whole tree (within the limits) with {@code threads} threads, calling
   * {@code visitor} (if not null) for every solution. With several threads the tree is first cut
   * ({@link Cutter#cut(PrefixSearch, int, SearchControl.Worker)}) into about {@link #TASKS_PER_THREAD}
   * subtrees per thread, which the threads take
   * one after another; the solutions counted are those of a single-thread run, and the nodes too
   * if {@link PrefixSearch#replay} counts none.
   *
   * @param threads how many threads search, 1 to {@link Workers#MAX_THREADS}
   * @param visitor told about each solution (from several threads when {@code threads > 1}); null
   *     to count only
   * @return the count, why the run ended and its statistics; a stopped run (a limit, the visitor,
   *     an interrupt, whose flag then stays set) returns what it counted, it does not throw
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code threads} is out of range
   */
  public SearchResult run(int threads, Visitor<? super S> visitor) {
    Workers.checkThreads(threads);
    SearchControl control = newControl();
    if (threads == 1) {
      SearchControl.Worker worker = control.worker();
      S search = factory.get();
      search.watch(worker);
      explore(search, control, visitor);
      worker.detach();
      return control.result(search.updates());
    }
    SearchControl.Worker cutWorker = control.worker();
    Cutter.Cut cut = Cutter.cut(factory.get(), threads * TASKS_PER_THREAD, cutWorker);
    cutWorker.endTask(false);
    if (cut == null) {
      return control.result(0);
    }
    if (visitor != null && !visitAbove(cut, control, visitor)) {
      return control.result(cut.updates);
    }
    List<Piece> tasks = new ArrayList<>(cut.prefixes.size());
    for (int t = 0; t < cut.prefixes.size(); t++) {
      double w = cut.weights[t];
      tasks.add(new Piece(new Subproblem(t, cut.prefixes.get(t)), Double.isNaN(w) ? 1.0 / cut.prefixes.size() : w,
          true));
    }
    List<Long> updates;
    try {
      updates = drain("dlxkit-prefix", threads, tasks, () -> new PieceCount() {
        final SearchControl.Worker worker = control.worker();
        final S search = factory.get();

        {
          search.watch(worker);
        }

        @Override
        public PartCount count(Subproblem piece, double share, boolean budgeted) {
          search.reset();
          worker.beginTask(share);
          if (search.replay(piece.prefix())) {
            explore(search, control, visitor);
          }
          worker.endTask(!search.isStopped() && !control.isStopped());
          return NOTHING_COUNTED;
        }

        @Override
        public long close() {
          worker.detach();
          return search.updates();
        }
      }, null, Recorded.NOTHING, 0, (piece, c, share) -> {}, control::isStopped);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      control.stop(StopReason.INTERRUPTED);
      updates = List.of();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e); // no piece of a run writes
    }
    long total = cut.updates;
    for (long u : updates) {
      total += u;
    }
    return control.result(total);
  }

  /**
   * Shows the solutions above the cut (counted by the cut) to the visitor, each replayed on a
   * search of its own whose counts stay out of the run; false if the visitor stopped the run.
   */
  private boolean visitAbove(Cutter.Cut cut, SearchControl control, Visitor<? super S> visitor) {
    S search = factory.get();
    SearchControl.Worker scratch = SearchControl.of(SearchLimits.none()).worker();
    for (int[] path : cut.above) {
      search.reset();
      search.watch(scratch);
      if (search.replay(path) && search.nextSolution() && !visitor.visit(search)) {
        control.stop(StopReason.VISITOR);
        return false;
      }
    }
    return true;
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

  /**
   * {@return this runner's search as a {@link SplittableSearch} named {@code identity} (which must name
   * everything that determines the search, e.g. {@code "tanks:8x8:rot90:propagation"})} Its
   * subproblems are the prefixes of {@link Cutter}'s cut; it counts them without this runner's
   * limits or listener.
   *
   * @param identity the name checkpoints and parts record and check; not null
   */
  public SplittableSearch splittable(String identity) {
    Objects.requireNonNull(identity, "identity");
    return splittable(() -> identity);
  }

  /**
   * As {@link #splittable(String)}, its identity computed by {@code identity} when first asked
   * ({@link SplittableSearch#identity()}), once: for a search named by a digest of its problem
   * ({@link Digest}), which a count that records no checkpoint or part line never needs.
   *
   * @param identity computes the name checkpoints and parts record and check, once; not null, and
   *     must not return null
   * @return the search as a {@link SplittableSearch}, as {@link #splittable(String)}
   */
  public SplittableSearch splittable(Supplier<String> identity) {
    LazyIdentity name = new LazyIdentity(identity);
    // one search per counting thread, reset from subproblem to subproblem (as ExactCoverSplit keeps
    // a matrix per thread): a checkpoint's split has thousands of subproblems, each as short as
    // making a search and its arrays
    ThreadLocal<S> searches = ThreadLocal.withInitial(factory);
    return new SplittableSearch() {
      @Override
      public String identity() {
        return name.get();
      }

      @Override
      public List<Subproblem> split(int target) {
        SplittableSearch.checkTarget(target);
        return Cutter.cutForSplit(factory.get(), target, SearchControl.of(SearchLimits.none()).worker()).subproblems();
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
              + " does not belong to " + name.get() + ": " + e.getMessage(), e);
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
        S search = searches.get();
        search.reset();
        search.watch(worker);
        boolean live;
        try {
          live = search.replay(subproblem.prefix());
        } catch (RuntimeException e) {
          throw new BadInputException("subproblem " + subproblem.toLine()
              + " does not belong to " + name.get() + ": " + e.getMessage(), e);
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

  /** Told about each subproblem as soon as it is counted; called from the counting threads, one at a time. */
  @FunctionalInterface
  public interface Listener {
    /**
     * Subproblem {@code s} has count {@code c}.
     *
     * @param s the subproblem, or a piece of a refined one (its prefix extends the subproblem's)
     * @param c the piece's count: solutions, nodes, time
     * @throws java.io.IOException if recording it fails (e.g. a checkpoint's file); this stops the
     *     count, which rethrows it
     */
    void finished(Subproblem s, PartCount c) throws java.io.IOException;

    /**
     * As {@link #finished(Subproblem, PartCount)}, with the piece's {@code share} of its subproblem
     * of the split (1 for a whole one, 1/k for one of the k subtrees of a refined one, and so on).
     *
     * @param s the subproblem, or a piece of a refined one
     * @param c the piece's count
     * @param share the piece's share of its subproblem, in (0, 1]
     * @throws java.io.IOException if recording it fails; this stops the count, which rethrows it
     */
    default void finished(Subproblem s, PartCount c, double share) throws java.io.IOException {
      finished(s, c);
    }
  }

  /** What earlier runs recorded, piece by piece (a {@link io.github.dlxkit.core.split.Checkpoint} is one). */
  public interface Recorded {
    /** Nothing recorded: every subproblem is counted. */
    Recorded NOTHING = new Recorded() {
      @Override
      public boolean isFinished(Subproblem piece) {
        return false;
      }

      @Override
      public boolean isRefined(Subproblem piece) {
        return false;
      }
    };

    /**
     * {@return whether this piece (subproblem or refined piece of one) is counted}
     *
     * @param piece a subproblem of the split, or a piece of a refined one
     */
    boolean isFinished(Subproblem piece);

    /**
     * {@return whether some piece below this one is counted: it was refined, so it must be refined
     * again}
     *
     * @param piece a subproblem of the split, or a piece of a refined one
     */
    boolean isRefined(Subproblem piece);
  }

  /**
   * Counts the subproblems of {@code list} not {@code recorded} as counted ({@link Recorded#NOTHING}
   * to count them all, a {@link io.github.dlxkit.core.split.Checkpoint} to resume one), with
   * {@code threads} threads, telling {@code listener} about each piece counted, and returns the
   * sum of their counts (the skipped ones are not in it). If {@code refineAfter > 0}, a piece that
   * is still running after {@code refineAfter} nodes is cut into its subtrees (its nodes so far are
   * counted again in them); a piece that cannot be cut finer is counted whole; 0 counts each
   * subproblem whole. A piece {@code recorded} as refined is refined again without counting it, so
   * a resumed run takes up the same pieces. Pieces are taken depth first: a refined subproblem's
   * pieces come before the next subproblem. The first failure stops all threads and is rethrown.
   * No progress is reported: {@link #count(SplittableSearch, List, Recorded, int, Listener, long,
   * ProgressListener, Duration)} reports it.
   *
   * @param search the search the subproblems belong to; not null
   * @param list the subproblems to count, e.g. {@code search.split(n)} or a part of it
   * @param recorded what earlier runs counted; {@link Recorded#NOTHING} for none
   * @param threads how many threads count, 1 to {@link Workers#MAX_THREADS}
   * @param listener told about each piece counted, one call at a time; not null
   * @param refineAfter the node budget of a piece before it is cut finer, 0 for none; not negative
   * @return the sum of the counts of the pieces counted in this call
   * @throws java.io.IOException if the listener fails to record a piece
   * @throws InterruptedException if the calling thread is interrupted while the threads count
   *     (they are stopped)
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code threads} or
   *     {@code refineAfter} is out of range, or a subproblem does not belong to the search
   * @throws io.github.dlxkit.core.CheckpointException if {@code recorded} holds pieces of a
   *     subproblem this search does not cut
   */
  public static CountSum count(SplittableSearch search, List<Subproblem> list, Recorded recorded, int threads,
      Listener listener, long refineAfter) throws java.io.IOException, InterruptedException {
    return count(search, list, recorded, threads, listener, refineAfter, null, null);
  }

  /**
   * As {@link #count(SplittableSearch, List, Recorded, int, Listener, long)}, reporting the progress
   * of the count to {@code progress} (null for none) about once per {@code interval}, also while a
   * long piece runs: the fraction done is the shares of the subproblems of {@code list} finished
   * (those {@code recorded} as counted included) plus, for each piece running, its share times the
   * fraction its search reports, over the number of subproblems in {@code list}; nodes and
   * solutions are those of this count, the pieces running included. Each piece is counted within
   * limits that carry its thread's progress listener ({@link SearchLimits#withProgress}): a search
   * whose {@link SplittableSearch#count(Subproblem, SearchLimits)} makes its control from its limits
   * reports while it runs, another only when its piece ends.
   *
   * <pre>{@code
   * SplittableSearch search = ExactCoverSolver.of(KnuthFormat.read(queens12).problem()).splittable();
   * List<Subproblem> whole = List.of(new Subproblem(0, new int[0]));   // the whole tree as one piece
   * List<Progress> seen = new ArrayList<>();
   * CountSum sum = Runner.count(search, whole, Runner.Recorded.NOTHING, 1, (s, c) -> { }, 0,
   *     seen::add, Duration.ofNanos(1));
   * long n = sum.count().longValueExact();   // 14200
   * boolean whileItRan = seen.get(0).nodes() < sum.nodes().longValueExact();   // true
   * }</pre>
   *
   * @param search the search the subproblems belong to; not null
   * @param list the subproblems to count, e.g. {@code search.split(n)} or a part of it
   * @param recorded what earlier runs counted; {@link Recorded#NOTHING} for none
   * @param threads how many threads count, 1 to {@link Workers#MAX_THREADS}
   * @param listener told about each piece counted, one call at a time; not null
   * @param refineAfter the node budget of a piece before it is cut finer, 0 for none; not negative
   * @param progress told about the count's progress, from the counting threads; null for none
   * @param interval about how often {@code progress} is told; positive, may be null without it
   * @return the sum of the counts of the pieces counted in this call
   * @throws java.io.IOException if the listener fails to record a piece
   * @throws InterruptedException if the calling thread is interrupted while the threads count
   *     (they are stopped)
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code threads} or
   *     {@code refineAfter} is out of range, or a subproblem does not belong to the search
   * @throws io.github.dlxkit.core.CheckpointException if {@code recorded} holds pieces of a
   *     subproblem this search does not cut
   */
  public static CountSum count(SplittableSearch search, List<Subproblem> list, Recorded recorded, int threads,
      Listener listener, long refineAfter, ProgressListener progress, Duration interval)
      throws java.io.IOException, InterruptedException {
    Workers.checkThreads(threads);
    if (refineAfter < 0) {
      throw new BadInputException("nodes before refining must not be negative, got " + refineAfter);
    }
    SplitProgress shown = progress == null ? null : new SplitProgress(progress, interval, list.size());
    SearchLimits budget = refineAfter > 0 ? SearchLimits.none().withMaxNodes(refineAfter) : SearchLimits.none();
    List<Piece> pieces = new ArrayList<>(list.size());
    for (Subproblem s : list) {
      if (recorded.isFinished(s)) {
        if (shown != null) {
          shown.skipped(1.0); // done from the start, not when a thread comes to skip it
        }
      } else {
        pieces.add(new Piece(s, 1.0, true)); // asked once, here, not again when a thread takes it
      }
    }
    CountSum sum = new CountSum(search.width());
    drain("dlxkit-split", threads, pieces, () -> pieceCount(search, budget, shown), search,
        recorded, refineAfter, new Finished() {
          @Override
          public void accept(Subproblem piece, PartCount c, double share) throws java.io.IOException {
            synchronized (sum) {
              listener.finished(piece, c, share);
              sum.add(c);
            }
          }

          @Override
          public void skipped(double share) {
            if (shown != null) {
              shown.skipped(share);
            }
          }
        }, () -> false);
    return sum;
  }

  /**
   * One thread's count of the pieces of {@code search}: within {@code budget} (or no limit when
   * counted whole), telling {@code shown} (if not null) the progress of each piece as it runs.
   */
  private static PieceCount pieceCount(SplittableSearch search, SearchLimits budget, SplitProgress shown) {
    if (shown == null) {
      return (piece, share, budgeted) -> search.count(piece, budgeted ? budget : SearchLimits.none());
    }
    SplitProgress.Slot slot = shown.slot();
    SearchLimits limited = slot.limits(budget);
    SearchLimits whole = slot.limits(SearchLimits.none());
    return (piece, share, budgeted) -> {
      slot.begin(share);
      PartCount c = null;
      try {
        c = search.count(piece, budgeted ? limited : whole);
        return c;
      } finally {
        slot.end(c);
      }
    };
  }

  /**
   * Counts one piece (a subproblem of a split, a piece of a refined one, a subtree below a cut) in
   * one thread: made once per thread, so that a search can be reused from piece to piece.
   */
  private interface PieceCount {
    /**
     * The piece's count, {@code share} its share of its subproblem (for progress): within the
     * node budget of a refining count if {@code budgeted}, else whole.
     */
    PartCount count(Subproblem piece, double share, boolean budgeted);

    /** The thread is done: what it hands back to the caller (a search's updates). */
    default long close() {
      return 0;
    }
  }

  /** Told about each piece counted, one piece at a time. */
  private interface Finished {
    void accept(Subproblem piece, PartCount c, double share) throws java.io.IOException;

    /** A piece with {@code share} was skipped, {@link Recorded recorded} as counted. */
    default void skipped(double share) {
    }
  }

  /**
   * The runner's one loop, which both {@link #run} and {@link #count} use: {@code threads} threads
   * from {@link Workers} take the pieces one after another, depth first; each skips a piece
   * {@code recorded} as counted, refines one recorded as refined, and counts the others with the
   * thread's {@link PieceCount}; with {@code refineAfter > 0} a piece stopped by its node budget is
   * replaced by its subtrees ({@link SplittableSearch#refine} of {@code refiner}), or counted whole
   * if it has none. A thread stops taking pieces once {@code stopped} says so. Returns each thread's
   * {@link PieceCount#close()}.
   */
  private static List<Long> drain(String name, int threads, List<Piece> pieces,
      Supplier<PieceCount> perThread, SplittableSearch refiner, Recorded recorded, long refineAfter,
      Finished finished, java.util.function.BooleanSupplier stopped)
      throws java.io.IOException, InterruptedException {
    LinkedBlockingDeque<Piece> queue = new LinkedBlockingDeque<>(pieces);
    AtomicInteger pending = new AtomicInteger(pieces.size()); // pieces queued or being counted
    return Workers.run(name, threads, () -> {
      PieceCount counter = perThread.get();
      while (!Thread.currentThread().isInterrupted() && !stopped.getAsBoolean()) {
        Piece p = queue.pollFirst(10, TimeUnit.MILLISECONDS);
        if (p == null) {
          if (pending.get() == 0) {
            break;
          }
          continue;
        }
        try {
          List<Subproblem> children = null;
          PartCount c = null;
          if (!p.unrecorded && recorded.isFinished(p.s)) {
            finished.skipped(p.share);
            continue;
          } else if (recorded.isRefined(p.s)) {
            children = refiner.refine(p.s);
            if (children.isEmpty()) {
              throw new CheckpointException("pieces of subproblem " + p.s.toLine()
                  + " are recorded, but this search does not cut it into pieces");
            }
          } else {
            try {
              c = counter.count(p.s, p.share, true);
            } catch (SearchStoppedException ex) {
              if (ex.partialResult().stopReason() != StopReason.NODE_LIMIT || refineAfter == 0) {
                throw ex;
              }
              children = refiner.refine(p.s);
              if (children.isEmpty()) {
                c = counter.count(p.s, p.share, false);
              }
            }
          }
          if (c != null) {
            finished.accept(p.s, c, p.share);
          } else {
            pending.addAndGet(children.size());
            for (int i = children.size() - 1; i >= 0; i--) {
              Subproblem child = children.get(i);
              if (!SplittableSearch.extendsPrefix(child, p.s)) {
                throw new IllegalStateException("refining " + p.s.toLine() + " gave " + child.toLine()
                    + ", which does not extend it");
              }
              queue.addFirst(new Piece(child, p.share / children.size(), false));
            }
          }
        } finally {
          pending.decrementAndGet();
        }
      }
      return counter.close();
    });
  }

  /**
   * A subproblem or a piece of one, with its share of the subproblem; {@code unrecorded} if it is
   * known not to be recorded as counted (a subproblem of the list, asked before the threads start:
   * a checkpoint's lookup costs a hash of the prefix, thousands of times a second), else the
   * thread that takes it asks.
   */
  private record Piece(Subproblem s, double share, boolean unrecorded) {}
}
