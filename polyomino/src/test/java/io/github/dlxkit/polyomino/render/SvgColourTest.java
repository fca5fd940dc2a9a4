package io.github.dlxkit.polyomino.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.dlxkit.core.BadInputException;
import org.junit.jupiter.api.Test;

/** The colours a piece may be given: SVG 1.1's keywords, #rgb and #rrggbb, nothing else. */
class SvgColourTest {
  /** SVG 1.1, section 4.4 "Recognized color keyword names", lists 147 keywords. */
  @Test
  void svgHas147ColourKeywords() {
    assertEquals(147, SvgColour.keywordCount());
  }

  @Test
  void keywordsAndHexInAnyCase() {
    assertEquals("brown", SvgColour.check("Brown"));
    assertEquals("#a0522d", SvgColour.check("#A0522D"));
    assertThrows(BadInputException.class, () -> SvgColour.check("notacolour"));
  }

  @Test
  void hexFormsAndEverythingElse() {
    assertEquals("#abc", SvgColour.check("#abc"));
    for (String bad : new String[] {"", "#", "#ab", "#abcd", "#abcdefg", "#ggg", "rgb(1,2,3)", "red;", "url(#x)", "\"red\""}) {
      assertThrows(BadInputException.class, () -> SvgColour.check(bad), bad);
    }
  }
}
