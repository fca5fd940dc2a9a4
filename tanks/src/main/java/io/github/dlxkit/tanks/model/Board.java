package io.github.dlxkit.tanks.model;

import io.github.dlxkit.core.util.Indices;
import io.github.dlxkit.core.BadInputException;
/**
 * The geometry of an n&times;n Tank Attack board, plane or torus: which tanks can attack which
 * cell, and with which ranges. Solvers and {@link Grid} read the attack relation from here, so
 * that there is one definition of "attacks".
 *
 * <p>A tank at cell a with range k attacks the cells exactly k steps from a along its row and its
 * column. On the plane these are the (up to four) cells that lie on the board. On the torus rows
 * and columns wrap around, so a tank always reaches four cells &mdash; except that with
 * {@code 2k = n} the cells k steps left and right coincide (likewise up and down) and the tank
 * attacks that one cell once: an attack count counts <em>tanks</em>, and one tank attacks a cell at
 * most once.
 *
 * <h2>Layout</h2>
 * Cells are numbered {@code c = i * n + j}. For a target cell c, its potential attackers are the
 * other cells of its row, then the other cells of its column: {@code attackers(c)[k]} is the k-th
 * of them ({@code k < n - 1} in the row, the rest in the column) and {@code rangeMasks(c)[k]} is the
 * set of ranges with which it attacks c, as a bit mask (bit r set for range r): on the plane the
 * single bit {@code |distance|}; on the torus the bits {@code d} and {@code n - d} for the offset
 * {@code d = (c - a) mod n}.
 *
 * <pre>{@code
 * Board b = Board.of(5, false);
 * b.cells();      // 25
 * b.maxRange();   // 4: a tank sees at most four cells in a row
 * Board.of(5, true).isTorus();   // true: the edges wrap around
 * }</pre>
 */
public final class Board {
  /** The largest board side: ranges are kept in {@code int} bit masks. */
  public static final int MAX_SIZE = 31;

  private final int n;
  private final boolean torus;
  private final int[][] attackers;
  private final int[][] rangeMasks;

  private Board(int n, boolean torus) {
    this.n = n;
    this.torus = torus;
    int cells = n * n;
    this.attackers = new int[cells][];
    this.rangeMasks = new int[cells][];
    for (int c = 0; c < cells; c++) {
      int i = c / n;
      int j = c % n;
      int[] att = new int[2 * (n - 1)];
      int[] masks = new int[2 * (n - 1)];
      int k = 0;
      for (int p = 0; p < n; p++) {
        if (p != j) {
          att[k] = i * n + p;
          masks[k++] = mask(j - p);
        }
      }
      for (int p = 0; p < n; p++) {
        if (p != i) {
          att[k] = p * n + j;
          masks[k++] = mask(i - p);
        }
      }
      attackers[c] = att;
      rangeMasks[c] = masks;
    }
  }

  /**
   * {@return the n&times;n board, on the plane or (with {@code torus}) with rows and columns wrapping round}
   *
   * @param n the side, 1..{@value #MAX_SIZE}
   * @param torus whether rows and columns wrap round
   * @throws IllegalArgumentException if n is not in 1..{@value #MAX_SIZE}
   */
  public static Board of(int n, boolean torus) {
    if (n < 1 || n > MAX_SIZE) {
      throw new BadInputException("board size must be in 1.." + MAX_SIZE + ", got " + n);
    }
    return new Board(n, torus);
  }

  /** The ranges (bit mask) with which a tank {@code offset} steps before a cell in its line attacks it. */
  private int mask(int offset) {
    if (!torus) {
      return 1 << Math.abs(offset);
    }
    int d = Math.floorMod(offset, n);
    return (1 << d) | (1 << (n - d));
  }

  /** {@return the side n} */
  public int size() {
    return n;
  }

  /** {@return whether rows and columns wrap around} */
  public boolean isTorus() {
    return torus;
  }

  /** {@return the number of cells, n&sup2;} */
  public int cells() {
    return n * n;
  }

  /** {@return the largest range a tank may have: n - 1} */
  public int maxRange() {
    return n - 1;
  }

  /**
   * {@return the cells that could attack cell {@code c} (a fresh copy; see the layout above)}
   *
   * @param c the target cell, {@code i * n + j}
   * @throws IllegalArgumentException if {@code c} is not in {@code 0..n*n-1}
   */
  public int[] attackers(int c) {
    return attackers[cell(c)].clone();
  }

  /**
   * {@return the range masks of {@link #attackers(int)}, position by position (a fresh copy)}
   *
   * @param c the target cell, {@code i * n + j}
   * @throws IllegalArgumentException if {@code c} is not in {@code 0..n*n-1}
   */
  public int[] rangeMasks(int c) {
    return rangeMasks[cell(c)].clone();
  }

  private int cell(int c) {
    return Indices.checked("cell", c, n * n);
  }

  /** {@return how many of {@code c}'s potential attackers lie in its row: n - 1 (the rest are in its column)} */
  public int rowAttackerCount() {
    return n - 1;
  }

  /**
   * {@return whether a tank at cell {@code a} with range {@code range} attacks cell {@code c}}
   *
   * @param a the attacker's cell, {@code i * n + j}
   * @param range the attacker's range; 0 (an empty cell) attacks nothing
   * @param c the target cell, {@code i * n + j}; a tank never attacks its own cell
   * @throws IllegalArgumentException if {@code a} or {@code c} is not in {@code 0..n*n-1}
   */
  public boolean attacks(int a, int range, int c) {
    Indices.checked("attacker's cell", a, n * n);
    cell(c);
    if (range < 1 || a == c) {
      return false;
    }
    int ai = a / n;
    int aj = a % n;
    int ci = c / n;
    int cj = c % n;
    if (ai == ci) {
      return (mask(cj - aj) >> range & 1) != 0;
    }
    if (aj == cj) {
      return (mask(ci - ai) >> range & 1) != 0;
    }
    return false;
  }

  /**
   * {@return the number of tanks attacking cell {@code c} when cell x holds range {@code ranges[x]}
   * (0 = empty cell, which attacks nothing)}
   *
   * @param ranges the range of every cell, row-major, each in {@code 0..n-1} (not checked)
   * @param c the target cell, {@code i * n + j}
   * @throws IllegalArgumentException if {@code c} is not in {@code 0..n*n-1}
   */
  public int attackCount(int[] ranges, int c) {
    int[] att = attackers[cell(c)];
    int[] masks = rangeMasks[c];
    int count = 0;
    for (int k = 0; k < att.length; k++) {
      count += masks[k] >> ranges[att[k]] & 1;
    }
    return count;
  }

  @Override
  public String toString() {
    return n + "x" + n + (torus ? " torus" : "");
  }
}
