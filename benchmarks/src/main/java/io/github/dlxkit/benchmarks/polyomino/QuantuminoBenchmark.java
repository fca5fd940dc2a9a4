package io.github.dlxkit.benchmarks.polyomino;

import io.github.dlxkit.core.kernel.DancingLinks;
import io.github.dlxkit.polyomino.QuantuminoSolver;
import io.github.dlxkit.polyomino.QuantuminoState;
import io.github.dlxkit.polyomino.TilingSolver;
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
 * Quantumino in the 5x8x2 box (SageMath takes about 10 s for each of these):
 * <ul>
 *   <li>{@code buildMatrix}: the 17 pieces' orientations and placements, the exact-cover problem
 *       (5484 rows for piece 0 aside) and the engine's linked matrix;
 *   <li>{@code findFirst}: everything from scratch to the first solution, for each piece aside.
 * </ul>
 * Run: {@code java -jar benchmarks/target/benchmarks.jar QuantuminoBenchmark}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class QuantuminoBenchmark {
  @Param({"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16"})
  public int aside;

  @Benchmark
  public DancingLinks buildMatrix() {
    TilingSolver t = QuantuminoSolver.of(aside).tilingSolver();
    return new DancingLinks(t.problem());
  }

  @Benchmark
  public QuantuminoState findFirst() {
    return QuantuminoSolver.of(aside).findFirst().orElseThrow();
  }
}
