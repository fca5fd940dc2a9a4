package io.github.dlxkit.sudoku.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.dlxkit.core.BadInputException;
import org.junit.jupiter.api.Test;

/**
 * Symbols reads and writes the compact form as its class comment says (SageMath's symbols: . or 0
 * for a blank, 1-9, a-z or A-Z for 10-35, '{' for 36). The expected values are computed here from
 * that rule, character by character, independently of Symbols' table.
 */
class SymbolsTest {
  /** The rule of the class comment, written as a chain of tests. */
  private static int rule(char ch) {
    if (ch == '.' || ch == '0') {
      return 0;
    }
    if (ch >= '1' && ch <= '9') {
      return ch - '0';
    }
    if (ch >= 'a' && ch <= 'z') {
      return ch - 'a' + 10;
    }
    if (ch >= 'A' && ch <= 'Z') {
      return ch - 'A' + 10;
    }
    return ch == '{' ? 36 : -1;
  }

  @Test
  void everyCharacterReadsAsTheRuleSays() {
    for (int c = 0; c <= Character.MAX_VALUE; c++) {
      assertEquals(rule((char) c), Symbols.valueOf((char) c), "character " + c);
    }
  }

  @Test
  void everyValueIsWrittenAsTheSymbolThatReadsBack() {
    assertEquals('.', Symbols.charOf(0));
    assertEquals('9', Symbols.charOf(9));
    assertEquals('a', Symbols.charOf(10));
    assertEquals('z', Symbols.charOf(35));
    assertEquals('{', Symbols.charOf(36));
    for (int v = 0; v <= Symbols.MAX_VALUE; v++) {
      assertEquals(v, rule(Symbols.charOf(v)), "value " + v);
    }
  }

  @Test
  void aValueWithoutSymbolIsRefused() {
    BadInputException e = assertThrows(BadInputException.class, () -> Symbols.charOf(37));
    assertEquals("value 37 has no one-character symbol (1 to 36 have)", e.getMessage());
    assertThrows(BadInputException.class, () -> Symbols.charOf(-1));
  }
}
