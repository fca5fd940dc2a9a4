package io.github.dlxkit.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.puzzle.Puzzle;
import io.github.dlxkit.core.puzzle.PuzzleResult;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.core.testing.PuzzleContract;
import io.github.dlxkit.tantrix.model.Tantrix;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * {@link FreeShapePuzzle} keeps the puzzle contract: Discovery 7 of the game set (tiles 1..7, a
 * blue loop) has 36 solutions up to rotation and translation (Lorenz Wiest's table,
 * github.com/lwiest/SolvingTantrix, README; FreeShapePuzzleTest's source) — counted loop shape
 * first, listed by the growth search, two searches that share nothing but the tile model;
 * Discovery 30 (a red loop through 30 tiles, hours of either search) is never counted to the end.
 * PuzzleCheck, the rules checked one by one, says each solution is one.
 */
class FreeShapeContractTest extends PuzzleContract<Tantrix> {
  @Override
  protected Puzzle<Tantrix> small() {
    return FreeShapePuzzle.of(PuzzleCatalog.get("discovery:7"));
  }

  @Override
  protected long smallCount() {
    return 36;
  }

  @Override
  protected Puzzle<Tantrix> large() {
    return FreeShapePuzzle.of(PuzzleCatalog.get("discovery:30"));
  }

  @Override
  protected void assertSolves(Tantrix t) {
    PuzzleCheck c = PuzzleCheck.of("discovery:7", t);
    assertTrue(c.passed(), c::toString);
  }

  /**
   * Where the loop-first count does not apply (the 10-tile pack's Discovery 11 repeats tile 1), the
   * contract's count is the growth search's: 565 up to rotation and translation, docs/tantrix.md's
   * pack table, which every board shape on the exact-cover engine (ShapeByShapeCount, sharing no
   * search with it) confirmed as 3,390 up to translation.
   */
  @Test
  void theGrowthRouteCountsWhereTheLoopFirstCountDoesNotApply() {
    FreeShapePuzzle p = FreeShapePuzzle.of(PuzzleCatalog.get("discovery-pack:11"));
    assertTrue(p.countByLoops(true).isEmpty(), "repeated tiles: no loop-first count");
    PuzzleResult<Tantrix> count = p.count(2, SearchLimits.none());
    assertEquals(StopReason.COMPLETED, count.stopReason());
    assertEquals(565, count.count());
    assertEquals(565, p.solutions().count());
  }

  /**
   * The stream runs the growth search a subtree at a time: cut after 50 nodes a subtree (most of
   * Discovery 7's tree is cut, level by level), it still lists find's solutions in find's order.
   */
  @Test
  void theStreamCutIntoSmallSubtreesKeepsFindsOrder() {
    FreeShapePuzzle d7 = FreeShapePuzzle.of(PuzzleCatalog.get("discovery:7"));
    FreeShapeStream pieces = new FreeShapeStream(d7::search, SearchLimits.none(), 50);
    List<String> streamed = new java.util.ArrayList<>();
    pieces.forEachRemaining(t -> streamed.add(t.toString()));
    List<String> found = d7.find(Integer.MAX_VALUE, SearchLimits.none()).solutions().stream()
        .map(Tantrix::toString).collect(Collectors.toList());
    assertEquals(36, found.size());
    assertEquals(found, streamed);
  }
}
