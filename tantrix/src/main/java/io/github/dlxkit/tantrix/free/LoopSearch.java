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
 * The growth of the main loop ("focal" colour): the loop is kept as path segments, each open end
 * with the direction the loop runs through it; at each step the cell that must be filled — next to
 * an open end, or on the inner side of a loop tile — with the fewest tiles that fit is filled.
 * With the loop's orientation fixed (clockwise: inside on the right) every side of a loop tile is
 * inside or outside the loop; touching loop tiles must agree, and inner cells must be filled.
 */
abstract class LoopSearch extends SearchState {
  LoopSearch(List<Tile> tiles, Goal goal, SearchLimits limits, ProgressListener listener,
      Duration progressInterval, long seed, Predicate<Tantrix> accept) {
    super(tiles, goal, limits, listener, progressInterval, seed, accept);
  }

  /** Goes on once the main colour is complete (its loop closed). */
  abstract void afterFocal();

  /**
   * One step of the focal loop: picks the cell that must be filled (an open end's neighbour, or a
   * cell on a loop tile's inner side) with the fewest tiles that fit, and tries each.
   */
  void loopStep() {
    if (loopClosed) {
      afterFocal();
      return;
    }
    if (Math.abs(6 * orient - turnSum) > turnLeft) {
      return;
    }
    boolean onlyLoopTiles = leftTotal == leftCarriers[focal];
    // collect the cells that must be filled
    scanStamp++;
    int count = 0;
    for (int i = 0; i < placedCount; i++) {
      int c = placed[i];
      for (int side = 0; side < 6; side++) {
        int n = c + delta[side];
        if (cellType[n] != EMPTY || scanMark[n] == scanStamp) {
          continue;
        }
        if (endDir[c * 6 + side] != 0 || sideClass[c * 6 + side] == INSIDE) {
          scanMark[n] = scanStamp;
          if (count == mustFill.length) {
            mustFill = Arrays.copyOf(mustFill, count * 2);
          }
          mustFill[count++] = n;
        }
      }
    }
    int need = count;
    if (need > (onlyLoopTiles ? leftCarriers[focal] : leftTotal)) {
      return;
    }
    // the most constrained cell: fewest fitting tiles (counted up to the best so far)
    int bestCell = -1;
    int bestCount = Integer.MAX_VALUE;
    for (int i = 0; i < count && bestCount > 1; i++) {
      int c = mustFill[i];
      int fits = countFits(c, bestCount);
      if (fits == 0) {
        return;
      }
      if (fits < bestCount) {
        bestCount = fits;
        bestCell = c;
      }
    }
    if (bestCell < 0) {
      return;
    }
    int cell = bestCell;
    int[] cand = candidates(depth);
    int n = 0;
    int mask = constraintMask(cell);
    int value = constraintValue(cell);
    for (int x = 0; x < types; x++) {
      if (left[x] == 0) {
        continue;
      }
      for (int rot = 0; rot < 6; rot++) {
        if ((faceBits[x * 6 + rot] & mask) == value) {
          cand[n++] = x * 6 + rot;
        }
      }
    }
    shuffle(cand, n);
    int d = enter(n);
    for (int i = 0; i < n && stopped == null; i++) {
      branchIndex[d] = i + 1;
      int x = cand[i] / 6;
      int rot = cand[i] % 6;
      place(cell, x, rot);
      if (t.carries[focal * types + x]) {
        int mark = undoTop;
        if (joinLoop(cell, x, rot)) {
          if (tick() && otherGoalsOk(cell) && regionsOk(cell, true)) {
            loopStep();
          }
          leaveLoop(cell, mark);
        }
      } else {
        // a tile without the loop colour, on a cell inside the loop
        boolean inner = innerRefs[cell] > 0;
        if (inner) {
          innerCells--;
        }
        if (tick() && otherGoalsOk(cell) && regionsOk(cell, true)) {
          loopStep();
        }
        if (inner) {
          innerCells++;
        }
      }
      unplace(cell);
    }
    depth--;
  }

