package io.github.dlxkit.polyomino.model;

import io.github.dlxkit.core.BadInputException;
import java.util.Arrays;

/**
 * A point of the integer lattice Z<sup>d</sup>: the unit square (cube, hypercube) of a polyomino or
 * of a region, named by its integer coordinates. Immutable; ordered lexicographically, which is the
 * order in which SageMath lists the cells of a polyomino.
 *
 * <p>In 2-D, coordinate 0 is the row (0 at the top) and coordinate 1 the column; in 3-D, coordinate
 * 2 is the layer. That is how the text format and the pictures read them.
 *
 * <pre>{@code
 * Cell c = Cell.of(1, 2, 0);
 * c.get(1);                       // 2
 * c.plus(Cell.of(1, 1, 1));       // (2, 3, 1)
 * }</pre>
 */
public final class Cell implements Comparable<Cell> {
  private final int[] coords;

  private Cell(int[] coords) {
    this.coords = coords;
  }

  /**
   * {@return the cell with these coordinates (at least one)}
   *
   * @param coords the coordinates, one per axis (copied); the dimension is their number
   * @throws BadInputException if there is no coordinate
   */
  public static Cell of(int... coords) {
    if (coords.length == 0) {
      throw new BadInputException("a cell needs at least one coordinate");
    }
    return new Cell(coords.clone());
  }

  /**
   * {@return the origin of Z<sup>dimension</sup>}
   *
   * @param dimension the number of coordinates, at least 1
   * @throws BadInputException if {@code dimension} is below 1
   */
  public static Cell origin(int dimension) {
    if (dimension < 1) {
      throw new BadInputException("dimension must be at least 1, got " + dimension);
    }
    return new Cell(new int[dimension]);
  }

  /** {@return the number of coordinates} */
  public int dimension() {
    return coords.length;
  }

  /**
   * Coordinate {@code axis}.
   *
   * @param axis 0..dimension()-1 (in 2-D, 0 is the row and 1 the column)
   * @return the coordinate
   * @throws ArrayIndexOutOfBoundsException if there is no such axis
   */
  public int get(int axis) {
    return coords[axis];
  }

  /** {@return a copy of the coordinates} */
  public int[] coords() {
    return coords.clone();
  }

  /**
   * {@return this cell translated by {@code v}}
   *
   * @param v the vector added, of this cell's dimension
   * @throws IllegalArgumentException if the dimensions differ
   */
  public Cell plus(Cell v) {
    checkSameDimension(v);
    int[] c = new int[coords.length];
    for (int i = 0; i < c.length; i++) {
      c[i] = coords[i] + v.coords[i];
    }
    return new Cell(c);
  }

  /**
   * {@return this cell translated by {@code -v}}
   *
   * @param v the vector subtracted, of this cell's dimension
   * @throws IllegalArgumentException if the dimensions differ
   */
  public Cell minus(Cell v) {
    checkSameDimension(v);
    int[] c = new int[coords.length];
    for (int i = 0; i < c.length; i++) {
      c[i] = coords[i] - v.coords[i];
    }
    return new Cell(c);
  }

  /**
   * {@return whether the two cells share a face: they differ by one in exactly one coordinate}
   *
   * @param other a cell of this cell's dimension
   * @throws IllegalArgumentException if the dimensions differ
   */
  public boolean isNeighbour(Cell other) {
    checkSameDimension(other);
    int distance = 0;
    for (int i = 0; i < coords.length; i++) {
      distance += Math.abs(coords[i] - other.coords[i]);
    }
    return distance == 1;
  }

  private void checkSameDimension(Cell other) {
    if (other.coords.length != coords.length) {
      throw new IllegalArgumentException("cells " + this + " and " + other + " have different dimensions");
    }
  }

  @Override
  public int compareTo(Cell o) {
    return Arrays.compare(coords, o.coords);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Cell && Arrays.equals(coords, ((Cell) o).coords);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(coords);
  }

  /** {@return the coordinates as SageMath prints them: {@code (1, 2, 0)}} */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("(");
    for (int i = 0; i < coords.length; i++) {
      if (i > 0) {
        sb.append(", ");
      }
      sb.append(coords[i]);
    }
    return sb.append(')').toString();
  }
}
