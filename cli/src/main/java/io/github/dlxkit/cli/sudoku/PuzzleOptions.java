package io.github.dlxkit.cli.sudoku;

import io.github.dlxkit.cli.Invocation;

import io.github.dlxkit.cli.DeprecatedOption;
import io.github.dlxkit.cli.Json;
import io.github.dlxkit.core.io.Messages;
import io.github.dlxkit.core.io.Utf8Reader;
import io.github.dlxkit.cli.Ranges;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.cli.Inputs;
import io.github.dlxkit.sudoku.SudokuKernel;
import io.github.dlxkit.sudoku.Sudoku;
import io.github.dlxkit.sudoku.batch.SudokuBatch;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * What {@code dlx sudoku solve} and {@code count} share: where the puzzles come from (arguments, or
 * one per line from {@code --file} or stdin), the kernel and the threads; and the batch run with
 * its one-line-per-puzzle output, bad-line reports and summary.
 */
final class PuzzleOptions {
  @Parameters(paramLabel = "PUZZLE", arity = "0..*", description =
      "puzzles, row by row: . or 0 for a blank, 1-9 then a-z for values (to 36×36), or numbers"
      + " separated by spaces or commas (any size to 100×100, quote them);"
      + " with none (or -), puzzles are read from stdin, one per line or block")
  List<String> puzzles = new ArrayList<>();

  @Option(names = "--file", paramLabel = "FILE", description =
      "read puzzles from FILE (- for stdin), one per line, or one per block of s lines of s"
      + " numbers (an s×s grid, as --format matrix writes it); blank and # lines are skipped,"
      + " and anything after a compact puzzle's first blank is ignored")
  String file;

  @Option(names = "--kernel", paramLabel = "auto|dlx|backtrack", defaultValue = "auto", description =
      "auto: backtrack up to 64×64, else dlx (default);%n"
      + "dlx: exact cover on Dancing Links, any size;%n"
      + "backtrack: bit-mask search with singles, up to 64×64, faster")
  SudokuKernel kernel;

  /** The command this mixin belongs to ({@link Invocation}). */
  Invocation invocation;

  /** The old name of {@code --kernel}, for one release: {@link #check} warns and takes it. */
  @Option(names = "--solver", hidden = true, paramLabel = "dlx|backtrack")
  SudokuKernel solver;

  @Option(names = "--threads", paramLabel = "N", converter = Ranges.Threads.class, defaultValue = "1",
      description = "threads (default: ${DEFAULT-VALUE}): for a batch, whose output stays in input"
          + " order, and for counting one puzzle given as argument with dlx")
  int threads;

  /**
   * The kernel when an option that only the dlx engine has is in use ({@code engine}): dlx for
   * {@code auto}, else the kernel asked for (the caller refuses backtrack with such an option).
   */
  SudokuKernel onEngine(boolean engine) {
    return engine && kernel == SudokuKernel.AUTO ? SudokuKernel.DLX : kernel;
  }

  void check() {
    kernel = DeprecatedOption.take(invocation, "--solver", solver, "--kernel", kernel);
    if (file != null && !puzzles.isEmpty()) {
      throw new BadInputException("give puzzles as arguments or with --file, not both");
    }
  }

  /** Whether {@code in} has text read ahead, so that reading on does not wait; false once closed. */
  private static boolean ready(BufferedReader in) {
    try {
      return in.ready();
    } catch (IOException e) {
      return false; // closed: nothing left to wait for
    }
  }

  /** The most bad lines of a batch reported on stderr one by one; the rest are counted. */
  static final int MAX_ERROR_LINES = 20;

  /** Whether the puzzles come one per line from a file or stdin. */
  boolean isBatch() {
    return file != null || puzzles.isEmpty() || puzzles.equals(List.of("-"));
  }

