package io.github.dlxkit.cli.tantrix;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.cli.Ranges;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.tantrix.PuzzleCatalog;
import io.github.dlxkit.tantrix.TantrixPuzzle;
import io.github.dlxkit.tantrix.ga.Fitness;
import io.github.dlxkit.tantrix.ga.TantrixGa;
import io.github.dlxkit.tantrix.ga.Trial;
import io.github.dlxkit.tantrix.io.TantrixJson;
import io.github.dlxkit.tantrix.model.PathScore;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dlx tantrix ga}: Downing's Tantrix-GA on a puzzle, trial after trial. */
@Command(
    name = "ga",
    mixinStandardHelpOptions = true,
    description = {
      "Runs Tantrix-GA, the genetic algorithm of Downing (2005), on a free-shape or pyramid puzzle:",
      "an indirect genome grown into a tantrix biased to the goal's colours, fitness F_sum or F_max,",
      "half culled, sigma scaling, 5%% elite, 85%% bred, 10%% random. Prints per trial whether it",
      "solved and at which generation, then a summary like a row of the paper's tables. On",
      "unsolved_curve and unsolved_loop it prints each trial's best score and the best layout."
    })
final class TantrixGaCommand implements Callable<Integer> {
  Invocation invocation;

  @Parameters(paramLabel = "PUZZLE", description = "a puzzle of 'dlx tantrix list', e.g. discovery:10 or rainbow_red")
  String puzzle;

  @Option(names = "--population", paramLabel = "N", defaultValue = "100", converter = Ranges.Population.class,
      description = "genomes per generation, 2.." + TantrixGa.MAX_POPULATION + " (default: ${DEFAULT-VALUE})")
  int population;

  @Option(names = "--generations", paramLabel = "G", defaultValue = "100", converter = Ranges.Generations.class,
      description = "the generation limit, the random start counted as the first, 1.." + TantrixGa.MAX_GENERATIONS
          + " (default: ${DEFAULT-VALUE})")
  int generations;

  @Option(names = "--trials", paramLabel = "T", defaultValue = "1", converter = Ranges.Trials.class,
      description = "independent runs, 1.." + Ranges.MAX_TRIALS + "; trial i (from 0) is seeded S + i (default: ${DEFAULT-VALUE})")
  int trials;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
      description = "the seed of the first trial, any integer (default: ${DEFAULT-VALUE})")
  long seed;

  @Option(names = "--fitness", paramLabel = "sum|max",
      description = "F_sum or F_max (default: max for two-colour and scored puzzles, sum otherwise)")
  String fitness;

  @Option(names = "--loops-as-segments",
      description = "let a loop count as a segment too in S_i, so that closing a line adds its length (a variant: the paper does not say)")
  boolean loopsAsSegments;

  @Option(names = "--time-limit", paramLabel = "TIME", converter = Ranges.Time.class,
      description = "stop each trial after TIME, e.g. 30s, 5m (default: only the generation limit)")
  Duration timeLimit;

  @Option(names = "--progress",
      description = "print the trial, generation and best fitness on stderr every second, and each trial's time")
  boolean progress;

  @Override
  public Integer call() {
    TantrixPuzzle p = PuzzleCatalog.get(puzzle);
    TantrixGa ga = TantrixGa.of(p).withPopulation(population).withGenerations(generations);
    if (fitness != null) {
      ga = ga.withFitness(Fitness.Kind.parse(fitness));
    }
    ga = ga.withLoopsAsSegments(loopsAsSegments);
    PrintWriter out = invocation.out();
    PrintWriter err = invocation.err();
    int solved = 0;
    long generationSum = 0;
    Trial bestScored = null;
    AtomicInteger trialNow = new AtomicInteger();
    AtomicInteger generationNow = new AtomicInteger();
    AtomicLong bestNow = new AtomicLong(Double.doubleToLongBits(Double.NaN));
    for (int i = 0; i < trials; i++) {
      trialNow.set(i + 1);
      SearchLimits limits = timeLimit == null ? SearchLimits.none() : SearchLimits.none().withTimeLimit(timeLimit);
      SearchControl control = new SearchControl(limits, !progress ? null : pr -> {
        double seconds = Math.max(1e-9, pr.elapsed().toNanos() / 1e9);
        err.println(String.format(Locale.ROOT, "trial %d  generation %d  best fitness %.2f  %.0f growths/s",
            trialNow.get(), generationNow.get(), Double.longBitsToDouble(bestNow.get()), pr.nodes() / seconds));
        err.flush();
      }, Duration.ofSeconds(1));
      Trial t = ga.run(seed + i, control, (g, best) -> {
        generationNow.set(g);
        bestNow.set(Double.doubleToLongBits(best));
      });
      String head = "trial " + (i + 1) + " (seed " + t.seed() + "): ";
      if (progress) {
        err.println(String.format(Locale.ROOT, "trial %d took %.1f s, %d growths", i + 1, t.elapsed().toNanos() / 1e9,
            t.growths()));
        err.flush();
      }
      if (p.isScored()) {
        String score = t.score().isPresent() ? "best score " + PathScore.of(t.best(), p.scoring().orElseThrow())
            : "no legal layout of all " + p.tiles().size() + " tiles";
        out.println(head + score + " in " + t.generation() + " generations" + stopped(t));
        if (t.score().isPresent() && (bestScored == null || t.score().getAsInt() > bestScored.score().getAsInt())) {
          bestScored = t;
        }
      } else if (t.solved()) {
        solved++;
        generationSum += t.generation();
        out.println(head + "solved at generation " + t.generation());
      } else {
        out.println(head + String.format(Locale.ROOT, "not solved in %d generations%s, best fitness %.2f",
            t.generation(), stopped(t), t.bestFitness()));
      }
      out.flush();
    }
    String row = String.format(Locale.ROOT, "%s: population %d, generation limit %d, trials %d", p.name(),
        population, generations, trials);
    if (p.isScored()) {
      out.println(row + ", best score " + (bestScored == null ? "none" : bestScored.score().getAsInt()));
      if (bestScored != null) {
        out.println(TantrixJson.write(p.name(), bestScored.best()));
      }
    } else {
      out.println(row + ", solved " + solved + ", average solution generation "
          + (solved == 0 ? "-" : String.format(Locale.ROOT, "%.1f", generationSum / (double) solved)));
    }
    return 0;
  }

  private static String stopped(Trial t) {
    return switch (t.stopReason()) {
      case COMPLETED -> "";
      case TIME_LIMIT -> " (time limit)";
      default -> " (" + t.stopReason().name().toLowerCase(Locale.ROOT).replace('_', ' ') + ")";
    };
  }
}
