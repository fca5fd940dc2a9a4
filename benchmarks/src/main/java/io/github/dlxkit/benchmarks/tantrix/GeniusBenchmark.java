package io.github.dlxkit.benchmarks.tantrix;

import io.github.dlxkit.tantrix.FreeShapePuzzle;
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
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The full count of the Super 5 Genius puzzle, up to rotation and translation (22 solutions with
 * red and yellow lines, 1 with red and blue lines), one exhaustive free-shape search per invocation.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar GeniusBenchmark</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(1)
public class GeniusBenchmark {
  @Param({"super_genius", "super_genius_rb"})
  public String puzzle;

  @Benchmark
  public long countAll() {
    return FreeShapePuzzle.of(PuzzleCatalog.get(puzzle)).countDistinct();
  }
}
