package io.github.dlxkit.benchmarks.tanks;

import io.github.dlxkit.tanks.TankKernel;
import io.github.dlxkit.tanks.TankAttack;
import io.github.dlxkit.tanks.model.RequiredSymmetry;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The long Tank Attack runs, one shot each, with the fastest kernel for each: the full 6x6 count
 * (row scan, 13 solutions), all 8x8 grids with 90-degree symmetry (4), all 7x7 with half-turn
 * symmetry (none). Run: {@code java -jar benchmarks/target/benchmarks.jar TankAttackExhaustive}.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@State(Scope.Benchmark)
public class TankAttackExhaustiveBenchmark {
  /** Every 6x6 solution, by the row scan on all cores. */
  @Benchmark
  public long count6x6() {
    return TankAttack.of(6).withKernel(TankKernel.ROW_SCAN).count();
  }

  /** Every 8x8 solution with 90-degree symmetry, by propagation on all cores. */
  @Benchmark
  public long count8x8QuarterTurn() {
    return TankAttack.of(8).withSymmetry(RequiredSymmetry.ROT90).withKernel(TankKernel.PROPAGATION).count();
  }

  /** Every 7x7 solution with half-turn symmetry (there is none), by propagation on all cores. */
  @Benchmark
  public long count7x7HalfTurn() {
    return TankAttack.of(7).withSymmetry(RequiredSymmetry.ROT180).withKernel(TankKernel.PROPAGATION).count();
  }
}
