package io.github.dlxkit.sudoku;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.sudoku.batch.SolverBench;
import io.github.dlxkit.sudoku.batch.SudokuBatch;
import io.github.dlxkit.sudoku.batch.SudokuBatch.Summary;
import io.github.dlxkit.sudoku.encoding.DlxSudokuSolver;
import io.github.dlxkit.sudoku.generate.Difficulty;
import io.github.dlxkit.sudoku.generate.Difficulty.Technique;
import io.github.dlxkit.sudoku.generate.Generator;
import io.github.dlxkit.sudoku.model.SudokuSolver;
import io.github.dlxkit.sudoku.testing.GridChecks;
import io.github.dlxkit.sudoku.testing.NaiveSolver;
import java.io.BufferedReader;
import java.io.StringReader;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Runs the Java examples of sudoku's Javadoc and of docs/sudoku.md, each copied here word for word
 * (cli's OrphanExamplesTest checks that), and asserts what their comments say. The puzzles are
 * SageMath's ({@code sage.games.sudoku}): {@code A} with the one solution its docstring shows,
 * {@code H} (Royle's #3000) with the 5 solutions its docstrings state; every 4×4 grid: 288
 * (OEIS A107739).
 */
class DocExamplesTest {
  static final String A = "5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3";
  static final String A_SOLVED = "513687249849521637267349581158463972974218365326795418782934156635172894491856723";
  static final String H = "8..6..9.5.............2.31...7318.6.24.....73...........279.1..5...8..36..3......";

  @Test
  void packageSmallCase() {
    new Sudoku("................").count();                  // 288
    new Sudoku("................").count(SudokuKernel.DLX);  // 288 again, the other solver

    assertEquals(288, new Sudoku("................").count()); // OEIS A107739
    assertEquals(288, new Sudoku("................").count(SudokuKernel.DLX));
    assertEquals(288, NaiveSolver.solutions(2, new int[16], 1000).size());
  }

  @Test
  void packageClassic() {
    Sudoku a = new Sudoku("5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3");
    a.isUnique();                                      // true
    System.out.println(a.findFirst().orElseThrow().toAscii());

    assertTrue(a.isUnique());
    assertEquals(A_SOLVED, a.findFirst().orElseThrow().toString());
  }

  @Test
  void packageHardOne() {
    List<String> hardest = PuzzleSets.load("forum_hardest_1106");
    long unique = hardest.stream().filter(p -> new Sudoku(p).isUnique(SudokuKernel.BACKTRACK)).count();   // 375

    // the set's README: 375 puzzles; proper puzzles, which the exact-cover solver confirms too
    assertEquals(375, hardest.size());
    assertEquals(375, unique);
    for (int i = 0; i < hardest.size(); i += 25) {
      assertTrue(new Sudoku(hardest.get(i)).isUnique(SudokuKernel.DLX), hardest.get(i));
    }
  }

  @Test
  void sudoku() {
    Sudoku a = new Sudoku("5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3");
    Sudoku s = a.findFirst().orElseThrow();
    s.toString();      // "513687249849521637267349581158463972974218365326795418782934156635172894491856723"
    a.isUnique();      // true
    System.out.println(s.toAscii());
    new Sudoku("8..6..9.5.............2.31...7318.6.24.....73...........279.1..5...8..36..3......").count();  // 5
    new Sudoku("................").count();              // 288, every 4×4 grid

    assertEquals(A_SOLVED, s.toString());
    assertTrue(a.isUnique());
    assertEquals(5, new Sudoku(H).count());
    assertEquals(288, new Sudoku("................").count());
  }

  @Test
  void sudokuDoc() {
    Sudoku a = new Sudoku("5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3");
    Sudoku s = a.findFirst().orElseThrow();     // Optional<Sudoku>
    System.out.println(s);                          // 5136872498495216372673495811584639729742183...
    System.out.println(s.toAscii());                // Sage's boxed drawing
    a.isUnique();                                   // true
    a.solutions().forEach(System.out::println);         // lazy Stream<Sudoku> of all solutions (AUTO: backtrack)
    a.solutions(SudokuKernel.DLX).findFirst();       // the other solver, Sage's default
    new Sudoku("8..6..9.5.............2.31...7318.6.24.....73...........279.1..5...8..36..3......").count();  // 5
    new Sudoku("................").count();             // 288: every 4×4 grid
    new Sudoku(new int[625]).findFirst(SudokuKernel.BACKTRACK);  // a 25×25 grid

    assertTrue(A_SOLVED.startsWith("5136872498495216372673495811584639729742183"));
    assertEquals(A_SOLVED, s.toString());
    assertEquals(List.of(s), a.solutions().toList());
    assertEquals(Optional.of(s), a.solutions(SudokuKernel.BACKTRACK).findFirst());
    Sudoku big = new Sudoku(new int[625]).findFirst(SudokuKernel.BACKTRACK).orElseThrow();
    assertTrue(GridChecks.solves(5, new int[625], big.toArray()));
  }

  @Test
  void exactCover() {
    Sudoku puzzle = new Sudoku(H);
    Duration d = Duration.ofSeconds(10);
    SearchResult r = puzzle.exactCover().withLimits(SearchLimits.none().withTimeLimit(d)).run(2);

    assertTrue(r.isComplete());
    assertEquals(5, r.solutions());
  }

  @Test
  void puzzleSets() {
    int unique = 0;
    for (String line : PuzzleSets.load("top95")) {
      Sudoku s = new Sudoku(line);
      if (s.isUnique()) unique++;
    }

    // top95 is a list of proper puzzles: 95 puzzles, one solution each (both algorithms agree)
    assertEquals(95, unique);
    assertEquals(95, PuzzleSets.load("top95").stream().filter(l -> new Sudoku(l).isUnique(SudokuKernel.BACKTRACK))
        .count());
  }

  @Test
  void sudokuSolver() {
    List<int[]> puzzles = List.of(new Sudoku(A).toArray(), new int[81]);
    SudokuSolver solver = SudokuKernel.BACKTRACK.newSolver(3);
    int[] solution = new int[81];
    int solved = 0;
    for (int[] puzzle : puzzles) {          // row-major, 0 = blank, values 1..9
      solver.start(puzzle);
      if (solver.next(solution)) solved++;  // solution: the first one, if any
    }

    assertEquals(2, solved);
    assertTrue(GridChecks.solves(3, new int[81], solution));
    solver.start(puzzles.get(0));
    solver.next(solution);
    assertArrayEquals(new Sudoku(A_SOLVED).toArray(), solution);
  }

  @Test
  void solverBench() {
    List<int[]> puzzles = List.of(new Sudoku(A).toArray(), new Sudoku(H).toArray());
    SolverBench.Result r = SolverBench.run(puzzles, 3, SudokuKernel.BACKTRACK, Duration.ofMillis(200), Duration.ofSeconds(1));
    System.out.println(r.puzzlesPerSecond() + " puzzles/s, " + r.unique() + " of " + r.puzzles() + " unique");

    assertEquals(2, r.puzzles());
    assertEquals(1, r.unique()); // A has one solution, H five
    assertTrue(r.solved() >= 2 && r.solved() % 2 == 0, "whole passes: " + r.solved());
  }

  @Test
  void sudokuBatch() throws Exception {
    BufferedReader reader = new BufferedReader(new StringReader(A + "\n# Royle's #3000\n" + H + "\n"));
    SudokuBatch batch = new SudokuBatch(SudokuBatch.Mode.SOLVE, SudokuKernel.BACKTRACK, 2, 2);
    Summary summary = batch.run(reader, result -> System.out.println(result));

    assertEquals(2, summary.puzzles());
    assertEquals(2, summary.solved());
    assertEquals(1, summary.unique());
    assertEquals(0, summary.bad());
  }

  @Test
  void difficulty() {
    // generated (seed 9, minimal); no blank has a single candidate at the start (DifficultyTest
    // counts them), so naked singles cannot begin, and hidden singles solve it without a guess
    Sudoku puzzle = new Sudoku("..514....1....3.78.9...71....1.3.2...8.....5...3.6......67.....24.5....6....9....");
    Difficulty d = Difficulty.of(puzzle);   // e.g. HIDDEN_SINGLES, 0 guesses

    assertEquals(new Difficulty(Technique.HIDDEN_SINGLES, 0), d);
  }

  @Test
  void generator() {
    Generator g = new Generator(3, 42);
    Sudoku p = g.next(true);        // a minimal 9×9 puzzle: no given can be removed

    // checked by the naive solver of the tests: one solution, and two or more without any given
    int[] cells = p.toArray();
    assertEquals(1, NaiveSolver.solutions(3, cells, 2).size());
    for (int i = 0; i < cells.length; i++) {
      if (cells[i] != 0) {
        int[] fewer = cells.clone();
        fewer[i] = 0;
        assertEquals(2, NaiveSolver.solutions(3, fewer, 2).size(), "given " + i + " can be removed");
      }
    }
  }

  /**
   * DlxSudokuSolver.watch, word for word: an empty 100x100 grid (docs/sudoku.md, "Large grids":
   * about 660,000 nodes and half a minute with restarts; 64x64 is now filled in seconds) is stopped
   * by its 200 ms time limit and says so, never running on and never claiming "no solution".
   */
  @Test
  void dlxSudokuSolverWatch() {
    long t0 = System.nanoTime();
    Sudoku empty = new Sudoku(new int[100 * 100]);
    DlxSudokuSolver s = new DlxSudokuSolver(empty.geometry());
    s.watch(SearchControl.of(SearchLimits.none().withTimeLimit(Duration.ofMillis(200))).worker());
    s.start(empty.toArray());
    int[] solution = new int[100 * 100];
    boolean found = s.next(solution);   // false, and s.isStopped(): out of time, not no solution
    assertFalse(found, "filled within 200 ms: pick a grid that takes longer");
    assertTrue(s.isStopped(), "not stopped, so it claims no solution");
    assertTrue(System.nanoTime() - t0 < 20_000_000_000L, "the 200 ms limit did not stop the search");
  }

  /** The Javadoc example of {@link DlxSudokuSolver#DlxSudokuSolver(Geometry, boolean)}, word for word. */
  @Test
  void dlxSudokuSolverBranchingOnCells() {
    Sudoku empty = new Sudoku(new int[49 * 49]);
    DlxSudokuSolver s = new DlxSudokuSolver(empty.geometry(), true);
    s.start(empty.toArray());
    int[] grid = new int[49 * 49];
    s.next(grid);   // true: filled within a few thousand nodes (s.nodes()), the plain choice not in a million

    assertTrue(s.nodes() < 10_000, "nodes: " + s.nodes()); // 2,969 measured (docs/sudoku.md, "Large grids")
    assertTrue(GridChecks.isValidGrid(7, grid));
  }
}
