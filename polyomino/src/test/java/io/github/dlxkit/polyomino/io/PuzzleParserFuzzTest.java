package io.github.dlxkit.polyomino.io;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.testing.Fuzz;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.StringLength;

/** Fuzzing of polyomino puzzle files: a puzzle or an IllegalArgumentException with one short line. */
class PuzzleParserFuzzTest {
  /** The 2x2x2 cube of docs/polyomino.md, which uses comments, pieces, reuse, colours and layers. */
  private static final String GOOD = """
      // a 2x2x2 cube from two V tricubes and a domino
      piece V1 colour=red
      ##
      #.

      piece V2
      ##
      #.

      piece D *
      ##

      region
      ##
      ##
      --
      ##
      ##
      """;

  @Property(tries = 300)
  void randomText(@ForAll @StringLength(max = 300) String text) {
    Fuzz.answersOrExplains(BadInputException.class, () -> PuzzleParser.parse(text));
  }

  @Property(tries = 500)
  void oneEdit(@ForAll int at, @ForAll("edits") String edit, @ForAll boolean replace) {
    String text = Fuzz.edit(GOOD, at, edit, replace);
    Fuzz.answersOrExplains(BadInputException.class, () -> PuzzleParser.parse(text));
  }

  @Property(tries = 100)
  void truncated(@ForAll @IntRange(min = 0, max = 200) int length) {
    String text = GOOD.substring(0, Math.min(length, GOOD.length()));
    Fuzz.answersOrExplains(BadInputException.class, () -> PuzzleParser.parse(text));
  }

  @Property(tries = 10)
  void hugeRows(@ForAll @IntRange(min = 1, max = 100_000) int n) {
    String text = "piece A\n" + "#".repeat(n) + "\n\nregion\n" + "#".repeat(n) + "\n";
    Fuzz.answersOrExplains(BadInputException.class, () -> PuzzleParser.parse(text));
  }

  @Provide
  Arbitrary<String> edits() {
    return Fuzz.edits();
  }
}
