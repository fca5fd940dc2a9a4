package io.github.dlxkit.tantrix.ga;

import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.tantrix.model.Tantrix;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The outcome of one Tantrix-GA run ({@link TantrixGa#run}).
 *
 * <pre>{@code
 * Trial t = TantrixGa.of(PuzzleCatalog.get("discovery:5")).withPopulation(20).withGenerations(30)
 *     .run(1, SearchControl.of(SearchLimits.none()), null);
 * t.solved();            // true: five tiles are easy
 * t.best().size();       // 5
 * }</pre>
 *
 * @param seed the seed of the run
 * @param solved whether a genome grew into a solution of the puzzle (checked by {@link io.github.dlxkit.tantrix.PuzzleCheck})
 * @param generation the generation of the first solution (the random start is generation 1), or the
 *     last generation run
 * @param bestFitness the best fitness met
 * @param best the solution; else, for a scored puzzle, the best-scoring legal layout of all tiles
 *     (or the fittest tantrix if there was none); else the fittest tantrix
 * @param score a scored puzzle's best score among legal layouts of all the tiles, if any was grown
 * @param growths the genomes grown and measured
 * @param stopReason COMPLETED when solved or the generations ran out, else why the control stopped
 * @param elapsed the wall-clock time of the run
 */
public record Trial(long seed, boolean solved, int generation, double bestFitness, Tantrix best, OptionalInt score,
    long growths, StopReason stopReason, Duration elapsed) {
  /** {@return the solution, if the run found one} */
  public Optional<Tantrix> solution() {
    return solved ? Optional.of(best) : Optional.empty();
  }
}
