package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.io.DlxFormatException;
import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.model.ExactCoverProblem;
import org.junit.jupiter.api.Test;

/**
 * Costs are refused only when a solution could cost more than {@link ExactCoverProblem#MAX_TOTAL_COST}
 * (2^61 - 1), not when all the options' costs add up to more (issue 50): a solution holds at most
 * one option per primary item (upper bound times, with bounds), so the dearest option of each
 * primary item bounds what it can cost.
 */
class CostRangeTest {
  private static final long BIG = 1_000_000_000_000_000_000L; // 10^18: three add up to more than 2^61 - 1

  /**
   * Three options of 10^18 on item A, and a cheap pair: their costs add up to 3·10^18 + 3, more
   * than 2^61 - 1, yet every solution costs 10^18 + 1 at most. The cheapest solutions, by hand:
   * {A B |1, C |2} costs 3; then {A |10^18, B C |1} costs 10^18 + 1, three times.
   */
  @Test
  void optionsThatAddUpToMoreButNoSolutionThatCostsMoreAreAccepted() {
    String text = "A B C\nA |" + BIG + "\nA |" + BIG + "\nA |" + BIG + "\nA B |1\nB C |1\nC |2\n";
    ExactCoverProblem p = KnuthFormat.parse(text, "x.dlx").problem();
    CostResult r = ExactCoverSolver.of(p).runCheapest(4);
    assertEquals(java.util.List.of(3L, BIG + 1, BIG + 1, BIG + 1),
        r.solutions().stream().map(s -> s.cost()).toList());
  }

  /**
   * Where a solution could cost more (A's and B's dearest options together), the file is refused
   * naming the line of the option that makes the bound too large: B's dearest, line 3 (it named
   * "option 1", the option's id counted from 0, on the line of the option that crossed the sum).
   */
  @Test
  void aSolutionThatCouldCostTooMuchNamesTheOptionsLine() {
    String text = "A B\nA |" + (2 * BIG) + "\nB |" + BIG + "\nA B |1\n";
    DlxFormatException e = assertThrows(DlxFormatException.class, () -> KnuthFormat.parse(text, "x.dlx"));
    assertEquals(3, e.line(), e.getMessage());
    assertEquals("x.dlx:3:1: option cost " + BIG + " would let a solution cost more than 2305843009213693951"
        + " (the dearest option of each primary item adds up to more, here of item B)", e.getMessage());
    BadInputException built = assertThrows(BadInputException.class, () -> ExactCoverProblem.builder()
        .primary("A").primary("B").option(2 * BIG, "A").option(BIG, "B").option(1, "A", "B").build());
    assertEquals("option 2 (cost " + BIG + ") would let a solution cost more than 2305843009213693951"
        + " (the dearest option of each primary item adds up to more, here of item B)", built.getMessage());
  }
}
