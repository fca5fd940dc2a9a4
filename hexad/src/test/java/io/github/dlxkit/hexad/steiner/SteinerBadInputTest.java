package io.github.dlxkit.hexad.steiner;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.hexad.model.BlockDesign;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Bad parameters and blocks get messages that name them. */
class SteinerBadInputTest {
  private static void fails(String expectedPart, Executable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
    assertTrue(e.getMessage().contains(expectedPart), () -> "'" + e.getMessage() + "' lacks '" + expectedPart + "'");
  }

  @Test
  void parameters() {
    fails("t must be at least 1, got 0", () -> SteinerSystem.exactCover(0, 3, 7));
    fails("the block size k must be at least t, got k=2", () -> SteinerSystem.exactCover(3, 2, 7));
    fails("v must be at least k, got v=2", () -> SteinerSystem.exactCover(2, 3, 2));
    fails("at most 62 points, got v=63", () -> SteinerSystem.exactCover(2, 3, 63));
    fails("the engine takes at most", () -> SteinerSystem.exactCover(5, 12, 40));
  }

  @Test
  void fixedBlocks() {
    SteinerSystem fano = SteinerSystem.exactCover(2, 3, 7);
    fails("fixed block [0, 1, 7]: point 7 is not in 0..6", () -> fano.withFixedBlocks(List.of(new int[] {0, 1, 7})));
    fails("fixed block [0, 1] is not 3 distinct points", () -> fano.withFixedBlocks(List.of(new int[] {0, 1})));
    fails("fixed block [0, 1, 1] is not 3 distinct points", () -> fano.withFixedBlocks(List.of(new int[] {0, 1, 1})));
  }

  @Test
  void designs() {
    fails("block [0, 4]: point 4 is not in 0..3", () -> BlockDesign.of(4, List.of(new int[] {0, 4})));
    fails("block [0, 0] repeats point 0", () -> BlockDesign.of(4, List.of(new int[] {0, 0})));
    fails("block [0, 1, 2] has 3 points, but block [0, 1] has 2", () -> BlockDesign.of(4, List.of(new int[] {0, 1}, new int[] {0, 1, 2})));
    fails("block [0, 1] appears twice", () -> BlockDesign.of(4, List.of(new int[] {0, 1}, new int[] {1, 0})));
  }
}
