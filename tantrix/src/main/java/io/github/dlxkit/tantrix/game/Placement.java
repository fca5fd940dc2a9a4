package io.github.dlxkit.tantrix.game;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.tantrix.model.Hex;

/**
 * One move of the game: tile {@code tile} (its number, 1..56) put on {@code cell} turned
 * {@code rotation} steps clockwise (edge i shows on side (i + rotation) mod 6, as in
 * {@link io.github.dlxkit.tantrix.model.OrientedTile}).
 *
 * <pre>{@code
 * Placement p = Placement.of(18, 0, 0, 2);   // tile 18 at (0,0), turned twice
 * p.cell();                                 // Hex[q=0, r=0]
 * }</pre>
 *
 * @param tile the tile's number, 1..56
 * @param cell where it goes, axial (q, r)
 * @param rotation 0..5
 */
public record Placement(int tile, Hex cell, int rotation) {
  /**
   * Checks the tile number, the cell and the rotation.
   *
   * @param tile the tile's number, 1..56
   * @param cell where it goes; not null, and within the game's board around (0, 0)
   * @param rotation 0..5
   * @throws IllegalArgumentException ({@link BadInputException}) naming the value out of range
   */
  public Placement {
    if (tile < 1 || tile > Position.TILES) {
      throw new BadInputException("tile must be 1.." + Position.TILES + ", got " + tile);
    }
    if (cell == null) {
      throw new BadInputException("a move needs a cell");
    }
    if (rotation < 0 || rotation > 5) {
      throw new BadInputException("rotation must be 0..5, got " + rotation);
    }
    int reach = Position.OFF - 2;
    if (Math.abs(cell.q()) > reach || Math.abs(cell.r()) > reach) {
      throw new BadInputException("cell " + cell + " is too far from the middle (|q|, |r| <= " + reach + ")");
    }
  }

  /**
   * {@return the move of tile {@code tile} on (q, r) turned {@code rotation} steps}
   *
   * @param tile the tile's number, 1..56
   * @param q the cell's axial column
   * @param r the cell's axial row
   * @param rotation 0..5
   * @throws IllegalArgumentException ({@link BadInputException}) naming the value out of range
   */
  public static Placement of(int tile, int q, int r, int rotation) {
    return new Placement(tile, Hex.of(q, r), rotation);
  }

  /** e.g. "12/3 at (1,-1)". */
  @Override
  public String toString() {
    return tile + "/" + rotation + " at " + cell;
  }
}
