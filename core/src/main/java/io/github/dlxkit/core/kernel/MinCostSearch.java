package io.github.dlxkit.core.kernel;

import static io.github.dlxkit.core.kernel.DancingLinks.COLOR;
import static io.github.dlxkit.core.kernel.DancingLinks.DOWN;
import static io.github.dlxkit.core.kernel.DancingLinks.ITM;
import static io.github.dlxkit.core.kernel.DancingLinks.UP;
import static io.github.dlxkit.core.kernel.DancingLinks.W;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.model.ExactCoverProblem;
import java.util.Arrays;
import java.util.function.LongSupplier;

/**
 * Branch and bound for the cheapest exact covers with colours, the method of Knuth's DLX5: keeps
 * the k cheapest solutions seen and cuts off every partial solution that cannot beat the k-th.
 * One instance runs one search; {@code ExactCoverSolver.runCheapest(int)} is the public way in.
 *
 * <h2>Taxes: why the bound is cheap</h2>
 * Every solution covers each primary item exactly once, so moving an amount t from the cost of every
 * option that contains item i onto a constant ("taxing i by t") changes every solution's cost by the
 * same t. DLX5 taxes the primary items one by one in declaration order, each by the least
 * <em>net cost</em> (cost after the taxes so far) among its options; {@link CostTaxes} first looks
 * for larger taxes (a better lower bound: on pentominoes 6×10 with costs 0–99, 58 instead of 20,
 * and a quarter fewer nodes than DLX5), then tops them up so. Afterwards every live option
 * has net cost &ge; 0 and every item has an option of net cost 0, and a solution's cost is its net
 * cost plus {@code totalTax}. Partial net costs then only grow, so a partial solution whose net cost
 * plus the cheapest option left for some item reaches the cutoff is dead.
 *
 * <h2>Data layout</h2>
 * The nodes are {@link DancingLinks}'s (four ints per node: {@code UP DOWN ITM COLOR}; item
 * headers 1..N whose {@code ITM} is the list length; spacers with {@code ITM <= 0}), with two
 * differences:
 * <ul>
 *   <li>{@code cost[node]} is the net cost of the node's option, and every item's list is sorted
 *       by it, cheapest first (ties in option order). So a walk down a list can stop at the first
 *       option too dear for the budget left: everything below it is dearer.
 *   <li>The active primary items form a doubly linked list {@code prev/next} through the root 0,
 *       in declaration order.
 * </ul>
 * <b>Thresholds.</b> Covering an item hides only the options of its list whose net cost is below a
 * threshold, the budget left ({@code cutoff - cost so far}) at that moment; dearer options stay
 * linked but can never be chosen deeper, where the budget is smaller (the cutoff only falls, the
 * cost so far only grows). Uncovering must walk exactly the options covering walked, so each level
 * keeps its thresholds ({@code bestThresh[l]} for the item branched on, {@code optionThresh[l]} for
 * the other items of the chosen option). List lengths count such stale options too; they serve only
 * the branching heuristic.
 *
 * <h2>The k best</h2>
 * {@code bestNet} is a max-heap of the k best net costs found (Long.MAX_VALUE while empty), so the
 * cutoff, the cost to beat, is its top; a solution of net cost equal to the cutoff is cut off, so
 * ties at the k-th place keep the solution found first.
 */
public final class MinCostSearch {
  /** "No bound yet": larger than every sum of costs ({@link ExactCoverProblem#MAX_TOTAL_COST}). */
  private static final long INF = Long.MAX_VALUE;
  /** How far down a list the branching rule counts usable options before it takes the length (DLX5's default). */
  private static final int LOOKAHEAD = 10;

  private final ExactCoverProblem problem;
  private final int[] nd;
  private final long[] cost;
  private final int[] prev;
  private final int[] next;
  private final int itemCount;
  private final boolean[] primary;
  private final int[] optionFirstNode;
  private final long totalTax;
  private final boolean hopeless; // some primary item has no option: no solution at all

  // search state, one entry per level
  private final int[] choice;
  private final long[] partCost;
  private final long[] bestThresh;
  private final long[] optionThresh;
  private final int[] branchIndex;
  private final int[] branchTotal;
  private final int[] fixed;
  private int fixedCount;
  private long fixedCost;
  private int level; // the search's level, published at polls for progress()

