package io.github.dlxkit.core.split;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.CheckpointException;
import io.github.dlxkit.core.search.PartCount;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.SplittableSearch;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.core.search.Subproblem;
import io.github.dlxkit.core.search.Workers;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Counts a list of subproblems with several threads, each thread taking the next unfinished one,
 * and reports each finished subproblem (to a {@link Checkpoint}, a progress line …) as it finishes.
 * Works for any {@link SplittableSearch}. With a node budget per piece, a subproblem that runs past
 * it is cut into its subtrees ({@link SplittableSearch#refine}), and so on down, each piece
 * reported when counted: a long subproblem then survives a stop piece by piece.
 *
 * <p>The runner of a split (checkpoints, parts, the CLI's {@code --checkpoint}), as
 * {@link io.github.dlxkit.core.search.PrefixRunner} is the runner of one search: its threads come
 * from {@link io.github.dlxkit.core.search.Workers}, the one pool, and the subproblems from the
 * search's own {@link SplittableSearch#split} (core's cutter, for the engine and every
 * {@code PrefixRunner} search).
 *
 * <pre>{@code
 * CountSum sum;                                   // this run's subproblems only
 * try (Checkpoint j = Checkpoint.open(file, search.identity(), split)) {
 *   sum = SplitCounter.count(search, split, j.finished()::containsKey, 2, j::record);
 * }
 * }</pre>
 */
public final class SplitCounter {
  /** Told about each subproblem as soon as it is counted; called from the counting threads, one at a time. */
  @FunctionalInterface
  public interface Listener {
    /** Subproblem {@code s} has count {@code c}. */
    void finished(Subproblem s, PartCount c) throws java.io.IOException;

    /**
     * As {@link #finished(Subproblem, PartCount)}, with the piece's {@code share} of its subproblem
     * of the split (1 for a whole one, 1/k for one of the k subtrees of a refined one, and so on).
     */
    default void finished(Subproblem s, PartCount c, double share) throws java.io.IOException {
      finished(s, c);
    }
  }

  /** Which subproblems are already counted (to skip). */
  @FunctionalInterface
  public interface Done {
    /** Whether subproblem {@code index} is already counted. */
    boolean contains(int index);
  }

  /** What earlier runs recorded, piece by piece (a {@link Checkpoint} is one). */
  public interface Recorded {
    /** Nothing recorded: every subproblem is counted. */
    Recorded NOTHING = new Recorded() {
      @Override
      public boolean isFinished(Subproblem piece) {
        return false;
      }

      @Override
      public boolean isRefined(Subproblem piece) {
        return false;
      }
    };

    /** Whether this piece (subproblem or refined piece of one) is counted. */
    boolean isFinished(Subproblem piece);

    /** Whether some piece below this one is counted: it was refined, so it must be refined again. */
    boolean isRefined(Subproblem piece);
  }

  private SplitCounter() {}

  /**
   * Counts the subproblems of {@code list} not {@code done}, with {@code threads} threads, and
   * returns the sum of their counts (the skipped ones are not in it). The first failure stops all
   * threads and is rethrown.
   */
  public static CountSum count(SplittableSearch search, List<Subproblem> list, Done done, int threads,
      Listener listener) throws java.io.IOException, InterruptedException {
    Recorded recorded = new Recorded() {
      @Override
      public boolean isFinished(Subproblem piece) {
        return done.contains(piece.index());
      }

      @Override
      public boolean isRefined(Subproblem piece) {
        return false;
      }
    };
    return count(search, list, recorded, threads, listener, 0);
  }

  /**
   * As {@link #count(SplittableSearch, List, Done, int, Listener)}, skipping the pieces
   * {@code recorded} as counted, and, if {@code refineAfter > 0}, cutting a piece that is still
   * running after {@code refineAfter} nodes into its subtrees (its nodes so far are counted again
   * in them); a piece that cannot be cut finer is counted whole. A piece {@code recorded} as refined
   * is refined again without counting it, so a resumed run takes up the same pieces. Pieces are
   * taken depth first: a refined subproblem's pieces come before the next subproblem.
   */
  public static CountSum count(SplittableSearch search, List<Subproblem> list, Recorded recorded, int threads,
      Listener listener, long refineAfter) throws java.io.IOException, InterruptedException {
    if (threads < 1) {
      throw new BadInputException("threads must be at least 1, got " + threads);
    }
    if (refineAfter < 0) {
      throw new BadInputException("nodes before refining must not be negative, got " + refineAfter);
    }
    LinkedBlockingDeque<Piece> queue = new LinkedBlockingDeque<>();
    for (Subproblem s : list) {
      queue.addLast(new Piece(s, 1.0));
    }
    AtomicInteger pending = new AtomicInteger(list.size()); // pieces queued or being counted
    SearchLimits budget = refineAfter > 0 ? SearchLimits.none().withMaxNodes(refineAfter) : SearchLimits.none();
    CountSum sum = new CountSum();
    Workers.run("dlxkit-split", threads, () -> {
      while (!Thread.currentThread().isInterrupted()) {
        Piece p = queue.pollFirst(10, TimeUnit.MILLISECONDS);
        if (p == null) {
          if (pending.get() == 0) {
            return null;
          }
          continue;
        }
        try {
          List<Subproblem> children = null;
          PartCount c = null;
          if (recorded.isFinished(p.s)) {
            continue;
          } else if (recorded.isRefined(p.s)) {
            children = search.refine(p.s);
            if (children.isEmpty()) {
              throw new CheckpointException("pieces of subproblem " + p.s.toLine()
                  + " are recorded, but this search does not cut it into pieces");
            }
          } else {
            try {
              c = search.count(p.s, budget);
            } catch (SearchStoppedException ex) {
              if (ex.partialResult().stopReason() != StopReason.NODE_LIMIT || refineAfter == 0) {
                throw ex;
              }
              children = search.refine(p.s);
              if (children.isEmpty()) {
                c = search.count(p.s, SearchLimits.none());
              }
            }
          }
          if (c != null) {
            synchronized (sum) {
              listener.finished(p.s, c, p.share);
              sum.add(c);
            }
          } else {
            pending.addAndGet(children.size());
            for (int i = children.size() - 1; i >= 0; i--) {
              Subproblem child = children.get(i);
              if (!SplittableSearch.extendsPrefix(child, p.s)) {
                throw new IllegalStateException("refining " + p.s.toLine() + " gave " + child.toLine()
                    + ", which does not extend it");
              }
              queue.addFirst(new Piece(child, p.share / children.size()));
            }
          }
        } finally {
          pending.decrementAndGet();
        }
      }
      return null;
    });
    return sum;
  }

  /** A subproblem or a piece of one, with its share of the subproblem. */
  private record Piece(Subproblem s, double share) {}
}
