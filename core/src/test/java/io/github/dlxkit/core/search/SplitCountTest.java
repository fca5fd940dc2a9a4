package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.search.CountSum;
import io.github.dlxkit.core.split.Parts;
import java.io.IOException;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The public split: on every file of {@code xcc/}, the counts of all subproblems add up to the
 * count Knuth's DLX2 reports ({@code xcc/knuth-dlx2-stats.tsv}), for several targets, and the parts
 * of a job array add up too (counted with the other kernel); subproblems survive the trip through
 * their line of text. The two pentomino files, seconds per count, get one cut only.
 */
class SplitCountTest {

  @ParameterizedTest(name = "{0}")
  @MethodSource("io.github.dlxkit.core.search.KnuthDlx2StatsTest#expected")
  void subproblemsAddUpToDlx2Count(KnuthDlx2StatsTest.Expected e) throws IOException {
    SplittableSearch search = ExactCoverSolver.of(KnuthDlx2StatsTest.read(e.file()).problem()).splittable();
    // two cuts at different depths; one on the pentomino files, whose every count costs seconds
    int[] targets = isSlow(e) ? new int[] {64} : new int[] {5, 300};
    for (int target : targets) {
      List<Subproblem> split = search.split(target);
      CountSum sum = new CountSum();
      for (Subproblem s : split) {
        // through the text form, as a job array or a Spark task receives it
        sum.add(search.count(Subproblem.parse(s.toLine())));
      }
      assertEquals(BigInteger.valueOf(e.solutions()), sum.count(), "target " + target);
      assertEquals(split, search.split(target), "the split is deterministic");
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("io.github.dlxkit.core.search.KnuthDlx2StatsTest#expected")
  void partsAddUpToDlx2Count(KnuthDlx2StatsTest.Expected e) throws IOException {
    Assumptions.assumeFalse(isSlow(e), "the pentomino files are split-counted once, above (CI time)");
    SplittableSearch search = ExactCoverSolver.of(KnuthDlx2StatsTest.read(e.file()).problem())
        .withKernel(Kernel.DANCING_CELLS).splittable();
    int n = 3;
    List<Subproblem> split = search.split(Parts.target(n));
    long total = 0;
    int seen = 0;
    for (int k = 1; k <= n; k++) {
      for (Subproblem s : Parts.part(split, k, n)) {
        total += search.count(s).count();
        seen++;
      }
    }
    assertEquals(split.size(), seen, "every subproblem in exactly one part");
    assertEquals(e.solutions(), total);
  }

  /** The pentomino files: seconds per count even on a quiet machine. */
  private static boolean isSlow(KnuthDlx2StatsTest.Expected e) {
    return e.file().startsWith("pentominoes");
  }

  @Test
  void fixedOptionsAreKeptInTheSplitAndTheIdentity() throws IOException {
    ExactCoverProblem queens = KnuthDlx2StatsTest.read("queens8.dlx").problem();
    ExactCoverSolver fixed = ExactCoverSolver.of(queens).withFixedOptions(0);
    SplittableSearch search = fixed.splittable();
    long total = 0;
    for (Subproblem s : search.split(20)) {
      total += search.count(s).count();
    }
    // independent: the unsplit solver with the same fixed option
    assertEquals(fixed.count(), total);
    assertTrue(total < 92, "fixing an option leaves fewer than the 92 queens solutions (A000170)");
    assertTrue(!search.identity().equals(ExactCoverSolver.of(queens).splittable().identity()));
    assertEquals(ExactCoverSolver.of(queens).splittable().identity(),
        ExactCoverSolver.of(queens).withKernel(Kernel.DANCING_CELLS).splittable().identity(),
        "the kernel does not change the split or the counts");
  }

  @Test
  void aForeignSubproblemIsRefused() throws IOException {
    SplittableSearch search = ExactCoverSolver.of(KnuthDlx2StatsTest.read("knuth2000.dlx").problem()).splittable();
    assertThrows(IllegalArgumentException.class, () -> search.count(new Subproblem(0, new int[] {999})));
    // options 0 and 2 of Knuth's example, {C E F} and {B C F}, share C and F
    assertThrows(IllegalArgumentException.class, () -> search.count(new Subproblem(0, new int[] {0, 2})));
  }

  @Test
  void aCountStoppedByALimitThrows() throws IOException {
    SplittableSearch search = ExactCoverSolver.of(KnuthDlx2StatsTest.read("queens12.dlx").problem()).splittable();
    Subproblem first = search.split(1).get(0);
    assertThrows(SearchStoppedException.class,
        () -> search.count(first, SearchLimits.none().withMaxNodes(10)));
    PartCount c = search.count(first); // and the same search object still counts it afterwards
    assertTrue(c.count() > 0 && c.nodes() > 0);
  }
}
