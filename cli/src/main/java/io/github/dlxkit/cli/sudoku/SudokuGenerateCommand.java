package io.github.dlxkit.cli.sudoku;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.sudoku.Sudoku;
import io.github.dlxkit.sudoku.generate.Difficulty;
import io.github.dlxkit.sudoku.generate.Generator;
import io.github.dlxkit.sudoku.model.Geometry;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code dlx sudoku generate}: puzzles with exactly one solution. */
@Command(
    name = "generate",
    mixinStandardHelpOptions = true,
    description = {
      "Prints puzzles with exactly one solution.",
      "Uniqueness is found by the backtrack solver and checked by dlx. Each puzzle follows a",
      "# line with its givens and difficulty: the simplest technique that solves it",
      "(naked-singles, hidden-singles or guessing) and the guesses the backtrack solver makes.",
      "The same --seed gives the same puzzles. # lines are skipped when puzzles are read back."
    })
public final class SudokuGenerateCommand implements Callable<Integer> {
  /** The most puzzles one run makes. */
  static final int MAX_COUNT = 1_000_000;

  Invocation invocation;

  @Option(names = "--size", paramLabel = "SIDE", defaultValue = "9",
      description = "the grid's side: 1, 4, 9 or 16 (default: ${DEFAULT-VALUE})")
  int size;

  @Option(names = "--count", paramLabel = "K", defaultValue = "1",
      description = "how many puzzles, 1 to 1000000 (default: ${DEFAULT-VALUE})")
  int count;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
      description = "the random seed, any integer (default: ${DEFAULT-VALUE})")
  long seed;

  @Option(names = "--minimal", description = "remove givens until none can be removed")
  boolean minimal;

  @Option(names = "--format", paramLabel = "string|list|json|matrix", defaultValue = "string",
      description = "how puzzles are written, as in 'dlx sudoku solve' (default: ${DEFAULT-VALUE});"
          + " with json the '# K: givens=...' lines go to stderr")
  SudokuSolveCommand.Format format;

  @Override
  public Integer call() {
    int boxSize = Geometry.boxSizeForSide(size);
    if (boxSize < 1 || boxSize > Generator.MAX_BOX_SIZE) {
      throw new BadInputException("--size must be 1, 4, 9 or 16 (the grid's side), got " + size);
    }
    if (count < 1 || count > MAX_COUNT) {
      throw new BadInputException("--count must be 1 to " + MAX_COUNT + ", got " + count);
    }
    if (format == SudokuSolveCommand.Format.ASCII || format == SudokuSolveCommand.Format.LATEX) {
      throw new BadInputException("--format must be string, list, json or matrix, got "
          + format.name().toLowerCase(java.util.Locale.ROOT));
    }
    PrintWriter out = invocation.out();
    Generator generator = new Generator(boxSize, seed);
    for (int i = 1; i <= count; i++) {
      Sudoku puzzle = generator.next(minimal);
      // under JSON every stdout line is JSON: the "# ..." line (a comment to the batch reader) goes to stderr
      (format == SudokuSolveCommand.Format.JSON ? invocation.err() : out)
          .println("# " + i + ": givens=" + puzzle.givenCount() + " " + Difficulty.of(puzzle));
      out.println(SudokuSolveCommand.render(puzzle, format));
      out.flush();
    }
    return 0;
  }
}
