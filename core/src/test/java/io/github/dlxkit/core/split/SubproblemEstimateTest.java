package io.github.dlxkit.core.split;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.Subproblem;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Knuth's estimate under each subproblem, which weighs finished subproblems into a fraction done:
 * checked against the nodes the subproblems' counts really visit (an independent measurement).
 */
class SubproblemEstimateTest {
  @Test
  void estimatesAddUpToTheNodesTheCountsVisit() throws Exception {
    SplittableSearch search = CheckpointTest.search("queens10.dlx");
    List<Subproblem> split = search.split(64);
    double estimated = 0;
    long visited = 0;
    for (Subproblem s : split) {
      double e = search.estimate(s, 200, s.index());
      assertTrue(e >= 1, s.toLine() + ": " + e);
      estimated += e;
      visited += search.count(s).nodes();
    }
    // the estimator is unbiased; 200 walks under each of the subproblems bring the sum within a few percent
    assertEquals(1.0, estimated / visited, 0.05, estimated + " estimated, " + visited + " visited");
  }

  @Test
  void theEstimateIsRepeatableForASeed() throws Exception {
    SplittableSearch search = CheckpointTest.search("langford8.dlx");
    Subproblem s = search.split(16).get(3);
    assertEquals(search.estimate(s, 50, 7), search.estimate(s, 50, 7));
  }
}
