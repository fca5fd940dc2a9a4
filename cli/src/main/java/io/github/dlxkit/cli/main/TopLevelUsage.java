package io.github.dlxkit.cli.main;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the resources {@link TopLevel} prints for {@code dlx --help}: picocli's rendering of the
 * top-level usage, plain and with its colours. Run at build time by the cli pom, on the compiled
 * classes, before the tests and the jar:
 * {@code java -cp CLASSPATH io.github.dlxkit.cli.main.TopLevelUsage target/classes}.
 */
final class TopLevelUsage {
  private TopLevelUsage() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      System.err.println("usage: TopLevelUsage CLASSES_DIR");
      System.exit(2);
    }
    Path dir = Path.of(args[0], TopLevel.class.getPackageName().split("\\."));
    Files.createDirectories(dir);
    Files.writeString(dir.resolve(TopLevel.USAGE), rendered(false), StandardCharsets.UTF_8);
    Files.writeString(dir.resolve(TopLevel.USAGE_COLOURED), rendered(true), StandardCharsets.UTF_8);
  }

  /**
   * What picocli prints for {@code dlx --help}, with its colours or without ({@code picocli.ansi},
   * the system property that overrides its guess from the terminal).
   */
  static String rendered(boolean colours) {
    String before = System.getProperty("picocli.ansi");
    System.setProperty("picocli.ansi", Boolean.toString(colours));
    try {
      StringWriter out = new StringWriter();
      PrintWriter err = new PrintWriter(new StringWriter());
      int status = CommandTree.commandLine(new PrintWriter(out), err).execute("--help");
      if (status != 0) {
        throw new IllegalStateException("dlx --help ended with status " + status);
      }
      return out.toString();
    } finally {
      if (before == null) {
        System.clearProperty("picocli.ansi");
      } else {
        System.setProperty("picocli.ansi", before);
      }
    }
  }
}
