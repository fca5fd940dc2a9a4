package io.github.dlxkit.tantrix.loopfirst;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.Side;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link LoopShapes} against a brute force that shares none of its reductions: every closed walk
 * from (0,0), first step any way, each loop then named by its cells — the least of its readings
 * over every turn of the plane, start and direction, moved to start at (0,0) — with its cells
 * inside the polygon through their centres counted by Pick's theorem and its enclosed cells by a
 * search of its own.
 */
class LoopShapesTest {

  @ParameterizedTest
  @CsvSource({"2,6,2", "3,4,5", "2,6,4", "0,6,6", "1,4,7", "2,4,6", "0,0,3", "0,6,0", "0,2,4", "4,2,6"})
  void everyLoopOnceWithItsSymmetryAndInside(int straights, int bends, int corners) {
    Map<String, int[]> expected = bruteForce(straights, bends, corners);
    Map<String, int[]> found = new HashMap<>();
    long visits = LoopShapes.forEach(straights, bends, corners, shape -> {
      List<Hex> cells = new ArrayList<>();
      for (int i = 0; i < shape.length(); i++) {
        cells.add(shape.cell(i));
      }
      int[] previous = found.put(name(cells),
          new int[] {shape.symmetry(), shape.inside().size(), shape.interiorCount()});
      assertEquals(null, previous, "a loop visited twice");
      return true;
    });
    assertEquals(expected.size(), visits);
    assertEquals(expected.keySet(), found.keySet());
    for (String k : expected.keySet()) {
      assertEquals(expected.get(k)[0], found.get(k)[0], "symmetry of " + k);
      assertEquals(expected.get(k)[1], found.get(k)[1], "cells enclosed by " + k);
      assertEquals(expected.get(k)[2], found.get(k)[2], "cells inside the polygon of " + k);
    }
  }

  /** Every loop's name, with its symmetry and the cells it encloses. */
  private static Map<String, int[]> bruteForce(int straights, int bends, int corners) {
    int n = straights + bends + corners;
    Map<String, int[]> loops = new HashMap<>();
    for (Side first : Side.values()) {
      List<Hex> path = new ArrayList<>(List.of(Hex.ORIGIN, Hex.ORIGIN.neighbour(first)));
      walk(path, new ArrayList<>(List.of(first.ordinal())), new int[] {straights, bends, corners}, n, loops);
    }
    return loops;
  }

  private static void walk(List<Hex> path, List<Integer> dirs, int[] left, int n, Map<String, int[]> loops) {
    Hex here = path.get(path.size() - 1);
    int d0 = dirs.get(dirs.size() - 1);
    for (int t = -2; t <= 2; t++) {
      if (left[Math.abs(t)] == 0) {
        continue;
      }
      int d = Math.floorMod(d0 + t, 6);
      Hex next = here.neighbour(Side.of(d));
      left[Math.abs(t)]--;
      if (path.size() == n) {
        int closing = Math.floorMod(dirs.get(0) - d, 6);
        int kind = Math.min(closing, 6 - closing);
        if (next.equals(Hex.ORIGIN) && kind < 3 && left[kind] == 1) {
          loops.computeIfAbsent(name(path), k -> new int[] {symmetry(path), enclosed(path), inside(path)});
        }
      } else if (!path.contains(next) && next.distance(Hex.ORIGIN) <= n - path.size()) {
        path.add(next);
        dirs.add(d);
        walk(path, dirs, left, n, loops);
        path.remove(path.size() - 1);
        dirs.remove(dirs.size() - 1);
      }
      left[Math.abs(t)]++;
    }
  }

  /** The least reading of the cycle over every turn of the plane, start and direction. */
  private static String name(List<Hex> cycle) {
    String least = null;
    for (int k = 0; k < 6; k++) {
      String s = unturnedName(turned(cycle, k));
      least = least == null || s.compareTo(least) < 0 ? s : least;
    }
    return least;
  }

  /** How many of the six turns of the plane map the cycle onto itself. */
  private static int symmetry(List<Hex> cycle) {
    String own = unturnedName(cycle);
    int count = 0;
    for (int k = 0; k < 6; k++) {
      count += unturnedName(turned(cycle, k)).equals(own) ? 1 : 0;
    }
    return count;
  }

