package io.github.dlxkit.cli.sudoku;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.sudoku.render.CountJson;
import io.github.dlxkit.cli.Ranges;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.cli.ProgressPrinter;
import io.github.dlxkit.cli.SearchOptions;
import io.github.dlxkit.cli.SplitOptions;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.sudoku.SudokuKernel;
import io.github.dlxkit.sudoku.Sudoku;
import io.github.dlxkit.sudoku.batch.SudokuBatch;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code dlx sudoku count}: prints the number of solutions. */
@Command(
    name = "count",
    mixinStandardHelpOptions = true,
    description = {
      "Prints the number of solutions of each puzzle, one line per puzzle.",
      "Puzzles from --file or stdin: ! for a bad line (reported on stderr with its number), then a",
      "summary on stderr; exit status 1 if a line was bad. A puzzle with few givens can have",
      "astronomically many solutions: use --limit or --time-limit (exit status 1 when the time",
      "runs out, with the count so far)."
    })
public final class SudokuCountCommand implements Callable<Integer> {
  Invocation invocation;

  @Mixin PuzzleOptions puzzles;

  @Mixin io.github.dlxkit.cli.MatrixOption matrix;

  @Option(names = "--limit", paramLabel = "N", converter = Ranges.CountLimit.class,
      description = "stop counting a puzzle's solutions at N, 1 or more (so N means 'N or more')")
  Long limit;

  @Option(names = "--json", description =
      "one JSON object per puzzle: puzzle, count, complete, stop, nodes, seconds"
      + " (for a file: line and count, or line and error for a bad line)")
  boolean json;

  @Option(names = "--progress", description =
      "show a live progress line on stderr for counts over a second (puzzles given as arguments;"
      + " dlx kernel), also when stderr is not a terminal (on a terminal the dlx kernel's count shows it"
      + " without this option)")
  boolean progress;

  @Option(names = "--no-progress", description = "no progress line, also when stderr is a terminal")
  boolean noProgress;

  @Option(names = "--time-limit", paramLabel = "TIME", converter = Ranges.Time.class, description =
      "stop each count after TIME (seconds, or 500ms, 30s, 5m, 1h) and exit with status 1 (puzzles given as"
      + " arguments; dlx kernel)")
  Duration timeLimit;

  @Mixin SplitOptions split;

  @Override
  public Integer call() throws Exception {
    matrix.allowOnly(); // the one puzzle, given as an argument, is the whole problem
    puzzles.check();
    if (matrix.requested()) {
      return puzzles.writeMatrix(matrix, invocation.name(), invocation.out());
    }
    if (split.isActive()) {
      return countBySplit();
    }
    boolean engine = progress || timeLimit != null;
    if (engine && puzzles.kernel == SudokuKernel.BACKTRACK) {
      throw new BadInputException("--progress and --time-limit work with --kernel dlx");
    }
    long max = limit == null ? Long.MAX_VALUE : limit;
    PrintWriter out = invocation.out();
    PrintWriter err = invocation.err();
    if (puzzles.isBatch()) {
      if (engine) {
        throw new BadInputException("--progress and --time-limit apply to puzzles given as arguments");
      }
      SudokuBatch batch = new SudokuBatch(SudokuBatch.Mode.COUNT, puzzles.kernel, puzzles.threads, max);
      return puzzles.runBatch(invocation.name(), batch,
          r -> json ? CountJson.batchLine(r.lineNumber(), r.count()) : Long.toString(r.count()),
          json, out, err);
    }
    int status = 0;
    for (Sudoku puzzle : puzzles.argumentPuzzles()) {
      // one puzzle, many solutions: the engine's parallel count splits its search tree
      // auto takes the engine where an option needs it (the JSON line's nodes, threads on one puzzle)
      boolean wantsEngine = engine || json || puzzles.threads > 1;
      SudokuKernel kernel = puzzles.onEngine(wantsEngine);
      boolean onEngine = kernel == SudokuKernel.DLX && wantsEngine;
      if (!onEngine) {
        long count = puzzle.countUpTo(max, kernel);
        out.println(json ? CountJson.puzzle(puzzle.toString(), count, true, StopReason.COMPLETED, -1, Duration.ZERO) : Long.toString(count));
      } else if (!countOnEngine(puzzle, max, out, err)) {
        status = 1;
      }
      out.flush();
    }
    return status;
  }

  /** {@code --checkpoint}/{@code --part}: one puzzle, counted whole on the dlx engine in subproblems. */
  private int countBySplit() {
    if (puzzles.isBatch() || puzzles.argumentPuzzles().size() != 1) {
      throw new BadInputException("--checkpoint and --part count one puzzle given as an argument");
    }
    if (limit != null || timeLimit != null || json || puzzles.kernel == SudokuKernel.BACKTRACK) {
      throw new BadInputException("--checkpoint and --part do not combine with --limit, --time-limit, --json"
          + " or --kernel backtrack");
    }
    return split.count(puzzles.argumentPuzzles().get(0).exactCover().splittable(),
        SearchOptions.of(puzzles.threads, progress, noProgress, invocation), invocation.out(), invocation.err());
  }

  /** Counts with the engine's limits and progress; false if the time limit stopped it. */
  private boolean countOnEngine(Sudoku puzzle, long max, PrintWriter out, PrintWriter err) {
    ExactCoverSolver solver = puzzle.exactCover();
    if (timeLimit != null) {
      solver = solver.withLimits(SearchLimits.none().withTimeLimit(timeLimit));
    }
    AtomicLong seen = new AtomicLong();
    ExactCoverSolver plain = solver;
    SearchResult result = SearchOptions.of(puzzles.threads, progress, noProgress, invocation).withProgress(err, listener -> {
      ExactCoverSolver watched = plain.withProgress(listener, ProgressPrinter.INTERVAL);
      return max == Long.MAX_VALUE ? watched.run(puzzles.threads)
          : watched.forEachSolution(puzzles.threads, (ids, n) -> seen.incrementAndGet() < max);
    });
    StopReason stop = result.stopReason();
    boolean complete = stop == StopReason.COMPLETED || stop == StopReason.VISITOR
        || stop == StopReason.SOLUTION_LIMIT;
    long count = max == Long.MAX_VALUE ? result.solutions() : Math.min(seen.get(), max);
    Duration elapsed = result.statistics().elapsed();
    out.println(json ? CountJson.puzzle(puzzle.toString(), count, complete, stop, result.statistics().nodes(), elapsed) : Long.toString(count));
    if (!complete) {
      err.println(String.format(Locale.ROOT, "%s: stopped (%s) after %.1f s: at least %d solutions",
          invocation.name(), stop.name().toLowerCase(Locale.ROOT).replace('_', ' '),
          elapsed.toNanos() / 1e9, count));
    }
    return complete;
  }
}
