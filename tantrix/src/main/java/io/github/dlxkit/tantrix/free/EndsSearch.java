package io.github.dlxkit.tantrix.free;

import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.Tile;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

/**
 * The search driven by the goal colours' open ends — for lines, and for whatever is left after the
 * main loop — and the final placement of tiles without goal colours, cell by cell as in
 * Redelmeier's enumeration of polyominoes (each cell next to the tantrix filled or marked empty
 * for good).
 */
abstract class EndsSearch extends LoopSearch {
  EndsSearch(List<Tile> tiles, Goal goal, SearchLimits limits, ProgressListener listener,
      Duration progressInterval, long seed, Predicate<Tantrix> accept) {
    super(tiles, goal, limits, listener, progressInterval, seed, accept);
  }

  /** Judges a complete placement (all tiles placed). */
  abstract void finish();

  @Override
  void afterFocal() {
    if (leftTotal == 0) {
      finish();
    } else {
      endsStep();
    }
  }

  /** Places the remaining tiles (none carries the focal colour) on cells next to the tantrix. */
  void fill() {
    // the cell with the fewest useful placements; a loop colour's open end must be filled first
    scanStamp++;
    int cell = -1;
    int bestCount = Integer.MAX_VALUE;
    boolean forced = false;
    for (int i = 0; i < placedCount && bestCount > 0; i++) {
      int c = placed[i];
      for (int s = 0; s < 6 && bestCount > 0; s++) {
        int n = c + delta[s];
        if (cellType[n] != EMPTY || scanMark[n] == scanStamp) {
          continue;
        }
        scanMark[n] = scanStamp;
        boolean mustFill = isLoopColour(shown[c * 6 + s]) || mustFillAnyway(n);
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

  /** Whether {@code cell} lies inside the focal loop (a loop tile has it on its inner side). */
  boolean mustFillAnyway(int cell) {
    return focalLoop && innerRefs[cell] > 0;
  }

  /**
   * The number of placements on {@code cell} (tile left, rotation) that fit and keep every goal
   * colour joinable ({@link #keepsJoinBound}), counting at most to {@code cap}.
   */
  int usefulPlacements(int cell, int cap) {
    int mask = constraintMask(cell);
    int value = constraintValue(cell);
    int n = 0;
    for (int x = 0; x < types; x++) {
      if (left[x] == 0) {
        continue;
      }
      for (int rot = 0; rot < 6; rot++) {
        if ((faceBits[x * 6 + rot] & mask) == value && keepsJoinBound(cell, x, rot) && ++n >= cap) {
          return n;
        }
      }
    }
    return n;
  }

  /**
   * Whether placing type {@code x} turned {@code rot} on {@code cell} keeps, for every goal colour
   * other than the focal one, its paths few enough to be joined into one by the tiles left: each
   * tile joins at most two paths, so (paths − tiles left with the colour) may not exceed one.
   */
  boolean keepsJoinBound(int cell, int x, int rot) {
    int base = (x * 6 + rot) * 6;
    int skip = focalLoop && !loopClosed ? focal : -1;
    for (int g = 0; g < t.goals(); g++) {
      if (g == skip) {
        continue;
      }
      int after = segments[g] - leftCarriers[g];
      if (t.carries[g * types + x]) {
        int j = 0;
        for (int s = 0; s < 6; s++) {
          if (t.face[base + s] == t.goalColour[g] && cellType[cell + delta[s]] >= 0) {
            j++;
          }
        }
        after += 2 - j;
      }
      if (after > 1) {
        return false;
      }
    }
    return true;
  }

  /** After marking {@code cell} empty for good: it is not enclosed, and no loop colour ends there. */
  boolean exclusionOk(int cell) {
    for (int g = 0; g < t.goals(); g++) {
      if (deadEnds[g] > (t.goalLoop[g] ? 0 : 2)) {
        return false;
      }
    }
    return flood(cell) < 0;
  }

  /**
   * The search driven by the goal colours' open ends (for lines, and for what is left after the
   * focal loop): of the empty cells where a goal colour's arc ends, picks the one with the fewest
   * placements that fit and keep every goal colour joinable, and tries each; such a cell may also
   * stay empty if the arcs ending there can be ends of lines (two per line colour at most). When
   * no arc of a goal colour ends at an empty cell, the other tiles are placed by {@link #fill()}.
   */
  void endsStep() {
    if (leftTotal == 0) {
      finish();
      return;
    }
    for (int g = 0; g < t.goals(); g++) {
      if (segments[g] - leftCarriers[g] > 1 || deadEnds[g] > (t.goalLoop[g] ? 0 : 2)) {
        return;
      }
    }
    scanStamp++;
    int cell = -1;
    int bestCount = Integer.MAX_VALUE;
    boolean bestMust = false;
    // cells where goal arcs end: all but a few (each left empty uses up line ends) must be filled
    int endCells = 0;
    int spare = 0;
    for (int g = 0; g < t.goals(); g++) {
      spare += t.goalLoop[g] ? 0 : 2 - deadEnds[g];
    }
    for (int i = 0; i < placedCount; i++) {
      int c = placed[i];
      for (int s = 0; s < 6; s++) {
        int n = c + delta[s];
        if (cellType[n] == EMPTY && scanMark[n] != scanStamp && goalOf[shown[c * 6 + s]] >= 0) {
          scanMark[n] = scanStamp;
          endCells++;
        }
      }
    }
    if (endCells - spare > leftTotal) {
      return;
    }
    // the cell with the fewest branches: its useful placements, plus one if it may stay empty
    scanStamp++;
    Arrays.fill(forcedEnds, 0);
    for (int i = 0; i < placedCount && bestCount > 1; i++) {
      int c = placed[i];
      for (int s = 0; s < 6; s++) {
        int n = c + delta[s];
        if (cellType[n] != EMPTY || scanMark[n] == scanStamp || goalOf[shown[c * 6 + s]] < 0) {
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

  /**
   * Tries every useful placement (fitting, keeping the goal colours joinable) on {@code cell},
   * then — unless it must be filled — leaving it empty for good; after each, the search goes on
   * from {@link #endsStep()} (which falls back to {@link #fill()} when no goal arc ends anywhere).
   */
  private void branchOn(int cell, boolean mustFill) {
    int d = enter(6 * types + 1);
    int branch = 0;
    for (int x = 0; x < types && stopped == null; x++) {
      if (left[x] == 0) {
        continue;
      }
      for (int rot = 0; rot < 6 && stopped == null; rot++) {
        branchIndex[d] = ++branch;
        if (!fits(cell, x, rot) || !keepsJoinBound(cell, x, rot)) {
          continue;
        }
        place(cell, x, rot);
        if (tick() && otherGoalsOk(cell) && regionsOk(cell, false)) {
          endsStep();
        }
        unplace(cell);
      }
    }
    branchIndex[d] = branch + 1;
    if (!mustFill && stopped == null) {
      exclude(cell);
      if (tick() && exclusionOk(cell)) {
        endsStep();
      }
      unexclude(cell);
    }
    depth--;
  }

  /**
   * Whether {@code cell} may stay empty: no loop colour ends there, each line colour ending there
   * keeps within its two ends, and it does not lie inside the focal loop.
   */
  boolean mayStayEmpty(int cell) {
    if (mustFillAnyway(cell)) {
      return false;
    }
    int[] extra = endsScratch;
    Arrays.fill(extra, 0);
    for (int s = 0; s < 6; s++) {
      int c = shown[(cell + delta[s]) * 6 + (s + 3) % 6];
      if (c >= 0 && goalOf[c] >= 0) {
        int g = goalOf[c];
        if (t.goalLoop[g] || deadEnds[g] + ++extra[g] > 2) {
          return false;
        }
      }
    }
    return true;
  }

  private final int[] endsScratch = new int[8];
  /** Per goal colour: arcs ending at cells that nothing left can fill (found in this step). */
  private final int[] forcedEnds = new int[8];

  /** Adds the goal arcs ending at {@code cell} to {@link #forcedEnds}; false if a line then has more than two ends. */
  private boolean endsFitBudget(int cell) {
    for (int s = 0; s < 6; s++) {
      int c = shown[(cell + delta[s]) * 6 + (s + 3) % 6];
      if (c >= 0 && goalOf[c] >= 0) {
        int g = goalOf[c];
        if (t.goalLoop[g] || deadEnds[g] + ++forcedEnds[g] > 2) {
          return false;
        }
      }
    }
    return true;
  }
}
