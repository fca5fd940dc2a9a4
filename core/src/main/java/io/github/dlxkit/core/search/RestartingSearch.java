package io.github.dlxkit.core.search;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.kernel.SearchMatrix;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.model.Solution;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * First solutions with randomised restarts (Gomes, Selman and Kautz, "Boosting combinatorial search
 * through randomization", 1998): where one search's time to its first solution is heavy-tailed,
 * many short searches, each on a differently ordered copy of the problem, reach one sooner on
 * average than a single long one. A first-solution request ({@link #findFirst()}, or up to k
 * distinct solutions, {@link #first(int)}) runs the solver's kernel:
 * <ul>
 *   <li>Run r (from 1) is cut after {@code unit × luby(r)} nodes, Luby, Sinclair and Zuckerman's
 *       sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, …, within a log factor of the best
 *       fixed cut for any run-time distribution.
 *   <li>The runs whose cut is a new maximum (1, 3, 7, 15, …: cuts of 1, 2, 4, 8, … units) search
 *       the problem as given: the author's order is often the best one (Sudoku's, for one, see
 *       docs/sudoku.md), nothing changes for a problem solved within the first cut, and the
 *       given order is never much slower than without restarts.
 *   <li>The other runs search a new copy with items and options declared in a random order
 *       ({@code PermutedProblem}, drawn from the seed: the same seed gives the same runs and the
 *       same answer), solutions mapped back to the original option ids. With branch items
 *       ({@link ExactCoverSolver#withBranchItems}) no copy is made: the branching rule stays, and
 *       the kernel tries each branching node's options in a random order drawn from the seed, on
 *       the matrix of the problem as given (the kernel's {@code setBranchOrder}).
 * </ul>
 * The cuts grow without bound, so a run eventually ends uncut: the search stays complete, and
 * "no solution" ({@code findFirst()} empty, fewer than k solutions with
 * {@link Result#isComplete()}) is as proven as without restarts. The solver's
 * limits (nodes over all runs, time, cancellation), fixed options and kernel apply; counting
 * ({@link ExactCoverSolver#count()}) never restarts.
 *
 * <pre>{@code
 * ExactCoverProblem toy = ExactCoverProblem.builder()
 *     .primary("a", "b", "c", "d", "e", "f", "g")
 *     .option("c", "e").option("a", "d", "g").option("b", "c", "f")
 *     .option("a", "d", "f").option("b", "g").option("d", "e", "g")
 *     .build();
 * RestartingSearch.Result r = ExactCoverSolver.of(toy).withRestarts(42).first(1);
 * r.solutions().get(0).optionIds();   // {0, 3, 4} in some order: c e, a d f, b g
 * r.restarts();                       // 0: the first run found it within its cut
 * }</pre>
 *
 * <p>Each restart without branch items builds a matrix for its copy (time linear in the problem's
 * size), which is why the default unit ({@link #defaultUnit}) is not small.
 */
public final class RestartingSearch {
  private final ExactCoverSolver solver;
  private final long seed;
  private final long unit;

  RestartingSearch(ExactCoverSolver solver, long seed, long unit) {
    this.solver = solver;
    this.seed = seed;
    this.unit = unit;
  }

  /**
   * {@return the default unit of the cuts for {@code problem}: {@link SearchControl#INTERVAL} nodes or, if
   * more, twice its primary items (a first solution needs at least a node per level, and a search
   * may go as deep as it has primary items)}
   *
   * @param problem the problem to search; not null
   */
  public static long defaultUnit(ExactCoverProblem problem) {
    return Math.max(SearchControl.INTERVAL, 2L * problem.primaryCount());
  }

  /**
   * {@return this search with cuts of {@code nodes × luby(r)} nodes}
   *
   * @param nodes the unit of the cuts, at least 1; small units restart often, and each restart
   *     without branch items builds a matrix
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code nodes} is less than 1
   */
  public RestartingSearch withUnit(long nodes) {
    if (nodes < 1) {
      throw new BadInputException("restart unit must be at least 1 node, got " + nodes);
    }
    return new RestartingSearch(solver, seed, nodes);
  }

  /** {@return the unit of the cuts, in nodes} */
  public long unit() {
    return unit;
  }

  /** {@return the seed of the random orders} */
  public long seed() {
    return seed;
  }

  /**
   * {@return the first solution found, if any; empty when there is none (proven)}
   *
   * @throws SearchStoppedException if a limit of the solver stopped the search first
   */
  public Optional<Solution> findFirst() {
    Result r = first(1);
    if (r.solutions().isEmpty() && !r.isComplete()) {
      throw new SearchStoppedException(r.toSearchResult());
    }
    return r.solutions().stream().findFirst();
  }

  /**
   * Up to {@code k} distinct solutions (k ≥ 1), in the order found; a run restarted after finding
   * some keeps them, and one found again is not counted twice. Fewer than k with
   * {@link Result#isComplete()} means the problem has no more; a limit of the solver ends the
   * search with what was found. Runs in the calling thread.
   *
   * @param k how many distinct solutions are wanted, at least 1
   * @return the solutions found, the restarts, why the search ended and its statistics
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code k} is less than 1
   */
  public Result first(int k) {
    if (k < 1) {
      throw new BadInputException("solutions asked for must be at least 1, got " + k);
    }
    ExactCoverProblem problem = solver.problem();
    SearchControl control = new SearchControl(solver.limits(), solver.listener(), solver.progressInterval());
    Map<String, Solution> found = new LinkedHashMap<>(); // key: the sorted option ids
    SplittableRandom random = new SplittableRandom(seed);
    long updates = 0;
    int restarts = 0;
    SearchMatrix given = solver.prepare(); // the problem as given, kept for its later runs
    SearchMatrix matrix = given;
    int[] toOriginal = null; // null: the problem as given
    StopReason reason = StopReason.COMPLETED;
    SearchControl.Worker worker = control.worker(); // one for every run: attached anew each time
    while (matrix != null) {
      worker.cutAfter(cut(unit, restarts + 1));
      long updatesBefore = matrix.updates();
      MatrixSearch.watch(matrix, worker);
      int[] buffer = new int[matrix.solutionCapacity()];
      boolean enough = false;
      while (!enough && matrix.nextSolution()) {
        int n = matrix.solution(buffer);
        int[] ids = Arrays.copyOf(buffer, n);
        if (toOriginal != null) {
          for (int i = 0; i < n; i++) {
            ids[i] = toOriginal[ids[i]];
          }
        }
        int[] key = ids.clone();
        Arrays.sort(key);
        found.putIfAbsent(Arrays.toString(key), new Solution(problem, ids));
        enough = found.size() >= k;
      }
      worker.detach();
      updates += matrix.updates() - updatesBefore;
      if (enough) {
        reason = StopReason.SOLUTION_LIMIT;
        break;
      }
      if (!matrix.isStopped()) {
        break; // an uncut run: every solution seen, the answer is complete
      }
      if (!worker.wasCut()) {
        reason = control.stopReason(); // a limit of the solver
        break;
      }
      restarts++;
      if (isRecord(restarts + 1)) {
        given.restart(); // its cut is a new maximum: the given order again, searched further
        given.clearBranchOrder();
        matrix = given;
        toOriginal = null;
      } else if (solver.branchFlags() != null) {
        // with branch items the items, hence the branch items, stay; each branching node's options
        // are tried in a new order, on the same matrix: no copy to build (a million options for
        // a 100x100 Sudoku)
        given.restart();
        given.setBranchOrder(random.nextLong(), false);
        matrix = given;
        toOriginal = null;
      } else {
        PermutedProblem copy = new PermutedProblem(problem, random, solver.branchFlags() == null);
        toOriginal = copy.original;
        matrix = fixedCopy(copy);
      }
    }
    return new Result(List.copyOf(new ArrayList<>(found.values())), restarts, reason,
        new SearchStatistics(control.nodes(), updates, found.size(), control.elapsed()));
  }

  /** A matrix of the solver's kernel for {@code copy}, with the solver's fixed options fixed. */
  private SearchMatrix fixedCopy(PermutedProblem copy) {
    SearchMatrix m = solver.kernel().build(copy.problem);
    m.setBranchItems(solver.branchFlags()); // the items kept their ids (see first)
    for (int id : solver.fixedOptionIds()) {
      if (!m.fix(copy.copyOf[id])) {
        return null; // cannot happen: the first run fixed them all (a copy has the same conflicts)
      }
    }
    return m;
  }

  /**
   * Whether run {@code run}'s cut is larger than every earlier one ({@code run = 2^k − 1}): such
   * runs search the problem as given, so that its own order, cut at 1, 2, 4, 8, … units, is never
   * more than a small factor (about half the number of doublings) slower than without restarts.
   */
  static boolean isRecord(long run) {
    return Long.bitCount(run + 1) == 1;
  }

  /**
   * Run {@code run}'s cut (runs from 1): {@code unit × luby(run)} nodes, where {@code luby} is Luby,
   * Sinclair and Zuckerman's universal sequence 1, 1, 2, 1, 1, 2, 4, 1, …, or Long.MAX_VALUE (no
   * cut) if that overflows. The restarts of this class and of any other search that restarts
   * (Tantrix's free-shape first solution, sudoku's DLX solver on its own matrix) take their cuts
   * from here.
   *
   * <pre>{@code
   * long first = RestartingSearch.cut(5_000, 1);     // 5000
   * long seventh = RestartingSearch.cut(5_000, 7);   // 20000: luby(7) = 4
   * }</pre>
   *
   * @param unit the unit of the cuts in nodes, at least 1
   * @param run the run's number, from 1
   * @return the cut in nodes, or {@link Long#MAX_VALUE} for none
   * @throws IllegalArgumentException if {@code unit} or {@code run} is less than 1
   */
  public static long cut(long unit, long run) {
    if (unit < 1 || run < 1) {
      throw new IllegalArgumentException("unit and run must be at least 1, got " + unit + " and " + run);
    }
    try {
      return Math.multiplyExact(unit, luby(run));
    } catch (ArithmeticException e) {
      return Long.MAX_VALUE;
    }
  }

  /**
   * Luby's sequence, from {@code i = 1}: 1, 1, 2, 1, 1, 2, 4, …; {@code luby(2^k − 1) = 2^(k−1)},
   * else {@code luby(i) = luby(i − 2^(k−1) + 1)} for {@code 2^(k−1) ≤ i < 2^k − 1}.
   */
  static long luby(long i) {
    while (true) {
      int k = 64 - Long.numberOfLeadingZeros(i + 1) - 1; // 2^k <= i + 1 < 2^(k+1)
      if ((1L << k) == i + 1) {
        return 1L << (k - 1);
      }
      i -= (1L << k) - 1;
    }
  }

  /**
   * The outcome of {@link #first(int)}.
   *
   * @param solutions the distinct solutions found, in the order found, as option ids of the problem
   *     as given
   * @param restarts how many times a run was cut and the search restarted on a new order
   * @param stopReason {@link StopReason#SOLUTION_LIMIT} when k were found, {@link StopReason#COMPLETED}
   *     when a run ended uncut with fewer (there are no more), else the limit that stopped it
   * @param statistics nodes and updates over all runs
   */
  public record Result(List<Solution> solutions, int restarts, StopReason stopReason, SearchStatistics statistics) {
    /** {@return whether the solutions are all there are (a run explored its whole tree)} */
    public boolean isComplete() {
      return stopReason == StopReason.COMPLETED;
    }

    /** {@return the result as a {@link SearchResult}: solutions counted, reason, statistics} */
    public SearchResult toSearchResult() {
      return new SearchResult(solutions.size(), stopReason, statistics);
    }
  }
}
