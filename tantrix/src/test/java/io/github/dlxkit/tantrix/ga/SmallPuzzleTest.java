package io.github.dlxkit.tantrix.ga;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.tantrix.PuzzleCatalog;
import io.github.dlxkit.tantrix.PuzzleCheck;
import org.junit.jupiter.api.Test;

/**
 * Small puzzles the GA must solve within a small budget, with fixed seeds: Discovery 6 (tiles
 * 1..6, one blue loop; 8 solutions by Wiest's table, so it is solvable) with 30 genomes and 40
 * generations; and a run the control stops. The solution is checked by {@link PuzzleCheck}.
 */
class SmallPuzzleTest {
  @Test
  void discoverySixIsSolved() {
    for (long seed = 1; seed <= 3; seed++) {
      Trial t = TantrixGa.of(PuzzleCatalog.get("discovery:6")).withPopulation(30).withGenerations(40)
          .run(seed, SearchControl.of(SearchLimits.none()), null);
      assertTrue(t.solved(), "seed " + seed);
      assertTrue(PuzzleCheck.of("discovery:6", t.best()).passed());
      assertEquals(StopReason.COMPLETED, t.stopReason());
      assertTrue(t.generation() <= 40);
    }
  }

  @Test
  void theSameSeedGivesTheSameRun() {
    TantrixGa ga = TantrixGa.of(PuzzleCatalog.get("discovery:12")).withPopulation(40).withGenerations(15);
    Trial a = ga.run(9, SearchControl.of(SearchLimits.none()), null);
    Trial b = ga.run(9, SearchControl.of(SearchLimits.none()), null);
    assertEquals(a.generation(), b.generation());
    assertEquals(a.bestFitness(), b.bestFitness());
    assertEquals(a.best(), b.best());
  }

  @Test
  void theControlStopsARun() {
    Trial t = TantrixGa.of(PuzzleCatalog.get("unsolved_curve")).withPopulation(50).withGenerations(1000)
        .run(1, SearchControl.of(SearchLimits.none().withMaxNodes(120)), null);
    assertEquals(StopReason.NODE_LIMIT, t.stopReason());
    assertTrue(t.growths() <= 120 && t.generation() <= 3);
  }
}
