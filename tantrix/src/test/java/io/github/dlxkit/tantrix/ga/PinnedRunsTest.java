package io.github.dlxkit.tantrix.ga;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.tantrix.PuzzleCatalog;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * Seeded runs give the results they gave before {@link TantrixGa#run} ran on core's
 * {@link io.github.dlxkit.core.optimise.Optimiser} loop (issue 53's review: the GA's loop was a
 * second copy of it). Every value below is what {@code TantrixGa.run} of 78829ad8, with its own
 * loop, returned for the same puzzle, population, generation limit and seed (a run printed them, and
 * a second JVM printed the same): solved or not, the generation, the best fitness, a scored puzzle's
 * score (-1 for none), the growths, why it stopped, and the hash codes of the best tantrix's text and of
 * the generation listener's calls ({@code "g:best "} each).
 */
class PinnedRunsTest {
  @ParameterizedTest
  @CsvSource({
      "discovery:6, 30, 40, 1, true, 3, 9.0, -1, 87, COMPLETED, -1336031554, 633505639",
      "discovery:6, 30, 40, 2, true, 8, 9.0, -1, 216, COMPLETED, -1414297838, 480846036",
      "discovery:6, 30, 40, 3, true, 2, 9.0, -1, 54, COMPLETED, -2036607685, -1391109893",
      "discovery:12, 40, 15, 1, true, 8, 15.833333333333334, -1, 310, COMPLETED, 1916432735, 594179619",
      "discovery:12, 40, 15, 2, true, 6, 15.666666666666666, -1, 212, COMPLETED, -2035617791, 1761401374",
      "discovery:12, 40, 15, 3, true, 14, 15.833333333333334, -1, 541, COMPLETED, -1748863433, 2033886036",
      "unsolved_curve, 20, 6, 1, false, 6, 40.67857142857143, 37, 120, COMPLETED, -1774690221, -1091216348",
      "unsolved_curve, 20, 6, 2, false, 6, 53.75, 50, 120, COMPLETED, -77113898, -846138503",
      "unsolved_curve, 20, 6, 3, false, 6, 34.035714285714285, 28, 120, COMPLETED, -1989192392, -1809192780",
      "unsolved_loop, 20, 6, 1, false, 6, 21.107142857142858, 11, 120, COMPLETED, -456288598, 1601353072",
      "unsolved_loop, 20, 6, 2, false, 6, 33.25, 15, 120, COMPLETED, -1798727408, 1149200149",
      "unsolved_loop, 20, 6, 3, false, 6, 20.964285714285715, 10, 120, COMPLETED, 1229719616, 203042371",
      "discovery:10, 25, 30, 1, true, 18, 13.6, -1, 429, COMPLETED, -637130958, 1002935697",
      "discovery:10, 25, 30, 2, false, 30, 13.6, -1, 750, COMPLETED, 1879537141, -1048888968",
      "discovery:10, 25, 30, 3, true, 5, 13.4, -1, 122, COMPLETED, 548800951, 626212657"})
  void aSeedGivesTheRunItGaveBefore(String puzzle, int population, int generations, long seed, boolean solved,
      int generation, double bestFitness, int score, long growths, StopReason why, int bestHash, int callsHash) {
    StringBuilder calls = new StringBuilder();
    Trial t = TantrixGa.of(PuzzleCatalog.get(puzzle)).withPopulation(population).withGenerations(generations)
        .run(seed, SearchControl.of(SearchLimits.none()), (g, best) -> calls.append(g).append(':').append(best).append(' '));
    assertEquals(solved, t.solved());
    assertEquals(generation, t.generation());
    assertEquals(bestFitness, t.bestFitness());
    assertEquals(score, t.score().orElse(-1));
    assertEquals(growths, t.growths());
    assertEquals(why, t.stopReason());
    assertEquals(bestHash, t.best().toString().hashCode(), t.best().toString());
    assertEquals(callsHash, calls.toString().hashCode(), calls.toString());
  }

  /** A node limit of 120 with 50 genomes a generation: stopped in the third, 120 growths counted. */
  @Test
  void aStoppedRunStopsWhereItStoppedBefore() {
    Trial t = TantrixGa.of(PuzzleCatalog.get("unsolved_curve")).withPopulation(50).withGenerations(1000)
        .run(1, SearchControl.of(SearchLimits.none().withMaxNodes(120)), null);
    assertEquals(StopReason.NODE_LIMIT, t.stopReason());
    assertEquals(3, t.generation());
    assertEquals(120, t.growths());
    assertEquals(35.57142857142857, t.bestFitness());
  }
}
