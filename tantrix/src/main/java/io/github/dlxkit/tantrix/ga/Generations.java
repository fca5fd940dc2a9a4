package io.github.dlxkit.tantrix.ga;

import io.github.dlxkit.core.optimise.Improvable;
import io.github.dlxkit.tantrix.PuzzleCheck;
import io.github.dlxkit.tantrix.TantrixPuzzle;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.PathKind;
import io.github.dlxkit.tantrix.model.PathScore;
import io.github.dlxkit.tantrix.model.Tantrix;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;

/**
 * One Tantrix-GA run as core's {@link io.github.dlxkit.core.optimise.Optimiser} runs it, so that
 * the GA has no loop of its own (the seeding, the control's polls and limits, the counts and the
 * time are the optimiser's): each move grows and measures the next genome, the random start's
 * first; once a generation is grown, its listener call follows and the next generation is bred at
 * once (the random numbers are drawn in the order the GA's own loop drew them). Nothing is undone
 * (the rule is {@link io.github.dlxkit.core.optimise.Acceptance#always}). The value is 1 once a
 * genome grew into a solution and 0 before, and the run's target is 1, so the optimiser's one new
 * best is the solution and it ends the run; the state is {@link #exhausted} when the last
 * generation is grown. The GA's own bests (the fittest tantrix, a scored puzzle's best layout) are
 * kept here, read by {@link TantrixGa#run} when the run is over.
 */
final class Generations implements Improvable<Tantrix> {
  private final TantrixPuzzle puzzle;
  private final Fitness fitness;
  private final int population;
  private final int generations;
  private final Breeding breeding;
  private final TantrixGa.GenerationListener listener;
  private final int k;
  private final boolean free;
  private final Growth growth;
  private final Measures m = new Measures();
  private final int[][] bins;
  private final double[] f;

  private List<Genome> pop;
  /** The generation being grown (1: the random start, also before its first genome) and its next genome. */
  private int generation = 1;
  private int next;
  private boolean exhausted;
  private double last = Double.NEGATIVE_INFINITY;
  private double bestFitness = Double.NEGATIVE_INFINITY;
  private Tantrix fittest;
  private int bestScore = -1;
  private Tantrix bestScored;
  private Tantrix solution;

  Generations(TantrixPuzzle puzzle, Fitness fitness, int population, int generations, Breeding breeding,
      Growth growth, TantrixGa.GenerationListener listener) {
    this.puzzle = puzzle;
    this.fitness = fitness;
    this.population = population;
    this.generations = generations;
    this.breeding = breeding;
    this.growth = growth;
    this.listener = listener;
    this.k = puzzle.tiles().size();
    this.free = !puzzle.isFixedShape();
    this.bins = Operators.bins(puzzle.tiles(), fitness.focal());
    this.f = new double[population];
  }

  /** Grows the next genome; the random start is drawn at the first move. */
  @Override
  public boolean move(RandomGenerator random) {
    if (pop == null) {
      pop = new ArrayList<>(population);
      for (int i = 0; i < population; i++) {
        pop.add(Genome.random(k, free, random));
      }
    }
    int i = next++;
    growth.grow(pop.get(i));
    m.measure(growth);
    f[i] = fitness.of(m);
    last = f[i];
    if (f[i] > bestFitness) {
      bestFitness = f[i];
      fittest = growth.tantrix();
    }
    boolean complete = growth.placed() == k && m.holes == 0;
    if (puzzle.isScored()) {
      int s = complete ? score(m) : -1;
      if (s > bestScore) {
        bestScore = s;
        bestScored = growth.tantrix();
      }
    } else if (complete && meetsGoal(m)) {
      Tantrix t = growth.tantrix();
      if (PuzzleCheck.of(puzzle.name(), t).passed()) {
        solution = t;
      }
    }
    if (solution != null || next == population) {
      if (listener != null) {
        listener.onGeneration(generation, bestFitness);
      }
      if (solution == null && generation >= generations) {
        exhausted = true;
      } else if (solution == null) {
        pop = Selection.next(pop, f, breeding, bins, random, () -> Genome.random(k, free, random)).all();
        generation++;
        next = 0;
      }
    }
    return true;
  }

  /** The fitness of the genome grown last (the rule keeps every move, so it steers nothing). */
  @Override
  public double score() {
    return last;
  }

  /** 1 once a genome grew into a solution, else 0: the run's target is 1. */
  @Override
  public double value() {
    return solution != null ? 1 : 0;
  }

  /** Never called: {@link io.github.dlxkit.core.optimise.Acceptance#always} keeps every move. */
  @Override
  public void undo() {
    throw new UnsupportedOperationException("a GA generation is not undone");
  }

  /** The solution, or null before one is grown. */
  @Override
  public Tantrix snapshot() {
    return solution;
  }

  @Override
  public boolean exhausted() {
    return exhausted;
  }

  /** Whether a genome grew into a solution. */
  boolean solved() {
    return solution != null;
  }

  /** The generation of the solution, or the last one grown (or begun, if the control stopped it). */
  int generation() {
    return generation;
  }

  /** The best fitness met. */
  double bestFitness() {
    return bestFitness;
  }

  /** The solution, else the best-scoring legal layout (a scored puzzle), else the fittest tantrix. */
  Tantrix best() {
    return solution != null ? solution : bestScored != null ? bestScored : fittest;
  }

  /** A scored puzzle's best score among legal layouts of all the tiles, if one was grown. */
  OptionalInt layoutScore() {
    return bestScore >= 0 ? OptionalInt.of(bestScore) : OptionalInt.empty();
  }

  /** Whether each goal colour forms one path of the asked kind (the fast test; PuzzleCheck confirms). */
  private boolean meetsGoal(Measures m) {
    for (Map.Entry<Colour, PathKind> e : puzzle.goal().asMap().entrySet()) {
      int c = e.getKey().ordinal();
      boolean kind = e.getValue() == PathKind.LOOP ? m.longestLoop[c] > 0 : m.longestLine[c] > 0;
      if (m.paths[c] != 1 || !kind) {
        return false;
      }
    }
    return true;
  }

  /** The scored puzzle's score of the measured tantrix: PathScore's rule on Measures' paths. */
  private int score(Measures m) {
    boolean curve = puzzle.scoring().orElseThrow() == PathScore.Scoring.CURVE;
    int s = 0;
    for (Colour c : Colour.ARC_COLOURS) {
      int i = c.ordinal();
      s += curve ? Math.max(m.longestLine[i], m.longestLoop[i]) : m.longestLoop[i];
    }
    return s;
  }
}
