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
 * 2.5 GB of heap (surefire runs with -Xmx4g) and some 15-30 s, so it is tagged slow. The small
 * Witt design's count, as long, is a class of its own ({@link SteinerWitt22Test}): Surefire's two
 * JVMs then count both at once (a class runs in one JVM).
 */
@Tag("slow")
class SteinerWitt24Test {
  @Test
  @DisplayName("S(5,8,24): found by extension (759 octads, group of order |M24| = 244823040, ATLAS) and all 24!/|M24| counted by symmetry")
  void findsTheLargeWittDesign() {
    SteinerSystem witt24 = SteinerSystem.exactCover(5, 8, 24);
    BlockDesign octads = witt24.findByExtension(1).orElseThrow();
    assertEquals(759, octads.blockCount());
    assertTrue(octads.isSteinerSystem(5));
    assertEquals(BigInteger.valueOf(244_823_040L), DesignAutomorphisms.groupOrder(octads, 5));
    // every labelled S(5,8,24), counted by fixing the blocks through each last point in turn:
    // 24!/|M24| = 24!/244823040; the derived S(4,7,23) number 23!/|M23| = 23!/10200960 and each
    // extends in exactly one way
    SymmetricCount c = witt24.countBySymmetry(1);
    assertEquals(2_534_272_925_184_000L, c.count(), c.explanation());
    assertEquals(2_534_272_925_184_000L, c.derivedCount());
    assertEquals(1, c.extensions());
  }
}
