package io.github.dlxkit.cli.sudoku;

import io.github.dlxkit.cli.Invocation;
import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.cli.Inputs;
import io.github.dlxkit.sudoku.SudokuKernel;
import io.github.dlxkit.sudoku.Sudoku;
import io.github.dlxkit.sudoku.batch.SolverBench;
import io.github.dlxkit.sudoku.io.PuzzleReader;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dlx sudoku bench}: solver speed on puzzle files, in the layout of tdoku's harness. */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    description = {
      "Measures solvers on puzzle files in the layout of tdoku's run_benchmark.",
      "As there, each puzzle is solved and proved unique (search to a second solution), whole",
      "passes are repeated for --time seconds after --warmup seconds, CPU time of one thread.",
      "One table per file, one row per solver: puzzles/sec, usec/puzzle, %%no_guess and",
      "guesses/puzzle, then the file's puzzles and how many are unique. A guess is a choice among",
      "two or more candidates (a cell for backtrack, a branch node for dlx), counted once however",
      "many are tried, as the harness's solvers count. tdoku's harness first replaces each puzzle",
      "by a random symmetric image: so does --permute."
    })
public final class SudokuBenchCommand implements Callable<Integer> {
  /** The longest --time or --warmup. */
  static final double MAX_SECONDS = 3600;

  Invocation invocation;

  @Parameters(paramLabel = "FILE", arity = "1..*", description = "puzzle files, as 'dlx sudoku solve --file' reads them")
  List<String> files;

  @Option(names = "--kernel", paramLabel = "backtrack,dlx", split = ",", defaultValue = "backtrack",
      description = "the kernels to measure, separated by commas (default: ${DEFAULT-VALUE})")
  List<SudokuKernel> solvers;

  /** The old name of {@code --kernel}, for one release. */
  @Option(names = "--solver", hidden = true, paramLabel = "backtrack,dlx", split = ",")
  List<SudokuKernel> oldSolvers;

  @Option(names = "--time", paramLabel = "SECONDS", defaultValue = "2",
      description = "measure each solver on each file for SECONDS, 0 to 3600 (at least one pass; default: ${DEFAULT-VALUE})")
  double time;

  @Option(names = "--warmup", paramLabel = "SECONDS", defaultValue = "1",
      description = "warm up for SECONDS first, 0 to 3600 (at least one pass; default: ${DEFAULT-VALUE})")
  double warmup;

  @Option(names = "--permute", description = "replace each puzzle by a random symmetric image first"
      + " (relabelled values, permuted bands, rows, stacks and columns, maybe transposed), as tdoku's"
      + " harness does by default")
  boolean permute;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
      description = "the seed of --permute, any integer (default: ${DEFAULT-VALUE})")
  long seed;

  @Override
  public Integer call() throws IOException {
    if (oldSolvers != null) {
      io.github.dlxkit.cli.DeprecatedOption.warn(invocation, "--solver", "--kernel");
      solvers = oldSolvers;
    }
    checkSeconds("--time", time);
    checkSeconds("--warmup", warmup);
    PrintWriter out = invocation.out();
    for (String file : files) {
      List<int[]> puzzles = new ArrayList<>();
      int boxSize = read(file, puzzles);
      List<int[]> measured = permute ? SolverBench.permuted(puzzles, boxSize, seed) : puzzles;
      String name = Inputs.displayName(file);
      out.println(String.format(Locale.ROOT, "|%-38s|%13s|%13s|%12s|%16s|%8s|%8s|",
          name, "puzzles/sec", "usec/puzzle", "%no_guess", "guesses/puzzle", "puzzles", "unique"));
      out.println("|" + "-".repeat(38) + "|------------:|------------:|-----------:|---------------:|-------:|-------:|");
      for (SudokuKernel solver : solvers) {
        if (boxSize > solver.maxBoxSize()) {
          throw new BadInputException(name + ": the " + solver.name().toLowerCase(Locale.ROOT)
              + " solver handles grids up to " + solver.maxBoxSize() * solver.maxBoxSize() + "×"
              + solver.maxBoxSize() * solver.maxBoxSize());
        }
        SolverBench.Result r = SolverBench.run(measured, boxSize, solver, seconds(warmup), seconds(time));
        boolean counted = r.guesses() >= 0;
        out.println(String.format(Locale.ROOT, "|%-38s|%12.1f |%12.1f |%11s |%15s |%7d |%7d |",
            solver.name().toLowerCase(Locale.ROOT), r.puzzlesPerSecond(), r.microsPerPuzzle(),
            counted ? String.format(Locale.ROOT, "%.1f%%", 100.0 * r.noGuess() / r.solved()) : "-",
            counted ? String.format(Locale.ROOT, "%.2f", (double) r.guesses() / r.solved()) : "-",
            r.puzzles(), r.unique()));
        out.flush();
      }
      out.println();
    }
    out.flush();
    return 0;
  }

  /** Reads every puzzle of {@code file} into {@code puzzles}; returns their box size. */
  private static int read(String file, List<int[]> puzzles) throws IOException {
    String name = Inputs.displayName(file);
    int boxSize = -1;
    try (BufferedReader in = new BufferedReader(Inputs.open(file))) {
      PuzzleReader reader = new PuzzleReader(in);
      PuzzleReader.Record record;
      while ((record = reader.next()) != null) {
        Sudoku puzzle;
        try {
          puzzle = Sudoku.parse(record.text());
        } catch (BadInputException e) {
          throw new BadInputException(name + ": line " + record.lineNumber() + ": " + e.getMessage());
        }
        if (boxSize >= 0 && puzzle.boxSize() != boxSize) {
          throw new BadInputException(name + ": line " + record.lineNumber() + ": a " + puzzle.size()
              + "×" + puzzle.size() + " puzzle among " + boxSize * boxSize + "×" + boxSize * boxSize
              + " ones: one size per file");
        }
        boxSize = puzzle.boxSize();
        puzzles.add(puzzle.toArray());
      }
    }
    if (puzzles.isEmpty()) {
      throw new BadInputException(name + ": no puzzles");
    }
    return boxSize;
  }

  private static void checkSeconds(String option, double seconds) {
    if (!(seconds >= 0 && seconds <= MAX_SECONDS)) {
      throw new BadInputException(option + " must be 0 to " + (int) MAX_SECONDS + " seconds, got " + seconds);
    }
  }

  private static Duration seconds(double s) {
    return Duration.ofNanos((long) (s * 1e9));
  }
}
