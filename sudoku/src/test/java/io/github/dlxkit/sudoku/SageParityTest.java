package io.github.dlxkit.sudoku;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.sudoku.testing.GridChecks;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * SageMath's documented behaviour of {@code sage.games.sudoku}, example by example. Every expected
 * string, list and matrix here is the output printed in the doctests of {@code sage/games/sudoku.py}
 * (sagemath/sage, {@code src/sage/games/sudoku.py}); the puzzles are named as there.
 */
class SageParityTest {
  static final String K = ".4..32....14..3.";
  static final String A = "5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3";
  static final String H = "8..6..9.5.............2.31...7318.6.24.....73...........279.1..5...8..36..3......";
  static final String C_EQ = "1..6..9.5.............2.31...7318.6.24.....73...........279.1..5...8..36..3......";
  static final String D_EQ = "81.6..9.5.............2.31...7318.6.24.....73...........279.1..5...8..36..3......";
  static final String E = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
  static final String ESCARGOT = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
  static final String WIKIPEDIA = "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
  static final String D_INIT = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";
  static final String J = "....a..69.3....1d.2...8....e.4....b....5..c.......7.......g...f....1.e..2.b.8..3......."
      + "4.d.....6.........f..7.g..9.a..c...5.....8..f.....1..e.79.c....b.....2...6.....g.7......84...."
      + "3.d..a.5....5...7..e...ca.....3.1.......b......f....4...d..e..g.92.6..8....";

  static String lines(String... lines) {
    return String.join("\n", lines);
  }

  // --- conversions of the 4×4 puzzle used throughout Sage's docstrings

  @Test
  void toAsciiOf4x4() {
    assertEquals(lines("+---+---+", "|  4|   |", "|3 2|   |", "+---+---+", "|   |1 4|", "|   |3  |", "+---+---+"),
        new Sudoku(K).toAscii());
  }

  @Test
  void toLatexOf4x4() {
    // Sage: '\\begin{array}{|*{2}{*{2}{r}|}}\\hline\n &4& & \\\\\n3&2& & \\\\\\hline\n & &1&4\\\\\n & &3& \\\\\\hline\n\\end{array}'
    String expected = "\\begin{array}{|*{2}{*{2}{r}|}}\\hline\n &4& & \\\\\n3&2& & \\\\\\hline\n"
        + " & &1&4\\\\\n & &3& \\\\\\hline\n\\end{array}";
    assertEquals(expected, new Sudoku(K).toLatex());
  }

  @Test
  void toMatrixOf4x4() {
    int[][] expected = {{0, 4, 0, 0}, {3, 2, 0, 0}, {0, 0, 1, 4}, {0, 0, 3, 0}};
    assertArrayEquals(expected, new Sudoku(K).toMatrix());
  }

  @Test
  void listRoundTrip() {
    List<Integer> alist = List.of(0, 4, 0, 0, 3, 2, 0, 0, 0, 0, 1, 4, 0, 0, 3, 0);
    int[] array = alist.stream().mapToInt(Integer::intValue).toArray();
    assertEquals(alist, new Sudoku(array).toList());
  }

  @Test
  void toListOfD() {
    List<Integer> expected = List.of(1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 9, 0, 4, 0, 0, 0, 5, 0, 0, 0, 6, 0, 0, 0,
        7, 0, 0, 0, 5, 0, 9, 0, 3, 0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0, 8, 5, 0, 0, 4, 0, 7, 0, 0, 0,
        0, 0, 6, 0, 0, 0, 3, 0, 0, 0, 9, 0, 8, 0, 0, 0, 2, 0, 0, 0, 0, 0, 1);
    assertEquals(expected, new Sudoku(D_INIT).toList());
  }

