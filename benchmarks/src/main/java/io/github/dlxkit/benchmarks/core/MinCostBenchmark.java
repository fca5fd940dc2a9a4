package io.github.dlxkit.benchmarks.core;

import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.model.Solution;
import io.github.dlxkit.core.search.ExactCoverSolver;
import java.io.IOException;
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
 * The cheapest covers ({@code ExactCoverSolver.best(k)}) on the costed files Knuth's DLX5 is run on
 * in core's tests ({@code xcc/*-costs.dlx}: random costs, seeded; see core's
 * {@code xcc/README.md}): pentominoes 6×10 with costs 0–99, Langford pairs n=8 with costs 0–9
 * (many ties), 8 queens with costs 0–99 (secondary items: the diagonals).
 * Each operation builds the taxed, sorted matrix and searches it, as {@code dlx5 k<K> < FILE} does
 * (DLX5's time includes its input phase too). Compare with
 * {@code /usr/bin/time -f %U dlx5 k1 < core/src/test/resources/xcc/pentominoes6x10-costs.dlx}
 * in the same run ({@code benchmarks/anchors-issue37.sh} runs dlx5 on every file and k).
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar MinCostBenchmark
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-XX:+UseParallelGC", "-Xmx2g"})
@Warmup(iterations = 3)
@Measurement(iterations = 5)
public class MinCostBenchmark {

  @Param({"pentominoes6x10-costs.dlx", "langford8-costs.dlx", "queens8-costs.dlx"})
  public String file;

  @Param({"1", "20"})
  public int k;

  private ExactCoverProblem problem;

  @Setup(Level.Trial)
  public void read() throws IOException {
    problem = EngineBenchmark.load(file);
  }

  /** The k cheapest: the figure to compare with {@code dlx5 k<K>}. */
  @Benchmark
  public List<Solution> best() {
    return ExactCoverSolver.of(problem).best(k);
  }
}
