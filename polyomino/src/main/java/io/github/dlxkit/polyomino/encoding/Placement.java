package io.github.dlxkit.polyomino.encoding;

import io.github.dlxkit.polyomino.model.Polyomino;
import java.util.Arrays;

/**
 * One row of a tiling problem: a piece in one orientation at one position inside the region.
 *
 * <pre>{@code
 * List<Polyomino> sticks = List.of(Polyomino.of(new int[][] {{0}}),
 *     Polyomino.of(new int[][] {{0}, {1}}), Polyomino.of(new int[][] {{0}, {1}, {2}}));
 * TilingEncoding e = TilingSolver.of(sticks, Region.box(6)).encoding();
 * Placement p = e.placement(0);
 * p.piece();          // 0, the stick of length 1
 * p.cells().length;   // 1
 * }</pre>
 *
 * @see TilingEncoding
 */
public final class Placement {
  private final int row;
  private final int piece;
  private final int orientation;
  private final Polyomino polyomino;
  private final int[] cells;

  Placement(int row, int piece, int orientation, Polyomino polyomino, int[] cells) {
    this.row = row;
    this.piece = piece;
    this.orientation = orientation;
    this.polyomino = polyomino;
    this.cells = cells;
  }

  /** {@return the row number, which is also the option id in the exact-cover problem} */
  public int row() {
    return row;
  }

  /** {@return the index of the piece in the solver's list of pieces} */
  public int piece() {
    return piece;
  }

  /** {@return the index of the orientation in the piece's list of orientations} */
  public int orientation() {
    return orientation;
  }

  /** {@return the placed copy of the piece (its name and colour kept)} */
  public Polyomino polyomino() {
    return polyomino;
  }

  /** {@return the numbers of the region cells it covers, increasing} */
  public int[] cells() {
    return cells.clone();
  }

  /** {@return the number of cells covered} */
  public int size() {
    return cells.length;
  }

  int cellAt(int k) {
    return cells[k];
  }

  @Override
  public String toString() {
    return "row " + row + ": piece " + piece + " orientation " + orientation + " cells "
        + Arrays.toString(cells);
  }
}
