package io.github.dlxkit.tantrix.freeshape;

/**
 * What is left to place, and where each goal colour stands: the tiles left of each type, the tiles
 * left carrying each goal colour, the paths each goal colour forms among the placed tiles, its arcs
 * ending at cells marked empty, and the turning the focal colour's tiles left can still add. Kept
 * in step with the {@link Board} by {@link Moves}.
 *
 * <h2>Data layout</h2>
 * {@code left[type]}, and {@code total} their sum; per goal g (index into {@link TileTypes}'s goal
 * tables): {@code carriersLeft[g]} tiles left with its colour, {@code paths[g]} its paths among the
 * placed tiles (each new tile adds one, less one per join), {@code deadEnds[g]} its arcs ending at a
 * cell marked empty (a line's ends; none allowed for a loop). {@code turnLeft} is the sum of |turn|
 * (in 60° steps) over the focal colour's tiles not yet placed.
 */
final class Stock {
  private final TileTypes t;
  private final Board board;
  private final int types;
  private final int[] left;
  private int total;
  private final int[] carriersLeft;
  private final int[] paths;
  private final int[] deadEnds;
  private int turnLeft;

  Stock(TileTypes t, Board board) {
    this.t = t;
    this.board = board;
    this.types = t.types();
    this.left = new int[types];
    for (int x = 0; x < types; x++) {
      left[x] = t.copies(x);
    }
    this.total = t.total;
    this.carriersLeft = new int[t.goals()];
    for (int g = 0; g < t.goals(); g++) {
      carriersLeft[g] = t.carriers(g);
    }
    this.paths = new int[t.goals()];
    this.deadEnds = new int[t.goals()];
    for (int x = 0; x < types; x++) {
      turnLeft += t.turnWeight(t.focal * types + x) * t.copies(x);
    }
  }

  /** Tiles of type {@code x} left. */
  int left(int x) {
    return left[x];
  }

  /** Tiles left in all. */
  int total() {
    return total;
  }

  /** Tiles left carrying goal {@code g}'s colour. */
  int carriersLeft(int g) {
    return carriersLeft[g];
  }

  /** Goal {@code g}'s paths among the placed tiles. */
  int paths(int g) {
    return paths[g];
  }

  /** Goal {@code g}'s arcs that end at a cell marked empty. */
  int deadEnds(int g) {
    return deadEnds[g];
  }

  /** The sum of |turn| over the focal colour's tiles not yet placed, in 60° steps. */
  int turnLeft() {
    return turnLeft;
  }

  /** Takes the tile just placed on {@code cell} from the stock. */
  void took(int cell) {
    int x = board.type(cell);
    left[x]--;
    total--;
    for (int g = 0; g < t.goals(); g++) {
      if (t.carries(g * types + x)) {
        carriersLeft[g]--;
        paths[g] += 1 - board.joins(cell, t.goalColour(g));
      }
    }
    turnLeft -= t.turnWeight(t.focal * types + x);
    countDeadEndsAround(cell, 1);
  }

  /** Puts back the tile on {@code cell}, about to be removed. */
  void returning(int cell) {
    countDeadEndsAround(cell, -1);
    int x = board.type(cell);
    for (int g = 0; g < t.goals(); g++) {
      if (t.carries(g * types + x)) {
        carriersLeft[g]++;
        paths[g] -= 1 - board.joins(cell, t.goalColour(g));
      }
    }
    left[x]++;
    total++;
    turnLeft += t.turnWeight(t.focal * types + x);
  }

  /** Counts the goal arcs ending at {@code cell}, just marked empty, as dead ends ({@code by} = 1), or uncounts them (−1). */
  void excluded(int cell, int by) {
    for (int s = 0; s < 6; s++) {
      int c = board.facing(cell, s);
      if (c >= 0) {
        int g = t.goalOf(c);
        if (g >= 0) {
          deadEnds[g] += by;
        }
      }
    }
  }

  /** The goal arcs of the tile on {@code cell} that end at neighbours marked empty. */
  private void countDeadEndsAround(int cell, int by) {
    for (int s = 0; s < 6; s++) {
      if (board.type(board.neighbour(cell, s)) == Board.EXCLUDED) {
        int g = t.goalOf(board.shown(cell, s));
        if (g >= 0) {
          deadEnds[g] += by;
        }
      }
    }
  }
}
