package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.CoreFixtures.QueensSearch;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A split asks its search for no Knuth weights ({@link PrefixSearch#weight()}): its subproblems carry
 * none, and a weight costs a pass over the levels (the polyomino bitboard's counts the rows that
 * fit on each), for each of thousands of prefixes at each depth tried (issue 54: 10,793 at the
 * depth of pentominoes 6×10's checkpoint split). A run on several threads still weighs its subtrees,
 * for its progress. Counts: 8 queens, 92 (OEIS A000170).
 */
class SplitWeightsTest {
  /** 8 queens, counting the weights asked of it. */
  private static final class Weighed implements PrefixSearch {
    private final QueensSearch queens = new QueensSearch(8);
    private final AtomicInteger weighed;

    Weighed(AtomicInteger weighed) {
      this.weighed = weighed;
    }

    @Override
    public double weight() {
      weighed.incrementAndGet();
      return 0.5;
    }

    @Override
    public void reset() {
      queens.reset();
    }

    @Override
    public boolean nextSolution() {
      return queens.nextSolution();
    }

    @Override
    public void limitDepth(int depth) {
      queens.limitDepth(depth);
    }

    @Override
    public boolean atLeaf() {
      return queens.atLeaf();
    }

    @Override
    public int[] prefix() {
      return queens.prefix();
    }

    @Override
    public boolean replay(int[] prefix) {
      return queens.replay(prefix);
    }

    @Override
    public long solutions() {
      return queens.solutions();
    }

    @Override
    public long nodes() {
      return queens.nodes();
    }

    @Override
    public double progress() {
      return queens.progress();
    }

    @Override
    public void watch(SearchControl.Worker worker) {
      queens.watch(worker);
    }

    @Override
    public boolean isStopped() {
      return queens.isStopped();
    }

    @Override
    public int maxCutDepth() {
      return queens.maxCutDepth();
    }
  }

  @Test
  void aSplitWeighsNothing() throws Exception {
    AtomicInteger weighed = new AtomicInteger();
    Runner<Weighed> runner = new Runner<>(() -> new Weighed(weighed), SearchLimits.none(), null, null);
    SplittableSearch search = runner.splittable("queens:8");
    List<Subproblem> split = search.split(64);
    assertTrue(split.size() >= 64, "a split of " + split.size());
    assertEquals(0, weighed.get(), "weights asked by the split");
    CountSum sum = Runner.count(search, split, Runner.Recorded.NOTHING, 2, (s, c) -> { }, 0);
    assertEquals(92, sum.count().longValueExact());

    assertEquals(92, runner.run(2, null).solutions());
    assertTrue(weighed.get() > 0, "a run on two threads weighs its subtrees for its progress");
  }
}
