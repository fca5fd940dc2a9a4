package io.github.dlxkit.tantrix.free;

import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.Tile;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

/**
 * The free-shape search: all tiles placed, Golden Rule, no holes, one group, and each goal colour
 * one line or loop through all its arcs; the shape is free. Complete — every solution is found,
 * each once up to rotation and translation — and single-threaded. See docs/tantrix.md for the
 * design; in short:
 *
 * <ol>
 *   <li>The <em>focal</em> colour is the goal colour with the most tiles. One tile carrying it
 *       (the <em>anchor</em>, a tile with the fewest copies) is placed at (0, 0) in rotation 0:
 *       turning and moving a solution so that the anchor sits there is unique, so each solution
 *       is found once — with repeated tiles once per copy of the anchor, of which only the least
 *       form counts ({@link Visitor}).
 *   <li>A focal loop grows in {@link LoopSearch}: most constrained must-fill cell first, loop
 *       orientation branched on, inside and outside sides kept consistent, turning and holes
 *       checked. Lines, and what remains after the loop, go through {@link EndsSearch}: the cells
 *       where goal arcs end, most constrained first, each possibly a line end; then the other
 *       tiles cell by cell.
 *   <li>A complete placement is checked here: one path of each goal colour through all its tiles,
 *       no holes, and the anchor's least form.
 * </ol>
 *
 * <pre>{@code
 * GrowthSearch.Outcome o = new GrowthSearch(tiles, Goal.loop(Colour.RED), SearchLimits.none(), null, null)
 *     .run((solution, stabiliser) -> { System.out.println(solution); return true; });
 * }</pre>
 */
public final class GrowthSearch extends EndsSearch {
  /** Sees each solution; {@code stabiliser} is the number of turns (1..6) that map it onto itself. */
  @FunctionalInterface
  public interface Visitor {
    /**
     * Called once per solution up to rotation and translation, with the anchor at (0, 0) in
     * rotation 0 and the tiles in the order they were placed (the focal path first, in path order).
     *
     * @return true to go on, false to stop
     */
    boolean visit(Tantrix solution, int stabiliser);
  }

  /**
   * How a search ended.
   *
   * @param distinct solutions up to rotation and translation
   * @param turned solutions up to translation only (each counted once per distinct turn)
   * @param nodes search-tree nodes (one per tile placed or cell marked empty)
   * @param fillingNodes those of the nodes placed after all tiles of the focal colour (the final
   *     filling with the other tiles)
   * @param reason why the search ended ({@link StopReason#COMPLETED} if it exhausted the tree)
   * @param elapsed wall-clock time
   */
  public record Outcome(long distinct, long turned, long nodes, long fillingNodes, StopReason reason,
      Duration elapsed) {
    /** Whether the whole tree was explored. */
    public boolean isComplete() {
      return reason == StopReason.COMPLETED;
    }
  }

  /**
   * A search for {@code tiles} (repeats allowed) and {@code goal} (at least one colour, each carried
   * by some tile; the caller checks), within {@code limits}, reporting progress to
   * {@code listener} (or null) about once per {@code progressInterval}.
   */
  public GrowthSearch(List<Tile> tiles, Goal goal, SearchLimits limits, ProgressListener listener,
      Duration progressInterval) {
    this(tiles, goal, limits, listener, progressInterval, 0, null);
  }

  /**
   * A search whose choices among the tiles that fit a cell are tried in an order shuffled by
   * {@code seed} (0: the tiles' own order). Every order explores the same tree, so each run is
   * complete; different orders reach a first solution after very different numbers of nodes.
   * Solutions must also pass {@code accept} (null: no extra condition), e.g. {@link
   * io.github.dlxkit.tantrix.Roundness}.
   */
  public GrowthSearch(List<Tile> tiles, Goal goal, SearchLimits limits, ProgressListener listener,
      Duration progressInterval, long seed, Predicate<Tantrix> accept) {
    super(tiles, goal, limits, listener, progressInterval, seed, accept);
  }

