package io.github.dlxkit.sudoku.encoding;

import io.github.dlxkit.sudoku.model.Geometry;
import io.github.dlxkit.sudoku.testing.GridChecks;

/**
 * The child JVM of {@link EmptyGridMemoryTest}: fills the empty grid of box size {@code args[0]}
 * with the DLX solver and prints its node count; exit status 0 if the grid is filled and valid, 3
 * if not (an OutOfMemoryError ends the JVM with another status).
 */
public final class EmptyGridChild {
  private EmptyGridChild() {}

  public static void main(String[] args) {
    Geometry g = Geometry.of(Integer.parseInt(args[0]));
    DlxSudokuSolver s = new DlxSudokuSolver(g);
    s.start(new int[g.cellCount()]);
    int[] grid = new int[g.cellCount()];
    boolean filled = s.next(grid) && GridChecks.isValidGrid(g.boxSize(), grid);
    System.out.println(s.nodes());
    System.exit(filled ? 0 : 3);
  }
}
