package io.github.dlxkit.tantrix.model;

import java.util.Objects;
import io.github.dlxkit.core.BadInputException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * What a puzzle asks for: for each named colour, that all arcs of that colour in the tantrix form
 * ONE line or ONE loop. Several colours at once make a two-colour puzzle (e.g. the Professor's blue
 * and yellow loops).
 *
 * <pre>{@code
 * Goal g = Goal.line(Colour.BLUE);                      // the Blue rainbow pyramid
 * Goal two = Goal.loop(Colour.BLUE).and(PathKind.LOOP, Colour.YELLOW);
 * Goal parsed = Goal.parse("line:R line:Y");
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 */
public final class Goal {
  private final Map<Colour, PathKind> wanted; // insertion order

  private Goal(Map<Colour, PathKind> wanted) {
    this.wanted = Collections.unmodifiableMap(new LinkedHashMap<>(wanted));
  }

  /**
   * {@return one loop of colour {@code c}}
   *
   * @param c an arc colour (not white); not null
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code c} is white
   */
  public static Goal loop(Colour c) {
    return new Goal(Map.of()).and(PathKind.LOOP, c);
  }

  /**
   * {@return one line of colour {@code c}}
   *
   * @param c an arc colour (not white); not null
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code c} is white
   */
  public static Goal line(Colour c) {
    return new Goal(Map.of()).and(PathKind.LINE, c);
  }

  /** {@return the goal asking for nothing but the Golden Rule and no holes} */
  public static Goal none() {
    return new Goal(Map.of());
  }

  /**
   * {@return this goal and one {@code kind} of colour {@code c} as well}
   *
   * @param kind line or loop; not null
   * @param c an arc colour this goal does not ask for yet; not null
   * @throws IllegalArgumentException ({@link BadInputException}) if {@code c} is already asked for,
   *     or is not an arc colour
   */
  public Goal and(PathKind kind, Colour c) {
    if (!c.isArcColour()) {
      throw new BadInputException(c.displayName() + " is not an arc colour");
    }
    if (wanted.containsKey(c)) {
      throw new BadInputException("colour " + c.displayName() + " is asked for twice");
    }
    Map<Colour, PathKind> m = new LinkedHashMap<>(wanted);
    m.put(c, kind);
    return new Goal(m);
  }

  /**
   * {@return a goal written as words {@code line:C} or {@code loop:C}, e.g. {@code "loop:B loop:Y"}}
   *
   * @param text words separated by blanks or commas; the kind in any case, the colour as
   *     {@link Colour#parseArc} reads it; blank for {@link #none()}; not null
   * @throws NullPointerException if {@code text} is null
   * @throws IllegalArgumentException ({@link BadInputException}) naming the bad word, or a colour
   *     asked for twice
   */
  public static Goal parse(String text) {
    Goal g = none();
    for (String word : Objects.requireNonNull(text, "text").strip().split("[\\s,]+")) {
      if (word.isEmpty()) {
        continue;
      }
      int colon = word.indexOf(':');
      if (colon < 0) {
        throw new BadInputException("goal word '" + word + "' must be line:C or loop:C");
      }
      String kind = word.substring(0, colon).toLowerCase(java.util.Locale.ROOT);
      Colour c = Colour.parseArc(word.substring(colon + 1));
      switch (kind) {
        case "line" -> g = g.and(PathKind.LINE, c);
        case "loop" -> g = g.and(PathKind.LOOP, c);
        default -> throw new BadInputException("goal word '" + word + "' must be line:C or loop:C");
      }
    }
    return g;
  }

  /** {@return the colours asked for, in the order given} */
  public Set<Colour> colours() {
    return wanted.keySet();
  }

  /**
   * {@return line or loop for colour {@code c}, or null if {@code c} is not asked for}
   *
   * @param c the colour; null answers null
   */
  public PathKind kind(Colour c) {
    return wanted.get(c);
  }

  /** {@return whether nothing is asked for} */
  public boolean isEmpty() {
    return wanted.isEmpty();
  }

  /** {@return the goal as colour → kind, in the order given} */
  public Map<Colour, PathKind> asMap() {
    return wanted;
  }

  /** {@return the words of {@link #parse}, e.g. "loop:B loop:Y"} */
  public String toWords() {
    StringBuilder sb = new StringBuilder();
    wanted.forEach((c, k) -> sb.append(sb.length() == 0 ? "" : " ").append(k.word()).append(':').append(c.letter()));
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Goal g && g.wanted.equals(wanted);
  }

  @Override
  public int hashCode() {
    return wanted.hashCode();
  }

  /** e.g. "one blue line" or "one blue loop and one yellow loop". */
  @Override
  public String toString() {
    if (wanted.isEmpty()) {
      return "no coloured path asked for";
    }
    StringBuilder sb = new StringBuilder();
    wanted.forEach((c, k) -> sb.append(sb.length() == 0 ? "one " : " and one ")
        .append(c.displayName()).append(' ').append(k.word()));
    return sb.toString();
  }
}
