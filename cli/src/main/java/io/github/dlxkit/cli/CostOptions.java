package io.github.dlxkit.cli;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.io.DlxFile;
import io.github.dlxkit.core.model.Solution;
import io.github.dlxkit.core.search.CostResult;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.StopReason;
import java.io.PrintWriter;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;

/**
 * {@code dlx solve --min-cost [--best K]}: the cheapest solutions of a file whose options carry
 * DLX5's {@code |cost} entries ({@link ExactCoverSolver#runCheapest(int)}).
 */
final class CostOptions {
  /** The most solutions {@code --best} keeps (each is kept in memory until the end). */
  static final int MAX_BEST = 1_000_000;

  @Option(names = "--min-cost", description = "print a cheapest solution (option costs are DLX5's |n entries;"
      + " an option without one costs 0), preceded by a line '| cost N'; with --json, {\"cost\":N,...}")
  boolean minCost;

  @Option(names = "--best", paramLabel = "K", converter = Best.class,
      description = "with --min-cost: the K cheapest solutions, cheapest first (1.." + MAX_BEST + ")")
  Integer best;

  /** {@code --best}: 1..{@link #MAX_BEST}. */
  static final class Best implements ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
      return (int) Ranges.parse(value, 1, MAX_BEST);
    }
  }

  /** Whether {@code --min-cost} was given; refuses {@code --best} without it and {@code --limit} with it. */
  boolean enabled(Long limit) {
    if (best != null && !minCost) {
      throw new BadInputException("--best needs --min-cost");
    }
    if (minCost && limit != null) {
      throw new BadInputException("--limit does not apply to --min-cost: use --best K");
    }
    return minCost;
  }

  /**
   * Prints the cheapest solutions of {@code dlx} found by {@code solver}, each after its cost (text)
   * or with it (JSON), after handing the result to {@code ended}; returns the exit status. A stopped search prints the cheapest seen, then
   * throws, so the exit status says they may not be the cheapest — unless the stop was Ctrl-C or
   * SIGTERM ({@link Interrupts#stopping}), which the interrupt hook reports.
   */
  int solve(DlxFile dlx, ExactCoverSolver solver, OutputForm output,
      java.util.function.Consumer<CostResult> ended) {
    PrintWriter out = output.out();
    PrintWriter err = output.err();
    CostResult r = solver.runCheapest(best == null ? 1 : best);
    ended.accept(r);
    for (Solution s : r.solutions()) {
      int[] ids = s.optionIds();
      // SolveCommand's solution with its cost: a line '| cost N' before it, or "cost":N first in it
      output.solution(output.isJson() ? null : "| cost " + s.cost() + (ids.length == 0 ? "" : "\n")
          + SolveCommand.text(dlx, ids, ids.length), SolveCommand.object(dlx, ids, ids.length, s.cost()));
    }
    out.flush();
    if (r.stopReason() == StopReason.CANCELLED) {
      return Errors.FAILURES; // Ctrl-C or SIGTERM: the JVM is exiting, the interrupt hook reports
    }
    if (!r.isComplete()) {
      throw new SearchStoppedException(r.toSearchResult());
    }
    if (r.solutions().isEmpty()) {
      err.println("dlx solve: no solution");
      return 1;
    }
    return 0;
  }
}
