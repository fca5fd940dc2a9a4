package io.github.dlxkit.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.sudoku.generate.Difficulty;
import io.github.dlxkit.sudoku.generate.Difficulty.Technique;
import io.github.dlxkit.sudoku.generate.Generator;
import io.github.dlxkit.sudoku.model.SudokuSolver;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link SudokuSolver#guesses()}: one per choice among two or more candidates, however many are
 * then tried, checked against puzzles whose choices are known by construction and against the
 * singles rater of {@link Difficulty}.
 */
class GuessesTest {
  static final String A_SOLVED = "513687249849521637267349581158463972974218365326795418782934156635172894491856723";

  @Test
  void aRectangleOfTwoValuesIsOneGuess() {
    // rows 1 and 3, columns 1 and 7 of the grid hold 5 2 / 2 5 in two boxes: with the four cells
    // blank each is 5 or 2 and no single applies, so both solvers choose once, between the two
    // ways to fill the rectangle, and reach both solutions (the old count, per value tried, was 2)
    StringBuilder s = new StringBuilder(A_SOLVED);
    for (int cell : new int[] {0, 6, 18, 24}) {
      s.setCharAt(cell, '.');
    }
    int[] cells = new Sudoku(s.toString()).toArray();
    for (SudokuKernel kernel : SudokuKernel.values()) {
      SudokuSolver solver = kernel.newSolver(3);
      assertEquals(2, solver.countUpTo(cells, 3), kernel.name());
      assertEquals(1, solver.guesses(), kernel.name());
    }
  }

  @Test
  void dlxGuessesExactlyWhenSinglesGetStuck() {
    // a choice of DLX's is an item (a cell, or a value in a unit) with two or more options and none
    // with one: naked and hidden singles, which Difficulty's rater applies on its own candidate
    // grid, are its items with one option. So DLX makes no guess iff singles solve the puzzle.
    List<String> puzzles = new ArrayList<>(PuzzleSets.load("royle_17clue_sample").subList(0, 300));
    puzzles.addAll(PuzzleSets.load("top95"));
    Generator generator = new Generator(3, 5);
    for (int i = 0; i < 30; i++) {
      puzzles.add(generator.next(i % 2 == 0).toString());
    }
    int stuck = 0;
    SudokuSolver dlx = SudokuKernel.DLX.newSolver(3); // one matrix for all: guesses() is cumulative
    for (String p : puzzles) {
      long before = dlx.guesses();
      assertEquals(1, dlx.countUpTo(new Sudoku(p).toArray(), 2), p);
      boolean guessing = Difficulty.of(new Sudoku(p)).technique() == Technique.GUESSING;
      stuck += guessing ? 1 : 0;
      assertEquals(guessing, dlx.guesses() > before, p);
    }
    // both kinds are present (top95 alone gives 95 stuck ones)
    assertTrue(stuck >= 95 && stuck < puzzles.size() - 50, stuck + " of " + puzzles.size());
  }

  @Test
  void backtrackNeverGuessesWhereSinglesSuffice() {
    // its propagation includes naked and hidden singles
    SudokuSolver backtrack = SudokuKernel.BACKTRACK.newSolver(3);
    for (String p : PuzzleSets.load("royle_17clue_sample").subList(0, 300)) {
      if (Difficulty.of(new Sudoku(p)).technique() != Technique.GUESSING) {
        long before = backtrack.guesses();
        assertEquals(1, backtrack.countUpTo(new Sudoku(p).toArray(), 2), p);
        assertEquals(before, backtrack.guesses(), p);
      }
    }
  }
}
