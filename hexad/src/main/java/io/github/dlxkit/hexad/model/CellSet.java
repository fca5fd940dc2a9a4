package io.github.dlxkit.hexad.model;

import io.github.dlxkit.core.BadInputException;
import java.util.ArrayList;
import java.util.List;

/**
 * A set of cells of a 3×3 MINIMOG picture: Sage's lines, crosses and squares are such sets of
 * {@code (row, column)} pairs. Stored as a 9-bit mask, bit {@code 3 * row + column}.
 *
 * <pre>{@code
 * CellSet diagonal = CellSet.of(0, 0, 1, 1, 2, 2);   // (0,0), (1,1), (2,2)
 * diagonal.contains(1, 1);                           // true
 * }</pre>
 */
public final class CellSet {
  /** Picture rows and columns. */
  public static final int SIDE = 3;
  private static final int ALL = (1 << (SIDE * SIDE)) - 1;

  private final int mask;

  private CellSet(int mask) {
    this.mask = mask;
  }

  /**
   * {@return the cells at the given {@code row, column} pairs, e.g. {@code of(0, 0, 1, 1, 2, 2)}}
   *
   * @param rowColumnPairs row, column, row, column, ... each 0..2; a cell given twice counts once
   * @throws IllegalArgumentException for an odd count or a coordinate outside 0..2
   */
  public static CellSet of(int... rowColumnPairs) {
    if (rowColumnPairs.length % 2 != 0) {
      throw new IllegalArgumentException("cells come in (row, column) pairs; got " + rowColumnPairs.length + " numbers");
    }
    int m = 0;
    for (int i = 0; i < rowColumnPairs.length; i += 2) {
      m |= bit(rowColumnPairs[i], rowColumnPairs[i + 1]);
    }
    return new CellSet(m);
  }

  /**
   * {@return the cells of a 9-bit mask (bit {@code 3 * row + column})}
   *
   * @param mask the cells as bits, 0..511
   * @throws IllegalArgumentException if a bit above the ninth is set
   */
  public static CellSet ofMask(int mask) {
    if ((mask & ~ALL) != 0) {
      throw new IllegalArgumentException("a 3×3 cell mask has 9 bits, got " + Integer.toBinaryString(mask));
    }
    return new CellSet(mask);
  }

  private static int bit(int row, int column) {
    if (row < 0 || row >= SIDE || column < 0 || column >= SIDE) {
      throw new BadInputException("cell (" + row + ", " + column + ") is outside the 3×3 picture");
    }
    return 1 << (SIDE * row + column);
  }

  /**
   * {@return whether cell {@code (row, column)} is in the set}
   *
   * @param row the picture's row, 0..2
   * @param column the picture's column, 0..2
   * @throws BadInputException if the cell is outside the 3×3 picture
   */
  public boolean contains(int row, int column) {
    return (mask & bit(row, column)) != 0;
  }

  /** {@return the cells not in this set (Sage's square {@code i} is the complement of cross {@code i})} */
  public CellSet complement() {
    return new CellSet(ALL & ~mask);
  }

  /** {@return the number of cells} */
  public int size() {
    return Integer.bitCount(mask);
  }

  /** {@return the 9-bit mask, bit {@code 3 * row + column}} */
  public int mask() {
    return mask;
  }

  /** {@return the cells as {@code {row, column}} pairs, row by row} */
  public List<int[]> cells() {
    List<int[]> out = new ArrayList<>();
    for (int b = 0; b < SIDE * SIDE; b++) {
      if ((mask & (1 << b)) != 0) {
        out.add(new int[] {b / SIDE, b % SIDE});
      }
    }
    return out;
  }

  /**
   * {@return whether {@code o} is a cell set of the same cells}
   *
   * @param o any object
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof CellSet c && c.mask == mask;
  }

  /** {@return the mask, consistent with {@link #equals}} */
  @Override
  public int hashCode() {
    return mask;
  }

  /** {@return the cells as Python prints a set of pairs, sorted: {@code {(0, 0), (1, 1), (2, 2)}}} */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("{");
    for (int[] c : cells()) {
      sb.append(sb.length() > 1 ? ", " : "").append('(').append(c[0]).append(", ").append(c[1]).append(')');
    }
    return sb.append('}').toString();
  }
}
