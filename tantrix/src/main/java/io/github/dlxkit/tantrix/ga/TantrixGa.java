package io.github.dlxkit.tantrix.ga;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.optimise.Acceptance;
import io.github.dlxkit.core.optimise.Optimiser;
import io.github.dlxkit.core.optimise.Optimum;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.tantrix.TantrixPuzzle;
import io.github.dlxkit.tantrix.model.HexShape;
import io.github.dlxkit.tantrix.model.Tantrix;
import java.util.SplittableRandom;

/**
 * Tantrix-GA (Downing 2005) on a puzzle: a population of {@link Genome}s, each grown into a
 * tantrix ({@link Growth}) and scored ({@link Fitness}), a next generation made by
 * {@link Selection}, until a genome grows into a solution or the generations run out. A scored
 * puzzle (unsolved_curve, unsolved_loop) is never solved: the run keeps the best score of a legal
 * layout of all its tiles. A run is seeded (the same seed gives the same run, unless the control
 * stops it) and stops through core's {@link SearchControl}: each genome grown is one node, each
 * solution one solution; its time limit, cancellation and interrupt end the run.
 *
 * <pre>{@code
 * TantrixGa ga = TantrixGa.of(PuzzleCatalog.get("discovery:6")).withPopulation(30).withGenerations(40);
 * Trial t = ga.run(2, SearchControl.of(SearchLimits.none()), null);
 * t.solved();                                              // true
 * PuzzleCheck.of("discovery:6", t.best()).passed();        // true
 * ga.genomeBits();                                         // 115: 5 moves of 5 bits, 6 tiles of 7 + 8
 * }</pre>
 *
 * <p>Immutable: the {@code with…} methods return new GAs. Each {@link #run} keeps its state to
 * itself, so runs with different seeds may go on in several threads at once.
 */
public final class TantrixGa {
  /** Told of each generation's best, e.g. for a progress line. */
  @FunctionalInterface
  public interface GenerationListener {
    /**
     * Generation {@code generation} has been measured. Called on the run's thread, after each
     * generation that the control did not stop.
     *
     * @param generation the generation's number, from 1 (the random start)
     * @param best the best fitness of the run so far (higher is better)
     */
    void onGeneration(int generation, double best);
  }

  /** The most genomes in a population. */
  public static final int MAX_POPULATION = 100_000;
  /** The most generations of a run. */
  public static final int MAX_GENERATIONS = 10_000_000;

  private final TantrixPuzzle puzzle;
  private final Fitness fitness;
  private final int population;
  private final int generations;
  private final Breeding breeding;

  private TantrixGa(TantrixPuzzle puzzle, Fitness fitness, int population, int generations, Breeding breeding) {
    this.puzzle = puzzle;
    this.fitness = fitness;
    this.population = population;
    this.generations = generations;
    this.breeding = breeding;
  }

  /**
   * Tantrix-GA on {@code puzzle} with the paper's rates, its default fitness for the puzzle, a
   * population of 100 and 100 generations.
   *
   * @param puzzle the puzzle, fixed or free shape, solved or scored; not null
   * @return the GA, seeded by each {@link #run}
   * @throws BadInputException if the puzzle asks for no colour and has no score
   */
  public static TantrixGa of(TantrixPuzzle puzzle) {
    if (!puzzle.isScored() && puzzle.goal().isEmpty()) {
      throw new BadInputException("puzzle " + puzzle.name() + " asks for no coloured path: no focal colour");
    }
    return new TantrixGa(puzzle, Fitness.forPuzzle(puzzle, null), 100, 100, Breeding.PAPER);
  }

  /**
   * {@return this GA with {@code n} genomes per generation}
   *
   * @param n the population, 2 to {@value #MAX_POPULATION}
   * @throws BadInputException if {@code n} is out of range
   */
  public TantrixGa withPopulation(int n) {
    if (n < 2 || n > MAX_POPULATION) {
      throw new BadInputException("population must be 2.." + MAX_POPULATION + ", got " + n);
    }
    return new TantrixGa(puzzle, fitness, n, generations, breeding);
  }

  /**
   * {@return this GA stopping after {@code g} generations, the random start counted as the first}
   *
   * @param g the generation limit, 1 to {@value #MAX_GENERATIONS}
   * @throws BadInputException if {@code g} is out of range
   */
  public TantrixGa withGenerations(int g) {
    if (g < 1 || g > MAX_GENERATIONS) {
      throw new BadInputException("generations must be 1.." + MAX_GENERATIONS + ", got " + g);
    }
    return new TantrixGa(puzzle, fitness, population, g, breeding);
  }

  /**
   * {@return this GA with F_sum or F_max (and the weights the paper gives with it for this puzzle)}
   * Whether S_i counts loops is kept.
   *
   * @param kind F_sum or F_max; null for the puzzle's default
   */
  public TantrixGa withFitness(Fitness.Kind kind) {
    return new TantrixGa(puzzle, Fitness.forPuzzle(puzzle, kind).withLoopsAsSegments(fitness.loopsAsSegments()), population,
        generations, breeding);
  }

  /**
   * {@return this GA with S_i counting loops too, or lines only ({@link Fitness#withLoopsAsSegments})}
   *
   * @param loops true for the longest path of either kind, false for the longest line
   */
  public TantrixGa withLoopsAsSegments(boolean loops) {
    return new TantrixGa(puzzle, fitness.withLoopsAsSegments(loops), population, generations, breeding);
  }

  /** This GA with other rates (for tests). */
  TantrixGa withBreeding(Breeding b) {
    return new TantrixGa(puzzle, fitness, population, generations, b);
  }

  /** {@return the fitness used} */
  public Fitness fitness() {
    return fitness;
  }

  /** {@return the population size} */
  public int population() {
    return population;
  }

  /** {@return the generation limit} */
  public int generations() {
    return generations;
  }

  /** {@return the length of a genome in bits (595 for the 30-tile Discovery puzzle, as in the paper)} */
  public int genomeBits() {
    return Genome.random(puzzle.tiles().size(), !puzzle.isFixedShape(), new SplittableRandom(0)).bits();
  }

  /** A new growth for this puzzle (one per thread). */
  Growth growth() {
    return Growth.of(puzzle.tiles(), fitness.focal(), puzzle.shape().map(HexShape::cells));
  }

  /**
   * {@return one run from {@code seed}, stopped by {@code control} or when solved or out of generations;
   * {@code listener} (may be null) hears of each generation}
   * The run is core's {@link Optimiser}'s loop with each genome grown as a move ({@link Generations}):
   * the same seed gives the same run, and a solution ends it as a target does, stopping
   * {@code control} too ({@link StopReason#COMPLETED}), so that runs on several threads under one
   * control end at the first solution.
   *
   * @param seed the seed of the run's random numbers: the same seed, the same run (unless stopped)
   * @param control the limits, cancellation and interrupt that may stop the run; each genome grown
   *     counts as a node, a solution as a solution; not null
   * @param listener told of each generation's best, on this thread; null for none
   */
  public Trial run(long seed, SearchControl control, GenerationListener listener) {
    Generations g = new Generations(puzzle, fitness, population, generations, breeding, growth(), listener);
    Optimum<Tantrix> o = Optimiser.of(g, Acceptance.always()).withSeed(seed).withTarget(1).run(control);
    return new Trial(seed, g.solved(), g.generation(), g.bestFitness(), g.best(), g.layoutScore(), o.moves(),
        o.stopReason(), o.elapsed());
  }
}
