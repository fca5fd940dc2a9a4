package io.github.dlxkit.benchmarks.tantrix;

import io.github.dlxkit.tantrix.FreeShapePuzzle;
import io.github.dlxkit.tantrix.PuzzleCatalog;
import io.github.dlxkit.tantrix.model.Tantrix;
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
 * Time to the first solution of Discovery challenges (the restarting free-shape search), one
 * search per invocation. Targets of the Tantrix issue: every game-set challenge up to 30 and every
 * pack challenge up to 50 in under 10 s. Choose challenges with {@code -p}:
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar DiscoveryBenchmark -p puzzle=discovery:30,discovery-pack:50
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(1)
public class DiscoveryBenchmark {
  @Param({"discovery:20", "discovery:25", "discovery:30", "discovery-pack:30", "discovery-pack:40",
      "discovery-pack:50", "discovery-pack:100"})
  public String puzzle;

  @Benchmark
  public Tantrix findFirst() {
    return FreeShapePuzzle.of(PuzzleCatalog.get(puzzle)).findFirst().orElseThrow();
  }
}
