package io.github.dlxkit.benchmarks.core;

import io.github.dlxkit.core.kernel.SearchMatrix;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.Kernel;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The measurements behind {@link Kernel#fastestFor}: every solution counted by each kernel on
 * problems from few items with many options each to many items with few ({@link
 * KernelChoiceProblems}), as {@link EngineBenchmark#countSequential} does on Knuth's files.
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar KernelChoiceBenchmark -p kernel=DANCING_BITS,DANCING_CELLS -f 1 -wi 1 -i 3 -w 2s -r 2s
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-XX:+UseParallelGC", "-Xmx2g"})
@Warmup(iterations = 2)
@Measurement(iterations = 5)
public class KernelChoiceBenchmark {

  /** Name (see {@link KernelChoiceProblems}); primary items and mean options per primary item in the comments. */
  @Param({
      "queens13", // 26 items, 13 options each: bits
      "langford12", // 36, 16.5: bits
      "random24-300-3", // 24, 37.5: bits
      "random40-400-4", // 40, 40: bits
      "random60-600-5", // 60, 50: bits
      "random60-300-4", // 60, 20: bits (20 >= 60 / 3, the line)
      "random72-300-4", // 72, 16.7: cells
      "sudoku3-22", // 324, about 7: cells
      "sudoku4-106", // 1,024, about 9.5: cells
      "planted144-144", // 144, 6: cells
      "planted300-150", // 300, 4.5: cells
  })
  public String problem;

  @Param({"DANCING_LINKS", "DANCING_CELLS", "DANCING_BITS"})
  public Kernel kernel;

  private SearchMatrix template;

  @Setup(Level.Trial)
  public void build() {
    template = KernelMatrices.of(KernelChoiceProblems.of(problem), kernel);
  }

  /** One thread, all solutions. */
  @Benchmark
  public long countSequential() {
    return template.copy().countAll();
  }
}
