package io.github.dlxkit.sudoku;

import io.github.dlxkit.sudoku.Sudoku;
import java.time.Duration;
import java.util.List;

/**
 * The names sudoku's Javadoc examples use without declaring them: a 9×9 puzzle with one solution
 * (the README's), a time limit, puzzles as arrays.
 */
public class SudokuFixtures {
  protected Sudoku puzzle =
      new Sudoku("5...8..49...5...3..673....115..........2.8..........187....415..3...2...49..5...3");
  protected Duration d = Duration.ofSeconds(5);
  protected List<int[]> puzzles = List.of(puzzle.toArray(), new int[81]);

  /** One per example: each runs on fields of its own. */
  public SudokuFixtures() {}

  /** Every example of sudoku runs. */
  public void before(String where) {}
}
