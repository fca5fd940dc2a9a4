package io.github.dlxkit.core.optimise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.CancellationToken;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.StopReason;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** The optimiser's loop on OneMax (optimum n ones, by construction) and its stops through the control. */
class OptimiserTest {
  /** n bits, score = ones; a move flips one bit. */
  static class OneMax implements Improvable<Integer> {
    final boolean[] bits;
    int ones;
    int last;

    OneMax(int n) {
      bits = new boolean[n];
    }

    @Override
    public double score() {
      return ones;
    }

    @Override
    public boolean move(RandomGenerator random) {
      last = random.nextInt(bits.length);
      bits[last] = !bits[last];
      ones += bits[last] ? 1 : -1;
      return true;
    }

    @Override
    public void undo() {
      bits[last] = !bits[last];
      ones += bits[last] ? 1 : -1;
    }

    @Override
    public Integer snapshot() {
      return ones;
    }
  }

  static SearchControl moves(long n) {
    return SearchControl.of(SearchLimits.none().withMaxNodes(n).withTimeLimit(Duration.ofSeconds(20)));
  }

  @Test
  void everyAcceptanceReachesTheOptimumOfOneMax() {
    // a cold constant temperature: a worse move is kept with probability e^-5, so the walk tops out
    for (Acceptance a : List.of(Acceptance.hillClimbing(), Acceptance.lateAcceptance(10), Acceptance.annealing(0.2, 0.2))) {
      Optimum<Integer> o = Optimiser.of(new OneMax(40), a).withSeed(3).withTarget(40).run(moves(5_000_000));
      assertEquals(40, o.score());
      assertEquals(40, o.best());
      assertEquals(StopReason.COMPLETED, o.stopReason());
    }
  }

  @Test
  void theSameSeedGivesTheSameRun() {
    Optimum<Integer> a = Optimiser.of(new OneMax(40), Acceptance.lateAcceptance(10)).withSeed(9).withTarget(40).run(moves(5_000_000));
    Optimum<Integer> b = Optimiser.of(new OneMax(40), Acceptance.lateAcceptance(10)).withSeed(9).withTarget(40).run(moves(5_000_000));
    assertEquals(a.moves(), b.moves());
    assertEquals(a.improvements(), b.improvements());
  }

  @Test
  void theNodeLimitCountsMovesAndTheListenerSeesEveryNewBest() {
    List<Double> bests = new ArrayList<>();
    SearchControl control = SearchControl.of(SearchLimits.none().withMaxNodes(10_000));
    // annealing that never cools keeps walking: the run can only end at the limit
    Optimum<Integer> o = Optimiser.of(new OneMax(10_000), Acceptance.annealing(1e9, 1e9)).withSeed(1)
        .onBest((s, score, moves) -> bests.add(score)).run(control);
    assertEquals(StopReason.NODE_LIMIT, o.stopReason());
    assertEquals(10_000, control.nodes());
    assertEquals(o.improvements() + 1, bests.size()); // the start, then each new best
    assertEquals(o.score(), bests.get(bests.size() - 1));
  }

  @Test
  void cancellationStopsTheRun() {
    CancellationToken token = new CancellationToken();
    token.cancel();
    Optimum<Integer> o = Optimiser.of(new OneMax(10), Acceptance.hillClimbing())
        .run(SearchControl.of(SearchLimits.none().withCancellation(token)));
    assertEquals(StopReason.CANCELLED, o.stopReason());
    assertTrue(o.moves() <= SearchControl.INTERVAL);
  }

  @Test
  void lateAcceptanceComparesWithTheScoreOfLengthMovesAgo() {
    Acceptance late = Acceptance.lateAcceptance(2);
    RandomGenerator r = new SplittableRandom(1);
    assertTrue(late.accept(10, 12, 0, r));   // history [12, 10]
    assertTrue(late.accept(12, 11, 0, r));   // 11 >= 10, two moves ago: history [12, 11]
    assertFalse(late.accept(11, 10, 0, r));  // 10 < 11 and < 12
  }

  @Test
  void theBestIsByValueWhileTheScoreSteers() {
    // steered up by the ones, measured by minus the ones: the start (no ones) stays the best
    OneMax steered = new OneMax(50) {
      @Override
      public double value() {
        return -ones;
      }
    };
    Optimum<Integer> o = Optimiser.of(steered, Acceptance.hillClimbing()).withSeed(2).run(moves(2_000));
    assertTrue(steered.ones > 10, "the score steered the walk up: " + steered.ones);
    assertEquals(0, o.best());
    assertEquals(0, o.score());
  }

