package io.github.dlxkit.tantrix.optimise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tantrix.PuzzleCatalog;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.OrientedTile;
import io.github.dlxkit.tantrix.model.PathScore;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.Tantrix;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The line steering ({@link Layout#withLineWeight}) against a slow twin written here from the
 * tantrix model alone. Curve puzzle: each colour counts as the larger of its longest path and, over
 * its lines, the line's length + weight × (for each of its two ends, the most over the other lines
 * of (length − 2 × the distance between the empty cells the two ends face), at least 0). Loop
 * puzzle: the larger of its longest loop and weight × the most over its lines of (the line's length
 * − 2 × the distance between its ends' empty cells) and over pairs of lines of (their lengths − 2 ×
 * the distances of the two end pairs, the ends paired the closer way).
 */
class LineSteeringTest {
  private static final double WEIGHT = 0.4;

  @Test
  void theSteeringIsTheTwinsOnRandomLayoutsAndAfterMoves() {
    Set<Colour> all = new HashSet<>(Colour.ARC_COLOURS);
    for (long seed = 1; seed <= 4; seed++) {
      Layout l = Layout.grow(PuzzleCatalog.get("unsolved_curve").tiles(), PathScore.Scoring.CURVE, all, seed)
          .withRepair(5, 0.1).withLineWeight(WEIGHT);
      SplittableRandom random = new SplittableRandom(seed);
      for (int i = 0; i < 300; i++) {
        if (l.move(random) && random.nextInt(3) == 0) {
          l.undo();
        }
        if (i % 50 == 0) {
          Tantrix t = l.snapshot();
          assertEquals(twin(t, WEIGHT), l.steer(), 1e-9, "seed " + seed + " move " + i);
          assertEquals(PathScore.of(t, PathScore.Scoring.CURVE).total(), l.total());
          assertTrue(l.steer() >= l.total(), "the steering never counts a colour below its longest path");
        }
      }
    }
  }

  @Test
  void theLoopSteeringIsTheTwinsOnRandomLayoutsAndAfterMoves() {
    Set<Colour> all = new HashSet<>(Colour.ARC_COLOURS);
    for (long seed = 1; seed <= 4; seed++) {
      Layout l = Layout.grow(PuzzleCatalog.get("unsolved_loop").tiles(), PathScore.Scoring.LOOP, all, seed)
          .withRepair(5, 0.1).withLineWeight(WEIGHT);
      SplittableRandom random = new SplittableRandom(seed);
      for (int i = 0; i < 300; i++) {
        if (l.move(random) && random.nextInt(3) == 0) {
          l.undo();
        }
        if (i % 50 == 0) {
          Tantrix t = l.snapshot();
          assertEquals(loopTwin(t, WEIGHT), l.steer(), 1e-9, "seed " + seed + " move " + i);
          assertEquals(PathScore.of(t, PathScore.Scoring.LOOP).total(), l.total());
        }
      }
    }
  }

  /**
   * The border term ({@link Layout#withBorderWeight}): the steering less weight × half the border
   * edges (the sides of a tile with no tile beside them), counted here from the tantrix model.
   */
  @Test
  void theBorderTermIsHalfTheBorderEdgesTimesTheWeight() {
    Set<Colour> all = new HashSet<>(Colour.ARC_COLOURS);
    for (boolean loop : new boolean[] {false, true}) {
      PathScore.Scoring scoring = loop ? PathScore.Scoring.LOOP : PathScore.Scoring.CURVE;
      Layout l = Layout.grow(PuzzleCatalog.get(loop ? "unsolved_loop" : "unsolved_curve").tiles(), scoring, all, 5)
          .withRepair(5, 0.1).withLineWeight(WEIGHT).withBorderWeight(0.25);
      SplittableRandom random = new SplittableRandom(5);
      for (int i = 0; i < 200; i++) {
        if (l.move(random) && random.nextInt(3) == 0) {
          l.undo();
        }
        if (i % 50 == 0) {
          Tantrix t = l.snapshot();
          double steer = loop ? loopTwin(t, WEIGHT) : twin(t, WEIGHT);
          assertEquals(steer - 0.25 * border(t) / 2.0, l.steer(), 1e-9, "move " + i);
        }
      }
    }
  }

  /**
   * The row of 56 tiles: 6 × 56 sides less 2 × its 55 shared edges (the count of {@code dlx tantrix
   * check}, docs/tantrix.md) is 226 border edges.
   */
  @Test
  void theStripHas226BorderEdges() throws Exception {
    String line = java.nio.file.Files.readAllLines(java.nio.file.Path.of(
        LineSteeringTest.class.getResource("/unsolved-curve-strip.json").toURI())).get(0);
    Tantrix t = io.github.dlxkit.tantrix.io.TantrixJson.read(line).tantrix();
    assertEquals(6 * 56 - 2 * 55, border(t));
    Layout l = Layout.of(t, PathScore.Scoring.CURVE, new HashSet<>(Colour.ARC_COLOURS)).withBorderWeight(0.5);
    assertEquals(PathScore.of(t, PathScore.Scoring.CURVE).total() - 0.5 * 226 / 2, l.steer(), 1e-9);
  }

  private static int border(Tantrix t) {
    int free = 0;
    for (Hex h : t.placements().keySet()) {
      for (Side s : Side.values()) {
        if (!t.placements().containsKey(h.neighbour(s))) {
          free++;
        }
      }
    }
    return free;
  }

  @Test
  void withoutWeightTheSteeringIsTheScore() {
    Layout l = Layout.grow(PuzzleCatalog.get("unsolved_curve").tiles(), PathScore.Scoring.CURVE,
        new HashSet<>(Colour.ARC_COLOURS), 3);
    assertEquals(l.total(), l.steer(), 1e-9);
    assertEquals(twin(l.snapshot(), 0), l.steer(), 1e-9);
  }

  /** One path of a colour: its tiles, and the empty cells its two ends face (none for a loop). */
  private record Path(int length, Hex endA, Hex endB) {}

  private static double loopTwin(Tantrix t, double weight) {
    double sum = 0;
    for (Colour c : Colour.ARC_COLOURS) {
      List<Path> paths = paths(t, c);
      double best = 0;
      for (Path a : paths) {
        if (a.endA() == null) {
          best = Math.max(best, a.length());
          continue;
        }
        best = Math.max(best, weight * (a.length() - 2 * a.endA().distance(a.endB())));
        for (Path b : paths) {
          if (b != a && b.endA() != null) {
            int gaps = Math.min(a.endA().distance(b.endA()) + a.endB().distance(b.endB()),
                a.endA().distance(b.endB()) + a.endB().distance(b.endA()));
            best = Math.max(best, weight * (a.length() + b.length() - 2 * gaps));
          }
        }
      }
      sum += best;
    }
    return sum;
  }

  /** The paths of colour c, lines with the empty cells their ends face, loops with none. */
  private static List<Path> paths(Tantrix t, Colour c) {
    Map<Hex, OrientedTile> at = t.placements();
    Set<Hex> seen = new HashSet<>();
    List<Path> paths = new ArrayList<>();
    for (Map.Entry<Hex, OrientedTile> e : at.entrySet()) {
      Hex h = e.getKey();
      if (!e.getValue().tile().has(c) || seen.contains(h)) {
        continue;
      }
      Side[] sides = e.getValue().sidesOf(c);
      seen.add(h);
      Hex[] ends = new Hex[2];
      int length = 1;
      boolean loop = false;
      for (int k = 0; k < 2 && !loop; k++) {
        Hex here = h;
        Side out = sides[k];
        while (true) {
          Hex next = here.neighbour(out);
          OrientedTile o = at.get(next);
          if (o == null || o.colour(out.opposite()) != c) {
            ends[k] = next;
            break;
          }
          if (next.equals(h)) {
            loop = true;
            break;
          }
          seen.add(next);
          length++;
          out = o.otherEnd(out.opposite());
          here = next;
        }
      }
      paths.add(loop ? new Path(length, null, null) : new Path(length, ends[0], ends[1]));
    }
    return paths;
  }

  private static double twin(Tantrix t, double weight) {
    double sum = 0;
    for (Colour c : Colour.ARC_COLOURS) {
      List<Path> lines = new ArrayList<>();
      int longest = 0;
      for (Path p : paths(t, c)) {
        longest = Math.max(longest, p.length());
        if (p.endA() != null) {
          lines.add(p);
        }
      }
      double best = longest;
      for (Path a : lines) {
        double bonus = 0;
        for (Hex end : new Hex[] {a.endA(), a.endB()}) {
          int most = 0;
          for (Path b : lines) {
            if (b != a) {
              int gap = Math.min(end.distance(b.endA()), end.distance(b.endB()));
              most = Math.max(most, b.length() - 2 * gap);
            }
          }
          bonus += most;
        }
        best = Math.max(best, a.length() + weight * bonus);
      }
      sum += best;
    }
    return sum;
  }
}
