package io.github.dlxkit.polyomino;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.Region;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Problems with no solution are answered at once, and misuse is refused with a clear message. */
class TilingSolverEdgeCasesTest {
  static final Polyomino DOMINO = Polyomino.of(new int[] {0, 0}, new int[] {0, 1});

  @Test
  @DisplayName("a piece larger than the region: no rows for it, zero solutions, no error")
  void pieceTooLarge() {
    TilingSolver t = TilingSolver.of(List.of(PieceSets.pentominoes().get(1), DOMINO), Region.box(2, 2));
    assertEquals(0, t.encoding().endRow(0) - t.encoding().firstRow(0));
    assertFalse(t.isSuitable());
    assertEquals(0, t.count());
    assertEquals(0, t.countDistinct());
    assertEquals(0, t.solutions().count());
  }

  @Test
  @DisplayName("a region whose size is no sum of piece sizes gives zero at once, even when the search would be huge")
  void impossibleSizes() {
    assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
      // 12 pentominoes (60 cells) against 61 cells; reusable dominoes against an odd 11x11 box
      assertEquals(0, TilingSolver.of(PieceSets.pentominoes(), Region.box(1, 61), true, true, false).count());
      TilingSolver dominoes = TilingSolver.of(List.of(DOMINO), Region.box(11, 11), true, false, true);
      assertFalse(dominoes.isSuitable());
      assertEquals(0, dominoes.count());
      assertEquals(0, dominoes.countDistinct());
      assertTrue(dominoes.solutions().findFirst().isEmpty());
    });
  }

  @Test
  @DisplayName("misuse is refused with a message naming the problem")
  void misuse() {
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> TilingSolver.of(List.of(DOMINO), Region.box(2, 2, 2))).getMessage()
        .contains("has dimension 2 but the region has dimension 3"));
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> TilingSolver.of(List.of(DOMINO), Region.box(2, 2), false, true, false)).getMessage()
        .contains("reflections without rotations"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> TilingSolver.of(List.of(), Region.box(2, 2)))
        .getMessage().contains("no pieces"));
    TilingSolver t = TilingSolver.of(List.of(DOMINO), Region.box(2, 2), true, false, true);
    assertTrue(assertThrows(IllegalArgumentException.class, () -> t.count(0)).getMessage()
        .contains("threads must be in 1..1024, got 0"));
    TilingSolver big = TilingSolver.of(List.of(DOMINO), Region.box(12, 12), true, false, true);
    assertTrue(assertThrows(IllegalStateException.class, () -> big.withKernel(TilingKernel.BITBOARD).count())
        .getMessage().contains("at most 128 cells, this one has 144"));
  }

  @Test
  @DisplayName("rotation off: pieces keep their orientation (a vertical domino alone cannot tile a 1x2 box)")
  void noRotation() {
    Polyomino vertical = Polyomino.of(new int[] {0, 0}, new int[] {1, 0});
    assertEquals(0, TilingSolver.of(List.of(vertical), Region.box(1, 2), false, false, false).count());
    assertEquals(1, TilingSolver.of(List.of(vertical), Region.box(1, 2), true, false, false).count());
  }
}
