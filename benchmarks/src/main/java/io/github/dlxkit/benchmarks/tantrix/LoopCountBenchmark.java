package io.github.dlxkit.benchmarks.tantrix;

import io.github.dlxkit.tantrix.FreeShapePuzzle;
import io.github.dlxkit.tantrix.PuzzleCatalog;
import io.github.dlxkit.tantrix.TantrixPuzzle;
import io.github.dlxkit.tantrix.loopfirst.LoopCores;
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
 * The two ways of counting a Discovery challenge side by side, one count per invocation: the
 * free-shape search, which grows tiles ({@code free}), and the loop-first search, which walks the
 * loop's shapes and fills each ({@code loops}); same count, up to rotation and translation
 * (docs/tantrix.md, "Loop first"):
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar LoopCountBenchmark -f 1 -wi 1 -i 3
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class LoopCountBenchmark {
  /** Game set, 12 and 13 tiles: 21,272 and 178,240 solutions. */
  @Param({"discovery:12", "discovery:13"})
  public String puzzle;

  @Param({"free", "loops"})
  public String method;

  @Benchmark
  public long count() {
    TantrixPuzzle p = PuzzleCatalog.get(puzzle);
    return method.equals("free") ? FreeShapePuzzle.of(p).countDistinct()
        : new LoopCores(p.tiles(), p.goal().colours().iterator().next()).count(null).cores();
  }
}
