package io.github.dlxkit.polyomino;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.model.SolutionChecker;
import io.github.dlxkit.polyomino.encoding.Placement;
import io.github.dlxkit.polyomino.model.Cell;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * Random small puzzles ({@link RandomPuzzles}): every solution is an exact tiling with the right
 * pieces, and every way of counting agrees with the independent brute-force tiler.
 */
class TilingPropertiesTest {

  @Property(tries = 300)
  void everySolutionTilesTheRegionExactlyWithTheRightPieces(@ForAll long seed) {
    RandomPuzzles.Puzzle puzzle = RandomPuzzles.generate(seed);
    TilingSolver solver = puzzle.solver();
    solver.solutions().limit(200).forEach(tiling -> {
      Set<Cell> covered = new HashSet<>();
      int[] uses = new int[puzzle.pieces().size()];
      for (Placement p : tiling.placements()) {
        uses[p.piece()]++;
        for (Cell c : p.polyomino().cells()) {
          assertTrue(puzzle.region().contains(c), () -> c + " outside the region in " + tiling + " of " + puzzle);
          assertTrue(covered.add(c), () -> c + " covered twice in " + tiling + " of " + puzzle);
        }
        Set<List<List<Integer>>> allowed = IndependentTiler.orientations(
            RandomPuzzles.cells(puzzle.pieces().get(p.piece()).cells()), puzzle.rotation(), puzzle.reflection());
        assertTrue(allowed.contains(IndependentTiler.normalise(RandomPuzzles.cells(p.polyomino().cells()))),
            () -> p + " is not an allowed orientation of its piece in " + puzzle);
        assertEquals(puzzle.pieces().get(p.piece()).colour(), p.polyomino().colour());
      }
      assertEquals(puzzle.region().size(), covered.size(), () -> "not all covered: " + tiling + " of " + puzzle);
      for (int i = 0; i < uses.length; i++) {
        if (!puzzle.reusable()[i]) {
          assertEquals(1, uses[i], "piece " + i + " must be used exactly once in " + tiling + " of " + puzzle);
        }
      }
      assertTrue(SolutionChecker.isSolution(solver.problem(), tiling.rows()));
      assertTrue(tiling.isComplete());
    });
  }

  /** The check made before any placement is built never refuses a puzzle that has a solution. */
  @Property(tries = 300)
  void theCellCountCheckRefusesOnlyPuzzlesWithoutSolutions(@ForAll long seed) {
    RandomPuzzles.Puzzle puzzle = RandomPuzzles.generate(seed);
    boolean admits = puzzle.builder().cellCountAdmits();
    net.jqwik.api.statistics.Statistics.collect(admits ? "admitted" : "refused");
    if (!admits) {
      assertEquals(0, puzzle.independentCount(), () -> "refused by the cell counts: " + puzzle);
    }
    // the property must meet refused puzzles, or it checks nothing
    net.jqwik.api.statistics.Statistics.coverage(c -> c.check("refused").count(n -> n > 0));
  }

  @Property(tries = 300)
  void everyCounterAgreesWithTheIndependentTiler(@ForAll long seed) {
    RandomPuzzles.Puzzle puzzle = RandomPuzzles.generate(seed);
    TilingSolver solver = puzzle.solver();
    long expected = puzzle.independentCount();
    assertEquals(expected, solver.count(), () -> "default count of " + puzzle);
    assertEquals(expected, solver.withKernel(TilingKernel.DANCING_LINKS).withSymmetryBreaking(false).count(),
        () -> "plain Dancing Links count of " + puzzle);
    assertEquals(expected, solver.withKernel(TilingKernel.DANCING_LINKS).count(), () -> "Dancing Links with symmetry: " + puzzle);
    assertEquals(expected, solver.withKernel(TilingKernel.BITBOARD).withSymmetryBreaking(false).count(),
        () -> "plain bitboard count of " + puzzle);
    assertEquals(expected, solver.solutions().count(), () -> "solutions listed for " + puzzle);
  }

  @Property(tries = 300)
  void distinctCountsAgreeWithTheLeastImageCount(@ForAll long seed) {
    RandomPuzzles.Puzzle puzzle = RandomPuzzles.generate(seed);
    TilingSolver solver = puzzle.solver();
    long expected = solver.withSymmetryBreaking(false).countDistinct();
    assertEquals(expected, solver.countDistinct(), () -> "bitboard distinct count of " + puzzle);
    assertEquals(expected, solver.withKernel(TilingKernel.DANCING_LINKS).countDistinct(),
        () -> "Dancing Links distinct count of " + puzzle);
    long all = solver.count();
    assertTrue(expected <= all && all <= expected * solver.symmetries().size(),
        () -> "orbits of sizes 1.." + solver.symmetries().size() + ": " + expected + " vs " + all);
  }

  @Property(tries = 60)
  void countingInParallelGivesTheSameNumbers(@ForAll long seed) {
    RandomPuzzles.Puzzle puzzle = RandomPuzzles.generate(seed);
    TilingSolver solver = puzzle.solver();
    assertEquals(solver.count(), solver.count(3));
    assertEquals(solver.countDistinct(), solver.countDistinct(2));
    assertEquals(solver.count(), solver.withKernel(TilingKernel.DANCING_LINKS).count(2));
  }
}
