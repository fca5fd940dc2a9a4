package io.github.dlxkit.hexad.model;

import io.github.dlxkit.core.BadInputException;
import java.util.Collections;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * One of the MINIMOG's three 3×3 "pictures": an arrangement of the 9 points that are not at
 * infinity, one picture per point at infinity. Lines, crosses and squares ({@link MinimogShapes})
 * drawn on a picture give the hexads.
 *
 * <p>SageMath builds the pictures from the MINIMOG {@code A} as below (entry {@code rc} is
 * {@code A[r][c]}), and names them after a MINIMOG position; the picture belongs to the point at
 * infinity in its comment (in the shuffle labelling: {@code picture00} is the picture at 6,
 * {@code picture02} the picture at 1, {@code picture21} the picture at 0).
 *
 * <pre>
 *   picture00        picture02        picture21
 *   10 23 01         10 23 01         22 13 01
 *   22 11 20         11 20 22         03 23 20
 *   03 13 12         12 03 13         10 11 12
 * </pre>
 *
 * <pre>{@code
 * Picture p = Picture.picture00(Labelling.SHUFFLE);
 * p.rows().size();   // 3
 * }</pre>
 */
public final class Picture {
  /** Sage's {@code picture00}: the picture of the point at infinity {@code MINIMOG[0][0]}. */
  private static final int[][] PICTURE00 = {{1, 0, 2, 3, 0, 1}, {2, 2, 1, 1, 2, 0}, {0, 3, 1, 3, 1, 2}};
  /** Sage's {@code picture02}: the picture of the point at infinity {@code MINIMOG[2][1]}. */
  private static final int[][] PICTURE02 = {{1, 0, 2, 3, 0, 1}, {1, 1, 2, 0, 2, 2}, {1, 2, 0, 3, 1, 3}};
  /** Sage's {@code picture21}: the picture of the point at infinity {@code MINIMOG[0][2]}. */
  private static final int[][] PICTURE21 = {{2, 2, 1, 3, 0, 1}, {0, 3, 2, 3, 2, 0}, {1, 0, 1, 1, 1, 2}};

  /**
   * Sage's {@code picture00} of {@code labelling}: the picture of {@code A[0][0]}.
   *
   * @param labelling the MINIMOG's labelling
   * @return the picture (6 at infinity in the shuffle labelling)
   * @throws NullPointerException if {@code labelling} is null
   */
  public static Picture picture00(Labelling labelling) {
    return new Picture("picture00", labelling, labelling.at(0, 0), PICTURE00);
  }

  /**
   * Sage's {@code picture02} of {@code labelling}: the picture of {@code A[2][1]}.
   *
   * @param labelling the MINIMOG's labelling
   * @return the picture (1 at infinity in the shuffle labelling)
   * @throws NullPointerException if {@code labelling} is null
   */
  public static Picture picture02(Labelling labelling) {
    return new Picture("picture02", labelling, labelling.at(2, 1), PICTURE02);
  }

  /**
   * Sage's {@code picture21} of {@code labelling}: the picture of {@code A[0][2]}.
   *
   * @param labelling the MINIMOG's labelling
   * @return the picture (0 at infinity in the shuffle labelling)
   * @throws NullPointerException if {@code labelling} is null
   */
  public static Picture picture21(Labelling labelling) {
    return new Picture("picture21", labelling, labelling.at(0, 2), PICTURE21);
  }

  private final String name;
  private final Point pointAtInfinity;
  private final Point[] cells = new Point[CellSet.SIDE * CellSet.SIDE];
  /** For each of the 512 cell sets (by 9-bit mask), the mask of its points: the finder's lookup. */
  private final int[] pointMasks = new int[1 << (CellSet.SIDE * CellSet.SIDE)];

  /**
   * @param coordinates per picture row, the MINIMOG (row, column) of each of its 3 cells
   */
  private Picture(String name, Labelling labelling, Point pointAtInfinity, int[][] coordinates) {
    this.name = name;
    this.pointAtInfinity = pointAtInfinity;
    for (int r = 0; r < CellSet.SIDE; r++) {
      for (int c = 0; c < CellSet.SIDE; c++) {
        cells[CellSet.SIDE * r + c] = labelling.at(coordinates[r][2 * c], coordinates[r][2 * c + 1]);
      }
    }
    for (int set = 1; set < pointMasks.length; set++) {
      int lowest = Integer.numberOfTrailingZeros(set);
      pointMasks[set] = pointMasks[set & (set - 1)] | cells[lowest].bit();
    }
  }

  /** {@return Sage's name for the picture: {@code picture00}, {@code picture02} or {@code picture21}} */
  public String name() {
    return name;
  }

  /** {@return the point at infinity whose picture this is} */
  public Point pointAtInfinity() {
    return pointAtInfinity;
  }

  /**
   * {@return the point in cell {@code (row, column)}}
   *
   * @param row the picture's row, 0..2, top first
   * @param column the picture's column, 0..2, left first
   * @throws BadInputException if the cell is outside the 3×3 picture
   */
  public Point at(int row, int column) {
    if (row < 0 || row >= CellSet.SIDE || column < 0 || column >= CellSet.SIDE) {
      throw new BadInputException("cell (" + row + ", " + column + ") is outside the 3×3 picture");
    }
    return cells[CellSet.SIDE * row + column];
  }

  /**
   * {@return the points in the cells of {@code set}, as a mask of {@link Point#bit()}s} Constant
   * time: a table lookup.
   *
   * @param set cells of the 3×3 picture
   */
  public int pointMask(CellSet set) {
    return pointMasks[set.mask()];
  }

  /**
   * Sage's {@code picture_set(picture, set)}: the points in the cells of {@code set}, sorted.
   *
   * @param set cells of the 3×3 picture
   * @return the points, in increasing order, unmodifiable
   */
  public SortedSet<Point> pointSet(CellSet set) {
    return Collections.unmodifiableSortedSet(new TreeSet<>(PointMasks.toList(pointMask(set))));
  }

  /** {@return the picture's rows, top to bottom} */
  public List<List<Point>> rows() {
    return List.of(List.of(cells[0], cells[1], cells[2]), List.of(cells[3], cells[4], cells[5]),
        List.of(cells[6], cells[7], cells[8]));
  }

  /** {@return the name and the rows, e.g. {@code picture00[[5, 11, 3], ...]} in the shuffle labelling} */
  @Override
  public String toString() {
    return name + rows();
  }
}
