package io.github.dlxkit.cli;

import java.util.ArrayList;
import java.util.List;

/** Splits a documented command line into words, with '…' and "…" quoting, as a shell would. */
final class Shell {
  private Shell() {}

  static List<String> split(String command) {
    List<String> words = new ArrayList<>();
    StringBuilder word = null;
    char quote = 0;
    for (int i = 0; i < command.length(); i++) {
      char c = command.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else {
          word.append(c);
        }
      } else if (c == '\'' || c == '"') {
        quote = c;
        if (word == null) {
          word = new StringBuilder();
        }
      } else if (Character.isWhitespace(c)) {
        if (word != null) {
          words.add(word.toString());
          word = null;
        }
      } else {
        if (word == null) {
          word = new StringBuilder();
        }
        word.append(c);
      }
    }
    if (quote != 0) {
      throw new IllegalArgumentException("unclosed quote in: " + command);
    }
    if (word != null) {
      words.add(word.toString());
    }
    return words;
  }
}
