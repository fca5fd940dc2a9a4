package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.model.ExactCoverProblem;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link ExactCoverSolver#splittable(int[], long[])}: on queens8 (92 solutions, OEIS A000170) the
 * roots "row 0's queen in column c" for c = 0..7, each weight 1, split and counted, give the plain
 * count; the mirror-image roots c = 0..3 with weight 2 give it too (no 8-queens solution is its own
 * mirror image), and so does every cut, refinement and part line; the subproblems are the plain
 * split's (the plain search counts them the same, unweighted).
 */
class WeightedRootsSplitTest {
  private static ExactCoverProblem queens8() throws Exception {
    return KnuthFormat.read(Path.of("src/test/resources/xcc/queens8.dlx")).problem();
  }

  private static long total(SplittableSearch s, List<Subproblem> parts) {
    long total = 0;
    for (Subproblem p : parts) {
      total += s.count(Subproblem.parse(p.toLine()), SearchLimits.none()).count();
    }
    return total;
  }

  @Test
  void everyRootOnceGivesThePlainCount() throws Exception {
    SplittableSearch s = ExactCoverSolver.of(queens8()).splittable(new int[] {0, 1, 2, 3, 4, 5, 6, 7},
        new long[] {1, 1, 1, 1, 1, 1, 1, 1});
    for (int target : new int[] {1, 8, 100}) {
      assertEquals(92, total(s, s.split(target)), "target " + target);
    }
  }

  @Test
  void mirrorImagesCountedTwiceGiveThePlainCount() throws Exception {
    ExactCoverSolver solver = ExactCoverSolver.of(queens8());
    SplittableSearch s = solver.splittable(new int[] {0, 1, 2, 3}, new long[] {2, 2, 2, 2});
    List<Subproblem> parts = s.split(40);
    assertEquals(92, total(s, parts));
    assertEquals(parts, s.split(40), "deterministic");
    // every part is the plain split's subproblem too: unweighted, the plain search counts half
    SplittableSearch plain = solver.splittable();
    assertEquals(46, total(plain, parts));
    // refining a part keeps its weight
    Subproblem first = parts.get(0);
    List<Subproblem> pieces = s.refine(first);
    long below = 0;
    for (Subproblem p : pieces.isEmpty() ? List.of(first) : pieces) {
      below += s.count(p, SearchLimits.none()).count();
    }
    assertEquals(s.count(first, SearchLimits.none()).count(), below);
  }

  @Test
  void identityNamesRootsAndWeights() throws Exception {
    ExactCoverSolver solver = ExactCoverSolver.of(queens8());
    String a = solver.splittable(new int[] {0, 1, 2, 3}, new long[] {2, 2, 2, 2}).identity();
    assertEquals(a, solver.splittable(new int[] {0, 1, 2, 3}, new long[] {2, 2, 2, 2}).identity());
    assertNotEquals(a, solver.splittable(new int[] {0, 1, 2, 3}, new long[] {1, 2, 2, 2}).identity());
    assertNotEquals(a, solver.splittable().identity());
    assertTrue(a.startsWith("xcc-roots:"), a);
  }

  @Test
  void refusesWhatIsNotItsOwn() throws Exception {
    ExactCoverSolver solver = ExactCoverSolver.of(queens8());
    SplittableSearch s = solver.splittable(new int[] {0, 1}, new long[] {2, 2});
    assertThrows(BadInputException.class, () -> s.count(new Subproblem(0, new int[] {5}), SearchLimits.none()));
    assertThrows(BadInputException.class, () -> s.count(new Subproblem(0, new int[0]), SearchLimits.none()));
    assertThrows(IllegalArgumentException.class, () -> solver.splittable(new int[] {0}, new long[] {0}));
    assertThrows(IllegalArgumentException.class, () -> solver.splittable(new int[] {0, 0}, new long[] {1, 1}));
    assertThrows(IllegalArgumentException.class, () -> solver.splittable(new int[] {99}, new long[] {1}));
    assertThrows(IllegalArgumentException.class, () -> solver.splittable(new int[] {0}, new long[] {1, 1}));
    assertThrows(IllegalArgumentException.class,
        () -> solver.withFixedOptions(9).splittable(new int[] {0}, new long[] {1}));
  }
}
