package io.github.dlxkit.core.kernel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.testing.Sudoku9;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The dancing-cells kernel's trailed snapshots (used from {@link DancingCells#TRAIL_FROM_ITEMS}
 * items on) restore exactly what its copied snapshots restore: forced on small problems, the
 * search makes the same choices, so solutions, nodes, branch nodes and updates are equal — on
 * every reference file DLX2's counts are checked on (xcc/knuth-dlx2-stats.tsv, pentominoes left
 * out for time), and on a 9x9 Sudoku with givens fixed, value orders and branch items, restarts
 * and prefixes, the paths the large Sudoku grids take.
 */
class TrailedSnapshotsTest {

  static List<String> files() throws IOException {
    List<String> files = new ArrayList<>();
    try (InputStream in = resource("knuth-dlx2-stats.tsv")) {
      String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
      for (int i = 1; i < lines.length; i++) {
        String file = lines[i].strip().split("\t")[0];
        if (!file.startsWith("pentominoes")) {
          files.add(file);
        }
      }
    }
    return files;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("files")
  void trailedCountsLikeCopied(String file) throws IOException {
    ExactCoverProblem p;
    try (Reader r = new InputStreamReader(resource(file), StandardCharsets.UTF_8)) {
      p = KnuthFormat.read(r, file).problem();
    }
    DancingCells copied = new DancingCells(p, false);
    DancingCells trailed = new DancingCells(p, true);
    assertSame(copied, trailed, copied.countAll(), trailed.countAll());
    // a restricted count below each first-level choice: the prefixes' replayed levels and undo
    int[] prefix = copied.prefixCodes(1);
    for (int x : prefix) {
      copied.enterPrefix(new int[] {x});
      trailed.enterPrefix(new int[] {x});
      assertSame(copied, trailed, copied.countAll(), trailed.countAll());
      copied.leavePrefix();
      trailed.leavePrefix();
    }
    assertSame(copied, trailed, copied.countAll(), trailed.countAll()); // as built again
  }

  @Test
  void trailedSolvesSudokuLikeCopied() {
    ExactCoverProblem p = Sudoku9.problem();
    // a top95 puzzle (17 givens)
    String puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    boolean[] cells = new boolean[4 * 81];
    for (int c = 0; c < 81; c++) {
      cells[c] = true;
    }
    DancingCells copied = new DancingCells(p, false);
    DancingCells trailed = new DancingCells(p, true);
    // 74 cells: without its last given, 47,688 solutions (KernelAgreementTest); twice, the second
    // time branching on cells with the values in a random order, fewest places first
    for (int run = 0; run < 3; run++) {
      int prefix = run == 0 ? 81 : 74;
      for (DancingCells m : List.of(copied, trailed)) {
        m.reset();
        m.setBranchItems(run == 2 ? cells : null);
        m.setBranchOrder(run, run == 2);
        for (int cell = 0; cell < prefix; cell++) {
          char ch = puzzle.charAt(cell);
          if (ch != '.') {
            assertTrue(m.fix(cell * 9 + ch - '1'));
          }
        }
      }
      // the first solutions, a restart (Sudoku's randomised restarts), then the full count
      for (int k = 0; k < 3; k++) {
        assertEquals(copied.nextSolution(), trailed.nextSolution());
        assertArrayEquals(copied.solution(), trailed.solution());
      }
      copied.restart();
      trailed.restart();
      assertSame(copied, trailed, copied.countAll(), trailed.countAll());
    }
  }

  private static void assertSame(SearchMatrix copied, SearchMatrix trailed, long a, long b) {
    assertEquals(a, b, "solutions");
    assertEquals(copied.nodes(), trailed.nodes(), "nodes");
    assertEquals(copied.branchNodes(), trailed.branchNodes(), "branch nodes");
    assertEquals(copied.updates(), trailed.updates(), "updates");
  }

  private static InputStream resource(String name) {
    InputStream in = TrailedSnapshotsTest.class.getResourceAsStream("/xcc/" + name);
    if (in == null) {
      throw new IllegalStateException("missing test resource xcc/" + name);
    }
    return in;
  }
}
