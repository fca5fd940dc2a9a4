package io.github.dlxkit.cli;

import io.github.dlxkit.core.BadInputException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Output files named by options (e.g. {@code --svg}), checked before any search starts. */
public final class Outputs {
  private Outputs() {}

  /**
   * Checks that {@code file} can be written, so that a long search is not lost to a typo.
   *
   * @throws BadInputException naming the option, the file and the reason
   */
  public static void checkWritable(String option, Path file) {
    Path absolute = file.toAbsolutePath();
    Path dir = absolute.getParent();
    String name = option + " " + Messages.oneLine(file.toString());
    if (Files.isDirectory(absolute)) {
      throw new BadInputException("cannot write " + name + ": it is a directory");
    }
    if (dir == null || !Files.isDirectory(dir)) {
      throw new BadInputException("cannot write " + name + ": no such directory " + Messages.oneLine(String.valueOf(dir)));
    }
    if (Files.exists(absolute) ? !Files.isWritable(absolute) : !Files.isWritable(dir)) {
      throw new BadInputException("cannot write " + name + ": permission denied");
    }
  }
}
