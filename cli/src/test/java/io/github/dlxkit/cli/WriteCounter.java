package io.github.dlxkit.cli;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A stdout for the tests of how the CLI writes ({@link ListingOutputTest}, {@link StdoutWriterTest},
 * sudoku's BatchOutputTest): keeps what is written and counts the writes that reach it, each
 * {@code write} call one, whatever its length. Thread-safe: the writer's flusher thread writes too.
 */
public final class WriteCounter extends OutputStream {
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private int writes;

  @Override
  public synchronized void write(int b) {
    writes++;
    bytes.write(b);
  }

  @Override
  public synchronized void write(byte[] b, int off, int len) {
    writes++;
    bytes.write(b, off, len);
  }

  /** {@return the number of writes so far} */
  public synchronized int writes() {
    return writes;
  }

  /** {@return what was written so far, as UTF-8 text} */
  public synchronized String text() {
    return bytes.toString(StandardCharsets.UTF_8);
  }
}
