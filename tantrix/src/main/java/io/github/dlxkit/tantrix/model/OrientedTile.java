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
 * @param tile the tile
 * @param rotation 0..5
 */
public record OrientedTile(Tile tile, int rotation) {
  /** Checks the rotation. */
  public OrientedTile {
    if (tile == null) {
      throw new IllegalArgumentException("tile must not be null");
    }
    if (rotation < 0 || rotation > 5) {
      throw new BadInputException("rotation must be 0..5, got " + rotation);
    }
  }

  /** {@return the colour shown on {@code side}} */
  public Colour colour(Side side) {
    return tile.edge(Math.floorMod(side.ordinal() - rotation, 6));
  }

  /** {@return the side where the link that enters through {@code side} leaves the tile again} */
  public Side otherEnd(Side side) {
    int edge = Math.floorMod(side.ordinal() - rotation, 6);
    Link l = tile.link(tile.edge(edge));
    return Side.of(l.otherEnd(edge) + rotation);
  }

  /** {@return the two sides on which the link of colour {@code c} ends} */
  public Side[] sidesOf(Colour c) {
    Link l = tile.link(c);
    return new Side[] {Side.of(l.a() + rotation), Side.of(l.b() + rotation)};
  }

  /** {@return this oriented tile turned {@code k} more steps clockwise} */
  public OrientedTile rotate(int k) {
    return new OrientedTile(tile, Math.floorMod(rotation + k, 6));
  }

  /** e.g. "6/2" for tile 6 in rotation 2. */
  @Override
  public String toString() {
    return tile.number() + "/" + rotation;
  }
}
