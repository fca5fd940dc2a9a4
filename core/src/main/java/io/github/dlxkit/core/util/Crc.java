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

  /** The CRC-32 of {@code text} (UTF-8) in 8 lowercase hex digits. */
  public static String hex(CharSequence text) {
    byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
    return String.format(java.util.Locale.ROOT, "%08x", of(bytes, 0, bytes.length));
  }

  /** The CRC-32 of {@code bytes[from, to)}. */
  public static long of(byte[] bytes, int from, int to) {
    CRC32 crc = new CRC32();
    crc.update(bytes, from, to - from);
    return crc.getValue();
  }
}