  @Test
  void toStringOfMatrixB() {
    int[][] b = {{0, 0, 0, 0, 1, 0, 9, 0, 0}, {8, 0, 0, 4, 0, 0, 0, 0, 0}, {2, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 7, 0, 0, 3, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 2, 0, 4}, {0, 0, 0, 0, 0, 0, 0, 5, 8},
        {0, 6, 0, 0, 0, 0, 1, 3, 0}, {7, 0, 0, 2, 0, 0, 0, 0, 0}, {0, 0, 0, 8, 0, 0, 0, 0, 0}};
    assertEquals("....1.9..8..4.....2.........7..3..........2.4.......58.6....13.7..2........8.....",
        new Sudoku(b).toString());
  }

  @Test
  void matrixRoundTripOfG() {
    int[][] g = {{1, 0, 0, 0, 0, 7, 0, 9, 0}, {0, 3, 0, 0, 2, 0, 0, 0, 8}, {0, 0, 9, 6, 0, 0, 5, 0, 0},
        {0, 0, 5, 3, 0, 0, 9, 0, 0}, {0, 1, 0, 0, 8, 0, 0, 0, 2}, {6, 0, 0, 0, 0, 4, 0, 0, 0},
        {3, 0, 0, 0, 0, 0, 0, 1, 0}, {0, 4, 0, 0, 0, 0, 0, 0, 7}, {0, 0, 7, 0, 0, 0, 3, 0, 0}};
    assertArrayEquals(g, new Sudoku(g).toMatrix());
    assertEquals(new Sudoku(ESCARGOT), new Sudoku(g));
  }

  @Test
  void sixteenBySixteenStringForm() {
    int[] j = {0, 0, 0, 0, 10, 0, 0, 6, 9, 0, 3, 0, 0, 0, 0, 1, 13, 0, 2, 0, 0, 0, 8, 0, 0, 0, 0, 14, 0, 4, 0,
        0, 0, 0, 11, 0, 0, 0, 0, 5, 0, 0, 12, 0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0, 16, 0, 0, 0, 15, 0,
        0, 0, 0, 1, 0, 14, 0, 0, 2, 0, 11, 0, 8, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 4, 0, 13, 0, 0, 0, 0, 0, 6, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 15, 0, 0, 7, 0, 16, 0, 0, 9, 0, 10, 0, 0, 12, 0, 0, 0, 5, 0, 0, 0, 0, 0, 8, 0,
        0, 15, 0, 0, 0, 0, 0, 1, 0, 0, 14, 0, 7, 9, 0, 12, 0, 0, 0, 0, 11, 0, 0, 0, 0, 0, 2, 0, 0, 0, 6, 0, 0,
        0, 0, 0, 16, 0, 7, 0, 0, 0, 0, 0, 0, 8, 4, 0, 0, 0, 0, 3, 0, 13, 0, 0, 10, 0, 5, 0, 0, 0, 0, 5, 0, 0,
        0, 7, 0, 0, 14, 0, 0, 0, 12, 10, 0, 0, 0, 0, 0, 3, 0, 1, 0, 0, 0, 0, 0, 0, 0, 11, 0, 0, 0, 0, 0, 0,
        15, 0, 0, 0, 0, 4, 0, 0, 0, 13, 0, 0, 14, 0, 0, 16, 0, 9, 2, 0, 6, 0, 0, 8, 0, 0, 0, 0};
    Sudoku s = new Sudoku(j);
    assertEquals(J, s.toString());
    assertEquals(s, new Sudoku(s.toString()));
  }

  @Test
  void stringRoundTripAcceptsUpperCaseAsSageDoes() {
    // Sage maps any other character c to ord(c.upper()) - ord('A') + 10
    assertEquals(new Sudoku(J), new Sudoku(J.toUpperCase()));
  }

  // --- printed puzzles and solutions

