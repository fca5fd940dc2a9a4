package io.github.dlxkit.core;

import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.model.ExactCoverProblem;
import io.github.dlxkit.core.model.Solution;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.search.PrefixSearch;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.testing.JavadocExamples;
import io.github.dlxkit.core.testing.Queens;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The names core's Javadoc examples use without declaring them: the 8 queens problem (92
 * solutions, OEIS A000170) and files holding it and the 12 queens problem (14,200).
 */
public class CoreFixtures {
  protected ExactCoverProblem problem = Queens.problem(8);
  protected ExactCoverSolver solver = ExactCoverSolver.of(problem);
  protected Solution solution = solver.findFirst().orElseThrow();
  protected Path queens8 = JavadocExamples.file("queens8.dlx", KnuthFormat.toText(problem));
  protected Path queens12 = JavadocExamples.file("queens12.dlx", KnuthFormat.toText(Queens.problem(12)));
  protected Path path = queens8;

  /** One per example: each runs on fields of its own. */
  public CoreFixtures() {}

  /** Every example of core runs. */
  public void before(String where) {}

  /**
   * The n-queens backtrack that core's examples name ({@code Runner}, {@code Cutter}), one rank at a time, as a resumable {@link PrefixSearch}: independent of
   * the exact-cover engine. A decision is the file of the queen on the next rank.
   */
  public static final class QueensSearch implements PrefixSearch {
    private final int n;
    private final int[] file; // file[r]: the file of the queen on rank r, for r < placed
    private int placed;
    private int fixed; // ranks placed by replay, never undone by the search
    private int depth;
    private boolean started;
    private long nodes;
    private long solutions;
    private SearchControl.Worker worker;
    private long nextPoll = Long.MAX_VALUE;
    private boolean stopped;

    /** The n-queens board, n from 1. */
    public QueensSearch(int n) {
      this.n = n;
      this.file = new int[n];
      this.depth = n;
    }

    private boolean free(int rank, int f) {
      for (int r = 0; r < rank; r++) {
        if (file[r] == f || Math.abs(file[r] - f) == rank - r) {
          return false;
        }
      }
      return true;
    }

    @Override
    public boolean nextSolution() {
      if (stopped) {
        return false;
      }
      int f;
      if (!started) {
        started = true;
        if (placed == depth) {
          return report();
        }
        f = 0;
      } else if (placed == fixed) {
        return false;
      } else {
        f = file[--placed] + 1;
      }
      while (true) {
        while (f < n && !free(placed, f)) {
          f++;
        }
        if (f < n) {
          file[placed++] = f;
          // every few thousand nodes, never per node; -1: a limit, cancellation or interrupt, stop cleanly
          if (++nodes >= nextPoll && (nextPoll = worker.poll()) < 0) {
            stopped = true;
            return false;
          }
          if (placed == depth) {
            return report();
          }
          f = 0;
        } else if (placed == fixed) {
          return false;
        } else {
          f = file[--placed] + 1;
        }
      }
    }

    private boolean report() {
      if (placed == n) {
        solutions++;
      }
      return true;
    }

    @Override
    public void reset() {
      if (worker != null) {
        worker.detach();
      }
      placed = 0;
      fixed = 0;
      depth = n;
      started = false;
      nodes = 0;
      solutions = 0;
      stopped = false;
      nextPoll = worker == null ? Long.MAX_VALUE : worker.attach(this);
    }

    @Override
    public void limitDepth(int d) {
      depth = Math.min(d, n);
    }

    @Override
    public boolean atLeaf() {
      return placed == n;
    }

    @Override
    public int[] prefix() {
      return Arrays.copyOf(file, placed);
    }

    @Override
    public boolean replay(int[] prefix) {
      for (int f : prefix) {
        if (!free(placed, f)) {
          return false;
        }
        file[placed++] = f;
      }
      fixed = placed;
      return true;
    }

    @Override
    public long nodes() {
      return nodes;
    }

    @Override
    public long solutions() {
      return solutions;
    }

    @Override
    public double progress() {
      return 0;
    }

    @Override
    public void watch(SearchControl.Worker w) {
      this.worker = w;
      this.nextPoll = w.attach(this);
    }

    @Override
    public boolean isStopped() {
      return stopped;
    }
  }
}
