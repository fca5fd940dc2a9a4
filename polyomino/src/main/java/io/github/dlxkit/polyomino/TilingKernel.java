package io.github.dlxkit.polyomino;

/**
 * The search that {@link TilingSolver#count()} and {@link TilingSolver#countDistinct()} run. Both
 * give the same numbers; only the speed differs. Solutions themselves are always listed by the
 * Dancing Links engine, in SageMath's order.
 *
 * <pre>{@code
 * TilingSolver t = TilingSolver.builder(PieceSets.pentominoes(), Region.box(3, 20)).reflection(true).build();
 * t.withKernel(TilingKernel.BITBOARD).count();        // 8
 * t.withKernel(TilingKernel.DANCING_LINKS).count();   // 8
 * }</pre>
 */
public enum TilingKernel {
  /**
   * {@link #BITBOARD} when the bitboard supports the problem (at most
   * 128 cells, 64 single-use pieces) and the region is flat or a slab two cells thick
   * ({@link #suitsBitboard}), else {@link #DANCING_LINKS}. The bitboard fills the first empty cell
   * in reading order, which in a flat region has few placements; in a solid region it has many,
   * where Dancing Links branches on the cell or piece with the fewest (docs/polyomino.md, "Kernels":
   * 6×10 pentominoes 0.27 s against 0.68 s, the 12 pentominoes in a 3×4×5 box 51 s against 9 s).
   */
  AUTO,
  /** The core engine (Knuth's Algorithm C): any problem, limits and progress reports. */
  DANCING_LINKS,
  /** Two {@code long}s per state, first empty cell first: regions of at most 128 cells. */
  BITBOARD;

  /**
   * {@return whether {@link #AUTO} takes the bitboard for {@code region} (when it supports the
   * problem): at most two of the region's sides, as its bounding box measures them, are longer than
   * two cells}
   *
   * <pre>{@code
   * TilingKernel.suitsBitboard(Region.box(6, 10));      // true
   * TilingKernel.suitsBitboard(Region.box(2, 5, 6));    // true: a slab two cells thick
   * TilingKernel.suitsBitboard(Region.box(3, 4, 5));    // false
   * }</pre>
   *
   * @param region the region to tile; not null
   */
  public static boolean suitsBitboard(io.github.dlxkit.polyomino.model.Region region) {
    int longSides = 0;
    for (int side : region.extent()) {
      longSides += side > 2 ? 1 : 0;
    }
    return longSides <= 2;
  }
}
