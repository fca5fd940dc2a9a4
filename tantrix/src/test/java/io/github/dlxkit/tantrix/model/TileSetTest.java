package io.github.dlxkit.tantrix.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The 56 tiles against the counts of the official rules booklet (as listed in the data README). */
class TileSetTest {
  private final TileSet set = TileSet.standard();

  @Test
  void fiftySixDistinctTilesNumberedOneToFiftySix() {
    assertEquals(56, set.size());
    Set<String> faces = new HashSet<>();
    for (int n = 1; n <= 56; n++) {
      Tile t = set.tile(n);
      assertEquals(n, t.number());
      faces.add(canonicalFace(t));
    }
    assertEquals(56, faces.size(), "no two tiles alike, even turned");
  }

  /** Every three-colour face without three straights, counted independently: 4 colour sets × 14. */
  @Test
  void theSetHoldsEveryPossibleTile() {
    Set<String> possible = new HashSet<>();
    String letters = "RGBY";
    for (int mask = 0; mask < 4096; mask++) {
      char[] face = new char[6];
      int m = mask;
      for (int i = 0; i < 6; i++) {
        face[i] = letters.charAt(m & 3);
        m >>= 2;
      }
      try {
        Tile t = Tile.of(1, new String(face), Colour.WHITE);
        possible.add(canonicalFace(t));
      } catch (IllegalArgumentException notATile) {
        // a colour once or three times, or three straights
      }
    }
    assertEquals(56, possible.size());
    Set<String> ours = new HashSet<>();
    set.tiles().forEach(t -> ours.add(canonicalFace(t)));
    assertEquals(possible, ours);
  }

  @Test
  void typeAndLinkCountsAsTheBookletStates() {
    Map<TileType, Integer> types = new EnumMap<>(TileType.class);
    Map<Colour, int[]> kinds = new EnumMap<>(Colour.class);
    Map<Colour, Integer> onTiles = new EnumMap<>(Colour.class);
    for (Tile t : set.tiles()) {
      types.merge(t.type(), 1, Integer::sum);
      for (Link l : t.links()) {
        kinds.computeIfAbsent(l.colour(), c -> new int[3])[l.kind().ordinal()]++;
        onTiles.merge(l.colour(), 1, Integer::sum);
      }
    }
    assertEquals(Map.of(TileType.ROND, 8, TileType.BRID, 12, TileType.CHIN, 12, TileType.SINT, 24), types);
    for (Colour c : Colour.ARC_COLOURS) {
      assertEquals(42, onTiles.get(c), c + " tiles");
      assertEquals(List.of(18, 18, 6), List.of(kinds.get(c)[0], kinds.get(c)[1], kinds.get(c)[2]),
          c + ": corners, bends, straights");
    }
  }

  @Test
  void rainbowGroupsByBackColour() {
    Map<Colour, Integer> backs = new EnumMap<>(Colour.class);
    set.tiles().forEach(t -> backs.merge(t.back(), 1, Integer::sum));
    assertEquals(Map.of(Colour.YELLOW, 12, Colour.RED, 15, Colour.BLUE, 10, Colour.GREEN, 10, Colour.WHITE, 9), backs);
  }

  @Test
  void rotationMovesEdgeIToSideIPlusK() {
    Tile six = set.tile(6); // BRYRBY
    assertEquals("BRYRBY", six.edgeLetters());
    for (int k = 0; k < 6; k++) {
      for (int i = 0; i < 6; i++) {
        assertEquals(six.edge(i), six.rotate(k).colour(Side.of(i + k)));
      }
    }
    assertEquals(LinkKind.STRAIGHT, six.link(Colour.YELLOW).kind());
    assertEquals(TileType.CHIN, six.type());
  }

  @Test
  void numbersAndRanges() {
    assertEquals(List.of(1, 2, 3, 9, 12), TileSet.parseNumbers("1-3 9,12"));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TileSet.parseNumbers("1,x,3"));
    assertTrue(e.getMessage().contains("'x'"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> set.tile(57));
    assertTrue(e.getMessage().contains("no tile 57"), e.getMessage());
  }

  @Test
  void badFacesAreRefusedWithTheirNumber() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Tile.of(3, "RRRGGB", Colour.RED));
    assertTrue(e.getMessage().startsWith("tile 3"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Tile.of(3, "RGBRGB", Colour.RED), "three straights");
  }

  /** The least of the six rotations' edge strings. */
  static String canonicalFace(Tile t) {
    String best = null;
    for (int k = 0; k < 6; k++) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < 6; i++) {
        sb.append(t.rotate(k).colour(Side.of(i)).letter());
      }
      if (best == null || sb.toString().compareTo(best) < 0) {
        best = sb.toString();
      }
    }
    return best;
  }
}
