package io.github.dlxkit.benchmarks.polyomino;

import io.github.dlxkit.core.io.DlxFile;
import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.polyomino.TilingKernel;
import io.github.dlxkit.polyomino.PieceSets;
import io.github.dlxkit.polyomino.TilingSolver;
import io.github.dlxkit.polyomino.model.Region;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * Counting the 9356 packings of the 12 pentominoes in the 6x10 box, one thread, by {@code method}:
 * <ul>
 *   <li>{@code engineOnDlxFile}: the baseline, the core engine on the plain matrix of
 *       {@code core/src/test/resources/xcc/pentominoes6x10.dlx} (run from the repository root);
 *   <li>{@code default}: {@code TilingSolver.count()}, the bitboard kernel with symmetry breaking
 *       (the X pentomino restricted to 8 of its 32 placements, each count multiplied by its orbit
 *       size 4);
 *   <li>{@code dlxSymmetry}: the core engine with the same symmetry breaking;
 *   <li>{@code bitboardPlain}: the bitboard alone; {@code dlxPlain}: the engine alone, on the
 *       tiling solver's own matrix;
 *   <li>{@code distinct}: {@code countDistinct()}, the 2339 packings up to symmetry.
 * </ul>
 * Run: {@code java -jar benchmarks/target/benchmarks.jar PentominoCountBenchmark}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(1)
public class PentominoCountBenchmark {
  @Param({"engineOnDlxFile", "default", "dlxSymmetry", "bitboardPlain", "dlxPlain", "distinct"})
  public String method;

  @Param({"core/src/test/resources/xcc/pentominoes6x10.dlx"})
  public String dlxFile;

  private TilingSolver solver;
  private ExactCoverSolver fileSolver;

  @Setup
  public void setUp() throws IOException {
    TilingSolver base = TilingSolver.builder(PieceSets.pentominoes(), Region.box(6, 10)).reflection(true).build();
    solver = switch (method) {
      case "default", "distinct", "engineOnDlxFile" -> base;
      case "dlxSymmetry" -> base.withKernel(TilingKernel.DANCING_LINKS);
      case "bitboardPlain" -> base.withKernel(TilingKernel.BITBOARD).withSymmetryBreaking(false);
      case "dlxPlain" -> base.withKernel(TilingKernel.DANCING_LINKS).withSymmetryBreaking(false);
      default -> throw new IllegalArgumentException("unknown method " + method);
    };
    try (Reader in = Files.newBufferedReader(Path.of(dlxFile), StandardCharsets.UTF_8)) {
      DlxFile dlx = KnuthFormat.read(in, dlxFile);
      fileSolver = ExactCoverSolver.of(dlx.problem());
    }
  }

  @Benchmark
  public long count() {
    return switch (method) {
      case "engineOnDlxFile" -> check(fileSolver.count(), 9356);
      case "distinct" -> check(solver.countDistinct(), 2339);
      default -> check(solver.count(), 9356);
    };
  }

  private static long check(long n, long expected) {
    if (n != expected) {
      throw new IllegalStateException("counted " + n + ", expected " + expected);
    }
    return n;
  }
}
