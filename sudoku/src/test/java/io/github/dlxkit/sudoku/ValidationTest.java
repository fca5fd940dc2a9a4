package io.github.dlxkit.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Bad input is refused at the boundary with a message naming the bad part. */
class ValidationTest {
  static final String A = "5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3";

  static String message(Runnable r) {
    return assertThrows(IllegalArgumentException.class, r::run).getMessage();
  }

  @Test
  void wrongLength() {
    assertEquals("a Sudoku string has n⁴ characters for a box size n from 1 to 6 (1, 16, 81, 256, 625 or 1296), got 80",
        message(() -> new Sudoku(A.substring(1))));
    assertTrue(message(() -> new Sudoku("")).endsWith("got 0"));
    assertEquals("a Sudoku has n⁴ cells for a box size n from 1 to 10 (1, 16, 81, 256, ...), got 17",
        message(() -> new Sudoku(new int[17])));
  }

  @Test
  void badCharacterNamesRowColumnAndCharacter() {
    String bad = A.substring(0, 13) + "*" + A.substring(14);
    assertEquals("bad character '*' at row 2, column 5 (character 14): use . or 0 for a blank, 1-9 and a-z for values",
        message(() -> new Sudoku(bad)));
    // a letter is a symbol (x = 33, as in Sage), just too large here
    String letter = A.substring(0, 13) + "x" + A.substring(14);
    assertEquals("value x (33) at row 2, column 5 (character 14) is too large for a 9×9 Sudoku (values 1 to 9)",
        message(() -> new Sudoku(letter)));
    String tab = "\t" + A.substring(1);
    assertTrue(message(() -> new Sudoku(tab)).startsWith("bad character U+0009 at row 1, column 1"));
  }

  @Test
  void valueOutOfRange() {
    assertEquals("value g (16) at row 1, column 1 (character 1) is too large for a 9×9 Sudoku (values 1 to 9)",
        message(() -> new Sudoku("g" + A.substring(1))));
    int[] cells = new int[16];
    cells[5] = -1;
    assertEquals("value -1 at row 2, column 2 is out of range for a 4×4 Sudoku (0 for a blank, 1 to 4)",
        message(() -> new Sudoku(cells)));
    int[][] rows = new int[4][4];
    rows[3][2] = 5;
    assertEquals("value 5 at row 4, column 3 is out of range for a 4×4 Sudoku (0 for a blank, 1 to 4)",
        message(() -> new Sudoku(rows)));
  }

  @Test
  void repeatedGivensNameBothCells() {
    // the 5 of row 1, column 1 again at row 1, column 3
    String row = "5.5" + A.substring(3);
    assertEquals("given 5 at row 1, column 1 repeats at row 1, column 3 (same row)", message(() -> new Sudoku(row)));
    // the 5 of row 1, column 1 again at row 9, column 1
    String column = A.substring(0, 72) + "5" + A.substring(73);
    assertEquals("given 5 at row 1, column 1 repeats at row 9, column 1 (same column)",
        message(() -> new Sudoku(column)));
    // the 5 of row 1, column 1 again at row 3, column 3 (cell 20, which is a 7 in A)
    String box = A.substring(0, 20) + "5" + A.substring(21);
    assertEquals("given 5 at row 1, column 1 repeats at row 3, column 3 (same box)", message(() -> new Sudoku(box)));
  }

  @Test
  void withoutVerificationRepeatsAreAllowedAndLeaveNoSolution() {
    String row = "5.5" + A.substring(3);
    Sudoku s = new Sudoku(row, false);
    for (SudokuKernel kernel : SudokuKernel.values()) {
      assertEquals(0, s.count(kernel), kernel.name());
      assertTrue(s.findFirst(kernel).isEmpty());
    }
    // but the shape and values are always checked
    assertTrue(message(() -> new Sudoku("*" + A.substring(1), false)).startsWith("bad character '*'"));
  }

  @Test
  void negativeLimits() {
    Sudoku s = new Sudoku(A);
    assertTrue(message(() -> s.countUpTo(-1)).contains("-1"));
    assertTrue(message(() -> s.solutionsUpTo(-2, SudokuKernel.DLX)).contains("-2"));
  }

  @Test
  void cellAccess() {
    Sudoku s = new Sudoku(A);
    assertEquals(5, s.get(0, 0));
    assertEquals(0, s.get(0, 1));
    assertEquals(3, s.get(8, 8));
    assertThrows(IndexOutOfBoundsException.class, () -> s.get(9, 0));
    assertEquals(26, s.givenCount());
    assertEquals(9, s.size());
    assertEquals(3, s.boxSize());
  }
}
