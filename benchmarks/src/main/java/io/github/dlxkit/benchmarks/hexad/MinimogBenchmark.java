package io.github.dlxkit.benchmarks.hexad;

import io.github.dlxkit.hexad.Minimog;
import io.github.dlxkit.hexad.model.Point;
import io.github.dlxkit.hexad.model.PointMasks;
import java.util.ArrayList;
import java.util.List;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * The kitten method: the hexads through all 792 5-subsets of the shuffle MINIMOG, and Sage's
 * blackjack advice for all 924 six-card tables.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class MinimogBenchmark {
  private final Minimog minimog = Minimog.shuffle();
  private final List<List<Point>> fives = new ArrayList<>();
  private final List<List<Point>> sixes = new ArrayList<>();

  @Setup
  public void setUp() {
    for (int m = 0; m < 1 << 12; m++) {
      if (Integer.bitCount(m) == 5) {
        fives.add(PointMasks.toList(m));
      } else if (Integer.bitCount(m) == 6) {
        sixes.add(PointMasks.toList(m));
      }
    }
  }

  /** findHexad on all 792 5-subsets. */
  @Benchmark
  public void findHexadAll792(Blackhole bh) {
    for (List<Point> five : fives) {
      bh.consume(minimog.findHexad(five));
    }
  }

  /** blackjackMove on all 924 six-card tables. */
  @Benchmark
  public void blackjackAll924(Blackhole bh) {
    for (List<Point> six : sixes) {
      bh.consume(minimog.blackjackMove(six));
    }
  }
}
