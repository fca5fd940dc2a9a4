package io.github.dlxkit.sudoku.generate;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.sudoku.Sudoku;
import io.github.dlxkit.sudoku.SudokuKernel;
import io.github.dlxkit.sudoku.model.Geometry;
import io.github.dlxkit.sudoku.model.Symbols;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A player's entries checked against their puzzle, as a Sudoku site checks them while they are typed:
 * the entries that repeat a value of their row, column or box, and (when the puzzle has one solution)
 * the entries that differ from it; and the mistake a hint points at before any other.
 *
 * <pre>{@code
 * Sudoku puzzle = Sudoku.parse("1.3.34..2.4..1.2");
 * EntryCheck c = EntryCheck.of(puzzle, new Sudoku("113.34..2.4..1.2", false));
 * c.conflicts();                     // [1]: the 1 repeats the given 1 of its row
 * c.firstMistake().get().explanation();   // "row 1, column 2 is not 1: it repeats a value of its row, column or box"
 * }</pre>
 *
 * <p>Immutable; safe from any thread.
 */
public final class EntryCheck {
  private final List<Integer> conflicts;
  private final List<Integer> wrong;
  private final boolean unique;
  private final boolean solved;
  private final Geometry geometry;
  private final int[] cells;

  /**
   * A wrong entry to point at, without telling its value: the player finds it.
   *
   * @param cell the cell, row by row from 0
   * @param repeats whether it repeats a value of its row, column or box (else it differs from the solution)
   * @param explanation one line for a person
   */
  public record Mistake(int cell, boolean repeats, String explanation) {}

  private EntryCheck(List<Integer> conflicts, List<Integer> wrong, boolean unique, boolean solved, Geometry geometry,
      int[] cells) {
    this.conflicts = List.copyOf(conflicts);
    this.wrong = List.copyOf(wrong);
    this.unique = unique;
    this.solved = solved;
    this.geometry = geometry;
    this.cells = cells;
  }

  /**
   * The entries of {@code grid} (givens and entries, as typed: repeats allowed, so make it with
   * {@code new Sudoku(text, false)}) checked against {@code puzzle}. Searches the puzzle's solutions (up to
   * two) in the calling thread.
   *
   * @param puzzle the puzzle, its givens only; not null
   * @param grid the puzzle's givens and the player's entries; not null
   * @return the check: conflicts, wrong entries, uniqueness, whether solved
   * @throws BadInputException if the grid is not the puzzle's size or changes one of its givens
   */
  public static EntryCheck of(Sudoku puzzle, Sudoku grid) {
    Objects.requireNonNull(puzzle, "puzzle");
    Objects.requireNonNull(grid, "grid");
    Geometry g = puzzle.geometry();
    if (grid.boxSize() != puzzle.boxSize()) {
      throw new BadInputException("the grid is " + grid.size() + "×" + grid.size() + " but the puzzle "
          + puzzle.size() + "×" + puzzle.size());
    }
    int[] given = puzzle.toArray();
    int[] cells = grid.toArray();
    List<Integer> conflicts = new ArrayList<>();
    int[][] peers = g.peers();
    for (int cell = 0; cell < cells.length; cell++) {
      if (given[cell] != 0 && cells[cell] != given[cell]) {
        throw new BadInputException("the grid changes the given at row " + (g.row(cell) + 1) + ", column "
            + (g.column(cell) + 1));
      }
      if (cells[cell] != 0 && given[cell] == 0) {
        for (int p : peers[cell]) {
          if (cells[p] == cells[cell]) {
            conflicts.add(cell);
            break;
          }
        }
      }
    }
    List<Sudoku> two = puzzle.solutionsUpTo(2, SudokuKernel.AUTO);
    List<Integer> wrong = new ArrayList<>();
    if (two.size() == 1) {
      int[] solution = two.get(0).toArray();
      for (int cell = 0; cell < cells.length; cell++) {
        if (cells[cell] != 0 && cells[cell] != solution[cell]) {
          wrong.add(cell);
        }
      }
    }
    return new EntryCheck(conflicts, wrong, two.size() == 1,
        two.size() == 1 && wrong.isEmpty() && grid.isComplete(), g, cells);
  }

  /**
   * {@return the cells (row by row from 0) whose entry repeats a value of their row, column or box,
   * in increasing order; givens are never listed; unmodifiable}
   */
  public List<Integer> conflicts() {
    return conflicts;
  }

  /**
   * {@return the cells whose entry differs from the solution, in increasing order; empty when the
   * puzzle has not exactly one; unmodifiable}
   */
  public List<Integer> wrong() {
    return wrong;
  }

  /** {@return whether the puzzle has exactly one solution} */
  public boolean isUnique() {
    return unique;
  }

  /**
   * {@return whether the grid is full and every entry is the solution's (false when the puzzle has
   * not exactly one solution)}
   */
  public boolean isSolved() {
    return solved;
  }

  /**
   * The mistake a hint points at before any other: the first entry (row by row) that repeats a value
   * of its row, column or box, else the first that differs from the solution; empty when there is none.
   *
   * @return the mistake, its explanation naming the cell (rows and columns from 1) and the value
   *     entered, or empty
   */
  public Optional<Mistake> firstMistake() {
    boolean repeats = !conflicts.isEmpty();
    List<Integer> bad = repeats ? conflicts : wrong;
    if (bad.isEmpty()) {
      return Optional.empty();
    }
    int cell = bad.get(0);
    int v = cells[cell];
    String value = v <= Symbols.MAX_VALUE ? String.valueOf(Symbols.charOf(v)) : String.valueOf(v);
    return Optional.of(new Mistake(cell, repeats, "row " + (geometry.row(cell) + 1) + ", column "
        + (geometry.column(cell) + 1) + " is not " + value
        + (repeats ? ": it repeats a value of its row, column or box" : ": it differs from the solution")));
  }
}
