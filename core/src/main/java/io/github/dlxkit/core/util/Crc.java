package io.github.dlxkit.core.util;

import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;

/**
 * The CRC-32 checksums that make the files a long run keeps tamper-evident (checkpoints, spill
 * files): a byte changed by hand or by the disk changes the checksum.
 *
 * <pre>{@code
 * Crc.hex("1:0,15,30,73 3 108 0")   // "7a554f6c"
 * }</pre>
 */
public final class Crc {
  private Crc() {}

  private static final char[] DIGITS = "0123456789abcdef".toCharArray();

  /**
   * The CRC-32 of {@code text} (UTF-8) in 8 lowercase hex digits. Written digit by digit, not
   * through {@code String.format}: a checkpoint checksums a line per subproblem, thousands a second,
   * and the formatter's parsing cost more than the checksum.
   */
  public static String hex(CharSequence text) {
    byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
    byte[] hex = new byte[8];
    hex(of(bytes, 0, bytes.length), hex, 0);
    return new String(hex, StandardCharsets.US_ASCII);
  }

  /**
   * Writes {@code crc} as {@link #hex(CharSequence)} does, 8 lowercase hex digits in ASCII, into
   * {@code into[at, at + 8)}: for a file that builds its lines as bytes.
   *
   * @param crc a CRC-32, from {@link #of}
   * @param into the bytes to write into
   * @param at where the first digit goes
   */
  public static void hex(long crc, byte[] into, int at) {
    for (int i = 7; i >= 0; i--) {
      into[at + i] = (byte) DIGITS[(int) (crc & 0xf)];
      crc >>>= 4;
    }
  }

  /** The CRC-32 of {@code bytes[from, to)}. */
  public static long of(byte[] bytes, int from, int to) {
    CRC32 crc = new CRC32();
    crc.update(bytes, from, to - from);
    return crc.getValue();
  }
}
