package io.github.dlxkit.cli;

import io.github.dlxkit.core.io.DlxFile;
import io.github.dlxkit.core.search.ExactCoverSolver;
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
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

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
  @Spec CommandSpec spec;

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

  @Mixin CostOptions cost;

  @Mixin PreprocessOptions pre;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    boolean byCost = cost.enabled(limit);
    PrintWriter err = spec.commandLine().getErr();
    DlxFile dlx = pre.apply(DlxInput.read(file, err), err);
    // Ctrl-C or SIGTERM stops the search as --time-limit does: the solutions found so far are
    // printed (the cheapest kept so far, with --min-cost), then the solutions and nodes so far on
    // stderr, as dlx count reports them (Interrupts)
    if (byCost) {
      return Interrupts.stopping("dlx solve", err, null, (listener, token) -> cost.solve(dlx,
          TimeLimits.apply(ExactCoverSolver.of(dlx.problem()), timeLimit, token)
              .withProgress(listener, ProgressPrinter.INTERVAL), json, out, err,
          r -> Interrupts.ended(listener, r.statistics())));
    }
    long max = limit == null ? Long.MAX_VALUE : limit;
    if (max == 0) {
      return 0;
    }
    long[] printed = {0};
    SearchResult result = Interrupts.stopping("dlx solve", err, null, (listener, token) -> {
      SearchResult r = TimeLimits.apply(ExactCoverSolver.of(dlx.problem()), timeLimit, token)
          .withProgress(listener, ProgressPrinter.INTERVAL).forEachSolution((ids, n) -> {
        if (json) {
          out.println(toJson(dlx, ids, n));
        } else {
          if (printed[0] > 0) {
            out.println();
          }
          for (int i = 0; i < n; i++) {
            out.println(dlx.textOf(ids[i]));
          }
        }
        return ++printed[0] < max;
      });
      out.flush();
      Interrupts.ended(listener, r.statistics());
      return r;
    });
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

  static String toJson(DlxFile dlx, int[] ids, int n) {
    return Json.of(w -> {
      w.beginObject().name("options").beginArray();
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
    });
  }
}
