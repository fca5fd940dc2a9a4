package io.github.dlxkit.cli.polyomino;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.cli.OutputForm;
import io.github.dlxkit.cli.DeprecatedOption;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.polyomino.QuantuminoSolver;
import io.github.dlxkit.polyomino.QuantuminoState;
import io.github.dlxkit.polyomino.TilingJson;
import io.github.dlxkit.polyomino.TilingSolver;
import io.github.dlxkit.polyomino.frontier.FrontierSearch;
import io.github.dlxkit.polyomino.frontier.QuantuminoCount;
import io.github.dlxkit.core.search.CountSum;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code dlx quantumino}: the Quantumino puzzle, one piece put aside. */
@Command(
    name = "quantumino",
    mixinStandardHelpOptions = true,
    description = {
      "Packs 16 of the 17 Quantumino pentacubes (numbered 0-16 as in SageMath) into a box, one",
      "piece put aside, and prints the first solution as its layers (pieces drawn 0-9, A-G),",
      "or the number of solutions, or the number of rows of the exact-cover matrix.",
      "--count counts with a frontier sweep cut into slices at the middle of the box, run like every",
      "split count (--threads, --progress, --checkpoint, --part K/N), --aside all too (one sweep,",
      "a count per aside, its parts added by 'dlx sum'): every aside of the 5x8x2 box took 7.5",
      "hours of wall time in all; see docs/polyomino.md and docs/memo.md."
    })
public final class QuantuminoCommand implements Callable<Integer> {
  Invocation invocation;

  @Option(names = "--aside", paramLabel = "K", defaultValue = "0",
      description = "the piece put aside, 0 to 16, or 'all' with --count (default: ${DEFAULT-VALUE})")
  String asideText;

  int aside;

  @Option(names = "--box", paramLabel = "AxBxC", defaultValue = "5x8x2",
      description = "the box (default: ${DEFAULT-VALUE}); other boxes of 80 cells work too, e.g. 4x4x5 or 2x2x20")
  String box;

  @Option(names = "--count", description = "print the number of solutions (every orientation counted),"
      + " by a frontier sweep (see docs/polyomino.md); with --aside all, a line 'K<TAB>count' per aside")
  boolean count;

  /** Deprecated: slice I of 2^K, 0-based; now {@code --part I+1/2^K}, the one notation of parts. */
  @Option(names = "--slice", hidden = true)
  String slice;

  @Option(names = "--rows", description = "print the number of rows of the exact-cover matrix")
  boolean rows;

  @Mixin SolutionOptions output;

  @Mixin io.github.dlxkit.cli.MatrixOption matrix;

  @Option(names = "--json", description = "one JSON object per solution:%n"
      + "{\"aside\":K,\"box\":[5,8,2],\"pieces\":[{\"piece\":I,\"cells\":[[x,y,z],..]},..]}")
  boolean json;

  @Override
  public Integer call() throws Exception {
    matrix.allowOnly("--aside", "--box");
    checkOptions();
    int[] sizes = TilingOutput.parseBox(box);
    if (sizes.length != 3) {
      throw new BadInputException("--box must have three sizes, like 5x8x2; got '" + box + "'");
    }
    if (matrix.requested() && aside == QuantuminoCount.ALL) {
      throw new BadInputException("--dlx writes the problem of one aside: give --aside K, 0 to 16");
    }
    if (matrix.requested()) {
      // the problem --count counts for one aside (it counts by a frontier sweep, not on this matrix)
      return matrix.write(invocation.name() + " --aside " + aside + " --box " + box,
          QuantuminoSolver.of(aside, sizes).tilingSolver().problem(),
          java.util.List.of("items: a piece is placed; a cell is covered; an option is a placement"),
          invocation.out());
    }
    if (count) {
      PrintWriter out = invocation.out();
      try {
        return count(sizes, out);
      } finally {
        out.flush();
      }
    }
    QuantuminoSolver q = QuantuminoSolver.of(aside, sizes);
    TilingSolver plain = q.tilingSolver();
    PrintWriter out = invocation.out();
    try {
      return output.search.withProgress(invocation.err(), listener -> {
        TilingSolver solver = SolutionOptions.withProgress(plain, listener);
        if (rows) {
          out.println(TilingOutput.rowsLine(solver, json));
          return 0;
        }
        return printSolutions(q, solver, sizes, out);
      });
    } finally {
      out.flush();
    }
  }

  /**
   * The frontier count, one aside or every aside in one sweep, as a {@link FrontierSearch} run by
   * core's runner, as every split count is (--checkpoint, --part, --threads, --progress): all
   * asides are one search whose counts are vectors, a count per aside.
   */
  private int count(int[] sizes, PrintWriter out) {
    if (slice != null) { // after every check: a refused command prints its one line only
      DeprecatedOption.warn(invocation, "--slice", "--part K/N");
    }
    int threads = output.search.threads();
    boolean all = aside == QuantuminoCount.ALL;
    FrontierSearch search = (all ? FrontierSearch.quantuminoAllAsides(sizes) : FrontierSearch.quantumino(aside, sizes))
        .sharingHeap(threads);
    PrintWriter err = invocation.err();
    if (output.splits() && (!all || output.split.printsItself())) {
      return QuantuminoCounting.budgeted(() -> output.split.count(search, output.search, form()));
    }
    CountSum sum = output.splits()
        ? QuantuminoCounting.budgeted(() -> output.split.sum(search, output.search, err))
        : QuantuminoCounting.budgeted(() -> output.split.countList(search,
            QuantuminoCounting.list(search, slice, threads), output.search, err));
    if (all) {
      QuantuminoCounting.printAll(sum.counts(), json, out);
    } else {
      form().count(sum.count().longValueExact());
    }
    return 0;
  }

  /** The writer of the results, in the form asked for (this command has no --stats). */
  private OutputForm form() {
    return OutputForm.of(invocation, json, false);
  }

  private int printSolutions(QuantuminoSolver q, TilingSolver solver, int[] sizes, PrintWriter out) {
    return output.print(solver.solutions().map(q::state).iterator(), json,
        TilingJson::quantumino,
        QuantuminoState::toAscii, QuantuminoState::toSvg, out, invocation.err(), invocation.name());
  }

  private void checkOptions() {
    aside = QuantuminoCounting.parseAside(asideText, count);
    if (count && rows) {
      throw new BadInputException("--count and --rows cannot be used together");
    }
    output.check(count ? "--count" : rows ? "--rows" : null);
    if (slice != null && !count) {
      throw new BadInputException("--slice needs --count");
    }
    QuantuminoCounting.parseSlice(slice); // checked before any work
    if (slice != null && output.splitGiven() != null) {
      // --slice names one subproblem of the sweep, --part and --checkpoint run a whole split
      throw new BadInputException("--slice and " + output.splitGiven() + " cannot be used together");
    }
  }
}
