package io.github.dlxkit.tantrix;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.puzzle.Puzzle;
import io.github.dlxkit.core.testing.PuzzleContract;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.HexShape;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.TileSet;

/**
 * {@link FixedShapePuzzle} keeps the puzzle contract: the Blue Rainbow has 15 solutions (each turn
 * of the board apart; FixedShapePuzzleTest's count, agreed by its plain backtracking twin); the
 * 28-cell pyramid with tiles 1-28 and one red line is never counted to the end. PuzzleCheck, the
 * rules checked one by one, says each solution is one.
 */
class FixedShapeContractTest extends PuzzleContract<Tantrix> {
  @Override
  protected Puzzle<Tantrix> small() {
    return PuzzleCatalog.get("rainbow_blue").fixed();
  }

  @Override
  protected long smallCount() {
    return 15;
  }

  @Override
  protected Puzzle<Tantrix> large() {
    TileSet set = TileSet.standard();
    return FixedShapePuzzle.of(set.tiles(TileSet.parseNumbers("1-28")), HexShape.pyramid(7), Goal.line(Colour.RED));
  }

  @Override
  protected void assertSolves(Tantrix t) {
    PuzzleCheck c = PuzzleCheck.of("rainbow_blue", t);
    assertTrue(c.passed(), c::toString);
  }
}
