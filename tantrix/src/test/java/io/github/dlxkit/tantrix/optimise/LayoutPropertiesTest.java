package io.github.dlxkit.tantrix.optimise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tantrix.PuzzleCatalog;
import io.github.dlxkit.tantrix.PuzzleCheck;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.PathScore;
import io.github.dlxkit.tantrix.model.Tantrix;
import java.util.HashSet;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The layout's moves keep every rule of the Unsolved puzzles and its fast score is PathScore's:
 * after random moves, some kept and some undone, the tantrix passes {@link PuzzleCheck} for the
 * puzzle and {@link Layout#total()} equals {@link PathScore#of} of the snapshot (the slow twin).
 */
class LayoutPropertiesTest {
  @Property(tries = 15)
  void movesKeepTheRulesAndTheScoreIsPathScores(@ForAll long seed, @ForAll boolean loop,
      @ForAll @IntRange(min = 1, max = 400) int moves) {
    PathScore.Scoring scoring = loop ? PathScore.Scoring.LOOP : PathScore.Scoring.CURVE;
    String puzzle = loop ? "unsolved_loop" : "unsolved_curve";
    Layout l = Layout.grow(PuzzleCatalog.get(puzzle).tiles(), scoring, new HashSet<>(Colour.ARC_COLOURS), seed);
    SplittableRandom random = new SplittableRandom(seed);
    int done = 0;
    for (int i = 0; i < moves * 20; i++) {
      if (l.move(random)) {
        done++;
        if (random.nextBoolean()) {
          l.undo();
        }
      }
      if (i % 97 == 0) {
        assertAgrees(puzzle, scoring, l);
      }
    }
    assertAgrees(puzzle, scoring, l);
    assertTrue(l.score() >= l.total() && l.score() < l.total() + 1, "the secondary term is in [0, 1)");
    assertTrue(done > 0, "some move was possible");
  }

  /**
   * The same with the exact repair among the moves (a region of 2 to 8 tiles, a fifth of the
   * moves) and, in the Loop puzzle, the score steered by lines: every state keeps the rules.
   */
  @Property(tries = 6)
  void repairsKeepTheRules(@ForAll long seed, @ForAll boolean loop, @ForAll @IntRange(min = 2, max = 8) int region,
      @ForAll @IntRange(min = 0, max = 99) int lineWeight, @ForAll @IntRange(min = 1, max = 60) int moves) {
    PathScore.Scoring scoring = loop ? PathScore.Scoring.LOOP : PathScore.Scoring.CURVE;
    String puzzle = loop ? "unsolved_loop" : "unsolved_curve";
    Layout l = Layout.grow(PuzzleCatalog.get(puzzle).tiles(), scoring, new HashSet<>(Colour.ARC_COLOURS), seed)
        .withRepair(region, 0.2).withLineWeight(lineWeight / 100.0);
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < moves * 5; i++) {
      if (l.move(random) && random.nextInt(3) == 0) {
        l.undo();
      }
      if (i % 37 == 0) {
        assertAgrees(puzzle, scoring, l);
      }
    }
    assertAgrees(puzzle, scoring, l);
  }

  private static void assertAgrees(String puzzle, PathScore.Scoring scoring, Layout l) {
    Tantrix t = l.snapshot();
    PuzzleCheck c = PuzzleCheck.of(puzzle, t);
    assertTrue(c.passed(), () -> c.rules().toString());
    assertEquals(PathScore.of(t, scoring).total(), l.total());
    assertEquals(l.total(), (int) l.value());
  }
}
