package io.github.dlxkit.benchmarks.tanks;

import io.github.dlxkit.tanks.TankKernel;
import io.github.dlxkit.tanks.TankAttack;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Tank Attack (docs/tanks.md): counting all 4x4 and 5x5 solutions, one thread, by each kernel. Run:
 * {@code java -jar benchmarks/target/benchmarks.jar TankAttackBenchmark -f 1 -wi 2 -i 3}.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@State(Scope.Benchmark)
public class TankAttackBenchmark {
  /** The kernel for the small counts. */
  @Param({"ROW_SCAN", "PROPAGATION", "EXACT_COVER"})
  public String kernel;

  /** All 4x4 solutions (there is 1). */
  @Benchmark
  public long count4x4() {
    return TankAttack.of(4).withKernel(TankKernel.valueOf(kernel)).count(1);
  }

  /** All 5x5 solutions (there are 2). */
  @Benchmark
  public long count5x5() {
    return TankAttack.of(5).withKernel(TankKernel.valueOf(kernel)).count(1);
  }
}
