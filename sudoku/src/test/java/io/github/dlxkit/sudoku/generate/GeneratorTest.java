package io.github.dlxkit.sudoku.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.sudoku.SudokuKernel;
import io.github.dlxkit.sudoku.Sudoku;
import io.github.dlxkit.sudoku.testing.NaiveSolver;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Generated puzzles are unique by DLX, the solver the generator does not search with, and minimal
 * when asked: removing any one given leaves DLX at least two solutions.
 */
class GeneratorTest {

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3})
  void minimalPuzzlesAreUniqueAndNoGivenCanGo(int n) {
    Generator generator = new Generator(n, 2026);
    for (int k = 0; k < 5; k++) {
      Sudoku p = generator.next(true);
      assertEquals(1, p.countUpTo(2, SudokuKernel.DLX), p::toString);
      int[] cells = p.toArray();
      for (int cell = 0; cell < cells.length; cell++) {
        if (cells[cell] != 0) {
          int[] fewer = cells.clone();
          fewer[cell] = 0;
          String where = p + " without cell " + cell;
          assertEquals(2, new Sudoku(fewer).countUpTo(2, SudokuKernel.DLX), where);
        }
      }
    }
  }

  @Test
  void symmetricPuzzlesAreUniqueAndSymmetric() {
    Generator generator = new Generator(3, 7);
    for (int k = 0; k < 10; k++) {
      Sudoku p = generator.next(false);
      assertEquals(1, p.countUpTo(2, SudokuKernel.DLX), p::toString);
      int[] cells = p.toArray();
      for (int cell = 0; cell < cells.length; cell++) {
        assertEquals(cells[cell] == 0, cells[80 - cell] == 0, p::toString);
      }
    }
  }

  @Test
  void fourByFourAgreesWithTheNaiveSolver() {
    Generator generator = new Generator(2, 11);
    for (int k = 0; k < 20; k++) {
      Sudoku p = generator.next(k % 2 == 0);
      assertEquals(1, NaiveSolver.solutions(2, p.toArray(), 2).size(), p::toString);
    }
  }

  @Test
  void oneSixteenBySixteen() {
    Sudoku p = new Generator(4, 3).next(false);
    assertEquals(1, p.countUpTo(2, SudokuKernel.DLX));
  }

  @Test
  void theSeedDecides() {
    assertEquals(take(new Generator(3, 5), 3), take(new Generator(3, 5), 3));
    assertNotEquals(take(new Generator(3, 5), 3), take(new Generator(3, 6), 3));
  }

  @Test
  void sizesOutsideTheRangeAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> new Generator(5, 1));
    assertThrows(IllegalArgumentException.class, () -> new Generator(0, 1));
  }

  private static List<Sudoku> take(Generator g, int k) {
    List<Sudoku> list = new ArrayList<>();
    for (int i = 0; i < k; i++) {
      list.add(g.next(true));
    }
    assertTrue(list.stream().allMatch(s -> !s.isComplete()));
    return list;
  }

  /** The difficulty asked of {@code next(wanted, tries)} is Difficulty's own grading of the puzzle (issue 53: moved from the web layer). */
  @ParameterizedTest
  @ValueSource(strings = {"naked-singles", "hidden-singles", "guessing"})
  void aPuzzleOfTheDifficultyAskedIsGradedSo(String label) {
    Difficulty.Technique wanted = Difficulty.Technique.ofLabel(label);
    Sudoku p = new Generator(3, 7).next(wanted, 200).orElseThrow();
    assertEquals(wanted, Difficulty.of(p).technique(), p::toString);
    assertEquals(1, p.countUpTo(2, SudokuKernel.DLX), p::toString);
  }

  @Test
  void aDifficultyNoPuzzleHasOrAnInterruptIsRefused() {
    Generator g = new Generator(1, 1);
    // a 1×1 grid's one puzzle is its blank cell, a naked single: never guessing
    assertEquals(java.util.Optional.empty(), g.next(Difficulty.Technique.GUESSING, 3));
    assertThrows(IllegalArgumentException.class, () -> g.next(Difficulty.Technique.NONE, 3));
    assertThrows(IllegalArgumentException.class, () -> g.next(Difficulty.Technique.GUESSING, 0));
    assertThrows(IllegalArgumentException.class, () -> Difficulty.Technique.ofLabel("hard"));
    Thread.currentThread().interrupt();
    try {
      assertThrows(io.github.dlxkit.core.search.SearchStoppedException.class,
          () -> new Generator(3, 1).next(Difficulty.Technique.GUESSING, 200));
    } finally {
      Thread.interrupted();
    }
  }
}
