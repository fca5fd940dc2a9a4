package io.github.dlxkit.polyomino;

import java.util.ArrayList;
import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The tests' independent, obviously correct tiler. It shares no code with the module: shapes are
 * sets of integer lists, orientations are found by closing the shape under quarter turns in each
 * coordinate plane (and one mirror when reflections are allowed), and tilings are counted by
 * covering the least uncovered cell in every possible way.
 */
final class IndependentTiler {
  private IndependentTiler() {}

  /** A shape: sorted cells, each a list of coordinates, translated to touch 0 on every axis. */
  static List<List<Integer>> normalise(Set<List<Integer>> cells) {
    int d = cells.iterator().next().size();
    int[] min = new int[d];
    java.util.Arrays.fill(min, Integer.MAX_VALUE);
    for (List<Integer> c : cells) {
      for (int i = 0; i < d; i++) {
        min[i] = Math.min(min[i], c.get(i));
      }
    }
    TreeSet<List<Integer>> out = new TreeSet<>(LEX);
    for (List<Integer> c : cells) {
      List<Integer> m = new ArrayList<>(d);
      for (int i = 0; i < d; i++) {
        m.add(c.get(i) - min[i]);
      }
      out.add(m);
    }
    return new ArrayList<>(out);
  }

  static final Comparator<List<Integer>> LEX = (a, b) -> {
    for (int i = 0; i < a.size(); i++) {
      int c = Integer.compare(a.get(i), b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return 0;
  };

  /** The distinct orientations of {@code shape}, by closure under the generators. */
  static Set<List<List<Integer>>> orientations(Set<List<Integer>> shape, boolean rotation, boolean reflection) {
    int d = shape.iterator().next().size();
    Set<List<List<Integer>>> seen = new HashSet<>();
    Deque<List<List<Integer>>> todo = new ArrayDeque<>();
    List<List<Integer>> start = normalise(shape);
    seen.add(start);
    todo.add(start);
    while (!todo.isEmpty()) {
      List<List<Integer>> s = todo.poll();
      List<List<List<Integer>>> next = new ArrayList<>();
      if (rotation) {
        for (int i = 0; i < d; i++) {
          for (int j = i + 1; j < d; j++) {
            next.add(map(s, i, j, false));
          }
        }
      }
      if (reflection) {
        next.add(map(s, 0, 0, true));
      }
      for (List<List<Integer>> n : next) {
        if (seen.add(n)) {
          todo.add(n);
        }
      }
    }
    return seen;
  }

  /** A quarter turn in plane (i, j), or the mirror x_0 -> -x_0 if {@code mirror}. */
  private static List<List<Integer>> map(List<List<Integer>> shape, int i, int j, boolean mirror) {
    Set<List<Integer>> out = new HashSet<>();
    for (List<Integer> c : shape) {
      List<Integer> m = new ArrayList<>(c);
      if (mirror) {
        m.set(0, -c.get(0));
      } else {
        m.set(i, -c.get(j));
        m.set(j, c.get(i));
      }
      out.add(m);
    }
    return normalise(out);
  }

  /** The number of tilings of {@code region} (each single-use piece exactly once). */
  static long count(List<Set<List<Integer>>> pieces, boolean[] reusable, Set<List<Integer>> region,
      boolean rotation, boolean reflection) {
    List<List<List<List<Integer>>>> orientations = new ArrayList<>();
    for (Set<List<Integer>> p : pieces) {
      orientations.add(new ArrayList<>(orientations(p, rotation, reflection)));
    }
    List<List<Integer>> cells = new ArrayList<>(region);
    cells.sort(LEX);
    return search(orientations, reusable, cells, new HashSet<>(region), new HashSet<>(), new int[pieces.size()]);
  }

  private static long search(List<List<List<List<Integer>>>> orientations, boolean[] reusable,
      List<List<Integer>> cells, Set<List<Integer>> region, Set<List<Integer>> covered, int[] uses) {
    List<Integer> target = null;
    for (List<Integer> c : cells) {
      if (!covered.contains(c)) {
        target = c;
        break;
      }
    }
    if (target == null) {
      for (int i = 0; i < uses.length; i++) {
        if (!reusable[i] && uses[i] != 1) {
          return 0;
        }
      }
      return 1;
    }
    long n = 0;
    for (int i = 0; i < orientations.size(); i++) {
      if (!reusable[i] && uses[i] > 0) {
        continue;
      }
      for (List<List<Integer>> shape : orientations.get(i)) {
        for (List<Integer> anchor : shape) {
          List<List<Integer>> placed = new ArrayList<>();
          boolean fits = true;
          for (List<Integer> c : shape) {
            List<Integer> m = new ArrayList<>();
            for (int k = 0; k < c.size(); k++) {
              m.add(c.get(k) - anchor.get(k) + target.get(k));
            }
            fits &= region.contains(m) && !covered.contains(m);
            placed.add(m);
          }
          if (fits) {
            covered.addAll(placed);
            uses[i]++;
            n += search(orientations, reusable, cells, region, covered, uses);
            uses[i]--;
            covered.removeAll(placed);
          }
        }
      }
    }
    return n;
  }
}
