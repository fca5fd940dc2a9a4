package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.dlxkit.core.model.ExactCoverProblem;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** Knuth's estimator is unbiased: with enough probes it lands near the exact tree size. */
class TreeSizeEstimateTest {
  @Test
  void estimatesQueensTreeWithinFivePercent() throws IOException {
    ExactCoverProblem queens = KnuthDlx2StatsTest.read("queens10.dlx").problem();
    // the estimate is of DLX2's tree: the links kernel's run is the one to compare with
    SearchResult exact = ExactCoverSolver.of(queens).withKernel(Kernel.DANCING_LINKS).run(); // 16448 nodes, 724 solutions (DLX2)
    TreeSizeEstimate e = ExactCoverSolver.of(queens).estimateTreeSize(50_000, 7, 0);
    assertEquals(exact.statistics().nodes(), e.nodes(), 0.05 * exact.statistics().nodes());
    assertEquals(exact.solutions(), e.solutions(), 0.05 * exact.solutions());
    assertEquals(exact.statistics().updates(), e.updates(), 0.05 * exact.statistics().updates());
  }

  @Test
  void leavesTheMatrixUntouched() throws IOException {
    ExactCoverProblem langford = KnuthDlx2StatsTest.read("langford7.dlx").problem();
    ExactCoverSolver solver = ExactCoverSolver.of(langford);
    solver.estimateTreeSize(100, 1, 1000);
    assertEquals(52, solver.count());
  }
}
