package io.github.dlxkit.cli.polyomino;

import io.github.dlxkit.polyomino.render.TilingJson;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.polyomino.QuantuminoSolver;
import io.github.dlxkit.polyomino.QuantuminoState;
import io.github.dlxkit.polyomino.TilingSolver;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code dlx quantumino}: the Quantumino puzzle, one piece put aside. */
@Command(
    name = "quantumino",
    mixinStandardHelpOptions = true,
    description = {
      "Packs 16 of the 17 Quantumino pentacubes (numbered 0-16 as in SageMath) into a box, one",
      "piece put aside, and prints the first solution as its layers (pieces drawn 0-9, A-G),",
      "or the number of solutions, or the number of rows of the exact-cover matrix.",
      "Counting every solution of the 5x8x2 box takes days: see docs/PERFORMANCE.md."
    })
public final class QuantuminoCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

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

  @Option(names = "--slice", paramLabel = "I/K", description = "with --count: only slice I of 2^K (the packings"
      + " whose pieces 0..K-1 anchored in the first half of the box are the bits of I); the slices add up")
  String slice;

  @Option(names = "--rows", description = "print the number of rows of the exact-cover matrix")
  boolean rows;

  @Mixin SolutionOptions output;

  @Option(names = "--json", description = "one JSON object per solution:%n"
      + "{\"aside\":K,\"box\":[5,8,2],\"pieces\":[{\"piece\":I,\"cells\":[[x,y,z],..]},..]}")
  boolean json;

  @Override
  public Integer call() throws Exception {
    checkOptions();
    int[] sizes = TilingOutput.parseBox(box);
    if (sizes.length != 3) {
      throw new BadInputException("--box must have three sizes, like 5x8x2; got '" + box + "'");
    }
    // only a split count builds the matrix here (the plain count is a frontier sweep, and 'all' no one aside)
    Integer bySplit = count && output.splits() ? output.countBySplit(QuantuminoSolver.of(aside, sizes).tilingSolver(),
        spec.commandLine().getOut(), spec.commandLine().getErr()) : null;
    if (bySplit != null) {
      spec.commandLine().getOut().flush();
      return bySplit;
    }
    if (count) {
      QuantuminoCounting.print(aside, sizes, slice, output.search.progress() ? spec.commandLine().getErr() : null,
          json, spec.commandLine().getOut());
      spec.commandLine().getOut().flush();
      return 0;
    }
    QuantuminoSolver q = QuantuminoSolver.of(aside, sizes);
    TilingSolver plain = q.tilingSolver();
    PrintWriter out = spec.commandLine().getOut();
    try {
      return output.search.withProgress(spec.commandLine().getErr(), listener -> {
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

  private int printSolutions(QuantuminoSolver q, TilingSolver solver, int[] sizes, PrintWriter out) {
    return output.print(solver.solutions().map(q::state).iterator(), json,
        TilingJson::quantumino,
        QuantuminoState::toAscii, QuantuminoState::toSvg, out, spec.commandLine().getErr(), spec.qualifiedName());
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
    if (slice != null && output.splitGiven() != null) {
      // a slice is the frontier sweep's cut, a part the engine's: the two do not nest
      throw new BadInputException("--slice and " + output.splitGiven() + " cannot be used together");
    }
  }
}
