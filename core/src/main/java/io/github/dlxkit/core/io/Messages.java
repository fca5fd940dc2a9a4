package io.github.dlxkit.core.io;

/**
 * What an error message may quote of the user's input: one line of readable length. Shared by
 * the command line and the web server, whose messages are the same lines.
 *
 * <pre>{@code
 * Messages.quote("A\tB");                     // "'A?B'"
 * Messages.oneLine("first line\nsecond line");   // "first line"
 * }</pre>
 */
public final class Messages {
  /** The most characters of user input a message quotes. */
  public static final int MAX_QUOTE = 40;
  /** The longest message line printed. */
  public static final int MAX_LINE = 300;

  private Messages() {}

  /** {@code text} in single quotes, cut to {@value #MAX_QUOTE} characters, control characters shown as '?'. */
  public static String quote(String text) {
    return "'" + cut(text, MAX_QUOTE) + "'";
  }

  /** The first line of {@code message}, cut to {@value #MAX_LINE} characters. */
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
