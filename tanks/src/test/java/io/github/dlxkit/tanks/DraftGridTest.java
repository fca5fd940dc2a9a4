package io.github.dlxkit.tanks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.optimise.Acceptance;
import io.github.dlxkit.core.optimise.Optimiser;
import io.github.dlxkit.core.optimise.Optimum;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.tanks.model.Board;
import io.github.dlxkit.tanks.model.Grid;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import io.github.dlxkit.tanks.optimise.DraftGrid;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * {@link DraftGrid}: its incremental count of violations against {@link NaiveTanks}' recount from the
 * rules after random moves and undos, the forbidden and required symmetries, and the optimiser
 * reaching the known solutions of small boards.
 */
class DraftGridTest {
  // the seeds and the symmetry pairs are drawn without jqwik's edge cases, so that the sizes' and
  // move counts' edge cases (3, 8, no move) fit in the tries
  record Case(int n, boolean torus, RequiredSymmetry required, RequiredSymmetry forbidden, long seed, int moves) {}

  @Provide
  Arbitrary<Case> drafts() {
    Arbitrary<RequiredSymmetry[]> symmetries = Arbitraries.of(
        new RequiredSymmetry[] {RequiredSymmetry.NONE, RequiredSymmetry.NONE},
        new RequiredSymmetry[] {RequiredSymmetry.NONE, RequiredSymmetry.ROT180},
        new RequiredSymmetry[] {RequiredSymmetry.NONE, RequiredSymmetry.ROT90},
        new RequiredSymmetry[] {RequiredSymmetry.ROT180, RequiredSymmetry.NONE},
        new RequiredSymmetry[] {RequiredSymmetry.ROT180, RequiredSymmetry.ROT90},
        new RequiredSymmetry[] {RequiredSymmetry.ROT90, RequiredSymmetry.NONE}).withoutEdgeCases();
    return Combinators.combine(Arbitraries.integers().between(3, 8), Arbitraries.of(false, true), symmetries,
        Arbitraries.longs().withoutEdgeCases(), Arbitraries.integers().between(0, 120))
        .as((n, torus, s, seed, moves) -> new Case(n, torus, s[0], s[1], seed, moves));
  }

  /** The slow twin: the cells whose range differs from a recount of their attackers, and by how much. */
  private static int[] recount(Grid g) {
    int[][] rows = g.rows();
    int wrong = 0;
    int distance = 0;
    for (int i = 0; i < rows.length; i++) {
      for (int j = 0; j < rows.length; j++) {
        int d = Math.abs(rows[i][j] - NaiveTanks.attackers(rows, g.isTorus(), i, j));
        wrong += d == 0 ? 0 : 1;
        distance += d;
      }
    }
    return new int[] {wrong, distance};
  }

  @Property(tries = 100)
  void incrementalCountsEqualTheRecountAfterRandomMoves(@ForAll("drafts") Case c) {
    DraftGrid d = DraftGrid.random(Board.of(c.n(), c.torus()), c.required(), c.forbidden(), c.seed());
    SplittableRandom random = new SplittableRandom(c.seed() + 1);
    for (int m = 0; m <= c.moves(); m++) {
      Grid before = d.snapshot();
      double scoreBefore = d.score();
      if (d.move(random)) {
        if (random.nextInt(3) == 0) {
          d.undo();
          assertEquals(before, d.snapshot(), "undo restores the grid");
          assertEquals(scoreBefore, d.score(), 1e-12, "undo restores the score");
        }
      } else {
        assertEquals(before, d.snapshot(), "a move not made changes nothing");
      }
      Grid g = d.snapshot();
      int[] slow = recount(g);
      assertEquals(slow[0], d.violations(), g::toString);
      assertEquals(slow[1], d.distance(), g::toString);
      assertTrue(d.score() <= -slow[0] && d.score() > -slow[0] - 1, "the tie term stays below 1");
      assertTrue(c.required().holdsFor(g), "the required symmetry holds");
      if (c.forbidden() != RequiredSymmetry.NONE) {
        assertFalse(c.forbidden().holdsFor(g), "the forbidden symmetry never holds");
      }
    }
  }

  @Test
  void aMoveThatWouldMakeTheGridHalfTurnSymmetricIsRefused() {
    // the all-2s 4x4 (the only 4x4 solution) with one corner changed: two moves make it symmetric again
    Grid g = Grid.parse("1 2 2 2\n2 2 2 2\n2 2 2 2\n2 2 2 2", false);
    DraftGrid d = DraftGrid.of(g, RequiredSymmetry.NONE, RequiredSymmetry.ROT180);
    SplittableRandom random = new SplittableRandom(5);
    int refused = 0;
    for (int m = 0; m < 20_000; m++) {
      if (d.move(random)) {
        assertFalse(RequiredSymmetry.ROT180.holdsFor(d.snapshot()));
        d.undo();
      } else {
        refused++;
        assertEquals(g, d.snapshot());
      }
    }
    // the corner back to 2, or the opposite corner to 1: refused, each drawn now and then
    assertTrue(refused > 0, "some move would have made the grid symmetric");
    assertThrows(BadInputException.class, () -> DraftGrid.of(
        Grid.parse("2 2 2 2\n2 2 2 2\n2 2 2 2\n2 2 2 2", false), RequiredSymmetry.NONE, RequiredSymmetry.ROT180));
    assertThrows(BadInputException.class, () -> DraftGrid.random(Board.of(6, false), RequiredSymmetry.ROT90,
        RequiredSymmetry.ROT180, 1));
  }

  private static Optimum<Grid> minimise(int n, RequiredSymmetry forbidden, long seed, long moves) {
    DraftGrid d = DraftGrid.random(Board.of(n, false), RequiredSymmetry.NONE, forbidden, seed);
    // a node limit, not a time limit: the run is the same on a loaded machine
    return Optimiser.of(d, Acceptance.annealing(0.5, 0.5)).withSeed(seed).withTarget(0)
        .run(SearchControl.of(SearchLimits.none().withMaxNodes(moves)));
  }

  @Test
  void reachesTheKnownSolutionsOfSmallBoards() {
    // 4x4: one solution, all 2s; 5x5: two (docs/tanks.md: the row scan and propagation, exhaustive).
    // Seeds 1 and 19 reach them within 314,000 and 1.16 million moves; on the 5x5 about one seed in four
    // does within 5 million (seeds 1..20 tried when this test was written), so the seed is chosen
    for (long[] c : new long[][] {{4, 1}, {5, 19}}) {
      int n = (int) c[0];
      Optimum<Grid> o = minimise(n, RequiredSymmetry.NONE, c[1], 2_000_000);
      assertEquals(StopReason.COMPLETED, o.stopReason(), () -> n + ": " + o);
      assertEquals(0.0, o.score());
      assertTrue(o.best().isSolution(), o.best()::toString);
      assertTrue(NaiveTanks.isSolution(o.best().rows(), false), o.best()::toString);
    }
  }

  @Test
  void neverReachesAFiveByFiveSolutionWhenTheHalfTurnIsExcluded() {
    // both 5x5 solutions are half-turn symmetric (docs/tanks.md), so one violation at least remains
    Optimum<Grid> o = minimise(5, RequiredSymmetry.ROT180, 1, 300_000);
    assertEquals(StopReason.NODE_LIMIT, o.stopReason());
    assertTrue(o.score() <= -1, o::toString);
    assertFalse(RequiredSymmetry.ROT180.holdsFor(o.best()));
  }
}
