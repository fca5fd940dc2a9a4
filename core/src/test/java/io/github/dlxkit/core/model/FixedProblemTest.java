package io.github.dlxkit.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.dlxkit.core.io.KnuthFormat;
import io.github.dlxkit.core.search.ExactCoverSolver;
import io.github.dlxkit.core.testing.BruteForceExactCover;
import io.github.dlxkit.core.testing.RandomProblems;
import java.util.Arrays;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link ExactCoverProblem#withFixedOptions}: the problem written out with options fixed has as many
 * solutions as brute force finds among the original's solutions that contain every fixed option.
 */
class FixedProblemTest {
  @Provide
  Arbitrary<ExactCoverProblem> problems() {
    return RandomProblems.arbitrary(6, 3, 14);
  }

  @Property(tries = 300)
  void sameCountAsBruteForceWithTheFixedOptions(@ForAll("problems") ExactCoverProblem p,
      @ForAll @IntRange(min = 0, max = 13) int a, @ForAll @IntRange(min = 0, max = 13) int b,
      @ForAll boolean two) {
    int[] fixed = two ? new int[] {a % p.optionCount(), b % p.optionCount()} : new int[] {a % p.optionCount()};
    long expected = BruteForceExactCover.solutions(p).stream()
        .filter(s -> Arrays.stream(fixed).allMatch(f -> Arrays.stream(s).anyMatch(o -> o == f))).count();
    ExactCoverProblem q = p.withFixedOptions(fixed);
    String text = Arrays.toString(fixed) + "\n" + KnuthFormat.toText(p) + "->\n" + KnuthFormat.toText(q);
    assertEquals(expected, ExactCoverSolver.of(q).count(), text);
    assertEquals(expected, BruteForceExactCover.count(q), text);
  }
}
