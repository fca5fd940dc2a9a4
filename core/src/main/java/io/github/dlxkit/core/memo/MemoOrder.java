package io.github.dlxkit.core.memo;

import io.github.dlxkit.core.model.ExactCoverProblem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An order of the primary items for {@link MemoCounter} that keeps the <em>frontier</em> narrow,
 * chosen when the user gives none. The memo's states are the items covered beyond the first
 * uncovered one, so the fewer items ahead that share an option with an item behind, the fewer
 * states. The frontier width of an order (the largest number, over positions k, of items after k
 * sharing an option with an item at or before k) is reported, but it is a weak proxy for the
 * states, so the candidates are compared by short trials of the memo itself ({@link #choose}):
 *
 * <ul>
 *   <li>the file's order;
 *   <li>reverse Cuthill&ndash;McKee (a bandwidth-reducing order: breadth-first from a
 *       pseudo-peripheral item, neighbours by increasing degree, reversed) on the graph whose edges
 *       join two primary items of one option;
 *   <li>with the <em>anchors</em> last &mdash; items such that every option holds exactly one (a
 *       tiling's pieces, see {@link io.github.dlxkit.core.model.NecessaryConditions}), which touch
 *       every cell and would otherwise join the whole board into one breadth-first level &mdash;
 *       the other items in reverse Cuthill&ndash;McKee order, in breadth-first levels each in the
 *       file's order, in a spectral sweep (by the graph's Fiedler vector: a board's cells cross-section
 *       by cross-section along its long side), and greedily by least frontier growth.
 * </ul>
 *
 * <pre>{@code
 * MemoOrder o = MemoOrder.choose(problem);
 * MemoCounter.of(problem).withOrder(o.names()).count();
 * System.err.println(o.description());   // which order, and its frontier width
 * }</pre>
 *
 * @param items the primary items, in the order chosen
 * @param name which candidate it is
 * @param width its frontier width
 * @param fileWidth the frontier width of the file's order
 * @param names the item names of {@code items}
 */
public record MemoOrder(int[] items, String name, int width, int fileWidth, List<String> names) {
  /** Skip the graph orders when the item graph would take longer to walk than this many entry pairs. */
  private static final long MAX_PAIRS = 50_000_000L;
  /** Skip the greedy order above this many items (its steps scan the frontier). */
  private static final int MAX_GREEDY = 20_000;

  /**
   * {@return the candidate for {@code problem} with the fewest states in short trials (see
   * {@link #choose(ExactCoverProblem, long)})} The trials take time and memory of their own (a
   * quarter of the free heap at most).
   *
   * @param problem the problem to count; not null
   */
  public static MemoOrder choose(ExactCoverProblem problem) {
    return choose(problem, TRIAL_STATES);
  }

  /** States a trial may remember before it stops: a small fraction of the millions a default budget holds. */
  static final long TRIAL_STATES = 200_000;

  /**
   * The candidates, the file's order first: their frontier widths are computed, and then each
   * runs a short trial ({@link MemoCounter#trialStates}); the fewest estimated states win.
   */
  static List<MemoOrder> candidates(ExactCoverProblem problem) {
    Graph g = new Graph(problem);
    int[] file = g.primaries.clone();
    int fileWidth = g.width(file);
    List<MemoOrder> out = new ArrayList<>();
    out.add(of(problem, file, "the file's order", fileWidth, fileWidth));
    if (g.pairs > MAX_PAIRS) {
      return out;
    }
    int[] all = g.reverseCuthillMcKee(g.primaries);
    out.add(of(problem, all, "reverse Cuthill-McKee", g.width(all), fileWidth));
    boolean[] anchor = g.anchors();
    int anchors = 0;
    for (int i : g.primaries) {
      anchors += anchor[i] ? 1 : 0;
    }
    boolean split = anchors > 0 && anchors < g.primaries.length;
    int[] rest = split ? Arrays.stream(g.primaries).filter(i -> !anchor[i]).toArray() : g.primaries;
    String last = split ? ", the " + anchors + " items one in every option last" : "";
    if (split) {
      int[] o = g.withLast(g.reverseCuthillMcKee(rest), anchor);
      out.add(of(problem, o, "reverse Cuthill-McKee" + last, g.width(o), fileWidth));
    }
    int[] sweep = g.withLast(g.sweep(rest), anchor);
    out.add(of(problem, sweep, "breadth-first sweep in file order" + last, g.width(sweep), fileWidth));
    int[] spectral = g.withLast(g.spectral(rest), anchor);
    out.add(of(problem, spectral, "spectral sweep" + last, g.width(spectral), fileWidth));
    if (rest.length <= MAX_GREEDY) { // each step scans the frontier: quadratic at worst
      int[] greedy = g.withLast(g.leastGrowth(rest), anchor);
      out.add(of(problem, greedy, "least frontier growth" + last, g.width(greedy), fileWidth));
    }
    return out;
  }

  /**
   * Runs trials on growing prefixes of the orders (an eighth more of the items each round): an
   * order whose trial passes {@code trialStates} states, or eight times the fewest of the round so
   * far, drops out; the order with the fewest states
   * on the longest prefix that some order finished wins (ties: the earlier candidate).
   */
  static MemoOrder choose(ExactCoverProblem problem, long trialStates) {
    List<MemoOrder> all = candidates(problem);
    if (all.size() == 1) {
      return all.get(0);
    }
    int n = all.get(0).items().length;
    // the likeliest first (narrowest, then fewest states last round), so the cap below bites early
    List<MemoOrder> alive = new ArrayList<>(all);
    alive.sort(java.util.Comparator.comparingInt(MemoOrder::width));
    MemoOrder best = all.get(0);
    for (int round = 1; round <= 8 && !alive.isEmpty(); round++) {
      int positions = (int) ((long) n * round / 8);
      long fewest = Long.MAX_VALUE;
      List<MemoOrder> next = new ArrayList<>();
      java.util.Map<MemoOrder, Long> met = new java.util.IdentityHashMap<>();
      for (MemoOrder o : alive) {
        // an order past eight times the best of this round is out: the trial stays short
        long cap = fewest == Long.MAX_VALUE ? trialStates : Math.min(trialStates, 8 * fewest + 64);
        long states = trial(problem, o, positions, cap);
        if (states >= 0) {
          next.add(o);
          met.put(o, states);
          if (states < fewest || states == fewest && all.indexOf(o) < all.indexOf(best)) {
            fewest = states;
            best = o;
          }
        }
      }
      if (next.size() <= 1) {
        break;
      }
      next.sort(java.util.Comparator.comparingLong(met::get));
      alive = next;
    }
    return best;
  }

  /** The states {@code o} meets on its first {@code positions} items, or -1 past {@code trialStates}. */
  static long trial(ExactCoverProblem problem, MemoOrder o, int positions, long trialStates) {
    try {
      // a quarter of the free heap, at most 256 MiB: the trial's table is dropped before the count
      Runtime rt = Runtime.getRuntime();
      long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
      long budget = Math.max(1L << 16, Math.min(256L << 20, free / 4));
      return MemoCounter.of(problem).withOrder(o.names()).withBudget(budget).trialStates(positions, trialStates);
    } catch (RuntimeException e) {
      return -1;
    }
  }


  /** {@return one line for the user: the order chosen and the frontier widths} */
  public String description() {
    return "memo order: " + name + " (frontier width " + width
        + (name.equals("the file's order") ? "" : "; the file's order: " + fileWidth) + ")";
  }

  private static MemoOrder of(ExactCoverProblem p, int[] items, String name, int width, int fileWidth) {
    List<String> names = new ArrayList<>(items.length);
    for (int i : items) {
      names.add(p.itemName(i));
    }
    return new MemoOrder(items, name, width, fileWidth, List.copyOf(names));
  }


  /** The primary items and the options through each, for widths and breadth-first walks. */
  private static final class Graph {
    final ExactCoverProblem problem;
    final int[] primaries;
    /** options[i]: the options through item i (primary items only; dropped options left out). */
    final int[][] options;
    final long pairs;

    Graph(ExactCoverProblem problem) {
      this.problem = problem;
      int n = problem.itemCount();
      primaries = java.util.stream.IntStream.range(0, n).filter(problem::isPrimary).toArray();
      int[] count = new int[n];
      long p = 0;
      for (int o = 0; o < problem.optionCount(); o++) {
        if (!problem.isDropped(o)) {
          int size = problem.optionItems(o).length;
          p += (long) size * size;
          for (int i : problem.optionItems(o)) {
            count[i]++;
          }
        }
      }
      pairs = p;
      options = new int[n][];
      for (int i = 0; i < n; i++) {
        options[i] = new int[count[i]];
        count[i] = 0;
      }
      for (int o = 0; o < problem.optionCount(); o++) {
        if (!problem.isDropped(o)) {
          for (int i : problem.optionItems(o)) {
            options[i][count[i]++] = o;
          }
        }
      }
    }

    /**
     * The frontier width of {@code order}: item j is in the frontier at position k when an option
     * through j holds an item at position at most k, and j comes after k.
     */
    int width(int[] order) {
      int[] pos = new int[problem.itemCount()];
      Arrays.fill(pos, -1);
      for (int k = 0; k < order.length; k++) {
        pos[order[k]] = k;
      }
      int[] first = new int[problem.itemCount()]; // earliest position sharing an option with the item
      Arrays.fill(first, Integer.MAX_VALUE);
      for (int o = 0; o < problem.optionCount(); o++) {
        if (problem.isDropped(o)) {
          continue;
        }
        int min = Integer.MAX_VALUE;
        for (int i : problem.optionItems(o)) {
          if (pos[i] >= 0) {
            min = Math.min(min, pos[i]);
          }
        }
        for (int i : problem.optionItems(o)) {
          first[i] = Math.min(first[i], min);
        }
      }
      int[] delta = new int[order.length + 1];
      for (int j : order) {
        if (first[j] < pos[j]) {
          delta[first[j]]++;
          delta[pos[j]]--;
        }
      }
      int width = 0;
      int now = 0;
      for (int k = 0; k < order.length; k++) {
        now += delta[k];
        width = Math.max(width, now);
      }
      return width;
    }

    /** {@code order}, then the items of {@code last} it lacks, in the file's order. */
    int[] withLast(int[] order, boolean[] last) {
      int[] out = Arrays.copyOf(order, primaries.length);
      int k = order.length;
      for (int i : primaries) {
        if (last[i]) {
          out[k++] = i;
        }
      }
      return Arrays.copyOf(out, k);
    }

    /**
     * The breadth-first levels from a pseudo-peripheral item, each level's items in the file's
     * order (a board's cells then come in bands across it, each band in the file's order), component
     * by component.
     */
    int[] sweep(int[] items) {
      boolean[] in = new boolean[problem.itemCount()];
      for (int i : items) {
        in[i] = true;
      }
      int[] deg = degrees(in);
      boolean[] seen = new boolean[problem.itemCount()];
      int[] out = new int[items.length];
      int size = 0;
      for (int start : items) {
        if (seen[start]) {
          continue;
        }
        int root = peripheral(start, in, deg);
        int from = size;
        out[size++] = root;
        seen[root] = true;
        int levelStart = from;
        while (levelStart < size) {
          int levelEnd = size;
          for (int head = levelStart; head < levelEnd; head++) {
            for (int o : options[out[head]]) {
              for (int j : problem.optionItems(o)) {
                if (in[j] && !seen[j]) {
                  seen[j] = true;
                  out[size++] = j;
                }
              }
            }
          }
          Arrays.sort(out, levelEnd, size);
          levelStart = levelEnd;
        }
      }
      return out;
    }

    /**
     * A greedy order: from a pseudo-peripheral item, the next item is the one (among those sharing
     * an option with an item placed) that brings the fewest new items into the frontier, ties to the
     * earlier in the file. Its growth counts are kept up to date as items join the frontier.
     */
    int[] leastGrowth(int[] items) {
      int n = problem.itemCount();
      boolean[] in = new boolean[n];
      for (int i : items) {
        in[i] = true;
      }
      int[][] adj = neighbours(in);
      int[] deg = new int[n];
      int[] growth = new int[n]; // neighbours neither placed nor in the frontier

      for (int i : items) {
        deg[i] = adj[i].length;
        growth[i] = deg[i];
      }
      boolean[] touched = new boolean[n]; // placed or in the frontier
      boolean[] placed = new boolean[n];
      int[] frontier = new int[items.length];
      int frontierSize = 0;
      int[] out = new int[items.length];
      int size = 0;
      int next = 0; // the next unplaced item in the file's order, for a new component
      while (size < items.length) {
        int pick = -1;
        if (frontierSize == 0) {
          while (placed[items[next]]) {
            next++;
          }
          pick = peripheral(items[next], in, deg);
        } else {
          int at = 0;
          for (int f = 0; f < frontierSize; f++) {
            int j = frontier[f];
            if (pick < 0 || growth[j] < growth[pick] || growth[j] == growth[pick] && j < pick) {
              pick = j;
              at = f;
            }
          }
          frontier[at] = frontier[--frontierSize];
        }
        placed[pick] = true;
        out[size++] = pick;
        if (!touched[pick]) {
          touch(pick, adj, touched, growth);
        }
        for (int j : adj[pick]) {
          if (!touched[j]) {
            touch(j, adj, touched, growth);
            frontier[frontierSize++] = j;
          }
        }
      }
      return out;
    }

    private static void touch(int j, int[][] adj, boolean[] touched, int[] growth) {
      touched[j] = true;
      for (int k : adj[j]) {
        growth[k]--;
      }
    }

    /** The distinct items of {@code in} sharing an option with each item of {@code in}. */
    private int[][] neighbours(boolean[] in) {
      int[][] adj = new int[problem.itemCount()][];
      int[] stamp = new int[problem.itemCount()];
      Arrays.fill(stamp, -1);
      int[] buf = new int[problem.itemCount()];
      for (int i = 0; i < problem.itemCount(); i++) {
        if (!in[i]) {
          continue;
        }
        int d = 0;
        for (int o : options[i]) {
          for (int j : problem.optionItems(o)) {
            if (in[j] && j != i && stamp[j] != i) {
              stamp[j] = i;
              buf[d++] = j;
            }
          }
        }
        adj[i] = Arrays.copyOf(buf, d);
      }
      return adj;
    }

    /**
     * A spectral sweep: the items by their value in the graph's Fiedler vector (the Laplacian's
     * eigenvector of the second smallest eigenvalue, by power iteration from the breadth-first
     * levels), which runs along a board's long side and is nearly constant across it; a run of
     * values whose steps are all below the mean step is one cross-section, taken in the file's
     * order, so a board's cells come column by column, each column in the file's order. The work is capped at about 2&middot;10^8 steps.
     */
    int[] spectral(int[] items) {
      int m = items.length;
      boolean[] in = new boolean[problem.itemCount()];
      int[] index = new int[problem.itemCount()];
      for (int k = 0; k < m; k++) {
        in[items[k]] = true;
        index[items[k]] = k;
      }
      int[][] adj = neighbours(in);
      long edges = 1;
      int maxDeg = 0;
      for (int i : items) {
        edges += adj[i].length;
        maxDeg = Math.max(maxDeg, adj[i].length);
      }
      int[] deg = degrees(in);
      double[] x = new double[m];
      int root = peripheral(items[0], in, deg);
      int[] level = levels(root, in);
      for (int k = 0; k < m; k++) {
        x[k] = level[items[k]] < 0 ? 0 : level[items[k]];
      }
      double shift = 2.0 * maxDeg + 1; // (shift I - L) has the Laplacian's small eigenvalues largest
      int rounds = (int) Math.max(10, Math.min(5000, 200_000_000L / (edges + m)));
      double[] y = new double[m];
      for (int r = 0; r < rounds; r++) {
        double mean = 0;
        for (double v : x) {
          mean += v;
        }
        mean /= m;
        double norm = 0;
        for (int k = 0; k < m; k++) {
          x[k] -= mean; // away from the constant vector (eigenvalue 0)
          norm += x[k] * x[k];
        }
        norm = Math.sqrt(norm);
        if (norm == 0) {
          break;
        }
        for (int k = 0; k < m; k++) {
          x[k] /= norm;
        }
        for (int k = 0; k < m; k++) {
          int[] a = adj[items[k]];
          double sum = (shift - a.length) * x[k];
          for (int j : a) {
            sum += x[index[j]];
          }
          y[k] = sum;
        }
        double[] t = x;
        x = y;
        y = t;
      }
      double min = Double.MAX_VALUE;
      double max = -Double.MAX_VALUE;
      for (double v : x) {
        min = Math.min(min, v);
        max = Math.max(max, v);
      }
      // cross-sections: runs of sorted values whose steps are below the mean step
      double[] fx = x;
      Integer[] byValue = new Integer[m];
      for (int k = 0; k < m; k++) {
        byValue[k] = k;
      }
      Arrays.sort(byValue, (a, b) -> Double.compare(fx[a], fx[b]));
      double meanStep = m > 1 ? (max - min) / (m - 1) : 0;
      long[] key = new long[m];
      for (int k = 1; k < m; k++) {
        key[byValue[k]] = key[byValue[k - 1]] + (fx[byValue[k]] - fx[byValue[k - 1]] > meanStep ? 1 : 0);
      }
      Arrays.sort(byValue, (a, b) -> key[a] != key[b] ? Long.compare(key[a], key[b]) : Integer.compare(items[a], items[b]));
      int[] out = new int[m];
      for (int k = 0; k < m; k++) {
        out[k] = items[byValue[k]];
      }
      return out;
    }

    /** Breadth-first levels from {@code root} in {@code in}; -1 where it does not reach. */
    private int[] levels(int root, boolean[] in) {
      return levels(root, in, new int[primaries.length]);
    }

    /**
     * Breadth-first levels from {@code root} in {@code in}, -1 where it does not reach; the items
     * reached go into {@code queue} from its start, in the order reached (level by level).
     */
    private int[] levels(int root, boolean[] in, int[] queue) {
      int[] level = new int[problem.itemCount()];
      Arrays.fill(level, -1);
      int size = 0;
      queue[size++] = root;
      level[root] = 0;
      for (int head = 0; head < size; head++) {
        int u = queue[head];
        for (int o : options[u]) {
          for (int j : problem.optionItems(o)) {
            if (in[j] && level[j] < 0) {
              level[j] = level[u] + 1;
              queue[size++] = j;
            }
          }
        }
      }
      return level;
    }

    /** The anchors: items whose options all have one size, every option holding exactly one (greedy, as NecessaryConditions). */
    boolean[] anchors() {
      boolean[] anchor = new boolean[problem.itemCount()];
      boolean[] claimed = new boolean[problem.optionCount()];
      for (int i : primaries) {
        boolean free = options[i].length > 0;
        int size = -1;
        for (int o : options[i]) {
          int s = primarySize(o);
          free &= !claimed[o] && (size < 0 || s == size);
          size = s;
        }
        if (free) {
          anchor[i] = true;
          for (int o : options[i]) {
            claimed[o] = true;
          }
        }
      }
      for (int o = 0; o < problem.optionCount(); o++) {
        if (!problem.isDropped(o) && !claimed[o]) {
          return new boolean[problem.itemCount()]; // not every option holds one: no anchors
        }
      }
      return anchor;
    }

    private int primarySize(int o) {
      int s = 0;
      for (int i : problem.optionItems(o)) {
        s += problem.isPrimary(i) ? 1 : 0;
      }
      return s;
    }

    /** Reverse Cuthill-McKee on {@code items} (edges: a shared option), component by component. */
    int[] reverseCuthillMcKee(int[] items) {
      boolean[] in = new boolean[problem.itemCount()];
      for (int i : items) {
        in[i] = true;
      }
      int[] deg = degrees(in);
      boolean[] seen = new boolean[problem.itemCount()];
      int[] out = new int[items.length];
      int size = 0;
      Integer[] byDegree = Arrays.stream(items).boxed().toArray(Integer[]::new);
      Arrays.sort(byDegree, (a, b) -> deg[a] != deg[b] ? Integer.compare(deg[a], deg[b]) : Integer.compare(a, b));
      for (int start : byDegree) {
        if (seen[start]) {
          continue;
        }
        int root = peripheral(start, in, deg);
        int from = size;
        out[size++] = root;
        seen[root] = true;
        for (int head = from; head < size; head++) {
          int mark = size;
          for (int o : options[out[head]]) {
            for (int j : problem.optionItems(o)) {
              if (in[j] && !seen[j]) {
                seen[j] = true;
                out[size++] = j;
              }
            }
          }
          sortByDegree(out, mark, size, deg);
        }
      }
      for (int a = 0, b = size - 1; a < b; a++, b--) {
        int t = out[a];
        out[a] = out[b];
        out[b] = t;
      }
      return out;
    }

    private static void sortByDegree(int[] a, int from, int to, int[] deg) {
      Integer[] part = new Integer[to - from];
      for (int k = from; k < to; k++) {
        part[k - from] = a[k];
      }
      Arrays.sort(part, (x, y) -> deg[x] != deg[y] ? Integer.compare(deg[x], deg[y]) : Integer.compare(x, y));
      for (int k = from; k < to; k++) {
        a[k] = part[k - from];
      }
    }

    /** George and Liu's pseudo-peripheral item: walk to the farthest item of least degree until the eccentricity stops growing. */
    private int peripheral(int start, boolean[] in, int[] deg) {
      int root = start;
      int eccentricity = -1;
      for (int round = 0; round < 8; round++) {
        int[] far = farthest(root, in, deg);
        if (far[1] <= eccentricity) {
          break;
        }
        eccentricity = far[1];
        root = far[0];
      }
      return root;
    }

    /** {item of least degree in the last breadth-first level from {@code root}, that level's depth}. */
    private int[] farthest(int root, boolean[] in, int[] deg) {
      int[] queue = new int[primaries.length];
      int[] level = levels(root, in, queue);
      int size = 0;
      for (int l : level) {
        size += l >= 0 ? 1 : 0;
      }
      // the last level is the end of the queue; on a tie in degree the item reached last stays
      int depth = level[queue[size - 1]];
      int best = queue[size - 1];
      for (int k = size - 1; k >= 0 && level[queue[k]] == depth; k--) {
        if (deg[queue[k]] < deg[best]) {
          best = queue[k];
        }
      }
      return new int[] {best, depth};
    }

    /** The number of distinct items of {@code in} sharing an option with each item of {@code in}. */
    private int[] degrees(boolean[] in) {
      int[] d = new int[problem.itemCount()];
      int[] stamp = new int[problem.itemCount()];
      Arrays.fill(stamp, -1);
      for (int i = 0; i < problem.itemCount(); i++) {
        if (!in[i]) {
          continue;
        }
        for (int o : options[i]) {
          for (int j : problem.optionItems(o)) {
            if (in[j] && j != i && stamp[j] != i) {
              stamp[j] = i;
              d[i]++;
            }
          }
        }
      }
      return d;
    }
  }
}
