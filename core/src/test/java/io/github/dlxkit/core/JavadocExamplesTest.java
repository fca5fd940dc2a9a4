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
  /** Kernels and runners another change is moving out of the public API: neither checked nor run. */
  static final Set<String> ELSEWHERE = Set.of("DancingLinks", "DancingCells", "DancingBits", "Multiplicities",
      "MinCostSearch", "SearchMatrix", "BitLayout", "MatrixSearch", "PrefixRunner", "SplitCounter", "Workers");

  /** Exported types without a class example yet, each with why: this list only shrinks. */
  static final Map<String, String> WITHOUT = Map.ofEntries(
      // an example is a whole search (core's tests have one, QueensSearch) run by PrefixRunner,
      // which another change is moving: written once that lands
      Map.entry("PrefixSearch", "a whole search to implement; runs through PrefixRunner, being moved"));

  @TestFactory
  Stream<DynamicNode> javadocExamples() {
    return JavadocExamples.of(CoreFixtures.class, WITHOUT, ELSEWHERE);
  }
}
