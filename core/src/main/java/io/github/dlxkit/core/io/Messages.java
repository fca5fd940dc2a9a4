package io.github.dlxkit.core.io;

/**
 * What an error message may quote of the user's input: one line of readable length. Shared by
 * the command line and the web server, whose messages are the same lines.
 *
 * <pre>{@code
 * Messages.quote("A\tB");                     // "'A?B'"
 * Messages.oneLine("first line\nsecond line");   // "first line"
 * Messages.jsonSyntax("Use JsonReader.setStrictness(Strictness.LENIENT) to accept malformed JSON at line 1 column 3 path $.\nSee https://…");
 *                                               // "malformed JSON at line 1 column 3 path $."
 * }</pre>
 */
public final class Messages {
  /** The most characters of user input a message quotes. */
  public static final int MAX_QUOTE = 40;
  /** The longest message line printed. */
  public static final int MAX_LINE = 300;

  /** A JSON parser's advice to the programmer who calls it (Gson's), never shown to a user. */
  private static final java.util.regex.Pattern PARSER_ADVICE =
      java.util.regex.Pattern.compile("Use JsonReader\\.set[A-Za-z]+\\([^)]*\\) to accept malformed JSON");

  private Messages() {}

  /**
   * {@return a JSON parser's complaint in the project's words, on one line: without its link to a
   * troubleshooting page, and its advice to the programmer ("Use JsonReader.setStrictness(…) to
   * accept malformed JSON") said as "malformed JSON"} The one wording of every reader of JSON input
   * (the web server's bodies, Tantrix JSON, saved games, split parts).
   *
   * @param message the parser's exception message; null gives {@code "(no message)"}
   */
  public static String jsonSyntax(String message) {
    if (message == null) {
      return "(no message)";
    }
    int see = message.indexOf("\nSee ");
    see = see < 0 ? message.indexOf(" See https:") : see;
    return oneLine(PARSER_ADVICE.matcher(see < 0 ? message : message.substring(0, see)).replaceAll("malformed JSON"));
  }

  /**
   * {@return {@code text} in single quotes, cut to {@value #MAX_QUOTE} characters, control
   * characters shown as '?'}
   *
   * @param text the user's input to quote; not null
   */
  public static String quote(String text) {
    return "'" + cut(text, MAX_QUOTE) + "'";
  }

  /**
   * {@return the first line of {@code message}, stripped and cut to {@value #MAX_LINE} characters}
   *
   * @param message any message; null gives {@code "(no message)"}
   */
  public static String oneLine(String message) {
    if (message == null) {
      return "(no message)";
    }
    int nl = message.indexOf('\n');
    return cut((nl < 0 ? message : message.substring(0, nl)).strip(), MAX_LINE);
  }

  private static String cut(String text, int max) {
    StringBuilder sb = new StringBuilder();
    int n = Math.min(text.length(), max);
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      sb.append(Character.isISOControl(c) || Character.isSurrogate(c) ? '?' : c);
    }
    if (text.length() > max) {
      sb.append("… (").append(text.length()).append(" characters)");
    }
    return sb.toString();
  }
}
