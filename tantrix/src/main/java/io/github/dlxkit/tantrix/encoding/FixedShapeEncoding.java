package io.github.dlxkit.tantrix.encoding;

import io.github.dlxkit.core.util.Indices;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.util.IntList;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.HexShape;
import io.github.dlxkit.tantrix.model.OrientedTile;
import io.github.dlxkit.tantrix.model.PathKind;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.Tile;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A fixed-shape Tantrix puzzle as an exact-cover problem with colours, and the way back from an
 * exact cover to a {@link Tantrix}.
 *
 * <h2>Items</h2>
 * Every name fits the 8 characters of Knuth's DLX2 and DLX3, so that an exported matrix
 * ({@code tantrix solve --dlx}) can be checked with them; i below is a cell's index in reading
 * order.
 * <ul>
 *   <li>one primary item per cell of the shape, named like {@code (0,1)}, in reading order
 *       ({@code c12}, by its index, where the coordinates take more than 6 characters);
 *   <li>one primary item per tile, {@code t6};
 *   <li>for every colour C that must form a line, two primary items {@code end1-C} and
 *       {@code end2-C} (the line's two ends) and one secondary item {@code ordCi} per cell
 *       ({@code ordR12});
 *   <li>one secondary item per shared edge, {@code (0,0)SE}, named from the cell that comes first
 *       in reading order; it takes the colour of the arc crossing it, so the engine enforces the
 *       Golden Rule;
 *   <li>for every goal colour C and every grid vertex inside the shape (where three cells meet),
 *       a secondary item {@code vCib} or {@code vCir}: the bottom or the lower right corner of
 *       cell i, the first of the three cells in reading order (the other two are below it or on
 *       its right, so every inner vertex is one of those two corners of it).
 * </ul>
 *
 * <h2>Options</h2>
 * One option per cell, tile and rotation: the cell, the tile, and each shared edge with the colour
 * the tile shows there. The goal shapes the options before the search:
 * <ul>
 *   <li>a loop colour may not touch the border of the shape (its arc would end there), so those
 *       placements are left out;
 *   <li>a line colour touches the border exactly twice, at the line's two ends. A placement that
 *       shows it on one border side comes in two versions, one covering {@code end1-C} and
 *       {@code ordC0 … ordCi} (i = the cell's index), one covering {@code end2-C} and
 *       {@code ordCi}; the order items forbid end2 in a cell at or before end1's, so each
 *       line is found once, not twice with its ends swapped. A placement showing it on two border
 *       sides covers both ends;
 *   <li>a placement whose goal-colour arc is a sharp corner at an inner vertex covers that
 *       vertex's item. Two such corners at one vertex would force the third tile's arc into a
 *       corner there as well, closing a loop of three tiles, which no goal allows once the colour
 *       has more than three tiles (or must be a line); so at most one is allowed.
 * </ul>
 * What the items cannot say — that the colour forms ONE path, not a line plus loops or several
 * loops — is checked on each exact cover by a {@link Checker}.
 *
 * <p>Optionally the encoding keeps one solution of each orbit under the board's symmetries: the
 * first tile may then only take one (cell, rotation) of each orbit of the rotations that map the
 * board onto itself. The rotations act freely on solutions (they move the first tile, which occurs
 * only once), so every orbit keeps exactly one member.
 *
 * <pre>{@code
 * TantrixPuzzle blue = PuzzleCatalog.get("rainbow_blue");
 * FixedShapeEncoding e = new FixedShapeEncoding(blue.tiles(), blue.shape().orElseThrow(), blue.goal(), false);
 * ExactCoverSolver.of(e.problem()).count();   // 15, as blue.fixed().count()
 * int option = ExactCoverSolver.of(e.problem()).findFirst().orElseThrow().optionIds()[0];
 * e.tileOf(option);   // which tile, e.cellOf(option) where, e.rotationOf(option) turned how
 * }</pre>
 *
 * <p>Immutable once built and safe to share between threads; each thread needs its own
 * {@link #checker()}.
 */
public final class FixedShapeEncoding {
  private final List<Tile> tiles;
  private final HexShape shape;
  private final Goal goal;
  private final boolean distinct;
  private final ExactCoverProblem problem;
  /** neighbour[cell * 6 + side]: the neighbouring cell's index, or −1 outside the shape. */
  private final int[] neighbour;
  private final Colour[] goalColours;
  private final boolean[] goalIsLine;
  private final int[] carriers; // per goal colour: how many tiles carry it
  /** Per option: the cell it fills, the tile it places and that tile's rotation. */
  private final int[] optionCell;
  private final int[] optionTile;
  private final int[] optionRotation;
  /** exit[option * 6 + side]: the side where the arc entering through {@code side} leaves. */
  private final int[] exit;
  /** firstSide[option * goals + g]: one end of goal colour g's arc, or −1 if the tile lacks g. */
  private final int[] firstSide;
  /** borderSide[option * goals + g]: an end of goal colour g's arc on the border, or −1. */
  private final int[] borderSide;

  /**
   * Encodes the puzzle; the caller ({@code FixedShapePuzzle}) has checked that the tiles are
   * distinct and as many as the cells.
   *
   * @param tiles the tiles, distinct, as many as the cells; copied; not null
   * @param shape the board, one piece without holes; not null
   * @param goal the colours that must each form one line or loop; not null
   * @param distinct whether to keep only one solution of each orbit under the board's
   *     rotations (see the class comment)
   */
  public FixedShapeEncoding(List<Tile> tiles, HexShape shape, Goal goal, boolean distinct) {
    this.tiles = List.copyOf(tiles);
    this.shape = shape;
    this.goal = goal;
    this.distinct = distinct;
    int n = shape.size();
    this.neighbour = new int[n * 6];
    for (int i = 0; i < n; i++) {
      for (Side s : Side.values()) {
        neighbour[i * 6 + s.ordinal()] = shape.index(shape.cells().get(i).neighbour(s));
      }
    }
    this.goalColours = goal.colours().toArray(new Colour[0]);
    int goals = goalColours.length;
    this.goalIsLine = new boolean[goals];
    this.carriers = new int[goals];
    for (int g = 0; g < goals; g++) {
      goalIsLine[g] = goal.kind(goalColours[g]) == PathKind.LINE;
      for (Tile t : tiles) {
        if (t.has(goalColours[g])) {
          carriers[g]++;
        }
      }
    }

    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    int[] colourId = new int[Colour.values().length];
    for (Colour c : Colour.ARC_COLOURS) {
      colourId[c.ordinal()] = b.colour(Character.toString(c.letter())); // one letter, as DLX2 and DLX3 read colours
    }
    int[] cellItem = new int[n];
    for (int i = 0; i < n; i++) {
      cellItem[i] = b.addPrimary(cellName(i));
    }
    int[] tileItem = new int[tiles.size()];
    for (int t = 0; t < tiles.size(); t++) {
      tileItem[t] = b.addPrimary("t" + tiles.get(t).number());
    }
    int[][] endItems = new int[goals][];
    int[][] orderItems = new int[goals][];
    for (int g = 0; g < goals; g++) {
      if (goalIsLine[g]) {
        char c = goalColours[g].letter();
        endItems[g] = new int[] {b.addPrimary("end1-" + c), b.addPrimary("end2-" + c)};
        orderItems[g] = new int[n];
        for (int i = 0; i < n; i++) {
          orderItems[g][i] = b.addSecondary("ord" + c + i);
        }
      }
    }
    int[] edgeItem = new int[n * 6];
    Arrays.fill(edgeItem, -1);
    for (int i = 0; i < n; i++) {
      for (Side s : Side.values()) {
        int j = neighbour[i * 6 + s.ordinal()];
        if (j > i) {
          int item = b.addSecondary(cellName(i) + s.name());
          edgeItem[i * 6 + s.ordinal()] = item;
          edgeItem[j * 6 + s.opposite().ordinal()] = item;
        }
      }
    }
    int[][] vertexItem = vertexItems(b);
    boolean[] representative = representatives();

    IntList cells = new IntList();
    IntList tileIds = new IntList();
    IntList rotations = new IntList();
    IntList items = new IntList();
    IntList colours = new IntList();
    for (int i = 0; i < n; i++) {
      for (int t = 0; t < tiles.size(); t++) {
        for (int k = 0; k < 6; k++) {
          if (t == 0 && !representative[i * 6 + k]) {
            continue;
          }
          OrientedTile o = tiles.get(t).rotate(k);
          items.clear();
          colours.clear();
          add(items, colours, cellItem[i], 0);
          add(items, colours, tileItem[t], 0);
          for (Side s : Side.values()) {
            int e = edgeItem[i * 6 + s.ordinal()];
            if (e >= 0) {
              add(items, colours, e, colourId[o.colour(s).ordinal()]);
            }
          }
          for (int g = 0; g < goals; g++) {
            int v = cornerVertex(o, goalColours[g]);
            if (v >= 0 && vertexItem[g][i * 6 + v] >= 0) {
              add(items, colours, vertexItem[g][i * 6 + v], 0);
            }
          }
          for (int[] extra : endVariants(i, o, endItems, orderItems)) {
            int[] it = Arrays.copyOf(items.toArray(), items.size() + extra.length);
            System.arraycopy(extra, 0, it, items.size(), extra.length);
            b.addOption(it, Arrays.copyOf(colours.toArray(), it.length));
            cells.add(i);
            tileIds.add(t);
            rotations.add(k);
          }
        }
      }
    }
    this.problem = b.build();
    this.optionCell = cells.toArray();
    this.optionTile = tileIds.toArray();
    this.optionRotation = rotations.toArray();
    int options = optionCell.length;
    this.exit = new int[options * 6];
    this.firstSide = new int[options * goals];
    this.borderSide = new int[options * goals];
    for (int o = 0; o < options; o++) {
      OrientedTile t = tiles.get(optionTile[o]).rotate(optionRotation[o]);
      for (Side s : Side.values()) {
        exit[o * 6 + s.ordinal()] = t.otherEnd(s).ordinal();
      }
      for (int g = 0; g < goals; g++) {
        firstSide[o * goals + g] = -1;
        borderSide[o * goals + g] = -1;
        if (t.tile().has(goalColours[g])) {
          Side[] ends = t.sidesOf(goalColours[g]);
          firstSide[o * goals + g] = ends[0].ordinal();
          for (Side e : ends) {
            if (neighbour[optionCell[o] * 6 + e.ordinal()] < 0) {
              borderSide[o * goals + g] = e.ordinal();
            }
          }
        }
      }
    }
  }

  private static void add(IntList items, IntList colours, int item, int colour) {
    items.add(item);
    colours.add(colour);
  }

  /**
   * The vertex items: {@code result[g][cell * 6 + v]} for vertex v of a cell (between its sides v
   * and v+1), or −1 where the vertex is on the border or the goal colour may close a 3-loop.
   */
  private int[][] vertexItems(ExactCoverProblem.Builder b) {
    int n = shape.size();
    int[][] out = new int[goalColours.length][n * 6];
    Map<String, Integer> ids = new HashMap<>();
    for (int g = 0; g < goalColours.length; g++) {
      Arrays.fill(out[g], -1);
      if (!goalIsLine[g] && carriers[g] <= 3) {
        continue;
      }
      for (int i = 0; i < n; i++) {
        for (int v = 0; v < 6; v++) {
          int a = neighbour[i * 6 + v];
          int c = neighbour[i * 6 + (v + 1) % 6];
          if (a >= 0 && c >= 0) {
            // the three cells' first in reading order, and which of its corners the vertex is
            int first = Math.min(i, Math.min(a, c));
            boolean bottom = (first == i ? v : first == a ? (v + 2) % 6 : (v + 4) % 6) == Side.SE.ordinal();
            String name = "v" + goalColours[g].letter() + first + (bottom ? "b" : "r");
            out[g][i * 6 + v] = ids.computeIfAbsent(name, b::addSecondary);
          }
        }
      }
    }
    return out;
  }

  /**
   * Cell i's item name: its coordinates, {@code (0,1)}, where they take at most 6 characters (its
   * edges' names add a side of up to 2), else {@code c} and its index.
   */
  private String cellName(int i) {
    String coordinates = shape.cells().get(i).toString();
    return coordinates.length() <= 6 ? coordinates : "c" + i;
  }

  /** The vertex (0..5, between sides v and v+1) where colour c's arc is a sharp corner, or −1. */
  private static int cornerVertex(OrientedTile o, Colour c) {
    if (!o.tile().has(c)) {
      return -1;
    }
    Side[] e = o.sidesOf(c);
    int lo = Math.min(e[0].ordinal(), e[1].ordinal());
    int hi = Math.max(e[0].ordinal(), e[1].ordinal());
    return hi - lo == 1 ? lo : hi - lo == 5 ? hi : -1;
  }

  /**
   * Whether each (cell, rotation) of the first tile is kept: all of them, or with
   * {@code distinct} the least of each orbit under the board's rotations.
   */
  private boolean[] representatives() {
    int n = shape.size();
    boolean[] keep = new boolean[n * 6];
    Arrays.fill(keep, true);
    if (!distinct) {
      return keep;
    }
    for (HexShape.Symmetry s : shape.symmetries()) {
      if (s.rotation() == 0) {
        continue;
      }
      for (int i = 0; i < n; i++) {
        int image = shape.index(s.apply(shape.cells().get(i)));
        for (int k = 0; k < 6; k++) {
          if (image * 6 + (k + s.rotation()) % 6 < i * 6 + k) {
            keep[i * 6 + k] = false;
          }
        }
      }
    }
    return keep;
  }

  /**
   * The extra items (line ends and order items) of each version of one placement; no version at
   * all if the placement shows a loop colour on the border.
   */
  private List<int[]> endVariants(int cell, OrientedTile o, int[][] endItems, int[][] orderItems) {
    List<int[]> out = List.of(new int[0]);
    for (int g = 0; g < goalColours.length; g++) {
      int onBorder = 0;
      for (Side s : Side.values()) {
        if (neighbour[cell * 6 + s.ordinal()] < 0 && o.colour(s) == goalColours[g]) {
          onBorder++;
        }
      }
      if (onBorder == 0) {
        continue;
      }
      if (!goalIsLine[g]) {
        return List.of();
      }
      List<int[]> next = new java.util.ArrayList<>();
      for (int[] v : out) {
        if (onBorder == 2) {
          next.add(concat(v, endItems[g]));
        } else {
          int[] first = new int[cell + 2];
          first[0] = endItems[g][0];
          System.arraycopy(orderItems[g], 0, first, 1, cell + 1);
          int[] second = {endItems[g][1], orderItems[g][cell]};
          next.add(concat(v, first));
          next.add(concat(v, second));
        }
      }
      out = next;
    }
    return out;
  }

  private static int[] concat(int[] a, int[] b) {
    int[] c = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, c, a.length, b.length);
    return c;
  }

  /** {@return the exact-cover problem} */
  public ExactCoverProblem problem() {
    return problem;
  }

  /** {@return the tiles, in the order of their items} */
  public List<Tile> tiles() {
    return tiles;
  }

  /** {@return the board} */
  public HexShape shape() {
    return shape;
  }

  /** {@return the goal} */
  public Goal goal() {
    return goal;
  }

  /** {@return whether this encoding keeps only one solution of each orbit under the board's rotations} */
  public boolean isDistinct() {
    return distinct;
  }

  /**
   * {@return the index (in {@link HexShape#cells()}) of the cell that option {@code option} fills}
   *
   * @param option an option id of {@link #problem()}, 0 to its option count − 1
   * @throws IllegalArgumentException if there is no such option
   */
  public int cellOf(int option) {
    return optionCell[option(option)];
  }

  /**
   * {@return the index (in {@link #tiles()}) of the tile that option {@code option} places}
   *
   * @param option an option id of {@link #problem()}, 0 to its option count − 1
   * @throws IllegalArgumentException if there is no such option
   */
  public int tileOf(int option) {
    return optionTile[option(option)];
  }

  /**
   * {@return the rotation (0..5, steps of 60° clockwise) of the tile that option {@code option}
   * places}
   *
   * @param option an option id of {@link #problem()}, 0 to its option count − 1
   * @throws IllegalArgumentException if there is no such option
   */
  public int rotationOf(int option) {
    return optionRotation[option(option)];
  }

  private int option(int o) {
    return Indices.checked("option", o, optionCell.length);
  }

  /**
   * {@return the tantrix of an exact cover, its cells in reading order}
   *
   * @param optionIds the exact cover's option ids, in any order, in the first {@code count}
   *     entries (as the engine's solution visitor gets them); not changed
   * @param count how many entries of {@code optionIds} hold the cover: the number of cells
   * @throws IllegalArgumentException if {@code count} is more than {@code optionIds} holds, or an
   *     option id is not one of {@link #problem()}'s
   */
  public Tantrix decode(int[] optionIds, int count) {
    OrientedTile[] at = new OrientedTile[shape.size()];
    Indices.checked("count", count, 0, optionIds.length);
    for (int i = 0; i < count; i++) {
      int o = option(optionIds[i]);
      at[optionCell[o]] = tiles.get(optionTile[o]).rotate(optionRotation[o]);
    }
    Map<Hex, OrientedTile> m = new LinkedHashMap<>();
    for (int c = 0; c < at.length; c++) {
      m.put(shape.cells().get(c), at[c]);
    }
    return Tantrix.of(m);
  }

  /** {@return a new goal checker; each thread needs its own} */
  public Checker checker() {
    return new Checker();
  }

  /**
   * Checks an exact cover for the goal by walking each goal colour's path on flat arrays: the Golden
   * Rule and the border conditions already hold, so it only remains to see that one path runs
   * through all the tiles carrying the colour. Not thread-safe (it keeps a scratch array).
   */
  public final class Checker {
    private final int[] placed = new int[shape.size()]; // cell -> option

    private Checker() {}

    /**
     * Whether the exact cover {@code optionIds[0..count)} meets the goal: one path of each goal
     * colour through all the tiles that carry it.
     *
     * @param optionIds the exact cover's option ids, in any order; not changed
     * @param count how many entries of {@code optionIds} hold the cover: the number of cells
     * @return true if the cover meets the goal
     * @throws IllegalArgumentException if {@code count} is not the number of cells (or more than
     *     {@code optionIds} holds), an option is not one of the encoding's, or two options place a
     *     tile on the same cell: no exact cover, which would otherwise be judged on what an earlier
     *     call left in the scratch array
     */
    public boolean accepts(int[] optionIds, int count) {
      Indices.checked("count", count, 0, optionIds.length);
      if (count != placed.length) {
        throw new IllegalArgumentException("count must be " + placed.length + " (the board's cells), got " + count);
      }
      Arrays.fill(placed, -1);
      for (int i = 0; i < count; i++) {
        int o = option(optionIds[i]);
        int cell = optionCell[o];
        if (placed[cell] >= 0) {
          throw new IllegalArgumentException("options " + placed[cell] + " and " + o + " both place a tile on cell "
              + cell + ": not an exact cover");
        }
        placed[cell] = o;
      }
      int goals = goalColours.length;
      for (int g = 0; g < goals; g++) {
        int cell = -1;
        int side = -1;
        for (int i = 0; i < count && cell < 0; i++) {
          int o = optionIds[i];
          int s = goalIsLine[g] ? borderSide[o * goals + g] : firstSide[o * goals + g];
          if (s >= 0) {
            cell = optionCell[o];
            side = s;
          }
        }
        if (cell < 0 || walk(cell, side, goalIsLine[g]) != carriers[g]) {
          return false;
        }
      }
      return true;
    }

    /** The number of tiles on the path that enters {@code startCell} through {@code startSide}. */
    private int walk(int startCell, int startSide, boolean line) {
      int cell = startCell;
      int side = startSide;
      int length = 0;
      while (length <= placed.length) {
        int out = exit[placed[cell] * 6 + side];
        length++;
        int next = neighbour[cell * 6 + out];
        if (next < 0) {
          return line ? length : -1;
        }
        if (next == startCell && !line) {
          return length;
        }
        cell = next;
        side = (out + 3) % 6;
      }
      return -1;
    }
  }
}
