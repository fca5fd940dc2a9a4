package io.github.dlxkit.polyomino.model;

import java.util.Objects;
import io.github.dlxkit.core.BadInputException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.TreeSet;

/**
 * The set of cells to tile: a box or any finite set of cells. Immutable and thread-safe.
 *
 * <p>The cells are numbered 0..size-1 in lexicographic order (SageMath's order; in 2-D row by row,
 * top row first). {@link #indexOf} finds a cell's number in constant time through a lookup table
 * over the bounding box: {@code lookup[offset(c)]} is the number of cell {@code c}, or -1 outside
 * the region, where {@code offset} is the row-major position of {@code c - min()} in the box.
 *
 * <pre>{@code
 * Region box = Region.box(6, 10);                 // 6 rows of 10 cells
 * Region ring = Region.box(8, 8).minus(Region.box(2, 2).translate(Cell.of(3, 3)));
 * ring.size();                                    // 60
 * }</pre>
 */
public final class Region {
  /** The largest bounding box (in cells) that the lookup table may span. */
  public static final long MAX_BOUNDING_BOX = 1L << 26;

  private final List<Cell> cells;
  private final int dimension;
  private final int[] min;
  private final int[] extent; // max - min + 1 on each axis
  private final int[] lookup;
  private final int[] sizes; // the box sizes, or null if the region is not a box at the origin

  private Region(List<Cell> sortedCells, int[] sizes) {
    if (sortedCells.isEmpty()) {
      throw new BadInputException("a region needs at least one cell");
    }
    this.cells = Collections.unmodifiableList(sortedCells);
    this.dimension = sortedCells.get(0).dimension();
    this.min = sortedCells.get(0).coords();
    int[] max = sortedCells.get(0).coords();
    for (Cell c : sortedCells) {
      if (c.dimension() != dimension) {
        throw new BadInputException("cell " + c + " is not in dimension " + dimension);
      }
      for (int i = 0; i < dimension; i++) {
        min[i] = Math.min(min[i], c.get(i));
        max[i] = Math.max(max[i], c.get(i));
      }
    }
    this.extent = new int[dimension];
    long volume = 1;
    for (int i = 0; i < dimension; i++) {
      extent[i] = max[i] - min[i] + 1;
      volume *= extent[i];
      if (volume > MAX_BOUNDING_BOX) {
        throw new BadInputException("the region's bounding box is too large (over "
            + MAX_BOUNDING_BOX + " cells)");
      }
    }
    this.lookup = new int[(int) volume];
    Arrays.fill(lookup, -1);
    for (int k = 0; k < sortedCells.size(); k++) {
      lookup[offset(sortedCells.get(k).coords())] = k;
    }
    this.sizes = sizes;
  }

  /**
   * The box [0, sizes[0]) &times; [0, sizes[1]) &times; ...; every size at least 1.
   *
   * @throws BadInputException if a size is not positive, the box has more than
   *     {@link #MAX_BOUNDING_BOX} cells, or its cells would take more than half the heap (estimated
   *     from the data layout, checked before any memory is taken)
   * @param sizes the box's length on each axis, at least one axis; the dimension is their number
   * @return the box, at the origin, its cells numbered in lexicographic order
   * @throws NullPointerException if {@code sizes} is null
   */
  public static Region box(int... sizes) {
    if (Objects.requireNonNull(sizes, "sizes").length == 0) {
      throw new BadInputException("a box needs at least one size");
    }
    long volume = 1;
    for (int s : sizes) {
      if (s < 1) {
        throw new BadInputException("box sizes must be positive, got " + Arrays.toString(sizes));
      }
      volume *= s;
      if (volume > MAX_BOUNDING_BOX) {
        throw new BadInputException("box " + Arrays.toString(sizes) + " is too large (over "
            + MAX_BOUNDING_BOX + " cells)");
      }
    }
    checkMemory(volume, sizes);
    List<Cell> cells = new ArrayList<>((int) volume);
    int[] c = new int[sizes.length];
    while (true) {
      cells.add(Cell.of(c));
      int axis = sizes.length - 1;
      while (axis >= 0 && c[axis] == sizes[axis] - 1) {
        c[axis] = 0;
        axis--;
      }
      if (axis < 0) {
        return new Region(cells, sizes.clone());
      }
      c[axis]++;
    }
  }

  /**
   * The heap a region of {@code cells} cells in {@code dimension} dimensions takes, estimated from
   * its data layout: {@code cells} times {@link #bytesPerCell}.
   */
  static long estimatedBytes(long cells, int dimension) {
    return cells * bytesPerCell(dimension);
  }

  /**
   * The bytes of one cell on a 64-bit JVM with compressed references: its {@link Cell} (header
   * and reference, 16), its coordinates ({@code int[dimension]}: 16 + 4 per axis, rounded up to
   * 8), its slot in the cell list (8, generously) and its lookup entry (4).
   */
  static long bytesPerCell(int dimension) {
    return 16 + ((16 + 4L * dimension + 7) & ~7L) + 8 + 4;
  }

  /**
   * Refuses a box whose cells alone would take more than half the heap ({@code Runtime.maxMemory()},
   * {@code -Xmx}), before any is taken: the tiling built on a region needs more than the region,
   * so such a box would end in an OutOfMemoryError after a long while.
   */
  private static void checkMemory(long volume, int[] sizes) {
    long bytes = estimatedBytes(volume, sizes.length);
    long heap = Runtime.getRuntime().maxMemory();
    if (bytes > heap / 2) {
      throw new BadInputException("box " + Arrays.toString(sizes) + " would take about "
          + (bytes >> 20) + " MB for its " + volume + " cells alone, more than half the Java heap's "
          + (heap >> 20) + " MB (raise it with -Xmx, or tile a smaller box)");
    }
  }

