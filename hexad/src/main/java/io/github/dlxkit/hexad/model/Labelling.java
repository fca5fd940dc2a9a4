package io.github.dlxkit.hexad.model;

import io.github.dlxkit.core.BadInputException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The two ways SageMath labels the 12 cells of the MINIMOG (Curtis and Conway's 3×4 array),
 * {@code Minimog(type="shuffle")} and {@code Minimog(type="modulo11")}.
 *
 * <pre>
 *   shuffle           modulo11
 *   6  3  0  9        0  3  ∞  2
 *   5  2  7 10        5  9  8 10
 *   4  1  8 11        4  1  6  7
 * </pre>
 *
 * <pre>{@code
 * Labelling.SHUFFLE.at(0, 0);           // 6
 * Labelling.parse("modulo11");          // MODULO11
 * Labelling.SHUFFLE.points().size();    // 12
 * }</pre>
 */
public enum Labelling {
  /** Conway's "shuffle" numbering, 0..11; the one that wins mathematical blackjack. */
  SHUFFLE("shuffle", new int[][] {{6, 3, 0, 9}, {5, 2, 7, 10}, {4, 1, 8, 11}}),
  /** The "modulo 11" numbering, 0..10 and ∞. */
  MODULO11("modulo11", new int[][] {{0, 3, -1, 2}, {5, 9, 8, 10}, {4, 1, 6, 7}});

  /** MINIMOG rows and columns. */
  public static final int ROWS = 3;
  /** MINIMOG columns. */
  public static final int COLUMNS = 4;

  private final String sageName;
  private final Point[][] grid = new Point[ROWS][COLUMNS];
  private final List<Point> points;
  private final int mask;

  Labelling(String sageName, int[][] numbers) {
    this.sageName = sageName;
    List<Point> all = new ArrayList<>();
    int m = 0;
    for (int r = 0; r < ROWS; r++) {
      for (int c = 0; c < COLUMNS; c++) {
        Point p = numbers[r][c] < 0 ? Point.INFINITY : Point.of(numbers[r][c]);
        grid[r][c] = p;
        all.add(p);
        m |= p.bit();
      }
    }
    Collections.sort(all);
    this.points = List.copyOf(all);
    this.mask = m;
  }

  /** {@return the name Sage uses: {@code shuffle} or {@code modulo11}} */
  public String sageName() {
    return sageName;
  }

  /**
   * {@return the labelling called {@code name} ({@code shuffle} or {@code modulo11}, any case)}
   *
   * @param name the labelling's Sage name, as the CLI's option takes it
   * @throws IllegalArgumentException naming the unknown labelling
   */
  public static Labelling parse(String name) {
    for (Labelling l : values()) {
      if (l.sageName.equals(name.strip().toLowerCase(Locale.ROOT))) {
        return l;
      }
    }
    throw new BadInputException("unknown MINIMOG labelling '" + name + "' (use shuffle or modulo11)");
  }

  /**
   * {@return the point in row {@code row} (0..2) and column {@code column} (0..3) of the MINIMOG}
   *
   * @param row the MINIMOG's row, 0..2
   * @param column the MINIMOG's column, 0..3
   * @throws ArrayIndexOutOfBoundsException if the cell is outside the 3×4 array
   */
  public Point at(int row, int column) {
    return grid[row][column];
  }

  /** {@return the 12 points, in increasing order (∞ last)} */
  public List<Point> points() {
    return points;
  }

  /**
   * {@return whether {@code point} is one of this labelling's 12 points}
   *
   * @param point any point (11 is not a modulo-11 point, ∞ not a shuffle one)
   * @throws NullPointerException if {@code point} is null
   */
  public boolean contains(Point point) {
    return (mask & point.bit()) != 0;
  }

  /** {@return the 12 points as a mask of {@link Point#bit()}s} */
  public int mask() {
    return mask;
  }
}
