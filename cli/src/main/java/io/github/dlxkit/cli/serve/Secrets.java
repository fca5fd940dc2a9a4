package io.github.dlxkit.cli.serve;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;

/**
 * The server's secrets: job ids and tokens, game ids and seat tokens, each 128 random bits as 32 hex
 * digits (unguessable), and their comparison in constant time (so that the time of a refusal does not
 * tell how much of a guessed token was right).
 */
final class Secrets {
  private static final SecureRandom RANDOM = new SecureRandom();

  private Secrets() {}

  /** 128 random bits as 32 hex digits. */
  static String next() {
    byte[] b = new byte[16];
    synchronized (RANDOM) {
      RANDOM.nextBytes(b);
    }
    return HexFormat.of().formatHex(b);
  }

  /** Whether {@code given} (possibly null) is {@code secret}, compared in constant time. */
  static boolean matches(String given, String secret) {
    return given != null && secret != null && MessageDigest.isEqual(given.getBytes(StandardCharsets.UTF_8),
        secret.getBytes(StandardCharsets.UTF_8));
  }
}
