package io.github.dlxkit.core.io;

import io.github.dlxkit.core.BadInputException;

/**
 * Malformed input in Knuth's DLX format. The message reads {@code source:line:column: problem},
 * e.g. {@code queens8.dlx:3:9: unknown item 'r9'}; lines and columns count from 1.
 *
 * <pre>{@code
 * try {
 *   KnuthFormat.read(new StringReader("A B\nA Z\n"), "x.dlx");
 * } catch (DlxFormatException e) {
 *   e.source();    // "x.dlx"
 *   e.line();      // 2
 *   e.problem();   // what is wrong, without the place
 * }
 * }</pre>
 */
public final class DlxFormatException extends BadInputException {
  private static final long serialVersionUID = 1L;
  /** The most characters of one quoted token in a message. */
  static final int MAX_QUOTE = 40;
  private static final int MAX_LINE = 100;
  /** What is wrong, in the project's words, without the position (as given, not shortened). */
  private final String problem;

  /**
   * An error at {@code line}, {@code column} of {@code source}; the message is
   * {@code source:line:column: problem}, quoted tokens in {@code problem} cut to
   * {@value #MAX_QUOTE} characters.
   *
   * @param source the name of the input (a file name, {@code <stdin>})
   * @param line the 1-based line of the error
   * @param column the 1-based column of the error, 0 when not known
   * @param problem what is wrong, in the project's words, without the position
   */
  public DlxFormatException(String source, int line, int column, String problem) {
    super(source + ":" + line + ":" + column + ": " + shortened(problem), source, line, column);
    this.problem = problem;
  }

  /**
   * {@code problem} with every quoted part cut to {@value #MAX_QUOTE} characters and control
   * characters shown as '?', so that a 10 MB token is not echoed whole.
   */
  static String shortened(String problem) {
    StringBuilder sb = new StringBuilder();
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("'([^']*)'").matcher(problem);
    int last = 0;
    while (m.find()) {
      sb.append(problem, last, m.start()).append('\'');
      String quoted = m.group(1);
      String cut = quoted.length() <= MAX_QUOTE ? quoted : quoted.substring(0, MAX_QUOTE) + "…";
      sb.append(cut.replaceAll("\\p{Cntrl}", "?")).append('\'');
      last = m.end();
    }
    String s = sb.append(problem, last, problem.length()).toString();
    return s.length() <= 2 * MAX_LINE ? s : s.substring(0, 2 * MAX_LINE) + "…";
  }

  /** {@return the problem, without the position} */
  public String problem() {
    return problem;
  }
}
