package io.github.dlxkit.hexad.steiner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.puzzle.Puzzle;
import io.github.dlxkit.core.testing.PuzzleContract;
import io.github.dlxkit.hexad.model.BlockDesign;

/**
 * {@link SteinerSystem} keeps the puzzle contract: S(2,3,7) has 30 labelled systems, the Fano
 * planes (7!/168, |PSL(2,7)| = 168; SteinerSystemTest's source); S(2,3,15), the labelled Steiner
 * triple systems on 15 points (80 classes, some 10^12 labelled systems), is never counted to the end.
 */
class SteinerContractTest extends PuzzleContract<BlockDesign> {
  @Override
  protected Puzzle<BlockDesign> small() {
    return SteinerSystem.exactCover(2, 3, 7);
  }

  @Override
  protected long smallCount() {
    return 30;
  }

  @Override
  protected Puzzle<BlockDesign> large() {
    return SteinerSystem.exactCover(2, 3, 15);
  }

  /** Seven points, every pair in exactly one block: BlockDesign's own check, not the search's. */
  @Override
  protected void assertSolves(BlockDesign d) {
    assertEquals(7, d.pointCount());
    assertEquals(3, d.blockSize());
    assertTrue(d.isSteinerSystem(2), d::toString);
  }
}
