package io.github.dlxkit.tanks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.puzzle.Puzzle;
import io.github.dlxkit.core.testing.PuzzleContract;
import io.github.dlxkit.tanks.model.Grid;

/**
 * {@link TankAttack} keeps the puzzle contract: the 5×5 board has 2 solutions (Chlond's paper, as
 * DocExamplesTest counts them; NaiveTanks, the brute-force twin, checks each here); the 10×10
 * board is never counted to the end.
 */
class TankAttackContractTest extends PuzzleContract<Grid> {
  @Override
  protected Puzzle<Grid> small() {
    return TankAttack.of(5);
  }

  @Override
  protected long smallCount() {
    return 2;
  }

  @Override
  protected Puzzle<Grid> large() {
    return TankAttack.of(10);
  }

  @Override
  protected void assertSolves(Grid g) {
    assertEquals(5, g.size());
    assertTrue(NaiveTanks.isSolution(g.rows(), false), g::toString);
  }
}
