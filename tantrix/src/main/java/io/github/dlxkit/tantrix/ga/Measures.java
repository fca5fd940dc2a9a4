package io.github.dlxkit.tantrix.ga;

import io.github.dlxkit.tantrix.model.Colour;

/**
 * What the fitness reads off a grown tantrix, on Growth's flat board: the compactness M (the mean
 * number of placed neighbours of a tile), the holes H (empty cells enclosed by tiles), and for each
 * colour its longest line, its longest loop and its number of paths — the same paths as
 * {@link io.github.dlxkit.tantrix.model.TantrixCheck}'s (the tests compare them), traced here
 * without building a Tantrix, since every genome of every generation is measured.
 */
final class Measures {
  private static final int COLOURS = Colour.values().length;

  double compactness;
  int holes;
  final int[] longestLine = new int[COLOURS];
  final int[] longestLoop = new int[COLOURS];
  final int[] paths = new int[COLOURS];

  private int[] seen = new int[0];
  private int stamp;
  private int[] queue = new int[0];

  /** Measures what {@code g} grew last. */
  void measure(Growth g) {
    if (seen.length != g.tileAt.length) {
      seen = new int[g.tileAt.length];
      queue = new int[g.tileAt.length];
      stamp = 0;
    }
    int n = g.placed;
    int neighbours = 0;
    for (int i = 0; i < n; i++) {
      int x = g.cells[i];
      for (int s = 0; s < 6; s++) {
        if (g.tileAt[x + g.step[s]] >= 0) {
          neighbours++;
        }
      }
    }
    compactness = n == 0 ? 0 : neighbours / (double) n;
    holes = holes(g);
    for (int c = 0; c < COLOURS; c++) {
      trace(g, c);
    }
  }

  /** The empty cells of the bounding box grown by one that its corner does not reach. */
  private int holes(Growth g) {
    int minQ = Integer.MAX_VALUE;
    int maxQ = Integer.MIN_VALUE;
    int minR = Integer.MAX_VALUE;
    int maxR = Integer.MIN_VALUE;
    for (int i = 0; i < g.placed; i++) {
      int x = g.cells[i];
      minQ = Math.min(minQ, x % g.w);
      maxQ = Math.max(maxQ, x % g.w);
      minR = Math.min(minR, x / g.w);
      maxR = Math.max(maxR, x / g.w);
    }
    minQ--;
    maxQ++;
    minR--;
    maxR++;
    int empty = (maxQ - minQ + 1) * (maxR - minR + 1) - g.placed;
    stamp++;
    int head = 0;
    int tail = 0;
    int corner = minR * g.w + minQ;
    queue[tail++] = corner;
    seen[corner] = stamp;
    while (head < tail) {
      int x = queue[head++];
      for (int s = 0; s < 6; s++) {
        int y = x + g.step[s];
        int q = y % g.w;
        int r = y / g.w;
        if (q < minQ || q > maxQ || r < minR || r > maxR || seen[y] == stamp || g.tileAt[y] >= 0) {
          continue;
        }
        seen[y] = stamp;
        queue[tail++] = y;
      }
    }
    return empty - tail;
  }

  /** The paths of colour c: each traced from one tile both ways, or round once if it closes. */
  private void trace(Growth g, int c) {
    longestLine[c] = 0;
    longestLoop[c] = 0;
    paths[c] = 0;
    stamp++;
    for (int i = 0; i < g.placed; i++) {
      int x = g.cells[i];
      int t = g.tileAt[x];
      int first = g.end[t][g.rotAt[x]][c];
      if (first < 0 || seen[x] == stamp) {
        continue;
      }
      seen[x] = stamp;
      paths[c]++;
      int length = 1;
      int one = walk(g, c, x, first);
      if (one < 0) {
        longestLoop[c] = Math.max(longestLoop[c], -one);
        continue;
      }
      length += one;
      int second = g.exit[t][g.rotAt[x]][first];
      length += walk(g, c, x, second);
      longestLine[c] = Math.max(longestLine[c], length);
    }
  }

  /**
   * The tiles met following colour c from {@code from} out through {@code side}, marking them; if
   * the walk comes back to {@code from}, minus the length of the loop.
   */
  private int walk(Growth g, int c, int from, int side) {
    int here = from;
    int out = side;
    int count = 0;
    while (true) {
      int next = here + g.step[out];
      int u = g.tileAt[next];
      int in = (out + 3) % 6;
      if (u < 0 || g.colour[u][g.rotAt[next]][in] != c) {
        return count;
      }
      if (next == from) {
        return -(count + 1);
      }
      seen[next] = stamp;
      count++;
      out = g.exit[u][g.rotAt[next]][in];
      here = next;
    }
  }
}
