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

  private Symbols() {}

  /**
   * {@return the value of symbol {@code ch} (0 for a blank), or -1 if {@code ch} is not a symbol}
   *
   * @param ch a character of a compact puzzle: {@code .}, {@code 0}–{@code 9}, {@code a}–{@code z}
   *     or {@code A}–{@code Z}, or <code>'&#123;'</code> for 36
   */
  public static int valueOf(char ch) {
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
    if (ch == '{') {
      return MAX_VALUE;
    }
    return -1;
  }

  /**
   * {@return the symbol of {@code value} ({@code .} for 0; lower case for 10 and up)}
   *
   * @param value 0 to {@link #MAX_VALUE}
   * @throws IllegalArgumentException ({@link BadInputException}) for another value
   */
  public static char charOf(int value) {
    if (value == 0) {
      return '.';
    }
    if (value >= 1 && value <= 9) {
      return (char) ('0' + value);
    }
    if (value >= 10 && value <= MAX_VALUE) {
      return (char) ('a' + value - 10);
    }
    throw new BadInputException("value " + value + " has no one-character symbol (1 to "
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