  private static List<Hex> turned(List<Hex> cycle, int k) {
    return cycle.stream().map(h -> h.rotate(k)).toList();
  }

  /** The least reading over every start and direction, each moved to start at (0,0). */
  private static String unturnedName(List<Hex> cycle) {
    int n = cycle.size();
    String least = null;
    for (int s = 0; s < n; s++) {
      for (int step : new int[] {1, n - 1}) {
        StringBuilder b = new StringBuilder();
        Hex start = cycle.get(s);
        for (int j = 0; j < n; j++) {
          Hex h = cycle.get((s + j * step) % n).minus(start);
          b.append(h.q()).append(',').append(h.r()).append(' ');
        }
        String r = b.toString();
        least = least == null || r.compareTo(least) < 0 ? r : least;
      }
    }
    return least;
  }

  /** The cells off the cycle that no path of cells off it leads out of a box around it from. */
  private static int enclosed(List<Hex> cycle) {
    Set<Hex> on = new HashSet<>(cycle);
    int reach = cycle.size() + 2;
    Set<Hex> out = new HashSet<>();
    ArrayDeque<Hex> todo = new ArrayDeque<>(List.of(Hex.of(reach, 0)));
    out.add(Hex.of(reach, 0));
    while (!todo.isEmpty()) {
      Hex h = todo.pop();
      for (Side s : Side.values()) {
        Hex g = h.neighbour(s);
        if (g.distance(Hex.ORIGIN) <= reach && !on.contains(g) && out.add(g)) {
          todo.push(g);
        }
      }
    }
    int n = 0;
    for (int q = -reach; q <= reach; q++) {
      for (int r = -reach; r <= reach; r++) {
        Hex h = Hex.of(q, r);
        n += h.distance(Hex.ORIGIN) <= reach && !on.contains(h) && !out.contains(h) ? 1 : 0;
      }
    }
    return n;
  }

  @Test
  void aPocketIsEnclosedButOutsideThePolygon() {
    // one of Discovery 22's yellow loop shapes: (3,-3) has all six neighbours on the loop, which
    // passes round it without closing the ring, so it is enclosed but outside the polygon
    int[][] qr = {{0, 0}, {1, -1}, {0, -1}, {0, -2}, {0, -3}, {1, -3}, {1, -4}, {2, -4}, {2, -5}, {3, -5}, {4, -5},
        {4, -4}, {3, -4}, {2, -3}, {2, -2}, {3, -2}, {4, -3}, {4, -2}, {3, -1}, {2, 0}, {2, -1}, {1, 0}};
    Hex[] cells = new Hex[qr.length];
    int[] out = new int[qr.length];
    for (int i = 0; i < qr.length; i++) {
      cells[i] = Hex.of(qr[i][0], qr[i][1]);
    }
    for (int i = 0; i < qr.length; i++) {
      for (Side s : Side.values()) {
        out[i] = cells[i].neighbour(s).equals(cells[(i + 1) % qr.length]) ? s.ordinal() : out[i];
      }
    }
    LoopShape shape = new LoopShape(cells, out, 1);
    assertEquals(1, shape.interiorCount());
    assertEquals(List.of(Hex.of(1, -2), Hex.of(3, -3)), shape.inside());
    assertEquals(2, enclosed(List.of(cells)));
  }

  /**
   * Pick's theorem on the triangular lattice: a simple polygon with B lattice points on its
   * boundary and I inside covers 2I + B - 2 unit triangles; the shoelace sum in axial coordinates
   * counts the triangles directly (one unit parallelogram is two of them).
   */
  private static int inside(List<Hex> cycle) {
    int n = cycle.size();
    long twice = 0;
    for (int i = 0; i < n; i++) {
      Hex a = cycle.get(i);
      Hex b = cycle.get((i + 1) % n);
      twice += (long) a.q() * b.r() - (long) b.q() * a.r();
    }
    Set<Hex> distinct = new HashSet<>(cycle);
    assertEquals(n, distinct.size());
    return (int) ((Math.abs(twice) - n + 2) / 2);
  }
}
