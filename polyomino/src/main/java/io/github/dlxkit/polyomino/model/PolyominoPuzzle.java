package io.github.dlxkit.polyomino.model;

import java.util.List;

/**
 * A tiling puzzle as read from a file: the pieces, which of them are reusable, and the region.
 *
 * <pre>{@code
 * PolyominoPuzzle p = new PolyominoPuzzle(PieceSets.pentominoes(), new boolean[12], Region.box(6, 10));
 * TilingSolver.builder(p.pieces(), p.region()).reflection(true).build().count();   // 9356
 * }</pre>
 *
 * @param pieces the pieces, in file order
 * @param reusable {@code reusable[i]} says whether piece {@code i} may be used any number of times
 * @param region the region to tile
 */
public record PolyominoPuzzle(List<Polyomino> pieces, boolean[] reusable, Region region) {
  /**
   * Copies the lists and checks that the sizes agree.
   *
   * @param pieces the pieces, in file order; copied
   * @param reusable one flag per piece: whether it may be used any number of times; copied
   * @param region the region to tile
   * @throws NullPointerException if {@code pieces}, a piece or {@code reusable} is null
   * @throws IllegalArgumentException if there is not one flag per piece
   */
  public PolyominoPuzzle {
    pieces = List.copyOf(pieces);
    reusable = reusable.clone();
    if (reusable.length != pieces.size()) {
      throw new IllegalArgumentException(pieces.size() + " pieces but " + reusable.length + " reusable flags");
    }
  }

  /** {@return the reusable flags (a copy)} */
  @Override
  public boolean[] reusable() {
    return reusable.clone();
  }
}
