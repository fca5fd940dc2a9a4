package io.github.dlxkit.sudoku.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.sudoku.Sudoku;
import io.github.dlxkit.sudoku.testing.GridChecks;
import io.github.dlxkit.sudoku.testing.RandomGrids;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Every size reads back from every text form that writes numbers or symbols. */
class PuzzleTextTest {

  /** A random valid grid (checked independently by GridChecks) with about half its cells blank. */
  static Sudoku puzzle(int n, long seed) {
    Random random = new Random(seed);
    int[] grid = RandomGrids.grid(n, random);
    assertTrue(GridChecks.isValidGrid(n, grid));
    return new Sudoku(RandomGrids.blank(grid, grid.length / 2, random));
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 5, 6, 7, 10})
  void everySizeRoundTripsThroughEveryReadableForm(int n) {
    Sudoku p = puzzle(n, 16 + n);
    for (Function<Sudoku, String> form : java.util.List.<Function<Sudoku, String>>of(
        Sudoku::toString, s -> s.toList().toString(), Sudoku::toJson, Sudoku::toMatrixText)) {
      String text = form.apply(p);
      assertEquals(p, Sudoku.parse(text), () -> "box size " + n + ": " + text.substring(0, Math.min(80, text.length())));
    }
  }

  @Test
  void numbersBySpacesCommasOrDots() {
    Sudoku expected = new Sudoku(".4..32....14..3.");
    assertEquals(expected, Sudoku.parse("0 4 0 0 3 2 0 0 0 0 1 4 0 0 3 0"));
    assertEquals(expected, Sudoku.parse(". 4 . . 3 2 . . . . 1 4 . . 3 ."));
    assertEquals(expected, Sudoku.parse("0,4,0,0, 3,2,0,0, 0,0,1,4, 0,0,3,0"));
    assertEquals(expected, Sudoku.parse(".4..32....14..3.  rated 1.2"));
  }

  @Test
  void matrixAndJsonLookLikeThis() {
    Sudoku s = new Sudoku(".4..32....14..3.");
    assertEquals("0 4 0 0\n3 2 0 0\n0 0 1 4\n0 0 3 0", s.toMatrixText());
    assertEquals("[[0,4,0,0],[3,2,0,0],[0,0,1,4],[0,0,3,0]]", s.toJson());
    // 16×16: two columns per value
    assertTrue(puzzle(4, 1).toMatrixText().lines().allMatch(l -> l.length() == 16 * 3 - 1));
  }

  @Test
  void badNumbersAreNamed() {
    assertEquals("bad number 'x' (number 3): use 0 or . for a blank and 1 to 100 for values",
        assertThrows(IllegalArgumentException.class, () -> Sudoku.parse("1 2 x 4 5 6 7 8 9 1 2 3 4 5 6 7")).getMessage());
    assertEquals("a Sudoku has n⁴ numbers for a box size n from 1 to 10 (1, 16, 81, 256, ...), got 3",
        assertThrows(IllegalArgumentException.class, () -> Sudoku.parse("1, 2, 3")).getMessage());
    assertEquals("bad number '12345' (number 2): use 0 or . for a blank and 1 to 100 for values",
        assertThrows(IllegalArgumentException.class, () -> Sudoku.parse("0, 12345, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0")).getMessage());
    String tooLarge = assertThrows(IllegalArgumentException.class,
        () -> Sudoku.parse("5 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0")).getMessage();
    assertTrue(tooLarge.startsWith("value 5 at row 1, column 1 is out of range"), tooLarge);
  }

  @Test
  void valuesAreKeptExactly() {
    Sudoku p = puzzle(10, 3);
    assertArrayEquals(p.toArray(), Sudoku.parse(p.toJson()).toArray());
  }
}
