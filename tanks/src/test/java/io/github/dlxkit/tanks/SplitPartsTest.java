package io.github.dlxkit.tanks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The propagation search and the row scan, run by core's Runner, split into subproblems whose
 * counts add up to the count of the independent exact-cover encoding, for several split targets;
 * each subproblem's pieces one decision down ({@code refine}) add up to it; their parallel counts
 * agree too, and (the propagation search) count the nodes of a single-thread run.
 */
class SplitPartsTest {
  static Stream<Arguments> variants() {
    Stream.Builder<Arguments> b = Stream.builder();
    for (TankKernel m : new TankKernel[] {TankKernel.ROW_SCAN, TankKernel.PROPAGATION}) {
      for (int n = 3; n <= 4; n++) {
        for (boolean holes : new boolean[] {false, true}) {
          b.add(Arguments.of(m, n, holes));
        }
      }
    }
    return b.build();
  }

  @ParameterizedTest(name = "{0} {1}x{1} holes={2}")
  @MethodSource("variants")
  void subproblemsAddUpToTheExactCoverCount(TankKernel kernel, int n, boolean holes) {
    TankAttack puzzle = TankAttack.of(n).withHoles(holes);
    long expected = puzzle.withKernel(TankKernel.EXACT_COVER).count();
    SplittableSearch search = puzzle.withKernel(kernel).splittable();
    for (int target : new int[] {1, 10, 100}) {
      List<Subproblem> split = search.split(target);
      long sum = 0;
      long pieces = 0;
      for (Subproblem s : split) {
        long count = search.count(Subproblem.parse(s.toLine())).count();
        sum += count;
        // the pieces one decision below a subproblem (a refined count's) add up to it
        List<Subproblem> below = search.refine(s);
        long under = 0;
        for (Subproblem q : below) {
          assertTrue(SplittableSearch.extendsPrefix(q, s), q.toLine() + " below " + s.toLine());
          under += search.count(q).count();
        }
        assertEquals(below.isEmpty() ? 0 : count, under, "the pieces of " + s.toLine());
        pieces += below.size();
      }
      if (target == 1) {
        assertTrue(pieces > 0, "the root's pieces");
      }
      assertEquals(expected, sum, "target " + target);
      assertEquals(split, search.split(target), "the split is deterministic");
    }
    assertEquals(expected, puzzle.withKernel(kernel).count(2));
    if (kernel == TankKernel.PROPAGATION) {
      // core's runner counts, in threads, the nodes of one thread: the cut's shallower tries are not
      // counted. Not the row scan: it counts the nodes at the cut again when it replays them.
      assertEquals(puzzle.withKernel(kernel).run(1).statistics().nodes(),
          puzzle.withKernel(kernel).run(3).statistics().nodes(), "nodes, 3 threads");
    }
  }
}