  /**
   * The number of placements (tile left, rotation) that fit {@code cell}, counting at most to
   * {@code cap}. Next to an open end only tiles with the loop colour fit.
   */
  int countFits(int cell, int cap) {
    int mask = constraintMask(cell);
    int value = constraintValue(cell);
    int n = 0;
    for (int x = 0; x < types; x++) {
      if (left[x] == 0) {
        continue;
      }
      for (int rot = 0; rot < 6; rot++) {
        if ((faceBits[x * 6 + rot] & mask) == value && ++n >= cap) {
          return n;
        }
      }
    }
    return n;
  }

  /**
   * Joins the loop tile just placed on {@code cell} to the segments: finds its direction (from the
   * open ends it meets, or for a tile meeting none from its inner side), classifies its sides,
   * and links, extends, merges or closes segments. Returns false, with nothing changed, if that
   * breaks a rule (opposite directions, a loop closed too early, inside against outside).
   */
  boolean joinLoop(int cell, int x, int rot) {
    int base = (x * 6 + rot) * 6;
    int colour = t.goalColour[focal];
    int f1 = -1;
    int f2 = -1;
    for (int side = 0; side < 6; side++) {
      if (t.face[base + side] == colour) {
        if (f1 < 0) {
          f1 = side;
        } else {
          f2 = side;
        }
      }
    }
    int n1 = cell + delta[f1];
    int n2 = cell + delta[f2];
    if (cellType[n1] == EXCLUDED || cellType[n2] == EXCLUDED) {
      return false;
    }
    int e1 = cellType[n1] >= 0 ? n1 * 6 + (f1 + 3) % 6 : -1;
    int e2 = cellType[n2] >= 0 ? n2 * 6 + (f2 + 3) % 6 : -1;
    int in;
    int out;
    if (e1 >= 0 && e2 >= 0) {
      if (endDir[e1] == endDir[e2]) {
        return false;
      }
      in = endDir[e1] > 0 ? f1 : f2;
    } else if (e1 >= 0) {
      in = endDir[e1] > 0 ? f1 : f2;
    } else if (e2 >= 0) {
      in = endDir[e2] > 0 ? f2 : f1;
    } else {
      boolean forward = classesAgree(cell, f1, f2);
      boolean backward = classesAgree(cell, f2, f1);
      if (forward == backward) {
        return false; // (both cannot happen for a cell on an inner side; neither: no loop fits)
      }
      in = forward ? f1 : f2;
    }
    out = in == f1 ? f2 : f1;
    boolean closes = e1 >= 0 && e2 >= 0 && mate[e1] == e2;
    if (closes && (leftCarriers[focal] != 0 || openEnds != 2)) {
      return false;
    }
    if (!markSides(cell, in, out)) {
      return false;
    }
    int k = placedCount - 1;
    placedIn[k] = in;
    placedOut[k] = out;
    placedOpenEnds[k] = openEnds;
    turnSum += Math.floorMod(out - in, 6) - 3;
    if (closes) {
      setEnd(e1, (byte) 0, 0);
      setEnd(e2, (byte) 0, 0);
      openEnds -= 2;
      loopClosed = true;
    } else if (e1 >= 0 && e2 >= 0) {
      int a = mate[e1];
      int b = mate[e2];
      setEnd(a, endDir[a], b);
      setEnd(b, endDir[b], a);
      setEnd(e1, (byte) 0, 0);
      setEnd(e2, (byte) 0, 0);
      openEnds -= 2;
    } else if (e1 >= 0 || e2 >= 0) {
      int e = e1 >= 0 ? e1 : e2;
      int free = cell * 6 + (e1 >= 0 ? f2 : f1);
      int other = mate[e];
      setEnd(free, (byte) (free % 6 == out ? 1 : -1), other);
      setEnd(other, endDir[other], free);
      setEnd(e, (byte) 0, 0);
    } else {
      setEnd(cell * 6 + in, (byte) -1, cell * 6 + out);
      setEnd(cell * 6 + out, (byte) 1, cell * 6 + in);
      openEnds += 2;
    }
    return true;
  }

