package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The one search control and the one progress formula: expected values are worked by hand from
 * Knuth's definition (TAOCP 7.2.2, progress reports) and from the documented order of checks.
 */
class SearchControlTest {
  /** A search that only counts nodes, checking its control as every search of the project does. */
  private static final class CountingSearch implements WatchedSearch {
    long nodes;
    double fraction;

    /** Runs until {@code total} nodes or a stop; returns whether it was stopped. */
    boolean run(SearchControl.Worker worker, long total) {
      long nextPoll = worker.attach(this);
      while (nodes < total) {
        if (++nodes >= nextPoll) {
          if (worker.check()) {
            return true;
          }
          nextPoll = worker.nextPoll();
        }
      }
      worker.detach();
      return false;
    }

    @Override
    public long nodes() {
      return nodes;
    }

    @Override
    public long solutions() {
      return 0;
    }

    @Override
    public double progress() {
      return fraction;
    }
  }

  @Test
  void fractionDoneByHand() {
    // levels: 2nd of 3, 1st of 2, 3rd of 4: 1/3 + 0 + 2/24, plus half the current node's 1/24
    int[] position = {2, 1, 3};
    int[] branches = {3, 2, 4};
    assertEquals(1.0 / 3 + 2.0 / 24 + 1.0 / 48, TreeSizeEstimate.fractionDone(position, branches, 0, 3), 1e-12);
    // below a replayed prefix only the levels of the subtree count: 2nd of 4 after 1st of 2
    assertEquals(0 + 1.0 / 8 + 1.0 / 16, TreeSizeEstimate.fractionDone(new int[] {9, 1, 2}, new int[] {9, 2, 4}, 1, 3), 1e-12);
    // the root alone is half done; a level without branches ends the path; positions are clamped
    assertEquals(0.5, TreeSizeEstimate.fractionDone(position, branches, 0, 0), 1e-12);
    assertEquals(1.0 / 3 + 1.0 / 6, TreeSizeEstimate.fractionDone(new int[] {2, 5}, new int[] {3, 0}, 0, 2), 1e-12);
    assertEquals(2.0 / 3 + 1.0 / 6, TreeSizeEstimate.fractionDone(new int[] {7}, new int[] {3}, 0, 1), 1e-12);
  }

  @Test
  void walksMeanAndStandardError() {
    TreeSizeEstimate.Walks w = new TreeSizeEstimate.Walks();
    for (double x : new double[] {1, 2, 3, 4}) {
      w.add(x);
    }
    // sample variance of 1..4 is 5/3; the standard error of the mean sqrt(5/3 / 4)
    assertEquals(2.5, w.mean(), 1e-12);
    assertEquals(Math.sqrt(5.0 / 12), w.standardError(), 1e-12);
  }

  @Test
  void oneWorkerStopsAtExactlyTheNodeBudget() {
    SearchControl control = SearchControl.of(SearchLimits.none().withMaxNodes(10_000));
    CountingSearch s = new CountingSearch();
    assertTrue(s.run(control.worker(), 1_000_000));
    assertEquals(10_000, s.nodes);
    assertEquals(StopReason.NODE_LIMIT, control.stopReason());
  }

  @Test
  void aSearchWithinTheBudgetCompletes() {
    SearchControl control = SearchControl.of(SearchLimits.none().withMaxNodes(10_000));
    CountingSearch s = new CountingSearch();
    assertFalse(s.run(control.worker(), 9_999));
    assertEquals(9_999, control.nodes());
    assertEquals(StopReason.COMPLETED, control.stopReason());
  }

  @Test
  void checksComeInTheDocumentedOrder() {
    CancellationToken token = new CancellationToken();
    token.cancel();
    // node limit before cancellation
    SearchControl both = SearchControl.of(SearchLimits.none().withMaxNodes(100).withCancellation(token));
    new CountingSearch().run(both.worker(), 1_000);
    assertEquals(StopReason.NODE_LIMIT, both.stopReason());
    // cancellation before the interrupt flag
    SearchControl cancelled = SearchControl.of(SearchLimits.none().withCancellation(token));
    Thread.currentThread().interrupt();
    try {
      new CountingSearch().run(cancelled.worker(), 100_000);
    } finally {
      Thread.interrupted();
    }
    assertEquals(StopReason.CANCELLED, cancelled.stopReason());
  }

  @Test
  void progressAddsFinishedTasksAndRunningShares() {
    List<Progress> seen = new ArrayList<>();
    SearchControl control = new SearchControl(SearchLimits.none(), seen::add, Duration.ofNanos(1));
    SearchControl.Worker a = control.worker();
    SearchControl.Worker b = control.worker();
    a.beginTask(0.5);
    a.endTask(true);
    CountingSearch s = new CountingSearch();
    s.fraction = 0.5;
    b.beginTask(0.25);
    s.run(b, SearchControl.INTERVAL);
    assertFalse(seen.isEmpty());
    // half the tree finished, plus half of a quarter under way
    assertEquals(0.5 + 0.125, seen.get(seen.size() - 1).estimate(), 1e-12);
    assertEquals(SearchControl.INTERVAL, seen.get(seen.size() - 1).nodes());
  }

  @Test
  void theFirstStopReasonWins() {
    SearchControl control = SearchControl.of(SearchLimits.none());
    control.stop(StopReason.VISITOR);
    control.stop(StopReason.CANCELLED);
    assertEquals(StopReason.VISITOR, control.stopReason());
    assertTrue(new CountingSearch().run(control.worker(), 100_000));
  }
}
