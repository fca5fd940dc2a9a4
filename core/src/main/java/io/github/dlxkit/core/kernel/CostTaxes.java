package io.github.dlxkit.core.kernel;

import io.github.dlxkit.core.model.ExactCoverProblem;
import java.util.Arrays;

/**
 * The item taxes of {@link MinCostSearch}: a tax y(i) on every primary item such that every live
 * option keeps a net cost {@code cost - (sum of the taxes of its primary items) >= 0}. Every
 * solution covers each primary item once, so a solution's cost is its net cost plus the sum of
 * all taxes: that sum is a lower bound on every solution, and so is, at each node of the search,
 * the cost so far plus the taxes of the items still open. The larger the taxes, the earlier the
 * search cuts off.
 *
 * <p>Knuth's DLX5 taxes the items in declaration order, each by the least net cost of its options
 * so far ({@link #greedy}). Here that is the fallback; first a few hundred subgradient steps on the
 * Lagrangian relaxation (drop "each item exactly once", price each item by y(i)) look for larger
 * taxes, which are rounded down and then passed twice through the greedy rule: the first pass
 * lowers the taxes where some net cost is negative, the second tops them up. Whichever of the two sums is larger is kept. On pentominoes 6×10 with costs 0–99 the
 * greedy taxes sum to 20 and these to 58 (the linear-programming bound is 62.0, by SciPy's HiGHS;
 * the cheapest cover costs 259): the optimum then takes 116,898 nodes instead of DLX5's 159,971.
 * On a problem this barely lifts, the search can visit a few more nodes than DLX5 (langford8 with
 * costs, k = 1: 87 against 55), since taxes that differ order equal costs differently.
 *
 * <p>Taxes may be negative: the constraints are equalities. Secondary items are never taxed.
 */
final class CostTaxes {
  private static final int STEPS = 300;
  /**
   * At most this many entry visits for all steps together (a few tens of milliseconds): on a huge
   * matrix fewer steps, and below {@link #FEWEST_STEPS} none, so that building never costs more
   * than a small search.
   */
  private static final long VISITS = 20_000_000;
  private static final int FEWEST_STEPS = 30;
  /** Each subgradient step is this much shorter than the one before. */
  private static final double DECAY = 0.99;

  private CostTaxes() {}

  /**
   * The net costs: index o for option o (dropped options keep their cost), and the total tax at
   * index optionCount; null when some primary item has no live option (nothing can be solved).
   * With {@code lift} false, DLX5's taxes alone (then the search is DLX5's, node for node).
   */
  static long[] netCosts(ExactCoverProblem problem, boolean lift) {
    Lists lists = new Lists(problem);
    for (int i = 0; i < lists.items; i++) {
      if (problem.isPrimary(i) && lists.start[i] == lists.start[i + 1]) {
        return null;
      }
    }
    long[] plain = lists.greedy(new long[lists.items]);
    long[] lifted = lift ? lists.lagrangian() : null;
    long[] taxes = plain;
    if (lifted != null) {
      // the first pass makes every net cost nonnegative (an option's is once its last primary item is
      // done, and later items leave it alone); the second only raises taxes, until every item has
      // an option of net cost 0
      lifted = lists.greedy(lists.greedy(lifted));
      if (sum(lifted) > sum(plain)) {
        taxes = lifted;
      }
    }
    int options = problem.optionCount();
    long[] net = new long[options + 1];
    for (int o = 0; o < options; o++) {
      net[o] = problem.isDropped(o) ? problem.optionCost(o) : lists.reduced(o, taxes);
    }
    net[options] = sum(taxes);
    return net;
  }

  private static long sum(long[] a) {
    long s = 0;
    for (long x : a) {
      s += x;
    }
    return s;
  }

  /** The live options of each primary item, and the primary items of each option. */
  private static final class Lists {
    final ExactCoverProblem problem;
    final int items;
    final int[] start; // options of item i: itemOptions[start[i] .. start[i+1])
    final int[] itemOptions;
    final int[] primaries; // number of primary items of option o (0 for dropped options)
    long dearest;

