package io.github.dlxkit.benchmarks.tantrix;

import io.github.dlxkit.tantrix.FixedShapePuzzle;
import io.github.dlxkit.tantrix.PuzzleCatalog;
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
 * Counting every solution of the fixed-board Tantrix puzzles on the exact-cover engine, building the
 * encoding included. The target of the Tantrix issue: the Red pyramid (81 solutions) in under a
 * second.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar FixedShapeBenchmark -f 1 -wi 2 -i 3</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 3)
@Fork(1)
public class FixedShapeBenchmark {
  @Param({"rainbow_red", "rainbow_blue", "pyramid_3"})
  public String puzzle;

  @Setup
  public void check() {
    PuzzleCatalog.get(puzzle).fixed();
  }

  /** All solutions, every turn of the board counted (81 for the Red pyramid). */
  @Benchmark
  public long countAll() {
    return PuzzleCatalog.get(puzzle).fixed().count();
  }

  /** The same count on two threads (the engine's parallel search). */
  @Benchmark
  public long countAllTwoThreads() {
    return PuzzleCatalog.get(puzzle).fixed().count(2);
  }
}
