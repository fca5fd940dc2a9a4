package io.github.dlxkit.polyomino;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.puzzle.Puzzle;
import io.github.dlxkit.core.testing.PuzzleContract;
import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.Region;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * {@link TilingSolver} keeps the puzzle contract: reusable dominoes tile the 3×6 box in 41 ways
 * (OEIS A001835, a(3); BitboardTreeTest counts a(6) = 2131 for 3×12); the 12×12 box
 * (53,060,477,521,960,000 tilings, OEIS A004003) is never counted to the end.
 */
class TilingContractTest extends PuzzleContract<Tiling> {
  private static final Polyomino DOMINO = Polyomino.of(new int[] {0, 0}, new int[] {0, 1});

  private static TilingSolver dominoes(int rows, int columns) {
    return TilingSolver.builder(List.of(DOMINO), Region.box(rows, columns)).reusable(true).build();
  }

  @Override
  protected Puzzle<Tiling> small() {
    return dominoes(3, 6);
  }

  @Override
  protected long smallCount() {
    return 41;
  }

  @Override
  protected Puzzle<Tiling> large() {
    return dominoes(12, 12);
  }

  /** A tiling has no value equality: its sorted rows tell it apart. */
  @Override
  protected Object key(Tiling t) {
    int[] rows = t.rows().clone();
    Arrays.sort(rows);
    return Arrays.toString(rows);
  }

  /** Nine dominoes, every one of the 18 cells covered once: counted here, apart from the search. */
  @Override
  protected void assertSolves(Tiling t) {
    assertEquals(9, t.placements().size());
    Set<Integer> cells = new HashSet<>();
    t.placements().forEach(p -> {
      assertEquals(2, p.size());
      for (int c : p.cells()) {
        assertTrue(c >= 0 && c < 18 && cells.add(c), t::toAscii);
      }
    });
    assertEquals(18, cells.size());
    assertTrue(t.isComplete());
  }
}
