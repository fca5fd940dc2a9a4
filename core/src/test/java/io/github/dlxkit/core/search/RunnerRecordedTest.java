package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.CoreFixtures.QueensSearch;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link Runner#count} asks what earlier runs recorded ({@link Runner.Recorded}, a checkpoint's
 * lookup: a hash of the prefix) once per subproblem of its list, before the threads start, not again
 * when a thread takes it (issue 54: twice for each of a checkpoint's 10,793 subproblems); a piece of
 * a refined subproblem is asked when taken. Counts: 8 queens, 92 (OEIS A000170); the split's
 * subproblems recorded as counted are skipped, whatever the thread count.
 */
class RunnerRecordedTest {
  /** Records the subproblems of {@code done} as counted, nothing as refined, and counts the questions. */
  private static final class Counting implements Runner.Recorded {
    final Set<Subproblem> done;
    final AtomicInteger finishedAsked = new AtomicInteger();
    final java.util.Map<Subproblem, Integer> asks = new ConcurrentHashMap<>();

    Counting(Set<Subproblem> done) {
      this.done = done;
    }

    @Override
    public boolean isFinished(Subproblem piece) {
      finishedAsked.incrementAndGet();
      asks.merge(piece, 1, Integer::sum);
      return done.contains(piece);
    }

    @Override
    public boolean isRefined(Subproblem piece) {
      return false;
    }
  }

  @ParameterizedTest(name = "{0} thread(s)")
  @ValueSource(ints = {1, 2})
  void eachSubproblemIsAskedOnce(int threads) throws Exception {
    SplittableSearch search = new Runner<>(() -> new QueensSearch(8), SearchLimits.none(), null, null)
        .splittable("queens:8");
    List<Subproblem> split = search.split(64);
    Counting nothing = new Counting(Set.of());
    CountSum all = Runner.count(search, split, nothing, threads, (s, c) -> { }, 0);
    assertEquals(92, all.count().longValueExact());
    assertEquals(split.size(), nothing.finishedAsked.get(), "questions for " + split.size() + " subproblems");

    // the first half recorded as counted: skipped, and the rest adds up to what they did not count
    Set<Subproblem> half = ConcurrentHashMap.newKeySet();
    long halfCount = 0;
    for (Subproblem s : split.subList(0, split.size() / 2)) {
      half.add(s);
      halfCount += search.count(s).count();
    }
    Counting someDone = new Counting(half);
    AtomicInteger counted = new AtomicInteger();
    CountSum rest = Runner.count(search, split, someDone, threads, (s, c) -> counted.incrementAndGet(), 0);
    assertEquals(92 - halfCount, rest.count().longValueExact());
    assertEquals(split.size() - half.size(), counted.get());
    assertEquals(split.size(), someDone.finishedAsked.get());
  }

  /** A refined subproblem's pieces are asked when a thread takes them (a resumed count may hold some). */
  @ParameterizedTest(name = "{0} thread(s)")
  @ValueSource(ints = {1, 2})
  void piecesOfARefinedSubproblemAreAskedWhenTaken(int threads) throws Exception {
    SplittableSearch search = new Runner<>(() -> new QueensSearch(8), SearchLimits.none(), null, null)
        .splittable("queens:8");
    List<Subproblem> split = search.split(4);
    Counting nothing = new Counting(Set.of());
    AtomicInteger pieces = new AtomicInteger();
    CountSum sum = Runner.count(search, split, nothing, threads, (s, c) -> pieces.incrementAndGet(), 3);
    assertEquals(92, sum.count().longValueExact());
    assertTrue(pieces.get() > split.size(), pieces.get() + " pieces: some subproblems were refined");
    for (Subproblem s : split) {
      assertEquals(1, nothing.asks.get(s), "subproblem " + s.toLine() + " asked");
    }
    nothing.asks.forEach((piece, n) -> assertEquals(1, n, "piece " + piece.toLine() + " asked"));
    assertTrue(nothing.asks.size() > split.size(), "the pieces of the refined subproblems were asked too");
  }
}
