package io.github.dlxkit.cli.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.dlxkit.cli.CliRun;
import io.github.dlxkit.cli.WriteCounter;
import io.github.dlxkit.cli.main.Dlx;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How a batch ({@code dlx sudoku solve --file}, or stdin) writes its answers: in blocks, not one
 * write per line (issue 54: a write per line was a fifth of the 17-clue batch's CPU), yet each
 * answer before the command waits for the next line of its input, so that puzzles fed one at a
 * time get their answers at once.
 */
class BatchOutputTest {
  @TempDir Path dir;

  /** 2,000 answers of 82 bytes in far fewer writes than lines (about one per 8 KB block). */
  @Test
  void answersAreWrittenInBlocks() throws IOException {
    Path file = dir.resolve("many.txt");
    Files.write(file, Collections.nCopies(2000, SudokuCommandTest.A));
    WriteCounter out = new WriteCounter();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = Dlx.run(new String[] {"sudoku", "solve", "--file", file.toString()},
        new PrintStream(out, false, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
    List<String> lines = out.text().lines().toList();
    assertEquals(Collections.nCopies(2000, SudokuCommandTest.A_SOLVED), lines);
    assertTrue(out.writes() < 200, out.writes() + " writes for 2,000 lines");
  }

  /**
   * Standard input that gives one puzzle per read: when the command asks for more input, the
   * answer to the puzzle before must already be out.
   */
  @Test
  void eachAnswerIsOutBeforeTheNextLineIsRead() {
    WriteCounter out = new WriteCounter();
    String[] lines = {SudokuCommandTest.A + "\n", SudokuCommandTest.HBAD + "\n"};
    boolean[] answeredInTime = new boolean[lines.length];
    InputStream stdin = new InputStream() {
      private int given;

      @Override
      public int read() {
        throw new UnsupportedOperationException("read in blocks");
      }

      @Override
      public int read(byte[] b, int off, int len) {
        if (given > 0) {
          // the answers to the lines given so far, one per line
          answeredInTime[given - 1] = out.text().lines().count() == given;
        }
        if (given == lines.length) {
          return -1;
        }
        byte[] line = lines[given++].getBytes(StandardCharsets.UTF_8);
        System.arraycopy(line, 0, b, off, line.length); // a line fits any reader's buffer
        return line.length;
      }
    };
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status;
    synchronized (CliRun.class) { // CliRun sets System.in under this lock too
      InputStream oldIn = System.in;
      System.setIn(stdin);
      try {
        status = Dlx.run(new String[] {"sudoku", "solve"}, new PrintStream(out, false, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
      } finally {
        System.setIn(oldIn);
      }
    }
    assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
    assertEquals(List.of(SudokuCommandTest.A_SOLVED, "-"), out.text().lines().toList());
    assertTrue(answeredInTime[0] && answeredInTime[1], "answers out before the next read");
  }
}
