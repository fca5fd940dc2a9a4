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
 * Time to count every solution of a Discovery challenge (the whole free-shape search tree, up to
 * rotation and translation), one count per invocation. Where {@link DiscoveryBenchmark} times the
 * luck of a first solution, this times the full tree, so it is the one to compare two versions of
 * the search with. A count takes 10 to 300 ms, so each iteration repeats it for 2 s (a single shot
 * measured mostly the JIT warming up):
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar DiscoveryCountBenchmark -f 1 -wi 2 -i 5
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class DiscoveryCountBenchmark {
  /** Game set, 10 and 11 tiles (1280 and 8808 solutions, see docs/tantrix.md), and the pack's 10. */
  @Param({"discovery:10", "discovery:11", "discovery-pack:10"})
  public String puzzle;

  @Benchmark
  public long countDistinct() {
    return FreeShapePuzzle.of(PuzzleCatalog.get(puzzle)).countDistinct();
  }
}
