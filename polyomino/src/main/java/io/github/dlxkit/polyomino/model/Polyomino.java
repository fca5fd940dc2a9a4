package io.github.dlxkit.polyomino.model;

import io.github.dlxkit.core.BadInputException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * A polyomino in Z<sup>d</sup>: a non-empty finite set of cells (unit squares in 2-D, cubes in 3-D,
 * hypercubes beyond), with an optional name and a colour for pictures. Immutable. The cells need
 * not be connected, as in SageMath.
 *
 * <p>Its <em>orientations</em> are its images under the isometries of the d-cube, each translated
 * to non-negative coordinates touching 0 ({@link #canonical()}), deduplicated and sorted by their
 * cell lists: the rotations (at most 4 in 2-D, 24 in 3-D), or with reflections (8, 48). Its
 * <em>translations inside a region</em> are listed in the order SageMath lists them.
 *
 * <pre>{@code
 * Polyomino l = Polyomino.of(new int[][] {{0, 0}, {1, 0}, {2, 0}, {2, 1}}).withName("L").withColour("magenta");
 * l.orientations(true, false).size();            // 4 rotations
 * l.orientations(true, true).size();             // 8 with reflections
 * l.translationsInside(Region.box(3, 3)).size(); // 2
 * }</pre>
 */
public final class Polyomino {
  /** SageMath's default colour. */
  public static final String DEFAULT_COLOUR = "gray";

  private static final Comparator<List<Cell>> CELL_LISTS = (a, b) -> {
    int n = Math.min(a.size(), b.size());
    for (int i = 0; i < n; i++) {
      int c = a.get(i).compareTo(b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(a.size(), b.size());
  };

  /** Orders polyominoes by their sorted cell lists, as SageMath sorts orientations. */
  public static final Comparator<Polyomino> BY_CELLS = (p, q) -> CELL_LISTS.compare(p.cells, q.cells);

  private final List<Cell> cells; // sorted, distinct
  private final int dimension;
  private final String name;
  private final String colour;

  private Polyomino(List<Cell> sortedCells, String name, String colour) {
    this.cells = sortedCells;
    this.dimension = sortedCells.get(0).dimension();
    this.name = name;
    this.colour = colour;
  }

  /**
   * {@return the polyomino made of {@code cells} (duplicates ignored), unnamed and {@value #DEFAULT_COLOUR}}
   *
   * @param cells the cells, at least one, all of one dimension, in any order and anywhere (not
   *     moved to the origin)
   * @throws NullPointerException if {@code cells} or one of them is null
   * @throws IllegalArgumentException if there is no cell or the cells have different dimensions
   */
  public static Polyomino of(Collection<Cell> cells) {
    if (Objects.requireNonNull(cells, "cells").isEmpty()) {
      throw new BadInputException("a polyomino needs at least one cell");
    }
    TreeSet<Cell> sorted = new TreeSet<>();
    int d = -1;
    for (Cell c : cells) {
      Objects.requireNonNull(c, "cell");
      if (d < 0) {
        d = c.dimension();
      } else if (c.dimension() != d) {
        throw new BadInputException("cell " + c + " is not in dimension " + d
            + " like the polyomino's first cell");
      }
      sorted.add(c);
    }
    return new Polyomino(Collections.unmodifiableList(new ArrayList<>(sorted)), "", DEFAULT_COLOUR);
  }

  /**
   * {@return the polyomino with cells given by coordinates: {@code of(new int[][] {{0, 0}, {0, 1}})}}
   *
   * @param coords one array of coordinates per cell, all of one length (the dimension)
   * @throws IllegalArgumentException if there is no cell or the cells have different dimensions
   */
  public static Polyomino of(int[]... coords) {
    List<Cell> cells = new ArrayList<>(coords.length);
    for (int[] c : coords) {
      cells.add(Cell.of(c));
    }
    return of(cells);
  }

  /**
   * {@return this polyomino with a name (may be empty for none)}
   *
   * @param name the name, shown in drawings and used as the piece's item name where it can be
   * @throws NullPointerException if {@code name} is null
   */
  public Polyomino withName(String name) {
    return new Polyomino(cells, Objects.requireNonNull(name, "name"), colour);
  }

  /**
   * {@return this polyomino with a colour for pictures: an SVG colour name or {@code #rrggbb}}
   *
   * @param colour the colour, not checked here beyond being non-blank
   * @throws NullPointerException if {@code colour} is null
   * @throws BadInputException if {@code colour} is blank
   */
  public Polyomino withColour(String colour) {
    Objects.requireNonNull(colour, "colour");
    if (colour.isBlank()) {
      throw new BadInputException("colour must not be blank");
    }
    return new Polyomino(cells, name, colour);
  }

  /** {@return the cells, sorted lexicographically} */
  public List<Cell> cells() {
    return cells;
  }

  /** {@return the number of cells} */
  public int size() {
    return cells.size();
  }

  /** {@return the dimension of the space} */
  public int dimension() {
    return dimension;
  }

  /** {@return the name, or the empty string} */
  public String name() {
    return name;
  }

  /** {@return the colour} */
  public String colour() {
    return colour;
  }

  /**
   * {@return whether {@code cell} is one of the cells}
   *
   * @param cell a cell of this polyomino's dimension
   */
  public boolean contains(Cell cell) {
    return Collections.binarySearch(cells, cell) >= 0;
  }

  /** {@return the smallest coordinate on each axis (the low corner of the bounding box)} */
  public Cell min() {
    return corner(-1);
  }

  /** {@return the largest coordinate on each axis (the high corner of the bounding box)} */
  public Cell max() {
    return corner(1);
  }

  /** The corner of the bounding box where every coordinate is least (sign -1) or greatest (+1). */
  private Cell corner(int sign) {
    int[] m = cells.get(0).coords();
    for (Cell c : cells) {
      for (int i = 0; i < dimension; i++) {
        m[i] = sign * Math.max(sign * m[i], sign * c.get(i));
      }
    }
    return Cell.of(m);
  }

  /**
   * {@return the same cells translated by {@code v}; name and colour kept}
   *
   * @param v the vector added to every cell, of this polyomino's dimension
   */
  public Polyomino translate(Cell v) {
    List<Cell> moved = new ArrayList<>(cells.size());
    for (Cell c : cells) {
      moved.add(c.plus(v));
    }
    return new Polyomino(Collections.unmodifiableList(moved), name, colour); // translation keeps the order
  }

  /** {@return the translated copy whose smallest coordinate on each axis is 0} */
  public Polyomino canonical() {
    return translate(Cell.origin(dimension).minus(min()));
  }

  /**
   * {@return the image under {@code g} (not translated); name and colour kept}
   *
   * @param g an isometry of this polyomino's dimension
   * @throws IllegalArgumentException if the dimensions differ
   */
  public Polyomino transform(Isometry g) {
    if (g.dimension() != dimension) {
      throw new IllegalArgumentException("isometry of dimension " + g.dimension()
          + " applied to a polyomino of dimension " + dimension);
    }
    List<Cell> image = new ArrayList<>(cells.size());
    for (Cell c : cells) {
      image.add(g.apply(c));
    }
    return of(image).withName(name).withColour(colour);
  }

  /**
   * {@return whether the two polyominoes have the same cells (names and colours aside)} Cells in
   * different places differ: compare {@link #canonical()} forms for the same shape.
   *
   * @param other the polyomino to compare with
   */
  public boolean sameCells(Polyomino other) {
    return cells.equals(other.cells);
  }

  /**
   * {@return the distinct canonical images under the allowed isometries, sorted by cell lists: just
   * {@link #canonical()} without rotation; the rotations; or, with {@code reflection}, all
   * isometries} (Reflection without rotation is not a group and is refused, as in SageMath.)
   *
   * @param rotation whether rotations are allowed
   * @param reflection whether reflections are allowed too (only with {@code rotation})
   * @throws BadInputException if {@code reflection} is asked without {@code rotation}
   */
  public List<Polyomino> orientations(boolean rotation, boolean reflection) {
    if (reflection && !rotation) {
      throw new BadInputException("reflections without rotations are not supported");
    }
    return orientations(Isometry.group(dimension, rotation, reflection));
  }

  /**
   * {@return the distinct canonical images under {@code isometries}, sorted by cell lists, unmodifiable}
   *
   * @param isometries isometries of this polyomino's dimension, e.g. {@link Isometry#group}
   * @throws IllegalArgumentException if an isometry's dimension differs
   */
  public List<Polyomino> orientations(Collection<Isometry> isometries) {
    Set<List<Cell>> seen = new LinkedHashSet<>();
    List<Polyomino> result = new ArrayList<>();
    for (Isometry g : isometries) {
      Polyomino image = transform(g).canonical();
      if (seen.add(image.cells)) {
        result.add(image);
      }
    }
    result.sort(BY_CELLS);
    return Collections.unmodifiableList(result);
  }

  /**
   * {@return the translated copies of {@link #canonical()} that lie inside {@code region}, in SageMath's
   * order: translation vectors in lexicographic order over the region's bounding box}
   *
   * @param region the region to place the polyomino in, of its dimension
   * @throws BadInputException if the dimensions differ
   */
  public List<Polyomino> translationsInside(Region region) {
    if (region.dimension() != dimension) {
      throw new BadInputException("a polyomino of dimension " + dimension
          + " cannot be placed in a region of dimension " + region.dimension());
    }
    Polyomino cano = canonical();
    int[] size = cano.max().coords();
    int[] low = region.min().coords();
    int[] high = region.max().coords();
    int[] v = low.clone();
    List<Polyomino> result = new ArrayList<>();
    for (int i = 0; i < dimension; i++) {
      if (high[i] - size[i] < low[i]) {
        return result; // too long on axis i
      }
    }
    while (true) {
      if (fits(cano, v, region)) {
        result.add(cano.translate(Cell.of(v)));
      }
      int axis = dimension - 1;
      while (axis >= 0 && v[axis] == high[axis] - size[axis]) {
        v[axis] = low[axis];
        axis--;
      }
      if (axis < 0) {
        return result;
      }
      v[axis]++;
    }
  }

  private static boolean fits(Polyomino cano, int[] v, Region region) {
    int[] c = new int[v.length];
    for (Cell cell : cano.cells) {
      for (int i = 0; i < c.length; i++) {
        c[i] = cell.get(i) + v[i];
      }
      if (region.indexOf(c) < 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@return whether {@code o} is a polyomino with the same cells, name and colour}
   *
   * @param o any object
   */
  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Polyomino)) {
      return false;
    }
    Polyomino p = (Polyomino) o;
    return cells.equals(p.cells) && name.equals(p.name) && colour.equals(p.colour);
  }

  /** {@return a hash of the cells, name and colour, consistent with {@link #equals}} */
  @Override
  public int hashCode() {
    return Objects.hash(cells, name, colour);
  }

  /** {@return as SageMath prints it, with the name if any: {@code Polyomino X: [(0, 1), ...], Color: pink}} */
  @Override
  public String toString() {
    return "Polyomino" + (name.isEmpty() ? "" : " " + name) + ": " + cells + ", Color: " + colour;
  }

  /** {@return the coordinates as nested arrays, e.g. for JSON: {@code [[0, 1], [1, 1]]}} */
  public int[][] coordinates() {
    int[][] out = new int[cells.size()][];
    for (int i = 0; i < out.length; i++) {
      out[i] = cells.get(i).coords();
    }
    return out;
  }

  /** {@return {@link #coordinates()} as text without spaces: {@code [[0,1],[1,1]]}} */
  public String coordinatesText() {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < cells.size(); i++) {
      sb.append(i == 0 ? "" : ",").append(Arrays.toString(cells.get(i).coords()).replace(" ", ""));
    }
    return sb.append(']').toString();
  }
}
