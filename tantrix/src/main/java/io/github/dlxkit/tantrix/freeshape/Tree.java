package io.github.dlxkit.tantrix.freeshape;

import io.github.dlxkit.core.search.ProgressListener;
import io.github.dlxkit.core.search.SearchControl;
import io.github.dlxkit.core.search.SearchLimits;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.core.search.TreeSizeEstimate;
import io.github.dlxkit.core.search.WatchedSearch;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The search tree as core's search control sees it: nodes and solutions counted, the branch taken
 * on each level (for Knuth's estimate of the fraction done), and the limits checked at the
 * control's checkpoints.
 *
 * <h2>Data layout</h2>
 * {@code branchIndex[d]} is the 1-based position of the branch taken on level d, of
 * {@code branchCount[d]}, for levels {@code 0..depth)}; {@code nextCheck} is the node count at
 * which the worker wants the next checkpoint.
 *
 * <h2>Subtrees</h2>
 * A path of branch indices names a subtree. Given a {@code prefix}, the tree takes on each level
 * {@code d < prefix.length} only branch {@code prefix[d]} ({@link #branch} says no to the others)
 * and everything below: so a run counts one subtree. Given a {@code cutDepth}, the tree records
 * instead the path of every level entered at that depth and of every solution above it, and
 * enters none of them ({@link #cuts()}): those paths name disjoint subtrees covering every
 * solution, since a solution is a leaf and its path is the prefix of no other.
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
  private int[] prefix = {};
  private boolean prefixReached;
  private int cutDepth = Integer.MAX_VALUE;
  private final List<int[]> cuts = new ArrayList<>();
  /** The paths of {@link #cuts} that are solutions (above the cut), in search order. */
  private final List<int[]> cutLeaves = new ArrayList<>();
  /** Non-null: a random walk below the prefix (Knuth's estimate), taking branch {@code walk[d]} on level d. */
  private java.util.Random random;
  private int[] walk = new int[64];
  private double walkWeight;
  private double walkTotal;
  /** Branches offered on the levels entered below the prefix (what a walk estimates, less one). */
  private long offered;

  Tree(SearchLimits limits, ProgressListener listener, Duration progressInterval) {
    this.limits = limits;
    this.listener = listener;
    this.progressInterval = progressInterval;
  }

  /** Runs only the subtree named by {@code path} (branch indices, 1-based, from the root). */
  void only(int[] path) {
    prefix = path.clone();
    prefixReached = path.length == 0;
  }

  /** Whether the run reached the node that {@link #only} named (false: no such node in this tree). */
  boolean prefixReached() {
    return prefixReached;
  }

  /** Cuts the tree at {@code depth}: see the class comment. */
  void cutAt(int depth) {
    cutDepth = depth;
  }

  /**
   * Makes the run one random walk below the prefix: on each level it takes one of the level's
   * branches at random, and {@link #walkEstimate()} is then Knuth's estimate of the number of
   * branches below the prefix node, itself included (1 + b1 + b1 b2 + …, b_i the branches of the
   * i-th level on the walk).
   */
  void walk(java.util.Random random) {
    this.random = random;
    walkWeight = 1;
    walkTotal = 1;
  }

  /** The branches offered below the prefix in this run (a whole run: what walks estimate, less one). */
  long offered() {
    return offered;
  }

  /** The estimate of the walk made with {@link #walk}. */
  double walkEstimate() {
    return walkTotal;
  }

  /** The paths recorded by a run cut with {@link #cutAt}, in the order the search met them. */
  List<int[]> cuts() {
    return cuts;
  }

  /** Those of {@link #cuts()} that are solutions (the others are nodes at the cut), in search order. */
  List<int[]> cutLeaves() {
    return cutLeaves;
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
    if (cutDepth != Integer.MAX_VALUE) {
      int[] path = Arrays.copyOf(branchIndex, depth);
      cuts.add(path);
      cutLeaves.add(path);
    }
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
    if (d >= prefix.length) {
      offered += branches;
    }
    if (random != null && d >= prefix.length) {
      if (d >= walk.length) {
        walk = Arrays.copyOf(walk, d * 2);
      }
      walk[d] = branches > 0 ? 1 + random.nextInt(branches) : 0;
      walkWeight *= branches;
      walkTotal += walkWeight;
    }
    if (d == cutDepth) {
      cuts.add(Arrays.copyOf(branchIndex, d));
    }
    return d;
  }

  /**
   * On level {@code d}, whether to take branch {@code index} (1-based): always, unless the run is
   * limited to a subtree ({@link #only}) that this branch leaves, or the tree is cut at this level.
   */
  boolean branch(int d, int index) {
    if (d < prefix.length) {
      if (index != prefix[d]) {
        return false;
      }
      prefixReached |= d == prefix.length - 1;
    } else if (d >= cutDepth || random != null && index != walk[d]) {
      return false;
    }
    branchIndex[d] = index;
    return true;
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
    return TreeSizeEstimate.fractionDone(branchIndex, branchCount, Math.min(prefix.length, depth), depth);
  }
}
