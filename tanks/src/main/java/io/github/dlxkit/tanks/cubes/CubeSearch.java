package io.github.dlxkit.tanks.cubes;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStatistics;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.core.search.Digest;
import io.github.dlxkit.core.search.PartCount;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.tanks.encoding.CnfEncoding;
import io.github.dlxkit.tanks.model.BoardSymmetries;
import io.github.dlxkit.tanks.model.Grid;
import io.github.dlxkit.tanks.sat.SatOutcome;
import io.github.dlxkit.tanks.sat.SatSolver;
import io.github.dlxkit.tanks.sat.UnitPropagation;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Cube and conquer on core's split machinery: the Tank Attack formula ({@link CnfEncoding}) cut
 * into <em>cubes</em> (the ranges of the first cells fixed), each cube decided by a SAT call, as a
 * {@link SplittableSearch}, so that {@code --part}, {@code --checkpoint}, {@code --refine-after} and
 * the Spark runner apply unchanged.
 *
 * <ul>
 *   <li>A cube's prefix is the ranges of the first cube cells: the orbit representatives (each
 *       cell, without a required symmetry) in reading order, and with the leader clauses each
 *       followed by its images under the square's symmetries (the four corners first), so that
 *       the cubes fix both sides of the leader comparisons and propagation drops non-leaders. {@link #split} fixes one more cell
 *       at a time until there are at least {@code target} cubes, dropping those that unit
 *       propagation on the formula refutes (they have no model); {@link #refine} fixes one more.
 *   <li>{@link #count} counts the cube's solutions exactly: a SAT call on the formula with the
 *       prefix as unit clauses; each model found is checked by {@link Grid#isSolution()} (which
 *       shares no code with the formula) and blocked on the value variables, and the call
 *       repeated until the solver says unsatisfiable. Its "nodes" are the solver's conflicts, and
 *       a node limit ({@code --refine-after}) is the solver's conflict limit: a cube that is not
 *       decided within it stops with {@link StopReason#NODE_LIMIT}, and core's refining count cuts
 *       it into its sub-cubes. Conflicts, not seconds, so that the cut does not depend on the load.
 * </ul>
 * The cubes of a split are disjoint (they differ in a fixed cell) and cover every model (a model
 * refuted by propagation does not exist), so their counts add up to the formula's.
 *
 * <pre>{@code
 * CnfEncoding cnf = CnfEncoding.of(Board.of(4, false), RequiredSymmetry.NONE, false);
 * CubeSearch cubes = new CubeSearch(cnf, new SmallSat(), null);
 * long total = 0;
 * for (Subproblem s : cubes.split(10)) total += cubes.count(s).count();   // 1: all 2s
 * }</pre>
 */
public final class CubeSearch implements SplittableSearch {
  private final CnfEncoding cnf;
  private final SatSolver solver;
  private final CubeLog log;
  private final int[] cubeCells; // orbit representatives in reading order
  private final int minRange;
  private final int maxRange;
  private final UnitPropagation propagation; // for split and refine only, guarded by this
  private final String identity;

  /**
   * Cubes of {@code cnf}, each decided by {@code solver}; every SAT call and every solution found
   * goes to {@code log} if not null.
   *
   * @param cnf the formula to cut into cubes
   * @param solver decides each cube, on the thread that counts it
   * @param log where every SAT call and solution is recorded, or null for none
   */
  public CubeSearch(CnfEncoding cnf, SatSolver solver, CubeLog log) {
    this.cnf = cnf;
    this.solver = solver;
    this.log = log;
    int n = cnf.board().size();
    this.minRange = cnf.minRange();
    this.maxRange = cnf.board().maxRange();
    List<Integer> cells = new ArrayList<>();
    java.util.Set<Integer> seen = new java.util.HashSet<>();
    int[][] images = cnf.keepsLeadersOnly() ? BoardSymmetries.nonIdentity(n) : new int[0][];
    for (int c = 0; c < n * n; c++) {
      if (seen.add(cnf.valueVariable(c, minRange))) {
        cells.add(c);
      }
      for (int[] g : images) { // with leaders: a cell's images right after it, so that the cubes compare them
        if (seen.add(cnf.valueVariable(g[c], minRange))) {
          cells.add(g[c]);
        }
      }
    }
    this.cubeCells = cells.stream().mapToInt(Integer::intValue).toArray();
    this.propagation = new UnitPropagation(cnf.variables(), cnf.clauses());
    StringBuilder text = new StringBuilder();
    cnf.writeDimacs(text);
    this.identity = "tanks-cubes:" + n + ":" + Digest.of(text + java.util.Arrays.toString(cubeCells));
  }

  @Override
  public String identity() {
    return identity;
  }

  /** {@return the cells whose ranges the cubes fix, in order (cell {@code i * n + j})} */
  public int[] cubeCells() {
    return cubeCells.clone();
  }

  @Override
  public List<Subproblem> split(int target) {
    SplittableSearch.checkTarget(target);
    List<int[]> level = new ArrayList<>();
    if (propagation.isInconsistent()) {
      return List.of();
    }
    level.add(new int[0]);
    while (level.size() < target && level.get(0).length < cubeCells.length) {
      List<int[]> next = new ArrayList<>();
      for (int[] p : level) {
        next.addAll(children(p));
      }
      if (next.isEmpty()) {
        level = next;
        break;
      }
      level = next;
    }
    List<Subproblem> out = new ArrayList<>(level.size());
    for (int[] p : level) {
      out.add(new Subproblem(out.size(), p));
    }
    return out;
  }

  @Override
  public List<Subproblem> refine(Subproblem s) {
    check(s);
    if (s.prefix().length >= cubeCells.length) {
      return List.of();
    }
    List<Subproblem> out = new ArrayList<>();
    for (int[] p : children(s.prefix())) {
      out.add(new Subproblem(s.index(), p));
    }
    return out;
  }

  /** The prefixes one cell longer than {@code prefix} that propagation does not refute, in range order. */
  private synchronized List<int[]> children(int[] prefix) {
    List<int[]> out = new ArrayList<>();
    int base = propagation.trailSize();
    try {
      for (int k = 0; k < prefix.length; k++) {
        if (!propagation.assume(cnf.valueVariable(cubeCells[k], prefix[k]))) {
          return out;
        }
      }
      int cell = cubeCells[prefix.length];
      for (int r = minRange; r <= maxRange; r++) {
        int mark = propagation.trailSize();
        if (propagation.assume(cnf.valueVariable(cell, r))) {
          int[] child = java.util.Arrays.copyOf(prefix, prefix.length + 1);
          child[prefix.length] = r;
          out.add(child);
        }
        propagation.undo(mark);
      }
      return out;
    } finally {
      propagation.undo(base);
    }
  }

  private void check(Subproblem s) {
    int[] p = s.prefix();
    if (p.length > cubeCells.length) {
      throw new BadInputException("cube " + s.toLine() + " fixes " + p.length + " cells; this formula has "
          + cubeCells.length);
    }
    for (int r : p) {
      if (r < minRange || r > maxRange) {
        throw new BadInputException("cube " + s.toLine() + ": range " + r + " is not in " + minRange + ".." + maxRange);
      }
    }
  }

  /** {@return the variables of the formula} */
  public int variables() {
    return cnf.variables();
  }

  /**
   * {@return the formula of cube {@code s}: the whole formula and a unit clause per fixed cell}
   *
   * @param s a cube of this search (its prefix fixes the first cube cells' ranges)
   */
  public List<int[]> clauses(Subproblem s) {
    check(s);
    List<int[]> clauses = new ArrayList<>(cnf.clauses());
    int[] prefix = s.prefix();
    for (int k = 0; k < prefix.length; k++) {
      clauses.add(new int[] {cnf.valueVariable(cubeCells[k], prefix[k])});
    }
    return clauses;
  }

  @Override
  public PartCount count(Subproblem s, SearchLimits limits) {
    long start = System.nanoTime();
    List<int[]> clauses = clauses(s);
    long budget = limits.maxNodes();
    long conflicts = 0;
    long found = 0;
    int n = cnf.board().size();
    while (true) {
      long left = budget == Long.MAX_VALUE ? 0 : Math.max(1, budget - conflicts);
      SatOutcome o = solver.solve(cnf.variables(), clauses, left);
      conflicts += o.conflicts();
      if (log != null) {
        log.call(s, o);
      }
      if (o.status() == SatOutcome.Status.UNKNOWN) {
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
        throw new SearchStoppedException(new SearchResult(found, StopReason.NODE_LIMIT,
            new SearchStatistics(conflicts, 0, found, elapsed)));
      }
      if (o.status() == SatOutcome.Status.UNSATISFIABLE) {
        return new PartCount(found, conflicts, Duration.ofNanos(System.nanoTime() - start));
      }
      int[] cells = new int[n * n];
      int[] block = new int[cubeCells.length];
      for (int c = 0; c < n * n; c++) {
        cells[c] = -1;
        for (int r = minRange; r <= maxRange; r++) {
          if (o.value(cnf.valueVariable(c, r))) {
            cells[c] = r;
          }
        }
      }
      for (int k = 0; k < cubeCells.length; k++) {
        block[k] = -cnf.valueVariable(cubeCells[k], cells[cubeCells[k]]);
      }
      Grid grid = Grid.ofCells(cnf.board(), cells);
      if (!grid.isSolution()) {
        throw new IllegalStateException("the SAT model of cube " + s.toLine() + " is not a solution:\n" + grid);
      }
      found++;
      if (log != null) {
        log.solution(s, grid);
      }
      clauses.add(block);
    }
  }
}
