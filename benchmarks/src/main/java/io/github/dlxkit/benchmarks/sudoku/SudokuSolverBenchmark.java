package io.github.dlxkit.benchmarks.sudoku;

import io.github.dlxkit.sudoku.SudokuKernel;
import io.github.dlxkit.sudoku.PuzzleSets;
import io.github.dlxkit.sudoku.Sudoku;
import io.github.dlxkit.sudoku.model.SudokuSolver;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Puzzles per second, one thread, on the shipped 9×9 sets, each puzzle solved to the proof of
 * uniqueness ({@code countUpTo(puzzle, 2)}), as the reference figures for tdoku and others are
 * measured. One benchmark operation is one puzzle; the set is cycled through, so the score is
 * the set's mean rate. {@code solve} drives a reused {@link SudokuSolver}; {@code viaSudokuApi}
 * goes through {@code new Sudoku(line).isUnique(kernel)}, parsing and checking included.
 *
 * <p>Run: {@code java -jar benchmarks/target/benchmarks.jar SudokuSolverBenchmark}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SudokuSolverBenchmark {
  @Param({"top95", "magictour_top1465", "forum_hardest_1106", "royle_17clue_sample"})
  public String set;

  @Param({"BACKTRACK", "DLX"})
  public SudokuKernel kernel;

  private List<String> lines;
  private int[][] puzzles;
  private SudokuSolver solver;
  private int next;

  @Setup
  public void setUp() {
    lines = PuzzleSets.load(set);
    puzzles = lines.stream().map(l -> new Sudoku(l).toArray()).toArray(int[][]::new);
    solver = kernel.newSolver(3);
    for (int[] p : puzzles) {
      if (solver.countUpTo(p, 2) != 1) {
        throw new IllegalStateException("not unique: " + java.util.Arrays.toString(p));
      }
    }
  }

  private int advance() {
    int i = next;
    next = i + 1 == puzzles.length ? 0 : i + 1;
    return i;
  }

  @Benchmark
  public long solve() {
    return solver.countUpTo(puzzles[advance()], 2);
  }

  @Benchmark
  public boolean viaSudokuApi() {
    return new Sudoku(lines.get(advance())).isUnique(kernel);
  }
}
