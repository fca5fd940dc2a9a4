package io.github.dlxkit.hexad.steiner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The Witt design S(3,6,22) counted by symmetry: some 20 s, in a class of its own so that it runs
 * beside {@link SteinerWitt24Test} in Surefire's other JVM instead of after it in the same one.
 */
@Tag("slow")
class SteinerWitt22Test {
  @Test
  @DisplayName("S(3,6,22) by symmetry: 22!/|M22:2| = 22!/887040 = 1,267,136,462,592,000 labelled systems")
  void countsTheWittDesignOn22Points() {
    // |Aut S(3,6,22)| = |M22:2| = 887040 (ATLAS); the chain also counts S(2,5,21) = 21!/|PΓL(3,4)|
    SymmetricCount c = SteinerSystem.exactCover(3, 6, 22).countBySymmetry(1);
    assertEquals(1_267_136_462_592_000L, c.count(), c.explanation());
    assertEquals(422_378_820_864_000L, c.derivedCount()); // 21!/120960
    assertEquals(3, c.extensions());
  }
}
