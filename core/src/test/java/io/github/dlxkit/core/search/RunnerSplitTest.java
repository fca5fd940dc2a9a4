package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.CoreFixtures.QueensSearch;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The runner's split ({@link Runner#splittable}) counts its subproblems on one search per counting
 * thread, reset from piece to piece, not on a new one each (issue 54: a checkpoint's split of
 * pentominoes 6×10 has 10,793 subproblems, each about as short as making a search). The counts are
 * those of 8 queens, 92 (OEIS A000170), also when pieces are stopped by a node budget and refined
 * (a stopped search is reused).
 */
class RunnerSplitTest {
  @ParameterizedTest(name = "{0} thread(s)")
  @ValueSource(ints = {1, 2})
  void aSearchPerThreadNotPerSubproblem(int threads) throws Exception {
    AtomicInteger made = new AtomicInteger();
    Runner<QueensSearch> runner = new Runner<>(() -> {
      made.incrementAndGet();
      return new QueensSearch(8);
    }, SearchLimits.none(), null, null);
    SplittableSearch search = runner.splittable("queens:8");
    List<Subproblem> split = search.split(64);
    assertTrue(split.size() >= 64, "a split of " + split.size());
    int bySplit = made.get();
    CountSum sum = Runner.count(search, split, Runner.Recorded.NOTHING, threads, (s, c) -> { }, 0);
    assertEquals(92, sum.count().longValueExact());
    assertTrue(made.get() - bySplit <= threads, (made.get() - bySplit) + " searches made to count "
        + split.size() + " subproblems with " + threads + " thread(s)");
  }

  @ParameterizedTest(name = "{0} thread(s)")
  @ValueSource(ints = {1, 2})
  void refinedPiecesCountOnTheSameSearches(int threads) throws Exception {
    SplittableSearch search = new Runner<>(() -> new QueensSearch(8), SearchLimits.none(), null, null)
        .splittable("queens:8");
    AtomicInteger pieces = new AtomicInteger();
    // a budget of 3 nodes stops most subproblems of the cut at depth 1: they are refined, and their
    // pieces counted on the searches the stopped ones ran on
    CountSum sum = Runner.count(search, search.split(4), Runner.Recorded.NOTHING, threads,
        (s, c) -> pieces.incrementAndGet(), 3);
    assertEquals(92, sum.count().longValueExact());
    assertTrue(pieces.get() > 8, pieces.get() + " pieces: some subproblems were refined");
  }
}
