package io.github.dlxkit.tantrix.model;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Connectivity and holes of a set of cells; shared by {@link HexShape} and {@link Tantrix}. */
final class HexRegions {
  private HexRegions() {}

  /** Whether the cells form one connected group (an empty set counts as connected). */
  static boolean isConnected(Collection<Hex> cells) {
    if (cells.isEmpty()) {
      return true;
    }
    Set<Hex> all = new HashSet<>(cells);
    Set<Hex> seen = new HashSet<>();
    ArrayDeque<Hex> queue = new ArrayDeque<>();
    Hex first = all.iterator().next();
    queue.add(first);
    seen.add(first);
    while (!queue.isEmpty()) {
      Hex h = queue.poll();
      for (Side s : Side.values()) {
        Hex n = h.neighbour(s);
        if (all.contains(n) && seen.add(n)) {
          queue.add(n);
        }
      }
    }
    return seen.size() == all.size();
  }

  /**
   * The empty cells that cannot reach the outside through empty cells, in reading order. The
   * search runs in the (q, r) bounding box grown by one: its frame is empty, connected, and joined
   * to every empty cell beyond the box.
   */
  static List<Hex> holes(Collection<Hex> cells) {
    if (cells.isEmpty()) {
      return List.of();
    }
    Set<Hex> occupied = new HashSet<>(cells);
    int qMin = Integer.MAX_VALUE;
    int qMax = Integer.MIN_VALUE;
    int rMin = Integer.MAX_VALUE;
    int rMax = Integer.MIN_VALUE;
    for (Hex h : cells) {
      qMin = Math.min(qMin, h.q());
      qMax = Math.max(qMax, h.q());
      rMin = Math.min(rMin, h.r());
      rMax = Math.max(rMax, h.r());
    }
    qMin--;
    qMax++;
    rMin--;
    rMax++;
    Set<Hex> outside = new HashSet<>();
    ArrayDeque<Hex> queue = new ArrayDeque<>();
    Hex corner = new Hex(qMin, rMin);
    outside.add(corner);
    queue.add(corner);
    while (!queue.isEmpty()) {
      Hex h = queue.poll();
      for (Side s : Side.values()) {
        Hex n = h.neighbour(s);
        if (n.q() < qMin || n.q() > qMax || n.r() < rMin || n.r() > rMax) {
          continue;
        }
        if (!occupied.contains(n) && outside.add(n)) {
          queue.add(n);
        }
      }
    }
    List<Hex> holes = new ArrayList<>();
    for (int r = rMin; r <= rMax; r++) {
      for (int q = qMin; q <= qMax; q++) {
        Hex h = new Hex(q, r);
        if (!occupied.contains(h) && !outside.contains(h)) {
          holes.add(h);
        }
      }
    }
    return holes;
  }
}
