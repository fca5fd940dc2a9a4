package io.github.dlxkit.benchmarks.hexad;

import io.github.dlxkit.hexad.steiner.SteinerSystem;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Counting all labelled Steiner systems: the plain exact-cover count against the count that fixes
 * the blocks through a point (which builds and counts the derived systems recursively, computes an
 * automorphism group at each level, and counts the extensions of one derived system). The matrix is
 * built once, in the setup; the symmetric count builds its smaller derived matrices each time.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class SteinerCountBenchmark {
  /** t,k,v. */
  @Param({"4,5,11", "5,6,12"})
  public String system;

  private SteinerSystem steiner;

  @Setup
  public void setUp() {
    String[] p = system.split(",");
    steiner = SteinerSystem.exactCover(Integer.parseInt(p[0]), Integer.parseInt(p[1]), Integer.parseInt(p[2]));
    steiner.count(); // builds the pristine matrix outside the measurement
  }

  /** Every labelled system, one thread: 5040 for both. */
  @Benchmark
  public long plainCount() {
    return steiner.count();
  }

  /** The same number, by fixing the blocks through the last point. */
  @Benchmark
  public long countBySymmetry() {
    return steiner.countBySymmetry(1).count();
  }
}
