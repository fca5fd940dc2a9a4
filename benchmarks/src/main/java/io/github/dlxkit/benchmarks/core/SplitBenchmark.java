package io.github.dlxkit.benchmarks.core;

import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.core.search.CountSum;
import io.github.dlxkit.core.search.Runner;
import java.io.IOException;
import java.math.BigInteger;
import java.util.List;
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
 * The cost of splitting: one search against the same count cut into N subproblems (each counted
 * on its own, by fixing its options, as a job-array part or a Spark task counts it), on one
 * thread and on two. {@code parts = 1} is the unsplit search. The split itself is made once per
 * trial, as a job array makes it once per part.
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar SplitBenchmark
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-XX:+UseParallelGC", "-Xmx2g"})
@Warmup(iterations = 2)
@Measurement(iterations = 5)
public class SplitBenchmark {

  @Param({"pentominoes6x10.dlx", "queens13.dlx", "langford12.dlx"})
  public String file;

  @Param({"1", "64", "4096"})
  public int parts;

  private ExactCoverProblem problem;
  private SplittableSearch search;
  private List<Subproblem> split;

  @Setup(Level.Trial)
  public void read() throws IOException {
    problem = EngineBenchmark.load(file);
    search = ExactCoverSolver.of(problem).splittable();
    split = search.split(parts);
  }

  /** The unsplit search, one thread: the baseline. */
  @Benchmark
  public long oneSearch() {
    return ExactCoverSolver.of(problem).count();
  }

  /** Every subproblem counted on its own, one thread: oneSearch + the cost of splitting. */
  @Benchmark
  public BigInteger subproblemsOneThread() throws Exception {
    return countWith(1);
  }

  /** Every subproblem counted on its own, two threads: the speed-up on 2 cores. */
  @Benchmark
  public BigInteger subproblemsTwoThreads() throws Exception {
    return countWith(2);
  }

  private BigInteger countWith(int threads) throws Exception {
    CountSum sum = Runner.count(search, split, Runner.Recorded.NOTHING, threads, (s, c) -> { }, 0);
    return sum.count();
  }
}
