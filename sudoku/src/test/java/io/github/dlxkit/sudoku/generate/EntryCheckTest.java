package io.github.dlxkit.sudoku.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.sudoku.Sudoku;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Entries checked against their puzzle (moved here from the web layer, issue 53). The puzzle is the
 * README's 9×9; its solution is the one DLX finds, computed in the test (not stored), and each
 * expected cell follows from a change made to it by hand.
 */
class EntryCheckTest {
  private static final String PUZZLE =
      "5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3";
  private static final Sudoku P = Sudoku.parse(PUZZLE);
  private static final String SOLUTION = P.findFirst().orElseThrow().toString();

  private static Sudoku entries(String text) {
    return new Sudoku(text, false);
  }

  /** The first blank cell of the puzzle. */
  private static int firstBlank() {
    return PUZZLE.indexOf('.');
  }

  @Test
  void theSolutionIsSolvedAndThePuzzleHasNoMistake() {
    EntryCheck full = EntryCheck.of(P, entries(SOLUTION));
    assertTrue(full.isSolved());
    assertTrue(full.isUnique());
    assertEquals(List.of(), full.conflicts());
    assertEquals(List.of(), full.wrong());
    EntryCheck none = EntryCheck.of(P, entries(PUZZLE));
    assertFalse(none.isSolved());
    assertEquals(Optional.empty(), none.firstMistake());
  }

  /** A 5 in row 1 repeats the given 5 at row 1, column 1: a conflict, and wrong (the solution differs). */
  @Test
  void anEntryThatRepeatsItsRowIsAConflictAndTheMistakeNamed() {
    int cell = firstBlank();
    assertEquals(1, cell, "row 1, column 2");
    String text = PUZZLE.substring(0, cell) + "5" + PUZZLE.substring(cell + 1);
    EntryCheck c = EntryCheck.of(P, entries(text));
    assertEquals(List.of(cell), c.conflicts());
    assertEquals(List.of(cell), c.wrong());
    EntryCheck.Mistake m = c.firstMistake().orElseThrow();
    assertEquals(cell, m.cell());
    assertTrue(m.repeats());
    assertEquals("row 1, column 2 is not 5: it repeats a value of its row, column or box", m.explanation());
  }

  /** A value that repeats nothing but is not the solution's: wrong only. */
  @Test
  void anEntryThatDiffersFromTheSolutionIsWrong() {
    int cell = firstBlank();
    char right = SOLUTION.charAt(cell);
    char other = 0;
    for (char v = '1'; v <= '9'; v++) {
      String text = PUZZLE.substring(0, cell) + v + PUZZLE.substring(cell + 1);
      if (v != right && EntryCheck.of(P, entries(text)).conflicts().isEmpty()) {
        other = v;
        break;
      }
    }
    assertTrue(other != 0, "some value repeats nothing at row 1, column 2 yet differs from the solution");
    String text = PUZZLE.substring(0, cell) + other + PUZZLE.substring(cell + 1);
    EntryCheck c = EntryCheck.of(P, entries(text));
    assertEquals(List.of(cell), c.wrong());
    EntryCheck.Mistake m = c.firstMistake().orElseThrow();
    assertFalse(m.repeats());
    assertEquals("row 1, column 2 is not " + other + ": it differs from the solution", m.explanation());
  }

  /** With two solutions nothing can be wrong, only repeated. */
  @Test
  void aPuzzleWithManySolutionsHasNoWrongEntries() {
    Sudoku empty = Sudoku.parse(".".repeat(81));
    EntryCheck c = EntryCheck.of(empty, entries("1" + ".".repeat(80)));
    assertFalse(c.isUnique());
    assertEquals(List.of(), c.wrong());
    assertFalse(c.isSolved());
  }

  @Test
  void aGridOfAnotherSizeOrAChangedGivenIsRefused() {
    BadInputException size = assertThrows(BadInputException.class, () -> EntryCheck.of(P, entries(".".repeat(16))));
    assertEquals("the grid is 4×4 but the puzzle 9×9", size.getMessage());
    String changed = "6" + PUZZLE.substring(1);
    BadInputException given = assertThrows(BadInputException.class, () -> EntryCheck.of(P, entries(changed)));
    assertEquals("the grid changes the given at row 1, column 1", given.getMessage());
  }
}