  /**
   * {@return the region made of {@code cells} (duplicates ignored)}
   *
   * @param cells the cells, at least one, all of one dimension, in any order
   * @throws NullPointerException if {@code cells} or one of them is null
   * @throws BadInputException if there is no cell, the dimensions differ, or the bounding box has
   *     more than {@link #MAX_BOUNDING_BOX} cells
   */
  public static Region of(Collection<Cell> cells) {
    return new Region(new ArrayList<>(new TreeSet<>(Objects.requireNonNull(cells, "cells"))), null);
  }

  /**
   * {@return the region covered by {@code polyomino}'s cells}
   *
   * @param polyomino the shape, where it stands (not moved to the origin)
   * @throws NullPointerException if {@code polyomino} is null
   */
  public static Region of(Polyomino polyomino) {
    return of(Objects.requireNonNull(polyomino, "polyomino").cells());
  }

  /**
   * {@return this region without the cells of {@code other}}
   *
   * @param other the cells to remove; those not in this region are ignored
   * @throws BadInputException if no cell is left
   */
  public Region minus(Region other) {
    List<Cell> kept = new ArrayList<>();
    for (Cell c : cells) {
      if (!other.contains(c)) {
        kept.add(c);
      }
    }
    if (kept.isEmpty()) {
      throw new BadInputException("removing " + other + " leaves no cell");
    }
    return new Region(kept, null);
  }

  /**
   * {@return this region translated by {@code v}}
   *
   * @param v the vector added to every cell, of the region's dimension
   */
  public Region translate(Cell v) {
    List<Cell> moved = new ArrayList<>(cells.size());
    for (Cell c : cells) {
      moved.add(c.plus(v));
    }
    return new Region(moved, null);
  }

  /** {@return the number of cells} */
  public int size() {
    return cells.size();
  }

  /** {@return the dimension} */
  public int dimension() {
    return dimension;
  }

  /** {@return the cells in their numbering order (lexicographic)} */
  public List<Cell> cells() {
    return cells;
  }

  /**
   * Cell number {@code index}.
   *
   * @param index the cell's number, 0..size()-1, in lexicographic order
   * @return the cell
   * @throws IndexOutOfBoundsException if there is no cell {@code index}
   */
  public Cell cell(int index) {
    return cells.get(index);
  }

  /**
   * {@return the number of {@code cell}, or -1 if it is not in the region}
   *
   * @param cell any cell; one of another dimension is not in the region
   */
  public int indexOf(Cell cell) {
    return cell.dimension() == dimension ? indexOf(cell.coords()) : -1;
  }

  /**
   * {@return the number of the cell with coordinates {@code c}, or -1 if it is not in the region}
   * Constant time, through the lookup table.
   *
   * @param c the coordinates, as many as the region's dimension (not checked)
   */
  public int indexOf(int[] c) {
    for (int i = 0; i < dimension; i++) {
      if (c[i] < min[i] || c[i] >= min[i] + extent[i]) {
        return -1;
      }
    }
    return lookup[offset(c)];
  }

  private int offset(int[] c) {
    int o = 0;
    for (int i = 0; i < dimension; i++) {
      o = o * extent[i] + (c[i] - min[i]);
    }
    return o;
  }

  /**
   * {@return whether {@code cell} is in the region}
   *
   * @param cell any cell; one of another dimension is not in the region
   */
  public boolean contains(Cell cell) {
    return indexOf(cell) >= 0;
  }

  /** {@return the low corner of the bounding box} */
  public Cell min() {
    return Cell.of(min);
  }

  /** {@return the high corner of the bounding box} */
  public Cell max() {
    int[] m = new int[dimension];
    for (int i = 0; i < dimension; i++) {
      m[i] = min[i] + extent[i] - 1;
    }
    return Cell.of(m);
  }

  /** {@return the length of the bounding box on each axis} */
  public int[] extent() {
    return extent.clone();
  }

  /** {@return whether the region is a full box (it fills its bounding box)} */
  public boolean isBox() {
    return cells.size() == lookup.length;
  }

  /** {@return the sizes of the box if the region was made by {@link #box}, else the bounding box's extent} */
  public int[] sizes() {
    return sizes != null ? sizes.clone() : extent.clone();
  }

  /** {@return the region's cells as a polyomino (e.g. to compare shapes)} */
  public Polyomino asPolyomino() {
    return Polyomino.of(cells);
  }

  /**
   * {@return whether {@code o} is a region of the same cells} Box sizes do not matter.
   *
   * @param o any object
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof Region && cells.equals(((Region) o).cells);
  }

  /** {@return a hash of the cells, consistent with {@link #equals}} */
  @Override
  public int hashCode() {
    return cells.hashCode();
  }

  /**
   * {@return {@code box 6x10} for a box ({@code at} its low corner if not at the origin), else
   * {@code region of N cells in dimension D}}
   */
  @Override
  public String toString() {
    if (isBox()) {
      StringBuilder sb = new StringBuilder("box ");
      for (int i = 0; i < dimension; i++) {
        sb.append(i == 0 ? "" : "x").append(extent[i]);
      }
      return sb.append(min().equals(Cell.origin(dimension)) ? "" : " at " + min()).toString();
    }
    return "region of " + cells.size() + " cells in dimension " + dimension;
  }
}
