package io.github.dlxkit.core.search;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

/**
 * The digest in every {@link SplittableSearch#identity()}: the first 128 bits of SHA-256 of a text
 * that names the problem, in hex — short enough for a part's JSON line, long enough that two
 * different problems never share one.
 *
 * <pre>{@code
 * String id = "xcc:" + Digest.of("P a\nP b\nO a b\n"); // 32 hex digits after the kind
 * }</pre>
 */
public final class Digest {
  /** How many digests this JVM has computed: tests check that a search computes none it is not asked for. */
  private static final java.util.concurrent.atomic.AtomicLong COMPUTED = new java.util.concurrent.atomic.AtomicLong();

  private Digest() {}

  /** {@return how many digests {@link #of} has computed in this JVM so far} */
  static long computed() {
    return COMPUTED.get();
  }

  /**
   * {@return the first 128 bits of SHA-256 of {@code text} (UTF-8), as 32 lower-case hex digits}
   *
   * @param text the text to digest; not null
   */
  public static String of(CharSequence text) {
    COMPUTED.incrementAndGet();
    // core's own SHA-256, not the JDK's: see Sha256 for what asking the JDK costs a short count
    return HexFormat.of().formatHex(Sha256.digest(text.toString().getBytes(StandardCharsets.UTF_8)), 0, 16);
  }
}
