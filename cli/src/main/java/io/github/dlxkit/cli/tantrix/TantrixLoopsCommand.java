package io.github.dlxkit.cli.tantrix;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.cli.OutputForm;
import io.github.dlxkit.cli.Stats;
import io.github.dlxkit.cli.Ranges;
import io.github.dlxkit.cli.SearchOptions;
import io.github.dlxkit.cli.SplitOptions;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.tantrix.PuzzleCatalog;
import io.github.dlxkit.tantrix.TantrixPuzzle;
import io.github.dlxkit.tantrix.loopfirst.LoopCores;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.PathKind;
import io.github.dlxkit.tantrix.render.TextRenderer;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStatistics;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.StopReason;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dlx tantrix loops}: a one-loop puzzle decided loop shape first. */
@Command(
    name = "loops",
    mixinStandardHelpOptions = true,
    description = {
      "Decides a one-loop puzzle on a free shape (distinct tiles) loop shape first: every",
      "closed loop of cells the loop tiles' links can turn, then on each the loop tiles and",
      "tiles on the cells it encloses, all edges matching (a core: every solution holds one).",
      "Prints one line (shapes searched, shapes with a core, cores, nodes, whether the run",
      "finished), then the first core found; when there is none, that line, 'no solution' and",
      "why on stderr, nothing on stdout (exit 1); a run --time-limit stops says so on stderr (exit",
      "1). --count counts every",
      "core up to rotation and translation: where every tile carries the loop colour, the",
      "cores are the solutions. With --checkpoint or",
      "--part the count is cut into parts by the loop walk's first turns (a count of 0 is",
      "then the proof that there is no solution)."
    })
final class TantrixLoopsCommand implements Callable<Integer> {
  Invocation invocation;

  @Parameters(paramLabel = "PUZZLE", description = "a free-shape loop puzzle, e.g. discovery:12")
  String name;

  @Option(names = "--count", description = "count every core instead of stopping at the first")
  boolean count;

  @Option(names = "--time-limit", paramLabel = "TIME", converter = Ranges.Time.class,
      description = "give up after TIME (seconds, or 500ms, 30s, 5m, 1h)")
  Duration timeLimit;

  /** The old name of {@code --time-limit}, for one release: {@code call} warns and takes it. */
  @Option(names = "--budget", hidden = true, paramLabel = "TIME", converter = Ranges.Time.class)
  Duration budget;

  @Option(names = "--stats", description = "print 'nodes=N solutions=N seconds=S' on stderr (solutions: the cores)")
  boolean stats;

  @Option(names = "--threads", paramLabel = "N", converter = Ranges.Threads.class, defaultValue = "1",
      description = "threads for a count with --checkpoint or --part (default: 1)")
  int threads;

  @Option(names = "--progress", description = "with --checkpoint or --part: show the share of parts done on stderr")
  boolean progress;

  @Option(names = "--no-parity", description = "search the loop shapes even when the tiles fail a parity"
      + " condition (an odd number of bends or of crossings), to check it by exhaustion")
  boolean noParity;

  @Mixin SplitOptions split;

  @Override
  public Integer call() {
    timeLimit = io.github.dlxkit.cli.DeprecatedOption.take(invocation, "--budget", budget, "--time-limit", timeLimit);
    TantrixPuzzle puzzle = PuzzleCatalog.get(name);
    if (puzzle.isFixedShape()) {
      throw new BadInputException(name + ": the loop-first search is for free shapes, not a fixed board");
    }
    if (puzzle.goal().colours().size() != 1) {
      throw new BadInputException(name + ": the loop-first search takes one loop, the goal is " + puzzle.goal());
    }
    Colour colour = puzzle.goal().colours().iterator().next();
    if (puzzle.goal().kind(colour) != PathKind.LOOP) {
      throw new BadInputException(name + ": the loop-first search takes a loop, the goal is " + puzzle.goal());
    }
    LoopCores cores;
    try {
      cores = new LoopCores(puzzle.tiles(), colour);
      cores = noParity ? cores.searchingAnyway() : cores;
    } catch (BadInputException e) {
      throw new BadInputException(name + ": " + e.getMessage());
    }
    PrintWriter out = invocation.out();
    if (split.isActive()) {
      if (!count || timeLimit != null) {
        throw new BadInputException("--checkpoint and --part go with --count and count to the end: drop --time-limit");
      }
      return split.count(cores.splittable(), SearchOptions.of(threads, progress, !progress, invocation),
          OutputForm.of(invocation, false, stats));
    }
    if (threads > 1 || progress) {
      throw new BadInputException("--threads and --progress go with --checkpoint or --part");
    }
    LoopCores.Outcome o = count ? cores.count(timeLimit) : cores.decide(timeLimit);
    PrintWriter err = invocation.err();
    OutputForm.of(invocation, false, stats).stats(Stats.of(o.nodes(), o.cores(), o.elapsed()));
    if (!o.complete() && (count || o.firstCore().isEmpty())) {
      // the time limit stopped it: as every stopped search, exit 1 and the stop on stderr, no partial count
      throw new SearchStoppedException(new SearchResult(o.cores(), StopReason.TIME_LIMIT,
          new SearchStatistics(o.nodes(), 0, o.cores(), o.elapsed())));
    }
    String summary = "shapes=" + o.shapes() + " shapes-with-core=" + o.shapesWithCore() + " cores=" + o.cores()
        + " nodes=" + o.nodes() + " complete=" + o.complete();
    if (!count && o.firstCore().isEmpty()) {
      // no solution: stdout stays empty (docs/cli.md), the summary and the reason go to stderr, exit 1
      err.println(summary);
      err.println(invocation.name() + ": no solution: " + (cores.obstruction().isPresent() && !noParity
          ? cores.obstruction().get() : "no core on any of the " + o.shapes() + " loop shapes"));
      return 1;
    }
    out.println(summary);
    if (!count) {
      out.print(TextRenderer.render(o.firstCore().get()));
    }
    return 0;
  }
}
