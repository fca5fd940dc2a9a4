package io.github.dlxkit.hexad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.hexad.model.BlockDesign;
import io.github.dlxkit.hexad.model.CellSet;
import io.github.dlxkit.hexad.model.InfinityStyle;
import io.github.dlxkit.hexad.model.Point;
import io.github.dlxkit.hexad.steiner.DesignAutomorphisms;
import io.github.dlxkit.hexad.steiner.SteinerSystem;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Runs the Java examples of hexad's Javadoc and of docs/hexad.md, each copied here word for word
 * (cli's OrphanExamplesTest checks that), and asserts what their comments say. The MINIMOG outputs
 * are SageMath's doctests (sage/games/hexad.py, as in MinimogSageExamplesTest); the Steiner counts
 * are v!/|Aut|: the Fano plane's group PSL(2,7) has order 168, so 7!/168 = 30; M12 has order
 * 95040, so 12!/95040 = 5040 (ATLAS); S(5,6,12) has 132 hexads (the block count 12·11·10·9·8 /
 * (6·5·4·3·2)).
 *
 * <p>{@code JavadocExamplesTest} runs the examples of the packages this module exports to everyone
 * as written, and checks what their comments say: a case here copies one of those only where it
 * asserts more; copies that asserted nothing more are gone (issue 33).
 */
class DocExamplesTest {
  static final List<Point> HEXAD = List.of(Point.of(0), Point.of(1), Point.of(2), Point.of(3), Point.of(4),
      Point.of(11));

  @Test
  void minimog() {
    Minimog m = Minimog.shuffle();
    HexadMatch h = m.findHexad(0, 1, 2, 3, 4);
    h.hexad();                          // [0, 1, 2, 3, 4, 11]
    h.description();                    // [square 2, picture 6]
    m.blackjackMove(0, 2, 4, 6, 7, 11).message();   // "4 --> 3. The total went from 30 to 29."
    Minimog.modulo11().findHexad(List.of(Point.of(1), Point.of(2), Point.of(3), Point.of(4), Point.INFINITY));
                                        // [1, 2, 3, 4, 10, ∞], [square 8, picture 0]

    assertEquals(HEXAD, h.hexad());
    assertEquals(List.of("square 2", "picture 6"), h.description());
    assertEquals("4 --> 3. The total went from 30 to 29.", m.blackjackMove(0, 2, 4, 6, 7, 11).message());
    HexadMatch inf = Minimog.modulo11().findHexad(List.of(Point.of(1), Point.of(2), Point.of(3), Point.of(4),
        Point.INFINITY));
    assertEquals(List.of(Point.of(1), Point.of(2), Point.of(3), Point.of(4), Point.of(10), Point.INFINITY),
        inf.hexad());
    assertEquals(List.of("square 8", "picture 0"), inf.description());
  }

  @Test
  void pictureSet() {
    Minimog m = Minimog.shuffle();
    Minimog.pictureSet(m.picture00(), m.cross(2));   // {5, 7, 8, 9, 10}

    assertEquals(List.of(Point.of(5), Point.of(7), Point.of(8), Point.of(9), Point.of(10)),
        List.copyOf(Minimog.pictureSet(m.picture00(), m.cross(2))));
  }

  @Test
  void blockDesign() {
    BlockDesign fano = BlockDesign.of(7, List.of(new int[] {0, 1, 2}, new int[] {0, 3, 4}, new int[] {0, 5, 6},
        new int[] {1, 3, 5}, new int[] {1, 4, 6}, new int[] {2, 3, 6}, new int[] {2, 4, 5}));
    fano.isSteinerSystem(2);        // every pair of points in exactly one block
    fano.derived(6);                // the blocks through point 6, without it: an S(1,2,6)

    // by hand: the 7 blocks hold the 21 pairs once each; {0,5,6}, {1,4,6}, {2,3,6} go through 6
    assertTrue(fano.isSteinerSystem(2));
    assertEquals(BlockDesign.of(6, List.of(new int[] {0, 5}, new int[] {1, 4}, new int[] {2, 3})), fano.derived(6));
    assertTrue(fano.derived(6).isSteinerSystem(1));
  }

  @Test
  void cellSet() {
    CellSet diagonal = CellSet.of(0, 0, 1, 1, 2, 2);   // (0,0), (1,1), (2,2)
    diagonal.contains(1, 1);                           // true

    assertTrue(diagonal.contains(1, 1));
    assertFalse(diagonal.contains(0, 1));
    assertEquals(3, diagonal.size());
  }

  @Test
  void point() {
    Point five = Point.of(5);
    Point inf = Point.parse("inf");          // also "∞", "+Infinity", "Infinity", "oo"
    inf.format(InfinityStyle.ASCII);         // "inf"

    assertEquals(5, five.number());
    assertEquals(Point.INFINITY, inf);
    for (String s : List.of("∞", "+Infinity", "Infinity", "oo")) {
      assertEquals(Point.INFINITY, Point.parse(s), s);
    }
    assertEquals("inf", inf.format(InfinityStyle.ASCII));
  }

  @Test
  void packageInfo() {
    Minimog.shuffle().findHexad(0, 1, 2, 3, 4);          // ([0, 1, 2, 3, 4, 11], ['square 2', 'picture 6'])
    Minimog.shuffle().blackjackMove(0, 2, 4, 6, 7, 11);  // 4 --> 3. The total went from 30 to 29.
    SteinerSystem.exactCover(5, 6, 12).count();          // 5040

    assertEquals("([0, 1, 2, 3, 4, 11], ['square 2', 'picture 6'])", Minimog.shuffle().findHexad(0, 1, 2, 3, 4).toString());
    assertEquals("4 --> 3. The total went from 30 to 29.",
        Minimog.shuffle().blackjackMove(0, 2, 4, 6, 7, 11).message());
    assertEquals(5040, SteinerSystem.exactCover(5, 6, 12).count());
  }

  @Test
  void designAutomorphisms() {
    BlockDesign fano = SteinerSystem.exactCover(2, 3, 7).findFirst().orElseThrow();
    DesignAutomorphisms.groupOrder(fano, 2);    // 168, the order of PSL(2,7)

    assertEquals(BigInteger.valueOf(168), DesignAutomorphisms.groupOrder(fano, 2));
  }

  @Test
  void steinerSystem() {
    SteinerSystem fano = SteinerSystem.exactCover(2, 3, 7);
    fano.count();                                        // 30 labelled Fano planes = 7!/168
    BlockDesign d = fano.findFirst().orElseThrow();      // 7 lines
    SteinerSystem.exactCover(5, 6, 12).countBySymmetry(1).count();  // 5040 = 12!/|M12|
    SteinerSystem.exactCover(5, 6, 12).findByExtension(1);          // one S(5,6,12), via S(4,5,11), ...

    assertEquals(30, fano.count());
    assertEquals(7, d.blockCount());
    assertEquals(5040, SteinerSystem.exactCover(5, 6, 12).countBySymmetry(1).count());
    BlockDesign s = SteinerSystem.exactCover(5, 6, 12).findByExtension(1).orElseThrow();
    assertEquals(132, s.blockCount());
    assertTrue(s.isSteinerSystem(5));
  }

  @Test
  void countLabelled() {
    long fano = SteinerSystem.countLabelled(2, 3, 7, 1, false, s -> s); // 30 labelled Fano planes

    assertEquals(30, fano); // 7!/168
    assertEquals(30, SteinerSystem.countLabelled(2, 3, 7, 1, true, s -> s), "the plain count agrees");
    // a Steiner triple system needs v = 1 or 3 mod 6 (Kirkman 1847): none on 8 points
    assertEquals(0, SteinerSystem.countLabelled(2, 3, 8, 1, false, s -> s));
  }

  @Test
  void hexadDoc() {
    Minimog m = Minimog.shuffle();                      // or Minimog.modulo11()
    HexadMatch h = m.findHexad(0, 1, 2, 3, 4);
    h.hexad();                                          // [0, 1, 2, 3, 4, 11]
    h.description();                                    // [square 2, picture 6]
    m.findHexad2(List.of(Point.of(2), Point.of(3), Point.of(4), Point.of(8)), Point.of(0));
                                                        // Optional[([0, 2, 3, 4, 8, 9], ['cross 12', 'picture 0'])]
    m.blackjackMove(0, 2, 4, 6, 7, 11).message();       // "4 --> 3. The total went from 30 to 29."
    Minimog.viewList(m.cross(1));                       // "[1 1 1]\n[0 0 1]\n[0 0 1]"
    Minimog.pictureSet(m.picture00(), m.cross(2));      // [5, 7, 8, 9, 10]
    m.printKitten();
    m.hexads();                                         // all 132, sorted, each with its description

    assertEquals(HEXAD, h.hexad());
    assertEquals(List.of("square 2", "picture 6"), h.description());
    Optional<HexadMatch> two = m.findHexad2(List.of(Point.of(2), Point.of(3), Point.of(4), Point.of(8)), Point.of(0));
    assertEquals("Optional[([0, 2, 3, 4, 8, 9], ['cross 12', 'picture 0'])]", two.toString());
    assertEquals("[1 1 1]\n[0 0 1]\n[0 0 1]", Minimog.viewList(m.cross(1)));
    assertEquals("[5, 7, 8, 9, 10]", Minimog.pictureSet(m.picture00(), m.cross(2)).toString());
    assertEquals(132, m.hexads().size());
    assertTrue(m.hexads().stream().allMatch(x -> m.isHexad(x.hexad())));
  }

  @Test
  void steinerDoc() {
    SteinerSystem fano = SteinerSystem.exactCover(2, 3, 7);
    fano.count();                                          // 30 = 7!/168
    BlockDesign d = fano.findFirst().orElseThrow();        // 7 blocks, lexicographic order
    d.isSteinerSystem(2);                                  // true (an independent check)
    DesignAutomorphisms.groupOrder(d, 2);                  // 168
    fano.withFixedBlocks(List.of(new int[] {0, 1, 2})).count();   // 30 * 7 / 35 = 6
    SteinerSystem.exactCover(5, 6, 12).countBySymmetry(1);        // 5040, with its justification

    assertEquals(30, fano.count());
    assertEquals(7, d.blockCount());
    assertTrue(d.isSteinerSystem(2));
    assertEquals(BigInteger.valueOf(168), DesignAutomorphisms.groupOrder(d, 2));
    // each of the 30 planes has 7 of the 35 triples as lines; by symmetry each triple is a line of 6
    assertEquals(6, fano.withFixedBlocks(List.of(new int[] {0, 1, 2})).count());
    assertEquals(5040, SteinerSystem.exactCover(5, 6, 12).countBySymmetry(1).count());
  }
}
