package io.github.dlxkit.benchmarks.core;

import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.Kernel;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
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
 * Counting all solutions with each kernel, on the same files Knuth's DLX2 was timed on
 * ({@code core/src/test/resources/xcc}). The matrix is built once per trial; each operation counts
 * every solution on a fresh copy of it (copying is microseconds; building is excluded as DLX2's
 * timing excludes input).
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar EngineBenchmark
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-XX:+UseParallelGC", "-Xmx2g"})
@Warmup(iterations = 2)
@Measurement(iterations = 5)
public class EngineBenchmark {

  @Param({"pentominoes6x10.dlx", "queens13.dlx", "langford12.dlx"})
  public String file;

  @Param({"DANCING_LINKS", "DANCING_CELLS", "DANCING_BITS"})
  public Kernel kernel;

  private ExactCoverProblem problem;
  private io.github.dlxkit.core.kernel.SearchMatrix template;

  @Setup(Level.Trial)
  public void read() throws IOException {
    problem = load(file);
    template = KernelMatrices.of(problem, kernel);
  }

  static ExactCoverProblem load(String name) throws IOException {
    InputStream in = EngineBenchmark.class.getResourceAsStream("/xcc/" + name);
    if (in == null) {
      throw new IOException("no benchmark problem " + name);
    }
    try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
      return KnuthFormat.read(r, name).problem();
    }
  }

  /** One thread, all solutions: the figure to compare with DLX2. */
  @Benchmark
  public long countSequential() {
    return template.copy().countAll();
  }

  /** Two threads through the solver's work splitting. */
  @Benchmark
  public long countTwoThreads() {
    return ExactCoverSolver.of(problem).withKernel(kernel).count(2);
  }
}
