package io.github.dlxkit.core.search;

/** The child JVM of {@link Sha256Test}: digests one text and prints it, nothing else. */
public final class DigestChild {
  private DigestChild() {}

  public static void main(String[] args) {
    System.out.println("digest " + Digest.of("P a\nP b\nO a b\n"));
  }
}
