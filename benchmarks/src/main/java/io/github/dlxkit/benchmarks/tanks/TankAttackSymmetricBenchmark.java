package io.github.dlxkit.benchmarks.tanks;

import io.github.dlxkit.tanks.TankKernel;
import io.github.dlxkit.tanks.TankAttack;
import io.github.dlxkit.tanks.model.Grid;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
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
 * Tank Attack with a required symmetry, one thread, by the two kernels that can impose one: the
 * 13 half-turn-symmetric 6x6 solutions (all the 6x6 solutions there are), and the first 8x8 with
 * 90-degree symmetry (Chlond's integer program took 12 s). Run:
 * {@code java -jar benchmarks/target/benchmarks.jar TankAttackSymmetric -f 1 -wi 2 -i 3}.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@State(Scope.Benchmark)
public class TankAttackSymmetricBenchmark {
  /** The kernel. */
  @Param({"PROPAGATION", "EXACT_COVER"})
  public String kernel;

  /** The 13 6x6 solutions, all half-turn symmetric. */
  @Benchmark
  public long count6x6HalfTurn() {
    return TankAttack.of(6).withSymmetry(RequiredSymmetry.ROT180).withKernel(TankKernel.valueOf(kernel)).count(1);
  }

  /** The first 8x8 solution with 90-degree symmetry. */
  @Benchmark
  public Grid find8x8QuarterTurn() {
    return TankAttack.of(8).withSymmetry(RequiredSymmetry.ROT90).withKernel(TankKernel.valueOf(kernel))
        .findFirst().orElseThrow();
  }
}
