package io.github.dlxkit.cli.tanks;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.cli.MatrixOption;
import io.github.dlxkit.cli.ProgressPrinter;
import io.github.dlxkit.cli.Ranges;
import io.github.dlxkit.cli.SearchOptions;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.tanks.TankAttack;
import io.github.dlxkit.tanks.model.Grid;
import io.github.dlxkit.tanks.render.GridFormat;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code dlx tanks solve}: prints the first solution of a Tank Attack board, or more. */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    description = {
      "Prints the first solution of the NxN Tank Attack board (rows of ranges, '.' for an empty",
      "cell), or more with --all/--limit, separated by blank lines.",
      "Exit status: 0 solved, 1 no solution (or a limit stopped the search), 2 bad input."
    })
final class TanksSolveCommand implements Callable<Integer> {
  Invocation invocation;

  @Mixin TanksBoard board;

  @ArgGroup(exclusive = true)
  HowMany howMany;

  static final class HowMany {
    @Option(names = "--all", description = "print every solution")
    boolean all;

    @Option(names = "--limit", paramLabel = "N", converter = Ranges.Limit.class, description = "print at most N solutions")
    Long limit;
  }

  @Option(names = "--json", description = "one JSON object per solution per line: {\"n\":N,\"grid\":[[...],...]},"
      + " 0 for an empty cell")
  boolean json;

  @Mixin TanksKernelOption kernel;
  @Mixin SearchOptions search;

  @Option(names = "--time-limit", paramLabel = "TIME", converter = Ranges.Time.class,
      description = "stop the search after TIME (seconds, or 500ms, 30s, 5m, 1h): exit 1")
  Duration timeLimit;

  @Mixin MatrixOption matrix;

  private boolean printedAny;

  @Override
  public Integer call() {
    PrintWriter out = invocation.out();
    PrintWriter err = invocation.err();
    board.side();
    // --dlx writes the problem instead of solving it: it refuses what it does not express
    matrix.allowOnly("--symmetry", "--torus", "--holes", "--break-symmetry");
    TankAttack puzzle = TanksCountCommand.puzzle(board, kernel);
    if (matrix.requested()) {
      return writeMatrix(puzzle, out);
    }
    if (timeLimit != null) {
      puzzle = puzzle.withLimits(SearchLimits.none().withTimeLimit(timeLimit));
    }
    TankAttack plain = puzzle;
    return search.withProgress(err, listener ->
        print(plain.withProgress(listener, ProgressPrinter.INTERVAL), out, err));
  }

  /** {@code --dlx}: the problem {@code --kernel exact-cover} solves, symmetry breaking included. */
  private int writeMatrix(TankAttack puzzle, PrintWriter out) {
    List<String> notes = new ArrayList<>(List.of("items: a cell is named row letter,"
        + " column (b3: row 2, column 3); vCELL the range of the tank on CELL; rowCELL, colCELL which tanks of its"
        + " row, column attack it; A>T colour y if A attacks T, n if not; nrCELL, ncCELL coloured with how many"
        + " attack it from its row, column, one digit in base 36 (see TankEncoding)"));
    if (board.breakSymmetry) {
      notes.add("--break-symmetry: xCELL coloured with the range of CELL; g<S>CELL compares CELL with its image"
          + " under symmetry S (0-6: the quarter, half, three-quarter turns, the left-right, up-down mirrors,"
          + " the transpose, the anti-transpose), e<S>CELL coloured = while the grid equals its image so far,"
          + " < once it is smaller: the covers are the leaders, one grid per class");
    }
    return matrix.write("dlx tanks solve " + board.words(), puzzle.encoding().problem(), notes, out);
  }

  /** Prints the solutions asked for; returns the exit status. */
  private int print(TankAttack puzzle, PrintWriter out, PrintWriter err) {
    long max = howMany == null ? 1 : howMany.all ? Long.MAX_VALUE : howMany.limit;
    if (max == 0) {
      return 0;
    }
    AtomicLong printed = new AtomicLong();
    SearchResult r = puzzle.forEach(search.threads(), grid -> {
      synchronized (out) {
        if (printed.get() >= max) {
          return false;
        }
        print(out, grid);
        return printed.incrementAndGet() < max;
      }
    });
    out.flush();
    if (r.stopReason() != StopReason.COMPLETED && r.stopReason() != StopReason.VISITOR) {
      throw new SearchStoppedException(r);
    }
    if (printed.get() == 0) {
      err.println(invocation.name() + ": no solution");
      return 1;
    }
    return 0;
  }

  private void print(PrintWriter out, Grid grid) {
    if (json) {
      out.println(GridFormat.json(grid));
    } else {
      if (printedAny) {
        out.println();
      }
      out.println(GridFormat.text(grid));
      printedAny = true;
    }
  }
}
