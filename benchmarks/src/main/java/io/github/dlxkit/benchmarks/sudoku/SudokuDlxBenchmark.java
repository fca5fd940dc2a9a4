package io.github.dlxkit.benchmarks.sudoku;

import io.github.dlxkit.core.kernel.Matrices;
import io.github.dlxkit.core.kernel.SearchMatrix;
import io.github.dlxkit.sudoku.PuzzleSets;
import io.github.dlxkit.sudoku.Sudoku;
import io.github.dlxkit.sudoku.encoding.SudokuEncoding;
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
 * Where the DLX solver's time goes, on top95 (puzzles per second, one thread):
 * <ul>
 *   <li>{@code fixGivensOnly}: {@code reset()} and {@code fix()} of each given, no search — the cost
 *       of reusing one matrix instead of building one per puzzle;
 *   <li>{@code solve} with the items declared cells first (dlxkit's encoding, Knuth's order) or
 *       values first (SageMath's order): the engine breaks ties between items with equally few
 *       options in favour of the first declared, so the order changes the search tree.
 * </ul>
 * Run: {@code java -jar benchmarks/target/benchmarks.jar SudokuDlxBenchmark}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SudokuDlxBenchmark {
  @Param({"cellsFirst", "valuesFirst"})
  public String order;

  private SudokuEncoding encoding;
  private SearchMatrix matrix;
  private int[][] givenOptions;
  private int next;

  @Setup
  public void setUp() {
    encoding = order.equals("cellsFirst") ? SudokuEncoding.of(3) : SudokuEncoding.valuesFirst(3);
    matrix = Matrices.links(encoding.problem());
    givenOptions = PuzzleSets.load("top95").stream()
        .map(l -> encoding.givenOptions(new Sudoku(l).toArray())).toArray(int[][]::new);
  }

  private int[] nextPuzzle() {
    int i = next;
    next = i + 1 == givenOptions.length ? 0 : i + 1;
    return givenOptions[i];
  }

  private void fix(int[] options) {
    matrix.reset();
    for (int option : options) {
      matrix.fix(option);
    }
  }

  @Benchmark
  public int fixGivensOnly() {
    int[] options = nextPuzzle();
    fix(options);
    return matrix.fixedCount();
  }

  @Benchmark
  public int solve() {
    fix(nextPuzzle());
    int found = 0;
    while (found < 2 && matrix.nextSolution()) {
      found++;
    }
    return found;
  }
}
