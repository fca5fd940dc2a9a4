package io.github.dlxkit.hexad.model;

import java.util.ArrayList;
import java.util.List;

/**
 * The lines, crosses and squares of a 3×3 MINIMOG picture, numbered exactly as SageMath's
 * {@code sage.games.hexad} numbers {@code M.line[i]}, {@code M.cross[i]} and {@code M.square[i]}:
 * the hexads' descriptions ("line 1", "cross 12", "square 2") refer to these numbers.
 *
 * <p>A line is 3 cells in a row, column or (broken) diagonal of the 3×3 torus: 12 lines in 4
 * parallel classes of 3. A cross is 5 cells; a square, the 4 cells that complement a cross.
 *
 * <pre>{@code
 * MinimogShapes.CROSSES.size();   // 18
 * MinimogShapes.SQUARES.size();   // 18: the crosses' complements
 * }</pre>
 */
public final class MinimogShapes {
  private MinimogShapes() {}

  /** Sage's {@code line[0..11]}: rows, columns (right to left), diagonals, anti-diagonals. */
  public static final List<CellSet> LINES = List.of(
      CellSet.of(0, 0, 0, 1, 0, 2),
      CellSet.of(1, 0, 1, 1, 1, 2),
      CellSet.of(2, 0, 2, 1, 2, 2),
      CellSet.of(0, 2, 1, 2, 2, 2),
      CellSet.of(0, 1, 1, 1, 2, 1),
      CellSet.of(0, 0, 1, 0, 2, 0),
      CellSet.of(0, 0, 1, 1, 2, 2),
      CellSet.of(2, 0, 0, 1, 1, 2),
      CellSet.of(0, 2, 1, 0, 2, 1),
      CellSet.of(2, 0, 1, 1, 0, 2),
      CellSet.of(0, 0, 1, 2, 2, 1),
      CellSet.of(1, 0, 0, 1, 2, 2));

  /** Sage's {@code cross[0..17]}. */
  public static final List<CellSet> CROSSES = List.of(
      CellSet.of(0, 0, 0, 1, 0, 2, 1, 0, 2, 0),
      CellSet.of(0, 0, 0, 1, 0, 2, 1, 2, 2, 2),
      CellSet.of(0, 0, 1, 0, 2, 0, 2, 1, 2, 2),
      CellSet.of(2, 0, 2, 1, 2, 2, 0, 2, 1, 2),
      CellSet.of(0, 0, 0, 1, 0, 2, 1, 1, 2, 1),
      CellSet.of(0, 0, 1, 0, 2, 0, 1, 1, 1, 2),
      CellSet.of(1, 0, 1, 1, 1, 2, 0, 2, 2, 2),
      CellSet.of(0, 1, 1, 1, 2, 1, 2, 0, 2, 2),
      CellSet.of(0, 0, 0, 1, 1, 0, 1, 1, 2, 2),
      CellSet.of(0, 0, 1, 1, 1, 2, 2, 1, 2, 2),
      CellSet.of(2, 0, 2, 1, 1, 0, 1, 1, 0, 2),
      CellSet.of(0, 1, 0, 2, 1, 1, 1, 2, 2, 0),
      CellSet.of(0, 0, 1, 0, 0, 2, 1, 2, 2, 1),
      CellSet.of(1, 0, 0, 1, 0, 2, 2, 1, 2, 2),
      CellSet.of(0, 1, 1, 0, 1, 2, 2, 0, 2, 2),
      CellSet.of(0, 0, 0, 1, 1, 2, 2, 0, 2, 1),
      CellSet.of(1, 0, 1, 1, 1, 2, 0, 1, 2, 1),
      CellSet.of(0, 0, 0, 2, 1, 1, 2, 0, 2, 2));

  /** Sage's {@code square[i]}: the complement of {@code cross[i]}. */
  public static final List<CellSet> SQUARES = complements(CROSSES);

  /**
   * The pairs of parallel lines whose union makes a type-1 hexad, in Sage's order and with Sage's
   * 1-based numbers: pair {@code (a, b)} is {@code LINES[a - 1] ∪ LINES[b - 1]}, and Sage's
   * description says {@code "lines (a, b)"}.
   */
  public static final List<LinePair> PARALLEL_LINE_PAIRS = List.of(
      new LinePair(1, 2), new LinePair(1, 3), new LinePair(2, 3),
      new LinePair(4, 5), new LinePair(4, 6), new LinePair(5, 6),
      new LinePair(7, 8), new LinePair(7, 9), new LinePair(8, 9),
      new LinePair(10, 11), new LinePair(10, 12), new LinePair(11, 12));

  /**
   * Two parallel lines, by Sage's 1-based numbers ({@code first - 1} indexes {@link #LINES}).
   *
   * @param first the first line's 1-based number
   * @param second the second line's 1-based number
   */
  public record LinePair(int first, int second) {
    /** {@return the union of the two lines' cells} */
    public CellSet cells() {
      return CellSet.ofMask(LINES.get(first - 1).mask() | LINES.get(second - 1).mask());
    }

    /** As Sage writes the pair in a description: {@code (1, 2)}. */
    @Override
    public String toString() {
      return "(" + first + ", " + second + ")";
    }
  }

  private static List<CellSet> complements(List<CellSet> sets) {
    List<CellSet> out = new ArrayList<>();
    for (CellSet s : sets) {
      out.add(s.complement());
    }
    return List.copyOf(out);
  }
}
