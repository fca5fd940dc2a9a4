package io.github.dlxkit.core.search;

import io.github.dlxkit.core.kernel.Matrices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.kernel.SearchMatrix;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.model.Solution;
import io.github.dlxkit.core.model.SolutionChecker;
import io.github.dlxkit.core.testing.Queens;
import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The Javadoc examples of {@link RestartingSearch}, {@link ExactCoverSolver#withRestarts} and
 * {@link SearchControl.Worker#cutAfter}, word for word (cli's OrphanExamplesTest checks that), with
 * what their comments say asserted.
 */
class RestartingSearchExamplesTest {

  @Test
  void restartingSearch() {
    ExactCoverProblem toy = ExactCoverProblem.builder()
        .primary("a", "b", "c", "d", "e", "f", "g")
        .option("c", "e").option("a", "d", "g").option("b", "c", "f")
        .option("a", "d", "f").option("b", "g").option("d", "e", "g")
        .build();
    RestartingSearch.Result r = ExactCoverSolver.of(toy).withRestarts(42).first(1);
    r.solutions().get(0).optionIds();   // {0, 3, 4} in some order: c e, a d f, b g
    r.restarts();                       // 0: the first run found it within its cut
    int[] ids = r.solutions().get(0).optionIds();
    Arrays.sort(ids);
    assertEquals("[0, 3, 4]", Arrays.toString(ids));
    assertEquals(0, r.restarts());
  }

  /** 6 queens: 4 solutions (OEIS A000170). */
  @Test
  void withRestarts() {
    ExactCoverProblem problem = Queens.problem(6);
    Optional<Solution> s = ExactCoverSolver.of(problem).withRestarts(42).findFirst();
    assertEquals(Optional.empty(), SolutionChecker.check(problem, s.orElseThrow().optionIds()));
  }

  /** 8 queens: its tree has more than 10 nodes (92 solutions, OEIS A000170, each a node). */
  @Test
  void cutAfter() {
    SearchControl control = SearchControl.of(SearchLimits.none());
    SearchControl.Worker worker = control.worker();
    worker.cutAfter(10);
    SearchMatrix m = Matrices.links(Queens.problem(8));
    MatrixSearch.watch(m, worker);  // the kernels are internal: this package's adapter attaches the worker
    m.countAll();          // stops after 10 nodes: m.isStopped()
    worker.wasCut();       // true, and control.isStopped() false: the run may go on
    assertTrue(m.isStopped());
    assertEquals(10, m.nodes());
    assertTrue(worker.wasCut());
    assertFalse(control.isStopped());
  }
}
