package io.github.dlxkit.tantrix.ga;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.dlxkit.tantrix.PuzzleCatalog;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.TileSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Downing's F_sum and F_max (equations 2 and 3) on layouts made by hand, each value worked out in
 * the comments: M the mean number of neighbours, H the holes, S and C the longest line and loop of
 * the focal colour. The Discovery 3 loop is tiles 1, 2, 3 as `dlx tantrix solve discovery:3` lays
 * them out (a yellow loop through all three; Wiest's table: 2 solutions of Discovery 3).
 */
class FitnessTest {
  static final TileSet SET = TileSet.standard();

  /** Tiles 1, 2, 3 in a triangle: one yellow loop of 3. */
  static Tantrix yellowTriangle() {
    return Tantrix.builder().place(Hex.of(0, 0), SET.tile(1), 0).place(Hex.of(-1, 0), SET.tile(2), 2)
        .place(Hex.of(0, -1), SET.tile(3), 0).build();
  }

  @Test
  void aLoopOfThree() {
    Tantrix t = yellowTriangle();
    Fitness sum = Fitness.forPuzzle(PuzzleCatalog.get("discovery:3"), null);
    assertEquals(Fitness.Kind.SUM, sum.kind());
    assertEquals(Set.of(Colour.YELLOW), sum.focal());
    assertEquals(2.0, Fitness.compactness(t));      // each tile touches the other two
    assertEquals(2 + 3, sum.of(t), 1e-12);           // M + S (none: 0) + C (3)
    Fitness max = new Fitness(Fitness.Kind.MAX, new Fitness.Weights(1, 10, 1, 1.5), Set.of(Colour.YELLOW));
    assertEquals(2 + 1.5 * 3, max.of(t), 1e-12);     // M + max(S, 1.5 C)
    Fitness linesOnly = new Fitness(Fitness.Kind.MAX, new Fitness.Weights(1, 10, 1, 0), Set.of(Colour.YELLOW));
    assertEquals(2, linesOnly.of(t), 1e-12);         // the Genius weights: a loop counts nothing
    assertEquals(2 + 3 + 3, sum.withLoopsAsSegments(true).of(t), 1e-12); // the variant: S = 3 as well
    assertEquals(2 + 3, linesOnly.withLoopsAsSegments(true).of(t), 1e-12);  // max(S = 3, 0 · C)
  }

  @Test
  void aLineOfTwo() {
    Tantrix t = Tantrix.builder().place(Hex.of(0, 0), SET.tile(1), 0).place(Hex.of(-1, 0), SET.tile(2), 2).build();
    Fitness sum = Fitness.forPuzzle(PuzzleCatalog.get("discovery:3"), null);
    assertEquals(1 + 2, sum.of(t), 1e-12);           // M = 1, the yellow line of 2
    Fitness max = new Fitness(Fitness.Kind.MAX, new Fitness.Weights(1, 10, 1, 1.5), Set.of(Colour.YELLOW));
    assertEquals(1 + 2, max.of(t), 1e-12);           // max(2, 0)
  }

  @Test
  void aHoleCostsTen() {
    Tantrix.Builder b = Tantrix.builder();
    int n = 1;
    for (Side s : Side.values()) {
      b.place(Hex.ORIGIN.neighbour(s), SET.tile(n++), 0); // a ring round the empty (0,0)
    }
    Tantrix ring = b.build();
    Fitness noColour = new Fitness(Fitness.Kind.SUM, new Fitness.Weights(1, 10, 1, 1), Set.of());
    assertEquals(2.0, Fitness.compactness(ring));   // each ring tile has two ring neighbours
    assertEquals(2 - 10, noColour.of(ring), 1e-12);  // M − 10 H, H = 1
    Fitness heavy = new Fitness(Fitness.Kind.SUM, new Fitness.Weights(2, 10, 1, 1), Set.of());
    assertEquals(2 * 2 - 10, heavy.of(ring), 1e-12);
  }

  @Test
  void thePapersDefaults() {
    // section 5.1: F_max for the two-colour Super puzzles, k_cyc 1.5 for the Professor, 0 for the Genius
    Fitness professor = Fitness.forPuzzle(PuzzleCatalog.get("super_professor"), null);
    assertEquals(Fitness.Kind.MAX, professor.kind());
    assertEquals(new Fitness.Weights(1, 10, 1, 1.5), professor.weights());
    Fitness genius = Fitness.forPuzzle(PuzzleCatalog.get("super_genius"), null);
    assertEquals(new Fitness.Weights(1, 10, 1, 0), genius.weights());
    assertEquals(Set.of(Colour.RED, Colour.YELLOW), genius.focal());
    assertEquals(new Fitness.Weights(1, 10, 1, 1), Fitness.forPuzzle(PuzzleCatalog.get("discovery:30"), null).weights());
    assertEquals(Fitness.Kind.SUM, Fitness.Kind.parse(" Sum "));
  }
}
