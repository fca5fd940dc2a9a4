package io.github.dlxkit.benchmarks.core;

import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.preprocess.Preprocessor;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.Kernel;
import java.io.IOException;
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
 * Where preprocessing pays: {@code dlx count} with and without {@code --preprocess} on reference
 * files ({@code core/src/test/resources/xcc}). On the pentomino boxes Knuth's DLX-PRE removes 144
 * options (core's {@code xcc/knuth-dlx-pre.tsv}); on Langford pairs and queens it removes nothing,
 * so there the figure is the cost of trying. Each operation is what the command does: reduce (or
 * not), pick the kernel by the problem's shape, build the matrix, count. The count is asserted
 * equal with and without, so a wrong reduction cannot post a time. Knuth's side, in the same run:
 * {@code dlx-pre < FILE > FILE.pre} then {@code dlx2} (or {@code ssxcc}) on both
 * ({@code benchmarks/anchors-issue37.sh}).
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar PreprocessBenchmark
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-XX:+UseParallelGC", "-Xmx2g"})
@Warmup(iterations = 2)
@Measurement(iterations = 5)
public class PreprocessBenchmark {

  @Param({"pentominoes6x10.dlx", "pentominoes5x12.dlx", "langford12.dlx", "queens13.dlx"})
  public String file;

  @Param({"false", "true"})
  public boolean preprocess;

  private ExactCoverProblem problem;
  private long expected;

  @Setup(Level.Trial)
  public void read() throws IOException {
    problem = EngineBenchmark.load(file);
    expected = ExactCoverSolver.of(problem).withKernel(Kernel.fastestFor(problem)).count();
  }

  /** Reduce (with {@code preprocess}), choose the kernel, count: {@code dlx count [--preprocess] FILE}. */
  @Benchmark
  public long count() {
    ExactCoverProblem p = preprocess ? Preprocessor.reduce(problem).problem() : problem;
    long n = ExactCoverSolver.of(p).withKernel(Kernel.fastestFor(p)).count();
    if (n != expected) {
      throw new IllegalStateException(file + ": " + n + " solutions after preprocessing, " + expected + " before");
    }
    return n;
  }

  /** The reduction alone (what {@code dlx pre FILE} computes before writing). */
  @Benchmark
  public ExactCoverProblem reduceOnly() {
    return Preprocessor.reduce(problem).problem();
  }
}
