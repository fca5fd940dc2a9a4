package io.github.dlxkit.tanks.scan;

import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.TreeSizeEstimate;
import io.github.dlxkit.tanks.model.Board;
import io.github.dlxkit.tanks.search.GridSearch;
import java.util.SplittableRandom;

/**
 * Plain backtracking over the cells in row-major order, with attack counters and supply budgets;
 * no symmetry. Written independently of the propagation search and the exact-cover encoding, and
 * the fastest of the three per node, so it does the long exhaustive counts.
 *
 * <p>When cell p gets range k, its (up to four) shots are counted at once: {@code got[t]} is the
 * number of attacks that cell t has received from the cells decided so far, and an already decided
 * t whose {@code got} exceeds its range fails. What a decided cell still lacks, its
 * <em>need</em> {@code range - got}, can only come from undecided cells, and every undecided cell
 * shoots once per direction: on the plane each undecided cell can therefore serve at most one
 * decided cell of its column (the one above it that its upward shot hits) and one of its row; on
 * the torus, where the downward and leftward shots wrap round, at most two. Hence
 * <ul>
 *   <li>a cell's range is at least its {@code got} and at most {@code got} plus the undecided
 *       cells of its row and column;
 *   <li>in every column the needs of the finished rows fit in the column's undecided cells
 *       ({@code colNeed[j] <= shots * undecided});
 *   <li>the current row's needs fit in its undecided cells plus what their columns can spare.
 * </ul>
 *
 * <h2>Layout</h2>
 * {@code v[c]} is the range of decided cell c ({@code -1} while undecided); {@code got[c]} as above;
 * {@code colNeed[j]} is the summed need of column j's cells in the rows above the current one. The
 * search stack is {@code v} itself: level p decides cell p.
 */
public final class RowScanSearch implements GridSearch {
  private final Board board;
  private final int n;
  private final int cells;
  private final int minRange;
  private final int shots; // how many decided cells of a line one undecided cell can serve
  private final int[] v;
  private final int[] got;
  private final int[] colNeed;
  private final int[] hit; // hit[p * 4 .. p * 4 + 3]: distinct cells hit by cell p's shots, -1 pads

  private int level; // cells 0..level-1 are decided
  private int replayed; // cells 0..replayed-1 were decided by replay() and are never undone
  private int maxDepth;
  private boolean started;
  private boolean exhausted;
  private long nodes;
  private long solutions;
  private SearchControl.Worker worker;
  private long nextPoll = Long.MAX_VALUE; // the node count of the next check by the worker
  private boolean stopped;
  private final int[] position; // scratch for progress(): 1-based branch positions by level
  private final int[] branches; // and branch counts
  private final int[] images; // with leaders only: images[g * cells + c], the 7 non-identity symmetries; else null

  /**
   * A row scan of {@code board}; with {@code holes}, cells may be empty.
   */
  public RowScanSearch(Board board, boolean holes) {
    this(board, holes, false);
  }

  /**
   * A row scan of {@code board}; with {@code leaders}, only the lexicographic leader of each class
   * of grids under the square's eight symmetries is kept (docs/tanks.md, "Symmetry breaking").
   */
  public RowScanSearch(Board board, boolean holes, boolean leaders) {
    this.board = board;
    this.n = board.size();
    this.cells = n * n;
    this.minRange = holes ? 0 : 1;
    this.shots = board.isTorus() ? 2 : 1;
    this.v = new int[cells];
    this.got = new int[cells];
    this.colNeed = new int[n];
    this.hit = new int[cells * 4];
    this.position = new int[cells];
    this.branches = new int[cells];
    if (leaders) {
      int[][] g = io.github.dlxkit.tanks.model.BoardSymmetries.nonIdentity(n);
      images = new int[g.length * cells];
      for (int s = 0; s < g.length; s++) {
        System.arraycopy(g[s], 0, images, s * cells, cells);
      }
    } else {
      images = null;
    }
    reset();
  }

