package io.github.dlxkit.hexad.steiner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.hexad.HexadMatch;
import io.github.dlxkit.hexad.Minimog;
import io.github.dlxkit.hexad.model.BlockDesign;
import io.github.dlxkit.hexad.model.Labelling;
import io.github.dlxkit.hexad.model.Point;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The MINIMOG's hexads are one of the 5040 labelled S(5,6,12) that the engine lists. */
class MinimogSteinerTest {
  private static final Set<BlockDesign> ALL = new HashSet<>(SteinerSystem.exactCover(5, 6, 12).solutions().toList());

  /** The hexads on the points 0..11, ∞ (modulo 11) taking the unused number 11. */
  static BlockDesign hexads(Labelling labelling) {
    List<int[]> blocks = new ArrayList<>();
    for (HexadMatch h : Minimog.of(labelling).hexads()) {
      blocks.add(h.hexad().stream().mapToInt(p -> p.isInfinity() ? Point.MAX_NUMBER : p.number()).toArray());
    }
    return BlockDesign.of(12, blocks);
  }

  @ParameterizedTest
  @EnumSource(Labelling.class)
  @DisplayName("the MINIMOG's 132 hexads are among the engine's 5040 S(5,6,12), with group M12 (95040)")
  void minimogIsOneOfTheSystemsFound(Labelling labelling) {
    assertEquals(5040, ALL.size());
    BlockDesign minimog = hexads(labelling);
    assertTrue(ALL.contains(minimog));
    assertEquals(BigInteger.valueOf(95040), DesignAutomorphisms.groupOrder(minimog, 5));
    assertEquals(1, SteinerSystem.exactCover(5, 6, 12).withFixedBlocks(minimog).count());
  }
}
