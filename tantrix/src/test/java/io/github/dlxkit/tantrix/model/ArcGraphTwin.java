package io.github.dlxkit.tantrix.model;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The slow, obviously correct twin of {@link PathScore}: a graph whose nodes are the arcs (a cell and
 * a colour its tile carries) and whose edges join the arcs of one colour on two touching tiles when
 * both show that colour on their shared edge. Each component is one path; it is a loop when every
 * arc in it has two neighbours (a connected graph in which every node has degree 2 is a cycle).
 * Nothing of {@link TantrixCheck}'s path walking is used.
 */
public final class ArcGraphTwin {
  private ArcGraphTwin() {}

  private record Arc(Hex cell, Colour colour) {}

  /** Colour → the longest component's size, counting only loops when {@code loopsOnly}. */
  public static Map<Colour, Integer> longest(Tantrix t, boolean loopsOnly) {
    Map<Arc, List<Arc>> graph = new HashMap<>();
    t.placements().forEach((h, o) -> {
      for (Colour c : Colour.ARC_COLOURS) {
        if (o.tile().has(c)) {
          graph.put(new Arc(h, c), new ArrayList<>());
        }
      }
    });
    t.placements().forEach((h, o) -> {
      for (Side s : Side.values()) {
        OrientedTile n = t.at(h.neighbour(s));
        if (n != null && o.colour(s) == n.colour(s.opposite())) {
          graph.get(new Arc(h, o.colour(s))).add(new Arc(h.neighbour(s), o.colour(s)));
        }
      }
    });
    Map<Colour, Integer> out = new EnumMap<>(Colour.class);
    Colour.ARC_COLOURS.forEach(c -> out.put(c, 0));
    Set<Arc> seen = new HashSet<>();
    for (Arc start : graph.keySet()) {
      if (!seen.add(start)) {
        continue;
      }
      int size = 0;
      boolean allDegreeTwo = true;
      Deque<Arc> queue = new ArrayDeque<>(List.of(start));
      while (!queue.isEmpty()) {
        Arc a = queue.poll();
        size++;
        allDegreeTwo &= graph.get(a).size() == 2;
        for (Arc b : graph.get(a)) {
          if (seen.add(b)) {
            queue.add(b);
          }
        }
      }
      if (!loopsOnly || allDegreeTwo) {
        out.merge(start.colour(), size, Math::max);
      }
    }
    return out;
  }
}
