package io.github.dlxkit.polyomino;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Keeps the property tests meaningful: the random puzzles often have solutions, symmetries, and symmetric solutions. */
class RandomPuzzlesStatsTest {
  @Test
  void randomPuzzlesAreOftenInteresting() {
    int solvable = 0;
    int symmetric = 0;
    int selfSymmetricSolutions = 0;
    int reusable = 0;
    int threeD = 0;
    for (long seed = 0; seed < 300; seed++) {
      RandomPuzzles.Puzzle p = RandomPuzzles.generate(seed);
      TilingSolver s = p.solver();
      long count = s.count();
      long distinct = s.countDistinct();
      solvable += count > 0 ? 1 : 0;
      symmetric += s.symmetries().size() > 1 && count > 0 ? 1 : 0;
      selfSymmetricSolutions += distinct * s.symmetries().size() != count ? 1 : 0;
      for (boolean r : p.reusable()) {
        reusable += r ? 1 : 0;
      }
      threeD += p.region().dimension() == 3 ? 1 : 0;
    }
    String stats = "solvable " + solvable + ", with symmetries " + symmetric + ", with self-symmetric solutions "
        + selfSymmetricSolutions + ", reusable " + reusable + ", 3-D " + threeD;
    System.out.println("random puzzles: " + stats);
    assertTrue(solvable > 120 && symmetric > 60 && selfSymmetricSolutions > 20 && reusable > 30 && threeD > 20, stats);
  }
}
