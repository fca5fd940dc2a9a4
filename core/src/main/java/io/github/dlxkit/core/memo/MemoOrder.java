package io.github.dlxkit.core.memo;

import io.github.dlxkit.core.model.ExactCoverProblem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An order of the primary items for {@link MemoCounter} that keeps the <em>frontier</em> narrow,
 * chosen when the user gives none. The memo's states are the items covered beyond the first
 * uncovered one, so the fewer items ahead that share an option with an item behind, the fewer
 * states. The frontier width of an order is the largest number, over positions k, of items after
 * k that share an option with an item at or before k; it is computed for each candidate and the
 * narrowest wins:
 *
 * <ul>
 *   <li>the file's order;
 *   <li>reverse Cuthill&ndash;McKee (a bandwidth-reducing order: breadth-first from a
 *       pseudo-peripheral item, neighbours by increasing degree, reversed) on the graph whose edges
 *       join two primary items of one option;
 *   <li>the same on the items that are not <em>anchors</em>, the anchors last: items such that
 *       every option holds exactly one (a tiling's pieces, see
 *       {@link io.github.dlxkit.core.model.NecessaryConditions}), which touch every cell and would
 *       otherwise join the whole board into one breadth-first level.
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

  /** The narrowest of the candidates for {@code problem}. */
  public static MemoOrder choose(ExactCoverProblem problem) {
    Graph g = new Graph(problem);
    int[] file = g.primaries.clone();
    int fileWidth = g.width(file);
    MemoOrder best = of(problem, file, "the file's order", fileWidth, fileWidth);
    if (g.pairs > MAX_PAIRS) {
      return best;
    }
    int[] all = g.reverseCuthillMcKee(g.primaries);
    best = narrower(best, of(problem, all, "reverse Cuthill-McKee", g.width(all), fileWidth));
    boolean[] anchor = g.anchors();
    int anchors = 0;
    for (int i : g.primaries) {
      anchors += anchor[i] ? 1 : 0;
    }
    if (anchors > 0 && anchors < g.primaries.length) {
      int[] rest = Arrays.stream(g.primaries).filter(i -> !anchor[i]).toArray();
      int[] ordered = g.reverseCuthillMcKee(rest);
      int[] withAnchors = Arrays.copyOf(ordered, g.primaries.length);
      int k = ordered.length;
      for (int i : g.primaries) {
        if (anchor[i]) {
          withAnchors[k++] = i;
        }
      }
      best = narrower(best, of(problem, withAnchors, "reverse Cuthill-McKee, the " + anchors
          + " items one in every option last", g.width(withAnchors), fileWidth));
    }
    return best;
  }

  /** One line for the user: the order chosen and the frontier widths. */
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

  private static MemoOrder narrower(MemoOrder a, MemoOrder b) {
    return b.width < a.width ? b : a;
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
      int[] level = new int[problem.itemCount()];
      Arrays.fill(level, -1);
      int[] queue = new int[primaries.length];
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
