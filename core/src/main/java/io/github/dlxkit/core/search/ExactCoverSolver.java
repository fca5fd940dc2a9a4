package io.github.dlxkit.core.search;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.kernel.DancingLinks;
import io.github.dlxkit.core.kernel.Matrices;
import io.github.dlxkit.core.kernel.MinCostSearch;
import io.github.dlxkit.core.kernel.SearchMatrix;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.model.NecessaryConditions;
import io.github.dlxkit.core.model.Solution;
import java.time.Duration;
import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Finds, counts and enumerates the solutions of an {@link ExactCoverProblem} with Knuth's Algorithm C
 * (Algorithm M for problems with bounds), on the kernel {@link Kernel#fastestFor} picks for the
 * problem's shape unless another is asked for ({@link #withKernel}): every way of asking (count,
 * run, the solution stream, the visitor, splits) takes the same kernel. The order of the solutions
 * is the kernel's search order: the bitset kernel lists them in DLX2's order wherever its choices
 * are DLX2's; the cells kernel tries an item's options in the order its sparse set holds them, which
 * changes as the search goes, so its order is its own. {@link Kernel#DANCING_LINKS} lists them in
 * DLX2's order and counts nodes and updates as DLX2 does.
 *
 * <p>A solver is immutable and thread-safe: the {@code with…} methods return new solvers, and every
 * search runs on its own copy of the matrix (the matrix is built once per solver family and then
 * copied, which is much cheaper than building it).
 *
 * <pre>{@code
 * ExactCoverSolver solver = ExactCoverSolver.of(problem);
 * long all = solver.count();                      // exact, single thread
 * long same = solver.count(4);                    // exact, 4 threads
 * Optional<Solution> first = solver.findFirst();
 * solver.solutions().limit(10).forEach(System.out::println);   // lazy
 * SearchResult r = solver.withLimits(SearchLimits.none().withTimeLimit(Duration.ofSeconds(1))).run();
 * }</pre>
 */
public final class ExactCoverSolver {
  private final ExactCoverProblem problem;
  private final SearchLimits limits;
  private final ProgressListener listener;
  private final Duration progressInterval;
  private final int[] fixedOptions;
  // the kernel asked for; null: the fastest for the problem (see kernel())
  private final Kernel kernel;
  private final Templates templates;
  // branch items as flags by primary rank (the i-th primary item in declaration order); null: none
  private final boolean[] branch;

  private ExactCoverSolver(ExactCoverProblem problem, SearchLimits limits, ProgressListener listener,
      Duration progressInterval, int[] fixedOptions, Kernel kernel, Templates templates) {
    this(problem, limits, listener, progressInterval, fixedOptions, kernel, templates, null);
  }

  private ExactCoverSolver(ExactCoverProblem problem, SearchLimits limits, ProgressListener listener,
      Duration progressInterval, int[] fixedOptions, Kernel kernel, Templates templates, boolean[] branch) {
    this.branch = branch;
    this.problem = problem;
    this.kernel = kernel;
    this.limits = limits;
    this.listener = listener;
    this.progressInterval = progressInterval;
    this.fixedOptions = fixedOptions;
    this.templates = templates;
  }

  /**
   * {@return a solver for {@code problem}, with no limits and nothing fixed} The solvers derived
   * from it ({@code with…}) share the matrices built for the problem.
   *
   * @param problem the problem to solve; not null
   */
  public static ExactCoverSolver of(ExactCoverProblem problem) {
    Objects.requireNonNull(problem, "problem");
    return new ExactCoverSolver(problem, SearchLimits.none(), null, null, new int[0], null, new Templates(problem));
  }

  /**
   * {@return this solver with limits and cancellation}
   *
   * @param limits the limits of each search this solver runs (a time limit counts from the start
   *     of each search); {@link SearchLimits#none()} for none; not null
   */
  public ExactCoverSolver withLimits(SearchLimits limits) {
    return new ExactCoverSolver(problem, Objects.requireNonNull(limits, "limits"), listener,
        progressInterval, fixedOptions, kernel, templates, branch);
  }

  /**
   * {@return this solver, reporting progress to {@code listener} about once per {@code interval}}
   *
   * @param listener told about progress, from the searching threads; not null
   * @param interval about how often, positive; not null
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code interval} is zero or
   *     negative
   */
  public ExactCoverSolver withProgress(ProgressListener listener, Duration interval) {
    Objects.requireNonNull(listener, "listener");
    if (interval.isNegative() || interval.isZero()) {
      throw new BadInputException("progress interval must be positive, got " + interval);
    }
    return new ExactCoverSolver(problem, limits, listener, interval, fixedOptions, kernel, templates, branch);
  }

  /**
   * {@return this solver with options fixed: only solutions that contain them are searched (they come first
   * in each solution)} Options that conflict with each other leave no solution.
   *
   * @param optionIds option ids of the problem, 0 to {@code optionCount() - 1}; they replace any
   *     fixed before; none to fix nothing
   * @throws IllegalArgumentException if an id is not an option's
   */
  public ExactCoverSolver withFixedOptions(int... optionIds) {
    for (int id : optionIds) {
      if (id < 0 || id >= problem.optionCount()) {
        throw new IllegalArgumentException("no option with id " + id + " (the problem has "
            + problem.optionCount() + ")");
      }
    }
    return new ExactCoverSolver(problem, limits, listener, progressInterval, optionIds.clone(), kernel, templates, branch);
  }

  /**
   * {@return this solver with another kernel than the default, {@link Kernel#fastestFor} the problem (as
   * {@code dlx count} chooses it; {@link Kernel#DANCING_CELLS} with {@link #withBranchItems branch
   * items}, the one kernel that has them)} Solutions and counts are the same; speed, the order of
   * the solutions, and the statistics differ: ask for {@link Kernel#DANCING_LINKS} for DLX2's node
   * and update counts and order (node limits are counted in the nodes of the kernel that searches).
   *
   * @param kernel the kernel every search of the new solver uses; not null
   */
  public ExactCoverSolver withKernel(Kernel kernel) {
    return new ExactCoverSolver(problem, limits, listener, progressInterval, fixedOptions,
        Objects.requireNonNull(kernel, "kernel"), templates, branch);
  }

  /**
   * {@return the problem this solver searches as a problem of its own: {@link #problem()} with this solver's
   * fixed options fixed ({@link ExactCoverProblem#withFixedOptions}); the problem itself when none
   * are} Same solutions, same count; for writing in Knuth's format.
   */
  public ExactCoverProblem fixedProblem() {
    return problem.withFixedOptions(fixedOptions);
  }

  /**
   * {@return this solver branching on {@code items} first: at each node the search takes an item with at
   * most one option left if there is one (a forced move, whatever the item), otherwise the branch
   * item with the fewest options (the first declared on ties), and branches on another item only
   * when no branch item is left to cover} Solutions and counts are the same as without; the order
   * of the solutions and the size of the tree change. This is the rule of Sudoku's backtracking
   * solvers (forced moves anywhere, guesses on cells only), which fills large empty grids that the
   * plain choice (fewest options, {@code MRV}) does not (see docs/sudoku.md, "Large grids").
   * No items (the default) is the plain choice, at no cost.
   *
   * <p>Supported by {@link Kernel#DANCING_CELLS}; a search with another kernel, or on a problem
   * with bounds (Algorithm M), throws {@link UnsupportedOperationException}, and so does
   * {@link #estimateTreeSize} (it estimates DLX2's tree, the plain choice's). With
   * {@link #withRestarts} the restarted runs shuffle only the options, so the branch items stay.
   *
   * <pre>{@code
   * ExactCoverProblem p = ExactCoverProblem.builder()
   *     .primary("a", "b", "c")
   *     .option("a", "b").option("c").option("a").option("b", "c")
   *     .build();
   * ExactCoverSolver s = ExactCoverSolver.of(p).withKernel(Kernel.DANCING_CELLS).withBranchItems(2);
   * s.count();   // 2, as without branch items: {a b, c} and {a, b c}
   * }</pre>
   *
   * @param items primary item ids, each at most once (they replace any given before); none for
   *     the plain choice
   * @throws IllegalArgumentException if an id is not an item's, names a secondary item, or repeats
   */
  public ExactCoverSolver withBranchItems(int... items) {
    boolean[] flags = Matrices.branchFlags(problem, items);
    return new ExactCoverSolver(problem, limits, listener, progressInterval, fixedOptions, kernel, templates,
        flags);
  }

  /** {@return whether this solver has branch items ({@link #withBranchItems})} */
  public boolean hasBranchItems() {
    return branch != null;
  }

  /**
   * {@return the kernel this solver searches with: the one asked for ({@link #withKernel}), else
   * {@link Kernel#DANCING_CELLS} with branch items, else {@link Kernel#fastestFor} the problem}
   */
  public Kernel kernel() {
    if (kernel != null) {
      return kernel;
    }
    return branch != null ? Kernel.DANCING_CELLS : templates.fastest();
  }

  /** {@return the problem being solved} */
  public ExactCoverProblem problem() {
    return problem;
  }

  SearchMatrix prepare() {
    return prepare(kernel());
  }

  /**
   * A fresh matrix of kernel {@code k} with the fixed options applied, or null if they conflict or
   * the problem fails a {@link NecessaryConditions necessary condition} (checked once, before any
   * matrix is built: then every search, count and split answers "none" at once).
   */
  SearchMatrix prepare(Kernel k) {
    return templates.impossible() ? null : fixed(k);
  }

  /** A fresh matrix of kernel {@code k} with the fixed options applied, or null if they conflict. */
  private SearchMatrix fixed(Kernel k) {
    SearchMatrix dl = template(k);
    for (int id : fixedOptions) {
      if (!dl.fix(id)) {
        return null;
      }
    }
    return dl;
  }

  /** A fresh matrix of kernel {@code k} as built, nothing fixed. */
  SearchMatrix template(Kernel k) {
    SearchMatrix m = templates.copy(k);
    if (branch != null) {
      m.setBranchItems(branch);
    }
    return m;
  }

  /** The branch items as flags by primary rank (not copied: do not change); null if none. */
  boolean[] branchFlags() {
    return branch;
  }

  /**
   * {@return this search as a {@link io.github.dlxkit.core.search.SplittableSearch}: its tree cut into
   * subproblems that are counted on their own (this solver's kernel and fixed options; its limits
   * and progress listener are not used, each count takes its own limits)} Problems with bounds
   * (Algorithm M) split too: their subproblems name Algorithm M's choices level by level (see
   * {@link Subproblem}).
   *
   * <pre>{@code
   * SplittableSearch s = ExactCoverSolver.of(problem).splittable();
   * long total = 0;
   * for (Subproblem p : s.split(100)) total += s.count(p).count();   // == ExactCoverSolver.of(problem).count()
   * }</pre>
   */
  public io.github.dlxkit.core.search.SplittableSearch splittable() {
    return new ExactCoverSplit(this, fixedOptions.clone());
  }

  /**
   * {@return a count by symmetry breaking as a {@link SplittableSearch}: the solutions that contain
   * one of the {@code roots}, those of {@code roots[i]} counted {@code weights[i]} times} With the
   * roots one item's options up to the problem's symmetries and the weights their orbits' sizes,
   * the parts add up to the problem's count (as {@code TilingSolver} counts on this route). Each
   * subproblem is one of {@link #splittable()}'s too (its prefix starts with its root); the cut
   * below each root is that split's with the root fixed.
   *
   * <pre>{@code
   * // problem: the 8 queens (as queens8.dlx); options 0-3 put row 0's queen in columns 0-3, options
   * // 4-7 are their mirror images, and no solution is its own mirror image: each root counts twice
   * SplittableSearch s = ExactCoverSolver.of(problem).splittable(new int[] {0, 1, 2, 3}, new long[] {2, 2, 2, 2});
   * long total = 0;
   * for (Subproblem p : s.split(16)) total += s.count(p, SearchLimits.none()).count();   // 92
   * }</pre>
   *
   * @param roots option ids, at least one, no repeats; the solutions counted are those containing
   *     one of them (they should exclude one another, e.g. options of one item)
   * @param weights how many times each root's solutions count, each at least 1; as long as
   *     {@code roots}
   * @throws IllegalArgumentException if the arrays' lengths differ or are 0, a root is not an
   *     option or repeats, a weight is below 1, or this solver has fixed options
   * @throws UnsupportedOperationException for a problem with bounds (Algorithm M), whose prefixes
   *     are not options
   */
  public io.github.dlxkit.core.search.SplittableSearch splittable(int[] roots, long[] weights) {
    return new WeightedRootsSplit(this, roots, weights);
  }

  SearchLimits limits() {
    return limits;
  }

  /** The fixed options (not copied: do not change). */
  int[] fixedOptionIds() {
    return fixedOptions;
  }

  /**
   * {@return this solver's first-solution searches with randomised restarts, seeded by {@code seed}: see
   * {@link RestartingSearch}} Same solutions, same "none" (still proven); for problems whose
   * first solution a single search may take very long to reach (heavy-tailed run times).
   *
   * <pre>{@code
   * Optional<Solution> s = ExactCoverSolver.of(problem).withRestarts(42).findFirst();
   * }</pre>
   *
   * @param seed the seed of the random order of each restart: the same seed, the same runs
   */
  public RestartingSearch withRestarts(long seed) {
    return new RestartingSearch(this, seed, RestartingSearch.defaultUnit(problem));
  }

  ProgressListener listener() {
    return listener;
  }

  Duration progressInterval() {
    return progressInterval;
  }

  // ---------------------------------------------------------------------------------------------

  /**
   * Explores the whole tree (within the limits), counting solutions; single thread, the calling
   * one.
   *
   * @return the count, why the search ended (a limit or an interrupt stops it without an exception;
   *     the interrupt flag stays set) and its statistics
   */
  public SearchResult run() {
    return search(null, Long.MAX_VALUE);
  }

  /**
   * Explores the whole tree (within the limits) with {@code threads} threads; same count and
   * statistics as {@link #run()} when it completes.
   *
   * @param threads how many threads search, 1 to {@link Workers#MAX_THREADS}; 1 searches in the
   *     calling thread
   * @return the count, why the search ended and its statistics
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code threads} is out of range
   */
  public SearchResult run(int threads) {
    Workers.checkThreads(threads);
    return threads == 1 ? run() : parallel(threads, null);
  }

  /**
   * The run with several threads: core's one runner, {@link Runner}, with one matrix of this
   * solver's kernel per thread ({@link MatrixSearch}); same counts, nodes and updates as {@link #run()}.
   */
  private SearchResult parallel(int threads, SolutionVisitor visitor) {
    Runner<MatrixSearch> runner =
        new Runner<>(() -> new MatrixSearch(prepare()), limits, listener, progressInterval);
    return runner.run(threads, visitor == null ? null : s -> s.visit(visitor));
  }

  /**
   * {@return the number of solutions}
   *
   * @throws SearchStoppedException if a limit stopped the search
   * @throws ArithmeticException if there are more than {@code Long.MAX_VALUE}
   */
  public long count() {
    return exact(run());
  }

  /**
   * {@return the number of solutions, counted with {@code threads} threads; the same number as
   * {@link #count()}}
   *
   * @param threads how many threads count, 1 to {@link Workers#MAX_THREADS}
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code threads} is out of range
   * @throws SearchStoppedException if a limit or an interrupt stopped the search
   */
  public long count(int threads) {
    return exact(run(threads));
  }

  /**
   * {@return the number of solutions, but stops counting at {@code limit}}
   *
   * @param limit the most solutions counted, 0 or more
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code limit} is negative
   * @throws SearchStoppedException if a limit of the solver stopped the search before
   *     {@code limit} solutions
   */
  public long countUpTo(long limit) {
    if (limit < 0) {
      throw new BadInputException("limit must not be negative, got " + limit);
    }
    if (limit == 0) {
      return 0;
    }
    SearchResult r = search(null, limit);
    if (r.stopReason() != StopReason.SOLUTION_LIMIT) {
      exact(r);
    }
    return r.solutions();
  }

  /** {@return whether there is exactly one solution} */
  public boolean isUnique() {
    return countUpTo(2) == 1;
  }

  /** {@return the first solution in search order, if any} */
  public Optional<Solution> findFirst() {
    Iterator<Solution> it = iterator();
    return it.hasNext() ? Optional.of(it.next()) : Optional.empty();
  }

  /** {@return all solutions, lazily, in search order} A limit that stops the search throws {@link SearchStoppedException}. */
  public Stream<Solution> solutions() {
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(iterator(),
        Spliterator.ORDERED | Spliterator.NONNULL | Spliterator.DISTINCT), false);
  }

  /** {@return all solutions, lazily, in search order} */
  public Iterator<Solution> iterator() {
    return new SolutionIterator();
  }

  /**
   * Calls {@code visitor} for every solution, in search order, without allocating; the visitor may
   * stop the search.
   *
   * @param visitor told about each solution, in the calling thread; not null
   * @return the count of solutions visited, why the search ended ({@link StopReason#VISITOR} if the
   *     visitor stopped it) and its statistics
   */
  public SearchResult forEachSolution(SolutionVisitor visitor) {
    return search(Objects.requireNonNull(visitor, "visitor"), Long.MAX_VALUE);
  }

  /**
   * Calls {@code visitor} for every solution using {@code threads} threads. The visitor is called
   * concurrently from several threads, in no particular order, and must be thread-safe; returning
   * {@code false} stops all threads soon after.
   *
   * @param threads how many threads search, 1 to {@link Workers#MAX_THREADS}
   * @param visitor told about each solution, thread-safe; not null
   * @return the count, why the search ended and its statistics
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code threads} is out of range
   */
  public SearchResult forEachSolution(int threads, SolutionVisitor visitor) {
    Workers.checkThreads(threads);
    Objects.requireNonNull(visitor, "visitor");
    return threads == 1 ? forEachSolution(visitor) : parallel(threads, visitor);
  }

  /**
   * {@return the {@code k} cheapest solutions (costs as in Knuth's DLX5: {@link
   * io.github.dlxkit.core.model.ExactCoverProblem#optionCost}), found by branch and bound within
   * this solver's limits; a stopped search returns the cheapest seen so far} Options fixed with
   * {@link #withFixedOptions} are in every solution; the kernel plays no part (the search is its
   * own, {@code MinCostSearch}). Ties at the k-th place are broken arbitrarily: the costs returned
   * are always the k smallest.
   *
   * <pre>{@code
   * CostResult r = ExactCoverSolver.of(problem).withLimits(SearchLimits.none().withTimeLimit(Duration.ofSeconds(5)))
   *     .runCheapest(3);
   * r.solutions().forEach(s -> System.out.println(s.cost() + " " + s));
   * }</pre>
   *
   * @param k how many solutions to keep, at least 1
   * @throws IllegalArgumentException if {@code k < 1}, or if the problem has bounds (a:b|item)
   */
  public CostResult runCheapest(int k) {
    MinCostSearch search = new MinCostSearch(problem, k);
    SearchControl control = new SearchControl(limits, listener, progressInterval);
    for (int id : fixedOptions) {
      if (!search.fix(id)) {
        return new CostResult(java.util.List.of(), StopReason.COMPLETED,
            new SearchStatistics(0, 0, 0, control.elapsed()));
      }
    }
    SearchControl.Worker worker = control.worker();
    search.watch(worker::poll, worker.attach(new WatchedSearch() {
      @Override
      public long nodes() {
        return search.nodes();
      }

      @Override
      public long solutions() {
        return search.solutions();
      }

      @Override
      public double progress() {
        return search.progress();
      }
    }));
    boolean finished = search.run();
    worker.detach();
    java.util.List<Solution> list = new java.util.ArrayList<>();
    for (int[] ids : search.bestSolutions()) {
      list.add(new Solution(problem, ids));
    }
    return new CostResult(list, finished ? StopReason.COMPLETED : control.stopReason(),
        new SearchStatistics(search.nodes(), search.updates(), search.solutions(), control.elapsed()));
  }

  /**
   * {@return the {@code k} cheapest solutions, cheapest first (fewer if the problem has fewer); see
   * {@link #runCheapest(int)}}
   *
   * <pre>{@code
   * List<Solution> three = ExactCoverSolver.of(problem).best(3);
   * long second = three.get(1).cost();
   * }</pre>
   *
   * @param k how many solutions, at least 1
   * @throws IllegalArgumentException if {@code k < 1}, or if the problem has bounds (a:b|item)
   * @throws SearchStoppedException if a limit stopped the search
   */
  public java.util.List<Solution> best(int k) {
    CostResult r = runCheapest(k);
    if (!r.isComplete()) {
      throw new SearchStoppedException(r.toSearchResult());
    }
    return r.solutions();
  }

  /** {@return a cheapest solution, if there is any solution; see {@link #runCheapest(int)}} */
  public Optional<Solution> cheapest() {
    java.util.List<Solution> one = best(1);
    return one.isEmpty() ? Optional.empty() : Optional.of(one.get(0));
  }

  /**
   * {@return the least cost of a solution, if there is any (Knuth's DLX5 with {@code k1})}
   *
   * <pre>{@code
   * long min = ExactCoverSolver.of(problem).minimumCost().orElseThrow();
   * }</pre>
   */
  public java.util.OptionalLong minimumCost() {
    return cheapest().map(s -> java.util.OptionalLong.of(s.cost())).orElse(java.util.OptionalLong.empty());
  }

  /**
   * Estimates the size of the search tree without exploring it, by Knuth's method of random probes
   * (see {@link TreeSizeEstimate}); {@code speedSample} nodes of real search (0 for none) measure
   * the search speed, so that the estimate can be turned into a time.
   *
   * <pre>{@code
   * TreeSizeEstimate e = solver.estimateTreeSize(10_000, 42, 2_000_000);
   * System.out.println(e.nodes() + " nodes, about " + e.estimatedTime());
   * }</pre>
   *
   * @param probes how many random root-to-leaf walks, at least 1: the error shrinks as one over
   *     the square root
   * @param seed the seed of the walks: the same seed, the same estimate
   * @param speedSample the nodes of real search (on {@link Kernel#DANCING_LINKS}, whose nodes
   *     the estimate counts) that measure the speed; 0 for no time estimate
   * @return the estimated nodes and solutions of DLX2's tree, with their standard errors
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code probes} is less than 1
   * @throws UnsupportedOperationException if the problem has bounds (Algorithm M) or the solver
   *     has branch items
   */
  public TreeSizeEstimate estimateTreeSize(int probes, long seed, long speedSample) {
    if (probes < 1) {
      throw new BadInputException("probes must be at least 1, got " + probes);
    }
    if (problem.hasMultiplicities()) {
      throw new UnsupportedOperationException("no tree-size estimate yet for problems with bounds (Algorithm M)");
    }
    DancingLinks dl = (DancingLinks) prepare(Kernel.DANCING_LINKS); // estimates count DLX2's nodes
    if (dl == null) {
      return new TreeSizeEstimate(probes, 0, 0, 0, 0, 0, 0);
    }
    java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
    TreeSizeEstimate.Walks walks = new TreeSizeEstimate.Walks();
    TreeSizeEstimate.Walks solutions = new TreeSizeEstimate.Walks();
    double updates = 0;
    for (int i = 0; i < probes; i++) {
      double[] p = dl.randomProbe(random);
      walks.add(p[0]);
      solutions.add(p[1]);
      updates += p[2];
    }
    double rate = 0;
    if (speedSample > 0) {
      // DLX2's nodes per second: the estimate counts DLX2's nodes, whatever kernel this solver has
      SearchResult sample = withKernel(Kernel.DANCING_LINKS).withLimits(SearchLimits.none().withMaxNodes(speedSample)).run();
      double seconds = sample.statistics().elapsed().toNanos() / 1e9;
      rate = seconds > 0 ? sample.statistics().nodes() / seconds : 0;
    }
    return new TreeSizeEstimate(probes, walks.mean(), walks.standardError(), solutions.mean(),
        solutions.standardError(), updates / probes, rate);
  }

  private SearchResult search(SolutionVisitor visitor, long maxSolutions) {
    SearchControl control = new SearchControl(limits, listener, progressInterval);
    SearchMatrix dl = prepare();
    if (dl == null) {
      return new SearchResult(0, StopReason.COMPLETED, new SearchStatistics(0, 0, 0, control.elapsed()));
    }
    MatrixSearch.watch(dl, control.worker());
    int[] buffer = visitor == null ? null : new int[dl.solutionCapacity()];
    StopReason reason = StopReason.COMPLETED;
    long found = 0;
    if (visitor == null && maxSolutions == Long.MAX_VALUE) {
      found = dl.countAll(); // a kernel may then count without stopping at each solution
    } else {
      while (dl.nextSolution()) {
        found++;
        if (found == Long.MAX_VALUE) {
          throw new ArithmeticException("more than " + Long.MAX_VALUE + " solutions");
        }
        if (visitor != null && !visitor.visit(buffer, dl.solution(buffer))) {
          reason = StopReason.VISITOR;
          break;
        }
        if (found >= maxSolutions) {
          reason = StopReason.SOLUTION_LIMIT;
          break;
        }
      }
    }
    if (dl.isStopped()) {
      reason = control.stopReason();
    }
    return new SearchResult(found, reason,
        new SearchStatistics(dl.nodes(), dl.updates(), dl.solutions(), control.elapsed()));
  }

  private static long exact(SearchResult r) {
    if (!r.isComplete()) {
      throw new SearchStoppedException(r);
    }
    return r.solutions();
  }

  @Override
  public String toString() {
    return "ExactCoverSolver[" + problem + ", fixed=" + Arrays.toString(fixedOptions) + ", " + limits + "]";
  }

  /** The lazily iterated search behind {@link #iterator()} and {@link #solutions()}. */
  private final class SolutionIterator implements Iterator<Solution> {
    private final SearchControl control = new SearchControl(limits, listener, progressInterval);
    private SearchMatrix dl;
    private boolean started;
    private Solution next;

    @Override
    public boolean hasNext() {
      if (next != null) {
        return true;
      }
      if (!started) {
        started = true;
        dl = prepare();
        if (dl != null) {
          MatrixSearch.watch(dl, control.worker());
        }
      }
      if (dl == null) {
        return false;
      }
      if (dl.nextSolution()) {
        next = new Solution(problem, dl.solution());
        return true;
      }
      if (dl.isStopped()) {
        SearchResult partial = new SearchResult(dl.solutions(), control.stopReason(),
            new SearchStatistics(dl.nodes(), dl.updates(), dl.solutions(), control.elapsed()));
        dl = null;
        throw new SearchStoppedException(partial);
      }
      dl = null; // exhausted: let the matrix go
      return false;
    }

    @Override
    public Solution next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      Solution s = next;
      next = null;
      return s;
    }
  }

  /** The pristine matrices, built on first use and shared by all solvers derived from one problem. */
  private static final class Templates {
    private final ExactCoverProblem problem;
    private final SearchMatrix[] built = new SearchMatrix[Kernel.values().length];

    /** {@link Kernel#fastestFor} the problem: null until first asked. */
    private Kernel fastest;

    /** Whether the problem fails a necessary condition: null until first asked. */
    private Boolean impossible;

    Templates(ExactCoverProblem problem) {
      this.problem = problem;
    }

    synchronized Kernel fastest() {
      if (fastest == null) {
        fastest = Kernel.fastestFor(problem);
      }
      return fastest;
    }

    synchronized boolean impossible() {
      if (impossible == null) {
        impossible = NecessaryConditions.violated(problem).isPresent();
      }
      return impossible;
    }

    SearchMatrix copy(Kernel kernel) {
      SearchMatrix m;
      synchronized (this) {
        m = built[kernel.ordinal()];
        if (m == null) {
          m = kernel.build(problem);
          built[kernel.ordinal()] = m;
        }
      }
      return m.copy();
    }
  }
}