  /**
   * {@code --dlx}: writes the one puzzle given as an argument as the exact-cover problem the dlx
   * solver searches (the givens fixed: their options, and the options that agree with them).
   */
  int writeMatrix(io.github.dlxkit.cli.MatrixOption matrix, String command, java.io.PrintWriter out) {
    if (isBatch() || puzzles.size() != 1) {
      throw new BadInputException("--dlx writes one puzzle given as an argument");
    }
    Sudoku puzzle = argumentPuzzles().get(0);
    return matrix.write(command + " " + puzzles.get(0), puzzle.exactCover().fixedProblem(),
        List.of("items: p<row>,<column> a cell is filled; r<row>,<value> c<column>,<value> b<box>,<value>"
            + " a value is in a row, column, box; an option puts a value in a cell"), out);
  }

  /** The puzzles given as arguments, checked; a bad one is reported with its position. */
  List<Sudoku> argumentPuzzles() {
    List<Sudoku> parsed = new ArrayList<>();
    for (int i = 0; i < puzzles.size(); i++) {
      try {
        parsed.add(Sudoku.parse(puzzles.get(i)));
      } catch (BadInputException e) {
        String where = puzzles.size() == 1 ? "" : "puzzle " + (i + 1) + ": ";
        throw new BadInputException(where + e.getMessage());
      }
    }
    return parsed;
  }

  /**
   * Runs a batch from the file or stdin: one output line per puzzle, in input order ({@code !} for
   * a bad line, or with {@code json} {@code {"line":L,"error":"..."}}, whose number and reason go to
   * stderr too), then the summary on stderr. Returns the exit
   * status: 1 if there were bad lines, else 0.
   *
   * <p>The answers are written in blocks, not a write per line (the CLI's writer's blocks: a write per
   * line was 0.17 s of CPU for the 49,158 lines of royle_17clue, a fifth of the batch), and flushed
   * whenever the input has no more text read ahead, so that puzzles typed or piped in one at a
   * time get their answers at once; also before each bad line's report on stderr, which then
   * follows its {@code !}.
   */
  int runBatch(String command, SudokuBatch batch, Function<SudokuBatch.Result, String> format,
      boolean json, PrintWriter out, PrintWriter err) throws IOException {
    String source = file == null ? "-" : file;
    SudokuBatch.Summary summary;
    long[] bad = {0};
    // a line is an append to a block of our own, written to the command's writer (itself in 8 KB
    // blocks unless stdout is a terminal, StdoutWriter) a block at a time: cheaper per puzzle than
    // a PrintWriter call, which a batch pays interpreted at first
    AnswerBlock answers = new AnswerBlock(out);
    // a line that is not UTF-8 is a bad line like any other: its neighbours keep their answers
    Utf8Reader lines = Inputs.openLines(source);
    try (BufferedReader in = new BufferedReader(lines)) {
      summary = batch.run(in, r -> {
        // asked for every result, in input order, so that the reader forgets the lines behind
        String notUtf8 = lines.notUtf8(r.lineNumber());
        if (r.isValid()) {
          // bytes that are not UTF-8 after a compact puzzle's first blank are ignored with the rest
          answers.line(format.apply(r));
        } else {
          String error = Messages.oneLine(notUtf8 != null ? notUtf8 : r.error());
          // under JSON every stdout line is JSON: the bad line as an object with its error
          answers.line(json ? Json.badLine(r.lineNumber(), error) : "!");
          if (++bad[0] <= MAX_ERROR_LINES) {
            answers.flush();
            err.println(command + ": " + Inputs.displayName(source) + ": line " + r.lineNumber() + ": " + error);
          }
        }
        if (!ready(in)) {
          answers.flush(); // the next line may keep the reader waiting
        }
      });
    } finally {
      answers.flush(); // the answers before a failure are kept too
    }
    if (bad[0] > MAX_ERROR_LINES) {
      err.println(command + ": " + (bad[0] - MAX_ERROR_LINES) + " more bad lines not shown");
    }
    out.flush();
    err.println(String.format(Locale.ROOT, "puzzles=%d solved=%d unique=%d bad=%d seconds=%.3f puzzles/s=%.0f",
        summary.puzzles(), summary.solved(), summary.unique(), summary.bad(),
        summary.elapsed().toNanos() / 1e9, summary.puzzlesPerSecond()));
    return summary.bad() > 0 ? 1 : 0;
  }
}
