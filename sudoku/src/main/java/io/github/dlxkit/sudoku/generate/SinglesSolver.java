package io.github.dlxkit.sudoku.generate;

import io.github.dlxkit.sudoku.generate.Difficulty.Technique;
import io.github.dlxkit.sudoku.model.Geometry;

/**
 * The slow, plain solver a human would run: naked singles until none is left, then one round of
 * hidden singles, and again; it never guesses. Only used to rate puzzles, so clarity beats speed.
 * Candidates are one {@code long} per cell (bit v-1 for value v), hence box sizes up to 8.
 */
final class SinglesSolver {
  private SinglesSolver() {}

  /** The simplest technique with which singles solve {@code cells}, or GUESSING if they get stuck. */
  static Technique technique(Geometry g, int[] cells) {
    int side = g.side();
    long full = side == 64 ? -1L : (1L << side) - 1;
    long[] cand = new long[cells.length];
    java.util.Arrays.fill(cand, full);
    int[][] peers = g.peers();
    int[][] units = g.units();
    int[] value = new int[cells.length];
    int solved = 0;
    for (int cell = 0; cell < cells.length; cell++) {
      if (cells[cell] != 0 && place(cell, cells[cell], cand, value, peers)) {
        solved++;
      }
    }
    if (solved == cells.length) {
      return Technique.NONE;
    }
    boolean hidden = false;
    while (solved < cells.length) {
      int before = solved;
      for (int cell = 0; cell < cells.length; cell++) {
        if (value[cell] == 0 && Long.bitCount(cand[cell]) == 1) {
          place(cell, Long.numberOfTrailingZeros(cand[cell]) + 1, cand, value, peers);
          solved++;
        }
      }
      if (solved > before) {
        continue;
      }
      for (int[] unit : units) {
        for (int v = 1; v <= side; v++) {
          int only = -1;
          int places = 0;
          for (int cell : unit) {
            if (value[cell] == v) {
              places = -1;
              break;
            }
            if (value[cell] == 0 && (cand[cell] >>> (v - 1) & 1) != 0) {
              places++;
              only = cell;
            }
          }
          if (places == 1) {
            place(only, v, cand, value, peers);
            solved++;
            hidden = true;
          }
        }
      }
      if (solved == before) {
        return Technique.GUESSING;
      }
    }
    return hidden ? Technique.HIDDEN_SINGLES : Technique.NAKED_SINGLES;
  }

  /** Puts v in cell and removes it from the peers' candidates; false if the cell was solved. */
  private static boolean place(int cell, int v, long[] cand, int[] value, int[][] peers) {
    if (value[cell] != 0) {
      return false;
    }
    value[cell] = v;
    cand[cell] = 1L << (v - 1);
    for (int peer : peers[cell]) {
      if (value[peer] == 0) {
        cand[peer] &= ~(1L << (v - 1));
      }
    }
    return true;
  }
}
