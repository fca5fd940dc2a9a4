package io.github.dlxkit.tantrix.freeshape;

import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.tantrix.model.Tantrix;
import java.util.Arrays;
import java.util.function.Predicate;

/**
 * Judges a complete placement: each goal colour one path of its kind through all its tiles, no
 * holes, the extra condition if any, and — with several copies of the anchor tile — only the
 * least of the forms seen from each copy, so that each solution counts once. Counts the solutions
 * and hands them to the visitor.
 */
final class Finish {
  private final TileTypes t;
  private final Board board;
  private final Regions regions;
  private final GoalPaths paths;
  private final Tree tree;
  private final Predicate<Tantrix> accept;
  private GrowthSearch.Visitor visitor;
  private long turned;

  Finish(TileTypes t, Board board, Regions regions, GoalPaths paths, Tree tree,
      Predicate<Tantrix> accept) {
    this.t = t;
    this.board = board;
    this.regions = regions;
    this.paths = paths;
    this.tree = tree;
    this.accept = accept;
  }

  /** Sets the visitor of the coming run (null: count only). */
  void visitor(GrowthSearch.Visitor visitor) {
    this.visitor = visitor;
  }

  /** Solutions up to translation only (each counted once per distinct turn). */
  long turned() {
    return turned;
  }

  /** Judges the placement on the board, all tiles placed. */
  void judge() {
    if (!paths.complete() || regions.hasHoles()) {
      return;
    }
    int stabiliser = 1;
    if (t.copies(t.anchor) > 1) {
      stabiliser = canonicalStabiliser();
      if (stabiliser == 0) {
        return;
      }
    }
    Tantrix solution = visitor != null || accept != null ? board.toTantrix() : null;
    if (accept != null && !accept.test(solution)) {
      return;
    }
    tree.solution();
    turned += 6 / stabiliser;
    if (visitor != null && !visitor.visit(solution, stabiliser)) {
      tree.stop(StopReason.VISITOR);
    }
  }

  /**
   * With several copies of the anchor tile the same solution is reached once from each copy. It
   * counts only where its form (seen from the anchor) is the least of the forms seen from each copy;
   * returns 0 if not, else the number of copies that see the same form (the turns mapping the
   * solution onto itself).
   */
  private int canonicalStabiliser() {
    long[] mine = board.form(board.origin(), 0);
    int same = 0;
    for (int i = 0; i < board.count(); i++) {
      int c = board.placed(i);
      if (board.type(c) != t.anchor) {
        continue;
      }
      int cmp = Arrays.compare(board.form(c, board.rot(c)), mine);
      if (cmp < 0) {
        return 0;
      }
      if (cmp == 0) {
        same++;
      }
    }
    return same;
  }
}
