package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.io.DlxFile;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.model.Solution;
import io.github.dlxkit.core.model.SolutionChecker;
import io.github.dlxkit.core.testing.Queens;
import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Knuth's toy problems and classic counts from the literature. */
class ClassicProblemsTest {

  @Test
  void knuth2000SevenItemExampleHasItsUniqueSolution() throws IOException {
    // Knuth, "Dancing Links" (2000): the only solution is {A D}, {B G}, {C E F}
    DlxFile f = KnuthDlx2StatsTest.read("knuth2000.dlx");
    List<Solution> all = ExactCoverSolver.of(f.problem()).solutions().toList();
    assertEquals(1, all.size());
    Set<String> options = all.get(0).optionTokens().stream().map(o -> String.join(" ", o))
        .collect(Collectors.toSet());
    assertEquals(Set.of("A D", "B G", "C E F"), options);
  }

  @Test
  void dlx2ColourExampleDropsTheOptionWithoutPrimaryAndHasItsUniqueSolution() throws IOException {
    // DLX2's documentation: "X:0 Y:1" is ignored; the unique solution is {A C X:1 Y:1}, {B X:1}
    DlxFile f = KnuthDlx2StatsTest.read("knuth-colours.dlx");
    ExactCoverProblem p = f.problem();
    assertArrayEquals(new int[] {2}, p.droppedOptions());
    assertEquals(List.of("<test>:5: option ignored (no primary items): X:0 Y:1"),
        List.of(f.warnings().get(0).replace("knuth-colours.dlx", "<test>")));
    Solution s = ExactCoverSolver.of(p).findFirst().orElseThrow();
    assertEquals(Set.of("A C X:1 Y:1", "B X:1"),
        s.optionTokens().stream().map(o -> String.join(" ", o)).collect(Collectors.toSet()));
    assertTrue(ExactCoverSolver.of(p).isUnique());
  }

  @ParameterizedTest(name = "{0} queens: {1} solutions")
  @CsvSource({"1,1", "2,0", "3,0", "4,2", "5,10", "6,4", "7,40", "8,92", "9,352", "10,724", "11,2680", "12,14200"})
  void nQueensWithSecondaryDiagonalsMatchOeisA000170(int n, long expected) {
    ExactCoverProblem p = Queens.problem(n);
    assertEquals(expected, ExactCoverSolver.of(p).count());
    ExactCoverSolver.of(p).solutions().limit(50).forEach(s ->
        assertTrue(SolutionChecker.isSolution(p, s.optionIds()), s::toString));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource({
    // OEIS A014552 counts Langford pairings up to reversal: n=7 -> 26, n=8 -> 150, n=11 -> 17792
    "langford7.dlx, 52",
    "langford8.dlx, 300",
    "langford11.dlx, 35584"
  })
  void langfordPairsAreTwiceOeisA014552(String file, long expected) throws IOException {
    assertEquals(expected, ExactCoverSolver.of(KnuthDlx2StatsTest.read(file).problem()).count());
  }

  @Test
  void pentominoes6x10Have9356PackingsThatIs2339UpToSymmetry() throws IOException {
    // Knuth (2000), after Haselgrove & Haselgrove (1960): 2339 ways up to the 4 symmetries of the box
    ExactCoverProblem p = KnuthDlx2StatsTest.read("pentominoes6x10.dlx").problem();
    Set<String> distinct = new HashSet<>();
    long[] all = {0};
    ExactCoverSolver.of(p).forEachSolution((ids, n) -> {
      all[0]++;
      distinct.add(canonicalBox(p, ids, n, 6, 10));
      return true;
    });
    assertEquals(9356, all[0]);
    assertEquals(2339, distinct.size());
  }

  /** The least of the 4 pictures of a packing under the symmetries of a rows×cols box. */
  static String canonicalBox(ExactCoverProblem p, int[] ids, int n, int rows, int cols) {
    char[][] grid = new char[rows][cols];
    for (int i = 0; i < n; i++) {
      List<String> tokens = p.optionTokens(ids[i]);
      char piece = tokens.get(0).charAt(0);
      for (String cell : tokens.subList(1, tokens.size())) {
        String[] rc = cell.split("_");
        grid[Integer.parseInt(rc[0])][Integer.parseInt(rc[1])] = piece;
      }
    }
    String best = null;
    for (int sym = 0; sym < 4; sym++) {
      StringBuilder sb = new StringBuilder();
      for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
          int rr = (sym & 1) != 0 ? rows - 1 - r : r;
          int cc = (sym & 2) != 0 ? cols - 1 - c : c;
          sb.append(grid[rr][cc]);
        }
      }
      String s = sb.toString();
      if (best == null || s.compareTo(best) < 0) {
        best = s;
      }
    }
    return best;
  }
}
