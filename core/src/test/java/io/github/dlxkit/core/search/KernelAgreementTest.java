package io.github.dlxkit.core.search;

import io.github.dlxkit.core.kernel.Matrices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.kernel.SearchMatrix;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.testing.Sudoku9;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The sparse-set and bitset kernels find exactly DLX2's solution counts (knuth-dlx2-stats.tsv) on every
 * reference file, with a tree no larger than DLX2's (it never enters a node for a wiped-out
 * choice), sequentially and in parallel. (The two pentomino files are left out to keep the build
 * fast: they take a minute with this kernel; the benchmarks run them.)
 */
class KernelAgreementTest {

  static java.util.List<KnuthDlx2StatsTest.Expected> expected() throws IOException {
    return KnuthDlx2StatsTest.expected().stream().filter(e -> !e.file().startsWith("pentominoes")).toList();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("expected")
  void dancingCellsCountsLikeDlx2(KnuthDlx2StatsTest.Expected e) throws IOException {
    ExactCoverProblem p = KnuthDlx2StatsTest.read(e.file()).problem();
    ExactCoverSolver cells = ExactCoverSolver.of(p).withKernel(Kernel.DANCING_CELLS);
    SearchResult r = cells.run();
    assertEquals(e.solutions(), r.solutions());
    assertTrue(r.statistics().nodes() <= e.nodes(), r.statistics().nodes() + " nodes > DLX2's " + e.nodes());
    SearchResult par = cells.run(2);
    assertEquals(e.solutions(), par.solutions());
    assertEquals(r.statistics().nodes(), par.statistics().nodes(), "parallel nodes");
  }

  /**
   * The bitset kernel makes the sparse-set kernel's choices (its javadoc says so): the same
   * solution counts (DLX2's) and exactly the same node counts, sequentially and in parallel.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("expected")
  void dancingBitsCountsLikeDancingCellsNodeForNode(KnuthDlx2StatsTest.Expected e) throws IOException {
    ExactCoverProblem p = KnuthDlx2StatsTest.read(e.file()).problem();
    SearchResult cells = ExactCoverSolver.of(p).withKernel(Kernel.DANCING_CELLS).run();
    ExactCoverSolver bits = ExactCoverSolver.of(p).withKernel(Kernel.DANCING_BITS);
    SearchResult r = bits.run();
    assertEquals(e.solutions(), r.solutions());
    assertEquals(cells.statistics().nodes(), r.statistics().nodes(), "nodes");
    SearchResult par = bits.run(2);
    assertEquals(e.solutions(), par.solutions());
    assertEquals(r.statistics().nodes(), par.statistics().nodes(), "parallel nodes");
  }

  /**
   * With pair weighing ({@code SearchMatrix.setPairWeighing}) the two kernels still branch alike:
   * DLX2's solution counts and equal node counts, sequentially and in parallel (split parts copy
   * the matrix, and the copy keeps the setting). The tree is another one on some files, which
   * shows the setting is in effect.
   */
  @Test
  void withPairWeighingTheKernelsStillBranchAlike() throws IOException {
    int changed = 0;
    for (KnuthDlx2StatsTest.Expected e : expected()) {
      ExactCoverProblem p = KnuthDlx2StatsTest.read(e.file()).problem();
      SearchMatrix plain = Matrices.cells(p);
      assertEquals(e.solutions(), plain.countAll(), e.file());
      long[] nodes = new long[2];
      int k = 0;
      for (Kernel kernel : new Kernel[] {Kernel.DANCING_CELLS, Kernel.DANCING_BITS}) {
        SearchMatrix m = kernel.build(p);
        m.setPairWeighing(true);
        SearchMatrix copy = m.copy();
        assertEquals(e.solutions(), m.countAll(), e.file() + ", " + kernel);
        assertEquals(e.solutions(), copy.countAll(), e.file() + ", " + kernel + "'s copy");
        assertEquals(m.nodes(), copy.nodes(), e.file() + ", " + kernel + "'s copy: nodes");
        nodes[k++] = m.nodes();
      }
      assertEquals(nodes[0], nodes[1], e.file() + ": cells' nodes, bits' nodes");
      changed += nodes[0] != plain.nodes() ? 1 : 0;
    }
    assertTrue(changed > 0, "pair weighing changed no tree");
  }

  /** DLX2's kernel keeps DLX2's choice rule: it refuses pair weighing, and accepts it off. */
  @Test
  void dancingLinksRefusesPairWeighing() {
    SearchMatrix links = Matrices.links(Sudoku9.problem());
    links.setPairWeighing(false);
    org.junit.jupiter.api.Assertions.assertThrows(UnsupportedOperationException.class,
        () -> links.setPairWeighing(true));
  }

  /**
   * A 9x9 Sudoku (324 items over 12 words of options, where the bitset kernel counts options down
   * instead of popcounting items): with the givens of a puzzle fixed, and with one fewer (many
   * solutions, a deeper tree), the bitset kernel counts the sparse-set kernel's solutions and nodes,
   * with pair weighing (as the Sudoku solver searches) and without.
   */
  @ParameterizedTest(name = "pair weighing {0}")
  @org.junit.jupiter.params.provider.ValueSource(booleans = {false, true})
  void dancingBitsCountsLikeDancingCellsOnSudoku(boolean weigh) {
    ExactCoverProblem p = Sudoku9.problem();
    // a top95 puzzle (17 givens); without its last given it has 47,688 solutions
    String puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    for (int prefix : new int[] {81, 74}) {
      SearchMatrix cells = Matrices.cells(p);
      SearchMatrix bits = Matrices.bits(p);
      cells.setPairWeighing(weigh);
      bits.setPairWeighing(weigh);
      for (int cell = 0; cell < prefix; cell++) {
        char ch = puzzle.charAt(cell);
        if (ch != '.') {
          int option = cell * 9 + ch - '1';
          assertTrue(cells.fix(option));
          assertTrue(bits.fix(option));
        }
      }
      long solutions = cells.countAll();
      assertEquals(solutions, bits.countAll(), "solutions, " + prefix + " cells given");
      assertEquals(cells.nodes(), bits.nodes(), "nodes, " + prefix + " cells given");
      assertTrue(prefix < 81 ? solutions > 1 : solutions == 1, solutions + " solutions");
    }
  }
}