  // the k best
  private final int k;
  private final long[] bestNet;
  private final int[][] bestOptions;
  private int bestCount;
  private long cutoff = INF;

  private long nodes;
  private long updates;
  private long solutions;
  private long nextPoll = Long.MAX_VALUE;
  private LongSupplier poll;
  private boolean stopped;

  /** Builds the sorted, taxed matrix of {@code problem}, to keep the {@code k} cheapest solutions. */
  public MinCostSearch(ExactCoverProblem problem, int k) {
    this(problem, k, false);
  }

  /**
   * As {@link #MinCostSearch(ExactCoverProblem, int)}; with {@code dlx5Taxes} the items are taxed
   * as DLX5 taxes them, and the search visits DLX5's nodes exactly (the tests compare the counts).
   */
  public MinCostSearch(ExactCoverProblem problem, int k, boolean dlx5Taxes) {
    if (problem.hasMultiplicities()) {
      throw new BadInputException("the cheapest covers of a problem with bounds (a:b|item) are not"
          + " supported: taxes need every primary item covered exactly once, as in Knuth's DLX5");
    }
    if (k < 1) {
      throw new BadInputException("the number of cheapest solutions to keep must be at least 1, got " + k);
    }
    this.problem = problem;
    this.k = k;
    int n = problem.itemCount();
    this.itemCount = n;
    int options = problem.optionCount();
    int live = 0;
    int liveOptions = 0;
    for (int o = 0; o < options; o++) {
      if (!problem.isDropped(o)) {
        live += problem.optionSize(o);
        liveOptions++;
      }
    }
    long size = (long) (n + 2 + live + liveOptions) * W;
    if (size > Integer.MAX_VALUE - 16) {
      throw new BadInputException("problem too large for the engine: " + (size / W) + " nodes");
    }
    int nodeCount = (int) (size / W);
    nd = new int[(int) size];
    cost = new long[nodeCount];
    primary = new boolean[n + 1];
    prev = new int[n + 1];
    next = new int[n + 1];
    optionFirstNode = new int[options];

    long[] net = CostTaxes.netCosts(problem, !dlx5Taxes);
    this.hopeless = net == null;
    long tax = 0;
    if (net != null) {
      tax = net[options];
    }
    this.totalTax = tax;

    // items, and the active primary items linked in declaration order
    int last = 0;
    for (int c = 1; c <= n; c++) {
      primary[c] = problem.isPrimary(c - 1);
      nd[c * W + UP] = c;
      nd[c * W + DOWN] = c;
      if (primary[c]) {
        next[last] = c;
        prev[c] = last;
        last = c;
      }
    }
    next[last] = 0;
    prev[0] = last;

    // options in order, each followed by a spacer; lists linked afterwards, sorted by net cost
    int spacer = n + 1;
    int node = spacer;
    Integer[] order = new Integer[live];
    int entries = 0;
    for (int o = 0; o < options; o++) {
      if (problem.isDropped(o)) {
        optionFirstNode[o] = -1;
        continue;
      }
      optionFirstNode[o] = node + 1;
      for (int e = problem.optionStart(o); e < problem.optionStart(o + 1); e++) {
        node++;
        nd[node * W + ITM] = problem.entryItem(e) + 1;
        nd[node * W + COLOR] = problem.entryColour(e);
        cost[node] = net == null ? problem.optionCost(o) : net[o];
        order[entries++] = node;
      }
      nd[spacer * W + DOWN] = node;
      node++;
      nd[node * W + ITM] = -(o + 1);
      nd[node * W + UP] = spacer + 1;
      spacer = node;
    }
    Arrays.sort(order, (a, b) -> a.intValue() == b.intValue() ? 0
        : cost[a] != cost[b] ? Long.compare(cost[a], cost[b]) : Integer.compare(a, b));
    for (int x : order) {
      int c = nd[x * W + ITM];
      int bottom = nd[c * W + UP];
      nd[bottom * W + DOWN] = x;
      nd[x * W + UP] = bottom;
      nd[x * W + DOWN] = c;
      nd[c * W + UP] = x;
      nd[c * W + ITM]++;
    }

    int depth = problem.primaryCount() + 1;
    choice = new int[depth];
    partCost = new long[depth];
    bestThresh = new long[depth];
    optionThresh = new long[depth];
    branchIndex = new int[depth];
    branchTotal = new int[depth];
    fixed = new int[depth];
    bestNet = new long[k];
    bestOptions = new int[k][];
  }

