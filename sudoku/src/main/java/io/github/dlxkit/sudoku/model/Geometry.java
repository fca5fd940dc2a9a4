package io.github.dlxkit.sudoku.model;

import io.github.dlxkit.core.BadInputException;

/**
 * The shape of an n²×n² Sudoku with boxes of n×n cells ("box size" n, "side" N = n²).
 *
 * <p>Cells are numbered row-major, {@code cell = row * N + column}, rows and columns from 0. Boxes
 * are numbered row-major too: box {@code (row / n) * n + column / n}. A <em>unit</em> is a row, a
 * column or a box: units 0..N-1 are the rows, N..2N-1 the columns, 2N..3N-1 the boxes; each lists
 * its N cells in row-major order. The <em>peers</em> of a cell are the other cells of its three
 * units, each listed once.
 *
 * <p>Instances are immutable and shared ({@link #of}); the unit and peer tables are built on first
 * use, and handed out as copies.
 *
 * <pre>{@code
 * Geometry g = Geometry.of(3);    // 9×9, boxes of 3×3
 * g.side();                       // 9
 * int cell = g.cell(4, 7);        // 43, row-major
 * g.box(cell);                    // 5
 * }</pre>
 */
public final class Geometry {
  /** The largest box size dlxkit accepts: 100×100 grids. */
  public static final int MAX_BOX_SIZE = 10;

  /**
   * The geometry of each box size, made up front (each is two ints until its tables are asked for):
   * an array read, where a map's lookup boxed the size once a puzzle of a batch.
   */
  private static final Geometry[] BY_BOX_SIZE = new Geometry[MAX_BOX_SIZE + 1];

  static {
    for (int n = 1; n <= MAX_BOX_SIZE; n++) {
      BY_BOX_SIZE[n] = new Geometry(n);
    }
  }

  private final int n;
  private final int side;
  private volatile int[][] units;
  private volatile int[][] peers;

  private Geometry(int n) {
    this.n = n;
    this.side = n * n;
  }

  /**
   * {@return the geometry for box size {@code n}, 1 &le; n &le; {@link #MAX_BOX_SIZE}} One instance
   * per box size, shared by every caller and thread.
   *
   * @param n the box size: 3 for the usual 9×9
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code n} is out of range
   */
  public static Geometry of(int n) {
    if (n < 1 || n > MAX_BOX_SIZE) {
      throw new BadInputException("box size must be between 1 and " + MAX_BOX_SIZE
          + " (grids up to " + MAX_BOX_SIZE * MAX_BOX_SIZE + "×" + MAX_BOX_SIZE * MAX_BOX_SIZE
          + "), got " + n);
    }
    return BY_BOX_SIZE[n];
  }

  /**
   * {@return the box size n of a grid with {@code cellCount} cells, or -1 if {@code cellCount} is not n⁴
   * for some 1 &le; n &le; {@link #MAX_BOX_SIZE}}
   *
   * @param cellCount the number of cells of a grid, e.g. the length of a compact puzzle (81 for
   *     9×9)
   */
  public static int boxSizeForCells(long cellCount) {
    for (int n = 1; n <= MAX_BOX_SIZE; n++) {
      if ((long) n * n * n * n == cellCount) {
        return n;
      }
    }
    return -1;
  }

  /**
   * {@return the box size n of a grid with side {@code side}, or -1 if the side is not n² for some
   * 1 &le; n &le; {@link #MAX_BOX_SIZE}}
   *
   * @param side the number of rows of a grid (9 for 9×9)
   */
  public static int boxSizeForSide(int side) {
    for (int n = 1; n <= MAX_BOX_SIZE; n++) {
      if (n * n == side) {
        return n;
      }
    }
    return -1;
  }

  /** {@return the box size n} */
  public int boxSize() {
    return n;
  }

  /** {@return the side N = n²: the number of rows, of columns, of boxes and of symbols} */
  public int side() {
    return side;
  }

  /** {@return the number of cells, N²} */
  public int cellCount() {
    return side * side;
  }

  /**
   * {@return the cell at {@code row}, {@code column} (from 0)} Not checked: a row or column out of
   * range gives a wrong cell.
   *
   * @param row the row, 0 to {@code side() - 1}
   * @param column the column, 0 to {@code side() - 1}
   */
  public int cell(int row, int column) {
    return row * side + column;
  }

  /**
   * {@return the row of {@code cell}, from 0}
   *
   * @param cell a cell, 0 to {@code cellCount() - 1}
   */
  public int row(int cell) {
    return cell / side;
  }

  /**
   * {@return the column of {@code cell}, from 0}
   *
   * @param cell a cell, 0 to {@code cellCount() - 1}
   */
  public int column(int cell) {
    return cell % side;
  }

  /**
   * {@return the box of {@code cell}, numbered row-major from 0}
   *
   * @param cell a cell, 0 to {@code cellCount() - 1}
   */
  public int box(int cell) {
    return (row(cell) / n) * n + column(cell) / n;
  }

  /**
   * {@return the 3N units (rows, then columns, then boxes), each as its N cells in row-major order}
   * A copy of this geometry's table, the caller's to change: the geometry is shared by every caller.
   * A solver that reads it often keeps its copy.
   */
  public int[][] units() {
    return copy(unitTable());
  }

  /**
   * {@return for each cell, its peers (the other cells of its row, column and box), each once,
   * ascending} A copy of this geometry's table, the caller's to change: the geometry is shared by
   * every caller. A solver that reads it often keeps its copy.
   */
  public int[][] peers() {
    int[][] p = peers;
    if (p == null) {
      p = buildPeers();
      peers = p;
    }
    return copy(p);
  }

  /** The units, built on first use and never handed out. */
  private int[][] unitTable() {
    int[][] u = units;
    if (u == null) {
      u = buildUnits();
      units = u;
    }
    return u;
  }

  private static int[][] copy(int[][] table) {
    int[][] c = new int[table.length][];
    for (int i = 0; i < table.length; i++) {
      c[i] = table[i].clone();
    }
    return c;
  }

  private int[][] buildUnits() {
    int[][] u = new int[3 * side][side];
    for (int cell = 0; cell < cellCount(); cell++) {
      int r = row(cell);
      int c = column(cell);
      int b = box(cell);
      u[r][c] = cell;
      u[side + c][r] = cell;
      int inBox = (r % n) * n + c % n;
      u[2 * side + b][inBox] = cell;
    }
    return u;
  }

  private int[][] buildPeers() {
    int[][] u = unitTable();
    int[][] p = new int[cellCount()][];
    int[] stamp = new int[cellCount()]; // stamp[c] == cell + 1: c already listed for this cell
    int[] buffer = new int[3 * side];
    for (int cell = 0; cell < cellCount(); cell++) {
      stamp[cell] = cell + 1;
      int k = 0;
      for (int unit : new int[] {row(cell), side + column(cell), 2 * side + box(cell)}) {
        for (int other : u[unit]) {
          if (stamp[other] != cell + 1) {
            stamp[other] = cell + 1;
            buffer[k++] = other;
          }
        }
      }
      int[] list = java.util.Arrays.copyOf(buffer, k);
      java.util.Arrays.sort(list);
      p[cell] = list;
    }
    return p;
  }

  @Override
  public String toString() {
    return side + "×" + side + " Sudoku geometry (box size " + n + ")";
  }
}
