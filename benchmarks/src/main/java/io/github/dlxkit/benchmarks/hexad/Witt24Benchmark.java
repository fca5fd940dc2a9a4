package io.github.dlxkit.benchmarks.hexad;

import io.github.dlxkit.core.kernel.Matrices;
import io.github.dlxkit.hexad.model.BlockDesign;
import io.github.dlxkit.hexad.steiner.SteinerSystem;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The large Witt design S(5,8,24) (42,504 items, 735,471 options, 41,186,376 entries), found by
 * extension: S(1,4,20) → S(2,5,21) → S(3,6,22) → S(4,7,23) → S(5,8,24). Single-shot times; the JVM
 * gets 6 GB. {@code buildMatrix} builds the exact-cover problem and the engine's matrix;
 * {@code extendLastStep} only completes a given S(4,7,23) (its 253 blocks through point 23 fixed)
 * on a built matrix; {@code findByExtension} is the whole chain on a built matrix;
 * {@code plainFindFirst} is the engine's first solution of the whole problem, nothing fixed;
 * {@code countBySymmetry} counts all 24!/|M24| labelled systems.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(value = 1, jvmArgsAppend = {"-Xmx6g", "-XX:+UseParallelGC"})
public class Witt24Benchmark {
  private SteinerSystem witt24;
  private BlockDesign m23;

  @Setup
  public void setUp() {
    witt24 = SteinerSystem.exactCover(5, 8, 24);
    m23 = SteinerSystem.exactCover(4, 7, 23).findByExtension(1).orElseThrow();
  }

  /** Builds S(5,8,24)'s exact-cover problem and matrix. */
  @Benchmark
  public Object buildMatrix() {
    SteinerSystem s = SteinerSystem.exactCover(5, 8, 24);
    return Matrices.links(s.problem());
  }

  /** Extends a fixed S(4,7,23) to an S(5,8,24): fixes 253 blocks and finds the other 506. */
  @Benchmark
  public BlockDesign extendLastStep() {
    return witt24.extending(m23).findAny(1).orElseThrow();
  }

  /** The engine's first solution, nothing fixed (the tree has no dead end on its first path). */
  @Benchmark
  public BlockDesign plainFindFirst() {
    return witt24.findFirst().orElseThrow();
  }

  /** Counts every labelled S(5,8,24): 2,534,272,925,184,000. */
  @Benchmark
  public long countBySymmetry() {
    return witt24.countBySymmetry(1).count();
  }

  /** The whole chain, from S(1,4,20), on the built S(5,8,24) matrix. */
  @Benchmark
  public BlockDesign findByExtension() {
    return witt24.findByExtension(1).orElseThrow();
  }
}
