package io.github.dlxkit.sudoku.generate;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.sudoku.Sudoku;
import io.github.dlxkit.sudoku.generate.Difficulty.Technique;
import io.github.dlxkit.sudoku.model.Geometry;
import io.github.dlxkit.sudoku.model.Givens;
import java.util.Optional;

/**
 * The next cell a solver would fill, and the technique that finds it: a naked single (the cell's only
 * candidate), else a hidden single (the only place of a value in a row, column or box), else — when
 * singles are stuck — the cell with the fewest candidates, filled from the solution (a guess a human
 * would have to make). The techniques are {@link SinglesSolver}'s, one step at a time.
 *
 * <pre>{@code
 * Optional<Hint> h = Hint.next(Sudoku.parse("1.3.34..2.4..1.2"));
 * h.get().explanation();   // "row 1, column 2 is 2: naked single, the only value left for the cell"
 * }</pre>
 *
 * @param cell the cell, numbered row by row from 0
 * @param value the value that goes there
 * @param technique {@code NAKED_SINGLES}, {@code HIDDEN_SINGLES} or {@code GUESSING}
 * @param explanation one line for a person
 */
public record Hint(int cell, int value, Technique technique, String explanation) {
  /**
   * {@return the next step for {@code grid} (givens and entries alike), or empty when it is full}
   *
   * @param grid the puzzle's givens and the player's entries, all taken as right; not null
   * @throws BadInputException if the grid has no solution (an entry is wrong), or its box size is over 8
   */
  public static Optional<Hint> next(Sudoku grid) {
    Geometry g = grid.geometry();
    if (g.boxSize() > 8) {
      throw new BadInputException("hints are for grids up to 64×64, not " + g.side() + "×" + g.side());
    }
    int[] cells = grid.toArray();
    int side = g.side();
    long[] cand = candidates(g, cells);
    int best = -1;
    for (int cell = 0; cell < cells.length; cell++) {
      if (cells[cell] != 0) {
        continue;
      }
      if (cand[cell] == 0) {
        throw new BadInputException(Givens.position(g, cell) + " has no value left: an entry is wrong");
      }
      if (Long.bitCount(cand[cell]) == 1) {
        int v = Long.numberOfTrailingZeros(cand[cell]) + 1;
        return Optional.of(new Hint(cell, v, Technique.NAKED_SINGLES, Givens.position(g, cell) + " is "
            + v + ": naked single, the only value left for the cell"));
      }
      if (best < 0 || Long.bitCount(cand[cell]) < Long.bitCount(cand[best])) {
        best = cell;
      }
    }
    if (best < 0) {
      return Optional.empty();
    }
    int[][] units = g.units();
    for (int u = 0; u < units.length; u++) {
      for (int v = 1; v <= side; v++) {
        int only = -1;
        int places = 0;
        for (int cell : units[u]) {
          if (cells[cell] == v) {
            places = -1;
            break;
          }
          if (cells[cell] == 0 && (cand[cell] >>> (v - 1) & 1) != 0) {
            places++;
            only = cell;
          }
        }
        if (places == 1) {
          return Optional.of(new Hint(only, v, Technique.HIDDEN_SINGLES, Givens.position(g, only) + " is " + v
              + ": hidden single, the only place for " + v + " in its " + unitName(u, side)));
        }
      }
    }
    Sudoku solution = grid.findFirst().orElseThrow(() -> new BadInputException("the grid has no solution: an entry is wrong"));
    int v = solution.toArray()[best];
    return Optional.of(new Hint(best, v, Technique.GUESSING, Givens.position(g, best) + " is " + v
        + ": singles are stuck; of its " + Long.bitCount(cand[best]) + " candidates the solution has " + v));
  }

  /** Bit v-1 of cand[cell] is set if v can go in the empty cell. */
  private static long[] candidates(Geometry g, int[] cells) {
    long full = g.side() == 64 ? -1L : (1L << g.side()) - 1;
    int[][] peers = g.peers();
    long[] cand = new long[cells.length];
    for (int cell = 0; cell < cells.length; cell++) {
      if (cells[cell] != 0) {
        continue;
      }
      long c = full;
      for (int peer : peers[cell]) {
        if (cells[peer] != 0) {
          c &= ~(1L << (cells[peer] - 1));
        }
      }
      cand[cell] = c;
    }
    return cand;
  }

  /** Geometry.units() lists the rows, then the columns, then the boxes. */
  private static String unitName(int u, int side) {
    return u < side ? "row" : u < 2 * side ? "column" : "box";
  }
}
