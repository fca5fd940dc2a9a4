package io.github.dlxkit.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * A reader of UTF-8 that stops at the first byte sequence that is not UTF-8 with a
 * {@link BadInputException} naming the file, line and byte offset — instead of the JDK's
 * "Input length = 1" or silently replaced characters.
 */
final class Utf8Reader extends Reader {
  private final InputStream in;
  private final String name;
  private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
      .onMalformedInput(CodingErrorAction.REPORT)
      .onUnmappableCharacter(CodingErrorAction.REPORT);
  /** Bytes read but not yet decoded; between calls it is in read mode. */
  private final ByteBuffer bytes = ByteBuffer.allocate(8192).flip();
  /** Bytes of the input before {@code bytes}' first byte. */
  private long offset;
  /** Lines ended so far by a decoded '\n'. */
  private long lines;
  private boolean eof;

  Utf8Reader(InputStream in, String name) {
    this.in = in;
    this.name = name;
  }

  @Override
  public int read(char[] buf, int off, int len) throws IOException {
    if (len == 0) {
      return 0;
    }
    CharBuffer out = CharBuffer.wrap(buf, off, len);
    while (out.position() == off) {
      int before = bytes.position();
      CoderResult r = decoder.decode(bytes, out, eof);
      offset += bytes.position() - before;
      if (r.isError()) {
        countLines(buf, off, out.position());
        throw new BadInputException("cannot read " + name + ": not UTF-8 at line " + (lines + 1)
            + ", byte " + (offset + 1) + " of the file");
      }
      if (out.position() > off) {
        break;
      }
      if (eof) {
        return -1;
      }
      fill();
    }
    countLines(buf, off, out.position());
    return out.position() - off;
  }

  private void fill() throws IOException {
    bytes.compact();
    int n = in.read(bytes.array(), bytes.position(), bytes.remaining());
    if (n < 0) {
      eof = true;
    } else {
      bytes.position(bytes.position() + n);
    }
    bytes.flip();
  }

  private void countLines(char[] buf, int from, int to) {
    for (int i = from; i < to; i++) {
      if (buf[i] == '\n') {
        lines++;
      }
    }
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
