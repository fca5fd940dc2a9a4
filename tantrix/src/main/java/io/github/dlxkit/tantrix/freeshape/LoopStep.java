package io.github.dlxkit.tantrix.freeshape;

import java.util.Arrays;

/**
 * The growth of the focal loop, one tile per level: of the cells that must be filled — next to an
 * open end, or on a loop tile's inner side — the one with the fewest tiles that fit is filled with
 * each in turn. Once the loop closes, the search goes on in {@link EndsStep}.
 *
 * <h2>Data layout</h2>
 * {@code mustFill[0..n)} collects the cells that must be filled at the current node, each marked
 * {@code scanMark[c] == scanStamp} once collected; {@code candidates[level]} holds that level's
 * choices, coded {@code type * 6 + rot}.
 */
final class LoopStep {
  private final TileTypes t;
  private final int types;
  private final Board board;
  private final Stock stock;
  private final Loop loop;
  private final Regions regions;
  private final GoalPaths paths;
  private final Moves moves;
  private final Tree tree;
  private final Shuffler shuffler;
  private final EndsStep ends;
  private final int[] scanMark;
  private int scanStamp;
  private int[] mustFill = new int[64];
  private int[][] candidates = new int[64][];

  LoopStep(TileTypes t, Board board, Stock stock, Loop loop, Regions regions, GoalPaths paths,
      Moves moves, Tree tree, Shuffler shuffler, EndsStep ends) {
    this.t = t;
    this.types = t.types();
    this.board = board;
    this.stock = stock;
    this.loop = loop;
    this.regions = regions;
    this.paths = paths;
    this.moves = moves;
    this.tree = tree;
    this.shuffler = shuffler;
    this.ends = ends;
    this.scanMark = new int[board.cells()];
  }

  /**
   * One step of the focal loop: picks the cell that must be filled (an open end's neighbour, or a
   * cell on a loop tile's inner side) with the fewest tiles that fit, and tries each.
   */
  void step() {
    if (loop.closed()) {
      ends.afterLoop();
      return;
    }
    if (Math.abs(6 * loop.orient() - loop.turnSum()) > stock.turnLeft()) {
      return; // the tiles left cannot turn the loop round
    }
    int focal = t.focal;
    boolean onlyLoopTiles = stock.total() == stock.carriersLeft(focal);
    scanStamp++;
    int count = 0;
    for (int i = 0; i < board.count(); i++) {
      int c = board.placed(i);
      for (int side = 0; side < 6; side++) {
        int n = board.neighbour(c, side);
        if (board.type(n) != Board.EMPTY || scanMark[n] == scanStamp) {
          continue;
        }
        if (loop.isEnd(c, side) || loop.inner(c, side)) {
          scanMark[n] = scanStamp;
          if (count == mustFill.length) {
            mustFill = Arrays.copyOf(mustFill, count * 2);
          }
          mustFill[count++] = n;
        }
      }
    }
    if (count > (onlyLoopTiles ? stock.carriersLeft(focal) : stock.total())) {
      return;
    }
    // the most constrained cell: fewest fitting tiles (counted up to the best so far)
    int cell = -1;
    int bestCount = Integer.MAX_VALUE;
    for (int i = 0; i < count && bestCount > 1; i++) {
      int c = mustFill[i];
      int fits = countFits(c, bestCount);
      if (fits == 0) {
        return;
      }
      if (fits < bestCount) {
        bestCount = fits;
        cell = c;
      }
    }
    if (cell < 0) {
      return;
    }
    int[] cand = candidates(tree.depth());
    int n = 0;
    int mask = board.constraintMask(cell);
    int value = board.constraintValue(cell);
    for (int x = 0; x < types; x++) {
      if (stock.left(x) == 0) {
        continue;
      }
      for (int rot = 0; rot < 6; rot++) {
        if ((t.faceBits(x * 6 + rot) & mask) == value) {
          cand[n++] = x * 6 + rot;
        }
      }
    }
    shuffler.shuffle(cand, n);
    int d = tree.enter(n);
    for (int i = 0; i < n && tree.going(); i++) {
      if (!tree.branch(d, i + 1)) {
        continue;
      }
      int x = cand[i] / 6;
      int rot = cand[i] % 6;
      moves.place(cell, x, rot);
      if (t.carriesFocal(x)) {
        if (loop.join(cell, x, rot, stock.carriersLeft(focal))) {
          if (tree.tick() && paths.othersOk(cell) && regions.fillable(cell, true)) {
            step();
          }
          loop.leave(cell);
        }
      } else if (tree.tick() && paths.othersOk(cell) && regions.fillable(cell, true)) {
        step(); // a tile without the loop colour, on a cell inside the loop
      }
      moves.unplace(cell);
    }
    tree.leave();
  }

  /**
   * The number of placements (tile left, rotation) that fit {@code cell}, counting at most to
   * {@code cap}. Next to an open end only tiles with the loop colour fit.
   */
  private int countFits(int cell, int cap) {
    int mask = board.constraintMask(cell);
    int value = board.constraintValue(cell);
    int n = 0;
    for (int x = 0; x < types; x++) {
      if (stock.left(x) == 0) {
        continue;
      }
      for (int rot = 0; rot < 6; rot++) {
        if ((t.faceBits(x * 6 + rot) & mask) == value && ++n >= cap) {
          return n;
        }
      }
    }
    return n;
  }

  /** The choice buffer of {@code level}. */
  private int[] candidates(int level) {
    if (level >= candidates.length) {
      candidates = Arrays.copyOf(candidates, level * 2);
    }
    int[] b = candidates[level];
    if (b == null) {
      b = new int[6 * types + 1];
      candidates[level] = b;
    }
    return b;
  }
}
