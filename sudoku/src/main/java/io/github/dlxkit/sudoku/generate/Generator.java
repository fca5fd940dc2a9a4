package io.github.dlxkit.sudoku.generate;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.sudoku.SudokuKernel;
import io.github.dlxkit.sudoku.Sudoku;
import io.github.dlxkit.sudoku.model.SudokuSolver;
import io.github.dlxkit.sudoku.model.Geometry;
import io.github.dlxkit.sudoku.model.Symmetry;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStatistics;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.StopReason;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.Random;

/**
 * Makes puzzles with exactly one solution, reproducibly from a seed.
 *
 * <pre>{@code
 * Generator g = new Generator(3, 42);
 * Sudoku p = g.next(true);        // a minimal 9×9 puzzle: no given can be removed
 * }</pre>
 *
 * <p><b>How.</b> A random full grid: the n boxes on the diagonal share no row or column, so each
 * gets a random permutation of the values; the BACKTRACK solver completes them (if it cannot, new
 * permutations are drawn). Then givens are removed in a random order, in pairs symmetric about the
 * centre (the classic look), each removal kept only if the BACKTRACK solver still finds exactly one
 * solution. For a <em>minimal</em> puzzle, every given left is then tried once on its own. One try
 * per given suffices: removing givens only adds solutions, so a given that could not be removed
 * earlier cannot be removed later. Last, DLX, the other solver, checks the puzzle is unique.
 *
 * <p>The grids are not drawn uniformly from all grids (a known hard problem); the puzzles are
 * typical of "remove givens at random" generators: mostly easy, rarely very hard.
 *
 * <p>Not thread-safe: a generator holds its random source and a solver; one per thread.
 */
public final class Generator {
  /**
   * The largest box size: 16×16 (box size 4) takes about a second per puzzle; at 25×25 sparse
   * puzzles make single uniqueness checks that run for minutes.
   */
  public static final int MAX_BOX_SIZE = 4;

  private final Geometry geometry;
  private final Random random;
  private final SudokuSolver solver;

  /**
   * A generator for box size {@code boxSize} (1 to {@value #MAX_BOX_SIZE}) seeded with {@code seed}.
   *
   * @param boxSize the box size n, 1 to {@value #MAX_BOX_SIZE} (3 for 9×9)
   * @param seed the seed: the same seed gives the same puzzles, in the same order
   * @throws IllegalArgumentException for another box size
   */
  public Generator(int boxSize, long seed) {
    if (boxSize < 1 || boxSize > MAX_BOX_SIZE) {
      throw new BadInputException("the generator makes box sizes 1 to " + MAX_BOX_SIZE
          + " (grids up to " + MAX_BOX_SIZE * MAX_BOX_SIZE + "×" + MAX_BOX_SIZE * MAX_BOX_SIZE
          + "), not " + boxSize);
    }
    this.geometry = Geometry.of(boxSize);
    this.random = new Random(seed);
    this.solver = SudokuKernel.BACKTRACK.newSolver(boxSize);
  }

  /**
   * {@return the next puzzle: unique, and minimal if asked}
   *
   * @param minimal also try removing each given left on its own, so that none can be removed
   */
  public Sudoku next(boolean minimal) {
    int[] puzzle = fullGrid();
    int cells = puzzle.length;
    for (int cell : shuffledCells()) {
      int mirror = cells - 1 - cell;
      if (cell <= mirror && puzzle[cell] != 0) {
        tryRemove(puzzle, cell, mirror);
      }
    }
    if (minimal) {
      for (int cell : shuffledCells()) {
        if (puzzle[cell] != 0) {
          tryRemove(puzzle, cell, cell);
        }
      }
    }
    Sudoku result = new Sudoku(puzzle);
    if (!result.isUnique(SudokuKernel.DLX)) {
      throw new IllegalStateException("DLX disagrees: generated puzzle " + result + " is not unique");
    }
    return result;
  }

  /**
   * The first of the next {@code tries} puzzles whose difficulty's technique is {@code wanted}, or
   * empty if none is. A guessing puzzle is asked of minimal puzzles (the hardest a seed gives), the
   * others of puzzles that keep their extra givens. Each puzzle drawn advances the generator, as
   * {@link #next(boolean)} does.
   *
   * @param wanted {@code NAKED_SINGLES}, {@code HIDDEN_SINGLES} or {@code GUESSING}
   * @param tries how many puzzles to draw at most, at least 1
   * @return the first puzzle drawn that needs {@code wanted}, or empty
   * @throws IllegalArgumentException if {@code wanted} is {@code NONE} (no puzzle is all givens) or
   *     {@code tries} is not positive
   * @throws SearchStoppedException (cancelled) if the thread is interrupted between two puzzles
   */
  public Optional<Sudoku> next(Difficulty.Technique wanted, int tries) {
    Objects.requireNonNull(wanted, "wanted");
    if (wanted == Difficulty.Technique.NONE) {
      throw new IllegalArgumentException("a generated puzzle has blanks: its technique is never none");
    }
    if (tries < 1) {
      throw new IllegalArgumentException("tries must be at least 1, got " + tries);
    }
    for (int i = 0; i < tries; i++) {
      if (Thread.currentThread().isInterrupted()) {
        throw new SearchStoppedException(new SearchResult(0, StopReason.CANCELLED,
            new SearchStatistics(0, 0, 0, Duration.ZERO)));
      }
      Sudoku p = next(wanted == Difficulty.Technique.GUESSING);
      if (Difficulty.of(p).technique() == wanted) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  /** Removes the givens at a and b (maybe the same cell) unless that makes a second solution. */
  private void tryRemove(int[] puzzle, int a, int b) {
    int va = puzzle[a];
    int vb = puzzle[b];
    puzzle[a] = 0;
    puzzle[b] = 0;
    if (solver.countUpTo(puzzle, 2) != 1) {
      puzzle[a] = va;
      puzzle[b] = vb;
    }
  }

  private int[] fullGrid() {
    int n = geometry.boxSize();
    int side = geometry.side();
    int[] grid = new int[geometry.cellCount()];
    while (true) {
      for (int box = 0; box < n; box++) {
        int[] values = permutation(side);
        for (int i = 0; i < side; i++) {
          int row = box * n + i / n;
          int column = box * n + i % n;
          grid[geometry.cell(row, column)] = values[i] + 1;
        }
      }
      solver.start(grid);
      int[] full = new int[grid.length];
      if (solver.next(full)) {
        return full;
      }
      java.util.Arrays.fill(grid, 0);
    }
  }

  private int[] shuffledCells() {
    return permutation(geometry.cellCount());
  }

  private int[] permutation(int k) {
    return Symmetry.permutation(k, random);
  }
}
