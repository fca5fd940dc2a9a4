package io.github.dlxkit.sudoku.io;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits a stream of text into puzzle records: one puzzle per line, or per block of lines.
 *
 * <p>Blank lines and lines starting with {@code #} are skipped. A line in compact form, or in
 * number form (see {@link PuzzleText}), is one puzzle — except that a <em>block</em> of exactly s
 * consecutive lines of s numbers each, s = n² (4, 9, ..., 100), is the s×s grid row by row, as
 * {@code --format matrix} writes it. A block ends at a blank line, a {@code #} line, a line of
 * another length, or the end; so a run of more than s such lines is s-number puzzles one per line
 * (a file of exactly 81 9×9 puzzles in number form, and nothing else, reads as one 81×81 grid:
 * put a blank or {@code #} line after them).
 *
 * <p>Memory is bounded: at most s + 1 lines are looked ahead.
 *
 * <pre>{@code
 * PuzzleReader in = new PuzzleReader(new BufferedReader(new StringReader("# two puzzles\n....\n\n1.3.34..2.4..1.2\n")));
 * PuzzleReader.Record first = in.next();
 * first.lineNumber();    // 2
 * first.text();          // "...."
 * }</pre>
 */
public final class PuzzleReader {
  /**
   * One puzzle's text.
   *
   * @param lineNumber the line (from 1) where it starts
   * @param text the line, or a block's rows joined by spaces
   */
  public record Record(int lineNumber, String text) {}

  private final BufferedReader in;
  /** Lines read ahead and given back, in input order. */
  private final ArrayDeque<Record> ahead = new ArrayDeque<>();
  /** How many of the lines in {@link #ahead} are known to be one-line puzzles. */
  private int singles;
  /** The row length of a run of more than that many lines just read (its lines are puzzles), or -1. */
  private int longRun = -1;
  private int lineNumber;

  /**
   * A reader of the puzzles in {@code in}. Not thread-safe.
   *
   * @param in the text, read line by line as {@link #next()} needs it; not closed by this reader
   */
  public PuzzleReader(BufferedReader in) {
    this.in = in;
  }

  /**
   * {@return the next puzzle's text, or null at the end} The text is not checked to be a puzzle:
   * {@code Sudoku.parse} does that.
   *
   * @throws IOException if reading {@code in} fails
   */
  public Record next() throws IOException {
    Record first;
    while (true) {
      first = line();
      if (first == null) {
        return null;
      }
      if (!isSkipped(first.text())) {
        break;
      }
      longRun = -1;
    }
    if (singles > 0) {
      singles--;
      return first;
    }
    int side = rowLength(first.text());
    if (side < 0 || side == longRun) {
      longRun = side;
      return first;
    }
    List<Record> block = new ArrayList<>(side);
    block.add(first);
    while (block.size() <= side) {
      Record next = line();
      if (next == null) {
        break;
      }
      if (rowLength(next.text()) != side) {
        ahead.addFirst(next);
        break;
      }
      block.add(next);
    }
    if (block.size() == side) {
      StringBuilder rows = new StringBuilder();
      for (Record row : block) {
        rows.append(row.text()).append(' ');
      }
      return new Record(first.lineNumber(), rows.toString());
    }
    for (int i = block.size() - 1; i >= 1; i--) {
      ahead.addFirst(block.get(i));
    }
    singles = block.size() - 1;
    longRun = block.size() > side ? side : -1;
    return first;
  }

  /** The row length s = n² (n ≥ 2) if {@code text} could be a row of a block, else -1. */
  private static int rowLength(String text) {
    if (isSkipped(text) || !PuzzleText.isNumberForm(text)) {
      return -1;
    }
    int count = PuzzleText.countNumbers(text);
    int root = (int) Math.round(Math.sqrt(count));
    return root >= 2 && root <= 10 && root * root == count ? count : -1;
  }

  private static boolean isSkipped(String text) {
    return text.isEmpty() || text.startsWith("#");
  }

  private Record line() throws IOException {
    if (!ahead.isEmpty()) {
      return ahead.poll();
    }
    String text = in.readLine();
    if (text == null) {
      return null;
    }
    lineNumber++;
    return new Record(lineNumber, text.strip());
  }
}
