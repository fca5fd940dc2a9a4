package io.github.dlxkit.cli.sudoku;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code dlx sudoku}: solve, count, generate and benchmark Sudoku puzzles of any size. */
@Command(
    name = "sudoku",
    mixinStandardHelpOptions = true,
    description = {
      "Solves, counts, generates and benchmarks Sudoku puzzles of any size (1×1 to 100×100), given",
      "on the command line or one per line (or block) in a file or on stdin. A puzzle is written",
      "row by row, . or 0 for a blank, 1-9 then a=10, b=11, ... for values (81 characters for a",
      "9×9), or as numbers separated by spaces or commas (any size)."
    },
    subcommands = {SudokuSolveCommand.class, SudokuCountCommand.class, SudokuGenerateCommand.class,
        SudokuBenchCommand.class})
public final class SudokuCommand implements Runnable {
  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
