package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.kernel.MinCostSearch;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.model.Solution;
import io.github.dlxkit.core.model.SolutionChecker;
import io.github.dlxkit.core.testing.BruteForceExactCover;
import io.github.dlxkit.core.testing.RandomProblems;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;

/**
 * The cheapest covers ({@link ExactCoverSolver#best}) against brute force: every subset of the
 * options checked by {@link SolutionChecker} and summed by {@link Solution#cost()}, so the expected
 * costs come from an independent computation.
 */
class MinCostSearchTest {

  @Provide
  Arbitrary<ExactCoverProblem> costed() {
    return Combinators.combine(
            Arbitraries.integers().between(1, 6),
            Arbitraries.integers().between(0, 3),
            Arbitraries.integers().between(1, 16),
            Arbitraries.longs().withoutEdgeCases(),
            Arbitraries.of(0, 1, 3, 20, 1_000_000_000))
        .as((p, s, o, seed, max) -> RandomProblems.withCosts(RandomProblems.make(p, s, o, seed), max, ~seed));
  }

  /** The costs of all solutions, by brute force, sorted. */
  private static List<Long> bruteCosts(ExactCoverProblem p) {
    return BruteForceExactCover.solutions(p).stream().map(ids -> new Solution(p, ids).cost()).sorted().toList();
  }

  @Property(tries = 400)
  void theKBestCostsAreBruteForcesKSmallest(@ForAll("costed") ExactCoverProblem p,
      @ForAll @IntRange(min = 1, max = 7) int k) {
    List<Long> all = bruteCosts(p);
    List<Solution> best = ExactCoverSolver.of(p).best(k);
    String text = "k=" + k + "\n" + KnuthFormat.toText(p);
    assertEquals(all.subList(0, Math.min(k, all.size())), best.stream().map(Solution::cost).toList(), text);
    Set<Solution> distinct = new HashSet<>();
    for (Solution s : best) {
      assertEquals(java.util.Optional.empty(), SolutionChecker.check(p, s.optionIds()), text);
      assertTrue(distinct.add(s), "solution twice: " + s + "\n" + text);
    }
    Statistics.collect(all.isEmpty() ? "no solution" : all.size() <= k ? "all kept" : "some cut");
  }

  /**
   * The lifted taxes are a lower bound on every solution (the least brute-force cost) and at least
   * DLX5's greedy ones; with DLX5's taxes the search finds the same k best costs.
   */
  @Property(tries = 300)
  void liftedTaxesBoundEverySolutionAndBeatDlx5s(@ForAll("costed") ExactCoverProblem p,
      @ForAll @IntRange(min = 1, max = 4) int k) {
    List<Long> all = bruteCosts(p);
    String text = "k=" + k + "\n" + KnuthFormat.toText(p);
    MinCostSearch lifted = new MinCostSearch(p, k);
    MinCostSearch dlx5 = new MinCostSearch(p, k, true);
    if (!all.isEmpty()) {
      assertTrue(lifted.totalTax() <= all.get(0), "taxes " + lifted.totalTax() + "\n" + text);
    }
    assertTrue(lifted.totalTax() >= dlx5.totalTax(), "taxes " + lifted.totalTax() + " < " + dlx5.totalTax() + "\n" + text);
    dlx5.run();
    List<Long> costs = java.util.Arrays.stream(dlx5.bestSolutions())
        .map(ids -> new Solution(p, ids).cost()).toList();
    assertEquals(all.subList(0, Math.min(k, all.size())), costs, text);
  }

  @Property(tries = 200)
  void minimumCostIsTheLeastBruteForceCost(@ForAll("costed") ExactCoverProblem p) {
    List<Long> all = bruteCosts(p);
    OptionalLong expected = all.isEmpty() ? OptionalLong.empty() : OptionalLong.of(all.get(0));
    assertEquals(expected, ExactCoverSolver.of(p).minimumCost(), KnuthFormat.toText(p));
  }