  // ---------------------------------------------------------------------------------------------
  // Covering with a threshold, each undo beside its do.

  /** Deactivates item {@code c} and hides the options of its list cheaper than {@code thresh}. */
  private void cover(int c, long thresh) {
    final int[] nd = this.nd;
    if (primary[c]) {
      int l = prev[c];
      int r = next[c];
      next[l] = r;
      prev[r] = l;
    }
    long u = updates + 1;
    for (int rr = nd[c * W + DOWN]; rr != c && cost[rr] < thresh; rr = nd[rr * W + DOWN]) {
      u += DancingLinks.hideOthers(nd, rr);
    }
    updates = u;
  }

  /** Undoes {@link #cover}, walking the same options in the same order (as DLX5 does). */
  private void uncover(int c, long thresh) {
    final int[] nd = this.nd;
    for (int rr = nd[c * W + DOWN]; rr != c && cost[rr] < thresh; rr = nd[rr * W + DOWN]) {
      DancingLinks.unhideOthers(nd, rr);
    }
    if (primary[c]) {
      int l = prev[c];
      int r = next[c];
      next[l] = c;
      prev[r] = c;
    }
  }

  /**
   * Gives secondary item {@code itm(p)} the colour of node {@code p} for the options cheaper than
   * {@code thresh}: hides those that want another colour, marks (-1) those that want the same one.
   * Node {@code p} itself is left alone: with thresholds it may still be in the list.
   */
  private void purify(int p, long thresh) {
    final int[] nd = this.nd;
    int cc = nd[p * W + ITM];
    int x = nd[p * W + COLOR];
    long u = updates;
    for (int rr = nd[cc * W + DOWN]; rr != cc && cost[rr] < thresh; rr = nd[rr * W + DOWN]) {
      if (nd[rr * W + COLOR] != x) {
        u += DancingLinks.hideOthers(nd, rr);
      } else if (rr != p) {
        nd[rr * W + COLOR] = -1;
      }
    }
    updates = u;
  }

  /** Undoes {@link #purify}, over the same options in the same order. */
  private void unpurify(int p, long thresh) {
    final int[] nd = this.nd;
    int cc = nd[p * W + ITM];
    int x = nd[p * W + COLOR];
    for (int rr = nd[cc * W + DOWN]; rr != cc && cost[rr] < thresh; rr = nd[rr * W + DOWN]) {
      if (nd[rr * W + COLOR] < 0) {
        nd[rr * W + COLOR] = x;
      } else if (rr != p) {
        DancingLinks.unhideOthers(nd, rr);
      }
    }
  }

  /** Covers or purifies the items of {@code node}'s option other than its own item. */
  private void coverOthers(int node, long thresh) {
    final int[] nd = this.nd;
    for (int pp = node + 1; pp != node; ) {
      int cc = nd[pp * W + ITM];
      if (cc <= 0) {
        pp = nd[pp * W + UP];
      } else {
        int colour = nd[pp * W + COLOR];
        if (colour == 0) {
          cover(cc, thresh);
        } else if (colour > 0) {
          purify(pp, thresh);
        }
        pp++;
      }
    }
  }

