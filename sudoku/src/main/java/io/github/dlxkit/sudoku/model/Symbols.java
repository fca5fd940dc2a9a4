package io.github.dlxkit.sudoku.model;

import io.github.dlxkit.core.BadInputException;
/**
 * The one-character symbols of the compact string form, as SageMath's {@code Sudoku} writes them:
 * {@code .} (or {@code 0}) for a blank, {@code 1}–{@code 9}, then {@code a} = 10, {@code b} = 11,
 * …, {@code z} = 35 (upper case is read too). The 36th symbol is <code>'&#123;'</code>, the character after
 * {@code z}: that is what Sage's {@code to_string} writes for 36, so strings reach 36×36 grids.
 *
 * <pre>{@code
 * Symbols.valueOf('9');   // 9
 * Symbols.valueOf('A');   // 10
 * Symbols.charOf(10);     // 'a'
 * }</pre>
 */
public final class Symbols {
  /** The largest value that has a one-character symbol. */
  public static final int MAX_VALUE = 36;

  /** The symbol of each value 0 to {@link #MAX_VALUE}. */
  private static final String CHARS = ".123456789abcdefghijklmnopqrstuvwxyz{";
  /** The value of each ASCII character, -1 for a character that is not a symbol. */
  private static final byte[] VALUES = new byte[128];

  static {
    java.util.Arrays.fill(VALUES, (byte) -1);
    for (int v = 0; v <= MAX_VALUE; v++) {
      VALUES[CHARS.charAt(v)] = (byte) v;
    }
    VALUES['0'] = 0;
    for (char c = 'A'; c <= 'Z'; c++) {
      VALUES[c] = (byte) (c - 'A' + 10);
    }
  }

  private Symbols() {}

  /**
   * {@return the value of symbol {@code ch} (0 for a blank), or -1 if {@code ch} is not a symbol}
   *
   * @param ch a character of a compact puzzle: {@code .}, {@code 0}–{@code 9}, {@code a}–{@code z}
   *     or {@code A}–{@code Z}, or <code>'&#123;'</code> for 36
   */
  public static int valueOf(char ch) {
    // a table: a batch parses every character of its puzzles here, first interpreted and in C1's
    // code, which inlines a method this small and calls the former chain of tests
    return ch < VALUES.length ? VALUES[ch] : -1;
  }

  /**
   * {@return the symbol of {@code value} ({@code .} for 0; lower case for 10 and up)}
   *
   * @param value 0 to {@link #MAX_VALUE}
   * @throws IllegalArgumentException ({@link BadInputException}) for another value
   */
  public static char charOf(int value) {
    if (value < 0 || value > MAX_VALUE) {
      throw noSymbol(value);
    }
    return CHARS.charAt(value);
  }

  private static BadInputException noSymbol(int value) {
    return new BadInputException("value " + value + " has no one-character symbol (1 to "
        + MAX_VALUE + " have)");
  }

  /**
   * {@return how a character is shown in messages: quoted, or as its code point ({@code U+0009}) if
   * it is not printable ASCII}
   *
   * @param ch any character
   */
  public static String describe(char ch) {
    if (ch >= 0x20 && ch < 0x7f) {
      return "'" + ch + "'";
    }
    return String.format("U+%04X", (int) ch);
  }
}
