package io.github.dlxkit.tanks.model;

import io.github.dlxkit.core.BadInputException;
import java.util.Arrays;

/**
 * A filled Tank Attack grid: an n&times;n array of ranges, 0 marking an empty cell (no tank), on
 * the plane or on the torus. Immutable.
 *
 * <p>The grid is a <em>solution</em> when every cell's number equals the number of tanks that
 * attack it ({@link #attackers(int, int)}); for an empty cell that number is 0, so no tank may
 * attack an empty cell. Ranges are 1..n-1; 0 (empty) only appears in the holes variant.
 *
 * <pre>{@code
 * Grid g = Grid.parse("2 2 2 2\n2 2 2 2\n2 2 2 2\n2 2 2 2", false);
 * g.attackers(0, 0);   // 2: the tanks at (0,2) and (2,0)
 * g.isSolution();      // true
 * }</pre>
 */
public final class Grid {
  private final Board board;
  private final int[] values; // values[i * n + j]

  private Grid(Board board, int[] values) {
    this.board = board;
    this.values = values;
  }

  /**
   * {@return the grid with {@code rows[i][j]} in cell (i, j); {@code torus} says how tanks attack}
   *
   * @throws IllegalArgumentException if the array is not square, or a value is outside 0..n-1
   *     (the message names the cell)
   * @param rows the ranges, row by row, 0 for an empty cell; copied
   * @param torus whether rows and columns wrap round
   */
  public static Grid of(int[][] rows, boolean torus) {
    int n = rows.length;
    if (n < 1) {
      throw new BadInputException("a grid needs at least one row");
    }
    int[] values = new int[n * n];
    for (int i = 0; i < n; i++) {
      if (rows[i].length != n) {
        throw new BadInputException("row " + (i + 1) + " has " + rows[i].length
            + " values, expected " + n + " (the grid must be square)");
      }
      for (int j = 0; j < n; j++) {
        values[i * n + j] = rows[i][j];
      }
    }
    return ofCells(Board.of(n, torus), values);
  }

  /**
   * {@return the grid on {@code board} with {@code values[i * n + j]} in cell (i, j); the array is copied}
   *
   * @param board the board: its side n and whether it is a torus
   * @param values the ranges in row-major order, 0 for an empty cell
   * @throws IllegalArgumentException if the length is not n&sup2; or a value is outside 0..n-1
   */
  public static Grid ofCells(Board board, int[] values) {
    int n = board.size();
    if (values.length != n * n) {
      throw new BadInputException("expected " + n * n + " values for a " + n + "x" + n
          + " grid, got " + values.length);
    }
    for (int c = 0; c < values.length; c++) {
      if (values[c] < 0 || values[c] > board.maxRange()) {
        throw new BadInputException("cell (" + (c / n + 1) + "," + (c % n + 1) + ") holds "
            + values[c] + ", but ranges are 1.." + board.maxRange() + " (0 or '.' for an empty cell)");
      }
    }
    return new Grid(board, values.clone());
  }

  /**
   * Parses rows of whitespace-separated numbers, one row per line, {@code .} or {@code 0} for an
   * empty cell.
   *
   * @param text the rows, e.g. as {@link #toString()} writes them; blank lines around are ignored
   * @param torus whether rows and columns wrap round
   * @return the grid (not necessarily a solution)
   * @throws IllegalArgumentException naming the line and column of anything that is not a range,
   *     or if the rows do not make a square of ranges in 0..n-1
   */
  public static Grid parse(String text, boolean torus) {
    String[] lines = text.strip().split("\\R");
    int[][] rows = new int[lines.length][];
    for (int i = 0; i < lines.length; i++) {
      String[] words = lines[i].strip().split("\\s+");
      rows[i] = new int[words.length];
      for (int j = 0; j < words.length; j++) {
        String w = words[j];
        if (w.equals(".")) {
          continue;
        }
        try {
          rows[i][j] = Integer.parseInt(w);
        } catch (NumberFormatException e) {
          throw new BadInputException("line " + (i + 1) + ", column " + (j + 1)
              + ": '" + w + "' is not a range (a number, or '.' for an empty cell)");
        }
      }
    }
    return of(rows, torus);
  }

  /** {@return the board this grid lies on} */
  public Board board() {
    return board;
  }

  /** {@return the side n} */
  public int size() {
    return board.size();
  }

  /** {@return whether the grid lies on a torus} */
  public boolean isTorus() {
    return board.isTorus();
  }

  /**
   * {@return the range in cell (i, j), 0-based; 0 for an empty cell}
   *
   * @param i the row, 0..n-1
   * @param j the column, 0..n-1
   * @throws IndexOutOfBoundsException if the cell is outside the grid
   */
  public int value(int i, int j) {
    return values[index(i, j)];
  }

  /**
   * {@return whether cell (i, j) is empty (holds no tank)}
   *
   * @param i the row, 0..n-1
   * @param j the column, 0..n-1
   * @throws IndexOutOfBoundsException if the cell is outside the grid
   */
  public boolean isEmpty(int i, int j) {
    return value(i, j) == 0;
  }

  /** {@return the number of empty cells} */
  public int holes() {
    int h = 0;
    for (int v : values) {
      if (v == 0) {
        h++;
      }
    }
    return h;
  }

  /**
   * {@return the number of tanks that attack cell (i, j), 0-based}
   *
   * @param i the row, 0..n-1
   * @param j the column, 0..n-1
   * @throws IndexOutOfBoundsException if the cell is outside the grid
   */
  public int attackers(int i, int j) {
    return board.attackCount(values, index(i, j));
  }

  /** {@return whether every cell's number equals the number of tanks attacking it} */
  public boolean isSolution() {
    for (int c = 0; c < values.length; c++) {
      if (board.attackCount(values, c) != values[c]) {
        return false;
      }
    }
    return true;
  }

  /** {@return the ranges as rows (a fresh array)} */
  public int[][] rows() {
    int n = size();
    int[][] rows = new int[n][n];
    for (int i = 0; i < n; i++) {
      System.arraycopy(values, i * n, rows[i], 0, n);
    }
    return rows;
  }

  /** {@return the ranges in row-major order (a fresh array)} */
  public int[] cells() {
    return values.clone();
  }

  private int index(int i, int j) {
    int n = size();
    if (i < 0 || i >= n || j < 0 || j >= n) {
      throw new IndexOutOfBoundsException("cell (" + i + "," + j + ") is outside the " + n + "x" + n + " grid");
    }
    return i * n + j;
  }

  /**
   * Grids are equal when they have the same board (size, torus) and the same numbers.
   *
   * @param o any object
   * @return whether {@code o} is a grid on the same board with the same numbers
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof Grid g && g.size() == size() && g.isTorus() == isTorus()
        && Arrays.equals(g.values, values);
  }

  /** {@return a hash of the numbers and the torus flag, consistent with {@link #equals}} */
  @Override
  public int hashCode() {
    return Arrays.hashCode(values) * 31 + (isTorus() ? 1 : 0);
  }

  /**
   * {@return the rows, numbers separated by spaces, {@code .} for an empty cell, one row per line}
   * No final line break; {@link #parse} reads it back.
   */
  @Override
  public String toString() {
    int n = size();
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      if (i > 0) {
        sb.append('\n');
      }
      for (int j = 0; j < n; j++) {
        if (j > 0) {
          sb.append(' ');
        }
        int v = values[i * n + j];
        sb.append(v == 0 ? "." : Integer.toString(v));
      }
    }
    return sb.toString();
  }
}
