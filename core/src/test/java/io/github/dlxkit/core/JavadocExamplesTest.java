package io.github.dlxkit.core;

import io.github.dlxkit.core.testing.JavadocExamples;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs the examples of core's Javadoc as written there ({@link JavadocExamples}), with the names of
 * {@link CoreFixtures}, and checks every exported type has one.
 */
class JavadocExamplesTest {
  /** Exported types whose examples are neither checked nor run: none (the kernels are internal now). */
  static final Set<String> ELSEWHERE = Set.of();

  /** Exported types without a class example yet, each with why: this list only shrinks. */
  static final Map<String, String> WITHOUT = Map.of();

  @TestFactory
  Stream<DynamicNode> javadocExamples() {
    return JavadocExamples.of(CoreFixtures.class, WITHOUT, ELSEWHERE);
  }
}
