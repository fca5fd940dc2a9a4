package io.github.dlxkit.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The one wording of a JSON parser's complaint. The messages are Gson 2.13's, as its JsonReader
 * words them (copied from the errors dlx printed before issue 52: "not JSON: Use
 * JsonReader.setStrictness(Strictness.LENIENT) to accept malformed JSON at line 1 column 3 path $.").
 */
class MessagesTest {
  @Test
  void theParsersAdviceAndLinkAreNotShown() {
    assertEquals("malformed JSON at line 1 column 3 path $.", Messages.jsonSyntax(
        "Use JsonReader.setStrictness(Strictness.LENIENT) to accept malformed JSON at line 1 column 3 path $.\n"
            + "See https://github.com/google/gson/blob/main/Troubleshooting.md#malformed-json"));
    assertEquals("Unterminated object at line 1 column 9 path $.a", Messages.jsonSyntax(
        "Unterminated object at line 1 column 9 path $.a See https://github.com/google/gson/blob/main/Troubleshooting.md"));
    assertEquals("Expected a name but was NUMBER", Messages.jsonSyntax("Expected a name but was NUMBER"));
    assertEquals("(no message)", Messages.jsonSyntax(null));
  }
}