  /** Undoes {@link #joinLoop} for the tile on {@code cell} (the last placed), back to undo mark {@code mark}. */
  void leaveLoop(int cell, int mark) {
    while (undoTop > mark) {
      undoTop -= 3;
      int end = undo[undoTop];
      endDir[end] = (byte) undo[undoTop + 1];
      mate[end] = undo[undoTop + 2];
    }
    int k = placedCount - 1;
    int in = placedIn[k];
    int out = placedOut[k];
    turnSum -= Math.floorMod(out - in, 6) - 3;
    unmarkSides(cell, in, out);
    openEnds = placedOpenEnds[k];
    loopClosed = false;
  }

  void setEnd(int end, byte dir, int other) {
    if (undoTop + 3 > undo.length) {
      undo = Arrays.copyOf(undo, undo.length * 2);
    }
    undo[undoTop++] = end;
    undo[undoTop++] = endDir[end];
    undo[undoTop++] = mate[end];
    endDir[end] = dir;
    mate[end] = other;
  }

  /**
   * Whether a loop tile on {@code cell} entered at {@code in} and left at {@code out} agrees with
   * its loop neighbours about which sides are inside the loop.
   */
  boolean classesAgree(int cell, int in, int out) {
    for (int s = 0; s < 6; s++) {
      if (s == in || s == out) {
        continue;
      }
      int n = cell + delta[s];
      if (cellType[n] >= 0) {
        byte other = sideClass[n * 6 + (s + 3) % 6];
        if (other != 0 && other != (isInner(s, in, out) ? INSIDE : OUTSIDE)) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Classifies the sides of the loop tile on {@code cell}, entered at side {@code in} and left at
   * {@code out}: with the loop running clockwise its inside is on the right, i.e. the sides
   * clockwise from {@code out} to {@code in}. A side shared with another loop tile must be inside
   * (or outside) the loop for both; a cell on the inner side must be filled, so it may not be
   * marked empty. Returns false, changing nothing, if a rule is broken.
   */
  boolean markSides(int cell, int in, int out) {
    for (int s = 0; s < 6; s++) {
      if (s == in || s == out) {
        continue;
      }
      byte cls = isInner(s, in, out) ? INSIDE : OUTSIDE;
      int n = cell + delta[s];
      int nt = cellType[n];
      if (nt >= 0) {
        byte other = sideClass[n * 6 + (s + 3) % 6];
        if (other != 0 && other != cls) {
          return false;
        }
      } else if (nt == EXCLUDED && cls == INSIDE) {
        return false;
      }
    }
    if (innerRefs[cell] > 0) {
      innerCells--;
    }
    for (int s = 0; s < 6; s++) {
      if (s == in || s == out) {
        continue;
      }
      byte cls = isInner(s, in, out) ? INSIDE : OUTSIDE;
      sideClass[cell * 6 + s] = cls;
      int n = cell + delta[s];
      if (cls == INSIDE && cellType[n] < 0 && innerRefs[n]++ == 0) {
        innerCells++;
      }
    }
    return true;
  }

  void unmarkSides(int cell, int in, int out) {
    for (int s = 0; s < 6; s++) {
      if (s == in || s == out) {
        continue;
      }
      int n = cell + delta[s];
      if (sideClass[cell * 6 + s] == INSIDE && cellType[n] < 0 && --innerRefs[n] == 0) {
        innerCells--;
      }
      sideClass[cell * 6 + s] = 0;
    }
    if (innerRefs[cell] > 0) {
      innerCells++;
    }
  }

  /** Whether side {@code s} is on the loop's inner side for a tile entered at {@code in}, left at {@code out}. */
  boolean isInner(int s, int in, int out) {
    // clockwise from out to in lies the right-hand side of the path
    boolean right = Math.floorMod(s - out, 6) < Math.floorMod(in - out, 6);
    return orient > 0 == right;
  }
}
