package io.github.dlxkit.core.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/**
 * What every parser's fuzz properties share: the edits applied to valid input, and the
 * check that a parser answers with a result or the documented exception carrying one short line.
 */
public final class Fuzz {
  /** The longest message a parser may give. */
  public static final int MAX_MESSAGE = 300;
  /** The longest time one parse may take, in nanoseconds. */
  public static final long MAX_NANOS = 2_000_000_000L;

  private Fuzz() {}

  /** Parses one input. */
  @FunctionalInterface
  public interface Parse {
    /** Parses, returning anything or throwing. */
    Object parse() throws Exception;
  }

  /** Small edits that break formats: structure characters, extreme numbers, odd code points. */
  public static Arbitrary<String> edits() {
    return Arbitraries.oneOf(
        Arbitraries.of("", " ", "\t", "\n", "\r\n", "|", ":", "#", ".", "*", "-", "--", "0", "-1", "01",
            "2147483648", "9223372036854775808", "1e400", "\u0663", "\u0000", "\uFFFD", "\uD800", "\u00e9",
            "x".repeat(100_000), "[", "{", "\"", "\\"),
        Arbitraries.strings().ofMaxLength(6));
  }

  /** {@code good} with {@code edit} inserted at (or replacing the character at) {@code at}. */
  public static String edit(String good, int at, String edit, boolean replace) {
    int i = Math.floorMod(at, good.length() + 1);
    int end = replace ? Math.min(good.length(), i + 1) : i;
    return good.substring(0, i) + edit + good.substring(end);
  }

  /**
   * Runs {@code parse}: it must return, or throw {@code documented} with a non-empty message of one
   * line of at most {@value #MAX_MESSAGE} characters; anything else fails, and so does a parse
   * taking over two seconds.
   */
  public static void answersOrExplains(Class<? extends Exception> documented, Parse parse) {
    long start = System.nanoTime();
    try {
      parse.parse();
    } catch (Exception e) {
      if (!documented.isInstance(e)) {
        throw new AssertionError("undocumented " + e.getClass().getName() + ": " + e.getMessage(), e);
      }
      String m = e.getMessage();
      assertTrue(m != null && !m.isBlank() && m.length() <= MAX_MESSAGE && !m.contains("\n"),
          "message: " + (m == null ? null : m.substring(0, Math.min(m.length(), 400))));
    }
    assertTrue(System.nanoTime() - start < MAX_NANOS, "took over 2 s");
  }
}
