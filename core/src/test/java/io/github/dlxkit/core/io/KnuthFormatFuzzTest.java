package io.github.dlxkit.core.io;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.testing.Fuzz;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.StringLength;

/**
 * Fuzzing of {@link KnuthFormat}: random, one-edit and truncated inputs give a problem or a
 * {@link DlxFormatException} (an IllegalArgumentException) with one short line.
 */
class KnuthFormatFuzzTest {
  /** Knuth's colour example (DLX2 documentation), which uses every part of the format. */
  private static final String GOOD = """
      | A simple example of color controls
      A B C | X Y
      A B X:0 Y:0
      A C X:1 Y:1
      X:0 Y:1
      B X:1
      C Y:1
      """;

  @Property(tries = 300)
  void randomText(@ForAll @StringLength(max = 300) String text) {
    Fuzz.answersOrExplains(BadInputException.class, () -> KnuthFormat.parse(text, "fuzz"));
  }

  @Property(tries = 500)
  void oneEdit(@ForAll int at, @ForAll("edits") String edit, @ForAll boolean replace) {
    String text = Fuzz.edit(GOOD, at, edit, replace);
    Fuzz.answersOrExplains(BadInputException.class, () -> KnuthFormat.parse(text, "fuzz"));
  }

  @Property(tries = 100)
  void truncated(@ForAll @IntRange(min = 0, max = 200) int length) {
    String text = GOOD.substring(0, Math.min(length, GOOD.length()));
    Fuzz.answersOrExplains(BadInputException.class, () -> KnuthFormat.parse(text, "fuzz"));
  }

  @Property(tries = 20)
  void hugeLinesAndTokens(@ForAll @IntRange(min = 1, max = 200_000) int n) {
    String text = "A" + "B".repeat(n) + " C\n" + "A ".repeat(n) + "\n";
    Fuzz.answersOrExplains(BadInputException.class, () -> KnuthFormat.parse(text, "fuzz"));
  }

  @Provide
  Arbitrary<String> edits() {
    return Fuzz.edits();
  }
}
