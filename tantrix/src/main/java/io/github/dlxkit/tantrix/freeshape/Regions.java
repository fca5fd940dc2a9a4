package io.github.dlxkit.tantrix.freeshape;

/**
 * The empty regions around the tiles: whether a tile just placed encloses a region that can no
 * longer be filled, whether a cell marked empty is enclosed, and whether a complete placement has
 * holes. All by flood fill.
 *
 * <h2>Data layout</h2>
 * {@code mark[c] == stamp} marks cell c as reached by the current fill (a new stamp per fill, so
 * nothing is cleared); {@code queue[0..n)} holds the cells reached, in order.
 */
final class Regions {
  private final TileTypes t;
  private final Board board;
  private final Stock stock;
  private final Loop loop;
  private final int[] mark;
  private int stamp;
  private final int[] queue;

  Regions(TileTypes t, Board board, Stock stock, Loop loop) {
    this.t = t;
    this.board = board;
    this.stock = stock;
    this.loop = loop;
    this.mark = new int[board.cells()];
    this.queue = new int[board.cells()];
  }

  /**
   * After a tile on {@code cell}: if it split the empty cells around it, every enclosed region must
   * be fillable. No region may hold a cell marked empty or more cells than tiles are left. While
   * the focal loop grows ({@code growing}), a region the loop is to fill needs an even number (at
   * least two) of its open ends facing into it; regions no loop end faces need tiles without the
   * loop colour. Otherwise all enclosed regions together may not need more tiles than are left.
   */
  boolean fillable(int cell, boolean growing) {
    int runs = 0;
    for (int s = 0; s < 6; s++) {
      if (board.type(board.neighbour(cell, s)) < 0
          && board.type(board.neighbour(cell, (s + 5) % 6)) >= 0) {
        runs++;
      }
    }
    if (runs < 2) {
      return true;
    }
    int left = stock.total();
    int others = growing ? left - stock.carriersLeft(t.focal) : left;
    int needOthers = 0;
    int firstStamp = stamp + 1;
    for (int s = 0; s < 6; s++) {
      int seed = board.neighbour(cell, s);
      if (board.type(seed) >= 0 || mark[seed] >= firstStamp) {
        continue;
      }
      int size = flood(seed);
      if (size < 0) {
        continue; // joined to the outside
      }
      if (size > left) {
        return false;
      }
      int ends = 0;
      for (int i = 0; i < size; i++) {
        int c = queue[i];
        if (board.type(c) == Board.EXCLUDED) {
          return false;
        }
        for (int side = 0; growing && side < 6; side++) {
          if (loop.isEnd(board.neighbour(c, side), (side + 3) % 6)) {
            ends++;
          }
        }
      }
      if (ends % 2 != 0) {
        return false;
      }
      if (ends == 0) {
        needOthers += size;
      }
    }
    return needOthers <= others;
  }

  /** Whether {@code cell}, empty, is enclosed by the tiles (cannot reach beyond their box). */
  boolean enclosed(int cell) {
    return flood(cell) >= 0;
  }

  /**
   * Floods the empty cells (empty or marked) connected to {@code seed} with a new stamp; returns
   * their number, left in {@code queue[0..n)}, or −1 as soon as it leaves the box around the tiles
   * (so it is joined to the outside). Enclosed regions are never bigger than that box.
   */
  private int flood(int seed) {
    stamp++;
    int head = 0;
    int tail = 0;
    queue[tail++] = seed;
    mark[seed] = stamp;
    while (head < tail) {
      int c = queue[head++];
      if (!board.inBox(c)) {
        return -1;
      }
      for (int s = 0; s < 6; s++) {
        int n = board.neighbour(c, s);
        if (board.type(n) < 0 && mark[n] != stamp) {
          mark[n] = stamp;
          queue[tail++] = n;
        }
      }
    }
    return tail;
  }

  /** Whether some empty cell inside the box around the tiles cannot reach the box's frame. */
  boolean hasHoles() {
    stamp++;
    int head = 0;
    int tail = 0;
    int empty = 0;
    int minQ = board.minQ() - 1;
    int maxQ = board.maxQ() + 1;
    int minR = board.minR() - 1;
    int maxR = board.maxR() + 1;
    for (int r = minR; r <= maxR; r++) {
      for (int q = minQ; q <= maxQ; q++) {
        int c = board.cellAt(q, r);
        if (board.type(c) >= 0) {
          continue;
        }
        empty++;
        if (r == minR || r == maxR || q == minQ || q == maxQ) {
          mark[c] = stamp;
          queue[tail++] = c;
        }
      }
    }
    while (head < tail) {
      int c = queue[head++];
      for (int s = 0; s < 6; s++) {
        int n = board.neighbour(c, s);
        int q = board.q(n);
        int r = board.r(n);
        if (q < minQ || q > maxQ || r < minR || r > maxR) {
          continue;
        }
        if (board.type(n) < 0 && mark[n] != stamp) {
          mark[n] = stamp;
          queue[tail++] = n;
        }
      }
    }
    return tail != empty;
  }
}
