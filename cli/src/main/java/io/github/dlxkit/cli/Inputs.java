package io.github.dlxkit.cli;

import io.github.dlxkit.core.BadInputException;
import io.github.dlxkit.core.io.Utf8Reader;
import java.io.BufferedReader;
import java.io.IOException;
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
    if (file.equals("-")) {
      checkStdin();
      return new BufferedReader(new Utf8Reader(System.in, "<stdin>"));
    }
    Path path = Path.of(file);
    if (!Files.exists(path)) {
      throw new NoSuchFileException(file);
    }
    if (Files.isDirectory(path)) {
      throw new BadInputException("cannot read " + file + ": it is a directory");
    }
    return new BufferedReader(new Utf8Reader(Files.newInputStream(path), file));
  }

  /**
   * A reader for a file of independent lines (a batch): bytes that are not UTF-8 become U+FFFD,
   * so that the line holding them is reported bad on its own and the other lines still answered.
   */
  public static Reader openLines(String file) throws IOException {
    java.io.InputStream in;
    if (file.equals("-")) {
      checkStdin();
      in = System.in;
    } else {
      open(file).close(); // the same checks: missing file, directory
      in = Files.newInputStream(Path.of(file));
    }
    return new BufferedReader(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8
        .newDecoder().onMalformedInput(java.nio.charset.CodingErrorAction.REPLACE)
        .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPLACE)));
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
