package io.github.dlxkit.cli;

import io.github.dlxkit.core.io.DlxFile;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.Kernel;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.StopReason;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dlx solve}: prints the solutions of a problem in Knuth's format. */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    description = {
      "Prints the solutions of an exact-cover problem written in Knuth's DLX format:",
      "each solution as its option lines, as written in the file, in the order they were",
      "chosen; solutions are separated by a blank line."
    })
public final class SolveCommand implements Callable<Integer> {
  Invocation invocation;

  @Parameters(paramLabel = "FILE|-", description = "the problem in Knuth's DLX format; - reads stdin")
  String file;

  @Option(names = "--limit", paramLabel = "N", converter = Ranges.Limit.class, description = "print at most N solutions (default: all)")
  Long limit;

  @Option(names = "--time-limit", paramLabel = "TIME", converter = Ranges.Time.class,
      description = "stop after TIME (seconds, or 500ms, 30s, 5m, 1h): exit 1, after the solutions found so far")
  Duration timeLimit;

  @Option(names = "--json", description =
      "one JSON object per solution per line:%n"
      + "{\"options\":[line numbers],\"items\":[[item names, with :colour where coloured],...]}")
  boolean json;

  @Option(names = "--kernel", paramLabel = "auto|links|cells|bits", defaultValue = "auto",
      converter = KernelOption.class, completionCandidates = KernelOption.Names.class,
      description = "the search kernel (default: ${DEFAULT-VALUE}, as dlx count picks it); the order of the"
          + " solutions is the kernel's: links = Knuth's DLX2's order and statistics")
  Kernel kernel;

  @Option(names = "--stats", description = "print 'nodes=N updates=N solutions=N seconds=S kernel=K' on stderr")
  boolean stats;

  @Mixin CostOptions cost;

  @Mixin PreprocessOptions pre;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = invocation.out();
    OutputForm output = OutputForm.of(invocation, json, stats);
    boolean byCost = cost.enabled(limit);
    PrintWriter err = invocation.err();
    DlxFile dlx = pre.apply(DlxInput.read(file, err), err);
    // Ctrl-C or SIGTERM stops the search as --time-limit does: the solutions found so far are
    // printed (the cheapest kept so far, with --min-cost), then the solutions and nodes so far on
    // stderr, as dlx count reports them (Interrupts)
    if (byCost) {
      // the cheapest solutions are found by branch and bound (MinCostSearch), which has no kernel to choose
      for (String other : new String[] {"--kernel", "--stats"}) {
        if (invocation.given(other)) {
          throw new io.github.dlxkit.core.BadInputException("--min-cost and " + other + " cannot be used together");
        }
      }
      return Interrupts.run("dlx solve", err, null, Interrupts.GRACE, (listener, token) -> cost.solve(dlx,
          TimeLimits.apply(ExactCoverSolver.of(dlx.problem()), timeLimit, token)
              .withProgress(listener, ProgressPrinter.INTERVAL), output,
          r -> Interrupts.ended(listener, r.statistics())));
    }
    long max = limit == null ? Long.MAX_VALUE : limit;
    if (max == 0) {
      return 0;
    }
    long[] printed = {0};
    // the fastest kernel for the problem unless one is asked for: ExactCoverSolver's default, the
    // one dlx count takes
    ExactCoverSolver solver = kernel == null ? ExactCoverSolver.of(dlx.problem())
        : ExactCoverSolver.of(dlx.problem()).withKernel(kernel);
    SearchResult result = Interrupts.run("dlx solve", err, null, Interrupts.GRACE, (listener, token) -> {
      SearchResult r = TimeLimits.apply(solver, timeLimit, token)
          .withProgress(listener, ProgressPrinter.INTERVAL).forEachSolution((ids, n) -> {
        output.solution(json ? null : text(dlx, ids, n), object(dlx, ids, n, null));
        return ++printed[0] < max;
      });
      out.flush();
      Interrupts.ended(listener, r.statistics());
      return r;
    });
    output.stats(Stats.of(result.statistics()).with("kernel", KernelOption.used(solver.kernel(), dlx.problem())));
    if (result.stopReason() == StopReason.CANCELLED) {
      return Errors.FAILURES; // the JVM is exiting (130 or 143): the interrupt hook reports
    }
    if (!result.isComplete() && result.stopReason() != StopReason.VISITOR) {
      throw new SearchStoppedException(result);
    }
    if (printed[0] == 0) {
      // the convention of every command (docs/cli.md): nothing on stdout, one line on stderr, exit 1
      err.println("dlx solve: no solution");
      return 1;
    }
    return 0;
  }

  /** The text of a solution: its options' lines as the file has them. */
  static String text(DlxFile dlx, int[] ids, int n) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < n; i++) {
      b.append(i == 0 ? "" : "\n").append(dlx.textOf(ids[i]));
    }
    return b.toString();
  }

  /**
   * The JSON object of a solution, {@code {"options":[...],"items":[[...],...]}}, with
   * {@code "cost":N} first when {@code cost} is not null ({@code --min-cost}).
   */
  static Json.Value object(DlxFile dlx, int[] ids, int n, Long cost) {
    return w -> {
      w.beginObject();
      if (cost != null) {
        w.name("cost").value(cost);
      }
      w.name("options").beginArray();
      for (int i = 0; i < n; i++) {
        w.value(dlx.lineOf(ids[i]));
      }
      w.endArray().name("items").beginArray();
      for (int i = 0; i < n; i++) {
        w.beginArray();
        for (String token : dlx.problem().optionTokens(ids[i])) {
          w.value(token);
        }
        w.endArray();
      }
      w.endArray().endObject();
    };
  }
}
