package io.github.dlxkit.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Opens the {@code FILE|-} argument of the subcommands. */
public final class Inputs {
  private Inputs() {}

  /** A reader for {@code file}, or for standard input when it is {@code -}. */
  public static Reader open(String file) throws IOException {
    if (file.equals("-")) {
      return new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    }
    Path path = Path.of(file);
    if (!Files.exists(path)) {
      throw new NoSuchFileException(file);
    }
    if (Files.isDirectory(path)) {
      throw new BadInputException("cannot read " + file + ": it is a directory");
    }
    return Files.newBufferedReader(path, StandardCharsets.UTF_8);
  }

  /** The name to show for {@code file} in messages. */
  public static String displayName(String file) {
    return file.equals("-") ? "<stdin>" : file;
  }
}