  @Test
  void classExampleAndItsSolutionAsAscii() {
    Sudoku a = new Sudoku(A);
    assertEquals(lines("+-----+-----+-----+", "|5    |  8  |  4 9|", "|     |5    |  3  |", "|  6 7|3    |    1|",
        "+-----+-----+-----+", "|1 5  |     |     |", "|     |2   8|     |", "|     |     |  1 8|",
        "+-----+-----+-----+", "|7    |    4|1 5  |", "|  3  |    2|     |", "|4 9  |  5  |    3|",
        "+-----+-----+-----+"), a.toAscii());
    String solved = lines("+-----+-----+-----+", "|5 1 3|6 8 7|2 4 9|", "|8 4 9|5 2 1|6 3 7|", "|2 6 7|3 4 9|5 8 1|",
        "+-----+-----+-----+", "|1 5 8|4 6 3|9 7 2|", "|9 7 4|2 1 8|3 6 5|", "|3 2 6|7 9 5|4 1 8|",
        "+-----+-----+-----+", "|7 8 2|9 3 4|1 5 6|", "|6 3 5|1 7 2|8 9 4|", "|4 9 1|8 5 6|7 2 3|",
        "+-----+-----+-----+");
    for (SudokuKernel kernel : SudokuKernel.values()) {
      assertEquals(solved, a.solve(kernel).findFirst().orElseThrow().toAscii(), kernel.name());
    }
  }

  @Test
  void legacyMatrixFunctionExample() {
    int[][] m = {{5, 0, 0, 0, 8, 0, 0, 4, 9}, {0, 0, 0, 5, 0, 0, 0, 3, 0}, {0, 6, 7, 3, 0, 0, 0, 0, 1},
        {1, 5, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 2, 0, 8, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 1, 8},
        {7, 0, 0, 0, 0, 4, 1, 5, 0}, {0, 3, 0, 0, 0, 2, 0, 0, 0}, {4, 9, 0, 0, 5, 0, 0, 0, 3}};
    int[][] expected = {{5, 1, 3, 6, 8, 7, 2, 4, 9}, {8, 4, 9, 5, 2, 1, 6, 3, 7}, {2, 6, 7, 3, 4, 9, 5, 8, 1},
        {1, 5, 8, 4, 6, 3, 9, 7, 2}, {9, 7, 4, 2, 1, 8, 3, 6, 5}, {3, 2, 6, 7, 9, 5, 4, 1, 8},
        {7, 8, 2, 9, 3, 4, 1, 5, 6}, {6, 3, 5, 1, 7, 2, 8, 9, 4}, {4, 9, 1, 8, 5, 6, 7, 2, 3}};
    assertArrayEquals(expected, new Sudoku(m).findFirst().orElseThrow().toMatrix());
  }

  @Test
  void puzzleHAsAsciiAndSagesFirstSolutionIsOneOfItsFive() {
    Sudoku h = new Sudoku(H);
    assertEquals(lines("+-----+-----+-----+", "|8    |6    |9   5|", "|     |     |     |", "|     |  2  |3 1  |",
        "+-----+-----+-----+", "|    7|3 1 8|  6  |", "|2 4  |     |  7 3|", "|     |     |     |",
        "+-----+-----+-----+", "|    2|7 9  |1    |", "|5    |  8  |  3 6|", "|    3|     |     |",
        "+-----+-----+-----+"), h.toAscii());
    // Sage prints this as the first solution of both of its algorithms; ours search in other orders
    Sudoku sagesFirst = new Sudoku("814637925325149687796825314957318462241956873638274591462793158579481236183562749");
    Set<Sudoku> dlx = h.solve(SudokuKernel.DLX).collect(Collectors.toSet());
    Set<Sudoku> backtrack = h.solve(SudokuKernel.BACKTRACK).collect(Collectors.toSet());
    assertEquals(5, dlx.size());
    assertEquals(dlx, backtrack);
    assertTrue(dlx.contains(sagesFirst));
  }

  @Test
  void dlxListOfE() {
    List<Integer> expected = List.of(4, 1, 7, 3, 6, 9, 8, 2, 5, 6, 3, 2, 1, 5, 8, 9, 4, 7, 9, 5, 8, 7, 2, 4, 3, 1,
        6, 8, 2, 5, 4, 3, 7, 1, 6, 9, 7, 9, 1, 5, 8, 6, 4, 3, 2, 3, 4, 6, 9, 1, 2, 7, 5, 8, 2, 8, 9, 6, 4, 3, 5,
        7, 1, 5, 7, 3, 2, 9, 1, 6, 8, 4, 1, 6, 4, 8, 7, 5, 2, 9, 3);
    Sudoku e = new Sudoku(E);
    assertEquals(expected, e.findFirst().orElseThrow().toList());
    assertEquals(1, e.count());
  }

