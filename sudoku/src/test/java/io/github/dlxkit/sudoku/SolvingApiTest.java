package io.github.dlxkit.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.sudoku.testing.GridChecks;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The solving methods of {@link Sudoku}: laziness, limits, nesting, parallel counting. */
class SolvingApiTest {
  static final String H = "8..6..9.5.............2.31...7318.6.24.....73...........279.1..5...8..36..3......";
  static final String C_EQ = "1..6..9.5.............2.31...7318.6.24.....73...........279.1..5...8..36..3......";

  @Test
  void solveIsLazy() {
    // the empty 9×9 has about 6.67e21 solutions: only a lazy stream can return three of them
    Sudoku empty = new Sudoku(new int[81]);
    for (SudokuKernel kernel : SudokuKernel.values()) {
      List<Sudoku> three = empty.solutions(kernel).limit(3).toList();
      assertEquals(3, three.stream().distinct().count());
      three.forEach(s -> assertTrue(GridChecks.isValidGrid(3, s.toArray())));
    }
  }

  @Test
  void limits() {
    Sudoku c = new Sudoku(C_EQ); // 98 solutions (sage_examples.tsv)
    for (SudokuKernel kernel : SudokuKernel.values()) {
      assertEquals(10, c.countUpTo(10, kernel));
      assertEquals(98, c.countUpTo(1000, kernel));
      assertEquals(0, c.countUpTo(0, kernel));
      assertEquals(7, c.solutionsUpTo(7, kernel).size());
      assertEquals(98, c.solutionsUpTo(500, kernel).size());
      assertEquals(false, c.isUnique(kernel));
    }
  }

  @Test
  void nestedCallsOnOneThreadDoNotInterfere() {
    // isUnique() inside a stream and inside another eager call borrow the thread's pooled solver
    Sudoku h = new Sudoku(H);
    List<Boolean> unique = h.solutionsUpTo(5, SudokuKernel.DLX).stream()
        .map(s -> new Sudoku(s.toString()).isUnique()).collect(Collectors.toList());
    assertEquals(List.of(true, true, true, true, true), unique);
    long total = h.solutions().mapToLong(s -> h.count()).sum();
    assertEquals(25, total);
  }

  @Test
  void parallelCountEqualsSequentialCount() {
    Sudoku c = new Sudoku(C_EQ);
    assertEquals(98, c.count(2));
    assertEquals(98, c.count(1));
  }

  @Test
  void solutionsAreComplete() {
    Sudoku s = new Sudoku(H).findFirst().orElseThrow();
    assertTrue(s.isComplete());
    assertEquals(81, s.givenCount());
    assertEquals(false, new Sudoku(H).isComplete());
    assertEquals(List.of(s), s.solutionsUpTo(2, SudokuKernel.BACKTRACK), "a solved grid is its own solution");
  }
}
