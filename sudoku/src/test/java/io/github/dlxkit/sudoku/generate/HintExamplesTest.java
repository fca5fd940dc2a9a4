package io.github.dlxkit.sudoku.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.sudoku.Sudoku;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@link Hint}: its Javadoc example, and hints followed to the end agree with the solvers' solution. */
class HintExamplesTest {
  @Test
  void javadocExample() {
    Optional<Hint> h = Hint.next(Sudoku.parse("1.3.34..2.4..1.2"));
    h.get().explanation();   // "row 1, column 2 is 2: naked single, the only value left for the cell"

    assertEquals("row 1, column 2 is 2: naked single, the only value left for the cell", h.get().explanation());
  }

  /**
   * The README's puzzle (unique): filling cell after cell as the hints say ends in the solution the
   * DLX solver finds, so every hint was right; singles alone solve it (its difficulty,
   * docs/sudoku.md), so no hint is a guess.
   */
  @Test
  void hintsFollowedToTheEndGiveTheSolution() {
    String puzzle = "5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3";
    Sudoku solution = Sudoku.parse(puzzle).findFirst().orElseThrow();
    int[] cells = Sudoku.parse(puzzle).toArray();
    int steps = 0;
    for (Optional<Hint> h = Hint.next(new Sudoku(cells)); h.isPresent(); h = Hint.next(new Sudoku(cells))) {
      assertTrue(h.get().technique() != Difficulty.Technique.GUESSING, h.get().explanation());
      cells[h.get().cell()] = h.get().value();
      steps++;
    }
    assertEquals(solution, new Sudoku(cells));
    assertEquals(81 - Sudoku.parse(puzzle).givenCount(), steps);
  }

  /** With singles stuck (an empty 9×9 grid: every cell has 9 candidates), the hint is a guess. */
  @Test
  void aGuessWhenSinglesAreStuck() {
    Hint h = Hint.next(Sudoku.parse(".".repeat(81))).orElseThrow();
    assertEquals(Difficulty.Technique.GUESSING, h.technique());
  }

  @Test
  void aWrongEntryIsNamed() {
    // row 1 holds 1, 2, 3 and column 4 holds 4 below: nothing is left for row 1, column 4
    BadInputException e = assertThrows(BadInputException.class, () -> Hint.next(Sudoku.parse("123....4........")));
    assertEquals("row 1, column 4 has no value left: an entry is wrong", e.getMessage());
  }
}
