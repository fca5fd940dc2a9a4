package io.github.dlxkit.tantrix.freeshape;

import java.util.Arrays;

/**
 * The search driven by the goal colours' open ends — for lines, and for whatever is left after the
 * focal loop — and the final placement of tiles without goal colours, cell by cell as in
 * Redelmeier's enumeration of polyominoes (each cell next to the tantrix filled or marked empty
 * for good). A complete placement goes to {@link Finish}.
 *
 * <h2>Data layout</h2>
 * {@code scanMark[c] == scanStamp} marks cell c as seen in the current scan. Per goal:
 * {@code extraEnds[g]} the arcs ending at the cell being judged, {@code forcedEnds[g]} the arcs
 * ending at cells that nothing left can fill (both scratch of one node).
 */
final class EndsStep {
  private final TileTypes t;
  private final int types;
  private final Board board;
  private final Stock stock;
  private final Loop loop;
  private final Regions regions;
  private final GoalPaths paths;
  private final Moves moves;
  private final Tree tree;
  private final Finish finish;
  private final int[] scanMark;
  private int scanStamp;
  private final int[] extraEnds;
  private final int[] forcedEnds;

  EndsStep(TileTypes t, Board board, Stock stock, Loop loop, Regions regions, GoalPaths paths,
      Moves moves, Tree tree, Finish finish) {
    this.t = t;
    this.types = t.types();
    this.board = board;
    this.stock = stock;
    this.loop = loop;
    this.regions = regions;
    this.paths = paths;
    this.moves = moves;
    this.tree = tree;
    this.finish = finish;
    this.scanMark = new int[board.cells()];
    this.extraEnds = new int[t.goals()];
    this.forcedEnds = new int[t.goals()];
  }

  /** Goes on once the focal loop is closed. */
  void afterLoop() {
    if (stock.total() == 0) {
      finish.judge();
    } else {
      step();
    }
  }

  /**
   * One step driven by the goal colours' open ends: of the empty cells where a goal colour's arc
   * ends, picks the one with the fewest placements that fit and keep every goal colour joinable,
   * and tries each; such a cell may also stay empty if the arcs ending there can be ends of lines
   * (two per line colour at most). When no arc of a goal colour ends at an empty cell, the other
   * tiles are placed by {@link #fill()}.
   */
  void step() {
    if (stock.total() == 0) {
      finish.judge();
      return;
    }
    if (!paths.joinable() || !paths.endsOk()) {
      return;
    }
    // cells where goal arcs end: all but a few (each left empty uses up line ends) must be filled
    scanStamp++;
    int endCells = 0;
    int spare = 0;
    for (int g = 0; g < t.goals(); g++) {
      spare += t.goalLoop(g) ? 0 : 2 - stock.deadEnds(g);
    }
    for (int i = 0; i < board.count(); i++) {
      int c = board.placed(i);
      for (int s = 0; s < 6; s++) {
        int n = board.neighbour(c, s);
        if (board.type(n) == Board.EMPTY && scanMark[n] != scanStamp
            && t.goalOf(board.shown(c, s)) >= 0) {
          scanMark[n] = scanStamp;
          endCells++;
        }
      }
    }
    if (endCells - spare > stock.total()) {
      return;
    }
    // the cell with the fewest branches: its useful placements, plus one if it may stay empty
    scanStamp++;
    Arrays.fill(forcedEnds, 0);
    int cell = -1;
    int bestCount = Integer.MAX_VALUE;
    boolean bestMust = false;
    for (int i = 0; i < board.count() && bestCount > 1; i++) {
      int c = board.placed(i);
      for (int s = 0; s < 6; s++) {
        int n = board.neighbour(c, s);
        if (board.type(n) != Board.EMPTY || scanMark[n] == scanStamp
            || t.goalOf(board.shown(c, s)) < 0) {
          continue;
        }
        scanMark[n] = scanStamp;
        boolean must = !mayStayEmpty(n);
        int useful = usefulPlacements(n, must ? bestCount : bestCount - 1);
        if (must && useful == 0) {
          return;
        }
        if (useful == 0) {
          // nothing can go there: the arcs ending there are line ends for good
          if (!endsFitBudget(n)) {
            return;
          }
          continue;
        }
        int branches = useful + (must ? 0 : 1);
        if (branches < bestCount) {
          bestMust = must;
          bestCount = branches;
          cell = n;
        }
      }
    }
    if (cell < 0) {
      fill();
      return;
    }
    branchOn(cell, bestMust);
  }

