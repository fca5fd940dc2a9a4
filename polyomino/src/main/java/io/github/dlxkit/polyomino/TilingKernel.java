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
  /** {@link #BITBOARD} when the region has at most 128 cells and no progress is asked for, else {@link #DANCING_LINKS}. */
  AUTO,
  /** The core engine (Knuth's Algorithm C): any problem, limits and progress reports. */
  DANCING_LINKS,
  /** Two {@code long}s per state, first empty cell first: regions of at most 128 cells. */
  BITBOARD
}
