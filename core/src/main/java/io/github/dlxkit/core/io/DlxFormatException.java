package io.github.dlxkit.core.io;

/**
 * Malformed input in Knuth's DLX format. The message reads {@code source:line:column: problem},
 * e.g. {@code queens8.dlx:3:9: unknown item 'r9'}; lines and columns count from 1.
 */
public final class DlxFormatException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;
  private final String source;
  private final int line;
  private final int column;
  private final String problem;

  /** An error at {@code line}, {@code column} of {@code source}. */
  public DlxFormatException(String source, int line, int column, String problem) {
    super(source + ":" + line + ":" + column + ": " + problem);
    this.source = source;
    this.line = line;
    this.column = column;
    this.problem = problem;
  }

  /** The name of the input (a file name, or {@code <stdin>}). */
  public String source() {
    return source;
  }

  /** The 1-based line of the error. */
  public int line() {
    return line;
  }

  /** The 1-based column of the error. */
  public int column() {
    return column;
  }

  /** The problem, without the position. */
  public String problem() {
    return problem;
  }
}
