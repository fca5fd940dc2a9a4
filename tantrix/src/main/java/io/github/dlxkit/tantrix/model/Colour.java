package io.github.dlxkit.tantrix.model;

import java.util.Objects;
import io.github.dlxkit.core.BadInputException;
import java.util.List;
import java.util.Locale;

/**
 * The colours of Tantrix: the four arc colours of the tile faces, and white, which appears only as
 * the colour of a number on a tile's back.
 *
 * <pre>{@code
 * Colour c = Colour.parse("B");       // BLUE; "blue" works too
 * c.letter();                         // 'B'
 * }</pre>
 */
public enum Colour {
  /** Red, letter R. */
  RED('R', "red"),
  /** Green, letter G. */
  GREEN('G', "green"),
  /** Blue, letter B. */
  BLUE('B', "blue"),
  /** Yellow, letter Y. */
  YELLOW('Y', "yellow"),
  /** Only a back colour (the numbers of the white Rainbow group). */
  WHITE('W', "white");

  /** The four colours drawn on tile faces, in this order. */
  public static final List<Colour> ARC_COLOURS = List.of(RED, GREEN, BLUE, YELLOW);

  private final char letter;
  private final String lowerName;

  Colour(char letter, String lowerName) {
    this.letter = letter;
    this.lowerName = lowerName;
  }

  /** {@return the one-letter code used in the data files, the JSON and the CLI: R, G, B, Y or W} */
  public char letter() {
    return letter;
  }

  /** {@return the English name in lower case, e.g. "blue"} */
  public String displayName() {
    return lowerName;
  }

  /** {@return whether this colour is drawn on tile faces (every colour but white)} */
  public boolean isArcColour() {
    return this != WHITE;
  }

  /**
   * {@return the colour named by a letter (R, G, B, Y, W) or an English name, in any case}
   *
   * @param text a letter or a name, surrounding blanks ignored; not null
   * @throws NullPointerException if {@code text} is null
   * @throws IllegalArgumentException ({@link BadInputException}) naming the text if it is no colour
   */
  public static Colour parse(String text) {
    String t = Objects.requireNonNull(text, "text").strip().toLowerCase(Locale.ROOT);
    for (Colour c : values()) {
      if (t.equals(c.lowerName) || t.length() == 1 && t.charAt(0) == Character.toLowerCase(c.letter)) {
        return c;
      }
    }
    throw new BadInputException("unknown colour '" + text + "' (use R, G, B, Y or red, green, blue, yellow)");
  }

  /**
   * {@return the arc colour named by {@code text}; white is refused because no arc is white}
   *
   * @param text a letter (R, G, B, Y) or a name, in any case; not null
   * @throws IllegalArgumentException ({@link BadInputException}) naming the text if it is no colour
   *     or white
   */
  public static Colour parseArc(String text) {
    Colour c = parse(text);
    if (!c.isArcColour()) {
      throw new BadInputException("'" + text + "' is not an arc colour (use R, G, B or Y)");
    }
    return c;
  }

  /**
   * {@return the colour with letter {@code letter}}
   *
   * @param letter R, G, B, Y or W, in either case
   * @throws IllegalArgumentException ({@link BadInputException}) for any other character
   */
  public static Colour ofLetter(char letter) {
    return parse(String.valueOf(letter));
  }
}
