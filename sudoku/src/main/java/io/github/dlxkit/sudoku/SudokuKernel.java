package io.github.dlxkit.sudoku;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.sudoku.backtrack.BandSolver;
import io.github.dlxkit.sudoku.backtrack.MaskSolver;
import io.github.dlxkit.sudoku.encoding.DlxSudokuSolver;
import io.github.dlxkit.sudoku.model.Geometry;
import io.github.dlxkit.sudoku.model.SudokuSolver;

/**
 * The two ways dlxkit solves a Sudoku, both finding the same solutions (in different orders), and
 * {@link #AUTO}, the default: the faster of the two for the grid's size.
 *
 * <pre>{@code
 * Sudoku empty = new Sudoku("................");
 * empty.count(SudokuKernel.DLX);         // 288
 * empty.count(SudokuKernel.BACKTRACK);   // 288
 * SudokuKernel.BACKTRACK.maxBoxSize();   // the largest box its bit masks hold
 * SudokuKernel.AUTO.forBoxSize(3);       // BACKTRACK
 * SudokuKernel.AUTO.forBoxSize(9);       // DLX: an 81x81 grid is beyond the bit masks
 * }</pre>
 */
public enum SudokuKernel {
  /**
   * The faster kernel for each size: {@link #BACKTRACK} where it goes (box sizes up to 8, 64×64),
   * else {@link #DLX}. The default of {@link Sudoku}'s methods, {@code dlx sudoku} and the web
   * page. Measured end to end on {@code dlx sudoku solve --file} (issue 54): BACKTRACK answered
   * the 49,158 17-clue puzzles at 148,151 a second against DLX's 27,753, top95 five to seven times
   * as fast. SageMath's {@code solve()} defaults to its DLX instead (see docs/sudoku.md).
   */
  AUTO(Geometry.MAX_BOX_SIZE),

  /**
   * Exact cover on dlxkit's Dancing Links engine: one option per (cell, value), items for each cell
   * and for each value in each row, column and box; the givens are fixed before the search. Any box
   * size up to {@link Geometry#MAX_BOX_SIZE}.
   */
  DLX(Geometry.MAX_BOX_SIZE),

  /**
   * A specialised backtracking search on bit masks that places naked and hidden singles before each
   * guess and guesses in a cell with the fewest candidates. 9×9 grids use a dedicated kernel on
   * band bitboards; other sizes a general one on 64-bit masks, hence box sizes up to 8 (64×64).
   */
  BACKTRACK(MaskSolver.MAX_BOX_SIZE);

  private final int maxBoxSize;

  SudokuKernel(int maxBoxSize) {
    this.maxBoxSize = maxBoxSize;
  }

  /**
   * {@return the kernel that searches grids of box size {@code boxSize}: for {@link #AUTO} the faster one
   * that takes that size ({@link #BACKTRACK} up to its {@link #maxBoxSize()}, else {@link #DLX});
   * for the others, itself}
   *
   * @param boxSize the grids' box size n (3 for 9×9)
   */
  public SudokuKernel forBoxSize(int boxSize) {
    if (this != AUTO) {
      return this;
    }
    return boxSize <= BACKTRACK.maxBoxSize ? BACKTRACK : DLX;
  }

  /** {@return the largest box size this kernel handles} */
  public int maxBoxSize() {
    return maxBoxSize;
  }

  /**
   * {@return a new solver for grids of box size {@code boxSize}} A solver is for one thread.
   *
   * @param boxSize the grids' box size n, 1 to {@link #maxBoxSize()}
   * @throws IllegalArgumentException if this kernel does not handle that size
   */
  public SudokuSolver newSolver(int boxSize) {
    if (this == AUTO) {
      return forBoxSize(boxSize).newSolver(boxSize);
    }
    Geometry geometry = Geometry.of(boxSize);
    if (boxSize > maxBoxSize) {
      throw new BadInputException("the " + name() + " kernel handles box sizes up to "
          + maxBoxSize + " (" + maxBoxSize * maxBoxSize + "×" + maxBoxSize * maxBoxSize
          + " grids), not " + boxSize + "; use DLX");
    }
    if (this == DLX) {
      return new DlxSudokuSolver(geometry);
    }
    return boxSize == 3 ? new BandSolver() : new MaskSolver(geometry);
  }
}
