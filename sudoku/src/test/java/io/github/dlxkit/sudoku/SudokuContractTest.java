package io.github.dlxkit.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.puzzle.Puzzle;
import io.github.dlxkit.core.testing.PuzzleContract;
import java.util.HashSet;
import java.util.Set;

/**
 * {@link Sudoku} keeps the puzzle contract: the empty 4×4 grid has 288 solutions (every 4×4 grid,
 * OEIS A107739, as DocExamplesTest counts them); the empty 9×9 grid
 * (6,670,903,752,021,072,936,960 solutions, A107739) is never counted to the end.
 */
class SudokuContractTest extends PuzzleContract<Sudoku> {
  @Override
  protected Puzzle<Sudoku> small() {
    return new Sudoku("................");
  }

  @Override
  protected long smallCount() {
    return 288;
  }

  @Override
  protected Puzzle<Sudoku> large() {
    return new Sudoku(".".repeat(81));
  }

  /** The stream runs the default kernel (backtrack), the searches the exact-cover engine. */
  @Override
  protected boolean streamInFindOrder() {
    return false;
  }

  /** Every row, column and 2×2 box holds 1..4 once: checked here, apart from the solvers. */
  @Override
  protected void assertSolves(Sudoku s) {
    assertEquals(4, s.size());
    for (int i = 0; i < 4; i++) {
      Set<Integer> row = new HashSet<>();
      Set<Integer> column = new HashSet<>();
      Set<Integer> box = new HashSet<>();
      for (int j = 0; j < 4; j++) {
        row.add(s.get(i, j));
        column.add(s.get(j, i));
        box.add(s.get(i / 2 * 2 + j / 2, i % 2 * 2 + j % 2));
      }
      for (Set<Integer> unit : java.util.List.of(row, column, box)) {
        assertEquals(Set.of(1, 2, 3, 4), unit, s::toString);
      }
    }
    assertTrue(s.isComplete());
  }
}
