package io.github.dlxkit.tantrix.ga;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tantrix.PuzzleCatalog;
import io.github.dlxkit.tantrix.TantrixPuzzle;
import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.ColourPath;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.HexShape;
import io.github.dlxkit.tantrix.model.PathKind;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.TantrixCheck;
import io.github.dlxkit.tantrix.model.Tile;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Issue 51, "the GA's growth builds only legal tantrices": whatever the genome (random, or bred
 * by the paper's operators from random parents), the tantrix it grows keeps the Golden Rule
 * everywhere, is one group, uses each of the puzzle's tiles at most once (the repeated tiles of a
 * pack challenge at most as often as the puzzle has them), starts at (0,0) on a free shape and fills
 * a prefix of the board in reading order on a fixed one. And the fast measures the fitness reads
 * (holes, compactness, each colour's longest line and loop and number of paths) equal those of
 * {@link TantrixCheck} on the same tantrix, the slow twin; so does the fitness itself.
 */
class GrowthPropertiesTest {
  @Provide
  Arbitrary<String> puzzles() {
    List<String> names = new ArrayList<>(List.of("rainbow_blue", "rainbow_red", "pyramid_2", "pyramid_3", "rainbow_green",
        "rainbow_yellow", "rainbow_white", "super_junior", "super_master", "super_professor", "super_genius",
        "unsolved_curve", "unsolved_loop", "discovery-pack:23"));
    for (int k = 3; k <= 30; k++) {
      names.add("discovery:" + k);
    }
    return Arbitraries.of(names).withoutEdgeCases();
  }

  @Property(tries = 300)
  void growthBuildsOnlyLegalTantrices(@ForAll("puzzles") String name, @ForAll long seed,
      @ForAll @IntRange(min = 0, max = 3) int breedings) {
    TantrixPuzzle p = PuzzleCatalog.get(name);
    TantrixGa ga = TantrixGa.of(p);
    Growth growth = ga.growth();
    SplittableRandom random = new SplittableRandom(seed);
    int k = p.tiles().size();
    boolean free = !p.isFixedShape();
    Genome g = Genome.random(k, free, random);
    for (int i = 0; i < breedings; i++) {
      g = Operators.crossover(g, Genome.random(k, free, random), random);
      Operators.mutate(g, 0.05, random);
      Operators.invert(g, random);
      Operators.swapPriorities(g, Operators.bins(p.tiles(), ga.fitness().focal()), 3, random);
    }
    growth.grow(g);
    Tantrix t = growth.tantrix();
    TantrixCheck c = t.check();
    assertTrue(t.size() >= 1 && t.size() == growth.placed() && t.size() <= k);
    assertEquals(List.of(), c.mismatches(), "Golden Rule");
    assertTrue(c.isConnected(), "one group");
    List<Integer> placed = growth.placedTiles();
    assertEquals(placed.size(), new HashSet<>(placed).size(), "each tile of the list at most once");
    Map<Integer, Integer> left = new HashMap<>();
    p.tiles().forEach(x -> left.merge(x.number(), 1, Integer::sum));
    for (Tile x : t.tiles()) {
      assertTrue(left.merge(x.number(), -1, Integer::sum) >= 0, "tile " + x.number() + " used too often");
    }
    if (free) {
      assertEquals(Hex.ORIGIN, t.cells().get(0));
    } else {
      HexShape board = p.shape().orElseThrow();
      assertEquals(board.cells().subList(0, t.size()), t.cells(), "the board's cells in reading order");
    }

    Measures m = new Measures();
    m.measure(growth);
    assertEquals(c.holes().size(), m.holes, "holes");
    assertEquals(Fitness.compactness(t), m.compactness, 1e-12, "compactness");
    for (Colour colour : Colour.ARC_COLOURS) {
      List<ColourPath> paths = c.paths(colour);
      int i = colour.ordinal();
      assertEquals(paths.size(), m.paths[i], colour + " paths");
      assertEquals(longest(paths, PathKind.LINE), m.longestLine[i], colour + " longest line");
      assertEquals(longest(paths, PathKind.LOOP), m.longestLoop[i], colour + " longest loop");
    }
    assertEquals(ga.fitness().of(t), ga.fitness().of(m), 1e-9, "fitness");
    Fitness variant = ga.fitness().withLoopsAsSegments(true);
    assertEquals(variant.of(t), variant.of(m), 1e-9, "fitness, loops as segments");
  }

  private static int longest(List<ColourPath> paths, PathKind kind) {
    return paths.stream().filter(x -> x.kind() == kind).mapToInt(ColourPath::length).max().orElse(0);
  }
}
