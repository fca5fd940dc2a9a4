package io.github.dlxkit.tantrix;

import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.PathKind;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.HexShape;
import io.github.dlxkit.tantrix.model.Tile;
import java.util.List;
import java.util.function.Consumer;

/**
 * The second method of counting a free-shape puzzle: try every shape (polyhex without holes, one
 * per class up to translation and rotation) as a fixed board on the exact-cover engine. It shares
 * nothing with the free-shape search but the model. Tiles must be distinct.
 */
final class ShapeByShapeCount {
  /** Solutions up to rotation and translation, and up to translation only. */
  record Counts(long distinct, long turned) {}

  private ShapeByShapeCount() {}

  static Counts count(List<Tile> tiles, Goal goal) {
    return count(tiles, goal, sink -> Polyhexes.forEachWithoutHoles(tiles.size(), sink));
  }

  /** The same over the given shapes (all polyhexes without holes of the right size). */
  static Counts count(List<Tile> tiles, Goal goal, List<HexShape> shapes) {
    return count(tiles, goal, shapes::forEach);
  }

  private static Counts count(List<Tile> tiles, Goal goal, Consumer<Consumer<HexShape>> shapes) {
    long[] distinct = {0};
    long[] turned = {0};
    boolean loopThroughAll = goal.colours().size() == 1 && goal.kind(goal.colours().iterator().next()) == PathKind.LOOP
        && tiles.stream().allMatch(t -> t.has(goal.colours().iterator().next()));
    shapes.accept(shape -> {
      if (loopThroughAll && !everyCellHasTwoNeighbours(shape)) {
        return; // a loop through every cell enters and leaves each one
      }
      FixedShapePuzzle p = FixedShapePuzzle.of(tiles, shape, goal);
      long d = p.countDistinct();
      distinct[0] += d;
      // each of the 6 / |symmetries| differently turned copies of the board has all of d × |symmetries| solutions
      turned[0] += d * p.symmetryCount() * (6 / p.symmetryCount());
    });
    return new Counts(distinct[0], turned[0]);
  }

  /**
   * Solutions up to translation only, for tiles that may repeat (the 10-tile pack). Each copy of a
   * repeated tile is renumbered (number + 1000 × copy) so the engine sees distinct tiles; every
   * board is searched in full without symmetry breaking, and a picture with m_i copies of tile i
   * is then found prod(m_i!) times (the copies swapped among their cells). Each shape stands for
   * its 6 / |symmetries| differently turned boards.
   */
  static long countUpToTranslation(List<Tile> tiles, Goal goal, List<HexShape> shapes) {
    return countUpToTranslation(tiles, goal, shapes::forEach);
  }

  /** As {@link #countUpToTranslation(List, Goal, List)} over every polyhex without holes, one at a time. */
  static long countUpToTranslation(List<Tile> tiles, Goal goal) {
    return countUpToTranslation(tiles, goal, sink -> Polyhexes.forEachWithoutHoles(tiles.size(), sink));
  }

  private static long countUpToTranslation(List<Tile> tiles, Goal goal, Consumer<Consumer<HexShape>> shapes) {
    java.util.Map<Integer, Integer> copies = new java.util.HashMap<>();
    java.util.List<Tile> renumbered = new java.util.ArrayList<>();
    long swaps = 1;
    for (Tile t : tiles) {
      int copy = copies.merge(t.number(), 1, Integer::sum) - 1;
      swaps *= copy + 1;
      renumbered.add(copy == 0 ? t : Tile.of(t.number() + 1000 * copy, t.edgeLetters(), t.back()));
    }
    long[] sum = {0};
    shapes.accept(shape -> {
      FixedShapePuzzle p = FixedShapePuzzle.of(renumbered, shape, goal);
      io.github.dlxkit.core.search.SearchResult r = p.run(1, false);
      if (!r.isComplete()) {
        throw new IllegalStateException("stopped: " + r);
      }
      sum[0] += r.solutions() * (6 / p.symmetryCount());
    });
    long total = sum[0];
    if (total % swaps != 0) {
      throw new IllegalStateException(total + " placements, not a multiple of " + swaps);
    }
    return total / swaps;
  }

  private static boolean everyCellHasTwoNeighbours(HexShape shape) {
    for (Hex h : shape.cells()) {
      int n = 0;
      for (Side s : Side.values()) {
        n += shape.contains(h.neighbour(s)) ? 1 : 0;
      }
      if (n < 2) {
        return false;
      }
    }
    return true;
  }
}
