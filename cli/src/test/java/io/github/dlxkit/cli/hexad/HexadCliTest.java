package io.github.dlxkit.cli.hexad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.CliRun;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code dlx hexad}: outputs from Sage's documented examples, and every bad input. */
class HexadCliTest {

  private static void ok(List<String> expected, String... args) {
    CliRun r = CliRun.of(args);
    assertEquals(0, r.status(), r.err());
    assertEquals("", r.err());
    assertEquals(expected, r.outLines());
  }

  @Test
  @DisplayName("find: Sage's find_hexad examples, text and JSON")
  void find() {
    ok(List.of("0 1 2 3 4 11  square 2, picture 6"), "hexad", "find", "0", "1", "2", "3", "4");
    ok(List.of("2 3 4 5 8 11  lines (1, 2), picture 1"), "hexad", "find", "8", "5", "4", "3", "2");
    ok(List.of("{\"hexad\":[0,1,2,3,4,11],\"description\":[\"square 2\",\"picture 6\"]}"),
        "hexad", "find", "0", "1", "2", "3", "4", "--json");
    ok(List.of("1 2 3 4 10 ∞  square 8, picture 0"), "hexad", "find", "1", "2", "3", "4", "inf", "--labelling", "modulo11");
    ok(List.of("1 2 3 4 10 inf  square 8, picture 0"), "hexad", "find", "1", "2", "3", "4", "∞", "--labelling", "modulo11", "--ascii");
    ok(List.of("{\"hexad\":[1,2,3,4,10,\"inf\"],\"description\":[\"square 8\",\"picture 0\"]}"),
        "hexad", "find", "1", "2", "3", "4", "+Infinity", "--labelling", "MODULO11", "--ascii", "--json");
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiter = '|', value = {
    "modulo11|0 2 3 6 1 10|6 --> 5. The total went from 22 to 21.",
    "shuffle|0 2 4 6 7 11|4 --> 3. The total went from 30 to 29.",
    "shuffle|0 2 3 6 7 11|This is a hexad. There is no winning move, so make a random legal move.",
    "shuffle|0 2 3 6 7 9|7 --> 1. The total went from 27 to 21.",
    "shuffle|0 2 3 6 1 9|No move possible. Shuffle the deck and redeal.",
  })
  @DisplayName("blackjack: Sage's blackjack_move examples")
  void blackjack(String labelling, String cards, String message) {
    String[] args = ("hexad blackjack --labelling " + labelling + " " + cards).split(" ");
    ok(List.of(message), args);
  }

  @Test
  void blackjackJson() {
    ok(List.of("{\"kind\":\"winning_move\",\"total\":27,\"from\":7,\"to\":1,\"totalAfter\":21,"
        + "\"message\":\"7 --> 1. The total went from 27 to 21.\"}"),
        "hexad", "blackjack", "0", "2", "3", "6", "7", "9", "--json");
    ok(List.of("{\"kind\":\"no_move\",\"total\":21,\"message\":\"No move possible. Shuffle the deck and redeal.\"}"),
        "hexad", "blackjack", "0", "2", "3", "6", "1", "9", "--json");
  }

  @Test
  @DisplayName("kitten: Sage's print_kitten, and the MINIMOG array")
  void kitten() {
    ok(List.of("         0", "", "         8", "       9  10", "      5  11  3", "     8  2  4  8",
        "   9  10  7  9  10", "", "6                   1"), "hexad", "kitten");
    ok(List.of("[  0   3 inf   2]", "[  5   9   8  10]", "[  4   1   6   7]", "", "         inf", "", "         6",
        "       2  10", "      5  7  3", "     6  9  4  6", "   2  10  8  2  10", "", "0                   1"),
        "hexad", "kitten", "--labelling", "modulo11", "--ascii", "--minimog");
  }

  @Test
  @DisplayName("list: 132 hexads, each 5-subset's completion")
  void list() {
    CliRun r = CliRun.of(new String[] {"hexad", "list"});
    assertEquals(0, r.status());
    assertEquals(132, r.outLines().size());
    assertEquals("0 1 2 3 4 11  square 2, picture 6", r.outLines().get(0));
    assertEquals("5 6 7 8 9 10  cross 2, picture 6", r.outLines().get(131)); // picture_set(picture00, cross[2]) + 6, Sage doctest
    CliRun m = CliRun.of(new String[] {"hexad", "list", "--labelling", "modulo11", "--json"});
    assertEquals(132, m.outLines().size());
    assertTrue(m.outLines().stream().allMatch(l -> l.startsWith("{\"hexad\":[")));
  }

  @ParameterizedTest(name = "{0} -> {1}")
  // the messages quote with ': JUnit 6's CSV parser rejects text after a closing quote character
  @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
    "hexad find 0 1 2 3|the points must be 5 distinct points, got 4",
    "hexad find 0 1 2 3 3|3 appears twice in the points",
    "hexad find 0 1 2 3 12|no MINIMOG point 12",
    "hexad find 0 1 2 3 x|'x' is not a MINIMOG point",
    "hexad find 0 1 2 3 inf|∞ is not a point of the shuffle MINIMOG",
    "hexad find 0 1 2 3 11 --labelling modulo11|11 is not a point of the modulo11 MINIMOG",
    "hexad find 0 1 2 3 4 --labelling mod11|unknown MINIMOG labelling 'mod11'",
    "hexad find|Missing required parameter: 'POINT'",
    "hexad blackjack 0 1 2 3 4|the cards must be 6 distinct points, got 5",
    "hexad blackjack 0 1 2 3 4 4|4 appears twice in the cards",
    "hexad blackjack 0 1 2 3 4 inf --labelling modulo11|∞ cannot be a blackjack card",
    "hexad kitten --labelling x|unknown MINIMOG labelling 'x'",
    "hexad frobnicate|Unmatched argument at index 1: 'frobnicate'",
  })
  @DisplayName("bad input: exit 2, one line on stderr naming the problem")
  void badInput(String command, String expected) {
    BadInput.check(command, "dlx hexad", expected);
  }
}
