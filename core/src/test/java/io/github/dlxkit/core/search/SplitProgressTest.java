package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The live progress of a split count ({@link Runner#count} with a listener, issue 54): a long piece
 * reports while it runs, weighted by its share. The pieces are {@link Steps}, whose node counts,
 * solutions and fraction done are set by construction, so every expected value below is worked
 * from the formula: (shares finished + share x fraction of each piece running) / subproblems. A
 * report interval of a nanosecond makes every poll (4,096 nodes) report: no sleeps, no clock.
 */
class SplitProgressTest {
  /** Nodes of one piece of {@link Steps}: 24 polls of {@link SearchControl#INTERVAL} and a rest. */
  private static final long NODES = 100_000;

  /**
   * A search whose every subproblem takes {@link #NODES} nodes, a solution every 1,000th, its
   * fraction done nodes / NODES, polling its control (made from its limits) as every search does.
   */
  private static final class Steps implements SplittableSearch {
    @Override
    public String identity() {
      return "steps:" + NODES;
    }

    @Override
    public List<Subproblem> split(int target) {
      List<Subproblem> list = new ArrayList<>();
      for (int i = 0; i < target; i++) {
        list.add(new Subproblem(i, new int[] {i}));
      }
      return list;
    }

    @Override
    public PartCount count(Subproblem subproblem, SearchLimits limits) {
      SearchControl control = SearchControl.of(limits);
      SearchControl.Worker worker = control.worker();
      long[] counts = {0, 0}; // nodes, solutions
      long next = worker.attach(new WatchedSearch() {
        @Override
        public long nodes() {
          return counts[0];
        }

        @Override
        public long solutions() {
          return counts[1];
        }

        @Override
        public double progress() {
          return (double) counts[0] / NODES;
        }
      });
      while (counts[0] < NODES) {
        if (++counts[0] % 1000 == 0) {
          counts[1]++;
        }
        if (counts[0] >= next && (next = worker.poll()) < 0) {
          throw new SearchStoppedException(control.result(0));
        }
      }
      worker.detach();
      return new PartCount(counts[1], counts[0], control.elapsed());
    }
  }

  /** What the count told, in order: progress snapshots and, as null, the end of a piece. */
  private static List<Progress> count(List<Subproblem> list, Runner.Recorded recorded) throws Exception {
    List<Progress> told = new ArrayList<>();
    Runner.count(new Steps(), list, recorded, 1, (s, c) -> {
      synchronized (told) {
        told.add(null);
      }
    }, 0, p -> {
      synchronized (told) {
        told.add(p);
      }
    }, Duration.ofNanos(1));
    return told;
  }

  @Test
  void oneLongPieceReportsBeforeItEnds() throws Exception {
    List<Progress> told = count(new Steps().split(1), Runner.Recorded.NOTHING);
    int end = told.indexOf(null);
    assertTrue(end >= 0, "the piece was counted");
    List<Progress> before = told.subList(0, end);
    assertTrue(before.stream().anyMatch(p -> p.nodes() > 0 && p.nodes() < NODES), "a report while the piece ran: " + told);
    for (Progress p : before) {
      // one subproblem: the share done is the piece's own fraction, nodes / NODES (1 at its end)
      assertEquals((double) p.nodes() / NODES, p.estimate(), 1e-12, p.toString());
      assertEquals(p.nodes() / 1000, p.solutions(), p.toString());
    }
  }

  @Test
  void aRunningPieceIsWeightedByItsShare() throws Exception {
    List<Progress> told = count(new Steps().split(2), Runner.Recorded.NOTHING);
    int first = told.indexOf(null);
    int second = told.lastIndexOf(null);
    assertTrue(first >= 0 && second > first, told.toString());
    assertTrue(told.subList(first + 1, second).stream().anyMatch(p -> p.nodes() > NODES && p.nodes() < 2 * NODES),
        "a report while the second piece ran: " + told);
    for (Progress p : told) {
      if (p != null) {
        // two subproblems, one thread: the first's nodes and solutions, then the second's on top;
        // the share done (done + fraction) / 2 is nodes / (2 NODES) all along
        assertEquals((double) p.nodes() / (2 * NODES), p.estimate(), 1e-12, p.toString());
        assertEquals(p.nodes() / 1000, p.solutions(), p.toString());
      }
    }
  }

  @Test
  void subproblemsRecordedEarlierAreDoneFromTheStart() throws Exception {
    // a resumed count: subproblems 0 and 1 of 4 recorded by an earlier run, as a checkpoint does
    Runner.Recorded firstTwo = new Runner.Recorded() {
      @Override
      public boolean isFinished(Subproblem piece) {
        return piece.index() < 2;
      }

      @Override
      public boolean isRefined(Subproblem piece) {
        return false;
      }
    };
    List<Progress> told = count(new Steps().split(4), firstTwo);
    assertEquals(2, told.stream().filter(p -> p == null).count(), "two pieces counted");
    Progress p = told.get(0);
    assertTrue(p != null && p.nodes() < NODES, "a report while the first piece counted ran: " + told);
    // half done before this run, plus a quarter of this piece's fraction
    assertEquals(0.5 + 0.25 * p.nodes() / NODES, p.estimate(), 1e-12, p.toString());
  }
}
