package io.github.dlxkit.cli.sudoku;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.cli.Json;
import io.github.dlxkit.cli.Ranges;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.io.Messages;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.sudoku.Sudoku;
import io.github.dlxkit.sudoku.SudokuKernel;
import io.github.dlxkit.sudoku.encoding.DlxSudokuSolver;
import io.github.dlxkit.sudoku.batch.SudokuBatch;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code dlx sudoku solve}: prints solutions. */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    description = {
      "Prints the solution of each puzzle (- if it has none; null with --format json).",
      "Puzzles as arguments: the first solution, or more with --all / --limit, in any --format;",
      "exit status 1 if one has no solution (named on stderr).",
      "Puzzles from --file or stdin: one line per puzzle in input order (the solution, - for none,",
      "! for a bad line, reported on stderr with its number; with --format json {\"line\":L,\"error\":...}),",
      "then a summary on stderr;",
      "exit status 1 if a line was bad (a puzzle without solution is an answer, -, not a bad line).",
      "--time-limit stops each search of an argument puzzle (large,",
      "nearly empty grids can take very long: docs/sudoku.md, 'Large grids'): the solutions found",
      "are printed, a line on stderr says it stopped, exit status 1."
    })
public final class SudokuSolveCommand implements Callable<Integer> {
  /** How solutions are printed. */
  enum Format {
    STRING, ASCII, LATEX, LIST, JSON, MATRIX;

    /** Whether a grid takes several lines in this format. */
    boolean isMultiLine() {
      return this == ASCII || this == LATEX || this == MATRIX;
    }
  }

  Invocation invocation;

  @Mixin PuzzleOptions puzzles;

  @Mixin io.github.dlxkit.cli.MatrixOption matrix;

  @Option(names = "--all", description = "print every solution (puzzles given as arguments)")
  boolean all;

  @Option(names = "--limit", paramLabel = "N", converter = Ranges.CountLimit.class,
      description = "print at most N solutions per puzzle (arguments), N at least 1 (a puzzle always gets a line)")
  Long limit;

  @Option(names = "--time-limit", paramLabel = "TIME", converter = Ranges.Time.class, description =
      "stop each puzzle's search after TIME (seconds, or 500ms, 30s, 5m, 1h) and exit with status 1"
      + " (puzzles given as arguments; dlx kernel)")
  Duration timeLimit;

  @Option(names = "--format", paramLabel = "string|ascii|latex|list|json|matrix", defaultValue = "string",
      description =
      "string: one line of symbols, as read (default; beyond 36×36 as list); ascii: SageMath's"
      + " boxed drawing; latex: a LaTeX array; list: [v1, v2, ...] row by row; json: [[row 1],...];"
      + " matrix: one row per line, numbers separated by spaces (a blank line after each grid"
      + " of a file). string, list, json and matrix read back as puzzles")
  Format format;

