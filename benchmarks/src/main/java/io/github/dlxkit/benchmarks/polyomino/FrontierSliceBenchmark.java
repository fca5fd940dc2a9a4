package io.github.dlxkit.benchmarks.polyomino;

import io.github.dlxkit.core.search.PartCount;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.polyomino.frontier.FrontierSearch;
import io.github.dlxkit.polyomino.frontier.QuantuminoCount;
import java.util.Map;
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
 * The frontier sweep of one Quantumino slice of the 5x8x2 box, cut at cell 40 (issue 33's speed
 * check: the sweep before and after it became a core split search):
 * <ul>
 *   <li>{@code allAsides}: slice {@code slice} of 2^{@code k} with all 17 pieces offered, every aside
 *       at once ({@code QuantuminoCount.count(ALL, box, k, slice)}; before issue 33 the same call
 *       took a last {@code PrintWriter} argument, null);
 *   <li>{@code oneAside}: slice {@code slice} of 2^{@code k} of aside 0 alone (its 16 pieces, so
 *       pieces 1..k of the 17 are sliced on) through {@link FrontierSearch#count}, the path of
 *       {@code dlx quantumino --count --aside 0 --slice slice/k} (table built in the setup, not measured).
 * </ul>
 * Slice 0 of 2^7 took about 12 s on one thread (docs/memo.md). Needs a few GB of heap. Run:
 * {@code java -Xmx6g -jar benchmarks/target/benchmarks.jar FrontierSliceBenchmark}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(1)
public class FrontierSliceBenchmark {
  private static final int[] BOX = {5, 8, 2};

  @Param({"7"})
  public int k;

  @Param({"0"})
  public int slice;

  private FrontierSearch aside0;
  private Subproblem subproblem;

  @Setup
  public void setup() {
    aside0 = FrontierSearch.quantumino(0, BOX);
    int[] prefix = new int[k];
    for (int p = 0; p < k; p++) {
      prefix[p] = slice >>> p & 1;
    }
    subproblem = new Subproblem(slice, prefix);
  }

  @Benchmark
  public Map<Integer, Long> allAsides() {
    return QuantuminoCount.count(QuantuminoCount.ALL, BOX, k, slice);
  }

  @Benchmark
  public PartCount oneAside() {
    return aside0.count(subproblem);
  }
}
