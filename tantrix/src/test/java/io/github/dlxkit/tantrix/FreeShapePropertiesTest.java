package io.github.dlxkit.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tantrix.freeshape.GrowthSearch;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.Tile;
import io.github.dlxkit.tantrix.model.TileSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The free-shape search against the shape-by-shape exact-cover count on random small puzzles:
 * random distinct tiles, one or two goal colours, lines and loops.
 */
class FreeShapePropertiesTest {

  @Property(tries = 60)
  void freeSearchAgreesWithEveryShapeOnTheExactCoverEngine(@ForAll long seed,
      @ForAll @IntRange(min = 3, max = 6) int size) {
    Random random = new Random(seed);
    List<Tile> all = new ArrayList<>(TileSet.standard().tiles());
    Collections.shuffle(all, random);
    List<Tile> tiles = all.subList(0, size);
    Goal goal = FixedShapePropertiesTest.randomGoal(random, tiles);
    ShapeByShapeCount.Counts expected = ShapeByShapeCount.count(tiles, goal);
    long[] seen = {0};
    GrowthSearch.Outcome o = FreeShapePuzzle.of(tiles, goal).forEachSolution((t, s) -> {
      assertTrue(t.check().satisfies(goal), t::toString);
      seen[0]++;
      return true;
    });
    assertTrue(o.isComplete());
    assertEquals(expected.distinct(), o.distinct(), () -> goal + " with " + tiles);
    assertEquals(expected.turned(), o.turned());
    assertEquals(o.distinct(), seen[0]);
  }

  /**
   * A free-shape count cut into subtrees ({@link FreeShapePuzzle#splittable}): the parts, each
   * counted alone from its line, add up to the whole count, both up to rotation and up to
   * translation, and the split is the same every time; a part's pieces one level down
   * ({@code refine}) add up to the part. At most five tiles (six with the repeat): a line goal on
   * six or seven can have millions of solutions (seven tiles and a repeat: over 10 s for one count in
   * 1 of 65 seeds, and a CI run spent 9 minutes on one case); on five, 1000 seeds took at most
   * 0.7 s each.
   */
  @Property(tries = 40)
  void splitPartsAddUpToTheWholeCount(@ForAll long seed, @ForAll @IntRange(min = 3, max = 5) int size,
      @ForAll @IntRange(min = 1, max = 40) int target) {
    Random random = new Random(seed);
    List<Tile> all = new ArrayList<>(TileSet.standard().tiles());
    Collections.shuffle(all, random);
    List<Tile> tiles = new ArrayList<>(all.subList(0, size));
    if (random.nextBoolean()) {
      tiles.add(tiles.get(random.nextInt(size))); // a repeated tile, as in the pack editions
    }
    Goal goal = FixedShapePropertiesTest.randomGoal(random, tiles);
    FreeShapePuzzle puzzle = FreeShapePuzzle.ofRepeated(tiles, goal);
    GrowthSearch.Outcome whole = puzzle.forEachSolution((t, s) -> true);
    for (boolean distinct : new boolean[] {true, false}) {
      io.github.dlxkit.core.search.SplittableSearch split = puzzle.splittable(distinct);
      List<io.github.dlxkit.core.search.Subproblem> parts = split.split(target);
      assertEquals(parts, split.split(target), "deterministic");
      long sum = 0;
      for (io.github.dlxkit.core.search.Subproblem p : parts) {
        long count = split.count(io.github.dlxkit.core.search.Subproblem.parse(p.toLine())).count();
        sum += count;
        // its pieces one level down (a refined count's) add up to it
        List<io.github.dlxkit.core.search.Subproblem> pieces = split.refine(p);
        long below = 0;
        for (io.github.dlxkit.core.search.Subproblem q : pieces) {
          assertTrue(io.github.dlxkit.core.search.SplittableSearch.extendsPrefix(q, p), q.toLine() + " below " + p.toLine());
          below += split.count(q).count();
        }
        assertEquals(pieces.isEmpty() ? 0 : count, below, () -> "the pieces of " + p.toLine());
      }
      assertEquals(whole.count(distinct), sum, () -> goal + " with " + tiles + " in about " + target);
    }
  }
}
