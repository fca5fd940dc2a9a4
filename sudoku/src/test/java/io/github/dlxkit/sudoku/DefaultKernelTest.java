package io.github.dlxkit.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Without a kernel named, {@link Sudoku}'s methods take the faster solver for the grid's size
 * (issue 54): the backtracking solver, whose order of solutions tells it from DLX's. Puzzle h
 * (SageMath's example, from Gordon Royle's 17-clue list) has 5 solutions, which the two solvers
 * list in different orders.
 */
class DefaultKernelTest {
  private static final Sudoku H =
      new Sudoku("8..6..9.5.............2.31...7318.6.24.....73...........279.1..5...8..36..3......");

  @Test
  void theDefaultListsInTheBacktrackingSolversOrder() {
    List<Sudoku> byDefault = H.solutions().toList();
    List<Sudoku> backtrack = H.solutions(SudokuKernel.BACKTRACK).toList();
    List<Sudoku> dlx = H.solutions(SudokuKernel.DLX).toList();
    assertEquals(5, byDefault.size());
    assertNotEquals(dlx, backtrack); // the two orders can be told apart (both find 8346719... first)
    assertEquals(backtrack, byDefault);
    assertEquals(backtrack.get(0), H.findFirst().orElseThrow());
    assertEquals(backtrack.subList(0, 2), H.solutionsUpTo(2, SudokuKernel.valueOf("AUTO")));
    assertEquals(5, H.count());
  }

  /** The bit masks hold box sizes up to 8 (64x64): the default goes to DLX beyond. */
  @Test
  void beyondTheBitMasksTheDefaultIsDlx() {
    SudokuKernel auto = SudokuKernel.valueOf("AUTO");
    assertEquals(SudokuKernel.BACKTRACK, auto.forBoxSize(1));
    assertEquals(SudokuKernel.BACKTRACK, auto.forBoxSize(3));
    assertEquals(SudokuKernel.BACKTRACK, auto.forBoxSize(SudokuKernel.BACKTRACK.maxBoxSize()));
    assertEquals(SudokuKernel.DLX, auto.forBoxSize(SudokuKernel.BACKTRACK.maxBoxSize() + 1));
    assertEquals(SudokuKernel.DLX, SudokuKernel.DLX.forBoxSize(3)); // a kernel named is kept
  }
}
