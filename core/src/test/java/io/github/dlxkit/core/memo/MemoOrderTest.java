package io.github.dlxkit.core.memo;

import io.github.dlxkit.core.testing.Dominoes;
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

  /** Where the file's order is already narrow (dominoes row by row, Langford), it is kept. */
  @Test
  void aNarrowFileOrderIsKept() throws Exception {
    MemoOrder d = MemoOrder.choose(Dominoes.square(6));
    assertTrue(d.width() <= 7, d.description());
    MemoOrder l = MemoOrder.choose(MemoCounterTest.resource("langford8.dlx"));
    assertEquals("the file's order", l.name(), l.description());
    assertEquals(BigInteger.valueOf(6728),
        MemoCounter.of(Dominoes.square(6)).withOrder(d.names()).count().solutions(), "OEIS A004003");
  }
}
