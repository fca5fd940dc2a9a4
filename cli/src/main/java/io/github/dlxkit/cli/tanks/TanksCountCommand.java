package io.github.dlxkit.cli.tanks;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.cli.OutputForm;
import io.github.dlxkit.cli.ProgressPrinter;
import io.github.dlxkit.cli.Ranges;
import io.github.dlxkit.cli.SearchOptions;
import io.github.dlxkit.cli.SplitOptions;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.tanks.TankAttack;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code dlx tanks count}: counts the solutions of a Tank Attack board. */
@Command(
    name = "count",
    mixinStandardHelpOptions = true,
    description = {
      "Counts the solutions of the NxN Tank Attack board (the classes with --break-symmetry) and",
      "prints the number alone; with --checkpoint or --part on core's split machinery.",
      "Exit status: 0 counted, 1 a limit stopped the search, 2 bad input."
    })
final class TanksCountCommand implements Callable<Integer> {
  Invocation invocation;

  @Mixin TanksBoard board;

  @Option(names = "--json", description = "print {\"count\":N}")
  boolean json;

  @Mixin TanksKernelOption kernel;
  @Mixin SearchOptions search;
  @Mixin SplitOptions split;

  @Option(names = "--time-limit", paramLabel = "TIME", converter = Ranges.Time.class,
      description = "stop the search after TIME (seconds, or 500ms, 30s, 5m, 1h): exit 1")
  Duration timeLimit;

  @Override
  public Integer call() {
    PrintWriter err = invocation.err();
    OutputForm output = OutputForm.of(invocation, json, false);
    board.side();
    if (split.isActive() && timeLimit != null) {
      // a split count is recorded piece by piece: stopped with Ctrl-C and resumed, not timed
      throw new BadInputException(split.given() + " counts without --time-limit");
    }
    TankAttack puzzle = puzzle(board, kernel);
    if (split.isActive()) {
      return split.count(puzzle.splittable(), search, output);
    }
    if (timeLimit != null) {
      puzzle = puzzle.withLimits(SearchLimits.none().withTimeLimit(timeLimit));
    }
    TankAttack plain = puzzle;
    return search.withProgress(err, listener -> {
      SearchResult r = plain.withProgress(listener, ProgressPrinter.INTERVAL).run(search.threads());
      if (!r.isComplete()) {
        throw new SearchStoppedException(r);
      }
      output.count(r.solutions());
      return 0;
    });
  }

  /** The puzzle of {@code board} on {@code kernel}'s kernel, with its symmetry breaking. */
  static TankAttack puzzle(TanksBoard board, TanksKernelOption kernel) {
    TankAttack puzzle = board.puzzle().withKernel(kernel.kernel());
    return board.breakSymmetry ? puzzle.withSymmetryBreaking(true) : puzzle;
  }
}
