package io.github.dlxkit.sudoku;

import io.github.dlxkit.core.testing.JavadocExamples;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs the examples of sudoku's Javadoc as written there ({@link JavadocExamples}), with the names of
 * {@link SudokuFixtures}, and checks every exported type has one.
 */
class JavadocExamplesTest {
  /** Exported types without a class example yet, each with why: this list only shrinks. */
  static final Map<String, String> WITHOUT = Map.of();

  @TestFactory
  Stream<DynamicNode> javadocExamples() {
    return JavadocExamples.of(SudokuFixtures.class, WITHOUT, Set.of());
  }
}