  @Test
  void escargotAndWikipediaSolutions() {
    Sudoku g = new Sudoku(ESCARGOT);
    assertEquals(lines("+-----+-----+-----+", "|1    |    7|  9  |", "|  3  |  2  |    8|", "|    9|6    |5    |",
        "+-----+-----+-----+", "|    5|3    |9    |", "|  1  |  8  |    2|", "|6    |    4|     |",
        "+-----+-----+-----+", "|3    |     |  1  |", "|  4  |     |    7|", "|    7|     |3    |",
        "+-----+-----+-----+"), g.toAscii());
    assertEquals("162857493534129678789643521475312986913586742628794135356478219241935867897261354",
        g.findFirst(SudokuKernel.BACKTRACK).orElseThrow().toString());
    Sudoku c = new Sudoku(WIKIPEDIA);
    assertEquals(lines("+-----+-----+-----+", "|     |     |     |", "|     |    3|  8 5|", "|    1|  2  |     |",
        "+-----+-----+-----+", "|     |5   7|     |", "|    4|     |1    |", "|  9  |     |     |",
        "+-----+-----+-----+", "|5    |     |  7 3|", "|    2|  1  |     |", "|     |  4  |    9|",
        "+-----+-----+-----+"), c.toAscii());
    assertEquals("987654321246173985351928746128537694634892157795461832519286473472319568863745219",
        c.findFirst(SudokuKernel.BACKTRACK).orElseThrow().toString());
  }

  @Test
  void topTenGiveTheSameSolutionWithBothAlgorithms() {
    List<String> top = io.github.dlxkit.sudoku.PuzzleSets.load("top95").subList(0, 10);
    for (String puzzle : top) {
      Sudoku p = new Sudoku(puzzle);
      assertEquals(p.findFirst(SudokuKernel.DLX), p.findFirst(SudokuKernel.BACKTRACK), puzzle);
    }
  }

  @Test
  void sixteenBySixteenJHasSeveralSolutionsAndSagesFirstIsOne() {
    // Sage: "A larger puzzle, with multiple solutions, but we just get one."
    int[] sagesFirst = {5, 15, 16, 14, 10, 13, 7, 6, 9, 2, 3, 4, 11, 8, 12, 1, 13, 3, 2, 12, 11, 16, 8, 15, 1, 6, 7,
        14, 10, 4, 9, 5, 1, 10, 11, 6, 9, 4, 3, 5, 15, 8, 12, 13, 16, 7, 14, 2, 9, 8, 7, 4, 12, 2, 1, 14, 10, 5, 16,
        11, 6, 3, 15, 13, 12, 16, 4, 1, 13, 14, 9, 10, 2, 7, 11, 6, 8, 15, 5, 3, 3, 14, 5, 7, 16, 11, 15, 4, 12, 13,
        8, 9, 1, 2, 10, 6, 2, 6, 13, 11, 1, 8, 5, 3, 4, 15, 14, 10, 7, 9, 16, 12, 15, 9, 8, 10, 2, 6, 12, 7, 3, 16,
        5, 1, 4, 14, 13, 11, 8, 11, 3, 15, 5, 10, 4, 2, 13, 1, 6, 12, 14, 16, 7, 9, 16, 12, 14, 13, 7, 15, 11, 1, 8,
        9, 4, 5, 2, 6, 3, 10, 6, 2, 10, 5, 14, 12, 16, 9, 7, 11, 15, 3, 13, 1, 4, 8, 4, 7, 1, 9, 8, 3, 6, 13, 16, 14,
        10, 2, 5, 12, 11, 15, 11, 5, 9, 8, 6, 7, 13, 16, 14, 3, 1, 15, 12, 10, 2, 4, 7, 13, 15, 3, 4, 1, 10, 8, 5, 12,
        2, 16, 9, 11, 6, 14, 10, 1, 6, 2, 15, 5, 14, 12, 11, 4, 9, 7, 3, 13, 8, 16, 14, 4, 12, 16, 3, 9, 2, 11, 6, 10,
        13, 8, 15, 5, 1, 7};
    Sudoku j = new Sudoku(J);
    assertTrue(GridChecks.solves(4, j.toArray(), sagesFirst));
    for (SudokuKernel kernel : SudokuKernel.values()) {
      assertEquals(2, j.countUpTo(2, kernel), kernel.name());
      Sudoku first = j.findFirst(kernel).orElseThrow();
      assertTrue(GridChecks.solves(4, j.toArray(), first.toArray()), kernel.name());
    }
  }

