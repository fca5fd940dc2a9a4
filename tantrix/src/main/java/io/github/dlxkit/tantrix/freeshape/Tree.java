package io.github.dlxkit.tantrix.freeshape;

import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.core.search.TreeSizeEstimate;
import io.github.dlxkit.core.search.WatchedSearch;
import java.time.Duration;
import java.util.Arrays;

/**
 * The search tree as core's search control sees it: nodes and solutions counted, the branch taken
 * on each level (for Knuth's estimate of the fraction done), and the limits checked at the
 * control's checkpoints.
 *
 * <h2>Data layout</h2>
 * {@code branchIndex[d]} is the 1-based position of the branch taken on level d, of
 * {@code branchCount[d]}, for levels {@code 0..depth)}; {@code nextCheck} is the node count at
 * which the worker wants the next checkpoint.
 */
final class Tree implements WatchedSearch {
  private final SearchLimits limits;
  private final ProgressListener listener;
  private final Duration progressInterval;
  private SearchControl control;
  private SearchControl.Worker worker;
  private long nextCheck = Long.MAX_VALUE;
  private long nodes;
  private long fillingNodes;
  private long solutions;
  private StopReason stopped;
  private int[] branchIndex = new int[64];
  private int[] branchCount = new int[64];
  private int depth;

  Tree(SearchLimits limits, ProgressListener listener, Duration progressInterval) {
    this.limits = limits;
    this.listener = listener;
    this.progressInterval = progressInterval;
  }

  /** Starts a run under a new control: limits and progress apply from now on. */
  void start() {
    control = new SearchControl(limits, listener, progressInterval);
    worker = control.worker();
    nextCheck = worker.attach(this);
  }

  /** Counts a node; {@code filling}: one of the final filling (after the focal colour's tiles). */
  void node(boolean filling) {
    nodes++;
    if (filling) {
      fillingNodes++;
    }
  }

  /** After a node is counted: at the control's polls, checks the limits and reports progress. */
  boolean tick() {
    if (nodes < nextCheck) {
      return true;
    }
    nextCheck = worker.poll();
    if (nextCheck < 0) {
      stopped = control.stopReason();
      return false;
    }
    return true;
  }

  /** Whether the search goes on (nothing has stopped it). */
  boolean going() {
    return stopped == null;
  }

  void stop(StopReason reason) {
    stopped = reason;
  }

  void solution() {
    solutions++;
  }

  /** Enters a new level with {@code branches} branches; returns its depth. */
  int enter(int branches) {
    int d = depth++;
    if (d >= branchIndex.length) {
      branchIndex = Arrays.copyOf(branchIndex, d * 2);
      branchCount = Arrays.copyOf(branchCount, d * 2);
    }
    branchIndex[d] = 0;
    branchCount[d] = branches;
    return d;
  }

  /** On level {@code d}, takes branch {@code index} (1-based). */
  void branch(int d, int index) {
    branchIndex[d] = index;
  }

  void leave() {
    depth--;
  }

  int depth() {
    return depth;
  }

  long fillingNodes() {
    return fillingNodes;
  }

  /** Why the search ended: {@link StopReason#COMPLETED} unless something stopped it. */
  StopReason reason() {
    return stopped == null ? StopReason.COMPLETED : stopped;
  }

  Duration elapsed() {
    return control.elapsed();
  }

  @Override
  public long nodes() {
    return nodes;
  }

  @Override
  public long solutions() {
    return solutions;
  }

  /** Knuth's estimate of the fraction of the tree done: {@link TreeSizeEstimate#fractionDone}. */
  @Override
  public double progress() {
    return TreeSizeEstimate.fractionDone(branchIndex, branchCount, 0, depth);
  }
}
