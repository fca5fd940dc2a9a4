package io.github.dlxkit.cli;

/**
 * What {@code dlx --version} prints: the version from the jar's manifest
 * ({@code Implementation-Version}, the pom's version). Plain Java, no picocli, so that
 * {@code dlx --version} is answered before picocli is loaded ({@code io.github.dlxkit.cli.main.TopLevel});
 * every command's {@code --version} prints the same line ({@code Dlx} gives it to each one).
 */
public final class Version {
  private Version() {}

  /** The version line, e.g. {@code dlx (dlxkit) 0.1.0}, or "development build" outside the jar. */
  public static String line() {
    String v = Version.class.getPackage().getImplementationVersion();
    return "dlx (dlxkit) " + (v == null ? "development build" : v);
  }
}
