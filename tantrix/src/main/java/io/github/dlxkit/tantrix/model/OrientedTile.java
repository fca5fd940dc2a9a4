package io.github.dlxkit.tantrix.model;

import io.github.dlxkit.core.BadInputException;
/**
 * A tile turned clockwise by {@code rotation} steps (0..5): its edge {@code i} shows on side
 * {@code (i + rotation) mod 6}.
 *
 * <pre>{@code
 * OrientedTile t = TileSet.standard().tile(6).rotate(2);
 * t.colour(Side.SE);   // BLUE
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 *
 * @param tile the tile
 * @param rotation 0..5
 */
public record OrientedTile(Tile tile, int rotation) {
  /**
   * Checks the tile and the rotation.
   *
   * @param tile the tile; not null
   * @param rotation the turn, in 60° steps clockwise, 0..5
   * @throws IllegalArgumentException if {@code tile} is null, or ({@link BadInputException}) if
   *     {@code rotation} is not 0..5
   */
  public OrientedTile {
    if (tile == null) {
      throw new IllegalArgumentException("tile must not be null");
    }
    if (rotation < 0 || rotation > 5) {
      throw new BadInputException("rotation must be 0..5, got " + rotation);
    }
  }

  /**
   * {@return the colour shown on {@code side}}
   *
   * @param side a side of the cell, in board directions; not null
   */
  public Colour colour(Side side) {
    return tile.edge(Math.floorMod(side.ordinal() - rotation, 6));
  }

  /**
   * {@return the side where the link that enters through {@code side} leaves the tile again}
   *
   * @param side a side of the cell, in board directions; not null
   */
  public Side otherEnd(Side side) {
    int edge = Math.floorMod(side.ordinal() - rotation, 6);
    Link l = tile.link(tile.edge(edge));
    return Side.of(l.otherEnd(edge) + rotation);
  }

  /**
   * {@return the two sides on which the link of colour {@code c} ends, in board directions; a new
   * array}
   *
   * @param c a colour the tile carries
   * @throws IllegalArgumentException if the tile does not carry {@code c}
   */
  public Side[] sidesOf(Colour c) {
    Link l = tile.link(c);
    return new Side[] {Side.of(l.a() + rotation), Side.of(l.b() + rotation)};
  }

  /**
   * {@return this oriented tile turned {@code k} more steps of 60° clockwise}
   *
   * @param k any int, taken mod 6: negative turns anticlockwise
   */
  public OrientedTile rotate(int k) {
    return new OrientedTile(tile, Math.floorMod(rotation + k, 6));
  }

  /** e.g. "6/2" for tile 6 in rotation 2. */
  @Override
  public String toString() {
    return tile.number() + "/" + rotation;
  }
}
