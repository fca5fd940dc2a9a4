package io.github.dlxkit.cli;

import java.util.Collection;
import java.util.Iterator;

/** Just enough JSON writing for the CLI's one-object-per-line outputs. */
public final class Json {
  private Json() {}

  /** {@code s} as a JSON string literal. */
  public static String string(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        default -> {
          if (c < 0x20) {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.append('"').toString();
  }

  /** A JSON array of numbers. */
  public static String numbers(int[] values) {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < values.length; i++) {
      if (i > 0) {
        sb.append(',');
      }
      sb.append(values[i]);
    }
    return sb.append(']').toString();
  }

  /** A JSON array of strings. */
  public static String strings(Collection<String> values) {
    StringBuilder sb = new StringBuilder("[");
    Iterator<String> it = values.iterator();
    while (it.hasNext()) {
      sb.append(string(it.next()));
      if (it.hasNext()) {
        sb.append(',');
      }
    }
    return sb.append(']').toString();
  }
}
