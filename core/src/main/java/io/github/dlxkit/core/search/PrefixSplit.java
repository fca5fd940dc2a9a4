package io.github.dlxkit.core.search;

import java.util.ArrayList;
import java.util.List;

/**
 * The search tree cut at one depth: the prefixes (chosen nodes on levels 0..depth-1) of the nodes
 * at that depth, with Knuth's weights, and the solutions found above it. The subtrees below the
 * prefixes are disjoint and, with the shallow solutions, make up the whole tree. Used by
 * {@link ParallelSearch} (threads) and {@link ExactCoverSplit} (the public split).
 */
final class PrefixSplit {
  /** Never enumerate more prefixes than this (memory), whatever the target. */
  static final int MAX_PREFIXES = 1 << 20;

  final List<int[]> prefixes = new ArrayList<>();
  double[] weights;
  /** The solutions above the cut, as {@link SearchMatrix#solution()} gives them (fixed options first). */
  final List<int[]> shallowSolutions = new ArrayList<>();
  long nodes;
  long updates;

  /**
   * Cuts at the shallowest depth with at least {@code target} prefixes (or the deepest that stays
   * under {@link #MAX_PREFIXES}); deterministic. {@code splitter} is left idle.
   */
  static PrefixSplit forTarget(SearchMatrix splitter, int target) {
    target = Math.min(MAX_PREFIXES, target);
    PrefixSplit split = null;
    for (int depth = 1; ; depth++) {
      PrefixSplit deeper = enumerate(splitter, depth, depth == 1 ? Integer.MAX_VALUE : MAX_PREFIXES);
      if (deeper == null) {
        break; // too many prefixes at this depth: keep the previous one
      }
      split = deeper;
      if (split.prefixes.size() >= target || split.prefixes.isEmpty()
          || depth >= splitter.primaryItemCount()) {
        break;
      }
    }
    return split;
  }

  /** Enumerates the prefixes of length {@code depth}, or returns null if there are more than {@code cap}. */
  private static PrefixSplit enumerate(SearchMatrix splitter, int depth, int cap) {
    splitter.restart();
    splitter.resetStatistics();
    splitter.setLeafLevel(depth);
    PrefixSplit split = new PrefixSplit();
    List<Double> weights = new ArrayList<>();
    SearchMatrix.Event e;
    while ((e = splitter.step()) != SearchMatrix.Event.EXHAUSTED) {
      if (e == SearchMatrix.Event.PREFIX) {
        if (split.prefixes.size() >= cap) {
          splitter.restart();
          return null;
        }
        split.prefixes.add(splitter.prefixNodes(depth));
        weights.add(splitter.prefixWeight(depth));
      } else if (e == SearchMatrix.Event.SOLUTION) {
        split.shallowSolutions.add(splitter.solution());
      }
    }
    split.weights = new double[weights.size()];
    for (int i = 0; i < split.weights.length; i++) {
      split.weights[i] = weights.get(i);
    }
    split.nodes = splitter.nodes();
    split.updates = splitter.updates();
    splitter.restart();
    return split;
  }
}
