package io.github.dlxkit.benchmarks.core;

import io.github.dlxkit.core.memo.MemoCounter;
import io.github.dlxkit.core.model.ExactCoverProblem;
import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
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
 * Memoized counting ({@link MemoCounter}) on the files Knuth's DLX6 also finishes, to compare with
 * {@code /tmp/anchors/bin/dlx6 < FILE} (same files, timed outside JMH), and on domino tilings of
 * the 2n&times;2n board (OEIS A004003), n = 1..7.
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar MemoBenchmark
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-XX:+UseParallelGC", "-Xmx3g"})
@Warmup(iterations = 1)
@Measurement(iterations = 3)
public class MemoBenchmark {
  @Param({"langford11.dlx", "langford12.dlx", "queens12.dlx", "pentominoes5x12.dlx", "pentominoes6x10.dlx"})
  public String file;

  private ExactCoverProblem problem;
  private List<String> order;

  @Setup(Level.Trial)
  public void read() throws IOException {
    problem = EngineBenchmark.load(file);
    order = new ArrayList<>();
    if (file.startsWith("pentominoes")) {
      // the cells column by column: the short side is the frontier
      for (String n : problem.itemNames()) {
        if (n.contains("_")) {
          order.add(n);
        }
      }
      order.sort(Comparator.comparing((String n) -> Integer.parseInt(n.split("_")[1]))
          .thenComparing(n -> Integer.parseInt(n.split("_")[0])));
    }
  }

  /** The memoized count of the file, 1 GiB budget. */
  @Benchmark
  public BigInteger memoCount() {
    return MemoCounter.of(problem).withOrder(order).withBudget(1L << 30).count().solutions();
  }

  /** Domino tilings of the 2n x 2n board. */
  @State(Scope.Benchmark)
  public static class Dominoes {
    @Param({"1", "2", "3", "4", "5", "6", "7"})
    public int n;

    ExactCoverProblem board;

    @Setup(Level.Trial)
    public void build() {
      int side = 2 * n;
      ExactCoverProblem.Builder b = ExactCoverProblem.builder();
      b.addPrimaryItems("c", side * side);
      for (int r = 0; r < side; r++) {
        for (int c = 0; c < side; c++) {
          if (c + 1 < side) {
            b.addOption(r * side + c, r * side + c + 1);
          }
          if (r + 1 < side) {
            b.addOption(r * side + c, (r + 1) * side + c);
          }
        }
      }
      board = b.build();
    }
  }

  /** A004003(n). */
  @Benchmark
  public BigInteger dominoTilings(Dominoes d) {
    return MemoCounter.of(d.board).withBudget(1L << 30).count().solutions();
  }
}
