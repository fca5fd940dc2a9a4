package io.github.dlxkit.tantrix;

import io.github.dlxkit.core.search.CancellationToken;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.SearchResult;
import io.github.dlxkit.core.search.SearchStatistics;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.tantrix.freeshape.GrowthSearch;
import io.github.dlxkit.tantrix.model.Tantrix;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Function;

/**
 * The solutions of a free-shape puzzle one at a time, in the growth search's order, without
 * keeping them all ({@link FreeShapePuzzle#solutions()}). The growth search is recursive and shows
 * its solutions to a visitor, so it cannot pause at one; instead it runs a subtree at a time. A
 * subtree is run with a budget of {@code piece} nodes: if it ends within it, its solutions are
 * handed out; if not, they are dropped and the subtree is replaced by its subtrees one level down
 * ({@link GrowthSearch#cutBelow}), in order, so the order stays the search's. Memory holds the
 * solutions of one subtree of at most {@code piece} nodes; the work dropped is at most
 * {@code piece} nodes per subtree cut, a fraction of the tree below it.
 *
 * <p>The puzzle's limits hold over the whole stream: each subtree gets the nodes and time left, and
 * a limit, cancellation or interrupt that stops one (or is found between two) throws
 * {@link SearchStoppedException} from {@link #hasNext()}. Not thread-safe: one per stream.
 */
final class FreeShapeStream implements Iterator<Tantrix> {
  /** The node budget of a subtree before it is cut: large enough that cutting is rare, small enough to hold little. */
  static final long PIECE = 1 << 16;

  private final Function<SearchLimits, GrowthSearch> searches;
  private final SearchLimits limits;
  private final long piece;
  private final long start = System.nanoTime();
  private final Deque<Subtree> subtrees = new ArrayDeque<>();
  private final Deque<Tantrix> ready = new ArrayDeque<>();
  private long nodes;
  private long handedOut;

  /**
   * The solutions of the searches {@code searches} makes (a new one for each subtree, with the
   * limits given), within {@code limits}, subtrees cut after {@code piece} nodes.
   */
  FreeShapeStream(Function<SearchLimits, GrowthSearch> searches, SearchLimits limits, long piece) {
    this.searches = searches;
    this.limits = limits;
    this.piece = piece;
    subtrees.add(new Subtree(new int[0], false));
  }

  /** A subtree by its path from the root; {@code whole}: it cannot be cut finer, so it runs without a budget of its own. */
  private record Subtree(int[] path, boolean whole) {}

  @Override
  public boolean hasNext() {
    while (ready.isEmpty() && !subtrees.isEmpty()) {
      Subtree subtree = subtrees.pollFirst();
      int[] path = subtree.path();
      long nodesLeft = limits.maxNodes() == Long.MAX_VALUE ? Long.MAX_VALUE : limits.maxNodes() - nodes;
      long budget = subtree.whole() ? nodesLeft : Math.min(piece, nodesLeft);
      Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
      // a subtree under 4096 nodes ends before its search polls: look between subtrees too
      StopReason stop = nodesLeft <= 0 ? StopReason.NODE_LIMIT : stopBetween(elapsed);
      if (stop != null) {
        throw stopped(stop);
      }
      // the stream's limits less what the subtrees before took, its progress listener kept
      SearchLimits left = limits.left(nodes, elapsed);
      SearchLimits run = budget < left.maxNodes() ? left.withMaxNodes(budget) : left;
      List<Tantrix> found = new ArrayList<>();
      GrowthSearch.Outcome o = searches.apply(run).runOnly(path, (t, stabiliser) -> found.add(t));
      nodes += o.nodes();
      if (o.isComplete()) {
        ready.addAll(found);
      } else if (o.reason() == StopReason.NODE_LIMIT && budget < nodesLeft) {
        // the subtree's budget ran out, not the puzzle's: its subtrees one level down take its
        // place, or, if it has none, it runs again whole
        List<int[]> below = searches.apply(SearchLimits.none()).cutBelow(path);
        int before = subtrees.size();
        for (int i = below.size() - 1; i >= 0; i--) {
          if (below.get(i).length > path.length) {
            subtrees.addFirst(new Subtree(below.get(i), false));
          }
        }
        if (subtrees.size() == before) {
          subtrees.addFirst(new Subtree(path, true));
        }
      } else {
        throw stopped(o.reason());
      }
    }
    return !ready.isEmpty();
  }

  @Override
  public Tantrix next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    handedOut++;
    return ready.pollFirst();
  }

  /** What stops the stream between two subtrees (cancellation, interrupt, the time limit spent by {@code elapsed}), or null. */
  private StopReason stopBetween(Duration elapsed) {
    CancellationToken token = limits.cancellation();
    if (token != null && token.isCancelled()) {
      return StopReason.CANCELLED;
    }
    if (Thread.currentThread().isInterrupted()) {
      return StopReason.INTERRUPTED;
    }
    if (limits.timeLimit() != null && elapsed.compareTo(limits.timeLimit()) >= 0) {
      return StopReason.TIME_LIMIT;
    }
    return null;
  }

  private SearchStoppedException stopped(StopReason reason) {
    return new SearchStoppedException(new SearchResult(handedOut, reason,
        new SearchStatistics(nodes, 0, handedOut, Duration.ofNanos(System.nanoTime() - start))));
  }
}
