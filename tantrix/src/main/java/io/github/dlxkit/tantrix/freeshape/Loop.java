package io.github.dlxkit.tantrix.freeshape;

import java.util.Arrays;

/**
 * The focal loop while it grows: its placed tiles as path segments, each open end with the
 * direction the loop runs through it, the loop's orientation and turning so far, and which side of
 * each loop tile lies inside. With the orientation fixed (clockwise: inside on the right) every
 * side of a loop tile is inside or outside; touching loop tiles must agree, and cells inside must
 * be filled.
 *
 * <h2>Data layout</h2>
 * An end is a side of a loop tile, coded {@code cell * 6 + side}. {@code endDir[end]} is +1 if the
 * path runs out through an open end, −1 if in, 0 for a side that is no open end;
 * {@code mate[end]} is the segment's other end. {@code sideClass[cell * 6 + side]} is
 * {@link #INSIDE} or {@link #OUTSIDE} for a loop tile's side inside or outside the loop, 0 for the
 * two sides the loop crosses and for tiles off the loop. {@code innerRefs[c]} counts the loop tiles
 * that have c on their inner side. For the k-th placed tile of the loop, {@code placedIn[k]},
 * {@code placedOut[k]} are its entry and exit sides, {@code placedOpenEnds[k]} and
 * {@code placedUndo[k]} the open ends and the undo mark before it; {@code undo} holds triples
 * (end, old endDir, old mate) to restore.
 */
final class Loop {
  static final byte INSIDE = 1;
  static final byte OUTSIDE = 2;

  private final TileTypes t;
  private final Board board;
  private final byte[] sideClass;
  private final int[] innerRefs;
  private final int[] mate;
  private final byte[] endDir;
  private int openEnds;
  private int turnSum;
  private int orient;
  private boolean closed;
  private int[] undo = new int[256];
  private int undoTop;
  private final int[] placedIn;
  private final int[] placedOut;
  private final int[] placedOpenEnds;
  private final int[] placedUndo;

  Loop(TileTypes t, Board board) {
    this.t = t;
    this.board = board;
    int cells = board.cells();
    this.sideClass = new byte[cells * 6];
    this.innerRefs = new int[cells];
    this.mate = new int[cells * 6];
    this.endDir = new byte[cells * 6];
    this.placedIn = new int[t.total];
    this.placedOut = new int[t.total];
    this.placedOpenEnds = new int[t.total];
    this.placedUndo = new int[t.total];
  }

  /** Whether the loop is closed. */
  boolean closed() {
    return closed;
  }

  /** Whether the focal colour is a loop still open (so the loop, not the goal checks, looks after it). */
  boolean growing() {
    return t.focalLoop && !closed;
  }

  /** The loop's orientation: +1 clockwise (turns +360°, inside on the right), −1 anticlockwise. */
  int orient() {
    return orient;
  }

  /** The turning of the placed loop tiles, in 60° steps, in the loop's direction. */
  int turnSum() {
    return turnSum;
  }

  /** Whether side {@code side} of the tile on {@code cell} is an open end of the loop. */
  boolean isEnd(int cell, int side) {
    return endDir[cell * 6 + side] != 0;
  }

  /** Whether side {@code side} of the tile on {@code cell} faces the inside of the loop. */
  boolean inner(int cell, int side) {
    return sideClass[cell * 6 + side] == INSIDE;
  }

  /** Whether {@code cell} lies inside the loop (a loop tile has it on its inner side): it must be filled. */
  boolean enclosed(int cell) {
    return t.focalLoop && innerRefs[cell] > 0;
  }

  /**
   * Starts the loop at the anchor on {@code cell}, running from side {@code in} to {@code out},
   * with orientation {@code o}; false, changing nothing, if the anchor's sides contradict it.
   */
  boolean start(int cell, int in, int out, int o) {
    orient = o;
    if (!markSides(cell, in, out)) {
      return false;
    }
    int a = cell * 6 + in;
    int b = cell * 6 + out;
    endDir[a] = -1;
    endDir[b] = 1;
    mate[a] = b;
    mate[b] = a;
    openEnds = 2;
    turnSum = Math.floorMod(out - in, 6) - 3;
    return true;
  }

  /** Undoes {@link #start}. */
  void stop(int cell, int in, int out) {
    endDir[cell * 6 + in] = 0;
    endDir[cell * 6 + out] = 0;
    openEnds = 0;
    unmarkSides(cell, in, out);
  }