  @Override
  public void reset() {
    if (worker != null) {
      worker.detach(); // hand in the counts before clearing them
    }
    java.util.Arrays.fill(v, -1);
    java.util.Arrays.fill(got, 0);
    java.util.Arrays.fill(colNeed, 0);
    level = 0;
    replayed = 0;
    maxDepth = Integer.MAX_VALUE;
    started = false;
    exhausted = false;
    nodes = 0;
    solutions = 0;
    stopped = false;
    nextPoll = worker == null ? Long.MAX_VALUE : worker.attach(this);
  }

  @Override
  public void limitDepth(int depth) {
    maxDepth = depth;
  }

  @Override
  public boolean atLeaf() {
    return level == cells;
  }

  @Override
  public int[] prefix() {
    return java.util.Arrays.copyOf(v, level);
  }

  @Override
  public boolean replay(int[] prefix) {
    for (int k : prefix) {
      if (!enter(level, k)) {
        leave(level);
        exhausted = true;
        return false;
      }
      level++;
    }
    return true;
  }

  @Override
  public int[] copyCells(int[] out) {
    System.arraycopy(v, 0, out, 0, cells);
    return out;
  }

  @Override
  public long nodes() {
    return nodes;
  }

  @Override
  public long solutions() {
    return solutions;
  }

  @Override
  public void watch(SearchControl.Worker worker) {
    this.worker = worker;
    this.nextPoll = worker.attach(this);
  }

  @Override
  public boolean isStopped() {
    return stopped;
  }

  /** The lowest range cell p may take now. */
  private int low(int p) {
    return Math.max(minRange, got[p]);
  }

  /** The highest range cell p may take now: got plus its undecided row and column cells. */
  private int high(int p) {
    int i = p / n;
    int j = p % n;
    return Math.min(n - 1, got[p] + (n - 1 - j) + (n - 1 - i));
  }

  @Override
  public boolean nextSolution() {
    if (exhausted) {
      return false;
    }
    boolean forward = !started;
    if (!started) {
      started = true;
      replayed = level; // a replayed prefix stays fixed
    }
    int floor = replayed;
    while (true) {
      if (forward) {
        if (++nodes >= nextPoll && (nextPoll = worker.poll()) < 0) {
          stopped = true;
          exhausted = true;
          return false;
        }
        if (level == cells) {
          solutions++;
          return true;
        }
        if (level >= maxDepth) {
          return true;
        }
        v[level] = low(level) - 1; // nothing tried yet at this level
        level++;
      }
      // try the next range of the cell on top of the stack
      int p = level - 1;
      if (p < floor) {
        exhausted = true;
        return false;
      }
      if (v[p] >= low(p)) {
        leave(p);
      }
      int k = v[p] + 1;
      if (k > high(p)) {
        v[p] = -1;
        level--;
        forward = false;
        continue;
      }
      forward = enter(p, k);
      if (!forward) {
        v[p] = k; // leave() undid nothing yet: mark k as tried and undo its partial effects
      }
    }
  }

  @Override
  public double progress() {
    for (int p = replayed; p < level; p++) {
      int lo = low(p);
      position[p] = v[p] - lo + 1;
      branches[p] = Math.max(1, high(p) - lo + 1);
    }
    return TreeSizeEstimate.fractionDone(position, branches, replayed, level);
  }

  /**
   * Gives cell p range k and counts its shots; false if that breaks a count or a budget. The
   * caller undoes it with {@link #leave(int)} in either case.
   */
  private boolean enter(int p, int k) {
    v[p] = k;
    int i = p / n;
    int j = p % n;
    boolean ok = true;
    int base = p * 4;
    hit[base] = hit[base + 1] = hit[base + 2] = hit[base + 3] = -1;
    if (k > 0) {
      int m = 0;
      for (int d = 0; d < 4; d++) {
        int t = target(i, j, k, d);
        if (t < 0 || t == hit[base] || t == hit[base + 1] || t == hit[base + 2]) {
          continue; // off the board, or a torus cell hit from both sides (attacked once)
        }
        hit[base + m++] = t;
        got[t]++;
        if (v[t] >= 0) {
          if (got[t] > v[t]) {
            ok = false;
          } else if (t / n < i) {
            colNeed[t % n]--;
          }
        }
      }
    }
    if (ok) {
      ok = budgetsHold(i, j);
    }
    if (ok && images != null) {
      ok = leaderPossible(p);
    }
    if (j == n - 1) { // the row is finished: its needs now wait on the rows below
      for (int c = 0; c < n; c++) {
        colNeed[c] += v[i * n + c] - got[i * n + c];
        if (colNeed[c] > shots * (n - 1 - i)) {
          ok = false;
        }
      }
    }
    return ok;
  }