  /** Undoes {@link #coverOthers}, leftward. */
  private void uncoverOthers(int node, long thresh) {
    final int[] nd = this.nd;
    for (int pp = node - 1; pp != node; ) {
      int cc = nd[pp * W + ITM];
      if (cc <= 0) {
        pp = nd[pp * W + DOWN];
      } else {
        int colour = nd[pp * W + COLOR];
        if (colour == 0) {
          uncover(cc, thresh);
        } else if (colour > 0) {
          unpurify(pp, thresh);
        }
        pp--;
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Branching.

  /**
   * The item to branch on, given the budget left: the one with the fewest usable options (net cost
   * below the budget), counting at most {@link #LOOKAHEAD} down each list and taking the list length
   * beyond; on ties the one whose cheapest option is dearest (that cost must be paid somehow), then
   * the first declared. Returns -1 when some item has no usable option (the partial solution is
   * dead), 0 when no item is left; sets {@code branchTotal[level]}.
   */
  private int chooseItem(int level, long budget) {
    final int[] nd = this.nd;
    int best = 0;
    int t = Integer.MAX_VALUE;
    long bestMin = -1;
    for (int c = next[0]; c != 0; c = next[c]) {
      int p = nd[c * W + DOWN];
      if (p == c || cost[p] >= budget) {
        return -1;
      }
      long min = cost[p];
      int s = 1;
      for (p = nd[p * W + DOWN]; p != c && cost[p] < budget; p = nd[p * W + DOWN]) {
        if (s == t) {
          s = t + 1; // more than t usable: not better than best
          break;
        }
        if (s >= LOOKAHEAD) {
          s = nd[c * W + ITM];
          break;
        }
        s++;
      }
      if (s < t || (s == t && min > bestMin)) {
        t = s;
        best = c;
        bestMin = min;
      }
    }
    branchTotal[level] = t;
    return best;
  }

  // ---------------------------------------------------------------------------------------------
  // The search.

  /**
   * Fixes option {@code optionId} before the search, as if chosen: its items are covered in full.
   * Returns false if it was dropped or conflicts with an option fixed before.
   */
  public boolean fix(int optionId) {
    int first = optionFirstNode[optionId];
    if (first < 0) {
      return false;
    }
    int node = first;
    while (!primary[nd[node * W + ITM]]) {
      node++;
    }
    int c = nd[node * W + ITM];
    boolean active = false;
    for (int a = next[0]; a != 0; a = next[a]) {
      active |= a == c;
    }
    if (!active || nd[nd[node * W + UP] * W + DOWN] != node) {
      return false;
    }
    cover(c, INF);
    coverOthers(node, INF);
    fixed[fixedCount++] = node;
    fixedCost += cost[node];
    return true;
  }

  /** Lets a watcher see the search (limits, cancellation, progress), as {@link SearchMatrix#watch}. */
  public void watch(LongSupplier poll, long firstPoll) {
    this.poll = poll;
    this.nextPoll = firstPoll;
  }

  // the steps of the loop in run(), named as in DLX5
  private static final int FORWARD = 0;
  private static final int ADVANCE = 1;
  private static final int BACKUP = 2;
  private static final int BACKDOWN = 3;
  private static final int RECOVER = 4;

  /**
   * Runs the branch and bound to the end or to a stop; returns false if a limit stopped it (the
   * best found so far are kept). The matrix is not restored: one search per instance.
   */
  @SuppressWarnings("fallthrough") // BACKUP, BACKDOWN and RECOVER run on into each other, as in DLX5
  public boolean run() {
    if (hopeless) {
      return true;
    }
    if (next[0] == 0) {
      nodes++; // the fixed options already cover everything
      record(fixedCost, 0);
      return true;
    }
    final int[] nd = this.nd;
    final long[] cost = this.cost;
    int level = 0;
    long curCost = fixedCost; // net cost of the options chosen on the levels above
    long nextCost = 0; // curCost plus the net cost of cur
    int best = 0; // the item branched on at this level
    int cur = 0; // the option (node in best's list) tried at this level
    int step = FORWARD;
    while (true) {
      switch (step) {
        case FORWARD: // enter a level: choose an item, cover it
          if (nodes >= nextPoll) {
            this.level = level;
            if ((nextPoll = poll.getAsLong()) < 0) {
              stopped = true;
              return false;
            }
          }
          nodes++;
          best = chooseItem(level, cutoff - curCost);
          if (best <= 0) {
            step = BACKDOWN;
            break;
          }
          partCost[level] = curCost;
          cur = choice[level] = nd[best * W + DOWN];
          branchIndex[level] = 1;
          nextCost = curCost + cost[cur];
          bestThresh[level] = cutoff - nextCost; // positive: chooseItem saw cur affordable
          cover(best, bestThresh[level]);
          step = ADVANCE;
          break;
        case ADVANCE: // try option cur
          optionThresh[level] = cutoff - nextCost;
          coverOthers(cur, optionThresh[level]);
          if (next[0] == 0) {
            nodes++; // a solution is a node, as in DLX2
            record(nextCost, level + 1);
            step = RECOVER;
          } else {
            level++;
            curCost = nextCost;
            step = FORWARD;
          }
          break;
        case BACKUP: // every affordable option of best was tried
          uncover(best, bestThresh[level]);
          // fall through
        case BACKDOWN: // leave this level
          if (level == 0) {
            this.level = 0;
            return true;
          }
          level--;
          cur = choice[level];
          best = nd[cur * W + ITM];
          curCost = partCost[level];
          // fall through
        case RECOVER: // undo cur, go on with the next option if still affordable
          uncoverOthers(cur, optionThresh[level]);
          cur = choice[level] = nd[cur * W + DOWN];
          branchIndex[level]++;
          if (cur == best) {
            step = BACKUP;
            break;
          }
          nextCost = curCost + cost[cur];
          // the list is sorted: once one option is too dear, so are the rest
          step = nextCost >= cutoff ? BACKUP : ADVANCE;
          break;
        default:
          throw new IllegalStateException("step " + step);
      }
    }
  }

  /** Keeps a solution of net cost {@code net} with {@code levels} chosen options among the k best. */
  private void record(long net, int levels) {
    solutions++;
    int[] ids = new int[fixedCount + levels];
    int j = 0;
    for (int i = 0; i < fixedCount; i++) {
      ids[j++] = optionOf(fixed[i]);
    }
    for (int l = 0; l < levels; l++) {
      ids[j++] = optionOf(choice[l]);
    }
    // max-heap on bestNet[0..bestCount): replace the top when full, else add
    int h;
    if (bestCount < k) {
      h = bestCount++;
      while (h > 0 && bestNet[(h - 1) / 2] < net) {
        bestNet[h] = bestNet[(h - 1) / 2];
        bestOptions[h] = bestOptions[(h - 1) / 2];
        h = (h - 1) / 2;
      }
    } else {
      h = 0;
      while (true) {
        int child = 2 * h + 1;
        if (child >= k) {
          break;
        }
        if (child + 1 < k && bestNet[child + 1] > bestNet[child]) {
          child++;
        }
        if (bestNet[child] <= net) {
          break;
        }
        bestNet[h] = bestNet[child];
        bestOptions[h] = bestOptions[child];
        h = child;
      }
    }
    bestNet[h] = net;
    bestOptions[h] = ids;
    cutoff = bestCount < k ? INF : bestNet[0];
  }

  private int optionOf(int node) {
    int q = node;
    while (nd[q * W + ITM] > 0) {
      q++;
    }
    return -nd[q * W + ITM] - 1;
  }

  /** The kept solutions' option ids, cheapest first (ties in the order of their option ids). */
  public int[][] bestSolutions() {
    Integer[] order = new Integer[bestCount];
    for (int i = 0; i < bestCount; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (a, b) -> {
      int c = Long.compare(bestNet[a], bestNet[b]);
      return c != 0 ? c : Arrays.compare(sorted(bestOptions[a]), sorted(bestOptions[b]));
    });
    int[][] out = new int[bestCount][];
    for (int i = 0; i < bestCount; i++) {
      out[i] = bestOptions[order[i]].clone();
    }
    return out;
  }

  private static int[] sorted(int[] a) {
    int[] s = a.clone();
    Arrays.sort(s);
    return s;
  }

  /** The sum of the taxes: a solution's cost is its net cost plus this. */
  public long totalTax() {
    return totalTax;
  }

  public boolean isStopped() {
    return stopped;
  }

  public long updates() {
    return updates;
  }

  public long nodes() {
    return nodes;
  }

  public long solutions() {
    return solutions;
  }

  public double progress() {
    return SearchMatrix.fractionDone(branchIndex, branchTotal, 0, level);
  }
}
