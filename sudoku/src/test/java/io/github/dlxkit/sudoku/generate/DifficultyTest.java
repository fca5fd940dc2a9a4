package io.github.dlxkit.sudoku.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.sudoku.PuzzleSets;
import io.github.dlxkit.sudoku.Sudoku;
import io.github.dlxkit.sudoku.generate.Difficulty.Technique;
import org.junit.jupiter.api.Test;

/** The technique rating on puzzles whose answer is known by construction or from the literature. */
class DifficultyTest {
  static final String A_SOLVED = "513687249849521637267349581158463972974218365326795418782934156635172894491856723";

  @Test
  void aFullGridNeedsNothing() {
    assertEquals(new Difficulty(Technique.NONE, 0), Difficulty.of(new Sudoku(A_SOLVED)));
  }

  @Test
  void oneBlankPerBoxIsNakedSingles() {
    // by construction: each blank is the only empty cell of its row, so its value is forced
    StringBuilder s = new StringBuilder(A_SOLVED);
    for (int box = 0; box < 9; box++) {
      s.setCharAt(27 * (box / 3) + 3 * (box % 3) + 10, '.');
    }
    assertEquals(new Difficulty(Technique.NAKED_SINGLES, 0), Difficulty.of(new Sudoku(s.toString())));
  }

  @Test
  void aHiddenSingleIsNeeded() {
    // generated (seed 9, minimal); the test's own candidate count shows that no cell has a single
    // candidate at the start, so naked singles cannot begin: a hidden single is needed
    String p = "..514....1....3.78.9...71....1.3.2...8.....5...3.6......67.....24.5....6....9....";
    assertEquals(0, cellsWithOneCandidate(p));
    assertEquals(Technique.HIDDEN_SINGLES, Difficulty.of(new Sudoku(p)).technique());
  }

  /** Blank cells whose row, column and box hold eight distinct values. */
  static int cellsWithOneCandidate(String p) {
    int count = 0;
    for (int i = 0; i < 81; i++) {
      if (p.charAt(i) != '.') {
        continue;
      }
      java.util.Set<Character> seen = new java.util.HashSet<>();
      for (int j = 0; j < 81; j++) {
        boolean peer = j / 9 == i / 9 || j % 9 == i % 9 || (j / 27 == i / 27 && j % 9 / 3 == i % 9 / 3);
        if (peer && p.charAt(j) != '.') {
          seen.add(p.charAt(j));
        }
      }
      count += seen.size() == 8 ? 1 : 0;
    }
    return count;
  }

  @Test
  void top95NeedsMoreThanSingles() {
    // top95 was collected as puzzles hard for logic solvers; singles alone solve none of them
    // (checked here), and the backtrack solver guesses on most.
    long stuck = PuzzleSets.load("top95").stream()
        .filter(p -> Difficulty.of(new Sudoku(p)).technique() == Technique.GUESSING).count();
    assertEquals(95, stuck);
  }
}
