package io.github.dlxkit.core;

/**
 * Input the user must fix: a malformed file, a value out of its range, an unknown name. The one
 * exception type every parser and validator throws for the user's mistake, so that a front end
 * (the CLI exits with status 2) can tell it from a library bug (any other exception). The message
 * is one short line naming the bad part; {@link #source()}, {@link #line()} and {@link #column()}
 * say where, when known.
 *
 * <p>It extends {@link IllegalArgumentException}, so a library caller who catches that still
 * catches bad input.
 *
 * <pre>{@code
 * try {
 *   KnuthFormat.read(new StringReader("A B\nA C\n"), "two.dlx");
 * } catch (BadInputException e) {
 *   e.getMessage();   // names the file, line 2 and the unknown item C
 *   e.line();         // 2
 * }
 * }</pre>
 */
public class BadInputException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;
  /** The name of the input (a file name, {@code <stdin>}); null when not known. */
  private final String source;
  /** The 1-based line of the error; 0 when not known. */
  private final int line;
  /** The 1-based column of the error; 0 when not known. */
  private final int column;

  /**
   * Bad input with no position (a command-line value, a parameter).
   *
   * @param message one line in the project's words, naming the bad part and what is allowed
   */
  public BadInputException(String message) {
    this(message, null, 0, 0);
  }

  /**
   * Bad input with no position, found through {@code cause} (e.g. a number that did not parse).
   *
   * @param message one line in the project's words, naming the bad part and what is allowed
   * @param cause the library's exception that found it, kept for debugging; may be null
   */
  public BadInputException(String message, Throwable cause) {
    // super(message, cause), not initCause: a constructor that calls an overridable method lets
    // 'this' escape before a subclass is initialised (javac 21+ -Xlint:this-escape)
    super(message, cause);
    this.source = null;
    this.line = 0;
    this.column = 0;
  }

  /**
   * Bad input at {@code line}, {@code column} of {@code source} (1-based; 0 when unknown). The
   * message is used as given: the caller puts the position into it in its own format.
   *
   * @param message one line naming the position and the bad part, as the caller formats it
   * @param source the name of the input (a file name, {@code <stdin>}); null when not known
   * @param line the 1-based line, 0 when not known
   * @param column the 1-based column, 0 when not known
   */
  public BadInputException(String message, String source, int line, int column) {
    super(message);
    this.source = source;
    this.line = line;
    this.column = column;
  }

  /** {@return the name of the input (a file name, {@code <stdin>}), or null when not known} */
  public String source() {
    return source;
  }

  /** {@return the 1-based line of the error, or 0 when not known} */
  public int line() {
    return line;
  }

  /** {@return the 1-based column of the error, or 0 when not known} */
  public int column() {
    return column;
  }
}
