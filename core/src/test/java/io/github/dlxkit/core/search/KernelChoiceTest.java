package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.testing.Queens;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * {@link Kernel#fastestFor} on the shapes its rules were measured on (KernelChoiceBenchmark,
 * docs/PERFORMANCE.md, "Which kernel"): the problems are built here the way the benchmark's
 * {@code KernelChoiceProblems} builds them (same seeds), so the choice checked is the one measured.
 * Measured (quiet, 2026-11-28, 23:18-23:32 UTC, pair weighing off as by default): bits
 * 1.11-1.30&times; cells' time on sudoku4-106, 1.22&times; on planted144-144, 1.18&times; on
 * planted300-150, 0.87-0.97&times; on sudoku3-22; on 2026-12-02 1.05&times; on sudoku3-22 and
 * 0.98-1.88&times; on nine other Sudoku counts, cells faster on nine of the ten
 * (docs/performance/2026-12-02-wave3-run7.md).
 */
class KernelChoiceTest {

  @Test
  void manyOptionsPerItemTakeBits() {
    assertEquals(Kernel.DANCING_BITS, Kernel.fastestFor(Queens.problem(13))); // 26 items, 13 options each
  }

  /**
   * Counting a Sudoku's completions: 324 or 1,024 items of at most 9 or 16 options each: cells,
   * on the ten counts measured on 2026-12-02 (cells faster on nine, a tie on sudoku3-24).
   */
  @Test
  void sudokuCountsTakeCells() {
    for (int givens = 20; givens <= 24; givens++) {
      assertEquals(Kernel.DANCING_CELLS, Kernel.fastestFor(sudoku(3, givens)), "sudoku3-" + givens);
    }
    for (int givens : new int[] {104, 106, 110, 115, 120}) {
      assertEquals(Kernel.DANCING_CELLS, Kernel.fastestFor(sudoku(4, givens)), "sudoku4-" + givens);
    }
    assertEquals(Kernel.DANCING_CELLS, Kernel.fastestFor(sudoku(3, 0))); // the empty grid
  }

  /** Triples planted in random triples: 144 or 300 items of 6 or 4.5 options each: cells. */
  @Test
  void fewOptionsPerItemTakeCells() {
    assertEquals(Kernel.DANCING_CELLS, Kernel.fastestFor(planted(144, 144)));
    assertEquals(Kernel.DANCING_CELLS, Kernel.fastestFor(planted(300, 150)));
  }

  /** The empty 4x4 Sudoku: 64 options, one dense word set, popcounted rather than counted down: cells. */
  @Test
  void smallProblemsBelowTheLineTakeCells() {
    assertEquals(Kernel.DANCING_CELLS, Kernel.fastestFor(sudoku(2, 0)));
  }

  /** As KernelChoiceProblems.sudoku: boxes of box x box cells, {@code givens} cells of a pattern grid given. */
  static ExactCoverProblem sudoku(int box, int givens) {
    int n = box * box;
    List<Integer> cells = new ArrayList<>();
    for (int i = 0; i < n * n; i++) {
      cells.add(i);
    }
    Collections.shuffle(cells, new Random(n * 1000L + givens));
    TreeSet<Integer> given = new TreeSet<>(cells.subList(0, givens));
    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    b.addPrimaryItems("p", n * n);
    b.addPrimaryItems("r", n * n);
    b.addPrimaryItems("c", n * n);
    b.addPrimaryItems("b", n * n);
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        int solution = (box * (r % box) + r / box + c) % n;
        for (int d = 0; d < n; d++) {
          if (given.contains(r * n + c) && d != solution) {
            continue;
          }
          b.addOption("p" + (r * n + c), "r" + (r * n + d), "c" + (c * n + d),
              "b" + (((r / box) * box + c / box) * n + d));
        }
      }
    }
    return b.build();
  }

  /** As KernelChoiceProblems.planted: three random partitions of n items into triples, plus extra random triples. */
  static ExactCoverProblem planted(int n, int extra) {
    Random random = new Random(n * 31L + extra);
    TreeSet<List<Integer>> options = new TreeSet<>(KernelChoiceTest::compare);
    List<Integer> items = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      items.add(i);
    }
    for (int partition = 0; partition < 3; partition++) {
      Collections.shuffle(items, random);
      for (int i = 0; i < n; i += 3) {
        List<Integer> t = new ArrayList<>(items.subList(i, i + 3));
        Collections.sort(t);
        options.add(t);
      }
    }
    int target = options.size() + extra;
    while (options.size() < target) {
      TreeSet<Integer> s = new TreeSet<>();
      while (s.size() < 3) {
        s.add(random.nextInt(n));
      }
      options.add(new ArrayList<>(s));
    }
    ExactCoverProblem.Builder b = ExactCoverProblem.builder();
    b.addPrimaryItems("i", n);
    for (List<Integer> o : options) {
      b.addOption(o.stream().map(i -> "i" + i).toArray(String[]::new));
    }
    return b.build();
  }

  private static int compare(List<Integer> x, List<Integer> y) {
    for (int i = 0; i < Math.min(x.size(), y.size()); i++) {
      int c = Integer.compare(x.get(i), y.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(x.size(), y.size());
  }
}