  /** Places the remaining tiles (none carries the focal colour) on cells next to the tantrix. */
  private void fill() {
    // the cell with the fewest useful placements; a loop colour's open end must be filled first
    scanStamp++;
    int cell = -1;
    int bestCount = Integer.MAX_VALUE;
    boolean forced = false;
    for (int i = 0; i < board.count() && bestCount > 0; i++) {
      int c = board.placed(i);
      for (int s = 0; s < 6 && bestCount > 0; s++) {
        int n = board.neighbour(c, s);
        if (board.type(n) != Board.EMPTY || scanMark[n] == scanStamp) {
          continue;
        }
        scanMark[n] = scanStamp;
        boolean mustFill = t.isLoopColour(board.shown(c, s)) || loop.enclosed(n);
        if (forced && !mustFill) {
          continue;
        }
        int useful = usefulPlacements(n, mustFill || forced ? bestCount : bestCount + 1);
        if (mustFill && useful == 0) {
          return; // a cell that must be filled, and nothing fits it
        }
        if (useful == 0) {
          continue; // no tile left would help there: it stays empty
        }
        if (mustFill && !forced || useful < bestCount) {
          forced |= mustFill;
          bestCount = useful;
          cell = n;
        }
      }
    }
    if (cell < 0) {
      return; // nowhere to go: the tiles left cannot be placed
    }
    branchOn(cell, forced);
  }

  /**
   * Tries every useful placement (fitting, keeping the goal colours joinable) on {@code cell},
   * then — unless it must be filled — leaving it empty for good; after each, the search goes on
   * from {@link #step()} (which falls back to {@link #fill()} when no goal arc ends anywhere).
   */
  private void branchOn(int cell, boolean mustFill) {
    int d = tree.enter(6 * types + 1);
    int branch = 0;
    for (int x = 0; x < types && tree.going(); x++) {
      if (stock.left(x) == 0) {
        continue;
      }
      for (int rot = 0; rot < 6 && tree.going(); rot++) {
        if (!tree.branch(d, ++branch) || !board.fits(cell, x, rot) || !paths.keepsJoinable(cell, x, rot)) {
          continue;
        }
        moves.place(cell, x, rot);
        if (tree.tick() && paths.othersOk(cell) && regions.fillable(cell, false)) {
          step();
        }
        moves.unplace(cell);
      }
    }
    if (!mustFill && tree.going() && tree.branch(d, branch + 1)) {
      moves.exclude(cell);
      if (tree.tick() && paths.endsOk() && !regions.enclosed(cell)) {
        step();
      }
      moves.unexclude(cell);
    }
    tree.leave();
  }

  /**
   * The number of placements on {@code cell} (tile left, rotation) that fit and keep every goal
   * colour joinable, counting at most to {@code cap}.
   */
  private int usefulPlacements(int cell, int cap) {
    int mask = board.constraintMask(cell);
    int value = board.constraintValue(cell);
    int n = 0;
    for (int x = 0; x < types; x++) {
      if (stock.left(x) == 0) {
        continue;
      }
      for (int rot = 0; rot < 6; rot++) {
        if ((t.faceBits(x * 6 + rot) & mask) == value && paths.keepsJoinable(cell, x, rot)
            && ++n >= cap) {
          return n;
        }
      }
    }
    return n;
  }

  /**
   * Whether {@code cell} may stay empty: no loop colour ends there, each line colour ending there
   * keeps within its two ends, and it does not lie inside the focal loop.
   */
  private boolean mayStayEmpty(int cell) {
    if (loop.enclosed(cell)) {
      return false;
    }
    Arrays.fill(extraEnds, 0);
    return endsWithin(cell, extraEnds);
  }

  /** Adds the goal arcs ending at {@code cell} to {@link #forcedEnds}; false if a line then has more than two ends. */
  private boolean endsFitBudget(int cell) {
    return endsWithin(cell, forcedEnds);
  }

  /**
   * Adds the goal arcs ending at {@code cell} to {@code ends}, per goal; false as soon as a loop
   * colour ends there or a line colour has more than two ends with the dead ends so far.
   */
  private boolean endsWithin(int cell, int[] ends) {
    for (int s = 0; s < 6; s++) {
      int c = board.facing(cell, s);
      if (c >= 0 && t.goalOf(c) >= 0) {
        int g = t.goalOf(c);
        if (t.goalLoop(g) || stock.deadEnds(g) + ++ends[g] > 2) {
          return false;
        }
      }
    }
    return true;
  }
}
