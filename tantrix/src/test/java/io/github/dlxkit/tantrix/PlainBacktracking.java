package io.github.dlxkit.tantrix;

import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.HexShape;
import io.github.dlxkit.tantrix.model.OrientedTile;
import io.github.dlxkit.tantrix.model.PathKind;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.Tile;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The slow, obviously correct twin of {@link FixedShapePuzzle}: plain backtracking over the cells
 * in reading order, trying every unused tile in every rotation, keeping a placement only if it
 * matches the neighbours placed so far; the only pruning is the border rule that follows straight
 * from the goal (a loop colour never reaches the border, a line colour reaches it exactly twice) and
 * the rule that a goal colour may close a loop only through all its tiles (checked by following
 * the colour from the tile just placed through the tiles placed so far).
 * Each complete filling is judged by {@link Tantrix#check()}. Shares no code with the encoding.
 */
final class PlainBacktracking {
  private final List<Tile> tiles;
  private final HexShape shape;
  private final Goal goal;
  private final OrientedTile[] placed;
  private final boolean[] used;
  private final int[] lineEnds = new int[Colour.values().length];
  private final int[] carriers = new int[Colour.values().length];
  private final int[] add = new int[Colour.values().length];
  private final int[][] neighbour; // [cell][side]: the neighbour's index, or -1 off the board
  private Consumer<Tantrix> sink;
  private long count;

  PlainBacktracking(List<Tile> tiles, HexShape shape, Goal goal) {
    this.tiles = tiles;
    this.shape = shape;
    this.goal = goal;
    this.placed = new OrientedTile[shape.size()];
    this.used = new boolean[tiles.size()];
    this.neighbour = new int[shape.size()][6];
    for (int i = 0; i < shape.size(); i++) {
      for (Side s : Side.values()) {
        neighbour[i][s.ordinal()] = shape.index(shape.cells().get(i).neighbour(s));
      }
    }
    for (Tile t : tiles) {
      for (Colour c : Colour.ARC_COLOURS) {
        carriers[c.ordinal()] += t.has(c) ? 1 : 0;
      }
    }
  }

  /** The number of solutions; each solution is also passed to {@code sink}. */
  long count(Consumer<Tantrix> sink) {
    this.sink = sink;
    count = 0;
    fill(0);
    return count;
  }

  private void fill(int cell) {
    if (cell == shape.size()) {
      Map<Hex, OrientedTile> m = new LinkedHashMap<>();
      for (int i = 0; i < placed.length; i++) {
        m.put(shape.cells().get(i), placed[i]);
      }
      Tantrix t = Tantrix.of(m);
      if (t.check().satisfies(goal)) {
        count++;
        sink.accept(t);
      }
      return;
    }
    for (int t = 0; t < tiles.size(); t++) {
      if (used[t]) {
        continue;
      }
      for (int k = 0; k < 6; k++) {
        OrientedTile o = tiles.get(t).rotate(k);
        if (fits(cell, o)) {
          placed[cell] = o;
          if (closesEarlyLoop(cell)) {
            placed[cell] = null;
            unborder(cell, o);
            continue;
          }
          used[t] = true;
          fill(cell + 1);
          used[t] = false;
          placed[cell] = null;
          unborder(cell, o);
        }
      }
    }
  }

  /** Checks the placed neighbours and the border rule; counts line ends on the border. */
  private boolean fits(int cell, OrientedTile o) {
    for (Side s : Side.values()) {
      int j = neighbour[cell][s.ordinal()];
      if (j >= 0 && placed[j] != null && placed[j].colour(s.opposite()) != o.colour(s)) {
        return false;
      }
    }
    java.util.Arrays.fill(add, 0);
    for (Side s : Side.values()) {
      if (neighbour[cell][s.ordinal()] < 0) {
        Colour c = o.colour(s);
        if (goal.kind(c) == PathKind.LOOP) {
          return false;
        }
        if (goal.kind(c) == PathKind.LINE) {
          add[c.ordinal()]++;
        }
      }
    }
    for (Colour c : Colour.values()) {
      if (lineEnds[c.ordinal()] + add[c.ordinal()] > 2) {
        return false;
      }
    }
    for (Colour c : Colour.values()) {
      lineEnds[c.ordinal()] += add[c.ordinal()];
    }
    return true;
  }

  /** Whether the tile on {@code cell} closes a goal-colour loop that misses some of its tiles. */
  private boolean closesEarlyLoop(int cell) {
    for (Colour c : goal.colours()) {
      if (!placed[cell].tile().has(c)) {
        continue;
      }
      int carriers = this.carriers[c.ordinal()];
      Side out = placed[cell].sidesOf(c)[0];
      int here = cell;
      int length = 1;
      while (true) {
        int j = neighbour[here][out.ordinal()];
        if (j < 0 || placed[j] == null) {
          break;
        }
        if (j == cell) {
          if (goal.kind(c) == PathKind.LINE || length < carriers) {
            return true;
          }
          break;
        }
        out = placed[j].otherEnd(out.opposite());
        here = j;
        length++;
      }
    }
    return false;
  }

  private void unborder(int cell, OrientedTile o) {
    for (Side s : Side.values()) {
      if (neighbour[cell][s.ordinal()] < 0 && goal.kind(o.colour(s)) == PathKind.LINE) {
        lineEnds[o.colour(s).ordinal()]--;
      }
    }
  }
}