  @Property(tries = 100)
  void fixedOptionsAreInEveryCheapestSolution(@ForAll("costed") ExactCoverProblem p,
      @ForAll @IntRange(min = 0, max = 15) int fixedOption) {
    int fix = fixedOption % p.optionCount();
    List<Long> expected = BruteForceExactCover.solutions(p).stream()
        .filter(ids -> java.util.Arrays.stream(ids).anyMatch(o -> o == fix))
        .map(ids -> new Solution(p, ids).cost()).sorted().limit(3).toList();
    List<Solution> best = ExactCoverSolver.of(p).withFixedOptions(fix).best(3);
    assertEquals(expected, best.stream().map(Solution::cost).toList(), "fix " + fix + "\n" + KnuthFormat.toText(p));
    for (Solution s : best) {
      assertEquals(fix, s.optionId(0));
    }
  }

  @Property(tries = 50)
  void costsSurviveKnuthsFormat(@ForAll("costed") ExactCoverProblem p) {
    // written primary items first, so compare the texts (ids of interleaved items change)
    ExactCoverProblem back = KnuthFormat.parse(KnuthFormat.toText(p), "round trip").problem();
    assertEquals(KnuthFormat.toText(p), KnuthFormat.toText(back));
    for (int o = 0; o < p.optionCount(); o++) {
      assertEquals(p.optionCost(o), back.optionCost(o));
    }
  }

  @Example
  void dlx5sIntroExampleSumsCostEntries() {
    // DLX5's documentation: "|n" entries appended to an option, several summed
    ExactCoverProblem p = KnuthFormat.parse("A B C\nA B |3 |4\nC |1\nA |2\nB C |1\nA B C |9\n", "ex").problem();
    assertEquals(7, p.optionCost(0));
    // covers: {0,1} = 8, {2,3} = 3, {4} = 9
    assertEquals(List.of(3L, 8L, 9L), ExactCoverSolver.of(p).best(5).stream().map(Solution::cost).toList());
    assertEquals(OptionalLong.of(3), ExactCoverSolver.of(p).minimumCost());
  }

  @Example
  void aStoppedSearchKeepsTheBestSoFar() {
    // 12 items in a row, covered by singles and adjacent pairs: 233 covers (Fibonacci), many nodes
    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    b.addPrimaryItems("i", 12);
    for (int i = 0; i < 12; i++) {
      b.option(100 - i, "i" + i);
      if (i + 1 < 12) {
        b.option(150 + i, "i" + i, "i" + (i + 1));
      }
    }
    ExactCoverProblem p = b.build();
    CostResult r = ExactCoverSolver.of(p).withLimits(SearchLimits.none().withMaxNodes(3)).runCheapest(2);
    assertEquals(StopReason.NODE_LIMIT, r.stopReason());
    assertThrows(SearchStoppedException.class,
        () -> ExactCoverSolver.of(p).withLimits(SearchLimits.none().withMaxNodes(3)).best(2));
    CostResult full = ExactCoverSolver.of(p).withLimits(SearchLimits.none().withTimeLimit(Duration.ofMinutes(1))).runCheapest(2);
    assertTrue(full.isComplete());
  }

  @Example
  void boundsAreRefusedWithAMessage() {
    ExactCoverProblem p = ExactCoverProblem.builder().primary("A", 1, 2).option(3, "A").build();
    BadInputException e = assertThrows(BadInputException.class, () -> ExactCoverSolver.of(p).best(1));
    assertTrue(e.getMessage().contains("bounds"), e.getMessage());
  }

  @Example
  void badCostsAreRefusedWhereTheyEnter() {
    assertThrows(BadInputException.class, () -> ExactCoverProblem.builder().primary("A").option(-1, "A"));
    var e = assertThrows(io.github.dlxkit.core.io.DlxFormatException.class,
        () -> KnuthFormat.parse("A\nA |x\n", "f"));
    assertTrue(e.getMessage().contains("2:4"), e.getMessage());
    e = assertThrows(io.github.dlxkit.core.io.DlxFormatException.class,
        () -> KnuthFormat.parse("A\nA |99999999999999999999\n", "f"));
    assertTrue(e.getMessage().contains("too large"), e.getMessage());
    e = assertThrows(io.github.dlxkit.core.io.DlxFormatException.class,
        () -> KnuthFormat.parse("A\nA |\n", "f"));
    assertTrue(e.getMessage().contains("missing cost"), e.getMessage());
  }
}
