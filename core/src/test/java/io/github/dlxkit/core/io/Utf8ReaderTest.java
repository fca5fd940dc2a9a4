package io.github.dlxkit.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.dlxkit.core.search.ExactCoverSolver;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.CharConversionException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading files: bytes that are not UTF-8 and endless lines are named, not "Input length = 1" or an OutOfMemoryError. */
class Utf8ReaderTest {
  @Test
  void knuthFormatNamesTheFileLineAndByteOfBytesThatAreNotUtf8(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("bad.dlx");
    // 0xFF never occurs in UTF-8 (RFC 3629, section 1)
    Files.write(f, new byte[] {'A', ' ', 'B', '\n', 'A', (byte) 0xFF, '\n'});
    CharConversionException e = assertThrows(CharConversionException.class, () -> KnuthFormat.read(f));
    assertEquals("cannot read " + f + ": not UTF-8 at line 2, byte 6 of the file", e.getMessage());
  }

  /** Issue 32: a byte-order mark gave "2:1: unknown item" (the first item named U+FEFF A). */
  @Test
  void aByteOrderMarkAtTheStartIsSkipped(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("bom.dlx");
    Files.write(f, new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'A', ' ', 'B', '\n', 'A', '\n', 'B', '\n'});
    assertEquals(1, ExactCoverSolver.of(KnuthFormat.read(f).problem()).count());
    for (String text : new String[] {"\uFEFF", "\uFEFFx\uFEFF"}) {
      byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
      java.io.StringWriter all = new java.io.StringWriter();
      new Utf8Reader(new ByteArrayInputStream(bytes), "t").transferTo(all);
      assertEquals(text.substring(1), all.toString(), "only the first is a mark; a later U+FEFF is text");
    }
  }

  @Test
  void aLineLongerThanTheCapIsRefusedWithItsNumber() {
    byte[] text = ("A B\n" + "A".repeat(101) + "\n").getBytes(StandardCharsets.UTF_8);
    IOException e = assertThrows(IOException.class, () -> {
      try (BufferedReader in = new BufferedReader(new Utf8Reader(new ByteArrayInputStream(text), "x.dlx", 100))) {
        while (in.readLine() != null) {
          // read to the end
        }
      }
    });
    assertEquals("cannot read x.dlx: line 2 is longer than 100 characters", e.getMessage());
  }

  @Test
  void linesUpToTheCapAreRead() throws IOException {
    byte[] text = ("é".repeat(100) + "\n" + "B".repeat(100)).getBytes(StandardCharsets.UTF_8);
    try (BufferedReader in = new BufferedReader(new Utf8Reader(new ByteArrayInputStream(text), "x", 100))) {
      assertEquals("é".repeat(100), in.readLine());
      assertEquals("B".repeat(100), in.readLine());
    }
  }

  /**
   * A batch of independent lines reads on past bytes that are not UTF-8, each sequence as U+FFFD,
   * and names the first such byte of each line (issue 50: a batch lost every answer). Lines end at
   * LF, CR or CR LF, as BufferedReader ends them, so the numbers agree with the batch's.
   */
  @Test
  void ofLinesReadsOnAndNamesTheLinesThatAreNotUtf8() throws IOException {
    // line 1 "ab" LF; line 2 'c' 0xFF 'd' CR LF; line 3 'e' CR; line 4 0xC3 (cut short) 'f' 0xFE LF; line 5 "g"
    byte[] text = {'a', 'b', '\n', 'c', (byte) 0xFF, 'd', '\r', '\n', 'e', '\r', (byte) 0xC3, 'f', (byte) 0xFE, '\n', 'g'};
    Utf8Reader lines = Utf8Reader.ofLines(new ByteArrayInputStream(text), "x");
    java.util.List<String> read = new java.util.ArrayList<>();
    try (BufferedReader in = new BufferedReader(lines)) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        read.add(line);
      }
    }
    assertEquals(java.util.List.of("ab", "c\uFFFDd", "e", "\uFFFDf\uFFFD", "g"), read);
    assertEquals(null, lines.notUtf8(1));
    assertEquals("not UTF-8 at byte 5 of the file", lines.notUtf8(2));
    assertEquals(null, lines.notUtf8(3));
    assertEquals("not UTF-8 at byte 11 of the file", lines.notUtf8(4), "the first such byte of the line");
    assertEquals(null, lines.notUtf8(2), "asked once: forgotten");
  }
}
