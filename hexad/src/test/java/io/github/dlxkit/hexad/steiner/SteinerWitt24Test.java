package io.github.dlxkit.hexad.steiner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.hexad.model.BlockDesign;
import java.math.BigInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The large Witt design S(5,8,24): 42,504 items, 735,471 options, 41,186,376 entries. Needs about
 * 2.5 GB of heap (surefire runs with -Xmx4g) and some 15-30 s, so it is tagged slow.
 */
@Tag("slow")
class SteinerWitt24Test {
  @Test
  @DisplayName("S(5,8,24) by extension: 759 octads, every 5 points in one, automorphism group of order |M24| = 244823040 (ATLAS)")
  void findsTheLargeWittDesign() {
    BlockDesign octads = SteinerSystem.exactCover(5, 8, 24).findByExtension(1).orElseThrow();
    assertEquals(759, octads.blockCount());
    assertTrue(octads.isSteinerSystem(5));
    assertEquals(BigInteger.valueOf(244_823_040L), DesignAutomorphisms.groupOrder(octads, 5));
  }
}