  /**
   * Runs the search, calling {@code visitor} for each solution, until the tree is exhausted, the
   * visitor stops it, or a limit does.
   */
  public Outcome run(Visitor visitor) {
    this.visitor = visitor;
    startControl();
    if (!focalLoop || (turnLeft % 2 == 0)) {
      minQ = maxQ = minR = maxR = 0;
      place(origin, anchor, 0);
      if (focalLoop) {
        int turn0 = Math.floorMod(anchorB - anchorA, 6) - 3;
        for (int o = 1; o >= -1 && stopped == null; o -= 2) {
          orient = o;
          if (markSides(origin, anchorA, anchorB)) {
            {
              int a = origin * 6 + anchorA;
              int b = origin * 6 + anchorB;
              endDir[a] = -1;
              endDir[b] = 1;
              mate[a] = b;
              mate[b] = a;
              openEnds = 2;
              turnSum = turn0;
              loopStep();
              endDir[a] = 0;
              endDir[b] = 0;
              openEnds = 0;
            }
            unmarkSides(origin, anchorA, anchorB);
          }
        }
      } else {
        endsStep();
      }
      unplace(origin);
    }
    return new Outcome(distinct, turned, nodes, fillingNodes, stopped == null ? StopReason.COMPLETED : stopped,
        control.elapsed());
  }

  @Override
  void finish() {
    if (!goalsMet() || hasHoles()) {
      return;
    }
    int stabiliser = 1;
    if (t.copies[anchor] > 1) {
      stabiliser = canonicalStabiliser();
      if (stabiliser == 0) {
        return;
      }
    }
    Tantrix solution = visitor != null || accept != null ? toTantrix() : null;
    if (accept != null && !accept.test(solution)) {
      return;
    }
    distinct++;
    turned += 6 / stabiliser;
    if (visitor != null && !visitor.visit(solution, stabiliser)) {
      stopped = StopReason.VISITOR;
    }
  }

  /** Every goal colour forms one path of the asked kind through all its tiles. */
  private boolean goalsMet() {
    for (int g = 0; g < t.goals(); g++) {
      int colour = t.goalColour[g];
      int startCell = -1;
      int startSide = -1;
      for (int i = 0; i < placedCount && startCell < 0; i++) {
        int c = placed[i];
        if (t.carries[g * types + cellType[c]]) {
          for (int s = 0; s < 6; s++) {
            if (shown[c * 6 + s] == colour && (t.goalLoop[g] || cellType[c + delta[s]] < 0)) {
              startCell = c;
              startSide = s;
              break;
            }
          }
        }
      }
      if (startCell < 0) {
        return false;
      }
      int length = 0;
      int here = startCell;
      int in = startSide;
      while (length <= placedCount) {
        int out = t.partner[(cellType[here] * 6 + cellRot[here]) * 6 + in];
        length++;
        int next = here + delta[out];
        if (cellType[next] < 0) {
          if (t.goalLoop[g]) {
            return false;
          }
          break;
        }
        if (next == startCell && t.goalLoop[g]) {
          break;
        }
        in = (out + 3) % 6;
        here = next;
      }
      if (length != t.carriers[g]) {
        return false;
      }
    }
    return true;
  }

  /**
   * With several copies of the anchor tile the same solution is reached once from each copy. It
   * counts only where its form (seen from the anchor) is the least of the forms seen from each copy;
   * returns 0 if not, else the number of copies that see the same form (the turns mapping the
   * solution onto itself).
   */
  private int canonicalStabiliser() {
    long[] mine = form(origin, 0);
    int same = 0;
    for (int i = 0; i < placedCount; i++) {
      int c = placed[i];
      if (cellType[c] != anchor) {
        continue;
      }
      long[] other = form(c, cellRot[c]);
      int cmp = Arrays.compare(other, mine);
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
