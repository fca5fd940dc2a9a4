package io.github.dlxkit.tantrix.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.tantrix.model.Hex;
import io.github.dlxkit.tantrix.model.Tantrix;
import io.github.dlxkit.tantrix.model.TileSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Strict reading of the solution lines (regression: the hand-written reader accepted all of these). */
class TantrixJsonTest {
  private static final String GOOD = "{\"puzzle\":\"p\",\"tiles\":[{\"tile\":1,\"q\":0,\"r\":0,\"rot\":0}]}";

  @Test
  void readsWhatItWrites() {
    Tantrix t = Tantrix.builder().place(Hex.of(0, 0), TileSet.standard().tile(1), 2)
        .place(Hex.of(1, 0), TileSet.standard().tile(2), 5).build();
    String line = TantrixJson.write("a \"name\"\n", t);
    TantrixJson.Entry e = TantrixJson.read(line);
    assertEquals("a \"name\"\n", e.puzzle());
    assertEquals(t.placements(), e.tantrix().placements());
    assertEquals(GOOD, TantrixJson.write("p", TantrixJson.read(GOOD).tantrix()));
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "{\"puzzle\":\"p\",\"tiles\":[{\"tile\":\u0661,\"q\":0,\"r\":0,\"rot\":0}]}", // Arabic-Indic digit
      "{\"puzzle\":\"\\q\",\"tiles\":[]}",                                            // unknown escape
      "{\"puzzle\":\"p\",\"tiles\":[{\"tile\":01,\"q\":0,\"r\":0,\"rot\":0}]}",       // leading zero
      "{\"puzzle\":\"p\",\"puzzle\":\"q\",\"tiles\":[]}",                             // duplicate key
      "{\"puzzle\":\"p\",\"tiles\":[{\"tile\":1,\"tile\":2,\"q\":0,\"r\":0,\"rot\":0}]}",
      "{\"puzzle\":\"\\u12\",\"tiles\":[]}",                                           // short \\u escape
      "{\"puzzle\":\"p\",\"tiles\":[{\"tile\":\"1\",\"q\":0,\"r\":0,\"rot\":0}]}",    // number in quotes
      "{\"puzzle\":\"p\",\"tiles\":[]} x",
      "{'puzzle':'p','tiles':[]}",
      "{\"puzzle\":\"p\",\"tiles\":[{\"tile\":1,\"q\":99999999999,\"r\":0,\"rot\":0}]}",
      "{\"puzzle\":\"p\",\"tiles\":[{\"tile\":1,\"q\":0,\"r\":0,\"rot\":6}]}",
      "{\"puzzle\":\"p\",\"tiles\":[{\"tile\":1,\"q\":0.5,\"r\":0,\"rot\":0}]}",
      "{\"puzzle\":\"p\",\"tiles\":[{\"tile\":1,\"q\":0,\"r\":0,\"rot\":0}",
      ""})
  void rejectsInvalidJsonWithAShortMessage(String line) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TantrixJson.read(line));
    assertTrue(e.getMessage().length() < 200 && !e.getMessage().contains("\n"), e.getMessage());
  }

  /** Issue 32: a key the writer does not write (a typo) is an error, not skipped. */
  @Test
  void anUnknownKeyIsAnError() {
    String m = assertThrows(IllegalArgumentException.class, () -> TantrixJson.read(
        "{\"puzzle\":\"p\",\"tiles\":[{\"tile\":1,\"q\":0,\"r\":0,\"rot\":0,\"rotation\":1}]}")).getMessage();
    assertEquals("tiles[0]: unknown key \"rotation\" (expected \"tile\", \"q\", \"r\" and \"rot\") (at $.tiles[0].rotation)", m);
    assertThrows(IllegalArgumentException.class, () -> TantrixJson.read("{\"puzzle\":\"p\",\"tile\":[]}"));
  }

  @Test
  void aBadEscapeIsReportedWithItsPlace() {
    String m = assertThrows(IllegalArgumentException.class,
        () -> TantrixJson.read("{\"puzzle\":\"\\u12zz\",\"tiles\":[]}")).getMessage();
    assertTrue(m.contains("column"), m);
  }

  /** Regression: 3000 levels of nesting gave a StackOverflowError; an unknown key is now refused first. */
  @Test
  void deepNestingIsRefusedNotAStackOverflow() {
    String deep = "{\"puzzle\":\"p\",\"x\":" + "[".repeat(3000) + "]".repeat(3000) + ",\"tiles\":[]}";
    String m = assertThrows(IllegalArgumentException.class, () -> TantrixJson.read(deep)).getMessage();
    assertEquals("unknown key \"x\" (expected \"puzzle\" and \"tiles\") (at $.x)", m);
    String deeper = "[".repeat(1_000_000);
    assertThrows(IllegalArgumentException.class, () -> TantrixJson.read(deeper));
  }
}
