package io.github.dlxkit.tantrix.model;

import java.util.Objects;
import io.github.dlxkit.core.BadInputException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A finite set of cells of the hexagonal grid (axial coordinates, see {@link Hex}), immutable; the
 * board of a fixed-shape puzzle. Cells are kept in reading order (by r, then q), which is also the
 * order of {@link #index(Hex)}.
 *
 * <pre>{@code
 * HexShape tri4 = HexShape.pyramid(4);          // rows of 1, 2, 3, 4 cells, apex at (0,0)
 * HexShape same = HexShape.named("tri4");
 * HexShape parsed = HexShape.parse("(0,0) (-1,1) (0,1)");
 * tri4.symmetries();                            // the three rotations 0, 2, 4 (0°, 120°, 240°)
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 */
public final class HexShape {
  private static final Pattern NAMED = Pattern.compile("(tri|hex)(\\d{1,2})");
  private static final Pattern ALLOWED = Pattern.compile("[-−+\\d\\s,;()]*");
  private static final Pattern NUMBER = Pattern.compile("[-−+]?\\d+");

  private final List<Hex> cells;
  private final Map<Hex, Integer> index;

  private HexShape(Collection<Hex> cells) {
    this.cells = List.copyOf(new TreeSet<>(cells));
    this.index = new HashMap<>();
    for (int i = 0; i < this.cells.size(); i++) {
      index.put(this.cells.get(i), i);
    }
  }

  /**
   * {@return the shape made of these cells (repeats are ignored)}
   *
   * @param cells the cells, in any order; copied; not null, nor any cell
   * @throws NullPointerException if {@code cells} or a cell is null
   * @throws IllegalArgumentException ({@link BadInputException}) if there is no cell
   */
  public static HexShape of(Collection<Hex> cells) {
    if (Objects.requireNonNull(cells, "cells").isEmpty()) {
      throw new BadInputException("a shape needs at least one cell");
    }
    return new HexShape(cells);
  }

  /**
   * {@return the triangle of {@code rows} rows, apex up at (0, 0): row i (from 0) holds the cells (q, i) for
   * q = −i..0} {@code pyramid(4)} is the 10-cell board {@code tri4}, {@code pyramid(5)} is
   * {@code tri5}.
   *
   * @param rows the number of rows, 1 to 99
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code rows} is out of range
   */
  public static HexShape pyramid(int rows) {
    if (rows < 1 || rows > 99) {
      throw new BadInputException("a pyramid needs 1..99 rows, got " + rows);
    }
    List<Hex> cells = new ArrayList<>();
    for (int r = 0; r < rows; r++) {
      for (int q = -r; q <= 0; q++) {
        cells.add(new Hex(q, r));
      }
    }
    return new HexShape(cells);
  }

  /**
   * {@return the regular hexagon of cells at distance at most {@code radius} from (0, 0):
   * 3·radius·(radius + 1) + 1 cells}
   *
   * @param radius 0 (one cell) to 99
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code radius} is out of range
   */
  public static HexShape hexagon(int radius) {
    if (radius < 0 || radius > 99) {
      throw new BadInputException("a hexagon needs radius 0..99, got " + radius);
    }
    List<Hex> cells = new ArrayList<>();
    for (int r = -radius; r <= radius; r++) {
      for (int q = -radius; q <= radius; q++) {
        Hex h = new Hex(q, r);
        if (h.distance(Hex.ORIGIN) <= radius) {
          cells.add(h);
        }
      }
    }
    return new HexShape(cells);
  }

  /**
   * {@return a shape by name: {@code triN} is {@link #pyramid(int) pyramid(N)} (so {@code tri4} and
   * {@code tri5} are the boards of the pyramid puzzles), {@code hexN} is {@link #hexagon(int)
   * hexagon(N)}}
   *
   * @param name {@code triN} (N = 1..99) or {@code hexN} (N = 0..99), in any case, surrounding
   *     blanks ignored; not null
   * @throws IllegalArgumentException ({@link BadInputException}) for any other name or N out of range
   */
  public static HexShape named(String name) {
    Matcher m = NAMED.matcher(name.strip().toLowerCase(Locale.ROOT));
    if (!m.matches()) {
      throw new BadInputException("unknown shape '" + name
          + "' (use tri4, tri5, triN, hexN or a list of cells such as '0,0 -1,1 0,1')");
    }
    int n = Integer.parseInt(m.group(2));
    return m.group(1).equals("tri") ? pyramid(n) : hexagon(n);
  }

  /**
   * {@return a shape from a list of axial coordinates, e.g. {@code "(0,0) (-1,1) (0,1)"} or
   * {@code "0,0 -1,1 0,1"}}
   *
   * @param text q,r pairs separated by blanks, commas, semicolons or parentheses; the minus sign
   *     may be '-' or '−'; not null
   * @throws IllegalArgumentException ({@link BadInputException}) naming the bad character or the
   *     repeated cell, or if the numbers do not make whole pairs
   */
  public static HexShape parse(String text) {
    Objects.requireNonNull(text, "text");
    if (!ALLOWED.matcher(text).matches()) {
      for (int i = 0; i < text.length(); i++) {
        if (!ALLOWED.matcher(String.valueOf(text.charAt(i))).matches()) {
          throw new BadInputException("bad character '" + text.charAt(i) + "' at position " + (i + 1)
              + " in shape '" + text + "' (write cells as q,r pairs, e.g. '0,0 -1,1')");
        }
      }
    }
    List<Integer> numbers = new ArrayList<>();
    Matcher m = NUMBER.matcher(text);
    while (m.find()) {
      numbers.add(Integer.parseInt(m.group().replace('−', '-')));
    }
    if (numbers.isEmpty() || numbers.size() % 2 != 0) {
      throw new BadInputException("shape '" + text + "' must be a list of q,r pairs");
    }
    List<Hex> cells = new ArrayList<>();
    java.util.Set<Hex> seen = new java.util.HashSet<>();
    for (int i = 0; i < numbers.size(); i += 2) {
      Hex h = new Hex(numbers.get(i), numbers.get(i + 1));
      if (!seen.add(h)) {
        throw new BadInputException("cell " + h + " is listed twice in shape '" + text + "'");
      }
      cells.add(h);
    }
    return of(cells);
  }

  /**
   * {@return a shape given by name ({@link #named}) or as a list of cells ({@link #parse})}
   *
   * @param text a name if it holds a letter, else a list of cells; not null
   * @throws IllegalArgumentException ({@link BadInputException}) as {@link #named} or {@link #parse}
   */
  public static HexShape byNameOrCells(String text) {
    return text.chars().anyMatch(Character::isLetter) ? named(text) : parse(text);
  }

  /** {@return the cells in reading order} */
  public List<Hex> cells() {
    return cells;
  }

  /** {@return the number of cells} */
  public int size() {
    return cells.size();
  }

  /**
   * {@return whether {@code h} is a cell of this shape}
   *
   * @param h the cell; null answers false
   */
  public boolean contains(Hex h) {
    return index.containsKey(h);
  }

  /**
   * {@return the position of {@code h} in {@link #cells()}, or −1 if it is not a cell of this shape}
   *
   * @param h the cell; null answers −1
   */
  public int index(Hex h) {
    Integer i = index.get(h);
    return i == null ? -1 : i;
  }

  /** {@return whether the cells form one connected group} */
  public boolean isConnected() {
    return HexRegions.isConnected(cells);
  }

  /** {@return the cells outside the shape that it encloses (empty for a shape without holes)} */
  public List<Hex> holes() {
    return HexRegions.holes(cells);
  }

  /**
   * {@return this shape turned {@code k} steps of 60° clockwise about the origin}
   *
   * @param k the number of steps, any int: taken modulo 6
   */
  public HexShape rotate(int k) {
    List<Hex> out = new ArrayList<>(cells.size());
    for (Hex h : cells) {
      out.add(h.rotate(k));
    }
    return new HexShape(out);
  }

  /**
   * {@return this shape moved by {@code d}}
   *
   * @param d the offset added to every cell; not null
   */
  public HexShape translate(Hex d) {
    List<Hex> out = new ArrayList<>(cells.size());
    for (Hex h : cells) {
      out.add(h.plus(d));
    }
    return new HexShape(out);
  }

  /**
   * {@return the rotations that map this shape onto itself (after a translation): the identity always, and
   * for the pyramids also the turns by 120° and 240°} Reflections are not included, because Tantrix
   * tiles are chiral.
   */
  public List<Symmetry> symmetries() {
    List<Symmetry> out = new ArrayList<>();
    Hex first = cells.get(0);
    for (int k = 0; k < 6; k++) {
      HexShape turned = rotate(k);
      Hex shift = first.minus(turned.cells.get(0));
      if (turned.translate(shift).cells.equals(cells)) {
        out.add(new Symmetry(k, shift));
      }
    }
    return out;
  }

  /**
   * A motion of the plane that maps a shape onto itself: turn by {@code rotation} steps about the
   * origin, then move by {@code shift}.
   *
   * @param rotation 0..5
   * @param shift the translation applied after the turn
   */
  public record Symmetry(int rotation, Hex shift) {
    /**
     * {@return the image of {@code h}: turned, then moved}
     *
     * @param h any cell; not null
     */
    public Hex apply(Hex h) {
      return h.rotate(rotation).plus(shift);
    }
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof HexShape s && s.cells.equals(cells);
  }

  @Override
  public int hashCode() {
    return cells.hashCode();
  }

  /** The cells, e.g. "(0,0) (-1,1) (0,1)". */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (Hex h : cells) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(h);
    }
    return sb.toString();
  }
}
