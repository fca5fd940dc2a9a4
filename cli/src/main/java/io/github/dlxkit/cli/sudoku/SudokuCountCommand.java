package io.github.dlxkit.cli.sudoku;

import io.github.dlxkit.cli.Ranges;
import io.github.dlxkit.cli.BadInputException;
import io.github.dlxkit.sudoku.Algorithm;
import io.github.dlxkit.sudoku.Sudoku;
import io.github.dlxkit.sudoku.batch.SudokuBatch;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code dlx sudoku count}: prints the number of solutions. */
@Command(
    name = "count",
    mixinStandardHelpOptions = true,
    description = {
      "Prints the number of solutions of each puzzle, one line per puzzle.",
      "Puzzles from --file or stdin: ! for a bad line (reported on stderr with its number), then a",
      "summary on stderr; exit status 1 if a line was bad. A puzzle with few givens can have",
      "astronomically many solutions: use --limit."
    })
public final class SudokuCountCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin PuzzleOptions puzzles;

  @Option(names = "--limit", paramLabel = "N", converter = Ranges.Limit.class,
      description = "stop counting a puzzle's solutions at N (so N means 'N or more')")
  Long limit;

  @Override
  public Integer call() throws Exception {
    puzzles.check();
    long max = limit == null ? Long.MAX_VALUE : limit;
    PrintWriter out = spec.commandLine().getOut();
    if (puzzles.isBatch()) {
      SudokuBatch batch = new SudokuBatch(SudokuBatch.Mode.COUNT, puzzles.solver, puzzles.threads, max);
      return puzzles.runBatch(spec.qualifiedName(), batch, r -> Long.toString(r.count()), out,
          spec.commandLine().getErr());
    }
    for (Sudoku puzzle : puzzles.argumentPuzzles()) {
      // one puzzle, many solutions: the engine's parallel count splits its search tree
      boolean parallel = puzzles.threads > 1 && puzzles.solver == Algorithm.DLX && limit == null;
      out.println(parallel ? puzzle.count(puzzles.threads) : puzzle.countUpTo(max, puzzles.solver));
      out.flush();
    }
    return 0;
  }
}
