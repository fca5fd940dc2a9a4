package io.github.dlxkit.polyomino.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.dlxkit.polyomino.model.Cell;
import io.github.dlxkit.polyomino.model.PolyominoPuzzle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PuzzleParserTest {
  @Test
  void twoDimensions() {
    PolyominoPuzzle p = PuzzleParser.parse("""
        // a comment
        piece L colour=red
        #.
        ##

        piece dot *
        #

        region
        ###
        ##.
        """);
    assertEquals(2, p.pieces().size());
    assertEquals("Polyomino L: [(0, 0), (1, 0), (1, 1)], Color: red", p.pieces().get(0).toString());
    assertArrayEquals(new boolean[] {false, true}, p.reusable());
    assertEquals(5, p.region().size());
    assertEquals(2, p.region().dimension());
    assertEquals(-1, p.region().indexOf(Cell.of(1, 2)));
  }

  @Test
  void threeDimensionsMakeEveryBlockThreeDimensional() {
    PolyominoPuzzle p = PuzzleParser.parse("""
        piece flat
        ##

        piece tall
        #
        --
        #

        region
        ##
        --
        ##
        """);
    assertEquals(3, p.region().dimension());
    assertEquals("[(0, 0, 0), (0, 1, 0)]", p.pieces().get(0).cells().toString());
    assertEquals("[(0, 0, 0), (0, 0, 1)]", p.pieces().get(1).cells().toString());
    assertEquals(4, p.region().size());
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(delimiter = '|', value = {
    "piece A\\n##\\n#\\n\\nregion\\n###|line 3: ragged rows in piece A: this row has 1 characters, the block's first row 2",
    "piece A\\n#x\\n\\nregion\\n##|line 2, column 2: unexpected 'x' in piece A (rows are made of '#' for a cell and '.' for none)",
    "piece A\\n##|no region: add a block starting with the line 'region'",
    "region\\n##|no pieces: add blocks starting with 'piece NAME'",
    "piece A\\n..\\n\\nregion\\n##|line 1: piece A has no cell",
    "piece A\\n\\nregion\\n##|line 1: piece A has no rows",
    "piece A\\n#\\n\\npiece A\\n#\\n\\nregion\\n##|line 4: a second piece named A (the first is at line 1)",
    "piece A\\n#\\n\\nregion\\n#\\n\\nregion\\n#|line 7: a second region (the first is at line 4)",
    "piece A\\n#\\npiece B\\n#\\n\\nregion\\n##|line 3: 'piece B' starts a new block: leave a blank line before it",
    "pieces A\\n#\\n\\nregion\\n#|line 1: expected 'piece NAME' or 'region' to start a block, got 'pieces A'",
    "piece\\n#\\n\\nregion\\n#|line 1: 'piece' needs a name",
    "piece A ++\\n#\\n\\nregion\\n#|line 1: unexpected '++' after 'piece A' (expected '*' for a reusable piece or colour=C)",
    "piece A colour=\"x\"\\n#\\n\\nregion\\n#|line 1: unknown colour '\"x\"' (an SVG colour name such as brown or steelblue, or #rgb or #rrggbb)",
    "piece A colour=notacolour\\n#\\n\\nregion\\n#|line 1: unknown colour 'notacolour' (an SVG colour name such as brown or steelblue, or #rgb or #rrggbb)",
    "piece A colour=#12345\\n#\\n\\nregion\\n#|line 1: unknown colour '#12345' (an SVG colour name such as brown or steelblue, or #rgb or #rrggbb)",
    "piece A colour=red colour=blue\\n#\\n\\nregion\\n#|line 1: unexpected 'colour=blue' after 'piece A' (expected '*' for a reusable piece or colour=C)",
    "piece A\\n#\\n--\\n--\\n#\\n\\nregion\\n#|line 4: empty layer in piece A ('--' separates layers of rows)",
    "piece A\\n#\\n--\\n\\nregion\\n#|line 3: '--' ends piece A (it must separate two layers)",
    "piece A\\n#\\n--\\n#\\n#\\n\\nregion\\n#|line 5: layers of piece A have different numbers of rows (1 and 2)",
    "piece A\\n#\\n\\nregion x\\n#|line 4: unexpected 'x' after 'region'",
  })
  void badInputNamesTheLine(String text, String message) {
    String input = text.replace("\\n", "\n");
    assertEquals(message, assertThrows(IllegalArgumentException.class, () -> PuzzleParser.parse(input)).getMessage());
  }
}
