package io.github.dlxkit.core.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Core's SHA-256 ({@link Sha256}, behind every {@link Digest} and so every split's identity) is the
 * JDK's, byte for byte — so that the identities written into checkpoints and part lines by earlier
 * dlxkit, which asked the JDK, stay the same — and a digest loads none of the JDK's security
 * classes (issue 54: some ninety classes loaded before a checkpointed count's first subproblem).
 * Vectors: FIPS 180-2, appendix B ("abc", the 448-bit message) and the empty message's.
 */
class Sha256Test {
  private static String hex(byte[] bytes) {
    return HexFormat.of().formatHex(bytes);
  }

  @Test
  void fipsVectors() {
    assertEquals("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
        hex(Sha256.digest("abc".getBytes(StandardCharsets.US_ASCII))));
    assertEquals("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
        hex(Sha256.digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".getBytes(StandardCharsets.US_ASCII))));
    assertEquals("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", hex(Sha256.digest(new byte[0])));
  }

  /** Every length around the padding's edges (55, 56, 63, 64 bytes …) and a large text, against the JDK. */
  @Test
  void theJdksDigestForEveryLength() throws Exception {
    MessageDigest jdk = MessageDigest.getInstance("SHA-256");
    SplittableRandom random = new SplittableRandom(54);
    for (int n = 0; n <= 300; n++) {
      byte[] message = new byte[n];
      random.nextBytes(message);
      assertArrayEquals(jdk.digest(message), Sha256.digest(message), "length " + n);
    }
    byte[] large = new byte[1 << 20];
    random.nextBytes(large);
    assertArrayEquals(jdk.digest(large), Sha256.digest(large), "1 MiB");
    assertEquals(HexFormat.of().formatHex(jdk.digest("P a\nP b\nO a b\n".getBytes(StandardCharsets.UTF_8)), 0, 16),
        Digest.of("P a\nP b\nO a b\n"));
  }

  /** A JVM that only digests (DigestChild) loads no security provider and no MessageDigest. */
  @Test
  void aDigestLoadsNoSecurityProvider() throws IOException, InterruptedException {
    Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xlog:class+load=info:stdout", "-cp", System.getProperty("java.class.path"), DigestChild.class.getName())
        .redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor(), out);
    assertTrue(out.contains("digest " + Digest.of("P a\nP b\nO a b\n")), "the child digested");
    assertFalse(out.contains("sun.security.jca.Providers "), "a security provider was loaded");
    assertFalse(out.contains("java.security.MessageDigest "), "the JDK's MessageDigest was loaded");
  }
}