  @Override
  public Integer call() throws Exception {
    matrix.allowOnly(); // the one puzzle, given as an argument, is the whole problem
    puzzles.check();
    if (matrix.requested()) {
      return puzzles.writeMatrix(matrix, invocation.name(), invocation.out());
    }
    if (all && limit != null) {
      throw new BadInputException("--all and --limit exclude each other");
    }
    PrintWriter out = invocation.out();
    PrintWriter err = invocation.err();
    if (timeLimit != null && puzzles.kernel == SudokuKernel.BACKTRACK) {
      throw new BadInputException("--time-limit works with --kernel dlx");
    }
    if (puzzles.isBatch()) {
      if (timeLimit != null) {
        throw new BadInputException("--time-limit applies to puzzles given as arguments");
      }
      if (all || limit != null) {
        throw new BadInputException("--all and --limit apply to puzzles given as arguments; "
            + "a file gets one line per puzzle (use 'dlx sudoku count' for the number of solutions)");
      }
      if (format == Format.ASCII || format == Format.LATEX) {
        throw new BadInputException("--format " + format.name().toLowerCase(java.util.Locale.ROOT)
            + " takes several lines per puzzle; a file gets one line (or block) per puzzle: "
            + "use string, list, json or matrix");
      }
      SudokuBatch batch = new SudokuBatch(SudokuBatch.Mode.SOLVE, puzzles.kernel, puzzles.threads, 2);
      // a matrix block ends with a blank line, so the output reads back one block per puzzle
      Function<SudokuBatch.Result, String> answer = format == Format.MATRIX
          ? r -> r.solution().map(this::render).orElse(none()) + "\n"
          : r -> r.solution().map(this::render).orElse(none()); // no copy of each line for nothing
      return puzzles.runBatch(invocation.name(), batch, answer, format == Format.JSON, out, err);
    }
    List<Sudoku> given = puzzles.argumentPuzzles();
    long max = all ? Long.MAX_VALUE : limit == null ? 1 : limit;
    boolean multiLine = format.isMultiLine();
    boolean[] first = {true};
    int status = 0;
    for (int k = 0; k < given.size(); k++) {
      Sudoku puzzle = given.get(k);
      long[] printed = {0};
      DlxSudokuSolver watched = timeLimit == null ? null : watched(puzzle);
      Stream<Sudoku> solutions = watched == null ? puzzle.solutions(puzzles.kernel) : puzzle.solutions(watched);
      solutions.limit(max).forEach(s -> {
        if (multiLine && !first[0]) {
          out.println();
        }
        out.println(render(s));
        first[0] = false;
        printed[0]++;
      });
      if (watched != null && watched.isStopped()) {
        // not "-": a search the time stopped has not shown that the puzzle has no solution
        out.flush();
        err.println(String.format(Locale.ROOT, "%s: stopped (time limit) after %.1f s: %d solutions printed for %s",
            invocation.name(), timeLimit.toNanos() / 1e9, printed[0], Messages.quote(puzzle.toString())));
        status = 1;
      } else if (printed[0] == 0) {
        if (multiLine && !first[0]) {
          out.println();
        }
        out.println(none());
        first[0] = false;
        // the exit-status table of every --help: 1 for no solution; the line keeps its place
        out.flush();
        err.println(invocation.name() + ": " + (given.size() == 1 ? "" : "puzzle " + (k + 1) + ": ")
            + "no solution");
        status = 1;
      }
    }
    out.flush();
    return status;
  }

  /** A dlx solver for {@code puzzle}'s size whose search stops after {@code --time-limit}. */
  private DlxSudokuSolver watched(Sudoku puzzle) {
    DlxSudokuSolver solver = new DlxSudokuSolver(puzzle.geometry());
    solver.watch(SearchControl.of(SearchLimits.none().withTimeLimit(timeLimit)).worker());
    return solver;
  }

  /** The line of a puzzle without solution: {@code -}, or JSON's {@code null} under --format json. */
  private String none() {
    return format == Format.JSON ? "null" : "-";
  }

  private String render(Sudoku s) {
    return render(s, format);
  }

  /** The rows as a JSON array of arrays, 0 for a blank: {@code [[0,4,0,0],[3,2,0,0],...]}. */
  private static String rows(Sudoku s) {
    int side = s.geometry().side();
    int[] cells = s.toArray();
    return Json.of(w -> {
      w.beginArray();
      for (int r = 0; r < side; r++) {
        w.beginArray();
        for (int c = 0; c < side; c++) {
          w.value(cells[r * side + c]);
        }
        w.endArray();
      }
      w.endArray();
    });
  }

  /** {@code s} written in {@code format}. */
  static String render(Sudoku s, Format format) {
    return switch (format) {
      case STRING -> s.toString();
      case ASCII -> s.toAscii();
      case LATEX -> s.toLatex();
      case LIST -> s.toList().toString();
      case JSON -> rows(s); // as Sudoku.toJson() writes it, by Gson as every JSON of the CLI
      case MATRIX -> s.toMatrixText();
    };
  }
}