  /**
   * Whether the decided cells 0..p can still be the start of a leader X, one with X ≤ X∘g in
   * reading order for each symmetry g: for each g, the first cell k whose pair (k, g(k)) is
   * decided and unequal must have the smaller range; the scan stops at the first pair with g(k)
   * undecided, where nothing is known yet. Only grids that are not leaders are cut, so each class
   * keeps its one leader (docs/tanks.md, "Symmetry breaking").
   */
  private boolean leaderPossible(int p) {
    for (int off = 0; off < images.length; off += cells) {
      for (int k = 0; k <= p; k++) {
        int d = images[off + k];
        if (d > p) {
          break;
        }
        int a = v[k];
        int b = v[d];
        if (a != b) {
          if (a > b) {
            return false;
          }
          break;
        }
      }
    }
    return true;
  }

  /** Undoes {@link #enter} for cell p (whose range is still in {@code v[p]}). */
  private void leave(int p) {
    int i = p / n;
    int j = p % n;
    if (j == n - 1) {
      for (int c = 0; c < n; c++) {
        colNeed[c] -= v[i * n + c] - got[i * n + c];
      }
    }
    int base = p * 4;
    for (int m = 0; m < 4 && hit[base + m] >= 0; m++) {
      int t = hit[base + m];
      if (v[t] >= 0 && got[t] <= v[t] && t / n < i) {
        colNeed[t % n]++;
      }
      got[t]--;
    }
  }

  /** The cell hit by a shot of range k from (i, j) in direction d (left, right, up, down), or -1. */
  private int target(int i, int j, int k, int d) {
    int ti = i;
    int tj = j;
    switch (d) {
      case 0 -> tj = j - k;
      case 1 -> tj = j + k;
      case 2 -> ti = i - k;
      default -> ti = i + k;
    }
    if (board.isTorus()) {
      return Math.floorMod(ti, n) * n + Math.floorMod(tj, n);
    }
    return ti < 0 || ti >= n || tj < 0 || tj >= n ? -1 : ti * n + tj;
  }

  /**
   * After deciding (i, j): column j must still be able to serve its finished rows' needs, and the
   * decided cells of row i their own.
   */
  private boolean budgetsHold(int i, int j) {
    int below = n - 1 - i;
    if (colNeed[j] > shots * below) {
      return false;
    }
    int rowSupply = shots * (n - 1 - j);
    int excess = 0;
    for (int c = 0; c <= j; c++) {
      int t = i * n + c;
      int need = v[t] - got[t];
      int spare = shots * below - colNeed[c];
      if (need > rowSupply + spare) {
        return false;
      }
      if (need > spare) {
        excess += need - spare;
      }
    }
    return excess <= rowSupply;
  }

  @Override
  public double probe(SplittableRandom random) {
    reset();
    double estimate = 1;
    double weight = 1;
    int[] live = new int[n + 1];
    while (level < cells) {
      int p = level;
      int count = 0;
      for (int k = low(p); k <= high(p); k++) {
        if (enter(p, k)) {
          live[count++] = k;
        }
        leave(p);
        v[p] = -1;
      }
      if (count == 0) {
        break;
      }
      weight *= count;
      estimate += weight;
      enter(p, live[random.nextInt(count)]);
      level++;
    }
    reset();
    return estimate;
  }
}
