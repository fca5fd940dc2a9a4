package io.github.dlxkit.cli.tantrix;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.cli.Inputs;
import io.github.dlxkit.cli.OptimiseOptions;
import io.github.dlxkit.cli.Outputs;
import io.github.dlxkit.cli.Ranges;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.io.Messages;
import io.github.dlxkit.core.optimise.Acceptance;
import io.github.dlxkit.core.optimise.Optimiser;
import io.github.dlxkit.core.optimise.Optimum;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.tantrix.PuzzleCatalog;
import io.github.dlxkit.tantrix.PuzzleCheck;
import io.github.dlxkit.tantrix.TantrixPuzzle;
import io.github.dlxkit.tantrix.io.TantrixJson;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.PathScore;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.optimise.Layout;
import io.github.dlxkit.tantrix.render.SvgRenderer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dlx tantrix optimise}: improves the score of an Unsolved puzzle by local search. */
@Command(
    name = "optimise",
    mixinStandardHelpOptions = true,
    description = {
      "Improves the score of a scored puzzle (unsolved_curve, unsolved_loop) by late acceptance",
      "local search over legal tantrices of all 56 tiles: moves swap two tiles (or turn one) where",
      "the colours still match, or move an edge tile to another place beside the tantrix, keeping",
      "it one group without holes. Seeded; one thread. Prints the best score and the best tantrix",
      "as one line of JSON (the form 'dlx tantrix check' reads)."
    })
final class TantrixOptimiseCommand implements Callable<Integer> {
  /** Late acceptance's history: long enough to cross the plateaus of a 56-tile layout. */
  static final int HISTORY = 2000;

  Invocation invocation;

  @Parameters(paramLabel = "PUZZLE", description = "unsolved_curve or unsolved_loop")
  String puzzle;

  @Mixin OptimiseOptions optimise;

  @Option(names = "--threads", paramLabel = "N", converter = Ranges.Threads.class, defaultValue = "1",
      description = "run N searches at once, seeds S, S+1, ..., S+N-1 (default: ${DEFAULT-VALUE})")
  int threads;

  @Option(names = "--region", paramLabel = "K", converter = Region.class, defaultValue = "6",
      description = "tiles of the exact repair's region, 2.." + Layout.MAX_REGION + ", 0 for none (default: ${DEFAULT-VALUE})")
  int region;

  @Option(names = "--repair-share", paramLabel = "PERMILLE", converter = Permille.class, defaultValue = "10",
      description = "exact repairs per thousand moves, 0..1000 (default: ${DEFAULT-VALUE})")
  int repairShare;

  @Option(names = "--line-weight", paramLabel = "PERCENT", converter = Percent.class, defaultValue = "0",
      description = "steer by lines: unsolved_loop counts each colour's longest line at PERCENT of its length,"
          + " unsolved_curve the lines facing a line's ends at PERCENT of theirs, 0..99 (default: ${DEFAULT-VALUE})")
  int lineWeight;

  @Option(names = "--border-weight", paramLabel = "PERCENT", converter = Percent.class, defaultValue = "0",
      description = "steer toward compact shapes: half the border edges count PERCENT each against the score, 0..99"
          + " (default: ${DEFAULT-VALUE})")
  int borderWeight;

  @Option(names = "--svg", paramLabel = "FILE", description = "draw the best tantrix to FILE (SVG) at the end")
  Path svg;

  @Override
  public Integer call() throws IOException {
    TantrixPuzzle p = PuzzleCatalog.get(puzzle);
    if (!p.isScored()) {
      throw new BadInputException("puzzle " + puzzle + " has no score to optimise (scored: unsolved_curve, unsolved_loop)");
    }
    PathScore.Scoring scoring = p.scoring().orElseThrow();
    EnumSet<Colour> colours = EnumSet.copyOf(Colour.ARC_COLOURS);
    optimise.checkOut();
    if (svg != null) {
      Outputs.checkWritable("--svg", svg);
    }
    Tantrix given = optimise.from() == null ? null : read(optimise.from());
    PrintWriter stdout = invocation.out();
    PrintWriter err = invocation.err();
    AtomicInteger best = new AtomicInteger(-1);
    SearchControl control = optimise.control(err, () -> Integer.toString(best.get()));
    Optimiser.BestListener<Tantrix> onBest = (t, score, moves) -> {
      synchronized (best) { // the threads' new bests, one at a time: the file keeps the highest
        int total = (int) score;
        if (total > best.get()) {
          best.set(total);
          optimise.writeBest(TantrixJson.write(p.name(), t) + "\n");
        }
      }
    };
    List<Optimiser<Tantrix>> runs = new ArrayList<>();
    for (int i = 0; i < threads; i++) {
      long s = optimise.seed() + i;
      Layout start = given == null ? Layout.grow(p.tiles(), scoring, colours, s) : Layout.of(given, scoring, colours);
      if (region > 0) {
        start.withRepair(region, repairShare / 1000.0);
      }
      start.withLineWeight(lineWeight / 100.0).withBorderWeight(borderWeight / 100.0);
      runs.add(Optimiser.of(start, Acceptance.lateAcceptance(HISTORY)).withSeed(s).withTarget(PathScore.PERFECT)
          .onBest(onBest));
    }
    Optimum<Tantrix> o = Optimiser.runAll(runs, control);
    if (svg != null) {
      Outputs.write("--svg", svg, SvgRenderer.render(o.best(), Goal.none(), p.title() + ", score " + (int) o.score()));
    }
    PathScore score = PathScore.of(o.best(), scoring);
    stdout.println(String.format(Locale.ROOT, "score %s; %d moves, %.0f moves/s, %.1f s, stopped: %s", score,
        o.moves(), o.movesPerSecond(), o.elapsed().toMillis() / 1000.0,
        o.stopReason().name().toLowerCase(Locale.ROOT).replace('_', ' ')));
    stdout.println(TantrixJson.write(p.name(), o.best()));
    return 0;
  }

  /** The tantrix on the first line of {@code file}, which must keep the rules of the puzzle. */
  private Tantrix read(String file) throws IOException {
    String line;
    try (BufferedReader in = new BufferedReader(Inputs.open(file))) {
      line = in.readLine();
    }
    String name = Inputs.displayName(file);
    if (line == null || line.isBlank()) {
      throw new BadInputException("--from " + name + " line 1: no tantrix");
    }
    TantrixJson.Entry e;
    try {
      e = TantrixJson.read(line);
    } catch (BadInputException ex) {
      throw new BadInputException("--from " + name + " line 1: " + ex.getMessage());
    }
    PuzzleCheck c = PuzzleCheck.of(puzzle, e.tantrix());
    for (PuzzleCheck.Rule r : c.rules()) {
      if (!r.ok()) {
        throw new BadInputException("--from " + name + " line 1: not a layout of " + puzzle + ": " + r.name() + " "
            + r.detail());
      }
    }
    return e.tantrix();
  }

  /** {@code --region}: 0 (no exact repair) or 2..{@value Layout#MAX_REGION} tiles. */
  static final class Region implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
      int k = (int) Ranges.parse(value, 0, Layout.MAX_REGION);
      if (k == 1) {
        throw new TypeConversionException(Messages.quote(value) + " is out of range (allowed: 0 or 2.."
            + Layout.MAX_REGION + ")");
      }
      return k;
    }
  }

  /** {@code --repair-share}: 0..1000 per thousand moves. */
  static final class Permille implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
      return (int) Ranges.parse(value, 0, 1000);
    }
  }

  /** {@code --line-weight}: 0..99 per cent. */
  static final class Percent implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
      return (int) Ranges.parse(value, 0, 99);
    }
  }
}
