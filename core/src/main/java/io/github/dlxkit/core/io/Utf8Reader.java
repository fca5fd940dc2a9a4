package io.github.dlxkit.core.io;

import java.io.CharConversionException;
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
 * A reader of UTF-8 text files that stops at the first byte sequence that is not UTF-8 with a
 * {@link CharConversionException} naming the file, line and byte offset — instead of the JDK's
 * "Input length = 1" or silently replaced characters — and at a line longer than a cap with an
 * {@link IOException} naming the line, so that a file of one endless line cannot exhaust memory. A
 * byte-order mark (EF BB BF, which some Windows editors write) at the start is skipped: it is not
 * part of the text, and read as a character it would make the first item, tile or puzzle unknown.
 *
 * <pre>{@code
 * long lines = 0;
 * try (BufferedReader in = new BufferedReader(new Utf8Reader(Files.newInputStream(path), "x.dlx"))) {
 *   while (in.readLine() != null) lines++;   // or a CharConversionException naming x.dlx, line and byte
 * }
 * }</pre>
 *
 * <p>A batch of independent lines (a puzzle per line) reads through {@link #ofLines}: there a byte
 * sequence that is not UTF-8 is read as U+FFFD and the reading goes on, and {@link #notUtf8(long)}
 * names the line's first such byte, so that the batch reports that line alone and answers the
 * others. Lines end as {@link java.io.BufferedReader#readLine()} ends them: at LF, CR or CR LF.
 */
public final class Utf8Reader extends Reader {
  /** The longest line read by default: ten million characters (an item line of 10^6 names fits). */
  public static final int MAX_LINE = 10_000_000;

  private final InputStream in;
  private final String name;
  private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
      .onMalformedInput(CodingErrorAction.REPORT)
      .onUnmappableCharacter(CodingErrorAction.REPORT);
  /** Bytes read but not yet decoded; between calls it is in read mode. */
  private final ByteBuffer bytes = ByteBuffer.allocate(8192).flip();
  /** Bytes of the input before {@code bytes}' first byte. */
  private long offset;
  /** Lines ended so far by a decoded LF, CR or CR LF. */
  private long lines;
  private boolean eof;
  /** Characters of the current line so far. */
  private long column;
  private final long maxLine;
  /** Whether the first character has been read (and a byte-order mark skipped). */
  private boolean started;
  private static final char BYTE_ORDER_MARK = '\uFEFF';
  private static final char REPLACEMENT = '\uFFFD';
  /** Whether the last character read was CR (a LF right after it ends no other line). */
  private boolean afterCr;
  /**
   * With {@link #ofLines}: line (from 1) → the byte (from 1) of its first sequence that is not
   * UTF-8, for the lines not yet asked about; null: such a sequence stops the reading.
   */
  private final java.util.TreeMap<Long, Long> notUtf8Lines;

  /**
   * A reader of {@code in}, called {@code name} in messages, with lines of at most
   * {@link #MAX_LINE} characters.
   *
   * @param in the bytes, read 8 KiB at a time (so it need not be buffered) and closed by
   *     {@link #close()}
   * @param name the input's name in messages, e.g. a file name
   */
  public Utf8Reader(InputStream in, String name) {
    this(in, name, MAX_LINE);
  }

  /**
   * A reader of {@code in}, called {@code name} in messages, with lines of at most
   * {@code maxLine} characters.
   *
   * @param in the bytes, read as needed and closed by {@link #close()}
   * @param name the input's name in messages, e.g. a file name
   * @param maxLine the most characters of one line (its end not counted); a longer line is an
   *     {@link IOException} naming it
   */
  public Utf8Reader(InputStream in, String name, long maxLine) {
    this(in, name, maxLine, false);
  }

  private Utf8Reader(InputStream in, String name, long maxLine, boolean lines) {
    this.in = in;
    this.name = name;
    this.maxLine = maxLine;
    this.notUtf8Lines = lines ? new java.util.TreeMap<>() : null;
  }

  /**
   * {@return a reader of {@code in}, a batch of independent lines called {@code name} in messages, with
   * lines of at most {@link #MAX_LINE} characters, that reads a byte sequence that is not UTF-8 as
   * U+FFFD and goes on; {@link #notUtf8(long)} tells which lines held one}
   *
   * @param in the bytes, read as needed and closed by {@link #close()}
   * @param name the input's name in messages, e.g. a file name
   */
  public static Utf8Reader ofLines(InputStream in, String name) {
    return new Utf8Reader(in, name, MAX_LINE, true);
  }

  /**
   * For a reader made by {@link #ofLines}: why line {@code line} (from 1, as counted by
   * {@link java.io.BufferedReader#readLine()}) is not text, {@code "not UTF-8 at byte B of the
   * file"} naming its first byte that is not UTF-8, or null if it decoded (or was not read yet).
   * Lines are asked about in increasing order: asking forgets the lines before {@code line}, so
   * that only the lines read ahead are remembered.
   *
   * @param line a line number, from 1, not less than any asked about before
   * @return {@code "not UTF-8 at byte B of the file"}, or null if the line decoded, was not read
   *     yet, or this reader was not made by {@link #ofLines}
   */
  public synchronized String notUtf8(long line) {
    if (notUtf8Lines == null || notUtf8Lines.isEmpty()) {
      return null; // the usual case, asked once a line: no view of the map made
    }
    notUtf8Lines.headMap(line).clear();
    Long at = notUtf8Lines.remove(line);
    return at == null ? null : "not UTF-8 at byte " + at + " of the file";
  }

  @Override
  public int read(char[] buf, int off, int len) throws IOException {
    int n = decode(buf, off, len);
    if (n > 0 && !started) {
      started = true;
      if (buf[off] == BYTE_ORDER_MARK) {
        System.arraycopy(buf, off + 1, buf, off, n - 1);
        return n > 1 ? n - 1 : read(buf, off, len);
      }
    }
    return n;
  }

  private int decode(char[] buf, int off, int len) throws IOException {
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
        if (notUtf8Lines == null) {
          throw new CharConversionException("cannot read " + name + ": not UTF-8 at line " + (lines + 1)
              + ", byte " + (offset + 1) + " of the file");
        }
        if (out.position() > off) {
          return out.position() - off; // the characters before it first; the sequence comes next call
        }
        // a batch: the sequence reads as U+FFFD, its line is remembered, and the reading goes on
        synchronized (this) {
          notUtf8Lines.putIfAbsent(lines + 1, offset + 1);
        }
        bytes.position(bytes.position() + r.length());
        offset += r.length();
        out.put(REPLACEMENT);
        countLines(buf, off, out.position());
        return 1;
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

  private void countLines(char[] buf, int from, int to) throws IOException {
    // in locals, stored back once: every character of the input passes here, at first interpreted
    boolean cr = afterCr;
    long line = lines;
    long col = column;
    for (int i = from; i < to; i++) {
      char c = buf[i];
      if (c == '\n' || c == '\r') {
        line += c == '\n' && cr ? 0 : 1; // the LF of a CR LF ends no other line
        col = 0;
        cr = c == '\r';
      } else if (++col > maxLine) {
        lines = line;
        throw new IOException("cannot read " + name + ": line " + (line + 1) + " is longer than "
            + String.format(java.util.Locale.ROOT, "%,d", maxLine) + " characters");
      } else {
        cr = false;
      }
    }
    afterCr = cr;
    lines = line;
    column = col;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
