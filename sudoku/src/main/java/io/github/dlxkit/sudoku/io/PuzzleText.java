package io.github.dlxkit.sudoku.io;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.sudoku.model.Geometry;

/**
 * Reads one puzzle from any of its text forms (what {@link io.github.dlxkit.sudoku.Sudoku#parse(String)} accepts):
 *
 * <ul>
 *   <li><b>compact</b>: one symbol per cell, {@code .} or {@code 0} for a blank (up to 36×36); only
 *       the text's first whitespace-separated field counts, so a rating or comment may follow;
 *   <li><b>numbers</b> (SageMath's list form, needed beyond 36×36): the n⁴ values row by row,
 *       separated by spaces and/or commas, {@code 0} or {@code .} for a blank; brackets are ignored,
 *       so {@code [1, 0, ...]}, {@code [[1,0,...],[...]]} (JSON) and the rows of a matrix joined
 *       together all read back.
 * </ul>
 *
 * A text is in number form when it holds a comma or a bracket, or when its first field is at most
 * three characters long and another field follows (a compact puzzle has 1, 16, 81, ... symbols, so
 * only the 1×1 grid is that short, and alone it means the same in both forms).
 *
 * <pre>{@code
 * PuzzleText.isNumberForm("0,0,1,2");        // true
 * PuzzleText.isNumberForm("..12");           // false
 * }</pre>
 */
public final class PuzzleText {
  /** The longest value in decimal: 100 for a 100×100 grid. */
  private static final int MAX_DIGITS = 3;

  private PuzzleText() {}

  /**
   * {@return whether {@code text} (stripped) is in number form rather than compact form}
   *
   * @param text a puzzle's text, without leading or trailing white space
   */
  public static boolean isNumberForm(String text) {
    if (text.indexOf(',') >= 0 || text.indexOf('[') >= 0) {
      return true;
    }
    // a first field of more than MAX_DIGITS characters is compact: no need to look further
    int end = 0;
    while (end <= MAX_DIGITS && end < text.length() && !isBlank(text.charAt(end))) {
      end++;
    }
    return end <= MAX_DIGITS && end < text.length();
  }

  /**
   * {@link Character#isWhitespace}, asked only of the characters that may be white space: a batch
   * reads every character of its puzzles through here, most of them while the JIT compiler has not
   * yet compiled this code, where each call of a library method costs.
   */
  private static boolean isBlank(char c) {
    return (c <= ' ' || c >= 0x80) && Character.isWhitespace(c);
  }

  /**
   * {@return how many values a number-form text holds (tokens between separators)}
   *
   * @param text a puzzle's text in number form
   */
  public static int countNumbers(String text) {
    int count = 0;
    boolean inToken = false;
    for (int i = 0; i < text.length(); i++) {
      boolean separator = isSeparator(text.charAt(i));
      if (!separator && !inToken) {
        count++;
      }
      inToken = !separator;
    }
    return count;
  }

  /**
   * {@return the first whitespace-separated field of {@code text} (stripped): a compact puzzle
   * without its comment}
   *
   * @param text a puzzle's text, without leading white space
   */
  public static String firstField(String text) {
    // one copy, then array reads: cheaper than a charAt a character
    return text.substring(0, firstFieldEnd(text.toCharArray()));
  }

  /**
   * {@return the length of the first whitespace-separated field of {@code chars}: the index of its
   * first white space, or its length} For a parser that reads the field from the same array
   * ({@link io.github.dlxkit.sudoku.Sudoku#parse(String, boolean)}), with no copy of it.
   *
   * @param chars a puzzle's text, without leading white space
   */
  public static int firstFieldEnd(char[] chars) {
    int end = 0;
    while (end < chars.length && !isBlank(chars[end])) {
      end++;
    }
    return end;
  }

  /**
   * {@return the values of a number-form text, checked to be numbers and n⁴ of them; not yet range-checked}
   *
   * @param text a puzzle's text in number form ({@link #isNumberForm})
   * @throws IllegalArgumentException naming the bad number or count
   */
  public static int[] numbers(String text) {
    int count = countNumbers(text);
    if (Geometry.boxSizeForCells(count) < 0) {
      throw new BadInputException("a Sudoku has n⁴ numbers for a box size n from 1 to "
          + Geometry.MAX_BOX_SIZE + " (1, 16, 81, 256, ...), got " + count);
    }
    int[] values = new int[count];
    int k = 0;
    int i = 0;
    while (i < text.length()) {
      if (isSeparator(text.charAt(i))) {
        i++;
        continue;
      }
      int start = i;
      while (i < text.length() && !isSeparator(text.charAt(i))) {
        i++;
      }
      values[k] = value(text.substring(start, i), k + 1);
      k++;
    }
    return values;
  }

  private static int value(String token, int position) {
    if (token.equals(".")) {
      return 0;
    }
    boolean digits = token.length() <= MAX_DIGITS;
    for (int i = 0; digits && i < token.length(); i++) {
      digits = token.charAt(i) >= '0' && token.charAt(i) <= '9';
    }
    if (!digits) {
      throw new BadInputException("bad number '" + shorten(token) + "' (number " + position
          + "): use 0 or . for a blank and 1 to 100 for values");
    }
    return Integer.parseInt(token);
  }

  private static String shorten(String token) {
    return token.length() <= 12 ? token : token.substring(0, 12) + "...";
  }

  private static boolean isSeparator(char c) {
    return c == ',' || c == '[' || c == ']' || isBlank(c);
  }
}
