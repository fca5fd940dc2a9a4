package io.github.dlxkit.core.memo;

import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.testing.Dominoes;
import io.github.dlxkit.core.testing.Pentominoes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.model.ExactCoverProblem;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** The memo's automatic order: narrower than the file's where the file's is wide, and the same count. */
class MemoOrderTest {
  /**
   * Knuth's pentominoes 5x12 file lists the pieces first: the file's order has all 60 cells in its
   * frontier. The order chosen puts the 12 pieces (one in every option) last and sweeps the cells,
   * and the memo then counts 4040 = 4 x 1010 (Knuth, "Dancing links", 2000: 1010 tilings up to
   * symmetry; the plain engine agrees, PolyominoTest).
   */
  @Test
  void pentominoesGetTheCellsSweptAndThePiecesLast() throws Exception {
    ExactCoverProblem p = MemoCounterTest.resource("pentominoes5x12.dlx");
    MemoOrder o = MemoOrder.choose(p);
    assertEquals(60, o.fileWidth());
    assertTrue(o.width() < 40, o.description());
    assertTrue(o.name().contains("last"), o.description());
    for (int k = 60; k < 72; k++) {
      assertTrue(o.names().get(k).length() == 1, "a piece name, not a cell: " + o.names().get(k));
    }
    MemoResult r = MemoCounter.of(p).withOrder(o.names()).withBudget(256L << 20).count();
    assertEquals(BigInteger.valueOf(4040), r.solutions());
  }

  /**
   * Where the file's order is already narrow (dominoes row by row, Langford), the order chosen is
   * as narrow and needs no more states: the trials compare states, not widths, so on Langford
   * pairs (small enough for the trials to count it whole) an order one wider but with fewer states wins.
   */
  @Test
  void aNarrowFileOrderIsNotMadeWorse() throws Exception {
    MemoOrder d = MemoOrder.choose(Dominoes.square(6));
    assertTrue(d.width() <= 7, d.description());
    ExactCoverProblem langford = MemoCounterTest.resource("langford8.dlx");
    MemoOrder l = MemoOrder.choose(langford);
    MemoResult chosen = MemoCounter.of(langford).withOrder(l.names()).count();
    MemoResult file = MemoCounter.of(langford).count();
    assertTrue(chosen.states() <= file.states(), l.description() + ": " + chosen.states() + " > " + file.states());
    assertEquals(BigInteger.valueOf(300), chosen.solutions(), "OEIS A014552 times 2");
    assertEquals(BigInteger.valueOf(6728),
        MemoCounter.of(Dominoes.square(6)).withOrder(d.names()).count().solutions(), "OEIS A004003");
  }

  /**
   * Eight pentominoes (FILNPTUV) in a 4x10 box, pieces first as in Knuth's files: the order chosen
   * by the trials needs fewer states than reverse Cuthill-McKee with the pieces last (the order
   * the narrowest frontier width chose before), and both give the plain engine's count (an
   * independent method: backtracking without memo).
   */
  @Test
  void theTrialsBeatTheOldChoiceOnASmallTiling() {
    ExactCoverProblem p = Pentominoes.box(4, 10, "FILNPTUV");
    MemoOrder chosen = MemoOrder.choose(p);
    MemoOrder old = MemoOrder.candidates(p).stream().filter(o -> o.name().startsWith("reverse Cuthill-McKee, the"))
        .findFirst().orElseThrow();
    MemoResult c = MemoCounter.of(p).withOrder(chosen.names()).withBudget(64L << 20).count();
    MemoResult o = MemoCounter.of(p).withOrder(old.names()).withBudget(64L << 20).count();
    BigInteger plain = BigInteger.valueOf(ExactCoverSolver.of(p).count());
    assertEquals(plain, c.solutions(), chosen.description());
    assertEquals(plain, o.solutions());
    assertTrue(c.states() < o.states(), chosen.description() + ": " + c.states() + " states, the old choice "
        + o.states());
    System.out.println("4x10 FILNPTUV: " + plain + " tilings; " + chosen.description() + " " + c.states()
        + " states; " + old.name() + " " + o.states() + " states");
  }
}
