package io.github.dlxkit.cli;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.io.DlxFile;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.Kernel;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStoppedException;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dlx count}: the number of solutions of a problem in Knuth's format. */
@Command(
    name = "count",
    mixinStandardHelpOptions = true,
    description = {
      "Counts the solutions of an exact-cover problem written in Knuth's DLX format",
      "and prints the number alone on stdout."
    })
public final class CountCommand implements Callable<Integer> {
  Invocation invocation;

  @Parameters(paramLabel = "FILE|-", description = "the problem in Knuth's DLX format; - reads stdin")
  String file;

  @Mixin SearchOptions search;

  @Mixin SplitOptions split;

  @Option(names = "--json", description = "print the count as one JSON object, {\"count\":N}, the shape of every"
      + " command's --json count (a --part K/N line is JSON either way)")
  boolean json;

  @Option(names = "--stats", description = "print 'nodes=N updates=N solutions=N seconds=S' on stderr"
      + " (with --checkpoint or --part: 'nodes=N solutions=N seconds=S subproblems=M')")
  boolean stats;


  @Option(names = "--time-limit", paramLabel = "TIME", converter = Ranges.Time.class,
      description = "stop after TIME (seconds, or 500ms, 30s, 5m, 1h): exit 1, and no number is printed")
  Duration timeLimit;

  @Option(names = "--kernel", paramLabel = "auto|links|cells|bits", defaultValue = "auto",
      converter = KernelOption.class, completionCandidates = KernelOption.Names.class,
      description = "the search kernel (default: ${DEFAULT-VALUE}, bits or cells by the problem's shape):"
          + " links = Knuth's DLX2, whose node and update counts --stats reproduces; cells = sparse sets"
          + " (same count, smaller tree); bits = bitsets (cells' tree, node for node)")
  Kernel kernel;

  @Mixin MemoOptions memo;

  @Mixin PreprocessOptions pre;

  @Override
  public Integer call() throws Exception {
    int threads = search.threads();
    var err = invocation.err();
    checkCombinations();
    DlxFile dlx = pre.apply(DlxInput.read(file, err), err);
    OutputForm output = OutputForm.of(invocation, json, stats);
    if (memo.enabled()) {
      return memo.count(dlx, timeLimit, search, output);
    }
    Kernel chosen = kernel != null ? kernel : Kernel.fastestFor(dlx.problem());
    ExactCoverSolver solver = TimeLimits.apply(ExactCoverSolver.of(dlx.problem()).withKernel(chosen), timeLimit);
    if (split.isActive()) {
      return split.count(solver.splittable(), search, output);
    }
    SearchResult result = search.withProgress(err,
        listener -> solver.withProgress(listener, ProgressPrinter.INTERVAL).run(threads));
    if (!result.isComplete()) {
      throw new SearchStoppedException(result);
    }
    output.count(result.solutions());
    if (output.wantsStats()) { // the line is formatted only when asked for
      output.stats(Stats.of(result.statistics()).with("kernel", KernelOption.used(chosen, dlx.problem())));
    }
    return 0;
  }

  /** Options that do not combine are refused before any work, naming both (docs/cli.md). */
  private void checkCombinations() {
    if (memo.enabled()) {
      // the memo counts on its own, in one piece, with its own order: it cannot be split nor use a kernel
      for (String other : new String[] {"--checkpoint", "--part", "--refine-after", "--kernel"}) {
        if (invocation.given(other)) {
          throw new BadInputException("--memo and " + other + " cannot be used together");
        }
      }
    }
    if (timeLimit != null && split.given() != null) {
      // a split count is recorded piece by piece: --checkpoint resumes it, --part runs one job of an array
      throw new BadInputException("--time-limit and " + split.given() + " cannot be used together");
    }
  }
}
