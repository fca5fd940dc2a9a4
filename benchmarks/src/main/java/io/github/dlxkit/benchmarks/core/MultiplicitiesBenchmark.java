package io.github.dlxkit.benchmarks.core;

import io.github.dlxkit.core.search.Kernel;
import io.github.dlxkit.core.kernel.SearchMatrix;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.search.ExactCoverSolver;
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
 * Algorithm M (bounds on primary items) against Knuth's DLX3 on the same files:
 * {@code a001499-7.dlx} and {@code a001499-8.dlx}, the 7×7 and 8×8 0-1 matrices with two 1s in
 * every row and column, 3,110,940 and 187,530,840 solutions (OEIS A001499), and the random bounded
 * problems {@code bounded/rb1.dlx} to {@code rb3.dlx} (bound ranges, colours; their counts are
 * DLX3's, see the README beside them). The operation asserts the count, so a wrong engine cannot
 * post a time. DLX3's side, in the same run:
 * {@code /usr/bin/time -f '%U %S' dlx3 < core/src/test/resources/xcc/a001499-8.dlx}
 * ({@code benchmarks/anchors-issue37.sh} runs both).
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar MultiplicitiesBenchmark
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-XX:+UseParallelGC", "-Xmx1g"})
@Warmup(iterations = 1)
@Measurement(iterations = 3)
public class MultiplicitiesBenchmark {
  @Param({"a001499-7.dlx", "a001499-8.dlx", "bounded/rb1.dlx", "bounded/rb2.dlx", "bounded/rb3.dlx"})
  public String file;

  /**
   * DANCING_LINKS: Algorithm M on links ({@code DancingMultiplicities}, DLX3's node and update
   * counts); DANCING_BITS: on bitsets ({@code BitMultiplicities}, the same nodes), which
   * {@code ./dlx count} picks for these files.
   */
  @Param({"DANCING_LINKS", "DANCING_BITS"})
  public String kernel;

  private ExactCoverProblem problem;
  private SearchMatrix template;

  @Setup(Level.Trial)
  public void read() throws IOException {
    problem = EngineBenchmark.load(file);
    template = KernelMatrices.of(problem, Kernel.valueOf(kernel));
  }

  /** One thread, all solutions: the figure to compare with DLX3's CPU time. */
  @Benchmark
  public long countSequential() {
    return check(template.copy().countAll());
  }

  /** Two threads through the solver's work splitting. */
  @Benchmark
  public long countTwoThreads() {
    return check(ExactCoverSolver.of(problem).withKernel(Kernel.valueOf(kernel)).count(2));
  }

  /** OEIS A001499 for the file's n; DLX3's counts for the random bounded files. */
  private long expected() {
    return switch (file) {
      case "a001499-7.dlx" -> 3_110_940L;
      case "a001499-8.dlx" -> 187_530_840L;
      case "bounded/rb1.dlx" -> 85_920_296L;
      case "bounded/rb2.dlx" -> 124_747_528L;
      case "bounded/rb3.dlx" -> 18_744_254L;
      default -> throw new IllegalStateException("no count for " + file);
    };
  }

  private long check(long n) {
    if (n != expected()) {
      throw new IllegalStateException("the count of " + file + " is " + expected() + ", counted " + n);
    }
    return n;
  }
}