  @Test
  void runAllRunsEachOnItsOwnThreadAndKeepsTheBest() {
    List<Optimiser<Integer>> runs = new ArrayList<>();
    List<String> threads = new java.util.concurrent.CopyOnWriteArrayList<>();
    for (int seed = 1; seed <= 3; seed++) {
      runs.add(Optimiser.of(new OneMax(40), Acceptance.lateAcceptance(10)).withSeed(seed).withTarget(40)
          .onBest((s, score, moves) -> threads.add(Thread.currentThread().getName())));
    }
    Optimum<Integer> o = Optimiser.runAll(runs, SearchControl.of(SearchLimits.none().withTimeLimit(Duration.ofSeconds(20))));
    assertEquals(40, o.score());
    assertEquals(40, o.best());
    assertEquals(StopReason.COMPLETED, o.stopReason());
    assertTrue(threads.contains("optimiser-0") && threads.contains("optimiser-2"), threads.toString());
  }

  @Test
  void runAllPassesOnAFailure() {
    Improvable<Integer> broken = new OneMax(5) {
      @Override
      public boolean move(RandomGenerator random) {
        throw new IllegalStateException("broken move");
      }
    };
    List<Optimiser<Integer>> runs = List.of(Optimiser.of(new OneMax(100), Acceptance.annealing(1e9, 1e9)),
        Optimiser.of(broken, Acceptance.hillClimbing()));
    IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
        () -> Optimiser.runAll(runs, moves(1_000_000_000)));
    assertEquals("broken move", e.getMessage());
  }

  /** OneMax that allows {@code limit} moves and is then exhausted. */
  static class Budget extends OneMax {
    final long limit;
    long moved;

    Budget(int n, long limit) {
      super(n);
      this.limit = limit;
    }

    @Override
    public boolean move(RandomGenerator random) {
      moved++;
      return super.move(random);
    }

    @Override
    public boolean exhausted() {
      return moved >= limit;
    }
  }

  /**
   * A state with no move left ends its run, COMPLETED though no target is reached, after exactly its
   * moves; in {@link Optimiser#runAll} it ends only its own run, not the others' (a target does).
   */
  @Test
  void anExhaustedStateEndsItsOwnRun() {
    Optimum<Integer> o = Optimiser.of(new Budget(1000, 500), Acceptance.hillClimbing()).withSeed(1).run(moves(1_000_000));
    assertEquals(StopReason.COMPLETED, o.stopReason());
    assertEquals(500, o.moves());
    Budget longer = new Budget(1000, 200_000);
    Optimum<Integer> all = Optimiser.runAll(List.of(Optimiser.of(new Budget(1000, 10), Acceptance.hillClimbing()),
        Optimiser.of(longer, Acceptance.hillClimbing()).withSeed(2)), moves(1_000_000));
    assertEquals(StopReason.COMPLETED, all.stopReason());
    assertEquals(200_000, longer.moved, "the longer run went on to its end");
    assertEquals(200_010, all.moves());
  }

  /** Acceptance.always keeps every move, worse ones too, and draws nothing from the random source. */
  @Test
  void alwaysKeepsEveryMoveAndDrawsNothing() {
    SplittableRandom random = new SplittableRandom(5);
    assertTrue(Acceptance.always().accept(10, -1e9, 0.5, random));
    assertEquals(new SplittableRandom(5).nextLong(), random.nextLong());
  }

  @Test
  void slowMovesStillStopSoonAfterTheTimeLimit() {
    // a move of 2 ms: polling only every SearchControl.INTERVAL (4096) moves, the run took 8 s
    OneMax slow = new OneMax(1000) {
      @Override
      public boolean move(RandomGenerator random) {
        long end = System.nanoTime() + 2_000_000;
        while (System.nanoTime() < end) {
          Thread.onSpinWait();
        }
        return super.move(random);
      }
    };
    Optimum<Integer> o = Optimiser.of(slow, Acceptance.hillClimbing())
        .run(SearchControl.of(SearchLimits.none().withTimeLimit(Duration.ofMillis(100))));
    assertEquals(StopReason.TIME_LIMIT, o.stopReason());
    assertTrue(o.elapsed().toMillis() < 2_000, "took " + o.elapsed());
  }
}
