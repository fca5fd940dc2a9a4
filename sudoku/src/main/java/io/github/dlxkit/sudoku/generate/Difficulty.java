package io.github.dlxkit.sudoku.generate;

import io.github.dlxkit.sudoku.SudokuKernel;
import io.github.dlxkit.sudoku.Sudoku;
import io.github.dlxkit.sudoku.model.SudokuSolver;
import io.github.dlxkit.sudoku.backtrack.MaskSolver;

/**
 * How hard a puzzle is, by two measures: the simplest technique that solves it without guessing,
 * and the guesses the BACKTRACK solver makes to solve it and prove it unique.
 *
 * <pre>{@code
 * Difficulty d = Difficulty.of(puzzle);   // e.g. HIDDEN_SINGLES, 0 guesses
 * }</pre>
 *
 * @param technique the simplest technique that solves the puzzle
 * @param guesses cells the BACKTRACK solver guesses in, searching to a second solution, each
 *     counted once however many of its values are tried (see {@link SudokuSolver#guesses()}); 0
 *     when its propagation alone solves the puzzle
 */
public record Difficulty(Technique technique, long guesses) {
  /** Techniques, from the easiest. */
  public enum Technique {
    /** Every cell is given. */
    NONE,
    /** Placing values that are the only candidate of their cell, over and over, solves it. */
    NAKED_SINGLES,
    /** Naked singles and values with only one place in a row, column or box solve it. */
    HIDDEN_SINGLES,
    /** Singles alone get stuck: a solver must guess (or use stronger techniques). */
    GUESSING;

    /** {@return the name as printed: lower case, words joined by '-'} */
    public String label() {
      return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    /**
     * The technique whose {@link #label()} is {@code label}.
     *
     * @param label a label as {@link #label()} prints it, e.g. {@code "hidden-singles"}; exact
     *     (case matters)
     * @return the technique
     * @throws IllegalArgumentException if no technique has that label
     */
    public static Technique ofLabel(String label) {
      for (Technique t : values()) {
        if (t.label().equals(label)) {
          return t;
        }
      }
      throw new IllegalArgumentException("no technique is labelled " + label);
    }
  }

  /**
   * {@return the difficulty of {@code puzzle}, whose box size is at most {@value MaskSolver#MAX_BOX_SIZE}}
   *
   * @param puzzle the puzzle; it need not have one solution (the guesses are counted up to a
   *     second)
   * @throws IllegalArgumentException for a larger grid
   */
  public static Difficulty of(Sudoku puzzle) {
    SudokuSolver solver = SudokuKernel.BACKTRACK.newSolver(puzzle.boxSize());
    solver.countUpTo(puzzle.toArray(), 2);
    return new Difficulty(SinglesSolver.technique(puzzle.geometry(), puzzle.toArray()), solver.guesses());
  }

  /** "technique=hidden-singles guesses=0". */
  @Override
  public String toString() {
    return "technique=" + technique.label() + " guesses=" + guesses;
  }
}
