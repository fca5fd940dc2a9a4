package io.github.dlxkit.tantrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tantrix.model.Colour;
import io.github.dlxkit.tantrix.model.Goal;
import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.HexShape;
import io.github.dlxkit.tantrix.model.PathKind;
import io.github.dlxkit.tantrix.model.Side;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.Tile;
import io.github.dlxkit.tantrix.model.TileSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The exact-cover solver and the plain backtracking twin agree on random small puzzles. */
class FixedShapePropertiesTest {
  private static final TileSet SET = TileSet.standard();

  @Property(tries = 120)
  void exactCoverAgreesWithPlainBacktracking(@ForAll long seed, @ForAll @IntRange(min = 3, max = 7) int size) {
    Random random = new Random(seed);
    HexShape shape = randomShape(random, size);
    List<Tile> tiles = new ArrayList<>(SET.tiles());
    Collections.shuffle(tiles, random);
    tiles = tiles.subList(0, shape.size());
    Goal goal = randomGoal(random, tiles);
    FixedShapePuzzle puzzle = FixedShapePuzzle.of(tiles, shape, goal);

    Set<Tantrix> expected = new HashSet<>();
    long twin = new PlainBacktracking(tiles, shape, goal).count(expected::add);
    assertEquals(twin, puzzle.count(), () -> "count for " + goal + " on " + shape);
    Set<Tantrix> found = new HashSet<>(puzzle.solutions().toList());
    assertEquals(expected, found);
    assertEquals(puzzle.count(), puzzle.countDistinct() * puzzle.symmetryCount());
    for (Tantrix t : found) {
      assertTrue(t.check().satisfies(goal));
      assertEquals(new HashSet<>(shape.cells()), new HashSet<>(t.cells()));
    }
  }

  /** A random connected shape without holes, grown from the origin, or a pyramid or hexagon. */
  static HexShape randomShape(Random random, int size) {
    int pick = random.nextInt(5);
    if (pick == 0) {
      return HexShape.pyramid(3);
    }
    if (pick == 1) {
      return HexShape.hexagon(1);
    }
    while (true) {
      List<Hex> cells = new ArrayList<>(List.of(Hex.ORIGIN));
      while (cells.size() < size) {
        Hex next = cells.get(random.nextInt(cells.size())).neighbour(Side.of(random.nextInt(6)));
        if (!cells.contains(next)) {
          cells.add(next);
        }
      }
      HexShape s = HexShape.of(cells);
      if (s.holes().isEmpty()) {
        return s;
      }
    }
  }

  /** One or two goal colours carried by some tile, each a line or a loop. */
  static Goal randomGoal(Random random, List<Tile> tiles) {
    List<Colour> carried = new ArrayList<>();
    for (Colour c : Colour.ARC_COLOURS) {
      if (tiles.stream().anyMatch(t -> t.has(c))) {
        carried.add(c);
      }
    }
    Collections.shuffle(carried, random);
    Goal g = Goal.none();
    int colours = random.nextInt(4) == 0 ? 2 : 1;
    for (int i = 0; i < colours; i++) {
      g = g.and(random.nextBoolean() ? PathKind.LINE : PathKind.LOOP, carried.get(i));
    }
    return g;
  }
}
