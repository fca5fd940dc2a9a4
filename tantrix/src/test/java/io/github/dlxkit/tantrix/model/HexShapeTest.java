package io.github.dlxkit.tantrix.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

class HexShapeTest {

  @Test
  void neighboursFollowTheIssueConventions() {
    Hex h = Hex.of(2, 5);
    assertEquals(Hex.of(3, 4), h.neighbour(Side.NE));
    assertEquals(Hex.of(3, 5), h.neighbour(Side.E));
    assertEquals(Hex.of(2, 6), h.neighbour(Side.SE));
    assertEquals(Hex.of(1, 6), h.neighbour(Side.SW));
    assertEquals(Hex.of(1, 5), h.neighbour(Side.W));
    assertEquals(Hex.of(2, 4), h.neighbour(Side.NW));
    for (Side s : Side.values()) {
      assertEquals(h, h.neighbour(s).neighbour(s.opposite()));
      assertEquals(1, h.distance(h.neighbour(s)));
    }
  }

  @Test
  void turningACellMovesEachNeighbourDirectionToTheNextSide() {
    for (Side s : Side.values()) {
      assertEquals(Hex.ORIGIN.neighbour(s.turn(1)), Hex.ORIGIN.neighbour(s).rotate(1));
    }
    assertEquals(Hex.of(3, -7), Hex.of(3, -7).rotate(6));
  }

  /** tri4 and tri5 as listed cell by cell in shapes.tsv. */
  @Test
  void pyramidsAreTheBoardsOfShapesTsv() throws Exception {
    List<Hex> tri4 = new ArrayList<>();
    List<Hex> tri5 = new ArrayList<>();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(Objects.requireNonNull(
        getClass().getResourceAsStream("/io/github/dlxkit/tantrix/shapes.tsv")), StandardCharsets.UTF_8))) {
      r.readLine();
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        String[] f = line.split("\t");
        (f[0].equals("tri4") ? tri4 : tri5).add(Hex.of(Integer.parseInt(f[2]), Integer.parseInt(f[3])));
      }
    }
    assertEquals(HexShape.of(tri4), HexShape.pyramid(4));
    assertEquals(HexShape.of(tri5), HexShape.named("tri5"));
    assertEquals(10, HexShape.pyramid(4).size());
  }

  @Test
  void symmetries() {
    assertEquals(List.of(0, 2, 4), rotations(HexShape.pyramid(4)));
    assertEquals(List.of(0, 2, 4), rotations(HexShape.pyramid(5)));
    assertEquals(List.of(0, 1, 2, 3, 4, 5), rotations(HexShape.hexagon(2)));
    assertEquals(List.of(0, 3), rotations(HexShape.parse("0,0 1,0")));
    assertEquals(List.of(0), rotations(HexShape.parse("0,0 1,0 1,1")));
    assertEquals(19, HexShape.hexagon(2).size());
    for (HexShape.Symmetry s : HexShape.pyramid(5).symmetries()) {
      for (Hex h : HexShape.pyramid(5).cells()) {
        assertTrue(HexShape.pyramid(5).contains(s.apply(h)));
      }
    }
  }

  private static List<Integer> rotations(HexShape s) {
    return s.symmetries().stream().map(HexShape.Symmetry::rotation).toList();
  }

  @Test
  void holesAndConnectedness() {
    HexShape ring = HexShape.hexagon(1).cells().stream().filter(h -> !h.equals(Hex.ORIGIN))
        .collect(java.util.stream.Collectors.collectingAndThen(java.util.stream.Collectors.toList(), HexShape::of));
    assertEquals(List.of(Hex.ORIGIN), ring.holes());
    assertTrue(ring.isConnected());
    assertTrue(HexShape.pyramid(5).holes().isEmpty());
    assertFalse(HexShape.parse("0,0 2,0").isConnected());
  }

  @Test
  void parsingNamesTheBadPart() {
    assertEquals(HexShape.pyramid(2), HexShape.parse("(0,0) (-1,1) (0,1)"));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> HexShape.parse("0,0 x,1"));
    assertTrue(e.getMessage().contains("'x'"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> HexShape.parse("0,0 0,0"));
    assertTrue(e.getMessage().contains("(0,0) is listed twice"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> HexShape.parse("0,0 1"));
    assertTrue(e.getMessage().contains("q,r pairs"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> HexShape.named("square"));
    assertTrue(e.getMessage().contains("unknown shape 'square'"), e.getMessage());
  }
}
