package io.github.dlxkit.tanks.optimise;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.optimise.Improvable;
import io.github.dlxkit.tanks.model.Board;
import io.github.dlxkit.tanks.model.Grid;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * A Tank Attack grid that is not yet a solution: a range in every cell, scored by the number of
 * <em>violations</em>, the cells whose range differs from the number of tanks attacking them, for
 * core's {@link io.github.dlxkit.core.optimise.Optimiser}. No violation is exactly
 * {@link Grid#isSolution()}.
 *
 * <p>A move gives one cell a new range (with a required symmetry, the whole orbit of the cell):
 * half the time a cell that is wrong gets the number of its attackers (when that is a range), else
 * a random cell a random other range. Only the up to four cells the old range hit and the four the
 * new one hits change their counts, so a move costs a few array updates.
 *
 * <p>The score is minus the violations, minus a secondary term below 1 that breaks ties toward
 * grids whose counts are nearer their ranges (the sum over cells of |range − attackers|, scaled
 * below 1). A <em>forbidden</em> symmetry (e.g. {@link RequiredSymmetry#ROT180} for Chlond's open
 * question of an 8&times;8 solution that is not half-turn symmetric) is never reached: a move that
 * would leave the grid unchanged by it is undone and reported impossible, and the start is never
 * symmetric; so every state, and every best, has at least one cell that differs from its image.
 *
 * <pre>{@code
 * DraftGrid d = DraftGrid.random(Board.of(4, false), RequiredSymmetry.NONE, RequiredSymmetry.NONE, 1);
 * Optimum<Grid> o = Optimiser.of(d, Acceptance.annealing(0.5, 0.5)).withSeed(1).withTarget(0)
 *     .run(SearchControl.of(SearchLimits.none().withMaxNodes(10_000_000)));
 * o.best().isSolution();   // true: the 4x4's one solution, all 2s
 * DraftGrid e = DraftGrid.random(Board.of(8, false), RequiredSymmetry.NONE, RequiredSymmetry.ROT180, 1);
 * RequiredSymmetry.ROT180.holdsFor(e.snapshot());   // false, and no move of e makes it true
 * }</pre>
 */
public final class DraftGrid implements Improvable<Grid> {
  private final Board board;
  private final int n;
  private final int cells;
  /** hits[a * n + k]: the cells a tank on cell a with range k attacks. */
  private final int[][] hits;
  /** The cells of each cell's orbit under the required symmetry (the cell alone without one). */
  private final int[][] orbit;
  /** The image of each cell under the forbidden symmetry, and back; null without one. */
  private final int[] image;
  private final int[] preimage;
  private final double tieWeight;

  private final int[] range;
  private final int[] attackers;
  /** The wrong cells, in no order, and where each sits in that list (-1 if right). */
  private final int[] wrong;
  private final int[] wrongAt;
  private int wrongCount;
  private int distance;
  /** Cells that differ from their image under the forbidden symmetry. */
  private int asymmetric;

  // the last move, for undo: the cells changed and their old ranges
  private final int[] undoCell = new int[4];
  private final int[] undoRange = new int[4];
  private int undoLength;

  private DraftGrid(Board board, RequiredSymmetry required, RequiredSymmetry forbidden, int[] start) {
    this.board = board;
    this.n = board.size();
    this.cells = n * n;
    this.hits = new int[cells * n][];
    for (int a = 0; a < cells; a++) {
      for (int k = 0; k < n; k++) {
        int[] t = new int[4];
        int m = 0;
        for (int c = 0; c < cells; c++) {
          if (board.attacks(a, k, c)) {
            t[m++] = c;
          }
        }
        hits[a * n + k] = java.util.Arrays.copyOf(t, m);
      }
    }
    this.orbit = new int[cells][];
    for (int c = 0; c < cells; c++) {
      int[] o = new int[4];
      int m = 0;
      int d = c;
      do {
        o[m++] = d;
        d = required.generatorImage(d, n);
      } while (d != c);
      orbit[c] = java.util.Arrays.copyOf(o, m);
    }
    if (forbidden == RequiredSymmetry.NONE) {
      image = null;
      preimage = null;
    } else {
      image = new int[cells];
      preimage = new int[cells];
      for (int c = 0; c < cells; c++) {
        image[c] = forbidden.generatorImage(c, n);
        preimage[image[c]] = c;
      }
    }
    // |range - attackers| is at most n - 1 + 2(n - 1) per cell
    this.tieWeight = 1.0 / (cells * 3.0 * n + 1);
    this.range = start.clone();
    this.attackers = new int[cells];
    this.wrong = new int[cells];
    this.wrongAt = new int[cells];
    recount();
  }

  /**
   * {@return a random grid on {@code board} with the {@code required} symmetry (NONE for none) and without the
   * {@code forbidden} one (NONE to allow every grid), ranges 1..n-1 drawn from {@code seed}}
   *
   * @throws BadInputException if no grid has the required symmetry without the forbidden one (the
   *     forbidden symmetry is implied by the required one, or the board has one range only)
   * @param board the board: its side and whether it is a torus
   * @param required the symmetry every draft keeps ({@link RequiredSymmetry#NONE}: none)
   * @param forbidden the symmetry no draft may have ({@link RequiredSymmetry#NONE}: none forbidden)
   * @param seed the random seed (the same seed, the same grid)
   */
  public static DraftGrid random(Board board, RequiredSymmetry required, RequiredSymmetry forbidden, long seed) {
    Objects.requireNonNull(board, "board");
    Objects.requireNonNull(required, "required");
    Objects.requireNonNull(forbidden, "forbidden");
    int n = board.size();
    if (forbidden != RequiredSymmetry.NONE && (forbidden.order() <= required.order() || n < 3)) {
      throw new BadInputException("no " + n + "x" + n + " grid has the required symmetry "
          + name(required) + " without " + name(forbidden));
    }
    if (n < 2) {
      throw new BadInputException("a 1x1 grid has no range to give its tank (ranges are 1..n-1)");
    }
    SplittableRandom random = new SplittableRandom(seed);
    int[] rep = required.orbitRepresentatives(n);
    int[] start = new int[n * n];
    while (true) {
      for (int c = 0; c < start.length; c++) {
        start[c] = rep[c] == c ? 1 + random.nextInt(n - 1) : start[rep[c]];
      }
      DraftGrid d = new DraftGrid(board, required, forbidden, start);
      if (d.image == null || d.asymmetric > 0) {
        return d;
      }
    }
  }

  /**
   * {@return the draft starting from {@code grid} (e.g. a best-so-far file), with the same symmetries as
   * {@link #random}}
   *
   * @throws BadInputException if the grid has an empty cell, lacks the required symmetry or has the
   *     forbidden one
   * @param grid the grid to start from, every cell holding a tank
   * @param required the symmetry every draft keeps ({@link RequiredSymmetry#NONE}: none)
   * @param forbidden the symmetry no draft may have ({@link RequiredSymmetry#NONE}: none forbidden)
   */
  public static DraftGrid of(Grid grid, RequiredSymmetry required, RequiredSymmetry forbidden) {
    Objects.requireNonNull(grid, "grid");
    if (grid.holes() > 0) {
      throw new BadInputException("the grid has an empty cell; every cell needs a range 1.." + grid.board().maxRange());
    }
    if (!required.holdsFor(grid)) {
      throw new BadInputException("the grid is not " + name(required) + " symmetric");
    }
    if (forbidden != RequiredSymmetry.NONE && forbidden.holdsFor(grid)) {
      throw new BadInputException("the grid is " + name(forbidden) + " symmetric, which is excluded");
    }
    return new DraftGrid(grid.board(), required, forbidden, grid.cells());
  }

  private static String name(RequiredSymmetry s) {
    return s.name().toLowerCase(java.util.Locale.ROOT);
  }

  /** {@return the number of cells whose range differs from the number of their attackers (0: a solution)} */
  public int violations() {
    return wrongCount;
  }

  /** {@return the sum over cells of |range − attackers|: 0 exactly when {@link #violations()} is} */
  public int distance() {
    return distance;
  }

  /**
   * Minus the violations, minus a tie-breaking term in [0, 1) (see the class comment).
   *
   * @return at most 0, and 0 exactly for a solution; higher is better
   */
  @Override
  public double score() {
    return -wrongCount - distance * tieWeight;
  }

  @Override
  public boolean move(RandomGenerator random) {
    int c;
    int r;
    if (wrongCount > 0 && random.nextBoolean()) {
      c = wrong[random.nextInt(wrongCount)];
      r = attackers[c];
      if (r < 1 || r >= n || r == range[c]) {
        r = other(range[c], random);
      }
    } else {
      c = random.nextInt(cells);
      r = other(range[c], random);
    }
    int[] o = orbit[c];
    undoLength = o.length;
    for (int x = 0; x < o.length; x++) {
      undoCell[x] = o[x];
      undoRange[x] = range[o[x]];
      set(o[x], r);
    }
    if (image != null && asymmetric == 0) {
      undo();
      return false;
    }
    return true;
  }

  /** A range 1..n-1 other than {@code r}. */
  private int other(int r, RandomGenerator random) {
    int s = 1 + random.nextInt(n - 2);
    return s >= r ? s + 1 : s;
  }

  @Override
  public void undo() {
    for (int x = undoLength - 1; x >= 0; x--) {
      set(undoCell[x], undoRange[x]);
    }
    undoLength = 0;
  }

  @Override
  public Grid snapshot() {
    return Grid.ofCells(board, range);
  }

  /** Gives cell {@code c} range {@code r}, updating the counts of the cells its old and new range hit. */
  private void set(int c, int r) {
    int old = range[c];
    if (old == r) {
      return;
    }
    if (image != null) {
      int d = image[c];
      int e = preimage[c];
      asymmetric -= (range[d] != old ? 1 : 0) + (e != c && range[e] != old ? 1 : 0);
      range[c] = r;
      asymmetric += (range[d] != r ? 1 : 0) + (e != c && range[e] != r ? 1 : 0);
    } else {
      range[c] = r;
    }
    change(c, old, r);
    for (int t : hits[c * n + old]) {
      int a = attackers[t];
      attackers[t] = a - 1;
      changeCount(t, a, a - 1);
    }
    for (int t : hits[c * n + r]) {
      int a = attackers[t];
      attackers[t] = a + 1;
      // the range of t is unchanged here unless t == c, which a tank never attacks
      changeCount(t, a, a + 1);
    }
  }

  /** Cell c's range went from old to r while its attackers stayed. */
  private void change(int c, int old, int r) {
    update(c, Math.abs(old - attackers[c]), Math.abs(r - attackers[c]));
  }

  /** Cell c's attackers went from a to b while its range stayed. */
  private void changeCount(int c, int a, int b) {
    update(c, Math.abs(range[c] - a), Math.abs(range[c] - b));
  }

  private void update(int c, int before, int after) {
    distance += after - before;
    if (before == 0 && after != 0) {
      wrongAt[c] = wrongCount;
      wrong[wrongCount++] = c;
    } else if (before != 0 && after == 0) {
      int at = wrongAt[c];
      int last = wrong[--wrongCount];
      wrong[at] = last;
      wrongAt[last] = at;
      wrongAt[c] = -1;
    }
  }

  private void recount() {
    java.util.Arrays.fill(attackers, 0);
    for (int a = 0; a < cells; a++) {
      for (int t : hits[a * n + range[a]]) {
        attackers[t]++;
      }
    }
    wrongCount = 0;
    distance = 0;
    for (int c = 0; c < cells; c++) {
      wrongAt[c] = -1;
      int d = Math.abs(range[c] - attackers[c]);
      distance += d;
      if (d != 0) {
        wrongAt[c] = wrongCount;
        wrong[wrongCount++] = c;
      }
    }
    asymmetric = 0;
    if (image != null) {
      for (int c = 0; c < cells; c++) {
        asymmetric += range[c] != range[image[c]] ? 1 : 0;
      }
    }
  }
}
