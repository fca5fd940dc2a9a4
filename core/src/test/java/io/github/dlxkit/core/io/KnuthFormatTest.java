package io.github.dlxkit.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.dlxkit.core.model.ExactCoverProblem;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class KnuthFormatTest {

  @Test
  void readsCommentsItemsAndColouredOptions() {
    DlxFile f = KnuthFormat.parse("""
        | a comment
        A B C | X Y

          | an indented comment
        A B X:0 Y:0
        A C X:1 Y:1
        X:0 Y:1
        B X:1
        C Y:1
        """, "t.dlx");
    ExactCoverProblem p = f.problem();
    assertEquals(List.of("A", "B", "C", "X", "Y"), p.itemNames());
    assertEquals(3, p.primaryCount());
    assertEquals(5, p.optionCount());
    assertEquals(5, f.lineOf(0));
    assertEquals("A C X:1 Y:1", f.textOf(1));
    assertEquals(List.of("t.dlx:7: option ignored (no primary items): X:0 Y:1"), f.warnings());
  }

  @Test
  void writesWhatItReads() {
    String text = "A B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nX:0 Y:1\nB X:1\nC Y:1\n";
    ExactCoverProblem p = KnuthFormat.parse(text, "t").problem();
    assertEquals(text, KnuthFormat.toText(p));
  }

  @Test
  void writesPrimaryItemsFirst() {
    ExactCoverProblem p = ExactCoverProblem.builder().secondary("X").primary("A").option("A", "X").build();
    assertEquals("A | X\nA X\n", KnuthFormat.toText(p));
  }

  @Test
  void acceptsABarGluedToTheFirstSecondaryItemAsDlx2Does() {
    assertEquals(1, KnuthFormat.parse("A |X\nA X\n", "t").problem().primaryCount());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = ';', value = {
    "empty input; '';                         t:1:1: no line of item names (the input is empty or only comments)",
    "only comments; '| c\n\n| d\n';            t:4:1: no line of item names (the input is empty or only comments)",
    "duplicate item; 'A B A\n';                t:1:5: duplicate item name 'A'",
    "bar twice; 'A | X | Y\n';                 t:1:7: the line of item names contains '|' twice",
    "colon in item name; 'A B:c\n';            t:1:4: illegal character ':' in item name 'B:c'",
    "bounds that are not a number, as in DLX3 b|name; 'A B|C\n'; t:1:3: upper bound 'B' is not a number (bounds are 0 to 1000000000)",
    "unknown item; 'A B\nA B\nA Q\n';          t:3:3: unknown item 'Q'",
    "repeated item in option; 'A B\nB A B\n';  t:2:5: item 'B' appears twice in this option",
    "primary coloured; 'A | X\nA:1 X\n';       t:2:2: primary item 'A' cannot have a colour",
    "missing colour; 'A | X\nA X:\n';          t:2:5: missing colour after 'X:'",
    "empty item name; 'A | X\nA :1\n';         t:2:3: empty item name before ':'",
    "bar inside an option; 'A | X\nA X|\n';    t:2:4: illegal character '|' in item name 'X|'",
    "colon in colour; 'A | X\nA X:a:b\n';      t:2:5: illegal character in colour 'a:b'"
  })
  void malformedInputNamesLineColumnAndProblem(String what, String text, String message) {
    DlxFormatException e = assertThrows(DlxFormatException.class,
        () -> KnuthFormat.parse(text.replace("\\n", "\n"), "t"));
    assertEquals(message, e.getMessage());
  }
}
