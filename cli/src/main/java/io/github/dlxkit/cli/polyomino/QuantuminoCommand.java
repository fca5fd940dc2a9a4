package io.github.dlxkit.cli.polyomino;

import io.github.dlxkit.cli.BadInputException;
import io.github.dlxkit.cli.Json;
import io.github.dlxkit.cli.ProgressPrinter;
import io.github.dlxkit.polyomino.QuantuminoSolver;
import io.github.dlxkit.polyomino.QuantuminoState;
import io.github.dlxkit.polyomino.TilingSolver;
import java.io.PrintWriter;
import java.util.Iterator;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
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
      description = "the piece put aside, 0 to 16 (default: ${DEFAULT-VALUE})")
  int aside;

  @Option(names = "--box", paramLabel = "AxBxC", defaultValue = "5x8x2",
      description = "the box (default: ${DEFAULT-VALUE}); other boxes of 80 cells work too, e.g. 4x4x5 or 2x2x20")
  String box;

  @Option(names = "--count", description = "print the number of solutions (every orientation counted)")
  boolean count;

  @Option(names = "--rows", description = "print the number of rows of the exact-cover matrix")
  boolean rows;

  @Option(names = "--all", description = "print every solution")
  boolean all;

  @Option(names = "--limit", paramLabel = "N", description = "print the first N solutions")
  Long limit;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
      description = "threads for --count (default: ${DEFAULT-VALUE})")
  int threads;

  @Option(names = "--json", description = {"one JSON object per solution:",
      "{\"aside\":K,\"box\":[5,8,2],\"pieces\":[{\"piece\":I,\"cells\":[[x,y,z],..]},..]}"})
  boolean json;

  @Option(names = "--svg", paramLabel = "OUT.svg", description = "also draw the first solution printed as SVG")
  String svg;

  @Option(names = "--progress", description = "show a live progress line on stderr for searches over a second")
  boolean progress;

  @Override
  public Integer call() {
    checkOptions();
    int[] sizes = TilingOutput.parseBox(box);
    if (sizes.length != 3) {
      throw new BadInputException("--box must have three sizes, like 5x8x2; got '" + box + "'");
    }
    QuantuminoSolver q = QuantuminoSolver.of(aside, sizes);
    TilingSolver solver = q.tilingSolver();
    PrintWriter out = spec.commandLine().getOut();
    ProgressPrinter printer = null;
    if (progress) {
      printer = new ProgressPrinter(spec.commandLine().getErr());
      solver = solver.withProgress(printer, ProgressPrinter.INTERVAL);
    }
    try {
      if (rows) {
        out.println(json ? "{\"rows\":" + solver.rows().size() + ",\"columns\":" + solver.problem().itemCount() + "}"
            : Integer.toString(solver.rows().size()));
        return 0;
      }
      if (count) {
        long n = solver.count(threads);
        out.println(json ? "{\"count\":" + n + "}" : Long.toString(n));
        return 0;
      }
      return printSolutions(q, solver, sizes, out);
    } finally {
      if (printer != null) {
        printer.finish();
      }
      out.flush();
    }
  }

  private int printSolutions(QuantuminoSolver q, TilingSolver solver, int[] sizes, PrintWriter out) {
    long max = all ? Long.MAX_VALUE : limit != null ? limit : 1;
    Iterator<QuantuminoState> it = solver.solve().map(t -> q.state(t)).iterator();
    long printed = 0;
    while (printed < max && it.hasNext()) {
      QuantuminoState s = it.next();
      if (json) {
        out.println("{\"aside\":" + aside + ",\"box\":" + Json.numbers(sizes) + ",\"pieces\":"
            + TilingOutput.piecesJson(s.tiling(), i -> Integer.toString(q.pieceNumber(i))) + "}");
      } else {
        if (printed > 0) {
          out.println();
        }
        out.println(s.toAscii());
      }
      if (printed == 0 && svg != null) {
        TilingOutput.writeSvg(svg, s.toSvg());
      }
      printed++;
      out.flush();
    }
    if (printed == 0 && max > 0) {
      spec.commandLine().getErr().println(spec.qualifiedName() + ": no solution");
      return 1;
    }
    return 0;
  }

  private void checkOptions() {
    if (aside < 0 || aside > 16) {
      throw new BadInputException("--aside must be a piece number from 0 to 16, got " + aside);
    }
    if (threads < 1) {
      throw new BadInputException("--threads must be at least 1, got " + threads);
    }
    if (limit != null && limit < 0) {
      throw new BadInputException("--limit must not be negative, got " + limit);
    }
    if (all && limit != null) {
      throw new BadInputException("--all and --limit cannot be used together");
    }
    if (count && rows) {
      throw new BadInputException("--count and --rows cannot be used together");
    }
    if ((count || rows) && (all || limit != null || svg != null)) {
      throw new BadInputException("--all, --limit and --svg print solutions; they cannot be combined with "
          + (count ? "--count" : "--rows"));
    }
  }
}
