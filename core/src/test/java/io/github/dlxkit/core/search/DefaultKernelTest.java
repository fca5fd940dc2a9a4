package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.model.Solution;
import io.github.dlxkit.core.testing.Queens;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A solver without {@code withKernel} searches on {@link Kernel#fastestFor} the problem (issue 54:
 * the one route chooser {@code dlx count} uses), for every way of asking: count, run, the solution
 * stream and the visitor; {@link Kernel#DANCING_LINKS} only when asked for (DLX2's statistics).
 * The route is seen in the node counts: the bitset kernel enters fewer nodes than DLX2 on 8 queens
 * (no node for a choice that wipes an item out), and its solutions come in another order.
 */
class DefaultKernelTest {
  private final ExactCoverProblem queens = Queens.problem(8);

  @Test
  void theDefaultIsTheFastestForTheProblem() {
    assertEquals(Kernel.DANCING_BITS, Kernel.fastestFor(queens));
    assertEquals(Kernel.DANCING_BITS, ExactCoverSolver.of(queens).kernel());
    assertEquals(Kernel.DANCING_CELLS, ExactCoverSolver.of(KernelChoiceTest.sudoku(3, 22)).kernel());
  }

  @Test
  void countAndRunTakeTheFastKernelsTree() {
    SearchResult fast = ExactCoverSolver.of(queens).withKernel(Kernel.DANCING_BITS).run();
    SearchResult links = ExactCoverSolver.of(queens).withKernel(Kernel.DANCING_LINKS).run();
    SearchResult byDefault = ExactCoverSolver.of(queens).run();
    assertNotEquals(links.statistics().nodes(), fast.statistics().nodes()); // the routes can be told apart
    assertEquals(fast.statistics().nodes(), byDefault.statistics().nodes());
    assertEquals(92, byDefault.solutions()); // 8 queens: 92 (OEIS A000170)
  }

  @Test
  void theSolutionStreamAndTheVisitorListInTheFastKernelsOrder() {
    List<Solution> fast = ExactCoverSolver.of(queens).withKernel(Kernel.DANCING_BITS).solutions().toList();
    List<Solution> links = ExactCoverSolver.of(queens).withKernel(Kernel.DANCING_LINKS).solutions().toList();
    List<Solution> byDefault = ExactCoverSolver.of(queens).solutions().toList();
    assertEquals(92, byDefault.size());
    assertEquals(ids(links), ids(fast)); // the bitset kernel's choices are DLX2's here: DLX2's order
    assertEquals(ids(fast), ids(byDefault));
    List<int[]> visited = new java.util.ArrayList<>();
    SearchResult r = ExactCoverSolver.of(queens).forEachSolution((buf, n) -> visited.add(java.util.Arrays.copyOf(buf, n)));
    assertEquals(fast.size(), visited.size());
    for (int i = 0; i < visited.size(); i++) {
      assertArrayEquals(fast.get(i).optionIds(), visited.get(i));
    }
    assertEquals(ExactCoverSolver.of(queens).withKernel(Kernel.DANCING_BITS).run().statistics().nodes(),
        r.statistics().nodes());
  }

  /**
   * The empty 4x4 Sudoku (288 solutions, OEIS A107739) takes the cells kernel, whose order is its
   * own: its sparse sets hold an item's options in the order the search left them.
   */
  @Test
  void theCellsKernelListsInItsOwnOrder() {
    ExactCoverProblem empty = KernelChoiceTest.sudoku(2, 0);
    List<Solution> cells = ExactCoverSolver.of(empty).withKernel(Kernel.DANCING_CELLS).solutions().toList();
    List<Solution> links = ExactCoverSolver.of(empty).withKernel(Kernel.DANCING_LINKS).solutions().toList();
    List<Solution> byDefault = ExactCoverSolver.of(empty).solutions().toList();
    assertEquals(288, byDefault.size());
    assertNotEquals(ids(links), ids(cells));
    assertEquals(ids(cells), ids(byDefault));
  }

  /** Branch items are the cells kernel's: a solver with them and no kernel asked for takes it. */
  @Test
  void branchItemsTakeTheCellsKernel() {
    assertEquals(Kernel.DANCING_CELLS, ExactCoverSolver.of(queens).withBranchItems(0, 1).kernel());
    assertEquals(92, ExactCoverSolver.of(queens).withBranchItems(0, 1).count());
  }

  private static List<String> ids(List<Solution> solutions) {
    return solutions.stream().map(s -> java.util.Arrays.toString(s.optionIds())).toList();
  }
}
