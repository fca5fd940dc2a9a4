package io.github.dlxkit.core.search;

import io.github.dlxkit.core.kernel.Matrices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.kernel.SearchMatrix;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.testing.BoundedBruteForce;
import io.github.dlxkit.core.testing.RandomProblems;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Assume;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * {@link SearchMatrix#branchNodes()}: on the links kernel, equal to the branch nodes of a naive
 * Algorithm X written here with DLX2's choice of item (fewest options, the first declared on ties),
 * which also gives DLX2's node count; on every kernel and Algorithm M, at most the nodes.
 */
class BranchNodesTest {

  @Provide
  Arbitrary<ExactCoverProblem> problems() {
    return Combinators.combine(
            Arbitraries.integers().between(1, 8),
            Arbitraries.integers().between(1, 16),
            Arbitraries.longs().withoutEdgeCases())
        .as((primaries, options, seed) -> RandomProblems.make(primaries, 0, options, seed));
  }

  @Property(tries = 500)
  void linksCountsTheNaiveTreesBranchNodes(@ForAll("problems") ExactCoverProblem p) {
    Naive naive = new Naive(p);
    List<Integer> all = new ArrayList<>();
    for (int o = 0; o < p.optionCount(); o++) {
      all.add(o);
    }
    naive.search((1L << p.itemCount()) - 1, all);
    Statistics.collect(naive.branchNodes == 0 ? "no branch node" : "branch nodes");
    SearchMatrix m = matrix(p, Kernel.DANCING_LINKS);
    assertEquals(naive.nodes, m.nodes(), "nodes\n" + KnuthFormat.toText(p));
    assertEquals(naive.branchNodes, m.branchNodes(), "branch nodes\n" + KnuthFormat.toText(p));
  }

  @Property(tries = 300)
  void everyKernelCountsAtMostItsNodes(@ForAll("problems") ExactCoverProblem p, @ForAll Kernel kernel) {
    SearchMatrix m = matrix(p, kernel);
    assertTrue(m.branchNodes() >= 0 && m.branchNodes() <= m.nodes() - m.solutions(), kernel + "\n" + KnuthFormat.toText(p));
    m.resetStatistics();
    assertEquals(0, m.branchNodes());
  }

  @Property(tries = 200)
  void algorithmMCountsAtMostItsNodes(@ForAll("bounded") ExactCoverProblem p) {
    SearchMatrix m = Matrices.links(p);
    Assume.that(p.hasMultiplicities()); // all bounds 1: a plain problem, for the kernels above (not Algorithm M)
    while (m.nextSolution()) {
      // the whole tree
    }
    Statistics.collect(m.branchNodes() == 0 ? "no branch node" : "branch nodes");
    assertTrue(m.branchNodes() >= 0 && m.branchNodes() <= m.nodes() - m.solutions(), KnuthFormat.toText(p));
  }

  @Provide
  Arbitrary<ExactCoverProblem> bounded() {
    return BoundedBruteForce.problems();
  }

  /** Searches the whole tree of {@code p} on {@code kernel}; returns the matrix with its counts. */
  private static SearchMatrix matrix(ExactCoverProblem p, Kernel kernel) {
    SearchMatrix m = kernel.build(p);
    while (m.nextSolution()) {
      // count every solution: the whole tree
    }
    return m;
  }

  /** Algorithm X on sets (primary items only, at most 63), counting as DLX2 counts. */
  private static final class Naive {
    private final long[] itemsOf;
    long nodes;
    long branchNodes;

    Naive(ExactCoverProblem p) {
      itemsOf = new long[p.optionCount()];
      for (int o = 0; o < p.optionCount(); o++) {
        for (int k = p.optionStart(o); k < p.optionStart(o + 1); k++) {
          itemsOf[o] |= 1L << p.entryItem(k);
        }
      }
    }

    /** A node: {@code active} items still to cover, {@code live} the options disjoint from those chosen. */
    void search(long active, List<Integer> live) {
      nodes++;
      int best = -1;
      List<Integer> bestOptions = null;
      for (int c = 0; c < 64; c++) {
        if ((active >>> c & 1) == 0) {
          continue;
        }
        List<Integer> options = new ArrayList<>();
        for (int o : live) {
          if ((itemsOf[o] >>> c & 1) != 0) {
            options.add(o);
          }
        }
        if (best < 0 || options.size() < bestOptions.size()) {
          best = c;
          bestOptions = options;
        }
      }
      if (bestOptions.size() > 1) {
        branchNodes++;
      }
      for (int o : bestOptions) {
        long rest = active & ~itemsOf[o];
        if (rest == 0) {
          nodes++; // a solution is a node, as in DLX2
          continue;
        }
        List<Integer> next = new ArrayList<>();
        for (int q : live) {
          if ((itemsOf[q] & itemsOf[o]) == 0) {
            next.add(q);
          }
        }
        search(rest, next);
      }
    }
  }
}
