package io.github.dlxkit.hexad.steiner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.hexad.model.BlockDesign;
import io.github.dlxkit.hexad.model.Subsets;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Labelled Steiner systems counted by the engine. Every system listed is unique up to isomorphism,
 * so the count is v!/|Aut|, with the automorphism group orders from the literature (Conway and
 * Sloane, "Sphere Packings, Lattices and Groups", ch. 10; the ATLAS of Finite Groups):
 * <ul>
 *   <li>S(2,3,7), the Fano plane: PSL(2,7) = GL(3,2), order 168; 7!/168 = 30.
 *   <li>S(3,4,8), the planes of the affine space AG(3,2): AGL(3,2) = 2^3:GL(3,2), order 1344;
 *       8!/1344 = 30.
 *   <li>S(2,3,9), the lines of the affine plane AG(2,3): AGL(2,3), order 9 * 48 = 432; 9!/432 = 840.
 *   <li>S(3,4,10), the inversive plane of order 3: PΓL(2,9), order 1440; 10!/1440 = 2520.
 *   <li>S(4,5,11): the Mathieu group M11, order 7920; 11!/7920 = 5040.
 *   <li>S(5,6,12): the Mathieu group M12, order 95040; 12!/95040 = 5040.
 * </ul>
 * The engine's plain count, the count by fixing the blocks through a point, and the group order
 * computed by {@link DesignAutomorphisms} on a system the engine found must all agree with these.
 */
class SteinerSystemTest {

  @ParameterizedTest(name = "S({0},{1},{2}): {4} labelled systems = {2}!/{3}")
  @CsvSource({
    "2, 3, 7, 168, 30",
    "3, 4, 8, 1344, 30",
    "2, 3, 9, 432, 840",
    "3, 4, 10, 1440, 2520",
    "4, 5, 11, 7920, 5040",
    "5, 6, 12, 95040, 5040",
  })
  @DisplayName("labelled Steiner systems = v!/|Aut|, by plain count, by symmetry and by the computed group")
  void countsMatchTheLiterature(int t, int k, int v, long automorphisms, long expected) {
    assertEquals(BigInteger.valueOf(expected), Subsets.factorial(v).divide(BigInteger.valueOf(automorphisms)));
    SteinerSystem s = SteinerSystem.exactCover(t, k, v);
    assertEquals(expected, s.count(), "plain exact-cover count");
    SymmetricCount bySymmetry = s.countBySymmetry(1);
    assertEquals(expected, bySymmetry.count(), bySymmetry.explanation());
    assertTrue(bySymmetry.singleOrbit(), bySymmetry.explanation());
    BlockDesign found = s.findFirst().orElseThrow();
    assertTrue(found.isSteinerSystem(t));
    assertEquals(BigInteger.valueOf(automorphisms), DesignAutomorphisms.groupOrder(found, t));
  }

  @ParameterizedTest(name = "S({0},{1},{2}): {3}")
  @CsvSource({
    "2, 3, 7, 30",
    "3, 4, 8, 30",
    "2, 3, 9, 840",
    "2, 3, 8, 0",
    "2, 3, 6, 0",
    "2, 4, 7, 0",
    "1, 2, 6, 15",
    "1, 3, 9, 280",
    "3, 4, 9, 0",
  })
  @DisplayName("the engine agrees with plain backtracking (SimpleSteinerCounter), systems or none")
  void engineAgreesWithPlainBacktracking(int t, int k, int v, long expected) {
    // expected: computed by SimpleSteinerCounter, and for t=1 the partitions v!/((k!)^(v/k) (v/k)!)
    assertEquals(expected, SimpleSteinerCounter.count(t, k, v));
    SteinerSystem s = SteinerSystem.exactCover(t, k, v);
    assertEquals(expected, s.count());
    assertEquals(expected, s.count(2));
    assertEquals(expected, s.countBySymmetry(1).count());
    assertEquals(expected, SteinerSystem.countLabelled(t, k, v, 1, false, x -> x), "the chosen method");
    assertEquals(expected, SteinerSystem.countLabelled(t, k, v, 2, true, x -> x), "the chosen method, plain");
    assertEquals(expected > 0, SteinerSystem.findOne(t, k, v, 1, false, x -> x).isPresent(), "by the chosen method");
    assertEquals(expected > 0, SteinerSystem.findOne(t, k, v, 2, true, x -> x).isPresent(), "plain");
  }

