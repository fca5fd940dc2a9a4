package io.github.dlxkit.cli;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.io.DlxFile;
import io.github.dlxkit.core.memo.MemoBudgetException;
import io.github.dlxkit.core.memo.MemoCounter;
import io.github.dlxkit.core.memo.MemoOrder;
import io.github.dlxkit.core.memo.MemoResult;
import io.github.dlxkit.core.search.SearchLimits;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine.Option;

/** {@code dlx count --memo [--order ITEMS] [--memo-budget MB] [--recount]}: memoized counting ({@link MemoCounter}). */
public final class MemoOptions {
  @Option(names = "--memo", description = "count by memoized search (remember each subproblem's count):"
      + " fast when the item order keeps the frontier narrow, e.g. a board filled row by row")
  boolean memo;

  @Option(names = "--order", paramLabel = "ITEMS", description = "with --memo: the primary items to branch on first,"
      + " comma-separated (the others follow in the file's order)")
  String order;

  @Option(names = "--memo-budget", paramLabel = "MB",
      description = "with --memo: memory for remembered subproblems, 1 to 1048576 MiB (default: 512)")
  Long budgetMb;

  @Option(names = "--recount", description = "with --memo: when the budget is full, recount new subproblems instead of failing")
  boolean recount;

  boolean enabled() {
    String without = order != null ? "--order" : recount ? "--recount" : budgetMb != null ? "--memo-budget" : null;
    if (!memo && without != null) {
      throw new BadInputException(without + " needs --memo");
    }
    return memo;
  }

  /**
   * Counts with the memo, within {@code timeLimit} (null: none) and with the progress and
   * Ctrl-C report of {@code search}; writes the count and the stats line with {@code output}: the
   * memo's nodes are its look-ups (the subproblems met with something left to cover).
   */
  int count(DlxFile dlx, Duration timeLimit, SearchOptions search, OutputForm output) {
    PrintWriter err = output.err();
    if (search.threads() > 1) {
      throw new BadInputException("--memo counts on one thread: drop --threads");
    }
    long budgetMb = this.budgetMb == null ? 512 : this.budgetMb;
    if (budgetMb < 1 || budgetMb > 1 << 20) {
      throw new BadInputException("--memo-budget must be from 1 to 1048576 MiB, got " + budgetMb);
    }
    MemoCounter counter = MemoCounter.of(dlx.problem()).withRecountWhenFull(recount);
    String chose = "";
    try {
      if (order != null) {
        List<String> names = Arrays.asList(order.split(",", -1));
        counter.withOrder(names);
      } else {
        // no order given: the candidate with the fewest states in short trials, said on stderr
        MemoOrder chosen = MemoOrder.choose(dlx.problem());
        counter.withOrder(chosen.names());
        err.println("dlx count: " + chosen.description());
        chose = " (the order chosen was " + chosen.name() + ")";
      }
      counter.withBudget(budgetMb << 20);
      if (timeLimit != null) {
        counter.withLimits(SearchLimits.none().withTimeLimit(timeLimit));
      }
      MemoResult r = search.withProgress(err,
          listener -> counter.withProgress(listener, ProgressPrinter.INTERVAL).count());
      output.count(r.solutions());
      output.stats(Stats.of(r.lookups(), r.solutions(), Duration.ofNanos(Math.round(r.seconds() * 1e9)))
          .with("states", r.states()).with("hits", r.hits()).with("peak_bytes", r.peakBytes()).with("full", r.full()));
      return 0;
    } catch (MemoBudgetException e) {
      if (!e.getMessage().startsWith("memo budget of")) {
        throw new BadInputException(e.getMessage());
      }
      throw new BadInputException(e.getMessage() + "; try --memo-budget MB, --recount, or --order with the"
          + " items along the problem's long side, as a board is swept" + chose);
    }
  }
}
