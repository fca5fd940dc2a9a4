package io.github.dlxkit.benchmarks.sudoku;

import java.lang.management.ManagementFactory;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * A JMH profiler for shared machines: measures the benchmark process's CPU time over each
 * iteration and reports {@code ·cpu.share} (CPU seconds per wall-clock second) and
 * {@code ·per.cpu.second} (the throughput score divided by that share: operations per CPU second).
 * When other processes compete for the cores, the wall-clock score falls with the share of CPU the
 * benchmark gets, while the rate per CPU second stays close to the quiet-machine figure (caches and
 * memory bandwidth are still shared, so it is an estimate, not a substitute). Meaningful for
 * single-threaded throughput benchmarks that neither allocate nor compile during measurement.
 *
 * <p>Use: {@code java -jar benchmarks/target/benchmarks.jar SudokuSolverBenchmark
 * -prof io.github.dlxkit.benchmarks.sudoku.CpuTimeProfiler}
 */
public final class CpuTimeProfiler implements InternalProfiler {
  private long cpuStart;
  private long wallStart;

  @Override
  public String getDescription() {
    return "process CPU time per wall-clock time, and the throughput per CPU second";
  }

  @Override
  public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
    cpuStart = processCpuNanos();
    wallStart = System.nanoTime();
  }

  @Override
  public Collection<? extends Result<?>> afterIteration(BenchmarkParams benchmarkParams,
      IterationParams iterationParams, IterationResult result) {
    long cpu = processCpuNanos() - cpuStart;
    long wall = System.nanoTime() - wallStart;
    double share = wall > 0 ? cpu / (double) wall : 0;
    double score = result.getPrimaryResult().getScore();
    return List.of(
        new ScalarResult("cpu.share", share, "cpu/wall", AggregationPolicy.AVG),
        new ScalarResult("per.cpu.second", share > 0 ? score / share : 0, result.getScoreUnit(),
            AggregationPolicy.AVG));
  }

  private static long processCpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }
}