  @ParameterizedTest(name = "S({0},{1},{2})")
  @CsvSource({"2, 3, 7", "3, 4, 8", "2, 3, 9", "3, 4, 10"})
  @DisplayName("every system the engine lists is a Steiner system, and listing by extension gives the same set")
  void everyListedSystemIsValid(int t, int k, int v) {
    SteinerSystem s = SteinerSystem.exactCover(t, k, v);
    List<BlockDesign> plain = s.solutions().toList();
    assertTrue(plain.stream().allMatch(d -> d.isSteinerSystem(t)));
    assertEquals(plain.size(), plain.stream().distinct().count());
    assertEquals(java.util.Set.copyOf(plain), java.util.Set.copyOf(s.systemsByExtension().toList()));
  }

  @ParameterizedTest(name = "S({0},{1},{2}) has order {3}")
  @CsvSource({"2, 5, 21, 120960", "3, 6, 22, 887040", "4, 7, 23, 10200960"})
  @DisplayName("the larger Witt designs are found by extension and have the groups PΓL(3,4), M22:2, M23")
  void largerWittDesignsByExtension(int t, int k, int v, long automorphisms) {
    // orders from the ATLAS: |PΓL(3,4)| = 120960, |M22:2| = 887040, |M23| = 10200960
    BlockDesign d = SteinerSystem.exactCover(t, k, v).findByExtension(1).orElseThrow();
    assertTrue(d.isSteinerSystem(t));
    assertEquals(BigInteger.valueOf(automorphisms), DesignAutomorphisms.groupOrder(d, t));
  }

  @org.junit.jupiter.api.Test
  @DisplayName("S(2,3,13): two isomorphism classes, |Aut| = 39 and 6, so 13!/39 + 13!/6 = 1,197,504,000 labelled")
  void twoClassesOfSteinerTripleSystemsOn13Points() {
    // There are two STS(13) up to isomorphism (Handbook of Combinatorial Designs, 2nd ed., II.1),
    // with automorphism groups of orders 39 (the cyclic one) and 6; the labelled count is the sum of
    // the two orbits. Both orders are also found among the systems the engine lists (below). The engine cannot count
    // 1.2e9 systems one by one here, but fixing the blocks through a point needs only the derived
    // S(1,2,12) (perfect matchings, one orbit) and one extension count.
    BigInteger expected = Subsets.factorial(13).divide(BigInteger.valueOf(39))
        .add(Subsets.factorial(13).divide(BigInteger.valueOf(6)));
    assertEquals(BigInteger.valueOf(1_197_504_000L), expected);
    SymmetricCount c = SteinerSystem.exactCover(2, 3, 13).countBySymmetry(1);
    assertEquals(1_197_504_000L, c.count(), c.explanation());
    assertEquals(10395, c.derivedCount()); // 12!/(2^6 6!) perfect matchings of 12 points
    java.util.Set<BigInteger> orders = SteinerSystem.exactCover(2, 3, 13).solutions().limit(2000)
        .map(d -> DesignAutomorphisms.groupOrder(d, 2)).collect(java.util.stream.Collectors.toSet());
    assertEquals(java.util.Set.of(BigInteger.valueOf(39), BigInteger.valueOf(6)), orders);
  }

  @org.junit.jupiter.api.Test
  @DisplayName("fixed blocks: a triple lies in 30 * 7 / 35 = 6 Fano planes; two triples sharing a pair in none")
  void fixedBlocks() {
    // the 30 Fano planes have 7 of the 35 triples each, and S_7 moves any triple to any other
    SteinerSystem fano = SteinerSystem.exactCover(2, 3, 7);
    assertEquals(6, fano.withFixedBlocks(List.of(new int[] {0, 1, 2})).count());
    assertEquals(0, fano.withFixedBlocks(List.of(new int[] {0, 1, 2}, new int[] {0, 1, 3})).count());
    BlockDesign d = fano.findFirst().orElseThrow();
    assertEquals(1, fano.withFixedBlocks(d).count());
    assertTrue(fano.withFixedBlocks(List.of(new int[] {2, 4, 6})).solutions()
        .allMatch(s -> s.isSteinerSystem(2) && s.blocks().stream().anyMatch(b -> java.util.Arrays.equals(b, new int[] {2, 4, 6}))));
  }
}
