package io.github.dlxkit.cli.sudoku;

import java.io.PrintWriter;

/**
 * A batch's answers, gathered into blocks of about 8 KB and written to the command's writer one
 * block at a time (the CLI's writer flushes at each line on a terminal, and from JDK 21 on its encoder starts with
 * a 512-byte buffer). One {@link StringBuilder} instead of a {@code PrintWriter} over a
 * {@code BufferedWriter}: a line is an append, where those took three locks and as many calls,
 * which a batch pays once a puzzle, interpreted and with C1's profiling at first (issue 54).
 */
final class AnswerBlock {
  /** The size at which a block is written. */
  static final int SIZE = 8192;
  private static final String LINE_END = System.lineSeparator(); // as PrintWriter.println ends a line

  private final PrintWriter out;
  private final StringBuilder block = new StringBuilder(SIZE + 256);

  AnswerBlock(PrintWriter out) {
    this.out = out;
  }

  /** Adds {@code text} and a line end; writes the block once it reaches {@link #SIZE}. */
  void line(String text) {
    block.append(text).append(LINE_END);
    if (block.length() >= SIZE) {
      out.append(block);
      block.setLength(0);
    }
  }

  /** Writes what is gathered and flushes the command's writer. */
  void flush() {
    if (block.length() > 0) {
      out.append(block);
      block.setLength(0);
    }
    out.flush();
  }
}
