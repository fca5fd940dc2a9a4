package io.github.dlxkit.polyomino;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.core.search.Progress;
import io.github.dlxkit.core.search.SearchStoppedException;
import io.github.dlxkit.core.search.StopReason;
import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.Region;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The bitboard counter runs under the core search control: it reports progress itself (so asking
 * for progress does not switch to Dancing Links) and stops on interrupt.
 */
class BitboardProgressTest {
  /** Scott's 8x8 board without its centre: 520 packings (Scott 1958; SageMath's documentation). */
  private static TilingSolver scott() {
    Region board = Region.box(8, 8).minus(Region.box(2, 2).translate(Cell.of(3, 3)));
    return TilingSolver.builder(PieceSets.pentominoes(), board).reflection(true).build();
  }

  @ParameterizedTest(name = "threads = {0}")
  @ValueSource(ints = {1, 2})
  void bitboardReportsProgressAndCountsTheSame(int threads) {
    List<Progress> seen = new CopyOnWriteArrayList<>();
    TilingSolver bitboard = scott().withKernel(TilingKernel.BITBOARD)
        .withSymmetryBreaking(false).withProgress(seen::add, Duration.ofNanos(1));
    assertEquals(520, bitboard.count(threads));
    assertFalse(seen.isEmpty(), "the bitboard counter reported no progress");
    long nodes = 0;
    for (Progress p : seen) {
      assertTrue(p.estimate() > 0 && p.estimate() <= 1, () -> "estimate out of range: " + p);
      assertTrue(p.nodes() >= nodes, "node counts must not go back");
      nodes = p.nodes();
    }
  }

  @Test
  void interruptStopsTheBitboardCount() {
    TilingSolver bitboard = scott().withKernel(TilingKernel.BITBOARD).withSymmetryBreaking(false);
    Thread.currentThread().interrupt();
    try {
      SearchStoppedException e = assertThrows(SearchStoppedException.class, bitboard::count);
      assertEquals(StopReason.INTERRUPTED, e.partialResult().stopReason());
    } finally {
      Thread.interrupted();
    }
    assertEquals(520, bitboard.count());
  }
}