  @Test
  void oneByOne() {
    Sudoku s = new Sudoku(".");
    assertEquals(lines("+-+", "|1|", "+-+"), s.findFirst().orElseThrow().toAscii());
    assertEquals(lines("+-+", "| |", "+-+"), s.toAscii());
  }

  @Test
  void unsolvableHbad() {
    Sudoku hbad = new Sudoku("82.6..9.5.............2.31...7318.6.24.....73...........279.1..5...8..36..3......");
    assertEquals(0, hbad.count());
    assertTrue(hbad.findFirst().isEmpty());
    assertEquals(0, hbad.solve().count());
  }

  // --- equality and hashing

  @Test
  void equalityExamples() {
    Sudoku a = new Sudoku(K);
    Sudoku b = new Sudoku(H);
    Sudoku c = new Sudoku(C_EQ);
    Sudoku d = new Sudoku(D_EQ);
    assertNotEquals(a, b);
    assertEquals(b, b);
    assertNotEquals(b, c);
    assertNotEquals(b, d);
    assertEquals(b, new Sudoku(H));
    assertEquals(b.hashCode(), new Sudoku(H).hashCode());
    assertEquals(new Sudoku(K), new Sudoku(K.replace('.', '0')));
  }

  // --- errors (Sage's messages are paraphrased; ours also name the bad part)

  @Test
  void impossibleLength() {
    // Sage: "Sudoku puzzle dimension of 3 must be a perfect square"
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Sudoku("........."));
    assertTrue(e.getMessage().contains("got 9"), e.getMessage());
  }

  @Test
  void entryTooLargeFor4x4() {
    // Sage: "Sudoku puzzle has an invalid entry" for the 5 in '.1.2.......5....'
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Sudoku(".1.2.......5...."));
    assertEquals("value 5 at row 3, column 4 (character 12) is too large for a 4×4 Sudoku (values 1 to 4)",
        e.getMessage());
  }

  @Test
  void nonSquareMatrix() {
    // Sage: "Sudoku puzzle must be a square matrix" for matrix(2, range(6))
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new Sudoku(new int[][] {{0, 1, 2}, {3, 4, 5}}));
    assertTrue(e.getMessage().contains("got 2"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> new Sudoku(new int[][] {{1, 2, 3, 4}, {1, 2}, {}, {}}));
    assertEquals("a Sudoku matrix must be square: row 2 has 2 entries, not 4", e.getMessage());
  }

  @Test
  void gridsLargerThan36HaveNoStringFormButAList() {
    // Sage raises "Sudoku string representation is only valid for puzzles of size 36 or smaller" for
    // a 49×49 grid of 40s; a Java toString() must not throw, so it falls back to the list form.
    int[] cells = new int[2401];
    Arrays.fill(cells, 40);
    Sudoku s = new Sudoku(cells, false);
    assertEquals(49, s.size());
    assertTrue(s.toString().startsWith("[40, 40, "), s.toString().substring(0, 20));
  }

  @Test
  void backtrackHandles25x25WhereSageStopsAt16() {
    // Sage: "the Sudoku backtrack algorithm is limited to puzzles of size 16 or smaller"
    Sudoku empty = new Sudoku(new int[625]);
    Sudoku solved = empty.findFirst(SudokuKernel.BACKTRACK).orElseThrow();
    assertTrue(GridChecks.isValidGrid(5, solved.toArray()));
  }
}