  /**
   * Joins the loop tile just placed on {@code cell} (type {@code x}, turn {@code rot}) to the
   * segments: finds its direction (from the open ends it meets, or for a tile meeting none from
   * its inner side), classifies its sides, and links, extends, merges or closes segments. Returns
   * false, with nothing changed, if that breaks a rule (opposite directions, a loop closed too
   * early, inside against outside). {@code carriersLeft}: focal tiles left after this one.
   */
  boolean join(int cell, int x, int rot, int carriersLeft) {
    int base = (x * 6 + rot) * 6;
    int colour = t.goalColour(t.focal);
    int f1 = -1;
    int f2 = -1;
    for (int side = 0; side < 6; side++) {
      if (t.face(base + side) == colour) {
        if (f1 < 0) {
          f1 = side;
        } else {
          f2 = side;
        }
      }
    }
    int n1 = board.neighbour(cell, f1);
    int n2 = board.neighbour(cell, f2);
    if (board.type(n1) == Board.EXCLUDED || board.type(n2) == Board.EXCLUDED) {
      return false;
    }
    int e1 = board.type(n1) >= 0 ? n1 * 6 + (f1 + 3) % 6 : -1;
    int e2 = board.type(n2) >= 0 ? n2 * 6 + (f2 + 3) % 6 : -1;
    int in;
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
    int out = in == f1 ? f2 : f1;
    boolean closes = e1 >= 0 && e2 >= 0 && mate[e1] == e2;
    if (closes && (carriersLeft != 0 || openEnds != 2)) {
      return false;
    }
    if (!markSides(cell, in, out)) {
      return false;
    }
    int k = board.count() - 1;
    placedIn[k] = in;
    placedOut[k] = out;
    placedOpenEnds[k] = openEnds;
    placedUndo[k] = undoTop;
    turnSum += Math.floorMod(out - in, 6) - 3;
    if (closes) {
      setEnd(e1, (byte) 0, 0);
      setEnd(e2, (byte) 0, 0);
      openEnds -= 2;
      closed = true;
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

  /** Undoes {@link #join} for the tile on {@code cell}, the last placed. */
  void leave(int cell) {
    int k = board.count() - 1;
    int mark = placedUndo[k];
    while (undoTop > mark) {
      undoTop -= 3;
      int end = undo[undoTop];
      endDir[end] = (byte) undo[undoTop + 1];
      mate[end] = undo[undoTop + 2];
    }
    int in = placedIn[k];
    int out = placedOut[k];
    turnSum -= Math.floorMod(out - in, 6) - 3;
    unmarkSides(cell, in, out);
    openEnds = placedOpenEnds[k];
    closed = false;
  }

  private void setEnd(int end, byte dir, int other) {
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
  private boolean classesAgree(int cell, int in, int out) {
    for (int s = 0; s < 6; s++) {
      if (s == in || s == out) {
        continue;
      }
      int n = board.neighbour(cell, s);
      if (board.type(n) >= 0) {
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
  private boolean markSides(int cell, int in, int out) {
    for (int s = 0; s < 6; s++) {
      if (s == in || s == out) {
        continue;
      }
      byte cls = isInner(s, in, out) ? INSIDE : OUTSIDE;
      int n = board.neighbour(cell, s);
      int nt = board.type(n);
      if (nt >= 0) {
        byte other = sideClass[n * 6 + (s + 3) % 6];
        if (other != 0 && other != cls) {
          return false;
        }
      } else if (nt == Board.EXCLUDED && cls == INSIDE) {
        return false;
      }
    }
    for (int s = 0; s < 6; s++) {
      if (s == in || s == out) {
        continue;
      }
      byte cls = isInner(s, in, out) ? INSIDE : OUTSIDE;
      sideClass[cell * 6 + s] = cls;
      int n = board.neighbour(cell, s);
      if (cls == INSIDE && board.type(n) < 0) {
        innerRefs[n]++;
      }
    }
    return true;
  }

  private void unmarkSides(int cell, int in, int out) {
    for (int s = 0; s < 6; s++) {
      if (s == in || s == out) {
        continue;
      }
      int n = board.neighbour(cell, s);
      if (sideClass[cell * 6 + s] == INSIDE && board.type(n) < 0) {
        innerRefs[n]--;
      }
      sideClass[cell * 6 + s] = 0;
    }
  }

  /** Whether side {@code s} is on the loop's inner side for a tile entered at {@code in}, left at {@code out}. */
  private boolean isInner(int s, int in, int out) {
    // clockwise from out to in lies the right-hand side of the path
    boolean right = Math.floorMod(s - out, 6) < Math.floorMod(in - out, 6);
    return orient > 0 == right;
  }
}