    Lists(ExactCoverProblem problem) {
      this.problem = problem;
      this.items = problem.itemCount();
      int options = problem.optionCount();
      start = new int[items + 1];
      primaries = new int[options];
      for (int o = 0; o < options; o++) {
        if (problem.isDropped(o)) {
          continue;
        }
        dearest = Math.max(dearest, problem.optionCost(o));
        for (int e = problem.optionStart(o); e < problem.optionStart(o + 1); e++) {
          int i = problem.entryItem(e);
          if (problem.isPrimary(i)) {
            start[i + 1]++;
            primaries[o]++;
          }
        }
      }
      for (int i = 0; i < items; i++) {
        start[i + 1] += start[i];
      }
      itemOptions = new int[start[items]];
      int[] fill = Arrays.copyOf(start, items);
      for (int o = 0; o < options; o++) {
        if (!problem.isDropped(o)) {
          for (int e = problem.optionStart(o); e < problem.optionStart(o + 1); e++) {
            int i = problem.entryItem(e);
            if (problem.isPrimary(i)) {
              itemOptions[fill[i]++] = o;
            }
          }
        }
      }
    }

    /** Option o's cost less the taxes of its primary items. */
    long reduced(int o, long[] taxes) {
      long r = problem.optionCost(o);
      for (int e = problem.optionStart(o); e < problem.optionStart(o + 1); e++) {
        r -= taxes[problem.entryItem(e)];
      }
      return r;
    }

    /**
     * Moves each primary item's tax, in declaration order, by the least net cost of its options
     * (down where that is negative), so that its cheapest option then has net cost 0.
     */
    long[] greedy(long[] taxes) {
      long[] net = new long[primaries.length];
      for (int o = 0; o < net.length; o++) {
        net[o] = primaries[o] == 0 ? 0 : reduced(o, taxes);
      }
      for (int i = 0; i < items; i++) {
        if (start[i] == start[i + 1]) {
          continue; // secondary
        }
        long min = Long.MAX_VALUE;
        for (int j = start[i]; j < start[i + 1]; j++) {
          min = Math.min(min, net[itemOptions[j]]);
        }
        taxes[i] += min;
        for (int j = start[i]; j < start[i + 1]; j++) {
          net[itemOptions[j]] -= min;
        }
      }
      return taxes;
    }

    /**
     * The best Lagrangian prices the subgradient steps found, rounded down, each within
     * [-dearest, dearest]; null when the costs are so large that sums of such prices might
     * overflow, or the matrix so large that too few steps fit in {@link #VISITS} (then only the
     * greedy taxes are used).
     */
    long[] lagrangian() {
      long n = problem.primaryCount() + 1L;
      int steps = (int) Math.min(STEPS, VISITS / Math.max(1, problem.entryCount()));
      if (dearest == 0 || dearest > (1L << 40) / n / n || steps < FEWEST_STEPS) {
        return null;
      }
      int options = primaries.length;
      double[] y = new double[items];
      int[] over = new int[items];
      double shares = 0;
      int counted = 0;
      for (int o = 0; o < options; o++) {
        if (primaries[o] > 0) {
          shares += (double) problem.optionCost(o) / primaries[o];
          counted++;
        }
      }
      double step = shares / Math.max(1, counted) / 8;
      double[] best = new double[items];
      double bestBound = 0; // the prices 0 give the bound 0
      for (int t = 0; t < steps; t++) {
        double bound = 0;
        for (int i = 0; i < items; i++) {
          bound += y[i];
        }
        Arrays.fill(over, 0);
        for (int o = 0; o < options; o++) {
          if (primaries[o] == 0) {
            continue;
          }
          double r = problem.optionCost(o);
          for (int e = problem.optionStart(o); e < problem.optionStart(o + 1); e++) {
            r -= y[problem.entryItem(e)];
          }
          if (r < 0) {
            bound += r; // the relaxation takes every option of negative reduced cost
            for (int e = problem.optionStart(o); e < problem.optionStart(o + 1); e++) {
              over[problem.entryItem(e)]++;
            }
          }
        }
        if (bound > bestBound) {
          bestBound = bound;
          System.arraycopy(y, 0, best, 0, items);
        }
        step *= DECAY;
        for (int i = 0; i < items; i++) {
          if (problem.isPrimary(i)) {
            // covered (1 - over) too few times: raise the price; too many: lower it
            y[i] = Math.max(-dearest, Math.min(dearest, y[i] + step * (1 - over[i])));
          }
        }
      }
      long[] taxes = new long[items];
      for (int i = 0; i < items; i++) {
        taxes[i] = (long) Math.floor(best[i]);
      }
      return taxes;
    }
  }
}
