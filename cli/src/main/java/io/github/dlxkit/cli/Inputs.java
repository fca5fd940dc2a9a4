package io.github.dlxkit.cli;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.io.Utf8Reader;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Opens the {@code FILE|-} argument of the subcommands. */
public final class Inputs {
  private Inputs() {}

  /**
   * A reader for {@code file}, or for standard input when it is {@code -}; it throws an
   * IOException at the first bytes that are not UTF-8 (naming file, line and byte) or at a line
   * longer than {@link Utf8Reader#MAX_LINE} characters.
   */
  public static Reader open(String file) throws IOException {
    return new BufferedReader(new Utf8Reader(stream(file), displayName(file)));
  }

  /**
   * A reader for {@code file} (or stdin for {@code -}) as a batch of independent lines: a line
   * that is not UTF-8 reads as U+FFFD and {@link Utf8Reader#notUtf8(long)} names it, so that the
   * batch reports it alone; a line longer than {@link Utf8Reader#MAX_LINE} characters still stops
   * the reading with an IOException.
   */
  public static Utf8Reader openLines(String file) throws IOException {
    return Utf8Reader.ofLines(stream(file), displayName(file));
  }

  private static InputStream stream(String file) throws IOException {
    if (file.equals("-")) {
      checkStdin();
      return System.in;
    }
    Path path = Path.of(file);
    if (!Files.exists(path)) {
      throw new NoSuchFileException(file);
    }
    if (Files.isDirectory(path)) {
      throw new BadInputException("cannot read " + file + ": it is a directory");
    }
    return Files.newInputStream(path);
  }

  private static void checkStdin() {
    if (Stdin.isClosed()) {
      throw new BadInputException("cannot read <stdin>: standard input is closed");
    }
  }

  /** The name to show for {@code file} in messages. */
  public static String displayName(String file) {
    return file.equals("-") ? "<stdin>" : file;
  }
}
