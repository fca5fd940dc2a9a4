package io.github.dlxkit.tantrix.io;

import io.github.dlxkit.core.BadInputException;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.StringLength;

/**
 * Fuzzing of {@link TantrixJson#read}: random, mutated and truncated lines give a result or an
 * {@link BadInputException} with one short line — never another exception.
 */
class TantrixJsonFuzzTest {
  private static final String GOOD = "{\"puzzle\":\"rainbow_blue\",\"tiles\":[{\"tile\":1,\"q\":0,\"r\":0,"
      + "\"rot\":0},{\"tile\":2,\"q\":1,\"r\":0,\"rot\":3},{\"tile\":3,\"q\":0,\"r\":1,\"rot\":5}]}";

  @Property(tries = 300)
  void randomText(@ForAll @StringLength(max = 200) String line) {
    readsOrExplains(line);
  }

  @Property(tries = 500)
  void oneEditOfAGoodLine(@ForAll @IntRange(min = 0, max = 200) int at, @ForAll("edits") String edit,
      @ForAll boolean replace) {
    int i = Math.min(at, GOOD.length());
    int end = replace ? Math.min(GOOD.length(), i + 1) : i;
    readsOrExplains(GOOD.substring(0, i) + edit + GOOD.substring(end));
  }

  @Property(tries = 200)
  void truncated(@ForAll @IntRange(min = 0, max = 200) int length) {
    readsOrExplains(GOOD.substring(0, Math.min(length, GOOD.length())));
  }

  @Property(tries = 50)
  void deepOrHuge(@ForAll @IntRange(min = 1, max = 100_000) int n, @ForAll("openers") String open) {
    readsOrExplains("{\"puzzle\":\"p\",\"tiles\":" + open.repeat(n));
  }

  @Provide
  Arbitrary<String> edits() {
    return Arbitraries.oneOf(
        Arbitraries.of("", "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "-", "0", "01", "1e5",
            "99999999999999999999", "\u0663", "null", "true", "\u0000", "\uD800", " "),
        Arbitraries.strings().ofMaxLength(5));
  }

  @Provide
  Arbitrary<String> openers() {
    return Arbitraries.of("[", "{\"a\":", "[{\"tile\":", "9", "\"x");
  }

  private static void readsOrExplains(String line) {
    long start = System.nanoTime();
    try {
      TantrixJson.read(line);
    } catch (BadInputException e) {
      String m = e.getMessage();
      assertTrue(m != null && !m.isBlank() && m.length() < 300 && !m.contains("\n"), String.valueOf(m));
    }
    assertTrue(System.nanoTime() - start < 2_000_000_000L, "took over 2 s");
  }
}
