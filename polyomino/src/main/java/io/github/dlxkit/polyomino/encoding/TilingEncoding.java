package io.github.dlxkit.polyomino.encoding;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.Region;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Turns a tiling problem into an exact-cover problem, as SageMath's {@code TilingSolver} does, and
 * decodes its solutions.
 *
 * <h2>Items</h2>
 * First one primary item per piece that is not reusable (the piece must be used exactly once), in
 * the order of the pieces; then one primary item per region cell, in the region's cell order.
 * Reusable pieces have no item.
 *
 * <h2>Rows (options)</h2>
 * For each piece in order, for each of its orientations (sorted by cell lists), for each
 * translation inside the region (lexicographic): the piece's item, if any, then the cells covered,
 * in increasing order. Row {@code r} is option {@code r} of the problem and {@link #placement}
 * {@code r}. This is SageMath's order, so that the search meets the solutions in Sage's order.
 *
 * <pre>{@code
 * List<Polyomino> sticks = List.of(Polyomino.of(new int[][] {{0}}),
 *     Polyomino.of(new int[][] {{0}, {1}}), Polyomino.of(new int[][] {{0}, {1}, {2}}));
 * TilingEncoding e = TilingSolver.of(sticks, Region.box(6)).encoding();
 * e.rows().size();            // 15: 6 + 5 + 4 placements
 * e.pieces().size();          // 3
 * }</pre>
 */
public final class TilingEncoding {
  private final List<Polyomino> pieces;
  private final boolean[] reusable;
  private final Region region;
  private final boolean rotation;
  private final boolean reflection;
  private final List<List<Polyomino>> orientations;
  private final List<Placement> rows;
  private final int[] pieceRowStart; // rows of piece i: pieceRowStart[i] .. pieceRowStart[i+1]
  private final int[] pieceItem; // item id of piece i, -1 if reusable
  private final int cellItemBase;
  private final ExactCoverProblem problem;

  /**
   * Encodes the tiling of {@code region} by {@code pieces}: builds every placement now, which for a
   * large region takes time and memory.
   *
   * @param pieces the pieces (copied), at least one, each of the region's dimension
   * @param reusable which pieces may be used any number of times (the others exactly once), one
   *     flag per piece (copied)
   * @param region the cells to cover exactly
   * @param rotation whether pieces may be rotated
   * @param reflection whether pieces may be reflected (requires {@code rotation})
   * @throws BadInputException if there are no pieces, a piece's dimension is not the region's, or
   *     {@code reflection} is asked without {@code rotation}
   * @throws IllegalArgumentException if there is not one {@code reusable} flag per piece
   */
  public TilingEncoding(List<Polyomino> pieces, boolean[] reusable, Region region, boolean rotation,
      boolean reflection) {
    if (pieces.isEmpty()) {
      throw new BadInputException("no pieces to tile with");
    }
    if (reusable.length != pieces.size()) {
      throw new IllegalArgumentException(pieces.size() + " pieces but " + reusable.length + " reusable flags");
    }
    if (reflection && !rotation) {
      throw new BadInputException("reflections without rotations are not supported");
    }
    for (int i = 0; i < pieces.size(); i++) {
      if (pieces.get(i).dimension() != region.dimension()) {
        throw new BadInputException("piece " + describe(pieces.get(i), i) + " has dimension "
            + pieces.get(i).dimension() + " but the region has dimension " + region.dimension());
      }
    }
    this.pieces = List.copyOf(pieces);
    this.reusable = reusable.clone();
    this.region = region;
    this.rotation = rotation;
    this.reflection = reflection;

    List<List<Polyomino>> orient = new ArrayList<>();
    List<Placement> all = new ArrayList<>();
    pieceRowStart = new int[pieces.size() + 1];
    for (int i = 0; i < pieces.size(); i++) {
      List<Polyomino> os = pieces.get(i).orientations(rotation, reflection);
      orient.add(os);
      for (int k = 0; k < os.size(); k++) {
        for (Polyomino placed : os.get(k).translationsInside(region)) {
          int[] cells = new int[placed.size()];
          for (int j = 0; j < cells.length; j++) {
            cells[j] = region.indexOf(placed.cells().get(j));
          }
          all.add(new Placement(all.size(), i, k, placed, cells));
        }
      }
      pieceRowStart[i + 1] = all.size();
    }
    this.orientations = Collections.unmodifiableList(orient);
    this.rows = Collections.unmodifiableList(all);

    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    List<String> cellNames = new ArrayList<>(region.size());
    Set<String> taken = new HashSet<>();
    for (Cell c : region.cells()) {
      String name = cellName(c);
      cellNames.add(name);
      taken.add(name);
    }
    pieceItem = new int[pieces.size()];
    for (int i = 0; i < pieces.size(); i++) {
      pieceItem[i] = reusable[i] ? -1 : b.addPrimary(pieceItemName(i, taken));
    }
    cellItemBase = b.itemCount();
    for (String name : cellNames) {
      b.addPrimary(name);
    }
    for (Placement p : all) {
      int piece = pieceItem[p.piece()];
      int[] items = new int[p.size() + (piece >= 0 ? 1 : 0)];
      int k = 0;
      if (piece >= 0) {
        items[k++] = piece;
      }
      for (int j = 0; j < p.size(); j++) {
        items[k++] = cellItemBase + p.cellAt(j);
      }
      b.addOption(items);
    }
    this.problem = b.build();
  }

  private String pieceItemName(int i, Set<String> taken) {
    String name = pieces.get(i).name();
    boolean usable = !name.isEmpty() && !taken.contains(name);
    for (int k = 0; usable && k < name.length(); k++) {
      char c = name.charAt(k);
      usable = !Character.isWhitespace(c) && c != ':' && c != '|';
    }
    if (!usable) {
      name = "piece" + i;
      while (taken.contains(name)) {
        name = "_" + name;
      }
    }
    taken.add(name);
    return name;
  }

  private static String cellName(Cell c) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < c.dimension(); i++) {
      sb.append(i == 0 ? "" : ",").append(c.get(i));
    }
    return sb.toString();
  }

  static String describe(Polyomino p, int index) {
    return p.name().isEmpty() ? "#" + index : p.name();
  }

  /** {@return the pieces, in order} */
  public List<Polyomino> pieces() {
    return pieces;
  }

  /**
   * {@return whether piece {@code i} may be used any number of times}
   *
   * @param i the piece's index in {@link #pieces()}
   */
  public boolean isReusable(int i) {
    return reusable[i];
  }

  /** {@return whether any piece is reusable} */
  public boolean anyReusable() {
    for (boolean r : reusable) {
      if (r) {
        return true;
      }
    }
    return false;
  }

  /** {@return the region} */
  public Region region() {
    return region;
  }

  /** {@return whether rotations are allowed} */
  public boolean rotation() {
    return rotation;
  }

  /** {@return whether reflections are allowed} */
  public boolean reflection() {
    return reflection;
  }

  /**
   * {@return the orientations of piece {@code i}, in the order their rows come}
   *
   * @param i the piece's index in {@link #pieces()}
   */
  public List<Polyomino> orientations(int i) {
    return orientations.get(i);
  }

  /** {@return all rows, in order} */
  public List<Placement> rows() {
    return rows;
  }

  /**
   * Row {@code row}.
   *
   * @param row the row's number, 0..rows().size()-1 (also its option id in {@link #problem()})
   * @return the placement: which piece, in which orientation, on which cells
   * @throws IndexOutOfBoundsException if there is no row {@code row}
   */
  public Placement placement(int row) {
    return rows.get(row);
  }

  /**
   * {@return the first row of piece {@code i}}
   *
   * @param i the piece's index in {@link #pieces()}
   */
  public int firstRow(int i) {
    return pieceRowStart[i];
  }

  /**
   * {@return one past the last row of piece {@code i}; equal to {@link #firstRow} if it fits nowhere}
   *
   * @param i the piece's index in {@link #pieces()}
   */
  public int endRow(int i) {
    return pieceRowStart[i + 1];
  }

  /** {@return the exact-cover problem: option ids are row numbers} */
  public ExactCoverProblem problem() {
    return problem;
  }

  /**
   * {@return the item id of piece {@code i}, or -1 if it is reusable}
   *
   * @param i the piece's index in {@link #pieces()}
   */
  public int pieceItem(int i) {
    return pieceItem[i];
  }

  /**
   * {@return the item id of region cell {@code cell}}
   *
   * @param cell the cell's number in the region, 0..region().size()-1 (not checked)
   */
  public int cellItem(int cell) {
    return cellItemBase + cell;
  }

  /**
   * {@return whether the problem can have solutions at all, by counting only (SageMath's
   * {@code is_suitable}, extended to a mix of reusable and single pieces): every single piece has
   * a row, and the region's size is the single pieces' total plus some sum of reusable sizes}
   */
  public boolean isSuitable() {
    if (rows.isEmpty()) {
      return false;
    }
    long fixed = 0;
    BitSet reusableSizes = new BitSet();
    for (int i = 0; i < pieces.size(); i++) {
      if (reusable[i]) {
        if (endRow(i) > firstRow(i)) {
          reusableSizes.set(pieces.get(i).size());
        }
      } else {
        if (endRow(i) == firstRow(i)) {
          return false;
        }
        fixed += pieces.get(i).size();
      }
    }
    return sizesAdd(region.size(), fixed, reusableSizes);
  }

  /**
   * {@return whether the region's cell count can be the pieces' total at all, before any placement is built
   * (the first half of {@link #isSuitable()}, with every reusable piece assumed to fit somewhere):
   * false means no solution, for the price of a sum}
   *
   * @param pieces the pieces
   * @param reusable one flag per piece: whether it may be used any number of times
   * @param regionSize the number of cells to cover
   */
  public static boolean cellCountAdmits(List<Polyomino> pieces, boolean[] reusable, int regionSize) {
    long fixed = 0;
    BitSet reusableSizes = new BitSet();
    for (int i = 0; i < pieces.size(); i++) {
      if (reusable[i]) {
        reusableSizes.set(pieces.get(i).size());
      } else {
        fixed += pieces.get(i).size();
      }
    }
    return sizesAdd(regionSize, fixed, reusableSizes);
  }

  /** Whether {@code regionSize - fixed} is a sum of the sizes in {@code reusableSizes} (0 included). */
  private static boolean sizesAdd(long regionSize, long fixed, BitSet reusableSizes) {
    long rest = regionSize - fixed;
    if (rest < 0) {
      return false;
    }
    if (reusableSizes.isEmpty()) {
      return rest == 0;
    }
    // unbounded subset sum: can 'rest' be written as a sum of reusable sizes?
    BitSet reachable = new BitSet((int) rest + 1);
    reachable.set(0);
    for (int n = 1; n <= rest; n++) {
      for (int s = reusableSizes.nextSetBit(0); s >= 0 && s <= n; s = reusableSizes.nextSetBit(s + 1)) {
        if (reachable.get(n - s)) {
          reachable.set(n);
          break;
        }
      }
    }
    return reachable.get((int) rest);
  }

  /**
   * {@return the placements of a solution given by option ids, in the same order, unmodifiable}
   *
   * @param optionIds the option ids (row numbers); only the first {@code count} are read
   * @param count how many of {@code optionIds} to decode
   * @throws IndexOutOfBoundsException if an id is not a row number
   */
  public List<Placement> decode(int[] optionIds, int count) {
    List<Placement> out = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      out.add(rows.get(optionIds[i]));
    }
    return Collections.unmodifiableList(out);
  }
}
