package io.github.dlxkit.core.testing;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The value checks {@link JavadocExamples} adds to an example's lines: which comments it reads, and that they can fail. */
class JavadocExamplesCheckTest {
  static final String EXPECT = JavadocExamples.class.getName() + ".expect";

  @Test
  void aDeclarationsValueIsChecked() {
    assertEquals("long n = f();   " + EXPECT + "(n, \"number\", \"92\", \"F.java:3\"); // 92, on two threads",
        JavadocExamples.withCheck("long n = f();   // 92, on two threads", true, "F.java:3"));
  }

  @Test
  void anExpressionStatementIsChecked() {
    assertEquals(EXPECT + "(s.toString(), \"string\", \"ab\\n\", \"F.java:1\"); // \"ab\\n\"",
        JavadocExamples.withCheck("s.toString();   // \"ab\\n\"", true, "F.java:1"));
  }

  @Test
  void proseIsNotChecked() {
    for (String line : List.of("long n = f();   // the same as g()", "long n = f();   // 7 lines",
        "f(x,   // 92", "for (int i : a) n += i;   // 3", "total += c;   // 3", "long n = f();   // 1L << 40")) {
      assertEquals(line, JavadocExamples.withCheck(line, true, "F.java:1"), line);
    }
    assertEquals("n = f(); // 3", JavadocExamples.withCheck("n = f(); // 3", false, "F.java:1"),
        "a continuation line is not a statement of its own");
  }

  @Test
  void expectComparesCountsNamesListsAndPrefixes() {
    assertDoesNotThrow(() -> JavadocExamples.expect(92L, "number", "92", "w"));
    assertDoesNotThrow(() -> JavadocExamples.expect(List.of(1, 2, 3), "number", "3", "w"));
    assertDoesNotThrow(() -> JavadocExamples.expect(new int[][] {{1}, {2}}, "number", "2", "w"));
    assertDoesNotThrow(() -> JavadocExamples.expect(7.75, "number", "7.75", "w"));
    assertDoesNotThrow(() -> JavadocExamples.expect(Thread.State.NEW, "name", "NEW", "w"));
    assertDoesNotThrow(() -> JavadocExamples.expect(new int[] {1, 2}, "list", "[1, 2]", "w"));
    assertDoesNotThrow(() -> JavadocExamples.expect("2 2 2 2\n2 2", "string", "2 2 2 2\n...", "w"));
    assertDoesNotThrow(() -> JavadocExamples.expect('B', "char", 'B', "w"));
    assertDoesNotThrow(() -> JavadocExamples.expect(List.of(1, 2, 3), "list", "[1, 2, ...]", "w"));
    assertDoesNotThrow(() -> JavadocExamples.expect(Optional.of(5), "number", "5", "w"));
    assertThrows(AssertionError.class, () -> JavadocExamples.expect(91L, "number", "92", "w"));
    assertDoesNotThrow(() -> JavadocExamples.expect(new StringBuilder("92"), "number", "92", "w"));
    assertThrows(AssertionError.class, () -> JavadocExamples.expect("91", "number", "92", "w"));
    assertThrows(AssertionError.class, () -> JavadocExamples.expect("abc", "string", "ab", "w"));
    assertThrows(AssertionError.class, () -> JavadocExamples.expect(false, "boolean", true, "w"));
    assertThrows(AssertionError.class, () -> JavadocExamples.expect(List.of(1), "list", "[2]", "w"));
  }
}
