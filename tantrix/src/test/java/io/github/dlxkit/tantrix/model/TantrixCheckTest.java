package io.github.dlxkit.tantrix.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Validation on small tantrixes worked out by hand. */
class TantrixCheckTest {
  private final TileSet set = TileSet.standard();

  /**
   * Discovery 3: tiles 1, 2, 3 around the vertex shared by (0,0), (1,0) and (0,1), each with its
   * yellow corner at that vertex: tile 1 (yellow on edges W, NW) turned 3 shows it on E, SE;
   * tile 2 (also W, NW) turned 5 on SW, W; tile 3 (SE, SW) turned 3 on NW, NE.
   */
  static Tantrix yellowTriangle(TileSet set) {
    return Tantrix.builder()
        .place(Hex.of(0, 0), set.tile(1), 3)
        .place(Hex.of(1, 0), set.tile(2), 5)
        .place(Hex.of(0, 1), set.tile(3), 3)
        .build();
  }

  @Test
  void theThreeTileYellowLoop() {
    TantrixCheck c = yellowTriangle(set).check();
    assertTrue(c.mismatches().isEmpty(), c.mismatches().toString());
    assertTrue(c.holes().isEmpty());
    assertTrue(c.isConnected());
    assertEquals(1, c.paths(Colour.YELLOW).size());
    ColourPath loop = c.paths(Colour.YELLOW).get(0);
    assertEquals(PathKind.LOOP, loop.kind());
    assertEquals(3, loop.length());
    assertTrue(c.satisfies(Goal.loop(Colour.YELLOW)));
    assertFalse(c.satisfies(Goal.line(Colour.YELLOW)));
    assertFalse(c.satisfies(Goal.loop(Colour.RED)), "red arcs all end on the border");
    assertTrue(c.paths(Colour.RED).stream().allMatch(p -> p.kind() == PathKind.LINE));
    assertEquals(List.of(), c.paths(Colour.GREEN));
  }

  @Test
  void aMismatchIsReportedOnceWithBothColours() {
    Tantrix t = Tantrix.builder()
        .place(Hex.of(0, 0), set.tile(1), 3)
        .place(Hex.of(1, 0), set.tile(2), 5)
        .place(Hex.of(0, 1), set.tile(3), 0)
        .build();
    TantrixCheck c = t.check();
    assertFalse(c.mismatches().isEmpty());
    for (TantrixCheck.Mismatch m : c.mismatches()) {
      assertTrue(m.here() != m.there());
      assertEquals(m.here(), t.colourAt(m.cell(), m.side()));
      assertEquals(m.there(), t.colourAt(m.cell().neighbour(m.side()), m.side().opposite()));
    }
    assertFalse(c.isValid());
    assertFalse(c.satisfies(Goal.none()));
  }

  @Test
  void anEnclosedEmptyCellIsAHole() {
    Tantrix.Builder b = Tantrix.builder();
    int n = 1;
    for (Side s : Side.values()) {
      b.place(Hex.ORIGIN.neighbour(s), set.tile(n++), 0);
    }
    TantrixCheck c = b.build().check();
    assertEquals(List.of(Hex.ORIGIN), c.holes());
    assertFalse(c.isValid());
  }

  @Test
  void twoSeparateGroupsAreNotATantrix() {
    Tantrix t = Tantrix.builder().place(Hex.of(0, 0), set.tile(1), 0).place(Hex.of(5, 0), set.tile(2), 0).build();
    assertFalse(t.check().isConnected());
    assertFalse(t.check().isValid());
  }

  @Test
  void aCellTakesOneTile() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Tantrix.builder().place(Hex.ORIGIN, set.tile(1), 0).place(Hex.ORIGIN, set.tile(2), 0));
    assertTrue(e.getMessage().contains("(0,0)"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> new OrientedTile(set.tile(1), 6));
  }
}
