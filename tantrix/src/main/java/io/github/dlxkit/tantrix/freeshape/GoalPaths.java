package io.github.dlxkit.tantrix.freeshape;

/**
 * The rules on the goal colours' paths: each must still be joinable into one path with the tiles
 * left, none may close a loop too early, a loop may not end at a cell marked empty nor a line have
 * more than two ends, and a complete placement must show each as one line or loop through all its
 * tiles. While the focal loop grows, {@link Loop} looks after the focal colour instead.
 */
final class GoalPaths {
  private final TileTypes t;
  private final int types;
  private final Board board;
  private final Stock stock;
  private final Loop loop;

  GoalPaths(TileTypes t, Board board, Stock stock, Loop loop) {
    this.t = t;
    this.types = t.types();
    this.board = board;
    this.stock = stock;
    this.loop = loop;
  }

  /** The goal the checks leave to the loop (the focal one while its loop grows), or −1. */
  private int skipped() {
    return loop.growing() ? t.focal : -1;
  }

  /**
   * Whether every goal's paths can still become one: each tile left with its colour joins at most
   * two paths into one, so (paths − tiles left with the colour) may not exceed one.
   */
  boolean joinable() {
    for (int g = 0; g < t.goals(); g++) {
      if (stock.paths(g) - stock.carriersLeft(g) > 1) {
        return false;
      }
    }
    return true;
  }

  /** Whether no loop colour ends at a cell marked empty and no line colour has more than two ends. */
  boolean endsOk() {
    for (int g = 0; g < t.goals(); g++) {
      if (stock.deadEnds(g) > (t.goalLoop(g) ? 0 : 2)) {
        return false;
      }
    }
    return true;
  }

  /**
   * After a tile on {@code cell}: every goal colour other than the one being grown stays joinable,
   * closes no loop too early, and no loop colour ends at a cell marked empty.
   */
  boolean othersOk(int cell) {
    int type = board.type(cell);
    int skip = skipped();
    for (int g = 0; g < t.goals(); g++) {
      if (g != skip && stock.paths(g) - stock.carriersLeft(g) > 1) {
        return false;
      }
    }
    for (int g = 0; g < t.goals(); g++) {
      if (g == skip || !t.carries(g * types + type)) {
        continue;
      }
      int colour = t.goalColour(g);
      int base = (type * 6 + board.rot(cell)) * 6;
      int side = -1;
      for (int s = 0; s < 6 && side < 0; s++) {
        if (t.face(base + s) == colour) {
          side = s;
        }
      }
      int length = 1;
      boolean closed = false;
      for (int dir = 0; dir < 2 && !closed; dir++) {
        int out = dir == 0 ? side : t.partner(base + side);
        int here = cell;
        while (true) {
          int next = board.neighbour(here, out);
          int nt = board.type(next);
          if (nt < 0) {
            if (nt == Board.EXCLUDED && t.goalLoop(g)) {
              return false;
            }
            break;
          }
          if (next == cell) {
            closed = true;
            break;
          }
          length++;
          out = t.partner((nt * 6 + board.rot(next)) * 6 + (out + 3) % 6);
          here = next;
        }
      }
      if (closed && (!t.goalLoop(g) || length != t.carriers(g))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether placing type {@code x} turned {@code rot} on {@code cell} keeps every goal colour
   * other than the one being grown joinable (see {@link #joinable()}).
   */
  boolean keepsJoinable(int cell, int x, int rot) {
    int base = (x * 6 + rot) * 6;
    int skip = skipped();
    for (int g = 0; g < t.goals(); g++) {
      if (g == skip) {
        continue;
      }
      int after = stock.paths(g) - stock.carriersLeft(g);
      if (t.carries(g * types + x)) {
        int j = 0;
        for (int s = 0; s < 6; s++) {
          if (t.face(base + s) == t.goalColour(g) && board.type(board.neighbour(cell, s)) >= 0) {
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

  /** With all tiles placed: every goal colour forms one path of the asked kind through all its tiles. */
  boolean complete() {
    int count = board.count();
    for (int g = 0; g < t.goals(); g++) {
      int colour = t.goalColour(g);
      int startCell = -1;
      int startSide = -1;
      for (int i = 0; i < count && startCell < 0; i++) {
        int c = board.placed(i);
        if (t.carries(g * types + board.type(c))) {
          for (int s = 0; s < 6; s++) {
            if (board.shown(c, s) == colour
                && (t.goalLoop(g) || board.type(board.neighbour(c, s)) < 0)) {
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
      while (length <= count) {
        int out = t.partner((board.type(here) * 6 + board.rot(here)) * 6 + in);
        length++;
        int next = board.neighbour(here, out);
        if (board.type(next) < 0) {
          if (t.goalLoop(g)) {
            return false;
          }
          break;
        }
        if (next == startCell && t.goalLoop(g)) {
          break;
        }
        in = (out + 3) % 6;
        here = next;
      }
      if (length != t.carriers(g)) {
        return false;
      }
    }
    return true;
  }
}
