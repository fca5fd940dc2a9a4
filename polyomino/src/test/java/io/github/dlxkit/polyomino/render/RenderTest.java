package io.github.dlxkit.polyomino.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.polyomino.PieceSets;
import io.github.dlxkit.polyomino.QuantuminoSolver;
import io.github.dlxkit.polyomino.QuantuminoState;
import io.github.dlxkit.polyomino.Tiling;
import io.github.dlxkit.polyomino.TilingSolver;
import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.Polyomino;
import io.github.dlxkit.polyomino.model.Region;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

class RenderTest {
  static Document parseXml(String svg) throws Exception {
    return DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void pentominoAsciiUsesTheLettersAndShowsTheHole() {
    Region board = Region.box(8, 8).minus(Region.box(2, 2).translate(Cell.of(3, 3)));
    Tiling t = TilingSolver.builder(PieceSets.pentominoes(), board).reflection(true).build().findFirst().orElseThrow();
    String[] lines = t.toAscii().split("\n");
    assertEquals(8, lines.length);
    assertEquals("..", lines[3].substring(3, 5));
    assertEquals("..", lines[4].substring(3, 5));
    Map<Character, Integer> counts = new HashMap<>();
    for (String line : lines) {
      for (char c : line.toCharArray()) {
        counts.merge(c, 1, Integer::sum);
      }
    }
    for (char c : "FILNPTUVWXYZ".toCharArray()) {
      assertEquals(5, counts.get(c), "letter " + c);
    }
  }

  @Test
  void twoDimensionalSvgHasOneSquarePerCellInThePieceColours() throws Exception {
    Tiling t = TilingSolver.builder(PieceSets.pentominoes(), Region.box(6, 10)).reflection(true).build()
        .findFirst().orElseThrow();
    String svg = t.toSvg();
    Document doc = parseXml(svg);
    assertEquals(60 + 1, doc.getElementsByTagName("rect").getLength()); // cells and the background
    assertTrue(svg.contains("fill=\"#e6194b\"")); // F's colour
    assertTrue(doc.getElementsByTagName("line").getLength() > 60);
  }

  @Test
  void quantuminoPicturesShowTheLayers() throws Exception {
    QuantuminoState s = QuantuminoSolver.of(0).findFirst().orElseThrow();
    String[] lines = s.toAscii().split("\n");
    assertEquals(11, lines.length); // 5 rows, --, 5 rows
    assertEquals("--", lines[5]);
    for (String line : lines) {
      assertTrue(line.equals("--") || line.matches("[1-9A-G]{8}"), line);
    }
    String svg = s.toSvg();
    Document doc = parseXml(svg);
    assertTrue(doc.getElementsByTagName("polygon").getLength() > 40); // visible cube faces
    assertEquals(80 + 1, doc.getElementsByTagName("rect").getLength()); // two flat 5x8 layers and the background
    assertTrue(svg.contains("layer 0") && svg.contains("layer 1"));
    assertTrue(svg.contains("deeppink") || svg.contains("green"));
  }

  /**
   * Regression: a reusable domino D and a monomino A in a 1x5 row; the second of two touching
   * D copies was drawn 'A' and the real A re-lettered. The three solutions (A at column 0, 2 or 4,
   * enumerated by hand) must draw A as 'A' and no D copy as 'A'.
   */
  @Test
  void aReusedPieceNeverTakesAnotherPiecesLetter() {
    Polyomino d = Polyomino.of(new int[] {0, 0}, new int[] {0, 1}).withName("D");
    Polyomino a = Polyomino.of(new int[] {0, 0}).withName("A");
    TilingSolver solver = TilingSolver.builder(List.of(d, a), Region.box(1, 5)).reusable(0, true).build();
    List<Tiling> all = solver.solutions().toList();
    assertEquals(3, all.size());
    for (Tiling t : all) {
      String row = t.toAscii().strip();
      Drawing drawing = t.drawing();
      for (int c = 0; c < 5; c++) {
        boolean isA = drawing.placements().get(drawing.ownerAt(new int[] {0, c})).piece() == 1;
        assertEquals(isA, row.charAt(c) == 'A', row);
        if (!isA) {
          assertTrue(row.charAt(c) == 'D' || "ABCDEFGHIJKLMNOPQRSTUVWXYZ".indexOf(row.charAt(c)) >= 0, row);
        }
        if (c > 0 && drawing.ownerAt(new int[] {0, c}) != drawing.ownerAt(new int[] {0, c - 1})) {
          assertNotEquals(row.charAt(c), row.charAt(c - 1), row);
        }
      }
    }
  }

  @Test
  void copiesOfAReusablePieceThatTouchGetDifferentSymbols() {
    Polyomino domino = Polyomino.of(new int[] {0, 0}, new int[] {0, 1});
    Tiling t = TilingSolver.of(List.of(domino), Region.box(4, 4), true, false, true).findFirst().orElseThrow();
    String[] lines = t.toAscii().split("\n");
    Drawing drawing = t.drawing();
    for (int r = 0; r < 4; r++) {
      for (int c = 0; c < 4; c++) {
        int here = drawing.ownerAt(new int[] {r, c});
        int right = c + 1 < 4 ? drawing.ownerAt(new int[] {r, c + 1}) : here;
        int down = r + 1 < 4 ? drawing.ownerAt(new int[] {r + 1, c}) : here;
        if (right != here) {
          assertNotEquals(lines[r].charAt(c), lines[r].charAt(c + 1));
        }
        if (down != here) {
          assertNotEquals(lines[r].charAt(c), lines[r + 1].charAt(c));
        }
      }
    }
  }

  @Test
  void coloursAreEscapedInSvg() throws Exception {
    Polyomino odd = Polyomino.of(new int[] {0, 0}).withColour("a\"<b>&c");
    Tiling t = TilingSolver.of(List.of(odd), Region.box(1, 1)).findFirst().orElseThrow();
    parseXml(t.toSvg());
    assertEquals("A", t.toAscii());
  }
}
